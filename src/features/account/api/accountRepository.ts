import { deleteUser } from "firebase/auth";
import { getAuthClient } from "@/lib/firebase";
import { AppError } from "@/lib/errors";
import type { ActivitySubscription } from "@/features/users/model/types";
import { call } from "./accountCallables";
import { updateUserFields } from "./userSettings";

export async function getDeletionBlockers(): Promise<Array<{ id: string; name: string }>> {
  const { teams } = await call<{ teams: Array<{ id: string; name: string }> }>("getDeletionBlockers", {});
  return teams;
}

/**
 * Spec §7: delete the user's data and their auth account, in parallel. The
 * data goes through a Function (it checks the caller's teams and removes what
 * only concerns them); the account is deleted by the signed-in client.
 */
export async function deleteAccount(): Promise<void> {
  const auth = await getAuthClient();
  const user = auth.currentUser;
  if (!user) throw new AppError("unauthenticated", "No current user");
  // The data request goes first so it carries a valid token; both then run together.
  const data = call<unknown>("deleteAccountData", {});
  const account = deleteUser(user);
  const [dataResult, accountResult] = await Promise.allSettled([data, account]);
  if (dataResult.status === "rejected" || accountResult.status === "rejected") {
    throw new AppError("unknown", "An error occurred while deleting your account.", dataResult.status === "rejected" ? dataResult.reason : accountResult);
  }
}

/** Spec §4: saving adds or replaces by id and persists the whole list to the user record. */
export async function saveActivitySubscriptions(uid: string, list: ActivitySubscription[]): Promise<void> {
  await updateUserFields(uid, { activitySubscriptions: list }, "Activity subscriptions could not be saved. Please try again.");
}

/** After saving, a confirmation e-mail is requested; a failure is ignored (spec §8). */
export async function requestActivityConfirmation(subscriptionId: number): Promise<void> {
  try {
    await call<unknown>("sendActivitySubscriptionConfirmation", { subscriptionId });
  } catch {
    // Intentionally silent: the subscription itself is saved; the e-mail is a courtesy.
  }
}

export interface OutboxMail {
  id: string;
  to: string;
  template: { name: string; data: Record<string, unknown> };
  message: { subject: string };
  createdAt: number;
}

export async function listOutbox(): Promise<OutboxMail[]> {
  const { mail } = await call<{ mail: OutboxMail[] }>("listOutbox", {});
  return mail;
}
