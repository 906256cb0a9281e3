import { describe, expect, it } from "vitest";
import { gameTime, type GameTimeInput } from "./gameTime";

// Fixed instants only; every expectation is a fact of the tz database
// (US daylight saving 2026: Mar 8 and Nov 1 at 02:00; the EU's: Mar 29 and Oct 25 at 01:00 UTC).

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
/** The text with its no-break spaces as plain ones (one test below checks where they are). */
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const show = (game: GameTimeInput, viewer: string | null) => plain(gameTime(game, viewer));

/** Wednesday December 2 2026, 8:00 PM in Chicago (CST, UTC-6) = Thursday December 3, 02:00 UTC. */
const WED_8PM_CHICAGO = at("2026-12-03T02:00:00Z");
/** Tuesday June 4 2030, 6:00 PM in Chicago (CDT, UTC-5) = 23:00 UTC: the app's test game (src/test/fixtures.ts). */
const TUE_6PM_CHICAGO = at("2030-06-04T23:00:00Z");
const chicago = (dateStart: number, minutes = 0): GameTimeInput => ({ dateStart, dateEnd: dateStart + minutes * MIN, timeZone: "America/Chicago" });

describe("gameTime: the venue's time, then the viewer's when their clock differs", () => {
  it.each<[string, GameTimeInput, string | null, string]>([
    // Same zone: the venue's time alone.
    ["same zone, no end", chicago(WED_8PM_CHICAGO), "America/Chicago", "Wed, Dec 2 · 8:00 PM CST"],
    ["same zone, with its end", chicago(WED_8PM_CHICAGO, 90), "America/Chicago", "Wed, Dec 2 · 8:00 PM – 9:30 PM CST"],
    ["no viewer (e-mails, notifications, calendar descriptions)", chicago(WED_8PM_CHICAGO, 90), null, "Wed, Dec 2 · 8:00 PM – 9:30 PM CST"],
    ["another zone name with the same clock adds nothing", { dateStart: at("2026-12-03T00:00:00Z"), timeZone: "America/New_York" }, "America/Detroit", "Wed, Dec 2 · 7:00 PM EST"],
    ["UTC and Etc/UTC read the same", { dateStart: at("2026-12-03T00:00:00Z"), timeZone: "UTC" }, "Etc/UTC", "Thu, Dec 3 · 12:00 AM UTC"],

    // Different zone, same day: the viewer's clock without a day.
    ["different zone, same day", chicago(TUE_6PM_CHICAGO), "America/New_York", "Tue, Jun 4 · 6:00 PM CDT (7:00 PM your time)"],
    ["different zone, same day, with its end", chicago(TUE_6PM_CHICAGO, 90), "America/New_York", "Tue, Jun 4 · 6:00 PM – 7:30 PM CDT (7:00 PM – 8:30 PM your time)"],
    ["a half-hour zone", chicago(TUE_6PM_CHICAGO), "Asia/Kolkata", "Tue, Jun 4 · 6:00 PM CDT (Wed, Jun 5 · 4:30 AM your time)"],

    // Different day: the viewer's day too.
    ["different day (issue 31's example)", chicago(WED_8PM_CHICAGO), "UTC", "Wed, Dec 2 · 8:00 PM CST (Thu, Dec 3 · 2:00 AM your time)"],
    ["different day, with its end", chicago(WED_8PM_CHICAGO, 90), "UTC", "Wed, Dec 2 · 8:00 PM – 9:30 PM CST (Thu, Dec 3 · 2:00 AM – 3:30 AM your time)"],
    ["the viewer's end falls on their next day", chicago(TUE_6PM_CHICAGO, 90), "UTC", "Tue, Jun 4 · 6:00 PM – 7:30 PM CDT (11:00 PM – Wed, Jun 5 · 12:30 AM your time)"],
    [
      "a viewer a day behind",
      { dateStart: at("2026-12-02T01:00:00Z"), dateEnd: at("2026-12-02T03:00:00Z"), timeZone: "Asia/Tokyo" },
      "America/Los_Angeles",
      "Wed, Dec 2 · 10:00 AM – 12:00 PM GMT+9 (Tue, Dec 1 · 5:00 PM – 7:00 PM your time)",
    ],
    ["a game past the venue's midnight", chicago(at("2026-12-03T05:00:00Z"), 90), "America/Chicago", "Wed, Dec 2 · 11:00 PM – Thu, Dec 3 · 12:30 AM CST"],
    [
      "a game past the venue's midnight, seen from elsewhere",
      chicago(at("2026-12-03T05:00:00Z"), 90),
      "America/Denver",
      "Wed, Dec 2 · 11:00 PM – Thu, Dec 3 · 12:30 AM CST (10:00 PM – 11:30 PM your time)",
    ],
    ["noon and midnight", { dateStart: at("2026-12-02T18:00:00Z"), dateEnd: at("2026-12-03T06:00:00Z"), timeZone: "America/Chicago" }, null, "Wed, Dec 2 · 12:00 PM – Thu, Dec 3 · 12:00 AM CST"],
    ["a zone without a US abbreviation", { dateStart: at("2026-07-01T18:00:00Z"), timeZone: "Europe/London" }, "Europe/London", "Wed, Jul 1 · 7:00 PM GMT+1"],

    // Daylight-saving boundaries.
    ["the night clocks go forward: each end its own abbreviation", chicago(at("2026-03-08T07:30:00Z"), 60), "America/Chicago", "Sun, Mar 8 · 1:30 AM CST – 3:30 AM CDT"],
    ["the night clocks go back: the repeated hour told apart", chicago(at("2026-11-01T06:30:00Z"), 60), null, "Sun, Nov 1 · 1:30 AM CDT – 1:30 AM CST"],
    [
      "clocks go back during the game, seen from a zone without DST",
      chicago(at("2026-11-01T06:30:00Z"), 60),
      "America/Phoenix",
      "Sun, Nov 1 · 1:30 AM CDT – 1:30 AM CST (Sat, Oct 31 · 11:30 PM – Sun, Nov 1 · 12:30 AM your time)",
    ],
    ["Phoenix and Denver share a clock in winter…", { dateStart: at("2026-01-15T02:00:00Z"), timeZone: "America/Denver" }, "America/Phoenix", "Wed, Jan 14 · 7:00 PM MST"],
    ["…and not in summer", { dateStart: at("2026-07-15T01:00:00Z"), timeZone: "America/Denver" }, "America/Phoenix", "Tue, Jul 14 · 7:00 PM MDT (6:00 PM your time)"],
    [
      "between the US and EU changes New York is 4 hours from London",
      { dateStart: at("2026-03-10T23:00:00Z"), timeZone: "America/New_York" },
      "Europe/London",
      "Tue, Mar 10 · 7:00 PM EDT (11:00 PM your time)",
    ],
    ["after the EU's change, 5 hours again", { dateStart: at("2026-04-01T23:00:00Z"), timeZone: "America/New_York" }, "Europe/London", "Wed, Apr 1 · 7:00 PM EDT (Thu, Apr 2 · 12:00 AM your time)"],

    // No stated end.
    ["an end at the start is no end", chicago(WED_8PM_CHICAGO, 0), "America/Chicago", "Wed, Dec 2 · 8:00 PM CST"],
    ["an end before the start is no end", { dateStart: WED_8PM_CHICAGO, dateEnd: WED_8PM_CHICAGO - MIN, timeZone: "America/Chicago" }, null, "Wed, Dec 2 · 8:00 PM CST"],
    ["a null end is no end", { dateStart: WED_8PM_CHICAGO, dateEnd: null, timeZone: "America/Chicago" }, "UTC", "Wed, Dec 2 · 8:00 PM CST (Thu, Dec 3 · 2:00 AM your time)"],

    // Missing or unknown venue zone: the viewer's zone (labelled, no bracket), else UTC.
    ["no venue zone: the viewer's, with its abbreviation", { dateStart: WED_8PM_CHICAGO, dateEnd: WED_8PM_CHICAGO + 90 * MIN }, "America/Chicago", "Wed, Dec 2 · 8:00 PM – 9:30 PM CST"],
    ["no venue zone and no viewer: UTC", { dateStart: WED_8PM_CHICAGO }, null, "Thu, Dec 3 · 2:00 AM UTC"],
    ["an empty venue zone", { dateStart: WED_8PM_CHICAGO, timeZone: "" }, "America/New_York", "Wed, Dec 2 · 9:00 PM EST"],
    ["a null venue zone", { dateStart: WED_8PM_CHICAGO, timeZone: null }, null, "Thu, Dec 3 · 2:00 AM UTC"],
    ["a venue zone Intl does not know", { dateStart: WED_8PM_CHICAGO, timeZone: "Nowhere/Land" }, "America/Los_Angeles", "Wed, Dec 2 · 6:00 PM PST"],
    ["a viewer zone Intl does not know counts as no viewer", chicago(WED_8PM_CHICAGO), "Nowhere/Land", "Wed, Dec 2 · 8:00 PM CST"],
    ["neither known: UTC", { dateStart: WED_8PM_CHICAGO, timeZone: "Nowhere/Land" }, "Elsewhere/Too", "Thu, Dec 3 · 2:00 AM UTC"],
  ])("%s", (_case, game, viewer, expected) => {
    expect(show(game, viewer)).toBe(expected);
  });

  it("joins each clock to its AM/PM with a no-break space, and nothing else", () => {
    expect(gameTime(chicago(WED_8PM_CHICAGO, 90), "UTC")).toBe("Wed, Dec 2 · 8:00\u00a0PM – 9:30\u00a0PM CST (Thu, Dec 3 · 2:00\u00a0AM – 3:30\u00a0AM your time)");
  });

  it("gives nothing for a start that is not a number", () => {
    expect(gameTime({ dateStart: Number.NaN, timeZone: "America/Chicago" }, "UTC")).toBe("");
  });

  it("reads the same whatever zone the process runs in (only the arguments count)", () => {
    // The screen tests run in UTC and in America/Chicago; this one must not depend on either.
    expect(show(chicago(TUE_6PM_CHICAGO, 90), "America/Chicago")).toBe("Tue, Jun 4 · 6:00 PM – 7:30 PM CDT");
    expect(show(chicago(TUE_6PM_CHICAGO, 90), null)).toBe("Tue, Jun 4 · 6:00 PM – 7:30 PM CDT");
  });
});
