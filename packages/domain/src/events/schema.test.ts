import { describe, expect, it } from "vitest";
import { blankEventInput, EVENT_MESSAGES, eventInputSchema, startInstant, type EventInput } from "./schema";

const NOW = Date.UTC(2026, 10, 22, 12); // 2026-11-22 12:00 UTC
const schema = eventInputSchema(NOW);

function valid(overrides: Partial<EventInput> = {}): EventInput {
  return {
    ...blankEventInput("2026-12-01", "America/Chicago"),
    title: "Tuesday Pickleball",
    gameType: "Pickleball",
    location: { name: "Zilker Park", address: "2100 Barton Springs Rd, Austin, TX", lat: 30.2669, lng: -97.7729, placeId: null },
    ...overrides,
  };
}

function messages(value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe("eventInputSchema (spec §3 Event)", () => {
  it("accepts a complete event with the spec's defaults (duration 0 h 0 min, guest limit 0)", () => {
    expect(messages(valid())).toEqual([]);
    expect(valid().duration).toEqual({ hours: 0, minutes: 0 });
    expect(valid().guestLimit).toBe(0);
  });

  it("requires a title, a game type and a location", () => {
    expect(messages(valid({ title: " " }))).toContain(EVENT_MESSAGES.title);
    expect(messages(valid({ gameType: "" }))).toContain(EVENT_MESSAGES.gameType);
    expect(messages(valid({ location: null as never }))).toContain(EVENT_MESSAGES.location);
  });

  it("refuses a start in the past, in the event's own time zone", () => {
    expect(messages(valid({ day: "2026-11-21" }))).toContain(EVENT_MESSAGES.pastStart);
    // 11:00 in Chicago on the 22nd is 17:00 UTC: later than now.
    expect(messages(valid({ day: "2026-11-22", timeStart: "11:00" }))).toEqual([]);
    expect(messages(valid({ day: "2026-11-22", timeStart: "05:00" }))).toContain(EVENT_MESSAGES.pastStart);
  });

  it("checks spots, the minimum, guests and the cancellation cut-off", () => {
    expect(messages(valid({ capacity: 0 }))).toContain(EVENT_MESSAGES.capacity);
    expect(messages(valid({ capacity: 2.5 }))).toContain(EVENT_MESSAGES.capacity);
    expect(messages(valid({ capacity: 8, hasMinimumNeeded: true, minimumNeeded: 10 }))).toContain(EVENT_MESSAGES.minimum);
    expect(messages(valid({ capacity: 8, hasMinimumNeeded: true, minimumNeeded: null }))).toContain(EVENT_MESSAGES.minimum);
    expect(messages(valid({ allowParticipantGuests: true, guestLimit: 0 }))).toContain(EVENT_MESSAGES.guestLimit);
    expect(messages(valid({ allowParticipantGuests: true, guestLimit: 11 }))).toContain(EVENT_MESSAGES.guestLimit);
    expect(messages(valid({ hoursToCancelBefore: 200 }))).toContain(EVENT_MESSAGES.hoursToCancel);
  });

  it("a price is 0, or $0.50 to $1,000 in whole cents", () => {
    for (const price of [0, 0.5, 15, 12.99, 1000]) expect(messages(valid({ price }))).not.toContain(EVENT_MESSAGES.price);
    for (const price of [0.49, -5, 1000.01, 12.345, Number.NaN]) expect(messages(valid({ price }))).toContain(EVENT_MESSAGES.price);
  });

  it("a paid game has no approval and no waitlist (players take a spot as they pay)", () => {
    expect(messages(valid({ price: 12, creatorApprovalNeeded: true }))).toContain(EVENT_MESSAGES.paidSeats);
    expect(messages(valid({ price: 12, allowWaitlist: true }))).toContain(EVENT_MESSAGES.paidSeats);
    expect(messages(valid({ price: 0, allowWaitlist: true, creatorApprovalNeeded: true }))).toEqual([]);
    expect(messages(valid({ price: 12 }))).toEqual([]);
  });

  it("a private event opens to the public after now and before it starts", () => {
    const start = startInstant({ day: "2026-12-01", timeStart: "18:00", timeZone: "America/Chicago" });
    expect(messages(valid({ isPrivate: true, makePublicAfter: NOW + 3_600_000 }))).toEqual([]);
    expect(messages(valid({ isPrivate: true, makePublicAfter: start + 1 }))).toContain(EVENT_MESSAGES.makePublicAfter);
    expect(messages(valid({ isPrivate: true, makePublicAfter: NOW - 1 }))).toContain(EVENT_MESSAGES.makePublicAfter);
  });

  it("a recurrence needs days and an end within bounds; skipped dates only in a series", () => {
    expect(messages(valid({ reoccurringInfo: { frequency: "weekly", days: [], until: null, count: 4 } }))).toContain(EVENT_MESSAGES.days);
    expect(messages(valid({ reoccurringInfo: { frequency: "weekly", days: [2], until: null, count: null } }))).toContain(EVENT_MESSAGES.count);
    expect(messages(valid({ reoccurringInfo: { frequency: "weekly", days: [2], until: null, count: 1 } }))).toContain(EVENT_MESSAGES.count);
    expect(messages(valid({ reoccurringInfo: { frequency: "weekly", days: [2], until: "2026-11-30", count: null } }))).toContain(EVENT_MESSAGES.until);
    expect(messages(valid({ reoccurringInfo: { frequency: "weekly", days: [2], until: "2028-12-01", count: null } }))).toContain(EVENT_MESSAGES.until);
    expect(messages(valid({ reoccurringInfo: { frequency: "weekly", days: [2], until: "2027-02-01", count: null }, excludedDates: ["2026-12-08"] }))).toEqual([]);
    expect(messages(valid({ excludedDates: ["2026-12-08"] }))).toContain(EVENT_MESSAGES.excluded);
  });

  it("refuses an unknown time zone", () => {
    expect(messages(valid({ timeZone: "Mars/Olympus" }))).toContain(EVENT_MESSAGES.timeZone);
  });
});
