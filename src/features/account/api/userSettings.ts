import { arrayRemove, arrayUnion, doc, serverTimestamp, setDoc, updateDoc, writeBatch, type FieldValue } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { UserProfile } from "@/lib/session/userProfile";

/**
 * Settings writes go field by field (updateDoc with field paths), so two tabs
 * editing different settings never overwrite each other: last write wins per
 * field, not per document.
 */
export async function updateUserFields(uid: string, fields: Record<string, unknown>, message: string): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "users", uid), { ...fields, updatedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, message);
  }
}

export async function updatePublicProfile(uid: string, fields: Record<string, unknown>, message: string): Promise<void> {
  const db = await getDb();
  try {
    await setDoc(doc(db, "publicProfiles", uid), { ...fields, updatedAt: serverTimestamp() }, { merge: true });
  } catch (error) {
    throw toAppError(error, message);
  }
}

export function addToList(value: unknown): FieldValue {
  return arrayUnion(value);
}

export function removeFromList(value: unknown): FieldValue {
  return arrayRemove(value);
}

/**
 * The sports a player plays (private document and public profile, in one
 * batch so the two never disagree) and, per sport, whether they are up for games.
 */
export async function saveInterests(uid: string, sports: string[], sportAvailability: UserProfile["sportAvailability"]): Promise<void> {
  const db = await getDb();
  const batch = writeBatch(db);
  batch.update(doc(db, "users", uid), { sports, "additionalInfo.sports": sports, sportAvailability, updatedAt: serverTimestamp() });
  batch.set(doc(db, "publicProfiles", uid), { sports, updatedAt: serverTimestamp() }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.interests);
  }
}
