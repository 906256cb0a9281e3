import { collection, doc, getDoc, getDocs, limit, query, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { FAILURE } from "@/lib/messages";
import type { Team } from "../model/types";
import { teamFromData } from "./teamConverter";

export async function getTeam(id: string): Promise<Team | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "teams", id));
    return snap.exists() ? teamFromData(snap.id, snap.data()) : null;
  } catch (error) {
    throw toAppError(error, FAILURE.teamLoad);
  }
}

/** The team whose website is served on this host (custom organiser domain or branded host). */
export async function getTeamByDomain(host: string): Promise<Team | null> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("domain", "==", host.toLowerCase()), limit(1)));
    const first = snap.docs[0];
    return first ? teamFromData(first.id, first.data()) : null;
  } catch (error) {
    throw toAppError(error, FAILURE.teamLoad);
  }
}

/** Teams a user belongs to (their communities), bounded. */
export async function listTeamsForUser(uid: string, max = 100): Promise<Team[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("memberIds", "array-contains", uid), limit(max)));
    return snap.docs.map((d) => teamFromData(d.id, d.data()));
  } catch (error) {
    // Spec §8: a team lookup failure returns an empty list.
    console.warn("Teams could not be loaded", error);
    return [];
  }
}
