import { describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS, UPCOMING_DAYS, WINDOW_KINDS, windowFor } from "./discoverWindow";

// Fixed instants, written out in UTC so the expectations do not lean on the code's own
// time-zone helpers. Chicago is UTC-6 (CST) until Sunday March 8 2026, 2 am, then UTC-5 (CDT);
// Tokyo is UTC+9 all year.
const CHICAGO = "America/Chicago";
const TOKYO = "Asia/Tokyo";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Wednesday March 4 2026, 10:00 CST. */
const WED_CHICAGO = Date.UTC(2026, 2, 4, 16);
/** Saturday March 7 2026, 15:00 CST. */
const SAT_CHICAGO = Date.UTC(2026, 2, 7, 21);
/** Sunday March 8 2026, 12:00 CDT (the day clocks spring forward). */
const SUN_CHICAGO = Date.UTC(2026, 2, 8, 17);
/** Monday March 9 2026, 9:00 CDT. */
const MON_CHICAGO = Date.UTC(2026, 2, 9, 14);

/** Midnight starting a Chicago day (CST before March 8 2026, CDT from then until November 1). */
const chicagoMidnight = (month: number, day: number, cdt = true) => Date.UTC(2026, month - 1, day, cdt ? 5 : 6);
/** Midnight starting a Tokyo day. */
const tokyoMidnight = (month: number, day: number) => Date.UTC(2026, month - 1, day) - 9 * HOUR;

describe("windowFor: Upcoming", () => {
  it(`runs from now to the start of the day ${UPCOMING_DAYS} days after today, in the viewer's zone`, () => {
    // March 4 + 60 days = May 3 (CDT by then).
    expect(windowFor("upcoming", WED_CHICAGO, CHICAGO)).toEqual({ from: WED_CHICAGO, to: chicagoMidnight(5, 3) });
    // The same instant is already Thursday March 5 in Tokyo: + 60 days = May 4.
    expect(windowFor("upcoming", WED_CHICAGO, TOKYO)).toEqual({ from: WED_CHICAGO, to: tokyoMidnight(5, 4) });
  });
});

describe("windowFor: Today", () => {
  it("runs from now to the next local midnight", () => {
    expect(windowFor("today", WED_CHICAGO, CHICAGO)).toEqual({ from: WED_CHICAGO, to: chicagoMidnight(3, 5, false) });
  });

  it("follows the viewer's zone: the same instant is Thursday 1 am in Tokyo, so today ends at Friday's midnight there", () => {
    expect(windowFor("today", WED_CHICAGO, TOKYO)).toEqual({ from: WED_CHICAGO, to: tokyoMidnight(3, 6) });
    expect(windowFor("today", WED_CHICAGO, TOKYO).to - WED_CHICAGO).toBe(23 * HOUR);
  });

  it("on the spring-forward day, midnight is in CDT (a 23-hour day)", () => {
    expect(windowFor("today", SUN_CHICAGO, CHICAGO)).toEqual({ from: SUN_CHICAGO, to: chicagoMidnight(3, 9) });
  });
});

describe("windowFor: This week (Monday to Sunday)", () => {
  it("on a Wednesday: from now through Sunday, ending at Monday's midnight (after the clock change)", () => {
    expect(windowFor("week", WED_CHICAGO, CHICAGO)).toEqual({ from: WED_CHICAGO, to: chicagoMidnight(3, 9) });
  });

  it("on a Sunday: only the rest of that Sunday", () => {
    expect(windowFor("week", SUN_CHICAGO, CHICAGO)).toEqual({ from: SUN_CHICAGO, to: chicagoMidnight(3, 9) });
  });

  it("on a Monday: the whole week through the next Sunday", () => {
    expect(windowFor("week", MON_CHICAGO, CHICAGO)).toEqual({ from: MON_CHICAGO, to: chicagoMidnight(3, 16) });
  });
});

describe("windowFor: This weekend", () => {
  it("on a Wednesday: from Saturday's midnight to Monday's midnight", () => {
    expect(windowFor("weekend", WED_CHICAGO, CHICAGO)).toEqual({ from: chicagoMidnight(3, 7, false), to: chicagoMidnight(3, 9) });
  });

  it("on a Saturday afternoon: from now to Monday's midnight", () => {
    expect(windowFor("weekend", SAT_CHICAGO, CHICAGO)).toEqual({ from: SAT_CHICAGO, to: chicagoMidnight(3, 9) });
  });

  it("on a Sunday: the weekend under way still counts (from now, not from Saturday, to Monday's midnight)", () => {
    expect(windowFor("weekend", SUN_CHICAGO, CHICAGO)).toEqual({ from: SUN_CHICAGO, to: chicagoMidnight(3, 9) });
  });

  it("on a Monday: next weekend", () => {
    expect(windowFor("weekend", MON_CHICAGO, CHICAGO)).toEqual({ from: chicagoMidnight(3, 14), to: chicagoMidnight(3, 16) });
  });

  it("is the viewer's weekend: Friday evening in Chicago is already Saturday in Tokyo", () => {
    const instant = Date.UTC(2026, 2, 7, 3); // Fri Mar 6, 21:00 CST = Sat Mar 7, 12:00 JST
    expect(windowFor("weekend", instant, CHICAGO)).toEqual({ from: chicagoMidnight(3, 7, false), to: chicagoMidnight(3, 9) });
    expect(windowFor("weekend", instant, TOKYO)).toEqual({ from: instant, to: tokyoMidnight(3, 9) });
  });

  it("is the viewer's weekend: Sunday morning in Chicago is already Monday in Tokyo, so Tokyo gets next weekend", () => {
    const instant = Date.UTC(2026, 2, 8, 16); // Sun Mar 8, 11:00 CDT = Mon Mar 9, 01:00 JST
    expect(windowFor("weekend", instant, CHICAGO)).toEqual({ from: instant, to: chicagoMidnight(3, 9) });
    expect(windowFor("weekend", instant, TOKYO)).toEqual({ from: tokyoMidnight(3, 14), to: tokyoMidnight(3, 16) });
  });
});

describe("windowFor: a range of dates", () => {
  it("runs from the first day's midnight to the midnight after the last day (both days included)", () => {
    expect(windowFor("range", WED_CHICAGO, CHICAGO, { from: "2026-04-01", to: "2026-04-10" })).toEqual({ from: chicagoMidnight(4, 1), to: chicagoMidnight(4, 11) });
  });

  it("a one-day range is that whole day", () => {
    expect(windowFor("range", WED_CHICAGO, TOKYO, { from: "2026-04-01", to: "2026-04-01" })).toEqual({ from: tokyoMidnight(4, 1), to: tokyoMidnight(4, 2) });
  });

  it("a range that began in the past starts now", () => {
    expect(windowFor("range", WED_CHICAGO, CHICAGO, { from: "2026-03-01", to: "2026-03-10" })).toEqual({ from: WED_CHICAGO, to: chicagoMidnight(3, 11) });
  });

  it("a range wholly in the past is empty (from = to = now)", () => {
    expect(windowFor("range", WED_CHICAGO, CHICAGO, { from: "2026-02-01", to: "2026-02-10" })).toEqual({ from: WED_CHICAGO, to: WED_CHICAGO });
  });

  it(`a range of exactly ${MAX_RANGE_DAYS} days is kept whole`, () => {
    // April 1 .. July 1 inclusive = 30 + 31 + 30 + 1 = 92 days.
    const w = windowFor("range", WED_CHICAGO, CHICAGO, { from: "2026-04-01", to: "2026-07-01" });
    expect(w).toEqual({ from: chicagoMidnight(4, 1), to: chicagoMidnight(7, 2) });
    expect((w.to - w.from) / DAY).toBe(MAX_RANGE_DAYS);
  });

  it(`a longer range is capped at ${MAX_RANGE_DAYS} days from its first day`, () => {
    const w = windowFor("range", WED_CHICAGO, CHICAGO, { from: "2026-04-01", to: "2026-12-31" });
    expect(w.from).toBe(chicagoMidnight(4, 1));
    expect((w.to - w.from) / DAY).toBe(MAX_RANGE_DAYS);
    expect(w.to).toBe(chicagoMidnight(7, 2));
  });

  it.each([
    ["no range at all", undefined],
    ["a day that does not exist", { from: "2026-02-30", to: "2026-03-10" }],
    ["text that is not a day", { from: "soon", to: "2026-03-10" }],
    ["an empty end", { from: "2026-04-01", to: "" }],
    ["an end before the start", { from: "2026-04-10", to: "2026-04-01" }],
  ])("an invalid range (%s) is empty at now", (_case, range) => {
    expect(windowFor("range", WED_CHICAGO, CHICAGO, range)).toEqual({ from: WED_CHICAGO, to: WED_CHICAGO });
  });
});

describe("windowFor: never earlier than now", () => {
  const instants = [WED_CHICAGO, SAT_CHICAGO, SUN_CHICAGO, MON_CHICAGO, Date.UTC(2026, 10, 1, 7, 30), Date.UTC(2026, 11, 31, 23, 59)];
  const zones = [CHICAGO, TOKYO, "UTC", "Pacific/Honolulu", "Pacific/Auckland"];
  const ranges = [undefined, { from: "2026-01-01", to: "2026-01-05" }, { from: "2026-03-01", to: "2027-03-01" }];

  it("every window starts at or after now and never ends before it starts", () => {
    for (const now of instants) {
      for (const zone of zones) {
        for (const kind of WINDOW_KINDS) {
          for (const range of kind === "range" ? ranges : [undefined]) {
            const w = windowFor(kind, now, zone, range);
            expect(w.from, `${kind} at ${new Date(now).toISOString()} in ${zone}`).toBeGreaterThanOrEqual(now);
            expect(w.to, `${kind} at ${new Date(now).toISOString()} in ${zone}`).toBeGreaterThanOrEqual(w.from);
          }
        }
      }
    }
  });
});
