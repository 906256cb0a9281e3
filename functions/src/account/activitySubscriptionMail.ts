import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as accountCallables from "@rallyhub/domain/callables/account";
import { queueMail } from "../mail/queue";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { serverUserSchema, type ServerUser } from "@rallyhub/domain/stored/users";

export interface ConfirmationData {
  firstName: string;
  activitiesList: string;
  city: string;
  radius: number;
}

/** The template data for a stored activity subscription (spec §7 Mailer). */
export function confirmationData(user: Pick<ServerUser, "fullName" | "displayName">, subscription: ServerUser["activitySubscriptions"][number]): ConfirmationData | null {
  const city = subscription.address.name;
  const { radius, activities } = subscription;
  if (!city || !Number.isInteger(radius) || radius < 1 || radius > 50) return null;
  const firstName = user.fullName || user.displayName || "there";
  return { firstName, activitiesList: activities.length > 0 ? activities.join(", ") : "all activities", city, radius };
}

/**
 * Spec §4 Activity subscriptions: after saving, a confirmation e-mail is
 * requested. It goes to the caller's own sign-in address, never to one the
 * client names.
 */
export const sendActivitySubscriptionConfirmation = defineCallable(accountCallables.sendActivitySubscriptionConfirmation, async ({ subscriptionId }, { caller }) => {
  if (!caller.email) throw new HttpsError("failed-precondition", "Your account has no e-mail address.");
  const user = readDoc(serverUserSchema, await db().doc(`users/${caller.uid}`).get());
  const subscription = user.activitySubscriptions.find((s) => s.id === subscriptionId);
  if (!subscription) throw new HttpsError("not-found", "That activity subscription was not found.");
  const data = confirmationData(user, subscription);
  if (!data) throw new HttpsError("invalid-argument", "That activity subscription is incomplete.");
  const id = await queueMail(caller.email, "activity-subscription-confirmation", data);
  return { mailId: id };
});
