import { describe, expect, it } from "vitest";
import type { TeamSession } from "@rallyhub/domain/teams/types";
import { localDay, mergeSchedule, nextGameByTeam, sessionStart, type TeamGame } from "./schedule";

const game = (id: string, dateStart: number, overrides: Partial<TeamGame> = {}): TeamGame => ({
  id,
  teamId: "t1",
  title: `Game ${id}`,
  dateStart,
  dateEnd: null,
  timeZone: "America/Chicago",
  location: "Court",
  ...overrides,
});
const session = (id: string, day: string, timeStart: string, overrides: Partial<TeamSession> = {}): TeamSession => ({
  id,
  kind: "practice",
  title: `Session ${id}`,
  day,
  timeStart,
  seasonId: null,
  eventId: null,
  location: "Gym",
  ...overrides,
});

describe("sessionStart: a session's day and time read in a zone", () => {
  it.each([
    ["America/Chicago, winter (CST, UTC-6)", "2031-01-07", "18:30", "America/Chicago", Date.UTC(2031, 0, 8, 0, 30)],
    ["America/Chicago, summer (CDT, UTC-5)", "2031-07-08", "18:30", "America/Chicago", Date.UTC(2031, 6, 8, 23, 30)],
    ["UTC", "2031-01-07", "07:05", "UTC", Date.UTC(2031, 0, 7, 7, 5)],
    ["Asia/Kolkata (UTC+5:30)", "2031-01-07", "00:00", "Asia/Kolkata", Date.UTC(2031, 0, 6, 18, 30)],
  ])("%s", (_case, day, time, zone, expected) => {
    expect(sessionStart({ day, timeStart: time }, zone)).toBe(expected);
  });

  it.each([
    ["no time", "2031-01-07", ""],
    ["a time that is not HH:mm", "2031-01-07", "6pm"],
    ["no day", "", "18:00"],
  ])("%s: NaN (no time is shown)", (_case, day, time) => {
    expect(sessionStart({ day, timeStart: time }, "UTC")).toBeNaN();
  });
});

describe("mergeSchedule", () => {
  const DAY = 86_400_000;
  const T0 = Date.UTC(2031, 2, 1, 12, 0);

  it("games and sessions in one list, soonest first; sessions carry no zone", () => {
    const { items, more } = mergeSchedule([game("b", T0 + 2 * DAY), game("a", T0)], [session("s", "2031-03-02", "12:00")], "UTC", 5);
    expect(items.map((e) => [e.key, e.timeZone, e.kind])).toEqual([
      ["event-a", "America/Chicago", null],
      ["session-s", null, "practice"],
      ["event-b", "America/Chicago", null],
    ]);
    expect(items[1]?.dateStart).toBe(T0 + DAY);
    expect(more).toBe(false);
  });

  it("a session that is one of the games shows once, as the game, with the session's kind and the session to delete", () => {
    const linked = session("s", "2031-03-01", "06:00", { kind: "game", eventId: "a", location: "Field 2" });
    const { items } = mergeSchedule([game("a", T0, { location: "" })], [linked], "UTC", 5);
    expect(items).toEqual([{ key: "event-a", title: "Game a", dateStart: T0, dateEnd: null, timeZone: "America/Chicago", location: "Field 2", eventId: "a", kind: "game", session: linked }]);
  });

  it("a session naming a game the viewer cannot see (or outside the window) stays a session, linking to it", () => {
    const { items } = mergeSchedule([], [session("s", "2031-03-01", "06:00", { eventId: "private" })], "UTC", 5);
    expect(items.map((e) => [e.key, e.eventId])).toEqual([["session-s", "private"]]);
  });

  it.each([
    ["the two together pass the window", 3, 2, 2, true],
    ["the games came back full", 2, 0, 2, true],
    ["the sessions came back full", 0, 2, 2, true],
    ["neither full and all shown", 1, 1, 3, false],
  ])("more: %s", (_case, games, sessions, max, more) => {
    const result = mergeSchedule(
      Array.from({ length: games }, (_, i) => game(`g${i}`, T0 + i * DAY)),
      Array.from({ length: sessions }, (_, i) => session(`s${i}`, `2031-03-1${i}`, "10:00")),
      "UTC",
      max,
    );
    expect(result.more).toBe(more);
    expect(result.items.length).toBe(Math.min(max, games + sessions));
  });

  it("a session without a readable time goes last; equal starts keep a fixed order", () => {
    const { items } = mergeSchedule([game("b", T0), game("a", T0)], [session("x", "2031-03-01", "")], "UTC", 5);
    expect(items.map((e) => e.key)).toEqual(["event-a", "event-b", "session-x"]);
  });
});

describe("localDay", () => {
  it("is the runtime's own calendar day, zero-padded", () => {
    expect(localDay(new Date(2031, 0, 7, 23, 59).getTime())).toBe("2031-01-07");
    expect(localDay(new Date(2031, 10, 30, 0, 0).getTime())).toBe("2031-11-30");
  });
});

describe("nextGameByTeam", () => {
  it("keeps each team's soonest game, whatever the order they come in", () => {
    const next = nextGameByTeam([game("b2", 30, { teamId: "b" }), game("a1", 10, { teamId: "a" }), game("b1", 20, { teamId: "b" }), game("a2", 40, { teamId: "a" })]);
    expect([...next.entries()].map(([team, g]) => [team, g.id]).sort()).toEqual([
      ["a", "a1"],
      ["b", "b1"],
    ]);
  });
});
