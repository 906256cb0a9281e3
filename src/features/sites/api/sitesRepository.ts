import { collection, doc, getCountFromServer, getDoc, getDocs, limit, query, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { FAILURE } from "@/lib/messages";
import type { Website } from "../model/types";
import { websiteFromData } from "./siteConverter";

export async function getWebsite(id: string): Promise<Website | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "websites", id));
    return snap.exists() ? websiteFromData(snap.id, snap.data()) : null;
  } catch (error) {
    throw toAppError(error, FAILURE.websiteLoad);
  }
}

export async function getWebsiteByDomain(host: string): Promise<Website | null> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "websites"), where("domain", "==", host.toLowerCase()), limit(1)));
    const first = snap.docs[0];
    return first ? websiteFromData(first.id, first.data()) : null;
  } catch (error) {
    throw toAppError(error, FAILURE.websiteLoad);
  }
}

/** How many sites (published and drafts) the user has created. */
export async function countOwnedSites(uid: string): Promise<number> {
  const db = await getDb();
  const [published, drafts] = await Promise.all([
    getCountFromServer(query(collection(db, "websites"), where("creator", "==", uid))),
    getCountFromServer(query(collection(db, "websiteDrafts"), where("creator", "==", uid))),
  ]);
  return published.data().count + drafts.data().count;
}
