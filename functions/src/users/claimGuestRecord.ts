import { HttpsError, onCall } from "firebase-functions/v2/https";
import { db } from "../admin";
import { noInput, parseInput, requireCaller } from "../lib/callable";
import { guestProfileFrom, type GuestProfile } from "./guestRecord";


/**
 * Spec §4 Social sign-in, step 2: when someone signs in for the first time,
 * an unregistered guest record for their (verified) e-mail becomes theirs:
 * its details are returned to start the profile, and the record is removed.
 */
export const claimGuestRecord = onCall(async (request): Promise<{ guest: GuestProfile | null }> => {
  const caller = requireCaller(request);
  parseInput(noInput, request.data ?? {});
  if (!caller.email || !caller.emailVerified) throw new HttpsError("failed-precondition", "A verified e-mail is needed to claim a guest record.");
  const snap = await db().collection("guestUsers").where("emailLower", "==", caller.email.toLowerCase()).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return { guest: null };
  const guest = guestProfileFrom(doc.data());
  await doc.ref.delete();
  return { guest };
});
