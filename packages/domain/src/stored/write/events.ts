import * as z from "zod/mini";
import { RSVP_STATUSES, WEEK_DAYS } from "../../events/types";
import { storedTime } from "./fields";

/** What is stored of events/{id}, its joiners and invites, and activitySubscriptionIndex/{uid}_{subscriptionId}: the Functions and the seed write through these (the read schemas: ../events.ts). */

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

/** An invitation to a private game (inviteToEvent, inviteUserList). */
export const inviteWriteSchema = /* @__PURE__ */ z.strictObject({ uid: z.string(), invitedBy: z.string(), createdAt: storedTime });

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
