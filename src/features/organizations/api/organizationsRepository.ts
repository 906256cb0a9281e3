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
