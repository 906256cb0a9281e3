import { describe, expect, it } from "vitest";
import { counterChanges, decideRsvp, promotions, type RsvpEvent } from "./rsvpLogic";
import { EVENT_SERVER_MESSAGES } from "./messages";

const HOUR = 3_600_000;
const START = Date.UTC(2026, 11, 5, 18);

function event(overrides: Partial<RsvpEvent> = {}): RsvpEvent {
  return {
    creatorId: "org",
    cancelled: false,
    dateStart: START,
    capacity: 4,
    goingCount: 0,
    waitlistCount: 0,
    allowWaitlist: false,
    creatorApprovalNeeded: false,
    allowParticipantGuests: false,
    guestLimit: 0,
    hoursToCancelBefore: null,
    allowLateRsvp: false,
    ...overrides,
  };
}

const before = START - 48 * HOUR;

describe("decideRsvp (going)", () => {
  it("takes a spot while there is one", () => {
    expect(decideRsvp(event({ goingCount: 3 }), null, "going", 0, "p1", before)).toEqual({ kind: "set", status: "going", guests: 0, enqueue: false });
  });

  it("a full game without a waitlist refuses; with one, queues", () => {
    expect(decideRsvp(event({ goingCount: 4 }), null, "going", 0, "p1", before)).toEqual({ kind: "refuse", code: "resource-exhausted", message: EVENT_SERVER_MESSAGES.rsvp.full });
    expect(decideRsvp(event({ goingCount: 4, allowWaitlist: true }), null, "going", 0, "p1", before)).toEqual({ kind: "set", status: "waitlist", guests: 0, enqueue: true });
  });

  it("guests count toward capacity", () => {
    const e = event({ goingCount: 2, allowParticipantGuests: true, guestLimit: 2, allowWaitlist: true });
    expect(decideRsvp(e, null, "going", 1, "p1", before)).toMatchObject({ kind: "set", status: "going", guests: 1 });
    expect(decideRsvp(e, null, "going", 2, "p1", before)).toMatchObject({ kind: "set", status: "waitlist", guests: 2 });
  });

  it("refuses guests when none are allowed, or more than the limit", () => {
    expect(decideRsvp(event(), null, "going", 1, "p1", before)).toMatchObject({ kind: "refuse", message: EVENT_SERVER_MESSAGES.rsvp.noGuests });
    expect(decideRsvp(event({ allowParticipantGuests: true, guestLimit: 1 }), null, "going", 2, "p1", before)).toMatchObject({ kind: "refuse", message: "You can bring at most 1 guest." });
    expect(decideRsvp(event({ allowParticipantGuests: true, guestLimit: 2 }), null, "going", -1, "p1", before)).toMatchObject({ kind: "refuse" });
  });

  it("a going player adding guests needs the spots; the same answer twice changes nothing", () => {
    const e = event({ goingCount: 4, allowParticipantGuests: true, guestLimit: 2 });
    expect(decideRsvp(e, { status: "going", guests: 0 }, "going", 1, "p1", before)).toMatchObject({ kind: "refuse", message: EVENT_SERVER_MESSAGES.rsvp.notEnoughForGuests });
    expect(decideRsvp(e, { status: "going", guests: 0 }, "going", 0, "p1", before)).toEqual({ kind: "unchanged", status: "going" });
    expect(decideRsvp(event({ goingCount: 3, allowParticipantGuests: true, guestLimit: 2 }), { status: "going", guests: 1 }, "going", 0, "p1", before)).toMatchObject({
      kind: "set",
      status: "going",
      guests: 0,
    });
  });

  it("with approval needed, a player's request waits (the creator goes straight in)", () => {
    const e = event({ creatorApprovalNeeded: true });
    expect(decideRsvp(e, null, "going", 0, "p1", before)).toMatchObject({ kind: "set", status: "pending" });
    expect(decideRsvp(e, null, "going", 0, "org", before)).toMatchObject({ kind: "set", status: "going" });
    expect(decideRsvp(e, { status: "pending", guests: 0 }, "going", 0, "p1", before)).toEqual({ kind: "unchanged", status: "pending" });
  });

  it("a waitlisted player stays in the queue (no new place) when answering again", () => {
    const e = event({ goingCount: 4, allowWaitlist: true, allowParticipantGuests: true, guestLimit: 1 });
    expect(decideRsvp(e, { status: "waitlist", guests: 0 }, "going", 1, "p1", before)).toEqual({ kind: "set", status: "waitlist", guests: 1, enqueue: false });
  });

  it("refuses a cancelled game, a started one (unless late RSVPs are allowed) and a declined player", () => {
    expect(decideRsvp(event({ cancelled: true }), null, "going", 0, "p1", before)).toMatchObject({ kind: "refuse", message: EVENT_SERVER_MESSAGES.rsvp.cancelled });
    expect(decideRsvp(event(), null, "going", 0, "p1", START + 1)).toMatchObject({ kind: "refuse", message: EVENT_SERVER_MESSAGES.rsvp.started });
    expect(decideRsvp(event({ allowLateRsvp: true }), null, "going", 0, "p1", START + 1)).toMatchObject({ kind: "set", status: "going" });
    expect(decideRsvp(event(), { status: "declined", guests: 0 }, "going", 0, "p1", before)).toMatchObject({ kind: "refuse", message: EVENT_SERVER_MESSAGES.rsvp.declined });
  });
});

describe("decideRsvp (maybe, not going)", () => {
  it("maybe takes no spot, even in a full game", () => {
    expect(decideRsvp(event({ goingCount: 4 }), null, "maybe", 0, "p1", before)).toEqual({ kind: "set", status: "maybe", guests: 0, enqueue: false });
  });

  it("not going with no answer yet changes nothing", () => {
    expect(decideRsvp(event(), null, "notGoing", 0, "p1", before)).toEqual({ kind: "unchanged", status: "notGoing" });
  });

  it("cancelling inside the cut-off is refused with the number of hours; before it, or for a waitlisted player, it is fine", () => {
    const e = event({ hoursToCancelBefore: 12, goingCount: 2 });
    expect(decideRsvp(e, { status: "going", guests: 0 }, "notGoing", 0, "p1", START - 11 * HOUR)).toEqual({
      kind: "refuse",
      code: "failed-precondition",
      message: "Cancellations close 12 hours before the start: ask the organizer to take you off the list.",
    });
    expect(decideRsvp(e, { status: "going", guests: 0 }, "notGoing", 0, "p1", START - 13 * HOUR)).toMatchObject({ kind: "set", status: "notGoing" });
    expect(decideRsvp(e, { status: "waitlist", guests: 0 }, "notGoing", 0, "p1", START - 1 * HOUR)).toMatchObject({ kind: "set", status: "notGoing" });
    expect(decideRsvp(event({ hoursToCancelBefore: 1 }), { status: "going", guests: 0 }, "notGoing", 0, "p1", START - 30 * 60_000)).toMatchObject({
      message: "Cancellations close 1 hour before the start: ask the organizer to take you off the list.",
    });
  });

  it("inside the cut-off a going player gives up no spot by any answer: not maybe, not fewer guests (more is fine)", () => {
    const e = event({ hoursToCancelBefore: 12, goingCount: 2, allowParticipantGuests: true, guestLimit: 2 });
    const inside = START - 11 * HOUR;
    expect(decideRsvp(e, { status: "going", guests: 0 }, "maybe", 0, "p1", inside)).toMatchObject({ kind: "refuse", code: "failed-precondition" });
    expect(decideRsvp(e, { status: "going", guests: 1 }, "going", 0, "p1", inside)).toMatchObject({ kind: "refuse", code: "failed-precondition" });
    expect(decideRsvp(e, { status: "going", guests: 1 }, "going", 2, "p1", inside)).toMatchObject({ kind: "set", status: "going", guests: 2 });
    expect(decideRsvp(e, { status: "going", guests: 1 }, "going", 1, "p1", inside)).toEqual({ kind: "unchanged", status: "going" });
    expect(decideRsvp(e, { status: "maybe", guests: 0 }, "notGoing", 0, "p1", inside)).toMatchObject({ kind: "set", status: "notGoing" });
  });

  it("while anyone waits, a newcomer queues behind them even if a spot is free (nobody jumps the line)", () => {
    expect(decideRsvp(event({ goingCount: 3, waitlistCount: 1, allowWaitlist: true }), null, "going", 0, "p1", before)).toEqual({ kind: "set", status: "waitlist", guests: 0, enqueue: true });
  });
});

describe("promotions (fair waitlist)", () => {
  const queue = [
    { uid: "a", guests: 0 },
    { uid: "b", guests: 2 },
    { uid: "c", guests: 0 },
  ];
  it("moves up strictly in arrival order while the head fits", () => {
    expect(promotions(4, 3, queue)).toEqual(["a"]);
    expect(promotions(10, 3, queue)).toEqual(["a", "b", "c"]);
  });
  it("nobody is skipped: a head that does not fit stops everyone behind them", () => {
    expect(promotions(6, 4, queue)).toEqual(["a"]);
    expect(promotions(5, 4, queue.slice(1))).toEqual([]);
  });
  it("no limit promotes everyone; a full game promotes nobody", () => {
    expect(promotions(null, 100, queue)).toEqual(["a", "b", "c"]);
    expect(promotions(4, 4, queue)).toEqual([]);
  });
});

describe("counterChanges", () => {
  it("counts seats for going and people for the other lists", () => {
    expect(counterChanges(null, { status: "going", guests: 2 })).toEqual({ goingCount: 3, maybeCount: 0, waitlistCount: 0, pendingCount: 0 });
    expect(counterChanges({ status: "going", guests: 1 }, { status: "notGoing", guests: 0 })).toEqual({ goingCount: -2, maybeCount: 0, waitlistCount: 0, pendingCount: 0 });
    expect(counterChanges({ status: "waitlist", guests: 0 }, { status: "going", guests: 0 })).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: -1, pendingCount: 0 });
    expect(counterChanges({ status: "pending", guests: 0 }, { status: "maybe", guests: 0 })).toEqual({ goingCount: 0, maybeCount: 1, waitlistCount: 0, pendingCount: -1 });
  });
});
