import { describe, expect, it } from "vitest";
import { DEFAULT_RANGE, emptyAvailability, emptyWeek, WEEKDAYS, type DayAvailability, type TimeRange, type WeeklyAvailability } from "@rallyhub/domain/availability/types";
import { addRange, availabilityFormSchema, copyDay, normalizeWeek, removeRange, setDayChecked, updateRange } from "./weekly";
import { AVAILABILITY_MESSAGES } from "../messages";

const r = (startTime: string, endTime: string): TimeRange => ({ startTime, endTime });
const day = (isAvailable: boolean, ...timeRanges: TimeRange[]): DayAvailability => ({ isAvailable, timeRanges });

function week(overrides: Partial<WeeklyAvailability> = {}): WeeklyAvailability {
  return { ...emptyWeek(), ...overrides };
}

describe("defaults (spec §9)", () => {
  it("the default range is 17:00 to 20:00", () => {
    expect(DEFAULT_RANGE).toEqual(r("17:00", "20:00"));
  });
  it("an empty week has every day unavailable with no ranges", () => {
    const w = emptyWeek();
    expect(Object.keys(w)).toEqual([...WEEKDAYS]);
    for (const d of WEEKDAYS) expect(w[d]).toEqual(day(false));
  });
});

describe("setDayChecked (spec §4 Availability (weekly))", () => {
  it("checking a day with no ranges adds 17:00–20:00", () => {
    expect(setDayChecked(day(false), true)).toEqual(day(true, r("17:00", "20:00")));
  });

  it("the added default range is a copy, not the shared constant", () => {
    const checked = setDayChecked(day(false), true);
    expect(checked.timeRanges[0]).not.toBe(DEFAULT_RANGE);
  });

  it("checking a day that already has ranges keeps them", () => {
    expect(setDayChecked(day(false, r("08:00", "09:00"), r("18:00", "21:00")), true)).toEqual(day(true, r("08:00", "09:00"), r("18:00", "21:00")));
  });

  it("unchecking clears the ranges", () => {
    expect(setDayChecked(day(true, r("08:00", "09:00"), r("18:00", "21:00")), false)).toEqual(day(false));
  });

  it("unchecking and checking again starts from the default", () => {
    const again = setDayChecked(setDayChecked(day(true, r("08:00", "09:00")), false), true);
    expect(again).toEqual(day(true, r("17:00", "20:00")));
  });
});

describe("addRange", () => {
  it.each([
    ["continues an hour from the last end", day(true, r("17:00", "20:00")), r("20:00", "21:00")],
    ["keeps the minutes", day(true, r("07:15", "08:45")), r("08:45", "09:45")],
    ["uses the last range, not the latest-ending", day(true, r("18:00", "21:00"), r("08:00", "09:00")), r("09:00", "10:00")],
    ["22:00 still fits", day(true, r("20:00", "22:00")), r("22:00", "23:00")],
    ["after 23:00 there is no room: an empty range to fill in", day(true, r("21:00", "23:30")), r("", "")],
    ["a day without ranges gets the default", day(false), r("17:00", "20:00")],
  ])("%s", (_name, before, added) => {
    const after = addRange(before);
    expect(after.isAvailable).toBe(true);
    expect(after.timeRanges).toEqual([...before.timeRanges, added]);
  });

  it("does not change the day it is given", () => {
    const before = day(true, r("17:00", "20:00"));
    addRange(before);
    expect(before).toEqual(day(true, r("17:00", "20:00")));
  });
});

describe("removeRange", () => {
  it("removes the range at the index", () => {
    expect(removeRange(day(true, r("08:00", "09:00"), r("17:00", "20:00"), r("21:00", "22:00")), 1)).toEqual(day(true, r("08:00", "09:00"), r("21:00", "22:00")));
  });

  it("removing the last range makes the day unavailable", () => {
    expect(removeRange(day(true, r("17:00", "20:00")), 0)).toEqual(day(false));
  });

  it("an index past the end changes nothing", () => {
    expect(removeRange(day(true, r("17:00", "20:00")), 3)).toEqual(day(true, r("17:00", "20:00")));
  });
});

describe("updateRange", () => {
  it("patches one field of one range", () => {
    expect(updateRange(day(true, r("08:00", "09:00"), r("17:00", "20:00")), 1, { endTime: "21:30" })).toEqual(day(true, r("08:00", "09:00"), r("17:00", "21:30")));
  });
  it("keeps isAvailable", () => {
    expect(updateRange(day(true, r("17:00", "20:00")), 0, { startTime: "" }).isAvailable).toBe(true);
  });
});

describe("normalizeWeek (what is saved)", () => {
  it("drops empty ranges", () => {
    const w = normalizeWeek(week({ monday: day(true, r("", ""), r("17:00", "20:00"), r("", "")) }));
    expect(w.monday).toEqual(day(true, r("17:00", "20:00")));
  });

  it("a checked day left with no ranges becomes unavailable", () => {
    expect(normalizeWeek(week({ tuesday: day(true, r("", "")) })).tuesday).toEqual(day(false));
    expect(normalizeWeek(week({ tuesday: day(true) })).tuesday).toEqual(day(false));
  });

  it("an unchecked day keeps no ranges", () => {
    expect(normalizeWeek(week({ wednesday: day(false, r("17:00", "20:00")) })).wednesday).toEqual(day(false));
  });

  it("keeps every weekday and leaves good days as they are", () => {
    const input = week({ monday: day(true, r("17:00", "20:00")), saturday: day(true, r("09:00", "12:00"), r("14:00", "18:00")) });
    const w = normalizeWeek(input);
    expect(Object.keys(w).sort()).toEqual([...WEEKDAYS].sort());
    expect(w).toEqual(input);
  });
});

describe("copyDay", () => {
  it("copies one day's hours to other days, as copies", () => {
    const input = week({ monday: day(true, r("17:00", "20:00"), r("21:00", "22:00")), sunday: day(true, r("09:00", "10:00")) });
    const w = copyDay(input, "monday", ["tuesday", "wednesday", "thursday", "friday"]);
    for (const d of ["tuesday", "wednesday", "thursday", "friday"] as const) {
      expect(w[d]).toEqual(input.monday);
      expect(w[d].timeRanges).not.toBe(input.monday.timeRanges);
      expect(w[d].timeRanges[0]).not.toBe(input.monday.timeRanges[0]);
    }
    expect(w.saturday).toEqual(day(false));
    expect(w.sunday).toEqual(day(true, r("09:00", "10:00")));
    // The input is untouched.
    expect(input.tuesday).toEqual(day(false));
  });

  it("copying an unavailable day clears the targets", () => {
    const w = copyDay(week({ tuesday: day(true, r("17:00", "20:00")) }), "monday", ["tuesday"]);
    expect(w.tuesday).toEqual(day(false));
  });
});

describe("availabilityFormSchema (spec §5 Time ranges)", () => {
  const issues = (w: WeeklyAvailability) => availabilityFormSchema.safeParse({ ...emptyAvailability("UTC"), weeklyAvailability: w }).error?.issues.map((i) => [i.path.join("."), i.message]);

  it("takes a valid week, empty ranges included, and ignores the hours of an unavailable day", () => {
    expect(issues(week({ monday: day(true, r("17:00", "20:00"), r("", "")), tuesday: day(false, r("20:00", "17:00")) }))).toBeUndefined();
  });

  it("puts the summary on weeklyAvailability, then each problem on its range's field", () => {
    expect(issues(week({ monday: day(true, r("18:00", "17:00")), friday: day(true, r("", "19:00")) }))).toEqual([
      ["weeklyAvailability", AVAILABILITY_MESSAGES.week.fixTimes],
      ["weeklyAvailability.monday.timeRanges.0.endTime", "End time must be after the start time"],
      ["weeklyAvailability.friday.timeRanges.0.startTime", "Required"],
    ]);
  });

  it("marks overlapping ranges", () => {
    expect(issues(week({ sunday: day(true, r("17:00", "20:00"), r("18:00", "21:00")) }))).toEqual([
      ["weeklyAvailability", AVAILABILITY_MESSAGES.week.fixTimes],
      ["weeklyAvailability.sunday.timeRanges.0.overlap", "Overlapping times with another range."],
      ["weeklyAvailability.sunday.timeRanges.1.overlap", "Overlapping times with another range."],
    ]);
  });
});
