import * as z from "zod/mini";
import { JOIN_REASONS, PLATFORMS } from "../users";
import { storedTime } from "./fields";

/** What is stored of users/{uid}, their activity subscriptions, and publicProfiles/{uid}: the Functions and the seed write through these (the read schemas: ../users.ts). */

/** A point and its name, as users' default cities, public profiles and teams keep them. */
export const storedCity = /* @__PURE__ */ z.strictObject({ name: z.string(), lat: z.number(), lng: z.number(), hash: z.string() });

const storedSubscription = /* @__PURE__ */ z.strictObject({
  id: z.number(),
  address: z.strictObject({ name: z.string(), lat: z.number(), lng: z.number(), description: z.string() }),
  radius: z.number(),
  activities: z.array(z.string()),
  startDate: z.nullable(storedTime),
  endDate: z.nullable(storedTime),
});

/**
 * A user document as stored (the seed writes whole ones). A profile not yet
 * completed has no city, additional info or birthdate; an account without an
 * e-mail has neither e-mail field.
 */
export const userWriteSchema = /* @__PURE__ */ z.strictObject({
  uid: z.string(),
  email: z.optional(z.string()),
  emailLower: z.optional(z.string()),
  emailVerified: z.boolean(),
  displayName: z.string(),
  fullName: z.string(),
  lastName: z.optional(z.string()),
  photoURL: z.string(),
  defaultCity: z.optional(storedCity),
  joinReason: z.nullable(z.enum(JOIN_REASONS)),
  additionalInfo: z.optional(z.strictObject({ gender: z.string(), sports: z.array(z.string()), pronoun: z.string() })),
  hasAdditionalInfo: z.boolean(),
  gender: z.optional(z.string()),
  pronoun: z.optional(z.string()),
  sports: z.optional(z.array(z.string())),
  bio: z.string(),
  phoneNumber: z.string(),
  birthdate: z.optional(storedTime),
  alternateEmails: z.array(z.string()),
  privacySettings: z.strictObject({
    blocklist: z.array(z.strictObject({ userId: z.string(), email: z.string() })),
    messagesFromAnyone: z.boolean(),
    publicBadges: z.boolean(),
    publicOnlineStatus: z.boolean(),
    publicUpcomingGames: z.boolean(),
  }),
  blockedUids: z.array(z.string()),
  notificationSettings: z.record(z.string(), z.strictObject({ email: z.boolean(), push: z.boolean() })),
  activitySubscriptions: z.array(storedSubscription),
  sportAvailability: z.array(z.strictObject({ sport: z.string(), toggle: z.boolean() })),
  familyMembers: z.optional(z.array(z.record(z.string(), z.unknown()))),
  defaultHomeTeamFilter: z.nullable(z.string()),
  platform: z.enum(PLATFORMS),
  createdAt: storedTime,
  updatedAt: storedTime,
  stripeCustomerId: z.nullable(z.string()),
  stripeId: z.nullable(z.string()),
  stripeChargesEnabled: z.boolean(),
  stripeDetailsSubmitted: z.boolean(),
  subscription: z.nullable(z.string()),
  userSubscription: z.string(),
});
export type UserWrite = z.input<typeof userWriteSchema>;

/** A stored activity subscription (users/{uid}.activitySubscriptions[]), as saveActivitySubscriptions writes it. */
export const activitySubscriptionWriteSchema = storedSubscription;

/** A public profile as stored (the owner's profile form, the seed): `searchTokens` come with the display name. */
export const publicProfileWriteSchema = /* @__PURE__ */ z.strictObject({
  displayName: z.string(),
  photoURL: z.string(),
  city: storedCity,
  sports: z.array(z.string()),
  gender: z.string(),
  bio: z.optional(z.string()),
  searchable: z.boolean(),
  searchTokens: z.array(z.string()),
  updatedAt: storedTime,
});
