import { describe, expect, it } from "vitest";
import { teamChangeShows, teamsTouchedByEvent } from "./feed";

describe("which changes reach a published site's team feed", () => {
  const game = { title: "League night", dateStart: 1, location: { name: "Zilker" }, isPrivate: false, cancelled: false, hostingTeam: "t1", joinedCount: 3 };

  it("a team game created, moved, cancelled or deleted concerns its team", () => {
    expect(teamsTouchedByEvent(undefined, game)).toEqual(["t1"]);
    expect(teamsTouchedByEvent(game, { ...game, dateStart: 2 })).toEqual(["t1"]);
    expect(teamsTouchedByEvent(game, { ...game, cancelled: true })).toEqual(["t1"]);
    expect(teamsTouchedByEvent(game, { ...game, location: { name: "Elsewhere" } })).toEqual(["t1"]);
    // Its end and zone are part of the game's one time (issue 31).
    expect(teamsTouchedByEvent(game, { ...game, dateEnd: 3 })).toEqual(["t1"]);
    expect(teamsTouchedByEvent(game, { ...game, timeZone: "America/Denver" })).toEqual(["t1"]);
    expect(teamsTouchedByEvent(game, undefined)).toEqual(["t1"]);
  });

  it("a game moved to another team concerns both teams", () => {
    expect(teamsTouchedByEvent(game, { ...game, hostingTeam: "t2" })).toEqual(["t1", "t2"]);
  });

  it("RSVPs and other fields leave the feeds alone, and so do games without a team", () => {
    expect(teamsTouchedByEvent(game, { ...game, joinedCount: 4 })).toEqual([]);
    const solo: Record<string, unknown> = { ...game, hostingTeam: null };
    expect(teamsTouchedByEvent(undefined, solo)).toEqual([]);
    expect(teamsTouchedByEvent(solo, { ...solo, title: "Renamed" })).toEqual([]);
  });

  it("a team's name or roster shows on its sites; other team fields do not; a deleted team is left to its sites' own view", () => {
    const team = { name: "River Rats", rosterPreview: [{ displayName: "Olivia", role: "owner" }], memberCount: 1, tier: "ROOKIE" };
    expect(teamChangeShows(team, { ...team, name: "River Otters" })).toBe(true);
    expect(teamChangeShows(team, { ...team, memberCount: 2, rosterPreview: [...team.rosterPreview, { displayName: "Pat", role: "player" }] })).toBe(true);
    expect(teamChangeShows(team, { ...team, tier: "PRO" })).toBe(false);
    expect(teamChangeShows(team, undefined)).toBe(false);
  });
});
