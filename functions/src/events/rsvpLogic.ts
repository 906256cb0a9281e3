import type { RsvpChoice, RsvpStatus } from "@rallyhub/domain/events/types";
import { EVENT_SERVER_MESSAGES } from "./messages";

/**
 * The RSVP rules (spec §3, §6; issue 9), as pure functions the callables run
 * inside their transactions. Spots are counted in people: a player going with
 * two guests takes three.
 */
export interface RsvpEvent {
  creatorId: string;
  cancelled: boolean;
  /** Start instant, epoch millis. */
  dateStart: number;
  capacity: number | null;
  goingCount: number;
  /** Players waiting for a spot: a newcomer queues behind them (nobody jumps the line). */
  waitlistCount: number;
  allowWaitlist: boolean;
  creatorApprovalNeeded: boolean;
  allowParticipantGuests: boolean;
  guestLimit: number;
  hoursToCancelBefore: number | null;
  allowLateRsvp: boolean;
}

export interface CurrentRsvp {
  status: RsvpStatus;
  guests: number;
}

export type RefusalCode = "failed-precondition" | "invalid-argument" | "resource-exhausted";

export type RsvpDecision = { kind: "refuse"; code: RefusalCode; message: string } | { kind: "unchanged"; status: RsvpStatus } | { kind: "set"; status: RsvpStatus; guests: number; enqueue: boolean };

/** The spots a player takes when going. */
export function seats(rsvp: { guests: number }): number {
  return 1 + rsvp.guests;
}

/** Spots this RSVP holds now (only 'going' holds any). */
export function heldSeats(rsvp: CurrentRsvp | null): number {
  return rsvp?.status === "going" ? seats(rsvp) : 0;
}

/**
 * What a player's answer does (spec §6 creator, creatorApprovalNeeded,
 * allowParticipantGuests; issue 9 RSVP rules). `now` is the server's time.
 */
export function decideRsvp(event: RsvpEvent, current: CurrentRsvp | null, choice: RsvpChoice, guests: number, callerUid: string, now: number): RsvpDecision {
  if (event.cancelled) return { kind: "refuse", code: "failed-precondition", message: EVENT_SERVER_MESSAGES.rsvp.cancelled };
  const status = current?.status ?? null;

  // Inside the cut-off a going player keeps every spot they hold: not going,
  // maybe and fewer guests would all give spots up.
  const hours = event.hoursToCancelBefore;
  if (hours !== null && status === "going" && current && now < event.dateStart && now > event.dateStart - hours * 3_600_000) {
    const keepsEverySpot = choice === "going" && guests >= current.guests;
    if (!keepsEverySpot) return { kind: "refuse", code: "failed-precondition", message: EVENT_SERVER_MESSAGES.rsvp.cancelWindow(hours) };
  }

  if (choice === "notGoing") {
    if (status === null || status === "notGoing" || status === "declined") return { kind: "unchanged", status: status ?? "notGoing" };
    return { kind: "set", status: "notGoing", guests: 0, enqueue: false };
  }

  if (now >= event.dateStart && !event.allowLateRsvp) return { kind: "refuse", code: "failed-precondition", message: EVENT_SERVER_MESSAGES.rsvp.started };
  if (!Number.isInteger(guests) || guests < 0) return { kind: "refuse", code: "invalid-argument", message: EVENT_SERVER_MESSAGES.rsvp.tooManyGuests(event.guestLimit) };
  if (guests > 0 && !event.allowParticipantGuests) return { kind: "refuse", code: "invalid-argument", message: EVENT_SERVER_MESSAGES.rsvp.noGuests };
  if (guests > event.guestLimit && event.allowParticipantGuests) return { kind: "refuse", code: "invalid-argument", message: EVENT_SERVER_MESSAGES.rsvp.tooManyGuests(event.guestLimit) };

  if (choice === "maybe") {
    if (status === "maybe" && current?.guests === guests) return { kind: "unchanged", status };
    if (status === "declined") return { kind: "refuse", code: "failed-precondition", message: EVENT_SERVER_MESSAGES.rsvp.declined };
    return { kind: "set", status: "maybe", guests, enqueue: false };
  }

  // choice === "going"
  if (status === "declined") return { kind: "refuse", code: "failed-precondition", message: EVENT_SERVER_MESSAGES.rsvp.declined };
  if ((status === "going" || status === "waitlist" || status === "pending") && current?.guests === guests) return { kind: "unchanged", status };
  // Already queued or waiting for the organizer: stays there, with the new number of guests.
  if (status === "waitlist" || status === "pending") return { kind: "set", status, guests, enqueue: false };
  const others = event.goingCount - heldSeats(current);
  const fits = event.capacity === null || others + 1 + guests <= event.capacity;
  if (status === "going") {
    return fits ? { kind: "set", status: "going", guests, enqueue: false } : { kind: "refuse", code: "resource-exhausted", message: EVENT_SERVER_MESSAGES.rsvp.notEnoughForGuests };
  }
  if (event.creatorApprovalNeeded && callerUid !== event.creatorId) return { kind: "set", status: "pending", guests, enqueue: false };
  // Strictly by arrival: while anyone waits, a newcomer queues behind them even if a spot is free.
  if (fits && event.waitlistCount === 0) return { kind: "set", status: "going", guests, enqueue: false };
  if (event.allowWaitlist) return { kind: "set", status: "waitlist", guests, enqueue: true };
  return { kind: "refuse", code: "resource-exhausted", message: EVENT_SERVER_MESSAGES.rsvp.full };
}

/**
 * Who moves up from the waitlist when spots free (fair: strictly by arrival,
 * nobody skipped). `queue` is the waitlist in arrival order; the head moves up
 * while it fits, and the first who does not fit stops everyone behind them.
 */
export function promotions(capacity: number | null, goingCount: number, queue: ReadonlyArray<{ uid: string; guests: number }>): string[] {
  const out: string[] = [];
  let taken = goingCount;
  for (const next of queue) {
    if (capacity !== null && taken + seats(next) > capacity) break;
    out.push(next.uid);
    taken += seats(next);
  }
  return out;
}

/** The change to each counter when an RSVP goes from one state to another. */
export function counterChanges(before: CurrentRsvp | null, after: CurrentRsvp | null): { goingCount: number; maybeCount: number; waitlistCount: number; pendingCount: number } {
  const count = (r: CurrentRsvp | null, s: RsvpStatus) => (r?.status === s ? 1 : 0);
  return {
    goingCount: heldSeats(after) - heldSeats(before),
    maybeCount: count(after, "maybe") - count(before, "maybe"),
    waitlistCount: count(after, "waitlist") - count(before, "waitlist"),
    pendingCount: count(after, "pending") - count(before, "pending"),
  };
}

/** Statuses that keep a player on the event's list (and let them see a private event). */
export function isActive(status: RsvpStatus | null | undefined): boolean {
  return status === "going" || status === "maybe" || status === "waitlist" || status === "pending";
}
