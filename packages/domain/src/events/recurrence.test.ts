import { describe, expect, it } from "vitest";
import { zonedParts } from "../availability/dates";
import { describeRecurrence, occurrenceDays, occurrenceStarts, weekDayOf } from "./recurrence";

describe("occurrenceDays (spec §3 reoccurringInfo)", () => {
  it("weekly on the chosen days, for N times", () => {
    // 2026-12-01 is a Tuesday.
    expect(weekDayOf("2026-12-01")).toBe(2);
    expect(occurrenceDays("2026-12-01", { frequency: "weekly", days: [2, 4], until: null, count: 4 })).toEqual(["2026-12-01", "2026-12-03", "2026-12-08", "2026-12-10"]);
  });

  it("until a date (inclusive)", () => {
    expect(occurrenceDays("2026-12-01", { frequency: "weekly", days: [2], until: "2026-12-22", count: null })).toEqual(["2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22"]);
  });

  it("a first day on another weekday starts at the first chosen day", () => {
    expect(occurrenceDays("2026-11-30", { frequency: "weekly", days: [2], until: null, count: 2 })).toEqual(["2026-12-01", "2026-12-08"]);
  });

  it("skips excluded dates, which do not count toward N", () => {
    expect(occurrenceDays("2026-12-01", { frequency: "weekly", days: [2], until: null, count: 3 }, ["2026-12-08"])).toEqual(["2026-12-01", "2026-12-15", "2026-12-22"]);
  });

  it("is bounded: at most 52 games, at most a year", () => {
    expect(occurrenceDays("2026-12-01", { frequency: "weekly", days: [0, 1, 2, 3, 4, 5, 6], until: null, count: 500 })).toHaveLength(52);
    const weekly = occurrenceDays("2026-12-01", { frequency: "weekly", days: [2], until: "2030-01-01", count: null });
    expect(weekly).toHaveLength(52);
    expect(weekly.at(-1)).toBe("2027-11-23");
    // Skipped dates push the series on, but never past a year from its first day.
    const skipping = occurrenceDays("2026-12-01", { frequency: "weekly", days: [2], until: "2030-01-01", count: null }, ["2026-12-08", "2026-12-15", "2026-12-22"]);
    expect(skipping.at(-1)).toBe("2027-11-30");
    expect(skipping).toHaveLength(50);
    expect(occurrenceDays("2026-12-01", { frequency: "weekly", days: [], until: null, count: 3 })).toEqual([]);
  });
});

describe("occurrenceStarts across daylight saving", () => {
  it("keeps the wall-clock time in the event's zone as the clocks change", () => {
    // US clocks go back on 2026-11-01 and forward on 2027-03-14.
    const starts = occurrenceStarts("2027-03-09", "18:00", "America/Chicago", { frequency: "weekly", days: [2], until: null, count: 2 });
    expect(starts.map((s) => zonedParts(s.start, "America/Chicago"))).toEqual([
      { day: "2027-03-09", minutes: 18 * 60 },
      { day: "2027-03-16", minutes: 18 * 60 },
    ]);
    // Across the change the gap between the instants is a week minus an hour.
    const [a, b] = starts;
    expect((b?.start ?? 0) - (a?.start ?? 0)).toBe(7 * 24 * 3_600_000 - 3_600_000);
  });

  it("in a zone without daylight saving the gap is a whole week", () => {
    const [a, b] = occurrenceStarts("2027-03-09", "18:00", "America/Phoenix", { frequency: "weekly", days: [2], until: null, count: 2 });
    expect((b?.start ?? 0) - (a?.start ?? 0)).toBe(7 * 24 * 3_600_000);
  });
});

describe("describeRecurrence", () => {
  it("reads like a sentence", () => {
    expect(describeRecurrence({ frequency: "weekly", days: [4, 2], until: null, count: 8 })).toBe("Weekly on Tuesdays and Thursdays, 8 times");
    expect(describeRecurrence({ frequency: "weekly", days: [6], until: "2027-03-03", count: null })).toBe("Weekly on Saturdays, until Mar 3, 2027");
    expect(describeRecurrence({ frequency: "weekly", days: [1, 3, 5], until: null, count: 3 })).toBe("Weekly on Mondays, Wednesdays and Fridays, 3 times");
  });
});
