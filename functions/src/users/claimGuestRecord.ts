import { HttpsError, onCall } from "firebase-functions/v2/https";
import { db } from "../admin";
import { noInput, parseInput, requireCaller } from "../lib/callable";
import { claimTeamInvitations } from "../teams/claim";
import { guestProfileFrom, type GuestProfile } from "./guestRecord";

/**
 * Spec §4 Social sign-in, step 2: when someone signs in for the first time,
 * an unregistered guest record for their (verified) e-mail becomes theirs:
 * its details are returned to start the profile, and the record is removed.
 * Team invitations sent to that address before the account existed (issue
 * 10: `email-…` roster entries) become theirs too, still to be answered.
 * Calling it again (e.g. once an e-mail sign-up is verified) claims what is left.
 */
export const claimGuestRecord = onCall(async (request): Promise<{ guest: GuestProfile | null }> => {
  const caller = requireCaller(request);
  parseInput(noInput, request.data ?? {});
  if (!caller.email || !caller.emailVerified) throw new HttpsError("failed-precondition", "A verified e-mail is needed to claim a guest record.");
  const emailLower = caller.email.toLowerCase();
  await claimTeamInvitations(caller.uid, emailLower);
  const snap = await db().collection("guestUsers").where("emailLower", "==", emailLower).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return { guest: null };
  const guest = guestProfileFrom(doc.data());
  await doc.ref.delete();
  return { guest };
});
