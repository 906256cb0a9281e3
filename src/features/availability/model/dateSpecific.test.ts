import { describe, expect, it } from "vitest";
import { draftFromEntry, draftProblems, draftReducer, entryCovers, entryFromDraft, entryRangesFor, maxEndDate, newDraft, sortEntries, type DateSpecificDraft, type DraftAction } from "./dateSpecific";
import type { DateSpecificEntry, TimeRange, TravelLocation } from "@rallyhub/domain/availability/types";
import { AVAILABILITY_MESSAGES } from "../messages";

// A fixed "today": nothing here reads the clock.
const TODAY = "2026-06-10";

const r = (startTime: string, endTime: string): TimeRange => ({ startTime, endTime });
const DENVER: TravelLocation = { city: "Denver", state: "CO", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "Denver, Colorado, USA" };

function draft(overrides: Partial<DateSpecificDraft> = {}): DateSpecificDraft {
  return { ...newDraft(TODAY), ...overrides };
}

function run(start: DateSpecificDraft, ...actions: DraftAction[]): DateSpecificDraft {
  return actions.reduce(draftReducer, start);
}

describe("newDraft", () => {
  it("starts today, a single day, not traveling, with the default hours", () => {
    expect(newDraft(TODAY)).toEqual({
      date: TODAY,
      endDate: "",
      isRange: false,
      isTraveling: false,
      location: null,
      dailyMode: false,
      timeRanges: [r("17:00", "20:00")],
      dailyTimeRanges: [],
    });
  });

  it("a fresh draft can be added as it is", () => {
    expect(draftProblems(newDraft(TODAY), TODAY)).toEqual([]);
  });
});

describe("maxEndDate (spec §9: date range max one month)", () => {
  it.each([
    ["2026-06-10", "2026-07-10"],
    ["2026-01-31", "2026-02-28"],
    ["2028-01-31", "2028-02-29"],
    ["2026-12-15", "2027-01-15"],
    ["", null],
    ["2026-02-30", null],
  ])("%j → %j", (start, max) => {
    expect(maxEndDate(start)).toBe(max);
  });
});

describe("draftReducer (spec §4 Date-specific dialog)", () => {
  describe("travel", () => {
    it("turning travel on forces date-range mode", () => {
      const d = run(draft(), { type: "setTraveling", on: true });
      expect(d.isTraveling).toBe(true);
      expect(d.isRange).toBe(true);
    });

    it("the range cannot be turned off while traveling", () => {
      const traveling = run(draft(), { type: "setTraveling", on: true }, { type: "setEndDate", endDate: "2026-06-12" });
      const d = draftReducer(traveling, { type: "setRange", on: false });
      expect(d).toBe(traveling);
      expect(d.isRange).toBe(true);
      expect(d.endDate).toBe("2026-06-12");
    });

    it("turning travel off clears the destination and keeps the range", () => {
      const d = run(draft(), { type: "setTraveling", on: true }, { type: "setEndDate", endDate: "2026-06-12" }, { type: "setLocation", location: DENVER }, { type: "setTraveling", on: false });
      expect(d.isTraveling).toBe(false);
      expect(d.location).toBeNull();
      expect(d.isRange).toBe(true);
      expect(d.endDate).toBe("2026-06-12");
    });

    it("after travel is off the range can be turned off again", () => {
      const d = run(draft(), { type: "setTraveling", on: true }, { type: "setTraveling", on: false }, { type: "setRange", on: false });
      expect(d.isRange).toBe(false);
    });
  });

  describe("range", () => {
    it("turning the range on keeps the dates", () => {
      const d = run(draft(), { type: "setRange", on: true });
      expect(d).toMatchObject({ isRange: true, date: TODAY, endDate: "" });
    });

    it("turning the range off clears the end date and daily mode", () => {
      const d = run(draft(), { type: "setRange", on: true }, { type: "setEndDate", endDate: "2026-06-12" }, { type: "setDailyMode", on: true }, { type: "setRange", on: false });
      expect(d).toMatchObject({ isRange: false, endDate: "", dailyMode: false, dailyTimeRanges: [] });
    });
  });

  describe("start date", () => {
    const ranged = run(draft(), { type: "setRange", on: true }, { type: "setEndDate", endDate: "2026-06-15" });

    it("moving the start past the end clears the end", () => {
      expect(draftReducer(ranged, { type: "setDate", date: "2026-06-16" }).endDate).toBe("");
    });

    it("moving the start onto the end keeps it", () => {
      expect(draftReducer(ranged, { type: "setDate", date: "2026-06-15" }).endDate).toBe("2026-06-15");
    });

    it("moving the start within the range keeps the end", () => {
      expect(draftReducer(ranged, { type: "setDate", date: "2026-06-12" })).toMatchObject({ date: "2026-06-12", endDate: "2026-06-15" });
    });

    it("moving the start so far back that the end is over a month away clears the end", () => {
      const later = run(draft({ date: "2026-07-01" }), { type: "setRange", on: true }, { type: "setEndDate", endDate: "2026-07-20" });
      expect(draftReducer(later, { type: "setDate", date: "2026-06-15" }).endDate).toBe("");
      expect(draftReducer(later, { type: "setDate", date: "2026-06-20" }).endDate).toBe("2026-07-20");
    });

    it("clearing the start keeps the end (nothing to compare with)", () => {
      expect(draftReducer(ranged, { type: "setDate", date: "" })).toMatchObject({ date: "", endDate: "2026-06-15" });
    });
  });

  describe("daily-hours mode", () => {
    const threeDays = run(draft(), { type: "setRange", on: true }, { type: "setEndDate", endDate: "2026-06-12" });

    it("needs a range", () => {
      const d = draftReducer(draft(), { type: "setDailyMode", on: true });
      expect(d.dailyMode).toBe(false);
    });

    it("creates one hours set per day in the range, starting from the shared hours", () => {
      const d = run(threeDays, { type: "setRanges", timeRanges: [r("09:00", "11:00")] }, { type: "setDailyMode", on: true });
      expect(d.dailyMode).toBe(true);
      expect(d.dailyTimeRanges).toEqual([
        { date: "2026-06-10", timeRanges: [r("09:00", "11:00")] },
        { date: "2026-06-11", timeRanges: [r("09:00", "11:00")] },
        { date: "2026-06-12", timeRanges: [r("09:00", "11:00")] },
      ]);
      // Each day has its own copy.
      expect(d.dailyTimeRanges[0]!.timeRanges).not.toBe(d.dailyTimeRanges[1]!.timeRanges);
      expect(d.dailyTimeRanges[0]!.timeRanges[0]).not.toBe(d.timeRanges[0]);
    });

    it("a single-day range has one hours set", () => {
      const d = run(draft(), { type: "setRange", on: true }, { type: "setEndDate", endDate: TODAY }, { type: "setDailyMode", on: true });
      expect(d.dailyTimeRanges.map((x) => x.date)).toEqual([TODAY]);
    });

    it("without an end date there are no days yet", () => {
      const d = run(draft(), { type: "setRange", on: true }, { type: "setDailyMode", on: true });
      expect(d.dailyMode).toBe(true);
      expect(d.dailyTimeRanges).toEqual([]);
    });

    it("setting the end date after daily mode fills in the days", () => {
      const d = run(draft(), { type: "setRange", on: true }, { type: "setDailyMode", on: true }, { type: "setEndDate", endDate: "2026-06-11" });
      expect(d.dailyTimeRanges.map((x) => x.date)).toEqual(["2026-06-10", "2026-06-11"]);
    });

    it("setDayRanges changes only that day", () => {
      const d = run(threeDays, { type: "setDailyMode", on: true }, { type: "setDayRanges", date: "2026-06-11", timeRanges: [r("06:00", "07:00")] });
      expect(d.dailyTimeRanges).toEqual([
        { date: "2026-06-10", timeRanges: [r("17:00", "20:00")] },
        { date: "2026-06-11", timeRanges: [r("06:00", "07:00")] },
        { date: "2026-06-12", timeRanges: [r("17:00", "20:00")] },
      ]);
    });

    it("keeps typed hours for days still in the range when the end moves", () => {
      const typed = run(
        threeDays,
        { type: "setDailyMode", on: true },
        { type: "setDayRanges", date: "2026-06-11", timeRanges: [r("06:00", "07:00")] },
        { type: "setDayRanges", date: "2026-06-12", timeRanges: [r("12:00", "13:00")] },
      );
      const longer = draftReducer(typed, { type: "setEndDate", endDate: "2026-06-13" });
      expect(longer.dailyTimeRanges).toEqual([
        { date: "2026-06-10", timeRanges: [r("17:00", "20:00")] },
        { date: "2026-06-11", timeRanges: [r("06:00", "07:00")] },
        { date: "2026-06-12", timeRanges: [r("12:00", "13:00")] },
        { date: "2026-06-13", timeRanges: [r("17:00", "20:00")] },
      ]);
      const shorter = draftReducer(typed, { type: "setEndDate", endDate: "2026-06-11" });
      expect(shorter.dailyTimeRanges).toEqual([
        { date: "2026-06-10", timeRanges: [r("17:00", "20:00")] },
        { date: "2026-06-11", timeRanges: [r("06:00", "07:00")] },
      ]);
    });

    it("keeps typed hours for days still in the range when the start moves", () => {
      const typed = run(threeDays, { type: "setDailyMode", on: true }, { type: "setDayRanges", date: "2026-06-12", timeRanges: [r("12:00", "13:00")] });
      const d = draftReducer(typed, { type: "setDate", date: "2026-06-11" });
      expect(d.dailyTimeRanges).toEqual([
        { date: "2026-06-11", timeRanges: [r("17:00", "20:00")] },
        { date: "2026-06-12", timeRanges: [r("12:00", "13:00")] },
      ]);
    });

    it("turning daily mode off drops the per-day hours", () => {
      const d = run(threeDays, { type: "setDailyMode", on: true }, { type: "setDailyMode", on: false });
      expect(d).toMatchObject({ dailyMode: false, dailyTimeRanges: [] });
    });

    it("moving the start past the end in daily mode leaves hours for days outside the (now open) range", () => {
      // Spec §4: daily-hours mode has one hours set per day *in the range*. Once the end is
      // cleared there is no range, so the old days should go (the dialog then says
      // "Choose the end date to set hours for each day."). They stay and keep being shown.
      const typed = run(threeDays, { type: "setDailyMode", on: true });
      const d = draftReducer(typed, { type: "setDate", date: "2026-06-20" });
      expect(d.endDate).toBe("");
      expect(d.dailyTimeRanges.filter((x) => x.date < d.date)).toEqual([]);
    });
  });

  it("setLocation sets and clears the destination", () => {
    const d = run(draft(), { type: "setTraveling", on: true }, { type: "setLocation", location: DENVER });
    expect(d.location).toEqual(DENVER);
    expect(draftReducer(d, { type: "setLocation", location: null }).location).toBeNull();
  });
});

describe("draftProblems (spec §5 Date-specific dialog)", () => {
  it.each<[string, Partial<DateSpecificDraft>, string[]]>([
    ["no date", { date: "" }, ["dateRequired"]],
    ["a date that does not exist", { date: "2026-02-30" }, ["dateRequired"]],
    ["yesterday", { date: "2026-06-09" }, ["dateInPast"]],
    ["today", { date: TODAY }, []],
    ["next year", { date: "2027-01-01" }, []],
    ["a range without an end", { isRange: true }, ["endDateRequired"]],
    ["a range ending before it starts", { date: "2026-06-12", isRange: true, endDate: "2026-06-11" }, ["endBeforeStart"]],
    ["a range of one day", { isRange: true, endDate: TODAY }, []],
    ["a range of exactly one month", { isRange: true, endDate: "2026-07-10" }, []],
    ["a range of one month and a day", { isRange: true, endDate: "2026-07-11" }, ["endTooLate"]],
    ["Jan 31 to Feb 28", { date: "2027-01-31", isRange: true, endDate: "2027-02-28" }, []],
    ["Jan 31 to Mar 1", { date: "2027-01-31", isRange: true, endDate: "2027-03-01" }, ["endTooLate"]],
    ["Jan 31 to Feb 29 in a leap year", { date: "2028-01-31", isRange: true, endDate: "2028-02-29" }, []],
    ["traveling without a destination", { isRange: true, endDate: "2026-06-12", isTraveling: true }, ["destinationRequired"]],
    ["traveling with a destination", { isRange: true, endDate: "2026-06-12", isTraveling: true, location: DENVER }, []],
    ["no ranges", { timeRanges: [] }, ["noRanges"]],
    ["only empty ranges", { timeRanges: [r("", "")] }, ["noRanges"]],
    ["an empty range beside a good one", { timeRanges: [r("", ""), r("09:00", "10:00")] }, []],
    ["a backwards range", { timeRanges: [r("20:00", "17:00")] }, ["rangeErrors"]],
    ["overlapping ranges", { timeRanges: [r("17:00", "19:00"), r("18:00", "20:00")] }, ["rangeErrors"]],
    ["several problems at once", { date: "2026-06-01", isRange: true, isTraveling: true, timeRanges: [] }, ["dateInPast", "endDateRequired", "destinationRequired", "noRanges"]],
  ])("%s → %j", (_name, overrides, problems) => {
    expect(draftProblems(draft(overrides), TODAY)).toEqual(problems);
  });

  it("the start may be today but not before, whatever 'today' is", () => {
    expect(draftProblems(draft({ date: "2026-12-31" }), "2027-01-01")).toEqual(["dateInPast"]);
    expect(draftProblems(draft({ date: "2027-01-01" }), "2027-01-01")).toEqual([]);
  });

  describe("daily mode", () => {
    const daily = run(draft(), { type: "setRange", on: true }, { type: "setEndDate", endDate: "2026-06-12" }, { type: "setDailyMode", on: true });

    it("is fine when every day has hours", () => {
      expect(draftProblems(daily, TODAY)).toEqual([]);
    });

    it("is blocked when a day has no ranges", () => {
      expect(draftProblems(draftReducer(daily, { type: "setDayRanges", date: "2026-06-11", timeRanges: [] }), TODAY)).toEqual(["dayWithoutRanges"]);
      expect(draftProblems(draftReducer(daily, { type: "setDayRanges", date: "2026-06-11", timeRanges: [r("", "")] }), TODAY)).toEqual(["dayWithoutRanges"]);
    });

    it("is blocked before any day exists", () => {
      const noEnd = run(draft(), { type: "setRange", on: true }, { type: "setDailyMode", on: true });
      expect(draftProblems(noEnd, TODAY)).toEqual(["endDateRequired", "dayWithoutRanges"]);
    });

    it("reports a day's bad times", () => {
      expect(draftProblems(draftReducer(daily, { type: "setDayRanges", date: "2026-06-12", timeRanges: [r("19:00", "18:00")] }), TODAY)).toEqual(["rangeErrors"]);
    });

    it("ignores the shared hours (they are hidden in daily mode)", () => {
      expect(draftProblems(draftReducer(daily, { type: "setRanges", timeRanges: [] }), TODAY)).toEqual([]);
    });
  });

  it("every problem has a message", () => {
    for (const message of Object.values(AVAILABILITY_MESSAGES.draft)) expect(message).toMatch(/\S/);
  });
});

describe("entryFromDraft", () => {
  it("a single day: no endDate, no location, no daily hours", () => {
    const entry = entryFromDraft(draft({ timeRanges: [r("09:00", "12:00"), r("", "")] }));
    expect(entry).toEqual({ date: TODAY, timeRanges: [r("09:00", "12:00")], isTraveling: false });
    expect(entry).not.toHaveProperty("endDate");
    expect(entry).not.toHaveProperty("location");
    expect(entry).not.toHaveProperty("dailyTimeRanges");
  });

  it("an end date left over from range mode is not stored once the range is off", () => {
    expect(entryFromDraft(draft({ isRange: false, endDate: "2026-06-12" }))).not.toHaveProperty("endDate");
  });

  it("a range keeps its end date", () => {
    expect(entryFromDraft(draft({ isRange: true, endDate: "2026-06-12" }))).toEqual({ date: TODAY, endDate: "2026-06-12", timeRanges: [r("17:00", "20:00")], isTraveling: false });
  });

  it("a trip stores the destination", () => {
    const d = run(draft(), { type: "setTraveling", on: true }, { type: "setEndDate", endDate: "2026-06-14" }, { type: "setLocation", location: DENVER });
    expect(draftProblems(d, TODAY)).toEqual([]);
    expect(entryFromDraft(d)).toEqual({ date: TODAY, endDate: "2026-06-14", timeRanges: [r("17:00", "20:00")], isTraveling: true, location: DENVER });
  });

  it("a location is not stored when not traveling", () => {
    expect(entryFromDraft(draft({ isTraveling: false, location: DENVER }))).not.toHaveProperty("location");
  });

  it("daily mode stores one hours set per day, empty ranges dropped", () => {
    const d = run(
      draft(),
      { type: "setRange", on: true },
      { type: "setEndDate", endDate: "2026-06-11" },
      { type: "setDailyMode", on: true },
      { type: "setDayRanges", date: "2026-06-11", timeRanges: [r("08:00", "09:00"), r("", "")] },
    );
    expect(entryFromDraft(d)).toEqual({
      date: TODAY,
      endDate: "2026-06-11",
      timeRanges: [r("17:00", "20:00")],
      isTraveling: false,
      dailyTimeRanges: [
        { date: "2026-06-10", timeRanges: [r("17:00", "20:00")] },
        { date: "2026-06-11", timeRanges: [r("08:00", "09:00")] },
      ],
    });
  });

  it("daily hours are not stored outside daily mode", () => {
    expect(entryFromDraft(draft({ isRange: true, endDate: "2026-06-11", dailyMode: false, dailyTimeRanges: [{ date: TODAY, timeRanges: [r("08:00", "09:00")] }] }))).not.toHaveProperty(
      "dailyTimeRanges",
    );
  });

  it("round-trips through draftFromEntry", () => {
    const entries: DateSpecificEntry[] = [
      { date: TODAY, timeRanges: [r("09:00", "12:00")], isTraveling: false },
      { date: TODAY, endDate: "2026-06-14", timeRanges: [r("17:00", "20:00")], isTraveling: true, location: DENVER },
      {
        date: TODAY,
        endDate: "2026-06-11",
        timeRanges: [r("17:00", "20:00")],
        isTraveling: false,
        dailyTimeRanges: [
          { date: TODAY, timeRanges: [r("08:00", "09:00")] },
          { date: "2026-06-11", timeRanges: [r("10:00", "11:00")] },
        ],
      },
    ];
    for (const e of entries) expect(entryFromDraft(draftFromEntry(e))).toEqual(e);
  });
});

describe("draftFromEntry", () => {
  it("a day off (no ranges) opens with the default hours to edit", () => {
    expect(draftFromEntry({ date: TODAY, timeRanges: [], isTraveling: false })).toMatchObject({ isRange: false, dailyMode: false, timeRanges: [r("17:00", "20:00")], location: null, endDate: "" });
  });

  it("copies the ranges, so editing does not change the stored entry", () => {
    const entry: DateSpecificEntry = { date: TODAY, timeRanges: [r("09:00", "12:00")], isTraveling: false, dailyTimeRanges: [{ date: TODAY, timeRanges: [r("08:00", "09:00")] }] };
    const d = draftFromEntry(entry);
    expect(d.timeRanges[0]).not.toBe(entry.timeRanges[0]);
    expect(d.dailyTimeRanges[0]!.timeRanges[0]).not.toBe(entry.dailyTimeRanges![0]!.timeRanges[0]);
  });
});

describe("entryCovers / entryRangesFor / sortEntries", () => {
  const single: DateSpecificEntry = { date: "2026-06-10", timeRanges: [r("09:00", "12:00")], isTraveling: false };
  const range: DateSpecificEntry = {
    date: "2026-06-28",
    endDate: "2026-07-02",
    timeRanges: [r("17:00", "20:00")],
    isTraveling: false,
    dailyTimeRanges: [
      { date: "2026-06-30", timeRanges: [r("06:00", "07:00")] },
      { date: "2026-07-01", timeRanges: [] },
    ],
  };

  it.each([
    [single, "2026-06-09", false],
    [single, "2026-06-10", true],
    [single, "2026-06-11", false],
    [range, "2026-06-27", false],
    [range, "2026-06-28", true],
    [range, "2026-06-30", true],
    [range, "2026-07-02", true],
    [range, "2026-07-03", false],
  ])("entry starting %# covers %s → %s", (entry, day, expected) => {
    expect(entryCovers(entry, day)).toBe(expected);
  });

  it.each([
    ["2026-06-28", [r("17:00", "20:00")]],
    ["2026-06-30", [r("06:00", "07:00")]],
    ["2026-07-01", []],
    ["2026-07-02", [r("17:00", "20:00")]],
  ])("the range gives %s the hours %j", (day, hours) => {
    expect(entryRangesFor(range, day)).toEqual(hours);
  });

  it("a single day gives its hours", () => {
    expect(entryRangesFor(single, "2026-06-10")).toEqual([r("09:00", "12:00")]);
  });

  it("sortEntries orders by start date without changing the input", () => {
    const a: DateSpecificEntry = { date: "2026-12-01", timeRanges: [], isTraveling: false };
    const b: DateSpecificEntry = { date: "2026-06-10", timeRanges: [], isTraveling: false };
    const c: DateSpecificEntry = { date: "2027-01-05", timeRanges: [], isTraveling: false };
    const input = [a, b, c];
    expect(sortEntries(input)).toEqual([b, a, c]);
    expect(input).toEqual([a, b, c]);
    // Same instances, so callers can find them again with indexOf.
    expect(sortEntries(input)[0]).toBe(b);
  });
});
