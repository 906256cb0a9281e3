import { collection, getDocs, limit, query, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { organizationSchema } from "@rallyhub/domain/stored/sites";
import type { Organization } from "../model/types";

export async function getOrganizationBySlug(slug: string): Promise<Organization | null> {
  const db = await getDb();
  const snap = await getDocs(query(collection(db, "organizations"), where("slug", "==", slug), limit(1)));
  const first = snap.docs[0];
  if (!first) return null;
  return readDoc(organizationSchema, first);
}

/** Organizations a user created (the teams dashboard), bounded. */
export async function listOrganizationsByCreator(uid: string, max = 50): Promise<Organization[]> {
  const db = await getDb();
  const snap = await getDocs(query(collection(db, "organizations"), where("creator", "==", uid), limit(max)));
  return snap.docs.map((d): Organization => readDoc(organizationSchema, d));
}
