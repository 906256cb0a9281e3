import { describe, expect, it } from "vitest";
import type { LatLng } from "../geo";
import { zonedToInstant } from "./dates";
import { hoursOn, isAvailable, NEAR_MILES, overrideFor, type AvailabilityQuery } from "./isAvailable";
import { defaultPrivacy, type DateSpecificEntry, type TimeRange, type TravelLocation, type UserAvailability } from "./types";

// Every instant is built with zonedToInstant in the player's zone, so nothing
// depends on the machine's time zone or clock.
const CHI = "America/Chicago";
const HOUR = 60 * 60 * 1000;
const min = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const at = (day: string, hhmm: string) => zonedToInstant(day, min(hhmm), CHI);
const r = (startTime: string, endTime: string): TimeRange => ({ startTime, endTime });

const CHICAGO_HOME: LatLng = { lat: 41.8781, lng: -87.6298 };
const LINCOLN_PARK: LatLng = { lat: 41.9214, lng: -87.6513 }; // ~3 miles from home
const EVANSTON: LatLng = { lat: 42.0451, lng: -87.6877 }; // ~12 miles
const MILWAUKEE: LatLng = { lat: 43.0389, lng: -87.9065 }; // ~81 miles
const DENVER: TravelLocation = { city: "Denver", state: "CO", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "Denver, Colorado, USA" };
const BOULDER: LatLng = { lat: 40.015, lng: -105.2705 }; // ~25 miles from Denver

// Days used below (all 2026): Mon Jun 15, Tue 16, Wed 17, Thu 18, Fri 19, Sat 20, Sun 21; Wed Jun 24;
// trip Wed Jul 1 – Sun Jul 5; daily hours Mon Jul 13 – Wed Jul 15.
const trip: DateSpecificEntry = { date: "2026-07-01", endDate: "2026-07-05", timeRanges: [r("08:00", "22:00")], isTraveling: true, location: DENVER };

function calendar(): UserAvailability {
  const weekday = { isAvailable: true, timeRanges: [r("18:00", "21:00")] };
  return {
    timeZone: CHI,
    privacySettings: defaultPrivacy(),
    weeklyAvailability: {
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: { isAvailable: true, timeRanges: [r("18:00", "23:59")] },
      saturday: { isAvailable: true, timeRanges: [r("00:00", "02:00"), r("09:00", "12:00"), r("14:00", "18:00")] },
      sunday: { isAvailable: true, timeRanges: [r("09:00", "12:00")] },
    },
    dateSpecificAvailability: [
      // Different hours on one Wednesday.
      { date: "2026-06-17", timeRanges: [r("07:00", "09:00")], isTraveling: false },
      // A day off.
      { date: "2026-06-24", timeRanges: [], isTraveling: false },
      trip,
      // Different hours each day; the shared hours are not used for days that have their own.
      {
        date: "2026-07-13",
        endDate: "2026-07-15",
        timeRanges: [r("17:00", "20:00")],
        isTraveling: false,
        dailyTimeRanges: [
          { date: "2026-07-13", timeRanges: [r("06:00", "08:00")] },
          { date: "2026-07-14", timeRanges: [r("12:00", "13:00")] },
          { date: "2026-07-15", timeRanges: [] },
        ],
      },
    ],
  };
}

function ask(start: number, end: number, where: Partial<AvailabilityQuery> = {}) {
  return isAvailable(calendar(), { start, end, ...where });
}
const span = (day: string, from: string, to: string, where: Partial<AvailabilityQuery> = {}) => ask(at(day, from), at(day, to), where);

const YES = { available: true };
const no = (reason: string) => ({ available: false, reason });

describe("isAvailable: weekly hours", () => {
  it.each([
    ["Monday evening inside the hours", "2026-06-15", "18:30", "20:00", YES],
    ["exactly the Monday hours", "2026-06-15", "18:00", "21:00", YES],
    ["ending when the hours end", "2026-06-15", "20:00", "21:00", YES],
    ["Monday morning", "2026-06-15", "09:00", "10:00", no("outside-hours")],
    ["starting before the hours", "2026-06-15", "17:00", "18:30", no("outside-hours")],
    ["running past the hours", "2026-06-15", "20:30", "21:30", no("outside-hours")],
    ["a minute too long", "2026-06-15", "18:00", "21:01", no("outside-hours")],
    ["Saturday morning block", "2026-06-20", "10:00", "11:30", YES],
    ["Saturday afternoon block", "2026-06-20", "14:00", "18:00", YES],
    ["across Saturday's lunch gap", "2026-06-20", "11:00", "15:00", no("outside-hours")],
    ["Sunday evening (Sunday is mornings only)", "2026-06-21", "18:30", "20:00", no("outside-hours")],
  ])("%s", (_name, day, from, to, answer) => {
    expect(span(day, from, to)).toEqual(answer);
  });

  it("an unchecked day has no hours even if ranges were left on it", () => {
    const a = calendar();
    a.weeklyAvailability.monday = { isAvailable: false, timeRanges: [r("18:00", "21:00")] };
    expect(isAvailable(a, { start: at("2026-06-15", "18:30"), end: at("2026-06-15", "20:00") })).toEqual(no("outside-hours"));
  });

  it("seconds inside a minute do not matter", () => {
    expect(ask(at("2026-06-15", "18:00") + 30_000, at("2026-06-15", "20:59") + 59_000)).toEqual(YES);
  });
});

describe("isAvailable: spans crossing local midnight", () => {
  it("needs hours on both days: Thursday ends at 21:00", () => {
    expect(ask(at("2026-06-18", "20:00"), at("2026-06-19", "01:00"))).toEqual(no("outside-hours"));
  });

  it("needs hours on both days: Sunday has none after midnight", () => {
    // Saturday has no hours at 23:00 either; Sunday starts at 09:00.
    expect(ask(at("2026-06-20", "23:00"), at("2026-06-21", "00:30"))).toEqual(no("outside-hours"));
  });

  it("a span starting at local midnight uses only that day's hours (Saturday 00:00–02:00)", () => {
    expect(ask(at("2026-06-20", "00:00"), at("2026-06-20", "01:30"))).toEqual(YES);
  });

  it("Friday until 23:59 (the latest a time input allows) plus Saturday from 00:00 should cover Friday 22:00 → Saturday 01:00", () => {
    // Ranges are half-open and 'HH:mm' stops at 23:59, so a day's hours can never reach
    // 24:00: the last minute of every day is uncovered and no span crossing (or ending at)
    // local midnight can ever be available, although isAvailable promises to check both days.
    expect(ask(at("2026-06-19", "22:00"), at("2026-06-20", "01:00"))).toEqual(YES);
  });
});

describe("isAvailable: date-specific entries", () => {
  it("an override day with different hours replaces the weekly hours", () => {
    expect(span("2026-06-17", "18:30", "20:00")).toEqual(no("outside-hours"));
    expect(span("2026-06-17", "07:30", "08:30")).toEqual(YES);
    // The next Wednesday is back to the weekly hours.
    expect(span("2026-06-24", "07:30", "08:30")).toEqual(no("outside-hours"));
  });

  it("a day off (no ranges) is outside the hours all day", () => {
    expect(span("2026-06-24", "18:30", "20:00")).toEqual(no("outside-hours"));
    expect(span("2026-06-24", "00:00", "23:59")).toEqual(no("outside-hours"));
  });

  it.each([
    ["Mon Jul 13 has its own early hours", "2026-07-13", "06:30", "07:30", YES],
    ["Mon Jul 13's own hours replace the shared evening hours", "2026-07-13", "18:00", "19:00", no("outside-hours")],
    ["Mon Jul 13 is not on the weekly Monday hours either", "2026-07-13", "18:30", "20:00", no("outside-hours")],
    ["Tue Jul 14 lunch", "2026-07-14", "12:00", "13:00", YES],
    ["Tue Jul 14 past lunch", "2026-07-14", "12:30", "13:30", no("outside-hours")],
    ["Wed Jul 15 has no hours", "2026-07-15", "12:00", "13:00", no("outside-hours")],
    ["Thu Jul 16 is back to weekly hours", "2026-07-16", "18:30", "20:00", YES],
  ])("daily-hours mode: %s", (_name, day, from, to, answer) => {
    expect(span(day, from, to)).toEqual(answer);
  });

  it("a trip inside a longer date range wins for its days", () => {
    const a = calendar();
    a.dateSpecificAvailability = [
      { date: "2026-08-01", endDate: "2026-08-20", timeRanges: [r("10:00", "12:00")], isTraveling: false },
      { date: "2026-08-05", endDate: "2026-08-07", timeRanges: [r("08:00", "22:00")], isTraveling: true, location: DENVER },
    ];
    expect(isAvailable(a, { start: at("2026-08-06", "15:00"), end: at("2026-08-06", "16:00"), at: DENVER, home: CHICAGO_HOME })).toEqual(YES);
    expect(isAvailable(a, { start: at("2026-08-10", "15:00"), end: at("2026-08-10", "16:00") })).toEqual(no("outside-hours"));
    expect(isAvailable(a, { start: at("2026-08-10", "10:30"), end: at("2026-08-10", "11:30"), at: LINCOLN_PARK, home: CHICAGO_HOME })).toEqual(YES);
  });
});

describe("isAvailable: where (travel and home area)", () => {
  const tripDay = "2026-07-02";

  it("traveling: available at the destination", () => {
    expect(span(tripDay, "10:00", "12:00", { at: DENVER, home: CHICAGO_HOME })).toEqual(YES);
  });

  it("traveling: available near the destination", () => {
    expect(span(tripDay, "10:00", "12:00", { at: BOULDER, home: CHICAGO_HOME })).toEqual(YES);
  });

  it("traveling: not available at home", () => {
    expect(span(tripDay, "10:00", "12:00", { at: LINCOLN_PARK, home: CHICAGO_HOME })).toEqual(no("not-at-destination"));
  });

  it("traveling: not at home even when the home area is unknown", () => {
    expect(span(tripDay, "10:00", "12:00", { at: LINCOLN_PARK, home: null })).toEqual(no("not-at-destination"));
  });

  it("traveling: the trip's hours still apply", () => {
    expect(span(tripDay, "06:00", "07:00", { at: DENVER, home: CHICAGO_HOME })).toEqual(no("outside-hours"));
  });

  it("traveling: without a place only time is checked", () => {
    expect(span(tripDay, "10:00", "12:00")).toEqual(YES);
    // Thursday weekly hours (18:00–21:00) do not apply during the trip; the trip's 08:00–22:00 do.
    expect(span(tripDay, "21:00", "22:00")).toEqual(YES);
  });

  it("the day after the trip the player is home again", () => {
    expect(span("2026-07-06", "18:30", "20:00", { at: DENVER, home: CHICAGO_HOME })).toEqual(no("away"));
    expect(span("2026-07-06", "18:30", "20:00", { at: LINCOLN_PARK, home: CHICAGO_HOME })).toEqual(YES);
  });

  it.each([
    ["in the city", LINCOLN_PARK, YES],
    ["in a nearby suburb", EVANSTON, YES],
    ["in another city", MILWAUKEE, no("away")],
    ["at the trip's destination on a home day", DENVER, no("away")],
  ])("not traveling, activity %s", (_name, place, answer) => {
    expect(span("2026-06-15", "18:30", "20:00", { at: place, home: CHICAGO_HOME })).toEqual(answer);
  });

  it("not traveling: without a home area any place is fine", () => {
    expect(span("2026-06-15", "18:30", "20:00", { at: MILWAUKEE, home: null })).toEqual(YES);
    expect(span("2026-06-15", "18:30", "20:00", { at: MILWAUKEE })).toEqual(YES);
  });

  it("the distance counted as near can be changed", () => {
    expect(NEAR_MILES).toBe(30);
    expect(span("2026-06-15", "18:30", "20:00", { at: MILWAUKEE, home: CHICAGO_HOME, nearMiles: 100 })).toEqual(YES);
    expect(span("2026-06-15", "18:30", "20:00", { at: EVANSTON, home: CHICAGO_HOME, nearMiles: 5 })).toEqual(no("away"));
  });

  it("time is checked before place", () => {
    expect(span("2026-06-15", "09:00", "10:00", { at: MILWAUKEE, home: CHICAGO_HOME })).toEqual(no("outside-hours"));
  });
});

describe("isAvailable: daylight-saving days (Sunday hours 09:00–12:00)", () => {
  it.each([
    ["spring forward 2026-03-08, inside", "2026-03-08", "10:00", "11:00", YES],
    ["spring forward 2026-03-08, whole morning", "2026-03-08", "09:00", "12:00", YES],
    ["spring forward 2026-03-08, too early", "2026-03-08", "08:00", "10:00", no("outside-hours")],
    ["fall back 2026-11-01, inside", "2026-11-01", "10:00", "11:00", YES],
    ["fall back 2026-11-01, whole morning", "2026-11-01", "09:00", "12:00", YES],
    ["fall back 2026-11-01, too late", "2026-11-01", "11:00", "12:30", no("outside-hours")],
  ])("%s", (_name, day, from, to, answer) => {
    expect(span(day, from, to)).toEqual(answer);
  });

  it("a wall-clock 09:00–12:00 on the short and long days lasts three real hours", () => {
    for (const day of ["2026-03-08", "2026-11-01"]) expect(at(day, "12:00") - at(day, "09:00")).toBe(3 * HOUR);
  });

  it("the night of spring forward: 01:00–03:30 is 1.5 real hours and needs hours for the whole night", () => {
    const a = calendar();
    a.weeklyAvailability.sunday = { isAvailable: true, timeRanges: [r("00:00", "04:00")] };
    const start = zonedToInstant("2026-03-08", min("01:00"), CHI);
    const end = zonedToInstant("2026-03-08", min("03:30"), CHI);
    expect(end - start).toBe(1.5 * HOUR);
    expect(isAvailable(a, { start, end })).toEqual(YES);
    a.weeklyAvailability.sunday = { isAvailable: true, timeRanges: [r("09:00", "12:00")] };
    expect(isAvailable(a, { start, end })).toEqual(no("outside-hours"));
  });

  it("during the repeated hour of fall back, an hour-long span with no hours is reported available", () => {
    // 01:30 CDT → 01:30 CST is one real hour in the night of 2026-11-01. The player only has
    // Sunday 09:00–12:00, so they are not available; but the span's wall-clock end (01:29)
    // is before its wall-clock start (01:30), the day's slice is empty and counts as covered.
    const start = zonedToInstant("2026-11-01", min("01:30"), CHI); // first 01:30 (CDT)
    // Ending after the repeated hour (02:30 CST, two real hours later), the span is refused as it should be.
    expect(span("2026-11-01", "01:30", "02:30")).toEqual(no("outside-hours"));
    expect(ask(start, start + HOUR)).toEqual(no("outside-hours"));
  });
});

describe("isAvailable: invalid spans", () => {
  it.each([
    ["end equal to start", at("2026-06-15", "19:00"), at("2026-06-15", "19:00")],
    ["end before start", at("2026-06-15", "20:00"), at("2026-06-15", "19:00")],
    ["not a number", Number.NaN, at("2026-06-15", "19:00")],
  ])("%s → invalid-span", (_name, start, end) => {
    expect(ask(start, end)).toEqual(no("invalid-span"));
  });
});

describe("overrideFor / hoursOn", () => {
  it("finds the entry covering a day, or none", () => {
    const a = calendar();
    expect(overrideFor(a.dateSpecificAvailability, "2026-07-03")).toBe(trip);
    expect(overrideFor(a.dateSpecificAvailability, "2026-07-06")).toBeNull();
  });

  it("hoursOn gives minutes and the trip", () => {
    const a = calendar();
    expect(hoursOn(a, "2026-07-03")).toEqual({ ranges: [{ start: 480, end: 1320 }], trip });
    expect(hoursOn(a, "2026-06-15")).toEqual({ ranges: [{ start: 1080, end: 1260 }], trip: null });
    expect(hoursOn(a, "2026-06-24")).toEqual({ ranges: [], trip: null });
  });

  it("hoursOn skips ranges it cannot read", () => {
    const a = calendar();
    a.weeklyAvailability.monday = { isAvailable: true, timeRanges: [r("", ""), r("21:00", "18:00"), r("18:00", "19:00")] };
    expect(hoursOn(a, "2026-06-15").ranges).toEqual([{ start: 1080, end: 1140 }]);
  });
});
