import { describe, expect, it } from "vitest";
import { availabilityLabel, distanceLabel, initialsOf, sportsLabel } from "./format";

describe("player card wording", () => {
  it("distance: whole miles, and 'under 1 mi' close by", () => {
    expect(distanceLabel(0.4)).toBe("under 1 mi away");
    expect(distanceLabel(2.4)).toBe("2 mi away");
    expect(distanceLabel(12.6)).toBe("13 mi away");
  });

  it("sports: at most three named", () => {
    expect(sportsLabel([])).toBe("");
    expect(sportsLabel(["Tennis", "Soccer"])).toBe("Tennis, Soccer");
    expect(sportsLabel(["A", "B", "C", "D", "E"])).toBe("A, B, C +2 more");
  });

  it("availability: said only when the player lets the viewer know", () => {
    expect(availabilityLabel(true)).toBe("Available this week");
    expect(availabilityLabel(false)).toBe("Not available this week");
    expect(availabilityLabel(null)).toBeNull();
  });

  it("initials", () => {
    expect(initialsOf("Pat Player")).toBe("PP");
    expect(initialsOf("  riley ")).toBe("R");
    expect(initialsOf("")).toBe("");
  });
});
