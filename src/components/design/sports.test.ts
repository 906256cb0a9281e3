import { describe, expect, it } from "vitest";
import { GAME_TYPES } from "../../../scripts/seed/tables";
import { contrastRatio } from "./contrast";
import { SPORT_FALLBACK, SPORT_MUTED, SPORTS, sportLook } from "./sports";

const WHITE = "#ffffff";
const AA = 4.5;

describe("the sport table (issue 31): a colour and an icon for every sport", () => {
  // The product's sports are data (profileOptions/gameTypes); the seed writes this list of them.
  const offered = GAME_TYPES.filter((g) => g !== "Other");

  it.each(offered)("%s has its own entry", (sport) => {
    expect(SPORTS[sport], `${sport} has no entry in SPORTS`).toBeDefined();
  });

  it.each([...Object.entries(SPORTS), ["(fallback)", SPORT_FALLBACK] as const, ["(cancelled or past)", { color: SPORT_MUTED, icon: SPORT_FALLBACK.icon }] as const])(
    "%s: a #rrggbb colour, an icon, and white text on it passes AA",
    (_sport, look) => {
      expect(look.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(look.icon).toBeTruthy();
      expect(contrastRatio(look.color, WHITE)).toBeGreaterThanOrEqual(AA);
    },
  );

  it("gives each sport its own colour", () => {
    const colours = Object.values(SPORTS).map((l) => l.color);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it.each([
    ["Pickleball", SPORTS.Pickleball],
    ["  pickleball ", SPORTS.Pickleball],
    ["DISC GOLF", SPORTS["Disc Golf"]],
    ["Other", SPORT_FALLBACK],
    ["Quidditch", SPORT_FALLBACK],
    ["", SPORT_FALLBACK],
  ])("sportLook(%j) finds its look, or the fallback", (gameType, expected) => {
    expect(sportLook(gameType)).toBe(expected);
  });
});

describe("contrastRatio", () => {
  it.each([
    ["#000000", WHITE, 21],
    [WHITE, WHITE, 1],
    ["#767676", WHITE, 4.54],
    ["#0b6e4f", WHITE, 6.25],
  ])("%s on %s is %d:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});
