import { z } from "zod";
import { defineContract, noInput, returns, SIGNED_IN, verified } from "./contract";

/** The users callables (functions/src/users). */

/** What a guest record (someone added by an organizer before they had an account) gives a new user. */
export interface GuestProfile {
  displayName?: string;
  fullName?: string;
  lastName?: string;
  phoneNumber?: string;
}

/**
 * Spec §4 Social sign-in, step 2: the unregistered guest record for the
 * caller's verified e-mail becomes theirs (its details are returned), and so
 * do team invitations sent to that address.
 */
export const claimGuestRecord = defineContract({
  name: "claimGuestRecord",
  input: noInput,
  output: returns<{ guest: GuestProfile | null }>(),
  access: verified("A verified e-mail is needed to claim a guest record."),
});

/** A user found by searchUser: an e-mail found by a uid search is masked. */
export interface FoundUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
}

/** Spec §5 Family members / blocking: an e-mail-shaped query searches by e-mail, otherwise by uid (users who blocked the caller are not found). */
export const searchUser = defineContract({
  name: "searchUser",
  input: z.object({ query: z.string().trim().min(3, "Type at least 3 characters").max(128) }).strict(),
  output: returns<{ user: FoundUser | null }>(),
  access: SIGNED_IN,
});
