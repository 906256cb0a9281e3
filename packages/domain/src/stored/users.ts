import { asIs, flag, listOf, map, number, num, numOrNull, obj, objOrNull, oneOf, or, recordOf, shape, string, strings, text, textOrNull, timeField, type Read, type Reader } from "./fields";

/** users/{uid}, publicProfiles/{uid} and users/{uid}/teamReads/all (docs/data-model.md). */

/** Spec §3 Join reasons. */
export const JOIN_REASONS = ["Organize", "Find-people", "Find-events", "Substitute"] as const;
export type JoinReason = (typeof JOIN_REASONS)[number];

export const PLATFORMS = ["gth", "meh"] as const;

// ------------------------------------------------------------------ users/{uid}

/** The city when it has a point; null otherwise. */
const cityOrNull = or(shape({ lat: number, lng: number, hash: text(), name: text() }), null);

const blockEntry = obj({ userId: text(), email: text() });

/** The privacy switches (a missing one is off: privacy by default) and the block list (entries naming nobody dropped). */
const privacySettings = obj({
  blocklist: map(listOf(blockEntry), (list) => list.filter((b) => b.userId || b.email)),
  messagesFromAnyone: flag(),
  publicBadges: flag(),
  publicOnlineStatus: flag(),
  publicUpcomingGames: flag(),
});

/** A category's channels: each on unless stored as false. */
const channel = map(shape({ email: asIs, push: asIs }), (c) => ({ email: c.email !== false, push: c.push !== false }));

/** users/{uid}.notificationSettings: each category's (or team discussion's) channels; a category not stored has every channel on. */
export const notificationSettingsSchema = recordOf(channel);

/** An activity subscription (its id is a number; others are dropped). Dates as epoch millis. */
const activitySubscription = shape({
  id: number,
  address: obj({ name: text(), lat: num(Number.NaN), lng: num(Number.NaN), description: text() }),
  radius: num(15),
  activities: strings(),
  startDate: timeField,
  endDate: timeField,
});

const familyMember = obj({
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
const familyMembers = map(listOf(asIs), (rows) =>
  rows.map((row, i) => {
    const member = familyMember(row);
    return { ...member, id: member.id || `member-${i}` };
  }),
);

/**
 * A user document as the app sees it (the session's UserProfile): old or
 * partial documents still give a whole profile; Timestamps are epoch millis;
 * the server-owned fields are read-only here.
 */
const userFields = {
  uid: text(),
  email: text(),
  emailVerified: flag(),
  displayName: text(),
  fullName: text(),
  lastName: or(string, undefined),
  photoURL: text(),
  defaultCity: cityOrNull,
  joinReason: oneOf(JOIN_REASONS, null),
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
  platform: oneOf(PLATFORMS, undefined),
};
export const userSchema = obj(userFields);
export type StoredUser = Read<typeof userSchema>;

/** Reading a user document: its uid is the document's id. */
export const userDocSchema: Reader<StoredUser> = (d) => userSchema({ ...(d as Record<string, unknown>), uid: (d as Record<string, unknown>).id });

/** The block list a user keeps on their own document (`blockedUids`; anything malformed counts as none). */
export const blockedUidsSchema = obj({ blockedUids: strings() });

/** A user document as the Functions read it: the profile, the uids the user blocked, and the gender a profile step may keep at the top level. */
const serverUserFields = obj(userFields, { blockedUids: strings(), gender: text() });
export const serverUserSchema: Reader<Read<typeof serverUserFields>> = (d) => serverUserFields({ ...(d as Record<string, unknown>), uid: (d as Record<string, unknown>).id });
export type ServerUser = Read<typeof serverUserSchema>;

// ------------------------------------------------------------------ guestUsers/{id}

/** A guest record's text: trimmed and cut to `max` characters; left out when it is empty or not a string. */
/* @__NO_SIDE_EFFECTS__ */
function guestText(max: number) {
  return map(text(), (v) => v.trim().slice(0, max) || undefined);
}

/**
 * guestUsers/{id}: what is known of someone before they have an account (by
 * e-mail), as claimGuestRecord hands it to their new profile: only the
 * names and phone number, each present only when it has something.
 */
export const guestUserSchema = map(obj({ displayName: guestText(25), fullName: guestText(300), lastName: guestText(100), phoneNumber: guestText(30) }), (guest) => {
  const out: { displayName?: string; fullName?: string; lastName?: string; phoneNumber?: string } = {};
  for (const [key, value] of Object.entries(guest) as Array<[keyof typeof out, string | undefined]>) if (value !== undefined) out[key] = value;
  return out;
});

// ------------------------------------------------------------------ publicProfiles/{uid}

/** Another player's public profile, as a profile page shows it. */
export const publicProfileSchema = map(
  obj({ id: text(), displayName: text("Unnamed Player"), photoURL: text(), city: obj({ name: text() }), sports: strings(), bio: text() }),
  ({ id, city, ...rest }) => ({
    uid: id,
    ...rest,
    cityName: city.name,
  }),
);
export type StoredPublicProfile = Read<typeof publicProfileSchema>;

/**
 * A public profile as the Functions read it (the nearby search, Find
 * available players, full search): the name as stored ("" when missing: each
 * caller words it), the city's name and geohash, and its point when it has one.
 */
export const publicProfileServerSchema = map(
  obj({
    id: text(),
    displayName: text(),
    photoURL: text(),
    city: obj({ name: text(), hash: text(), lat: numOrNull(), lng: numOrNull() }),
    sports: strings(),
    gender: text(),
    bio: text(),
    searchable: flag(),
  }),
  ({ id, city, ...rest }) => ({ uid: id, ...rest, cityName: city.name, cityHash: city.hash, point: city.lat !== null && city.lng !== null ? { lat: city.lat, lng: city.lng } : null }),
);
export type ServerPublicProfile = Read<typeof publicProfileServerSchema>;

// ------------------------------------------------------------------ users/{uid}/teamReads/all

/** When the user last opened each team's notifications: epoch ms by team id (anything else dropped). */
export const teamReadsSchema = recordOf(number);
