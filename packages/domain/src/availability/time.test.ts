import { describe, expect, it } from "vitest";
import {
  covers,
  displayTime,
  dropEmptyRanges,
  formatTime,
  hasRangeErrors,
  intersectRanges,
  isEmptyRange,
  mergeRanges,
  overlaps,
  parseTime,
  RANGE_MESSAGES,
  subtractRanges,
  toMinutes,
  validateRanges,
  type MinuteRange,
} from "./time";
import type { TimeRange } from "./types";

const r = (startTime: string, endTime: string): TimeRange => ({ startTime, endTime });
const m = (start: number, end: number): MinuteRange => ({ start, end });
/** "17:00" → minutes, for readable tables. */
const t = (hhmm: string) => {
  const v = parseTime(hhmm);
  if (v === null) throw new Error(`bad time in test: ${hhmm}`);
  return v;
};
const mr = (a: string, b: string) => m(t(a), t(b));

describe("parseTime", () => {
  it.each([
    ["00:00", 0],
    ["00:01", 1],
    ["09:05", 545],
    ["17:00", 1020],
    ["23:59", 1439],
    [" 08:30 ", 510],
  ])("%j → %i", (input, minutes) => {
    expect(parseTime(input)).toBe(minutes);
  });

  it.each(["", "24:00", "7:00", "17:60", "1700", "17:00:00", "ab:cd", "-1:00", "12:5"])("%j is not a time", (input) => {
    expect(parseTime(input)).toBeNull();
  });
});

describe("formatTime", () => {
  it.each([
    [0, "00:00"],
    [545, "09:05"],
    [1020, "17:00"],
    [1439, "23:59"],
    // Clamped to the day.
    [-30, "00:00"],
    [1440, "23:59"],
    [5000, "23:59"],
    // Rounded to the minute.
    [59.6, "01:00"],
  ])("%d → %s", (minutes, text) => {
    expect(formatTime(minutes)).toBe(text);
  });

  it("round-trips every minute of the day with parseTime", () => {
    for (let i = 0; i < 24 * 60; i++) expect(parseTime(formatTime(i))).toBe(i);
  });
});

describe("displayTime", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["00:30", "12:30 AM"],
    ["09:05", "9:05 AM"],
    ["11:59", "11:59 AM"],
    ["12:00", "12:00 PM"],
    ["12:45", "12:45 PM"],
    ["17:00", "5:00 PM"],
    ["23:59", "11:59 PM"],
  ])("%s → %s", (input, text) => {
    expect(displayTime(input)).toBe(text);
  });

  it("shows what it cannot read unchanged", () => {
    expect(displayTime("")).toBe("");
    expect(displayTime("soon")).toBe("soon");
  });
});

describe("toMinutes", () => {
  it("converts a valid range", () => {
    expect(toMinutes(r("17:00", "20:00"))).toEqual(m(1020, 1200));
  });
  it.each([[r("20:00", "17:00")], [r("17:00", "17:00")], [r("", "20:00")], [r("17:00", "")], [r("17:00", "25:00")]])("%j is not a usable range", (range) => {
    expect(toMinutes(range)).toBeNull();
  });
});

describe("overlaps (half-open ranges)", () => {
  it.each([
    ["17:00–18:00 and 18:00–19:00 touch", mr("17:00", "18:00"), mr("18:00", "19:00"), false],
    ["18:00–19:00 and 17:00–18:00 touch", mr("18:00", "19:00"), mr("17:00", "18:00"), false],
    ["apart", mr("08:00", "09:00"), mr("17:00", "18:00"), false],
    ["one minute in common", mr("17:00", "18:01"), mr("18:00", "19:00"), true],
    ["one inside the other", mr("17:00", "20:00"), mr("18:00", "19:00"), true],
    ["identical", mr("17:00", "20:00"), mr("17:00", "20:00"), true],
    ["same start", mr("17:00", "18:00"), mr("17:00", "20:00"), true],
  ])("%s → %s", (_name, a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});

describe("mergeRanges", () => {
  it.each([
    ["nothing", [], []],
    ["one", [mr("17:00", "20:00")], [mr("17:00", "20:00")]],
    ["sorts", [mr("17:00", "18:00"), mr("08:00", "09:00")], [mr("08:00", "09:00"), mr("17:00", "18:00")]],
    ["joins touching", [mr("18:00", "19:00"), mr("17:00", "18:00")], [mr("17:00", "19:00")]],
    ["joins overlapping", [mr("17:00", "19:00"), mr("18:00", "20:00")], [mr("17:00", "20:00")]],
    ["swallows contained", [mr("17:00", "21:00"), mr("18:00", "19:00")], [mr("17:00", "21:00")]],
    ["drops empty and backwards", [m(600, 600), m(700, 650), mr("17:00", "18:00")], [mr("17:00", "18:00")]],
    ["chains", [mr("08:00", "10:00"), mr("09:00", "12:00"), mr("12:00", "13:00"), mr("15:00", "16:00")], [mr("08:00", "13:00"), mr("15:00", "16:00")]],
  ])("%s", (_name, input, expected) => {
    expect(mergeRanges(input)).toEqual(expected);
  });

  it("does not change its input", () => {
    const input = [mr("17:00", "19:00"), mr("18:00", "20:00")];
    const copy = structuredClone(input);
    mergeRanges(input);
    expect(input).toEqual(copy);
  });
});

describe("intersectRanges", () => {
  it.each([
    ["no overlap", [mr("08:00", "09:00")], [mr("17:00", "18:00")], []],
    ["touching only", [mr("08:00", "09:00")], [mr("09:00", "10:00")], []],
    ["partial", [mr("17:00", "20:00")], [mr("19:00", "22:00")], [mr("19:00", "20:00")]],
    ["contained", [mr("08:00", "22:00")], [mr("12:00", "13:00"), mr("17:00", "18:00")], [mr("12:00", "13:00"), mr("17:00", "18:00")]],
    ["many to many", [mr("08:00", "12:00"), mr("14:00", "18:00")], [mr("10:00", "15:00")], [mr("10:00", "12:00"), mr("14:00", "15:00")]],
    ["an empty side", [mr("08:00", "12:00")], [], []],
  ])("%s", (_name, a, b, expected) => {
    expect(intersectRanges(a, b)).toEqual(expected);
    expect(intersectRanges(b, a)).toEqual(expected);
  });
});

describe("subtractRanges (a minus b)", () => {
  it.each([
    ["nothing removed", [mr("17:00", "20:00")], [], [mr("17:00", "20:00")]],
    ["disjoint", [mr("17:00", "20:00")], [mr("08:00", "09:00")], [mr("17:00", "20:00")]],
    ["touching cut leaves all", [mr("17:00", "20:00")], [mr("20:00", "21:00")], [mr("17:00", "20:00")]],
    ["cut from the start", [mr("17:00", "20:00")], [mr("16:00", "18:00")], [mr("18:00", "20:00")]],
    ["cut from the end", [mr("17:00", "20:00")], [mr("19:00", "21:00")], [mr("17:00", "19:00")]],
    ["hole in the middle", [mr("17:00", "20:00")], [mr("18:00", "19:00")], [mr("17:00", "18:00"), mr("19:00", "20:00")]],
    ["removed entirely", [mr("17:00", "20:00")], [mr("17:00", "20:00")], []],
    ["several cuts", [mr("08:00", "20:00")], [mr("09:00", "10:00"), mr("12:00", "13:00")], [mr("08:00", "09:00"), mr("10:00", "12:00"), mr("13:00", "20:00")]],
    ["overlapping input is merged first", [mr("08:00", "10:00"), mr("09:00", "11:00")], [mr("09:30", "09:45")], [mr("08:00", "09:30"), mr("09:45", "11:00")]],
  ])("%s", (_name, a, b, expected) => {
    expect(subtractRanges(a, b)).toEqual(expected);
  });
});

describe("covers", () => {
  const hours = [mr("08:00", "10:00"), mr("10:00", "12:00"), mr("17:00", "20:00")];
  it.each([
    ["inside one range", mr("17:30", "19:00"), true],
    ["exactly one range", mr("17:00", "20:00"), true],
    ["across touching ranges", mr("09:00", "11:00"), true],
    ["starts before", mr("16:30", "18:00"), false],
    ["ends after", mr("19:00", "20:01"), false],
    ["spans the gap", mr("11:00", "18:00"), false],
    ["outside", mr("13:00", "14:00"), false],
    ["an empty span is trivially covered", m(600, 600), true],
  ])("%s → %s", (_name, span, expected) => {
    expect(covers(hours, span)).toBe(expected);
  });

  it("nothing is covered by no ranges", () => {
    expect(covers([], mr("17:00", "18:00"))).toBe(false);
  });
});

describe("validateRanges (spec §5 Time ranges)", () => {
  it("accepts good, separate and touching ranges", () => {
    expect(validateRanges([r("08:00", "09:00"), r("09:00", "10:00"), r("17:00", "20:00")])).toEqual([null, null, null]);
  });

  it.each([
    ["start missing", r("", "20:00"), { startTime: "required" }],
    ["end missing", r("17:00", ""), { endTime: "required" }],
    ["start unreadable", r("5pm", "20:00"), { startTime: "invalid" }],
    ["end unreadable", r("17:00", "24:00"), { endTime: "invalid" }],
    ["end before start", r("20:00", "17:00"), { endTime: "endTimeBeforeStartTime" }],
    ["end equal to start", r("17:00", "17:00"), { endTime: "endTimeBeforeStartTime" }],
    ["blank start with spaces", r("  ", "20:00"), { startTime: "required" }],
    ["both unreadable", r("x", "y"), { startTime: "invalid", endTime: "invalid" }],
  ])("%s", (_name, range, errors) => {
    expect(validateRanges([range])).toEqual([errors]);
    expect(hasRangeErrors([range])).toBe(true);
  });

  it("flags an overlap on both ranges, and not on a third that only touches", () => {
    const result = validateRanges([r("17:00", "19:00"), r("18:00", "20:00"), r("20:00", "21:00")]);
    expect(result).toEqual([{ overlap: true }, { overlap: true }, null]);
  });

  it("flags identical ranges as overlapping", () => {
    expect(validateRanges([r("17:00", "20:00"), r("17:00", "20:00")])).toEqual([{ overlap: true }, { overlap: true }]);
  });

  it("reports a time error and an overlap together", () => {
    // 17:00–21:00 is fine on its own; 18:00–18:00 has no length so it cannot overlap.
    expect(validateRanges([r("17:00", "21:00"), r("18:00", "18:00")])).toEqual([null, { endTime: "endTimeBeforeStartTime" }]);
    expect(validateRanges([r("17:00", "21:00"), r("", "19:00")])).toEqual([null, { startTime: "required" }]);
  });

  it("ignores empty ranges (they are dropped on save)", () => {
    expect(validateRanges([r("", ""), r("17:00", "20:00"), r(" ", "")])).toEqual([null, null, null]);
    expect(hasRangeErrors([r("", "")])).toBe(false);
    expect(hasRangeErrors([])).toBe(false);
  });
});

describe("empty ranges", () => {
  it("isEmptyRange is true only with neither time", () => {
    expect(isEmptyRange(r("", ""))).toBe(true);
    expect(isEmptyRange(r(" ", "  "))).toBe(true);
    expect(isEmptyRange(r("17:00", ""))).toBe(false);
    expect(isEmptyRange(r("", "20:00"))).toBe(false);
  });

  it("dropEmptyRanges keeps half-filled ranges and the order", () => {
    expect(dropEmptyRanges([r("", ""), r("08:00", "09:00"), r("17:00", ""), r("", ""), r("19:00", "20:00")])).toEqual([r("08:00", "09:00"), r("17:00", ""), r("19:00", "20:00")]);
  });
});

describe("RANGE_MESSAGES", () => {
  it("uses the spec's overlap text", () => {
    expect(RANGE_MESSAGES.overlap).toBe("Overlapping times with another range.");
  });
  it("has a message for every error code", () => {
    expect(RANGE_MESSAGES.required).toBeTruthy();
    expect(RANGE_MESSAGES.invalid).toBeTruthy();
    expect(RANGE_MESSAGES.endTimeBeforeStartTime).toBe("End time must be after the start time");
  });
});
