import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as userCallables from "@rallyhub/domain/callables/users";
import { claimTeamInvitations } from "../teams/claim";
import { guestProfileFrom } from "./guestRecord";

/**
 * Spec §4 Social sign-in, step 2: when someone signs in for the first time,
 * an unregistered guest record for their (verified) e-mail becomes theirs:
 * its details are returned to start the profile, and the record is removed.
 * Team invitations sent to that address before the account existed (issue
 * 10: `email-…` roster entries) become theirs too, still to be answered.
 * Calling it again (e.g. once an e-mail sign-up is verified) claims what is left.
 */
export const claimGuestRecord = defineCallable(userCallables.claimGuestRecord, async (_, { caller }) => {
  // The contract's access (verified) has checked the address.
  const emailLower = (caller.email ?? "").toLowerCase();
  await claimTeamInvitations(caller.uid, emailLower);
  const snap = await db().collection("guestUsers").where("emailLower", "==", emailLower).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return { guest: null };
  const guest = guestProfileFrom(doc.data());
  await doc.ref.delete();
  return { guest };
});
