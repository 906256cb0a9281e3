import type * as z from "zod/mini";
import { availabilityWriteSchema } from "./availability";
import { billingWriteSchema, idempotencyKeyWriteSchema, invoiceWriteSchema, planWriteSchema, teamSubscriptionWriteSchema, transactionWriteSchema } from "./billing";
import { eventWriteSchema, inviteWriteSchema, joinerWriteSchema, subscriptionIndexWriteSchema } from "./events";
import { formWriteSchema, submissionWriteSchema } from "./forms";
import { mailWriteSchema } from "./mail";
import { conversationWriteSchema, messageInboxWriteSchema, messageWriteSchema } from "./messages";
import { familyConnectionWriteSchema, notificationWriteSchema } from "./notifications";
import { profileOptionsWriteSchema } from "./options";
import { placeWriteSchema } from "./places";
import { postReportWriteSchema, postWriteSchema } from "./posts";
import { calendarOwnerWriteSchema, calendarTokenWriteSchema, eventAlertWriteSchema, seedMarkerWriteSchema, stripeEventWriteSchema } from "./server";
import { draftWriteSchema, organizationWriteSchema, siteMessageWriteSchema, websiteDomainWriteSchema, websiteWriteSchema } from "./sites";
import { registrationWriteSchema, rosterEntryWriteSchema, seasonWriteSchema, teamNotificationWriteSchema, teamReminderWriteSchema, teamWriteSchema } from "./teams";
import { userListWriteSchema } from "./userLists";
import { publicProfileWriteSchema, userWriteSchema } from "./users";

/**
 * The write schema of every stored collection, by its path with the document
 * ids left out ("events/joiners" for events/{id}/joiners/{uid}). For code that
 * writes documents of many collections by path: the seed checks each document
 * it builds against its collection's schema. Not for the app (it would load
 * every schema): a page imports the one it writes.
 */
export const WRITE_SCHEMAS: Readonly<Record<string, z.ZodMiniType>> = {
  activitySubscriptionIndex: subscriptionIndexWriteSchema,
  availability: availabilityWriteSchema,
  billing: billingWriteSchema,
  calendarOwners: calendarOwnerWriteSchema,
  calendarTokens: calendarTokenWriteSchema,
  conversations: conversationWriteSchema,
  "conversations/messages": messageWriteSchema,
  eventAlerts: eventAlertWriteSchema,
  events: eventWriteSchema,
  "events/invites": inviteWriteSchema,
  "events/joiners": joinerWriteSchema,
  familyConnections: familyConnectionWriteSchema,
  forms: formWriteSchema,
  "forms/submissions": submissionWriteSchema,
  idempotencyKeys: idempotencyKeyWriteSchema,
  invoices: invoiceWriteSchema,
  mail: mailWriteSchema,
  messageInbox: messageInboxWriteSchema,
  meta: seedMarkerWriteSchema,
  notifications: notificationWriteSchema,
  organizations: organizationWriteSchema,
  places: placeWriteSchema,
  postReports: postReportWriteSchema,
  posts: postWriteSchema,
  profileOptions: profileOptionsWriteSchema,
  publicProfiles: publicProfileWriteSchema,
  registrations: registrationWriteSchema,
  siteMessages: siteMessageWriteSchema,
  stripeEvents: stripeEventWriteSchema,
  teamCreationReminders: teamReminderWriteSchema,
  teamSubscriptionPlans: planWriteSchema,
  teamSubscriptions: teamSubscriptionWriteSchema,
  teams: teamWriteSchema,
  "teams/roster": rosterEntryWriteSchema,
  "teams/seasons": seasonWriteSchema,
  "teams/team-notifications": teamNotificationWriteSchema,
  transactions: transactionWriteSchema,
  "user-notifications": notificationWriteSchema,
  userLists: userListWriteSchema,
  userSubscriptionPlans_gth: planWriteSchema,
  userSubscriptionPlans_meh: planWriteSchema,
  users: userWriteSchema,
  websiteDomains: websiteDomainWriteSchema,
  websiteDrafts: draftWriteSchema,
  websites: websiteWriteSchema,
};

/** The collection path of a document path, ids left out: "events/e1/joiners/u1" is "events/joiners". */
export function collectionOf(path: string): string {
  return path
    .split("/")
    .filter((_, i) => i % 2 === 0)
    .join("/");
}

/** The write schema of the collection a document path is in (undefined for one not listed). */
export function writeSchemaFor(path: string): z.ZodMiniType | undefined {
  return WRITE_SCHEMAS[collectionOf(path)];
}
