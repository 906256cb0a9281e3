import { RSVP_STATUSES, WEEK_DAYS, type EventRecord, type Joiner, type Recurrence } from "../events/types";
import { asIs, flag, listOf, map, NONE, nullableText, num, number, numOrNull, obj, objOrNull, oneOf, or, shape, strings, text, textOrNull, timeField, timeOr, type Read, type Reader } from "./fields";

/**
 * events/{eventId} and its sub-collections (docs/data-model.md "events"), and
 * activitySubscriptionIndex/{uid}_{subscriptionId}.
 */

// ------------------------------------------------------------------ events/{id}

const recurrence = objOrNull({
  days: listOf(oneOf(WEEK_DAYS, NONE)),
  until: nullableText(),
  count: numOrNull(),
});

const eventFields = {
  id: text(),
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
  eventSlotGroup: listOf(asIs),
  goingCount: num(),
  maybeCount: num(),
  waitlistCount: num(),
  pendingCount: num(),
  attendeesPreview: listOf(obj({ uid: text(), displayName: text("Player"), photoURL: text() })),
  createdAt: timeField,
  updated: timeField,
};
const eventRead = obj(eventFields);

/** The stored fields as an EventRecord: a start of 0 when there is none, an end no earlier than its start when missing. */
function eventRecordOf<T extends Read<typeof eventRead>>({ dateStart, dateEnd, reoccurringInfo, ...rest }: T) {
  const start = dateStart ?? 0;
  const weekly: Recurrence | null = reoccurringInfo ? { frequency: "weekly", ...reoccurringInfo } : null;
  return { ...rest, dateStart: start, dateEnd: dateEnd ?? start, reoccurringInfo: weekly };
}

/** An event as the app sees it (EventRecord): times as epoch millis, an end no earlier than its start when missing. */
export const eventSchema: Reader<EventRecord> = map(eventRead, eventRecordOf);

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
export const eventServerSchema: Reader<ServerEvent> = map(obj(eventFields, { title: text(), creatorName: text(), timeZone: text(), waitlistSeq: num() }), (fields) => ({
  ...eventRecordOf(fields),
  start: fields.dateStart,
  end: fields.dateEnd,
}));

/**
 * A game as its calendar entry needs it (the feed): times as epoch millis or
 * null, its place as stored (null without one; a coordinate null when it is
 * not a number).
 */
export const calendarEventSchema = obj({
  id: text(),
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

// ------------------------------------------------------------------ events/{id}/joiners/{uid}

const joinerFields = {
  id: text(),
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
  refundedAt: asIs,
};

/** An RSVP as the app sees it (Joiner): its uid is the document's id when the field is missing; `payment` on a paid game. */
export const joinerSchema: Reader<Joiner> = map(obj(joinerFields), ({ id, uid, paymentIntentId, amountPaid, paidGuests, refundedAt, ...rest }): Joiner => ({
  ...rest,
  uid: uid || id,
  payment: paymentIntentId ? { amount: amountPaid, guests: paidGuests, refunded: refundedAt != null } : null,
}));

/** An RSVP as the Functions read it: its payment as stored (`paymentIntentId` null on an unpaid one), whether it was refunded, and its check-in. */
export const joinerServerSchema = map(obj(joinerFields, { checkedInAt: timeField }), ({ id, uid, refundedAt, ...rest }) => ({ ...rest, uid: uid || id, refunded: refundedAt != null }));
export type ServerJoiner = Read<typeof joinerServerSchema>;

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
export const upcomingRsvpSchema: Reader<UpcomingRsvp> = map(
  obj({ id: text(), title: text(), dateStart: timeOr(0), dateEnd: timeField, timeZone: text(), locationName: text(), hostingTeam: textOrNull(), rsvpStatus: joinerFields.rsvpStatus }),
  (r): UpcomingRsvp => ({
    eventId: r.id,
    title: r.title,
    dateStart: r.dateStart,
    dateEnd: r.dateEnd,
    timeZone: r.timeZone,
    locationName: r.locationName,
    teamId: r.hostingTeam,
    rsvpStatus: r.rsvpStatus,
  }),
);

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

export const favoriteSchema: Reader<Favorite> = map(obj({ id: text(), title: text(), dateStart: timeOr(0), dateEnd: timeField, timeZone: text() }), (f): Favorite => ({
  eventId: f.id,
  title: f.title,
  dateStart: f.dateStart,
  dateEnd: f.dateEnd,
  timeZone: f.timeZone,
}));

// ------------------------------------------------------------------ activitySubscriptionIndex/{uid}_{subscriptionId}

/** One activity subscription, as the alerts find it by its cells (saveActivitySubscriptions keeps it beside the user's list); a missing point or radius is NaN (it matches nothing). */
export const subscriptionIndexSchema = obj({
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
export type StoredSubscriptionIndex = Read<typeof subscriptionIndexSchema>;

/** A game's point, when its location has one (null otherwise: nothing is near it). */
export const eventPointSchema = map(obj({ location: or(shape({ lat: number, lng: number }), null) }), ({ location }) => location);

/** The word prefixes a game is found by (discover checks every word of a search against them). */
export const eventSearchTokensSchema = obj({ searchTokens: strings() });
