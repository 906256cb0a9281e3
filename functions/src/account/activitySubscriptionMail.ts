import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as accountCallables from "@rallyhub/domain/callables/account";
import { queueMail } from "../mail/queue";

export interface ConfirmationData {
  firstName: string;
  activitiesList: string;
  city: string;
  radius: number;
}

/** The template data for a stored activity subscription (spec §7 Mailer). */
export function confirmationData(user: Record<string, unknown>, subscription: Record<string, unknown>): ConfirmationData | null {
  const address = (subscription.address ?? {}) as Record<string, unknown>;
  const city = typeof address.name === "string" ? address.name : "";
  const radius = typeof subscription.radius === "number" ? subscription.radius : NaN;
  if (!city || !Number.isInteger(radius) || radius < 1 || radius > 50) return null;
  const activities = Array.isArray(subscription.activities) ? subscription.activities.filter((a): a is string => typeof a === "string") : [];
  const firstName = (typeof user.fullName === "string" && user.fullName) || (typeof user.displayName === "string" && user.displayName) || "there";
  return { firstName, activitiesList: activities.length > 0 ? activities.join(", ") : "all activities", city, radius };
}

/**
 * Spec §4 Activity subscriptions: after saving, a confirmation e-mail is
 * requested. It goes to the caller's own sign-in address, never to one the
 * client names.
 */
export const sendActivitySubscriptionConfirmation = defineCallable(accountCallables.sendActivitySubscriptionConfirmation, async ({ subscriptionId }, { caller }) => {
  if (!caller.email) throw new HttpsError("failed-precondition", "Your account has no e-mail address.");
  const user = await db().doc(`users/${caller.uid}`).get();
  const list = user.get("activitySubscriptions") as unknown;
  const subscription = Array.isArray(list) ? (list as Array<Record<string, unknown>>).find((s) => s.id === subscriptionId) : undefined;
  if (!subscription) throw new HttpsError("not-found", "That activity subscription was not found.");
  const data = confirmationData(user.data() ?? {}, subscription);
  if (!data) throw new HttpsError("invalid-argument", "That activity subscription is incomplete.");
  const id = await queueMail(caller.email, "activity-subscription-confirmation", data);
  return { mailId: id };
});
