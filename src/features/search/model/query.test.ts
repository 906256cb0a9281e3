import { describe, expect, it } from "vitest";
import { isSearchable, normalizeQuery } from "./query";

describe("the search query", () => {
  it("is trimmed, its spaces collapsed, cut at 80 characters", () => {
    expect(normalizeQuery("  zilker   park \n")).toBe("zilker park");
    expect(normalizeQuery("x".repeat(100))).toHaveLength(80);
  });

  it("searches from 3 characters with a letter or digit (spec §9)", () => {
    expect(isSearchable("zi")).toBe(false);
    expect(isSearchable("zil")).toBe(true);
    expect(isSearchable("Zoë")).toBe(true);
    expect(isSearchable("!!!")).toBe(false);
  });
});
