import { describe, expect, it } from "vitest";
import type { EventRecord } from "../events/types";
import { calendarEventSchema, eventSchema, eventServerSchema, joinerSchema, joinerServerSchema, upcomingRsvpSchema } from "./events";
import { readData } from "./fields";

const eventFromData = (id: string, data: Record<string, unknown>) => readData(eventSchema, id, data);
const joinerFromData = (id: string, data: Record<string, unknown>) => readData(joinerSchema, id, data);
const upcomingRsvpFromData = (eventId: string, data: Record<string, unknown>) => readData(upcomingRsvpSchema, eventId, data);

/** What Firestore's Timestamp offers the converter. */
const ts = (millis: number) => ({ toMillis: () => millis, seconds: Math.floor(millis / 1000), nanoseconds: 0 });

const START = Date.UTC(2030, 5, 4, 23, 0);
const END = START + 90 * 60_000;

describe("eventSchema (events/{id} as the app reads it)", () => {
  it("turns a whole Firestore document, with Timestamps, into a plain EventRecord", () => {
    const doc = {
      title: "Pickup pickleball",
      gameType: "Pickleball",
      description: "All levels.",
      dateStart: ts(START),
      dateEnd: ts(END),
      timeStart: "18:00",
      day: "2030-06-04",
      timeZone: "America/Chicago",
      duration: { hours: 1, minutes: 30 },
      location: { name: "Zilker Park Courts", address: "2100 Barton Springs Rd", lat: 30.267, lng: -97.772, hash: "9v6kn2", placeId: "place-zilker" },
      creatorId: "u-olivia",
      creatorName: "Olivia Organizer",
      hostingTeam: "team-1",
      teamName: "Riverside Smash",
      isPrivate: true,
      makePublicAfter: ts(START - 86_400_000),
      capacity: 12,
      allowWaitlist: true,
      hasMinimumNeeded: true,
      minimumNeeded: 4,
      hoursToCancelBefore: 24,
      allowLateRsvp: true,
      creatorApprovalNeeded: true,
      allowParticipantGuests: true,
      guestLimit: 2,
      chargeGuests: false,
      price: 0,
      currency: "USD",
      reoccurringInfo: { frequency: "weekly", days: [2, 4], until: null, count: 8 },
      excludedDates: ["2030-06-11"],
      seriesId: "e1",
      occurrence: 0,
      cancelled: false,
      rated: false,
      eventSlotGroup: [],
      goingCount: 5,
      maybeCount: 1,
      waitlistCount: 2,
      pendingCount: 3,
      attendeesPreview: [{ uid: "u-riley", displayName: "Riley Second", photoURL: "https://img.example/r.png" }],
      createdAt: ts(START - 7 * 86_400_000),
      updated: ts(START - 86_400_000),
      // Server-only fields the app does not carry.
      geoCells: { l20: "9v6k", l21: "9v6k_1", l22: "9v6k_10" },
      searchTokens: ["pickleball"],
      searchCells: { l21: ["9v6k_1:pic"] },
    };
    const expected: EventRecord = {
      id: "e1",
      title: "Pickup pickleball",
      gameType: "Pickleball",
      description: "All levels.",
      dateStart: START,
      dateEnd: END,
      timeStart: "18:00",
      day: "2030-06-04",
      timeZone: "America/Chicago",
      duration: { hours: 1, minutes: 30 },
      location: { name: "Zilker Park Courts", address: "2100 Barton Springs Rd", lat: 30.267, lng: -97.772, hash: "9v6kn2", placeId: "place-zilker" },
      creatorId: "u-olivia",
      creatorName: "Olivia Organizer",
      hostingTeam: "team-1",
      teamName: "Riverside Smash",
      isPrivate: true,
      makePublicAfter: START - 86_400_000,
      capacity: 12,
      allowWaitlist: true,
      hasMinimumNeeded: true,
      minimumNeeded: 4,
      hoursToCancelBefore: 24,
      allowLateRsvp: true,
      creatorApprovalNeeded: true,
      allowParticipantGuests: true,
      guestLimit: 2,
      chargeGuests: false,
      price: 0,
      currency: "USD",
      reoccurringInfo: { frequency: "weekly", days: [2, 4], until: null, count: 8 },
      excludedDates: ["2030-06-11"],
      seriesId: "e1",
      occurrence: 0,
      cancelled: false,
      rated: false,
      eventSlotGroup: [],
      goingCount: 5,
      maybeCount: 1,
      waitlistCount: 2,
      pendingCount: 3,
      attendeesPreview: [{ uid: "u-riley", displayName: "Riley Second", photoURL: "https://img.example/r.png" }],
      createdAt: START - 7 * 86_400_000,
      updated: START - 86_400_000,
    };
    const event = eventFromData("e1", doc);
    expect(event).toEqual(expected);
    // Plain data for Redux: no Timestamp objects left anywhere.
    expect(JSON.parse(JSON.stringify(event))).toEqual(expected);
  });

  it("gives an empty document the spec's defaults", () => {
    expect(eventFromData("bare", {})).toEqual({
      id: "bare",
      title: "Untitled game",
      gameType: "",
      description: "",
      dateStart: 0,
      dateEnd: 0,
      timeStart: "",
      day: "",
      timeZone: "UTC",
      duration: { hours: 0, minutes: 0 },
      location: { name: "", address: "", lat: 0, lng: 0, hash: "", placeId: null },
      creatorId: "",
      creatorName: "Organizer",
      hostingTeam: null,
      teamName: "",
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
      currency: "USD",
      reoccurringInfo: null,
      excludedDates: [],
      seriesId: null,
      occurrence: 0,
      cancelled: false,
      rated: false,
      eventSlotGroup: [],
      goingCount: 0,
      maybeCount: 0,
      waitlistCount: 0,
      pendingCount: 0,
      attendeesPreview: [],
      createdAt: null,
      updated: null,
    } satisfies EventRecord);
  });

  it("an event without an end ends when it starts", () => {
    const event = eventFromData("e1", { dateStart: ts(START) });
    expect(event.dateStart).toBe(START);
    expect(event.dateEnd).toBe(START);
  });

  it("drops values of the wrong type instead of passing them on", () => {
    const event = eventFromData("e1", {
      title: 42,
      capacity: "12",
      guestLimit: Number.NaN,
      goingCount: Infinity,
      isPrivate: "yes",
      cancelled: 1,
      hostingTeam: "",
      seriesId: 7,
      excludedDates: ["2030-06-11", 3, null],
      reoccurringInfo: { frequency: "weekly", days: [1, 9, -1, "2", 3], until: 5, count: "4" },
      attendeesPreview: [{ uid: "u-1" }],
      location: { name: "Court", lat: "30", placeId: 12 },
      duration: { hours: "2" },
      dateStart: "tomorrow",
    });
    expect(event).toMatchObject({
      title: "Untitled game",
      capacity: null,
      guestLimit: 0,
      goingCount: 0,
      isPrivate: false,
      cancelled: false,
      hostingTeam: null,
      seriesId: null,
      excludedDates: ["2030-06-11"],
      reoccurringInfo: { frequency: "weekly", days: [1, 3], until: null, count: null },
      attendeesPreview: [{ uid: "u-1", displayName: "Player", photoURL: "" }],
      location: { name: "Court", address: "", lat: 0, lng: 0, hash: "", placeId: null },
      duration: { hours: 0, minutes: 0 },
      dateStart: 0,
    });
  });

  it("accepts instants stored as epoch millis or Dates as well as Timestamps", () => {
    expect(eventFromData("e1", { dateStart: START, dateEnd: new Date(END) })).toMatchObject({ dateStart: START, dateEnd: END });
  });
});

describe("joinerSchema (events/{id}/joiners/{uid})", () => {
  it("turns an RSVP document into a Joiner", () => {
    expect(
      joinerFromData("u-riley", {
        uid: "u-riley",
        displayName: "Riley Second",
        photoURL: "https://img.example/r.png",
        rsvpStatus: "waitlist",
        guests: 1,
        joinedAt: ts(START - 3_600_000),
        queuedAt: 4,
      }),
    ).toEqual({
      uid: "u-riley",
      displayName: "Riley Second",
      photoURL: "https://img.example/r.png",
      rsvpStatus: "waitlist",
      guests: 1,
      joinedAt: START - 3_600_000,
      queuedAt: 4,
      payment: null,
    });
  });

  it("a paid seat carries what was paid, for how many guests, and whether it was refunded", () => {
    expect(joinerFromData("u-p", { rsvpStatus: "going", paymentIntentId: "pi_1", amountPaid: 3000, paidGuests: 1, refundedAt: null }).payment).toEqual({ amount: 3000, guests: 1, refunded: false });
    expect(joinerFromData("u-p", { rsvpStatus: "notGoing", paymentIntentId: "pi_1", amountPaid: 3000, paidGuests: 1, refundedAt: ts(START) }).payment).toEqual({
      amount: 3000,
      guests: 1,
      refunded: true,
    });
  });

  it("missing fields get defaults: the document id as uid, 'Player', no guests, not going", () => {
    expect(joinerFromData("u-x", {})).toEqual({ uid: "u-x", displayName: "Player", photoURL: "", rsvpStatus: "notGoing", guests: 0, joinedAt: null, queuedAt: null, payment: null });
  });

  it.each(["attending", "GOING", "", 3, null])("an unknown rsvpStatus (%o) becomes notGoing", (rsvpStatus) => {
    expect(joinerFromData("u-x", { rsvpStatus }).rsvpStatus).toBe("notGoing");
  });

  it.each(["going", "maybe", "notGoing", "waitlist", "pending", "declined"] as const)("keeps the known status %s", (rsvpStatus) => {
    expect(joinerFromData("u-x", { rsvpStatus }).rsvpStatus).toBe(rsvpStatus);
  });
});

describe("the Functions' reads of an event and an RSVP", () => {
  it("eventServerSchema keeps a missing title and organizer name empty, the start as stored and the waitlist's last place", () => {
    const e = readData(eventServerSchema, "e1", { dateStart: ts(START), waitlistSeq: 3 });
    expect([e.title, e.creatorName, e.start, e.dateStart, e.waitlistSeq]).toEqual(["", "", START, START, 3]);
    const none = readData(eventServerSchema, "e2", {});
    expect([none.start, none.dateStart, none.end, none.dateEnd, none.timeZone, none.waitlistSeq]).toEqual([null, 0, null, 0, "", 0]);
  });

  it("calendarEventSchema keeps a place as stored: none is null, a coordinate that is not a number is null", () => {
    expect(readData(calendarEventSchema, "e1", {}).location).toBeNull();
    expect(readData(calendarEventSchema, "e1", { location: { name: "Park", lat: "x", lng: 2 } }).location).toEqual({ name: "Park", address: "", lat: null, lng: 2 });
    expect(readData(calendarEventSchema, "e1", { title: "" })).toMatchObject({ title: "Game", timeZone: "UTC", dateStart: null });
  });

  it("joinerServerSchema gives the payment as stored, whether it was refunded and the check-in", () => {
    const paid = readData(joinerServerSchema, "u1", { rsvpStatus: "going", paymentIntentId: "pi_1", paidGuests: 2, refundedAt: null, checkedInAt: ts(START) });
    expect(paid).toMatchObject({ uid: "u1", paymentIntentId: "pi_1", paidGuests: 2, refunded: false, checkedInAt: START });
    expect(readData(joinerServerSchema, "u1", { refundedAt: ts(START) })).toMatchObject({ paymentIntentId: null, refunded: true, checkedInAt: null });
  });
});

describe("upcomingRsvpFromData", () => {
  it("reads the RSVP's copy of its game, with its end and venue's zone (issue 31)", () => {
    const doc = {
      uid: "u1",
      rsvpStatus: "maybe",
      dateStart: ts(START),
      dateEnd: ts(END),
      timeZone: "America/Chicago",
      title: "Pickup pickleball",
      locationName: "Zilker Park Courts",
      hostingTeam: "team-1",
      cancelled: false,
    };
    expect(upcomingRsvpFromData("e1", doc)).toEqual({
      eventId: "e1",
      title: "Pickup pickleball",
      dateStart: START,
      dateEnd: END,
      timeZone: "America/Chicago",
      locationName: "Zilker Park Courts",
      teamId: "team-1",
      rsvpStatus: "maybe",
    });
  });

  it("a copy made before the end and zone were kept has none (the viewer's zone stands in)", () => {
    const doc = { uid: "u1", rsvpStatus: "going", dateStart: ts(START), title: "Old", locationName: "", hostingTeam: null };
    expect(upcomingRsvpFromData("e1", doc)).toMatchObject({ dateStart: START, dateEnd: null, timeZone: "", teamId: null });
  });
});
