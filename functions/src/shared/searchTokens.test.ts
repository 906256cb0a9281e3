import { describe, expect, it } from "vitest";
import { matchesAll, normalizeWord, queryToken, searchTokens } from "./searchTokens";

describe("search tokens", () => {
  it("normalises case and accents", () => {
    expect(normalizeWord("Café")).toBe("cafe");
    expect(normalizeWord("Zilker's")).toBe("zilkers");
  });

  it("stores every prefix of 2 to 12 characters of every word", () => {
    const tokens = searchTokens("Pickleball Open Play", "Zilker Park");
    expect(tokens).toEqual(expect.arrayContaining(["pi", "pic", "pickleball", "op", "open", "pl", "zi", "zilker", "pa", "park"]));
    expect(tokens).not.toContain("p");
    expect(tokens.every((t) => t.length <= 12)).toBe(true);
  });

  it("a query searches by its longest word and all words must match", () => {
    const q = queryToken("open PICKLE");
    expect(q).toEqual({ token: "pickle", words: ["open", "pickle"] });
    const tokens = searchTokens("Pickleball Open Play");
    expect(matchesAll(tokens, q?.words ?? [])).toBe(true);
    expect(matchesAll(tokens, ["tennis"])).toBe(false);
    expect(queryToken("a !")).toBeNull();
  });
});
