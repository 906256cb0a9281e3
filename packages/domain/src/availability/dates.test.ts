import { describe, expect, it } from "vitest";
import { addDays, addOneMonth, compareDays, eachDay, isValidDay, parseDay, todayIn, weekdayOf, zonedParts, zonedToInstant } from "./dates";

const NY = "America/New_York";
const CHI = "America/Chicago";
const KOLKATA = "Asia/Kolkata";
const HOUR = 60 * 60 * 1000;
/** Minutes after midnight from "HH:mm". */
const min = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const utc = (iso: string) => Date.parse(iso);

describe("parseDay / isValidDay", () => {
  it.each([
    ["2026-06-10", { y: 2026, m: 6, d: 10 }],
    ["2028-02-29", { y: 2028, m: 2, d: 29 }],
    ["2000-02-29", { y: 2000, m: 2, d: 29 }],
    ["2026-12-31", { y: 2026, m: 12, d: 31 }],
    ["2026-01-01", { y: 2026, m: 1, d: 1 }],
  ])("%s is a day", (day, parts) => {
    expect(parseDay(day)).toEqual(parts);
    expect(isValidDay(day)).toBe(true);
  });

  it.each(["2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-06-00", "2026-6-1", "", "2026-06-10T00:00", "10/06/2026", "yyyy-MM-dd"])("%j is not a day", (day) => {
    expect(parseDay(day)).toBeNull();
    expect(isValidDay(day)).toBe(false);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-06-10", 0, "2026-06-10"],
    ["2026-06-10", 1, "2026-06-11"],
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2028-02-29", 1, "2028-03-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-12-25", 10, "2027-01-04"],
    ["2026-01-01", 365, "2027-01-01"],
    // Daylight-saving days are ordinary calendar days.
    ["2026-03-07", 1, "2026-03-08"],
    ["2026-03-08", 1, "2026-03-09"],
    ["2026-10-31", 2, "2026-11-02"],
  ])("%s %+d → %s", (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it("refuses a day that does not exist", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow();
  });
});

describe("addOneMonth (clamped to the month's last day)", () => {
  it.each([
    ["2026-01-15", "2026-02-15"],
    ["2026-01-28", "2026-02-28"],
    ["2026-01-31", "2026-02-28"],
    ["2028-01-31", "2028-02-29"],
    ["2028-01-30", "2028-02-29"],
    ["2026-02-28", "2026-03-28"],
    ["2026-03-31", "2026-04-30"],
    ["2026-08-31", "2026-09-30"],
    ["2026-12-15", "2027-01-15"],
    ["2026-12-31", "2027-01-31"],
  ])("%s → %s", (day, expected) => {
    expect(addOneMonth(day)).toBe(expected);
  });

  it("refuses a day that does not exist", () => {
    expect(() => addOneMonth("2026-02-29")).toThrow();
  });
});

describe("compareDays", () => {
  it.each([
    ["2026-06-10", "2026-06-11", -1],
    ["2026-06-11", "2026-06-10", 1],
    ["2026-06-10", "2026-06-10", 0],
    ["2026-12-31", "2027-01-01", -1],
  ])("%s vs %s → %i", (a, b, expected) => {
    expect(compareDays(a, b)).toBe(expected);
  });
});

describe("eachDay", () => {
  it("lists every day inclusive, across a year end", () => {
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
  });
  it("includes Feb 29 in a leap year", () => {
    expect(eachDay("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });
  it("gives the single day when start equals end", () => {
    expect(eachDay("2026-06-10", "2026-06-10")).toEqual(["2026-06-10"]);
  });
  it("gives nothing when the end is before the start", () => {
    expect(eachDay("2026-06-10", "2026-06-09")).toEqual([]);
  });
  it("stops at 62 days", () => {
    const days = eachDay("2026-01-01", "2026-12-31");
    expect(days).toHaveLength(62);
    expect(days[0]).toBe("2026-01-01");
    expect(days[61]).toBe("2026-03-03");
  });
  it("a one-month range fits well within the cap", () => {
    expect(eachDay("2026-01-31", addOneMonth("2026-01-31"))).toHaveLength(29);
  });
});

describe("weekdayOf", () => {
  it.each([
    ["2026-06-08", "monday"],
    ["2026-06-09", "tuesday"],
    ["2026-06-10", "wednesday"],
    ["2026-06-11", "thursday"],
    ["2026-06-12", "friday"],
    ["2026-06-13", "saturday"],
    ["2026-06-14", "sunday"],
    ["2026-01-01", "thursday"],
    ["2026-03-08", "sunday"],
    ["2026-11-01", "sunday"],
    ["2028-02-29", "tuesday"],
    ["2027-01-01", "friday"],
  ])("%s is a %s", (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
  });
});

describe("zonedParts", () => {
  it.each([
    ["UTC midnight", utc("2026-06-10T00:00:00Z"), "UTC", "2026-06-10", 0],
    ["UTC seconds are dropped", utc("2026-06-10T17:30:59.999Z"), "UTC", "2026-06-10", min("17:30")],
    ["New York summer (UTC−4)", utc("2026-06-10T21:00:00Z"), NY, "2026-06-10", min("17:00")],
    ["New York winter (UTC−5)", utc("2026-01-15T22:00:00Z"), NY, "2026-01-15", min("17:00")],
    ["New York, still the day before", utc("2026-06-11T03:59:00Z"), NY, "2026-06-10", min("23:59")],
    ["New York local midnight is 00:00, not 24:00", utc("2026-06-11T04:00:00Z"), NY, "2026-06-11", 0],
    ["Kolkata (UTC+05:30)", utc("2026-06-10T00:00:00Z"), KOLKATA, "2026-06-10", min("05:30")],
    ["Kolkata, already the next day", utc("2026-06-10T18:30:00Z"), KOLKATA, "2026-06-11", 0],
    ["Kolkata, year end", utc("2026-12-31T20:00:00Z"), KOLKATA, "2027-01-01", min("01:30")],
    ["spring forward: last EST minute", utc("2026-03-08T06:59:00Z"), NY, "2026-03-08", min("01:59")],
    ["spring forward: first EDT minute", utc("2026-03-08T07:00:00Z"), NY, "2026-03-08", min("03:00")],
    ["fall back: first 01:30 (EDT)", utc("2026-11-01T05:30:00Z"), NY, "2026-11-01", min("01:30")],
    ["fall back: second 01:30 (EST)", utc("2026-11-01T06:30:00Z"), NY, "2026-11-01", min("01:30")],
  ])("%s", (_name, instant, tz, day, minutes) => {
    expect(zonedParts(instant, tz)).toEqual({ day, minutes });
  });
});

describe("zonedToInstant", () => {
  it.each([
    ["UTC", "2026-06-10", "17:00", "UTC", "2026-06-10T17:00:00Z"],
    ["UTC midnight", "2026-06-10", "00:00", "UTC", "2026-06-10T00:00:00Z"],
    ["New York summer", "2026-06-10", "17:00", NY, "2026-06-10T21:00:00Z"],
    ["New York winter", "2026-01-15", "17:00", NY, "2026-01-15T22:00:00Z"],
    ["New York late evening is the next UTC day", "2026-06-10", "23:59", NY, "2026-06-11T03:59:00Z"],
    ["Chicago summer", "2026-06-10", "17:00", CHI, "2026-06-10T22:00:00Z"],
    ["Kolkata", "2026-06-10", "09:15", KOLKATA, "2026-06-10T03:45:00Z"],
    ["Kolkata midnight is the previous UTC day", "2026-06-10", "00:00", KOLKATA, "2026-06-09T18:30:00Z"],
    // 2026-03-08, New York springs forward at 02:00 EST (07:00Z) to 03:00 EDT.
    ["spring forward: before the gap", "2026-03-08", "01:30", NY, "2026-03-08T06:30:00Z"],
    ["spring forward: 01:59", "2026-03-08", "01:59", NY, "2026-03-08T06:59:00Z"],
    ["spring forward: 03:00 is the gap's end", "2026-03-08", "03:00", NY, "2026-03-08T07:00:00Z"],
    ["spring forward: midnight (still EST)", "2026-03-08", "00:00", NY, "2026-03-08T05:00:00Z"],
    ["spring forward: noon (EDT)", "2026-03-08", "12:00", NY, "2026-03-08T16:00:00Z"],
    // 2026-11-01, New York falls back at 02:00 EDT (06:00Z) to 01:00 EST: 01:00–01:59 happen twice.
    ["fall back: 00:30 (EDT)", "2026-11-01", "00:30", NY, "2026-11-01T04:30:00Z"],
    ["fall back: 01:00 first occurrence", "2026-11-01", "01:00", NY, "2026-11-01T05:00:00Z"],
    ["fall back: 01:30 first occurrence", "2026-11-01", "01:30", NY, "2026-11-01T05:30:00Z"],
    ["fall back: 01:59 first occurrence", "2026-11-01", "01:59", NY, "2026-11-01T05:59:00Z"],
    ["fall back: 02:00 (EST, once)", "2026-11-01", "02:00", NY, "2026-11-01T07:00:00Z"],
    ["fall back: noon (EST)", "2026-11-01", "12:00", NY, "2026-11-01T17:00:00Z"],
    ["Chicago fall back: 01:30 first occurrence", "2026-11-01", "01:30", CHI, "2026-11-01T06:30:00Z"],
  ])("%s: %s %s in %s → %s", (_name, day, hhmm, tz, iso) => {
    expect(zonedToInstant(day, min(hhmm), tz)).toBe(utc(iso));
  });

  it("a time skipped by spring forward maps after the gap, never before it", () => {
    const gapEnd = utc("2026-03-08T07:00:00Z");
    for (const hhmm of ["02:00", "02:01", "02:30", "02:59"]) {
      const instant = zonedToInstant("2026-03-08", min(hhmm), NY);
      expect(instant, hhmm).toBeGreaterThanOrEqual(gapEnd);
      expect(instant, hhmm).toBeLessThan(gapEnd + HOUR);
      const seen = zonedParts(instant, NY);
      expect(seen.day).toBe("2026-03-08");
      expect(seen.minutes).toBeGreaterThanOrEqual(min("03:00"));
    }
    // 02:30 keeps its distance from 02:00: it shows 03:30 EDT.
    expect(zonedParts(zonedToInstant("2026-03-08", min("02:30"), NY), NY).minutes).toBe(min("03:30"));
  });

  it("an ambiguous fall-back time is one hour before its second occurrence", () => {
    const first = zonedToInstant("2026-11-01", min("01:30"), NY);
    expect(zonedParts(first + HOUR, NY)).toEqual({ day: "2026-11-01", minutes: min("01:30") });
    expect(zonedParts(first - HOUR, NY)).toEqual({ day: "2026-11-01", minutes: min("00:30") });
  });

  it.each([
    ["New York spring-forward day", "2026-03-08", NY, 23],
    ["New York fall-back day", "2026-11-01", NY, 25],
    ["Chicago spring-forward day", "2026-03-08", CHI, 23],
    ["Chicago fall-back day", "2026-11-01", CHI, 25],
    ["an ordinary day", "2026-06-10", NY, 24],
    ["Kolkata (no daylight saving)", "2026-03-08", KOLKATA, 24],
  ])("%s has %i hours from midnight to midnight", (_name, day, tz, hours) => {
    const start = zonedToInstant(day, 0, tz);
    const end = zonedToInstant(addDays(day, 1), 0, tz);
    expect((end - start) / HOUR).toBe(hours);
  });

  it.each([
    ["2026-03-08", NY],
    ["2026-11-01", NY],
    ["2026-03-08", CHI],
    ["2026-11-01", CHI],
    ["2026-06-10", KOLKATA],
    ["2026-06-10", "UTC"],
  ])("round-trips every existing quarter hour of %s in %s", (day, tz) => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const skipped = day === "2026-03-08" && (tz === NY || tz === CHI) && minutes >= 120 && minutes < 180;
      if (skipped) continue;
      expect(zonedParts(zonedToInstant(day, minutes, tz), tz), `${day} ${minutes}`).toEqual({ day, minutes });
    }
  });

  it("refuses a day that does not exist", () => {
    expect(() => zonedToInstant("2026-02-29", 0, "UTC")).toThrow();
  });
});

describe("todayIn with a fixed clock", () => {
  // 2026-01-01 03:00 UTC: still New Year's Eve in the Americas, New Year's Day in Asia.
  const now = utc("2026-01-01T03:00:00Z");
  it.each([
    ["UTC", "2026-01-01"],
    [NY, "2025-12-31"],
    [CHI, "2025-12-31"],
    ["America/Los_Angeles", "2025-12-31"],
    [KOLKATA, "2026-01-01"],
    ["Pacific/Kiritimati", "2026-01-01"],
  ])("in %s it is %s", (tz, day) => {
    expect(todayIn(tz, now)).toBe(day);
  });

  it("the day changes at local midnight", () => {
    expect(todayIn(NY, utc("2026-06-11T03:59:59Z"))).toBe("2026-06-10");
    expect(todayIn(NY, utc("2026-06-11T04:00:00Z"))).toBe("2026-06-11");
    expect(todayIn(KOLKATA, utc("2026-06-10T18:29:59Z"))).toBe("2026-06-10");
    expect(todayIn(KOLKATA, utc("2026-06-10T18:30:00Z"))).toBe("2026-06-11");
  });
});
