import { doc, getDoc } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { publicProfileSchema } from "@rallyhub/domain/stored/users";

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
    return readDoc(publicProfileSchema, snap);
  } catch (error) {
    const e = toAppError(error, APP_MESSAGES.failure.playerLoad);
    // A player who blocked the viewer is, to them, nobody (spec §6): refused reads look like a missing one.
    if (e.code === "permission-denied" || e.code === "not-found") throw new AppError("not-found", APP_MESSAGES.failure.userNotFound, error);
    throw e;
  }
}
