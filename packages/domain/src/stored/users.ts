import * as z from "zod/mini";
import { flag, listOf, num, numOrNull, obj, objOrNull, recordOf, storedTime, strings, text, textOrNull, timeField } from "./fields";

/** users/{uid}, publicProfiles/{uid} and users/{uid}/teamReads/all (docs/data-model.md). */

/** Spec §3 Join reasons. */
export const JOIN_REASONS = ["Organize", "Find-people", "Find-events", "Substitute"] as const;
export type JoinReason = (typeof JOIN_REASONS)[number];

export const PLATFORMS = ["gth", "meh"] as const;

// ------------------------------------------------------------------ users/{uid}

/** A point and its name, as users' default cities, public profiles and teams keep them. */
export const storedCity = /* @__PURE__ */ z.strictObject({ name: z.string(), lat: z.number(), lng: z.number(), hash: z.string() });

/** The city when it has a point; null otherwise. */
const cityOrNull = /* @__PURE__ */ z.catch(z.nullable(z.object({ lat: z.number(), lng: z.number(), hash: text(), name: text() })), null);

const blockEntry = /* @__PURE__ */ obj({ userId: text(), email: text() });

/** The privacy switches (a missing one is off: privacy by default) and the block list (entries naming nobody dropped). */
const privacySettings = /* @__PURE__ */ obj({
  blocklist: z.pipe(
    listOf(blockEntry),
    z.transform((list) => list.filter((b) => b.userId || b.email)),
  ),
  messagesFromAnyone: flag(),
  publicBadges: flag(),
  publicOnlineStatus: flag(),
  publicUpcomingGames: flag(),
});

/** A category's channels: each on unless stored as false. */
const channel = /* @__PURE__ */ z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((c) => ({ email: c.email !== false, push: c.push !== false })),
);

/** users/{uid}.notificationSettings: each category's (or team discussion's) channels; a category not stored has every channel on. */
export const notificationSettingsSchema = /* @__PURE__ */ recordOf(channel);

/** An activity subscription (its id is a number; others are dropped). Dates as epoch millis. */
const activitySubscription = /* @__PURE__ */ z.object({
  id: z.number(),
  address: obj({ name: text(), lat: num(Number.NaN), lng: num(Number.NaN), description: text() }),
  radius: num(15),
  activities: strings(),
  startDate: timeField,
  endDate: timeField,
});

const familyMember = /* @__PURE__ */ obj({
  id: text(),
  relation: text(),
  isGthUser: flag(),
  userId: text(),
  confirmed: flag(),
  firstName: text(),
  lastName: text(),
  age: numOrNull(),
  phoneNumber: text(),
  displayName: text(),
});

/** Family members without an account, in order; one without an id is `member-{index}`. */
const familyMembers = /* @__PURE__ */ z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((rows) =>
    rows.map((row, i) => {
      const member = z.parse(familyMember, row);
      return { ...member, id: member.id || `member-${i}` };
    }),
  ),
);

/**
 * A user document as the app sees it (the session's UserProfile): old or
 * partial documents still give a whole profile; Timestamps are epoch millis;
 * the server-owned fields are read-only here.
 */
export const userSchema = /* @__PURE__ */ z.object({
  uid: z.string(),
  email: text(),
  emailVerified: flag(),
  displayName: text(),
  fullName: text(),
  lastName: z.catch(z.optional(z.string()), undefined),
  photoURL: text(),
  defaultCity: cityOrNull,
  joinReason: z.catch(z.nullable(z.enum(JOIN_REASONS)), null),
  additionalInfo: objOrNull({ gender: text(), sports: strings(), pronoun: text() }),
  hasAdditionalInfo: flag(),
  bio: text(),
  phoneNumber: text(),
  birthdate: timeField,
  alternateEmails: strings(),
  sportAvailability: listOf(obj({ sport: text(), toggle: flag() })),
  defaultHomeTeamFilter: textOrNull(),
  privacySettings,
  notificationSettings: notificationSettingsSchema,
  activitySubscriptions: listOf(activitySubscription),
  familyMembers,
  createdAt: timeField,
  updatedAt: timeField,
  stripeCustomerId: textOrNull(),
  stripeId: textOrNull(),
  stripeChargesEnabled: flag(),
  stripeDetailsSubmitted: flag(),
  subscription: textOrNull(),
  userSubscription: text("Free"),
  platform: z.catch(z.optional(z.enum(PLATFORMS)), undefined),
});
export type StoredUser = z.output<typeof userSchema>;

/** Reading a user document: its uid is the document's id. */
export const userDocSchema = /* @__PURE__ */ z.pipe(
  z.transform((d: Record<string, unknown>) => ({ ...d, uid: d.id })),
  userSchema,
);

/** The block list a user keeps on their own document (`blockedUids`; anything malformed counts as none). */
export const blockedUidsSchema = /* @__PURE__ */ z.object({ blockedUids: strings() });

/** A user document as the Functions read it: the profile, the uids the user blocked, and the gender a profile step may keep at the top level. */
export const serverUserSchema = /* @__PURE__ */ z.pipe(
  z.transform((d: Record<string, unknown>) => ({ ...d, uid: d.id })),
  z.extend(userSchema, { blockedUids: strings(), gender: text() }),
);
export type ServerUser = z.output<typeof serverUserSchema>;

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

// ------------------------------------------------------------------ guestUsers/{id}

/** A guest record's text: trimmed and cut to `max` characters; left out when it is empty or not a string. */
/* @__NO_SIDE_EFFECTS__ */
function guestText(max: number) {
  return z.pipe(
    text(),
    z.transform((v) => v.trim().slice(0, max) || undefined),
  );
}

/**
 * guestUsers/{id}: what is known of someone before they have an account (by
 * e-mail), as claimGuestRecord hands it to their new profile: only the
 * names and phone number, each present only when it has something.
 */
export const guestUserSchema = /* @__PURE__ */ z.pipe(
  z.object({ displayName: guestText(25), fullName: guestText(300), lastName: guestText(100), phoneNumber: guestText(30) }),
  z.transform((guest) => {
    const out: { displayName?: string; fullName?: string; lastName?: string; phoneNumber?: string } = {};
    for (const [key, value] of Object.entries(guest) as Array<[keyof typeof out, string | undefined]>) if (value !== undefined) out[key] = value;
    return out;
  }),
);

// ------------------------------------------------------------------ publicProfiles/{uid}

/** Another player's public profile, as a profile page shows it. */
export const publicProfileSchema = /* @__PURE__ */ z.pipe(
  z.object({ id: z.string(), displayName: text("Unnamed Player"), photoURL: text(), city: obj({ name: text() }), sports: strings(), bio: text() }),
  z.transform(({ id, city, ...rest }) => ({ uid: id, ...rest, cityName: city.name })),
);
export type StoredPublicProfile = z.output<typeof publicProfileSchema>;

/**
 * A public profile as the Functions read it (the nearby search, Find
 * available players, full search): the name as stored ("" when missing: each
 * caller words it), the city's name and geohash, and its point when it has one.
 */
export const publicProfileServerSchema = /* @__PURE__ */ z.pipe(
  z.object({
    id: z.string(),
    displayName: text(),
    photoURL: text(),
    city: obj({ name: text(), hash: text(), lat: numOrNull(), lng: numOrNull() }),
    sports: strings(),
    gender: text(),
    bio: text(),
    searchable: flag(),
  }),
  z.transform(({ id, city, ...rest }) => ({ uid: id, ...rest, cityName: city.name, cityHash: city.hash, point: city.lat !== null && city.lng !== null ? { lat: city.lat, lng: city.lng } : null })),
);
export type ServerPublicProfile = z.output<typeof publicProfileServerSchema>;

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

// ------------------------------------------------------------------ users/{uid}/teamReads/all

/** When the user last opened each team's notifications: epoch ms by team id (anything else dropped). */
export const teamReadsSchema = /* @__PURE__ */ recordOf(z.number());
