import { describe, expect, it } from "vitest";
import { todayIn } from "@rallyhub/domain/availability/dates";
import { isToday } from "./todayEvents";

const at = (iso: string) => Date.parse(iso);

describe("isToday: the game's own day, in its own time zone", () => {
  it.each([
    // Chicago on Mar 1, 2031 is UTC-6: its day runs from 06:00Z to 06:00Z next day.
    ["a game later today", "2031-03-01T23:00:00Z", "America/Chicago", "2031-03-01T15:00:00Z", true],
    ["a game that started this morning", "2031-03-01T13:00:00Z", "America/Chicago", "2031-03-01T20:00:00Z", true],
    ["tonight at 11 PM there (already tomorrow in UTC)", "2031-03-02T05:00:00Z", "America/Chicago", "2031-03-01T15:00:00Z", true],
    ["tomorrow there", "2031-03-02T07:00:00Z", "America/Chicago", "2031-03-01T15:00:00Z", false],
    ["yesterday there", "2031-03-01T05:00:00Z", "America/Chicago", "2031-03-01T15:00:00Z", false],
    ["Tokyo: the same instant is already tomorrow there", "2031-03-01T16:00:00Z", "Asia/Tokyo", "2031-03-01T14:00:00Z", false],
    ["an unknown zone counts as UTC", "2031-03-01T23:00:00Z", "Mars/Olympus", "2031-03-01T01:00:00Z", true],
  ])("%s", (_label, start, timeZone, now, expected) => {
    expect(isToday({ dateStart: at(start), timeZone }, at(now), todayIn)).toBe(expected);
  });
});
