import { signOut } from "firebase/auth";
import { call, getAuthClient } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { ActivitySubscription } from "@/lib/session/userProfile";
import type { BlockingTeam } from "@rallyhub/domain/callables/account";
import type { OutboxMail } from "@rallyhub/domain/callables/mail";

export async function getDeletionBlockers(): Promise<BlockingTeam[]> {
  const { teams } = await call("getDeletionBlockers", {});
  return teams;
}

/**
 * Spec §7: delete the user's data and their auth account. The server does
 * both, in that order (it refuses while the user is on a team, and removes the
 * login only once every piece of data is gone, so a refusal never leaves data
 * without a login); this browser then forgets the session.
 */
export async function deleteAccount(): Promise<void> {
  const auth = await getAuthClient();
  if (!auth.currentUser) throw new AppError("unauthenticated", "No current user");
  await call("deleteAccount", {});
  await signOut(auth).catch(() => undefined);
}

/**
 * Spec §4: saving adds or replaces by id and persists the whole list to the
 * user record. The saveActivitySubscriptions Function writes the signed-in
 * user's list and, in the same transaction, the server-only index that finds
 * subscribers near a new game (`uid` is the caller's, kept for the endpoint).
 */
export async function saveActivitySubscriptions(uid: string, list: ActivitySubscription[]): Promise<void> {
  try {
    await call("saveActivitySubscriptions", { list });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.activitySubscriptions);
  }
}

/** After saving, a confirmation e-mail is requested; a failure is ignored (spec §8). */
export async function requestActivityConfirmation(subscriptionId: number): Promise<void> {
  try {
    await call("sendActivitySubscriptionConfirmation", { subscriptionId });
  } catch {
    // Intentionally silent: the subscription itself is saved; the e-mail is a courtesy.
  }
}

export type { OutboxMail };

export async function listOutbox(): Promise<OutboxMail[]> {
  const { mail } = await call("listOutbox", {});
  return mail;
}
