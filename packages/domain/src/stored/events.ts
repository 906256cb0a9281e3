import * as z from "zod/mini";
import { RSVP_STATUSES, WEEK_DAYS, type EventRecord, type Joiner, type Recurrence } from "../events/types";
import { flag, listOf, nullableText, num, numOrNull, obj, objOrNull, oneOf, storedTime, strings, text, textOrNull, timeField, timeOr } from "./fields";

/**
 * events/{eventId} and its sub-collections (docs/data-model.md "events"), and
 * activitySubscriptionIndex/{uid}_{subscriptionId}.
 */

// ------------------------------------------------------------------ events/{id}

const recurrence = objOrNull({
  days: listOf(z.union(WEEK_DAYS.map((d) => z.literal(d)))),
  until: nullableText(),
  count: numOrNull(),
});

const eventFields = /* @__PURE__ */ z.object({
  id: z.string(),
  title: text("Untitled game"),
  gameType: text(),
  description: text(),
  dateStart: timeField,
  dateEnd: timeField,
  timeStart: text(),
  day: text(),
  timeZone: text("UTC"),
  duration: obj({ hours: num(), minutes: num() }),
  location: obj({ name: text(), address: text(), lat: num(), lng: num(), hash: text(), placeId: nullableText() }),
  creatorId: text(),
  creatorName: text("Organizer"),
  hostingTeam: textOrNull(),
  teamName: text(),
  isPrivate: flag(),
  makePublicAfter: timeField,
  capacity: numOrNull(),
  allowWaitlist: flag(),
  hasMinimumNeeded: flag(),
  minimumNeeded: numOrNull(),
  hoursToCancelBefore: numOrNull(),
  allowLateRsvp: flag(),
  creatorApprovalNeeded: flag(),
  allowParticipantGuests: flag(),
  guestLimit: num(),
  chargeGuests: flag(),
  price: num(),
  currency: text("USD"),
  reoccurringInfo: recurrence,
  excludedDates: strings(),
  seriesId: nullableText(),
  occurrence: num(),
  cancelled: flag(),
  rated: flag(),
  eventSlotGroup: listOf(z.unknown()),
  goingCount: num(),
  maybeCount: num(),
  waitlistCount: num(),
  pendingCount: num(),
  attendeesPreview: listOf(obj({ uid: text(), displayName: text("Player"), photoURL: text() })),
  createdAt: timeField,
  updated: timeField,
});

/** The stored fields as an EventRecord: a start of 0 when there is none, an end no earlier than its start when missing. */
function eventRecordOf<T extends z.output<typeof eventFields>>({ dateStart, dateEnd, reoccurringInfo, ...rest }: T) {
  const start = dateStart ?? 0;
  const weekly: Recurrence | null = reoccurringInfo ? { frequency: "weekly", ...reoccurringInfo } : null;
  return { ...rest, dateStart: start, dateEnd: dateEnd ?? start, reoccurringInfo: weekly };
}

/** An event as the app sees it (EventRecord): times as epoch millis, an end no earlier than its start when missing. */
export const eventSchema: z.ZodMiniType<EventRecord> = /* @__PURE__ */ z.pipe(eventFields, z.transform(eventRecordOf));

/** An event as the Functions read it: the record, its start and end as stored (null when it has none) and the last place handed out on its waitlist. */
export interface ServerEvent extends EventRecord {
  start: number | null;
  end: number | null;
  waitlistSeq: number;
}

/**
 * An event as the Functions read it: eventSchema without the page's display
 * fallbacks, so a missing title or organizer name reads as "" (a notice, the
 * RSVPs' copies and the calendar each choose their own wording for none) and
 * a missing time zone as "" (the game's time then has no zone: gameTime).
 */
export const eventServerSchema: z.ZodMiniType<ServerEvent> = /* @__PURE__ */ z.pipe(
  z.extend(eventFields, { title: text(), creatorName: text(), timeZone: text(), waitlistSeq: num() }),
  z.transform((fields) => ({ ...eventRecordOf(fields), start: fields.dateStart, end: fields.dateEnd })),
);

/**
 * A game as its calendar entry needs it (the feed): times as epoch millis or
 * null, its place as stored (null without one; a coordinate null when it is
 * not a number).
 */
export const calendarEventSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  title: text("Game"),
  description: text(),
  dateStart: timeField,
  dateEnd: timeField,
  timeZone: text("UTC"),
  cancelled: flag(),
  updated: timeField,
  createdAt: timeField,
  location: objOrNull({ name: text(), address: text(), lat: numOrNull(), lng: numOrNull() }),
});

const storedLocation = /* @__PURE__ */ z.strictObject({
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  hash: z.string(),
  placeId: z.nullable(z.string()),
});

const storedRecurrence = /* @__PURE__ */ z.strictObject({
  frequency: z.literal("weekly"),
  days: z.array(z.union(WEEK_DAYS.map((d) => z.literal(d)))),
  until: z.nullable(z.string()),
  count: z.nullable(z.number()),
});

const storedAttendee = /* @__PURE__ */ z.strictObject({ uid: z.string(), displayName: z.string(), photoURL: z.string() });

/**
 * A new event as stored (saveEvent, the seed): the form's fields with the
 * discover cells and search tokens (functions/src/events/eventDoc.ts), and
 * what a new game starts with. `joinerIds` and `invitedIds` are kept by the
 * server where present.
 */
export const eventWriteSchema = /* @__PURE__ */ z.strictObject({
  title: z.string(),
  gameType: z.string(),
  description: z.string(),
  dateStart: storedTime,
  dateEnd: storedTime,
  timeStart: z.string(),
  day: z.string(),
  timeZone: z.string(),
  duration: z.strictObject({ hours: z.number(), minutes: z.number() }),
  location: storedLocation,
  geoCells: z.record(z.string(), z.string()),
  hostingTeam: z.nullable(z.string()),
  teamName: z.string(),
  isPrivate: z.boolean(),
  makePublicAfter: z.nullable(storedTime),
  capacity: z.nullable(z.number()),
  allowWaitlist: z.boolean(),
  hasMinimumNeeded: z.boolean(),
  minimumNeeded: z.nullable(z.number()),
  hoursToCancelBefore: z.nullable(z.number()),
  allowLateRsvp: z.boolean(),
  creatorApprovalNeeded: z.boolean(),
  allowParticipantGuests: z.boolean(),
  guestLimit: z.number(),
  chargeGuests: z.boolean(),
  price: z.number(),
  currency: z.string(),
  reoccurringInfo: z.nullable(storedRecurrence),
  excludedDates: z.array(z.string()),
  searchTokens: z.array(z.string()),
  searchCells: z.record(z.string(), z.array(z.string())),
  creatorId: z.string(),
  creatorName: z.string(),
  seriesId: z.nullable(z.string()),
  occurrence: z.number(),
  cancelled: z.boolean(),
  rated: z.boolean(),
  eventSlotGroup: z.array(z.unknown()),
  favoritedList: z.array(z.string()),
  joinerIds: z.optional(z.array(z.string())),
  invitedIds: z.optional(z.array(z.string())),
  goingCount: z.number(),
  maybeCount: z.number(),
  waitlistCount: z.number(),
  pendingCount: z.number(),
  waitlistSeq: z.number(),
  attendeesPreview: z.array(storedAttendee),
  createdAt: storedTime,
  updated: storedTime,
});
export type EventWrite = z.input<typeof eventWriteSchema>;

// ------------------------------------------------------------------ events/{id}/joiners/{uid}

const joinerFields = {
  id: z.string(),
  uid: text(),
  displayName: text("Player"),
  photoURL: text(),
  rsvpStatus: oneOf(RSVP_STATUSES, "notGoing"),
  guests: num(),
  joinedAt: timeField,
  queuedAt: numOrNull(),
  paymentIntentId: textOrNull(),
  amountPaid: num(),
  paidGuests: num(),
  refundedAt: z.optional(z.unknown()),
};

/** An RSVP as the app sees it (Joiner): its uid is the document's id when the field is missing; `payment` on a paid game. */
export const joinerSchema: z.ZodMiniType<Joiner> = /* @__PURE__ */ z.pipe(
  z.object(joinerFields),
  z.transform(({ id, uid, paymentIntentId, amountPaid, paidGuests, refundedAt, ...rest }): Joiner => ({
    ...rest,
    uid: uid || id,
    payment: paymentIntentId ? { amount: amountPaid, guests: paidGuests, refunded: refundedAt != null } : null,
  })),
);

/** An RSVP as the Functions read it: its payment as stored (`paymentIntentId` null on an unpaid one), whether it was refunded, and its check-in. */
export const joinerServerSchema = /* @__PURE__ */ z.pipe(
  z.object({ ...joinerFields, checkedInAt: timeField }),
  z.transform(({ id, uid, refundedAt, ...rest }) => ({ ...rest, uid: uid || id, refunded: refundedAt != null })),
);
export type ServerJoiner = z.output<typeof joinerServerSchema>;

/** One of a player's next games, as their RSVP keeps it (the server copies these from the game). */
export interface UpcomingRsvp {
  eventId: string;
  title: string;
  dateStart: number;
  /** The game's end and its venue's zone ("" in a copy made before they were kept: the viewer's zone stands in). */
  dateEnd: number | null;
  timeZone: string;
  locationName: string;
  teamId: string | null;
  rsvpStatus: Joiner["rsvpStatus"];
}

/** A player's next game from their RSVP's copy of it: read with the game's id (the RSVP's parent) as `id`. */
export const upcomingRsvpSchema: z.ZodMiniType<UpcomingRsvp> = /* @__PURE__ */ z.pipe(
  z.object({ id: z.string(), title: text(), dateStart: timeOr(0), dateEnd: timeField, timeZone: text(), locationName: text(), hostingTeam: textOrNull(), rsvpStatus: joinerFields.rsvpStatus }),
  z.transform((r): UpcomingRsvp => ({
    eventId: r.id,
    title: r.title,
    dateStart: r.dateStart,
    dateEnd: r.dateEnd,
    timeZone: r.timeZone,
    locationName: r.locationName,
    teamId: r.hostingTeam,
    rsvpStatus: r.rsvpStatus,
  })),
);

/**
 * An RSVP as stored (the rsvp callable writes it with merge; the seed whole):
 * who and their answer, what it keeps of its game (joinerCopiesOf), and a
 * paid game's payment, a waitlist promotion (promotedAt) and a check-in
 * (checkedInAt, checkedInBy) where present.
 */
export const joinerWriteSchema = /* @__PURE__ */ z.strictObject({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  guests: z.number(),
  queuedAt: z.nullable(z.number()),
  dateStart: z.optional(storedTime),
  dateEnd: z.optional(z.nullable(storedTime)),
  timeZone: z.optional(z.string()),
  hostingTeam: z.optional(z.nullable(z.string())),
  title: z.optional(z.string()),
  locationName: z.optional(z.string()),
  cancelled: z.optional(z.boolean()),
  paymentIntentId: z.optional(z.string()),
  amountPaid: z.optional(z.number()),
  paidGuests: z.optional(z.number()),
  paidAt: z.optional(storedTime),
  refundedAt: z.optional(z.nullable(storedTime)),
  promotedAt: z.optional(storedTime),
  checkedInAt: z.optional(storedTime),
  checkedInBy: z.optional(z.string()),
  joinedAt: storedTime,
  updatedAt: storedTime,
});
export type JoinerWrite = z.input<typeof joinerWriteSchema>;

// ------------------------------------------------------------------ events/{id}/invites/{uid}

/** An invitation to a private game (inviteToEvent, inviteUserList). */
export const inviteWriteSchema = /* @__PURE__ */ z.strictObject({ uid: z.string(), invitedBy: z.string(), createdAt: storedTime });

// ------------------------------------------------------------------ users/{uid}/favorites/{eventId}

/** A favorite game as the user's list shows it. */
export interface Favorite {
  eventId: string;
  title: string;
  dateStart: number;
  /** The game's end and its venue's zone (null and "" in a favorite saved before they were kept: the viewer's zone stands in). */
  dateEnd: number | null;
  timeZone: string;
}

export const favoriteSchema: z.ZodMiniType<Favorite> = /* @__PURE__ */ z.pipe(
  z.object({ id: z.string(), title: text(), dateStart: timeOr(0), dateEnd: timeField, timeZone: text() }),
  z.transform((f): Favorite => ({ eventId: f.id, title: f.title, dateStart: f.dateStart, dateEnd: f.dateEnd, timeZone: f.timeZone })),
);

// ------------------------------------------------------------------ activitySubscriptionIndex/{uid}_{subscriptionId}

/** One activity subscription, as the alerts find it by its cells (saveActivitySubscriptions keeps it beside the user's list); a missing point or radius is NaN (it matches nothing). */
export const subscriptionIndexSchema = /* @__PURE__ */ z.object({
  uid: text(),
  subscriptionId: num(),
  city: text(),
  lat: num(Number.NaN),
  lng: num(Number.NaN),
  radius: num(Number.NaN),
  activities: strings(),
  startDate: timeField,
  endDate: timeField,
});
export type StoredSubscriptionIndex = z.output<typeof subscriptionIndexSchema>;

export const subscriptionIndexWriteSchema = /* @__PURE__ */ z.strictObject({
  uid: z.string(),
  subscriptionId: z.number(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  geoCells: z.record(z.string(), z.string()),
  radius: z.number(),
  activities: z.array(z.string()),
  startDate: z.nullable(storedTime),
  endDate: z.nullable(storedTime),
  updatedAt: storedTime,
});

/** A game's point, when its location has one (null otherwise: nothing is near it). */
export const eventPointSchema = /* @__PURE__ */ z.pipe(
  z.object({ location: z.catch(z.nullable(z.object({ lat: z.number(), lng: z.number() })), null) }),
  z.transform(({ location }) => (location ? { lat: location.lat, lng: location.lng } : null)),
);

/** The word prefixes a game is found by (discover checks every word of a search against them). */
export const eventSearchTokensSchema = /* @__PURE__ */ z.object({ searchTokens: strings() });
