import { z } from "zod";
import { addDays, compareDays, isValidDay, zonedToInstant } from "../availability/dates";
import { WEEK_DAYS, type Recurrence } from "./types";

/** Bounds of the event form (spec §3 Event; the spec gives only the defaults). */
export const EVENT_LIMITS = {
  title: 120,
  description: 5000,
  capacity: { min: 1, max: 1000 },
  guestLimit: { max: 10 },
  hoursToCancelBefore: { max: 168 },
  durationHours: { max: 24 },
  occurrences: { min: 2, max: 52 },
  /** A series runs at most this many days from its first day. */
  seriesDays: 366,
  excludedDates: 60,
  /** A paid game costs $0.50 (Stripe's smallest charge) to $1,000 a spot. */
  price: { min: 0.5, max: 1000 },
} as const;

export const EVENT_MESSAGES = {
  title: "Give the game a title",
  titleLong: `The title can be at most ${EVENT_LIMITS.title} characters`,
  gameType: "Choose a game type",
  descriptionLong: `The description can be at most ${EVENT_LIMITS.description} characters`,
  date: "Choose a date",
  time: "Choose a start time",
  pastStart: "The start cannot be in the past",
  duration: "Choose how long it lasts (up to 24 hours)",
  location: "Choose a place or an address from the list",
  capacity: `Spots must be a whole number from ${EVENT_LIMITS.capacity.min} to ${EVENT_LIMITS.capacity.max}`,
  minimum: "The minimum must be a whole number between 1 and the number of spots",
  hoursToCancel: `Cancellation cut-off must be 0 to ${EVENT_LIMITS.hoursToCancelBefore.max} hours`,
  guestLimit: `Guests per player must be 1 to ${EVENT_LIMITS.guestLimit.max} when guests are allowed`,
  makePublicAfter: "Choose when it becomes public: after now and before the game starts",
  price: "The price is 0 for a free game, or $0.50 to $1,000 in dollars and cents",
  paidSeats: "A paid game takes players as they pay: turn off approval and the waitlist, or make it free",
  days: "Pick at least one day of the week",
  until: "Choose the last day of the series: on or after the first game, within a year",
  count: `A series has ${EVENT_LIMITS.occurrences.min} to ${EVENT_LIMITS.occurrences.max} games`,
  excluded: "Only a repeating game can skip dates",
  timeZone: "Choose a time zone",
  /** The organizer's message to everyone on a game's list (joinersMessageSchema). */
  joinersMessage: {
    empty: "Write a message to send.",
  },
} as const;

/** Spec §9 event defaults: duration 0 h 0 min, guestLimit 0; §3: the other defaults. */
export const EVENT_DEFAULTS = {
  duration: { hours: 0, minutes: 0 },
  isPrivate: false,
  makePublicAfter: null,
  capacity: null,
  allowWaitlist: false,
  hasMinimumNeeded: false,
  minimumNeeded: null,
  hoursToCancelBefore: null,
  allowLateRsvp: false,
  creatorApprovalNeeded: false,
  allowParticipantGuests: false,
  guestLimit: 0,
  chargeGuests: false,
  price: 0,
  reoccurringInfo: null,
  excludedDates: [],
} as const;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const locationSchema = z.object(
  {
    name: z.string().trim().min(1, EVENT_MESSAGES.location).max(200),
    address: z.string().trim().max(300),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    placeId: z.string().max(128).nullable(),
  },
  { error: EVENT_MESSAGES.location },
);

const recurrenceSchema = z.object({
  frequency: z.literal("weekly"),
  days: z.array(z.union(WEEK_DAYS.map((d) => z.literal(d)))).max(7),
  until: z.string().nullable(),
  count: z.number().int().nullable(),
});

/**
 * The create/edit-event operation (spec §3 Event): the form's resolver, the
 * type the app and the `saveEvent` callable share, and what the callable
 * validates again. `now` decides "not in the past".
 */
export function eventInputSchema(now: number) {
  return z
    .object({
      title: z.string().trim().min(1, EVENT_MESSAGES.title).max(EVENT_LIMITS.title, EVENT_MESSAGES.titleLong),
      gameType: z.string().trim().min(1, EVENT_MESSAGES.gameType).max(60),
      description: z.string().trim().max(EVENT_LIMITS.description, EVENT_MESSAGES.descriptionLong),
      day: z.string().refine(isValidDay, EVENT_MESSAGES.date),
      timeStart: z.string().regex(hhmm, EVENT_MESSAGES.time),
      timeZone: z.string().refine(validTimeZone, EVENT_MESSAGES.timeZone),
      duration: z.object({
        hours: z.number(EVENT_MESSAGES.duration).int(EVENT_MESSAGES.duration).min(0, EVENT_MESSAGES.duration).max(EVENT_LIMITS.durationHours.max, EVENT_MESSAGES.duration),
        minutes: z.number(EVENT_MESSAGES.duration).int(EVENT_MESSAGES.duration).min(0, EVENT_MESSAGES.duration).max(59, EVENT_MESSAGES.duration),
      }),
      location: locationSchema.nullable().refine((l) => l !== null, EVENT_MESSAGES.location),
      hostingTeam: z.string().max(128).nullable(),
      isPrivate: z.boolean(),
      makePublicAfter: z.number().nullable(),
      capacity: z
        .number(EVENT_MESSAGES.capacity)
        .int(EVENT_MESSAGES.capacity)
        .min(EVENT_LIMITS.capacity.min, EVENT_MESSAGES.capacity)
        .max(EVENT_LIMITS.capacity.max, EVENT_MESSAGES.capacity)
        .nullable(),
      allowWaitlist: z.boolean(),
      hasMinimumNeeded: z.boolean(),
      minimumNeeded: z.number(EVENT_MESSAGES.minimum).int(EVENT_MESSAGES.minimum).min(1, EVENT_MESSAGES.minimum).max(EVENT_LIMITS.capacity.max, EVENT_MESSAGES.minimum).nullable(),
      hoursToCancelBefore: z
        .number(EVENT_MESSAGES.hoursToCancel)
        .int(EVENT_MESSAGES.hoursToCancel)
        .min(0, EVENT_MESSAGES.hoursToCancel)
        .max(EVENT_LIMITS.hoursToCancelBefore.max, EVENT_MESSAGES.hoursToCancel)
        .nullable(),
      allowLateRsvp: z.boolean(),
      creatorApprovalNeeded: z.boolean(),
      allowParticipantGuests: z.boolean(),
      guestLimit: z.number(EVENT_MESSAGES.guestLimit).int(EVENT_MESSAGES.guestLimit).min(0, EVENT_MESSAGES.guestLimit).max(EVENT_LIMITS.guestLimit.max, EVENT_MESSAGES.guestLimit),
      chargeGuests: z.boolean(),
      price: z.number(EVENT_MESSAGES.price),
      reoccurringInfo: recurrenceSchema.nullable(),
      excludedDates: z.array(z.string().refine(isValidDay, EVENT_MESSAGES.excluded)).max(EVENT_LIMITS.excludedDates),
    })
    .superRefine((v, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
      if (isValidDay(v.day) && hhmm.test(v.timeStart) && validTimeZone(v.timeZone) && startInstant(v) < now) issue(["day"], EVENT_MESSAGES.pastStart);
      if (v.hasMinimumNeeded && (v.minimumNeeded === null || (v.capacity !== null && v.minimumNeeded > v.capacity))) issue(["minimumNeeded"], EVENT_MESSAGES.minimum);
      if (v.allowParticipantGuests && v.guestLimit < 1) issue(["guestLimit"], EVENT_MESSAGES.guestLimit);
      if (v.price !== 0 && (!Number.isFinite(v.price) || v.price < EVENT_LIMITS.price.min || v.price > EVENT_LIMITS.price.max || Math.round(v.price * 100) !== Math.round(v.price * 100 * 1e6) / 1e6)) {
        issue(["price"], EVENT_MESSAGES.price);
      } else if (v.price > 0 && (v.creatorApprovalNeeded || v.allowWaitlist)) {
        issue(["price"], EVENT_MESSAGES.paidSeats);
      }
      if (v.makePublicAfter !== null && v.isPrivate && isValidDay(v.day) && hhmm.test(v.timeStart) && validTimeZone(v.timeZone)) {
        if (v.makePublicAfter <= now || v.makePublicAfter >= startInstant(v)) issue(["makePublicAfter"], EVENT_MESSAGES.makePublicAfter);
      }
      const r = v.reoccurringInfo;
      if (r) {
        if (r.days.length === 0) issue(["reoccurringInfo", "days"], EVENT_MESSAGES.days);
        if (r.until === null && r.count === null) issue(["reoccurringInfo", "count"], EVENT_MESSAGES.count);
        if (r.until !== null && (!isValidDay(r.until) || !isValidDay(v.day) || compareDays(r.until, v.day) < 0 || compareDays(r.until, addDays(v.day, EVENT_LIMITS.seriesDays)) > 0)) {
          issue(["reoccurringInfo", "until"], EVENT_MESSAGES.until);
        }
        if (r.count !== null && (r.count < EVENT_LIMITS.occurrences.min || r.count > EVENT_LIMITS.occurrences.max)) issue(["reoccurringInfo", "count"], EVENT_MESSAGES.count);
      }
      // A later game of a series carries the series' skipped dates, earlier ones included.
      if (v.excludedDates.length > 0 && !r) issue(["excludedDates"], EVENT_MESSAGES.excluded);
    });
}

export type EventInput = z.output<ReturnType<typeof eventInputSchema>>;
export type EventLocationInput = NonNullable<EventInput["location"]>;

/** The start instant (epoch millis) of an event's local day and time in its time zone. */
export function startInstant(v: { day: string; timeStart: string; timeZone: string }): number {
  const [h = 0, m = 0] = v.timeStart.split(":").map(Number);
  return zonedToInstant(v.day, h * 60 + m, v.timeZone);
}

/** Duration in milliseconds. */
export function durationMs(d: { hours: number; minutes: number }): number {
  return (d.hours * 60 + d.minutes) * 60_000;
}

/** A blank form: today's date is the caller's, times in the caller's time zone (spec §3/§9 defaults). */
export function blankEventInput(day: string, timeZone: string): EventInput {
  return {
    title: "",
    gameType: "",
    description: "",
    day,
    timeStart: "18:00",
    timeZone,
    duration: { ...EVENT_DEFAULTS.duration },
    location: null as unknown as EventLocationInput,
    hostingTeam: null,
    isPrivate: EVENT_DEFAULTS.isPrivate,
    makePublicAfter: EVENT_DEFAULTS.makePublicAfter,
    capacity: EVENT_DEFAULTS.capacity,
    allowWaitlist: EVENT_DEFAULTS.allowWaitlist,
    hasMinimumNeeded: EVENT_DEFAULTS.hasMinimumNeeded,
    minimumNeeded: EVENT_DEFAULTS.minimumNeeded,
    hoursToCancelBefore: EVENT_DEFAULTS.hoursToCancelBefore,
    allowLateRsvp: EVENT_DEFAULTS.allowLateRsvp,
    creatorApprovalNeeded: EVENT_DEFAULTS.creatorApprovalNeeded,
    allowParticipantGuests: EVENT_DEFAULTS.allowParticipantGuests,
    guestLimit: EVENT_DEFAULTS.guestLimit,
    chargeGuests: EVENT_DEFAULTS.chargeGuests,
    price: EVENT_DEFAULTS.price,
    reoccurringInfo: EVENT_DEFAULTS.reoccurringInfo,
    excludedDates: [],
  };
}

export type { Recurrence };
