import { doc, getDoc, serverTimestamp, updateDoc, writeBatch } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { DefaultCity } from "@/lib/session/userProfile";
import { HOME_MESSAGES } from "../messages";

/** Spec §7: saving the default team filter updates the user document with defaultHomeTeamFilter. */
export async function saveDefaultTeamFilter(uid: string, teamId: string | null): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "users", uid), { defaultHomeTeamFilter: teamId, updatedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, HOME_MESSAGES.failure.saveTeamFilter);
  }
}

/**
 * Whether the user has set their weekly hours (the Action Center's task): one
 * read of their own availability document. Asked here rather than through the
 * availability feature's public surface, which would bring its settings
 * components (and the city search) onto the home page's budget.
 */
export async function hasAvailability(uid: string): Promise<boolean> {
  const db = await getDb();
  try {
    return (await getDoc(doc(db, "availability", uid))).exists();
  } catch (error) {
    throw toAppError(error, HOME_MESSAGES.failure.availabilityLoad);
  }
}

/**
 * The location card's city change: the private user document and the public
 * profile (where nearby searches find the player) in one batch, as the
 * profile form saves them, so the two never disagree.
 */
export async function saveHomeCity(uid: string, city: DefaultCity): Promise<void> {
  const db = await getDb();
  const batch = writeBatch(db);
  batch.update(doc(db, "users", uid), { defaultCity: city, updatedAt: serverTimestamp() });
  batch.set(doc(db, "publicProfiles", uid), { city, updatedAt: serverTimestamp() }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    throw toAppError(error, HOME_MESSAGES.failure.saveCity);
  }
}
