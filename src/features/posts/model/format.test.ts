import { describe, expect, it } from "vitest";
import { cardText, postedOn } from "./format";

describe("cardText (spec §9: the first 100 characters)", () => {
  it("shows a short text as it is", () => {
    expect(cardText("Need a sub tonight.")).toBe("Need a sub tonight.");
    expect(cardText("y".repeat(100))).toBe("y".repeat(100));
  });

  it("cuts a longer text after its 100th character and says so with …", () => {
    expect(cardText(`${"z".repeat(100)}!`)).toBe(`${"z".repeat(100)}…`);
  });
});

describe("postedOn", () => {
  it("says the day, and nothing for an unknown time", () => {
    expect(postedOn(Date.UTC(2026, 2, 3, 12))).toBe("Mar 3, 2026");
    expect(postedOn(0)).toBe("");
  });
});
