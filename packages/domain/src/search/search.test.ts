import { describe, expect, it } from "vitest";
import { SEARCH_MESSAGES, searchInput, searchPaths } from "./search";

describe("full search input", () => {
  it("takes a query of 3 to 80 characters (trimmed), optional kinds, cursors and a limit up to 10", () => {
    expect(searchInput.parse({ q: "  zilker " })).toEqual({ q: "zilker" });
    expect(searchInput.safeParse({ q: "zi" }).error?.issues[0]?.message).toBe(SEARCH_MESSAGES.short);
    expect(searchInput.safeParse({ q: "z".repeat(81) }).error?.issues[0]?.message).toBe(SEARCH_MESSAGES.long);
    expect(searchInput.safeParse({ q: "zilker", kinds: ["teams", "posts"], cursors: { teams: "abc" }, limit: 10 }).success).toBe(true);
  });

  it("refuses unknown kinds, a kind twice, an over-long cursor, a limit over 10 and extra keys", () => {
    for (const bad of [
      { q: "zilker", kinds: ["people"] },
      { q: "zilker", kinds: ["teams", "teams"] },
      { q: "zilker", kinds: [] },
      { q: "zilker", cursors: { teams: "x".repeat(401) } },
      { q: "zilker", cursors: { people: "abc" } },
      { q: "zilker", limit: 11 },
      { q: "zilker", limit: 0 },
      { q: "zilker", everything: true },
    ]) {
      expect(searchInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("links each kind to its page", () => {
    expect(searchPaths.events("e1")).toBe("/event/e1");
    expect(searchPaths.teams("t1")).toBe("/team/t1");
    expect(searchPaths.players("u1")).toBe("/profile/u1");
    expect(searchPaths.places("p1")).toBe("/places/view/p1");
    expect(searchPaths.posts("x1", "Play & Competition", "Find a Game")).toBe("/posts/play-and-competition/find-a-game/x1");
  });
});
