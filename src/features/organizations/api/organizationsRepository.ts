import { collection, getDocs, limit, query, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { str } from "@/lib/convert";
import type { Organization } from "../model/types";

export async function getOrganizationBySlug(slug: string): Promise<Organization | null> {
  const db = await getDb();
  const snap = await getDocs(query(collection(db, "organizations"), where("slug", "==", slug), limit(1)));
  const first = snap.docs[0];
  if (!first) return null;
  const d = first.data();
  return {
    id: first.id,
    slug: str(d.slug),
    name: str(d.name),
    description: str(d.description),
    logoURL: typeof d.logoURL === "string" ? d.logoURL : null,
    city: str(d.city),
  };
}

/** Organizations a user created (the teams dashboard), bounded. */
export async function listOrganizationsByCreator(uid: string, max = 50): Promise<Organization[]> {
  const db = await getDb();
  const snap = await getDocs(query(collection(db, "organizations"), where("creator", "==", uid), limit(max)));
  return snap.docs.map((d) => ({
    id: d.id,
    slug: str(d.get("slug")) || d.id,
    name: str(d.get("name")),
    description: str(d.get("description")),
    logoURL: typeof d.get("logoURL") === "string" ? (d.get("logoURL") as string) : null,
    city: str(d.get("city")),
  }));
}
