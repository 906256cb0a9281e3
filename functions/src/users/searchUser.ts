import type { UserRecord } from "firebase-admin/auth";
import { adminAuth, db } from "../admin";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { defineCallable } from "../lib/callable";
import { docId } from "@rallyhub/domain/callables/contract";
import * as userCallables from "@rallyhub/domain/callables/users";

/** "pat@example.com" → "p••@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  if (!domain) return "";
  return `${local.slice(0, 1)}${"•".repeat(Math.max(2, Math.min(local.length - 1, 6)))}@${domain}`;
}

export function isEmailShaped(query: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query);
}

/** Auth errors that mean "no such account" for a lookup (anything else is a real failure). */
const NO_SUCH_ACCOUNT = new Set(["auth/user-not-found", "auth/invalid-email", "auth/invalid-uid"]);

/** The Auth account found by a lookup, or null when there is none. */
async function accountOrNull(lookup: () => Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup();
  } catch (error) {
    if (NO_SUCH_ACCOUNT.has(String((error as { code?: unknown }).code))) return null;
    throw error;
  }
}

/**
 * Spec §5 Family members / blocking: an e-mail-shaped query searches by
 * e-mail, otherwise by uid. Who has an address is asked of Firebase Auth (the
 * sign-in address), never of a field a user wrote in their own document; the
 * e-mail shown is the Auth account's. Only users with a users document are
 * found. A user who blocked the caller (users/{uid}.blockedUids, spec §6) is
 * not found, nor is the caller themself. A uid search shows the e-mail masked.
 */
export const searchUser = defineCallable(userCallables.searchUser, async ({ query }, { caller }) => {
  const byEmail = isEmailShaped(query);
  let account: UserRecord | null;
  if (byEmail) {
    account = await accountOrNull(() => adminAuth().getUserByEmail(query.toLowerCase()));
  } else {
    // A uid search: anything that is not an id cannot match one (and must not become a path).
    if (!docId.safeParse(query).success) return { user: null };
    account = await accountOrNull(() => adminAuth().getUser(query));
  }
  if (!account || account.uid === caller.uid) return { user: null };
  const doc = await db().doc(`users/${account.uid}`).get();
  if (!doc.exists) return { user: null };
  const user = readDoc(serverUserSchema, doc);
  if (user.blockedUids.includes(caller.uid)) return { user: null };
  const email = account.email ?? "";
  return {
    user: {
      uid: account.uid,
      displayName: user.displayName || "Unnamed Player",
      email: byEmail ? email : maskEmail(email),
      photoURL: user.photoURL,
    },
  };
});
