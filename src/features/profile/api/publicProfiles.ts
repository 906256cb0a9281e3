import { doc, getDoc } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";

export interface PublicProfile {
  uid: string;
  displayName: string;
  photoURL: string;
  cityName: string;
  sports: string[];
  bio: string;
}

/**
 * Another player's public profile. A player who blocked the viewer (or a
 * missing one) reads as not found: the rules refuse the read (spec §6).
 */
export async function getPublicProfile(uid: string): Promise<PublicProfile> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "publicProfiles", uid));
    if (!snap.exists()) throw new AppError("not-found", APP_MESSAGES.failure.userNotFound);
    const d = snap.data();
    const city = d.city as { name?: unknown } | undefined;
    return {
      uid,
      displayName: typeof d.displayName === "string" && d.displayName ? d.displayName : "Unnamed Player",
      photoURL: typeof d.photoURL === "string" ? d.photoURL : "",
      cityName: typeof city?.name === "string" ? city.name : "",
      sports: Array.isArray(d.sports) ? d.sports.filter((s): s is string => typeof s === "string") : [],
      bio: typeof d.bio === "string" ? d.bio : "",
    };
  } catch (error) {
    const e = toAppError(error, APP_MESSAGES.failure.playerLoad);
    // A player who blocked the viewer is, to them, nobody (spec §6): refused reads look like a missing one.
    if (e.code === "permission-denied" || e.code === "not-found") throw new AppError("not-found", APP_MESSAGES.failure.userNotFound, error);
    throw e;
  }
}
