import { describe, expect, it } from "vitest";
import { gameDay, type GameDay } from "./gameDay";
import { gameTime, type GameTimeInput } from "./gameTime";

// Fixed instants only (as gameTime.test.ts).
const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
/** Wednesday December 2 2026, 8:00 PM in Chicago (CST, UTC-6) = Thursday December 3, 02:00 UTC. */
const WED_8PM_CHICAGO = at("2026-12-03T02:00:00Z");
/** Tuesday June 4 2030, 6:00 PM in Chicago (CDT, UTC-5) = 23:00 UTC. */
const TUE_6PM_CHICAGO = at("2030-06-04T23:00:00Z");
const chicago = (dateStart: number, minutes = 0): GameTimeInput => ({ dateStart, dateEnd: dateStart + minutes * MIN, timeZone: "America/Chicago" });

describe("gameDay: a card's date block, the day gameTime's text starts with", () => {
  it.each<[string, GameTimeInput, string | null, GameDay | null]>([
    ["the venue's day, not the viewer's (UTC is already Thursday)", chicago(WED_8PM_CHICAGO), "UTC", { weekday: "Wed", date: "2", month: "Dec" }],
    ["the venue's day seen from the venue", chicago(TUE_6PM_CHICAGO), "America/Chicago", { weekday: "Tue", date: "4", month: "Jun" }],
    ["a viewer a day behind still sees the venue's day", { dateStart: at("2026-12-02T01:00:00Z"), timeZone: "Asia/Tokyo" }, "America/Los_Angeles", { weekday: "Wed", date: "2", month: "Dec" }],
    ["no zone: the viewer's day", { dateStart: WED_8PM_CHICAGO, timeZone: null }, "Asia/Tokyo", { weekday: "Thu", date: "3", month: "Dec" }],
    ["no zone and no viewer: UTC's day", { dateStart: WED_8PM_CHICAGO }, null, { weekday: "Thu", date: "3", month: "Dec" }],
    ["a start that is not a number", { dateStart: Number.NaN, timeZone: "America/Chicago" }, "UTC", null],
  ])("%s", (_case, game, viewer, expected) => {
    expect(gameDay(game, viewer)).toEqual(expected);
  });

  it.each([
    [chicago(WED_8PM_CHICAGO), "UTC"],
    [chicago(at("2026-12-03T05:00:00Z"), 90), "America/Denver"],
    [{ dateStart: at("2026-07-01T18:00:00Z"), timeZone: "Europe/London" }, null],
  ] as const)("agrees with the first words of gameTime (%#)", (game, viewer) => {
    const day = gameDay(game, viewer);
    expect(gameTime(game, viewer).startsWith(`${day?.weekday}, ${day?.month} ${day?.date} ·`)).toBe(true);
  });
});
