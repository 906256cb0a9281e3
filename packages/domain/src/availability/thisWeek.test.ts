import { describe, expect, it } from "vitest";
import { zonedToInstant } from "./dates";
import { availableThisWeek } from "./thisWeek";
import { defaultPrivacy, emptyWeek, type DateSpecificEntry, type UserAvailability } from "./types";

const CHI = "America/Chicago";
const HOME = { lat: 41.8781, lng: -87.6298 };
const DENVER = { city: "Denver", state: "CO", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "Denver, Colorado, USA" };
// Wednesday June 17 2026, 12:00 in Chicago.
const NOW = zonedToInstant("2026-06-17", 12 * 60, CHI);

function schedule(days: Partial<Record<keyof ReturnType<typeof emptyWeek>, [string, string]>>, overrides: DateSpecificEntry[] = []): UserAvailability {
  const week = emptyWeek();
  for (const [day, range] of Object.entries(days)) week[day as keyof typeof week] = { isAvailable: true, timeRanges: [{ startTime: range[0], endTime: range[1] }] };
  return { weeklyAvailability: week, dateSpecificAvailability: overrides, privacySettings: defaultPrivacy(), timeZone: CHI };
}

describe("availableThisWeek: free time today (from now) or in the next six days, where the search is", () => {
  it("no hours at all: not available", () => {
    expect(availableThisWeek(schedule({}), { now: NOW, at: HOME, home: HOME })).toBe(false);
  });

  it("hours later today count; hours that ended earlier today do not", () => {
    expect(availableThisWeek(schedule({ wednesday: ["18:00", "20:00"] }), { now: NOW, at: HOME, home: HOME })).toBe(true);
    expect(availableThisWeek(schedule({ wednesday: ["08:00", "10:00"] }), { now: NOW, at: HOME, home: HOME })).toBe(false);
  });

  it("a range under way now counts", () => {
    expect(availableThisWeek(schedule({ wednesday: ["11:00", "13:00"] }), { now: NOW, at: HOME, home: HOME })).toBe(true);
  });

  it("the sixth day ahead counts, the seventh does not (today's weekday next week)", () => {
    expect(availableThisWeek(schedule({ tuesday: ["09:00", "10:00"] }), { now: NOW, at: HOME, home: HOME })).toBe(true);
    // Only Wednesday mornings: today's has passed and next Wednesday is a week away.
    expect(availableThisWeek(schedule({ wednesday: ["09:00", "10:00"] }), { now: NOW, at: HOME, home: HOME })).toBe(false);
  });

  it("a date override that takes the only free day away wins", () => {
    const off: DateSpecificEntry = { date: "2026-06-19", timeRanges: [], isTraveling: false };
    expect(availableThisWeek(schedule({ friday: ["18:00", "20:00"] }, [off]), { now: NOW, at: HOME, home: HOME })).toBe(false);
  });

  it("a player traveling all week is not available near home, but is at their destination", () => {
    const trip: DateSpecificEntry = { date: "2026-06-17", endDate: "2026-06-24", timeRanges: [{ startTime: "08:00", endTime: "22:00" }], isTraveling: true, location: DENVER };
    const s = schedule({ thursday: ["18:00", "20:00"] }, [trip]);
    expect(availableThisWeek(s, { now: NOW, at: HOME, home: HOME })).toBe(false);
    expect(availableThisWeek(s, { now: NOW, at: DENVER, home: HOME })).toBe(true);
  });
});
