import { describe, expect, it } from "vitest";
import { matchesAll, normalizeWord, placeSearchTokens, playerSearchTokens, postSearchTokens, queryToken, searchTokens, teamSearchTokens } from "./searchTokens";

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

  it("a query is found in a document by its words' prefixes, whatever their case and accents", () => {
    const tokens = searchTokens("Zoë Núñez");
    for (const q of ["zoe", "ZOË nu", "nunez zo", "Núñ"]) {
      const parsed = queryToken(q);
      expect(parsed && tokens.includes(parsed.token) && matchesAll(tokens, parsed.words)).toBe(true);
    }
    const other = queryToken("zoey");
    expect(other && tokens.includes(other.token)).toBe(false);
  });

  it("words longer than 12 characters are matched by their first 12", () => {
    const tokens = searchTokens("Extraordinarily");
    expect(tokens).toContain("extraordinar");
    const q = queryToken("extraordinarily");
    expect(q?.token).toBe("extraordinar");
    expect(matchesAll(tokens, q?.words ?? [])).toBe(true);
  });

  it("never stores more than 200 tokens", () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i}abcdefgh`).join(" ");
    expect(searchTokens(long)).toHaveLength(200);
  });
});

describe("tokens of each searchable kind", () => {
  it("a team is found by its name, game type and city", () => {
    const tokens = teamSearchTokens({ name: "Zilker Flyers", gameType: "Ultimate Frisbee", cityName: "Austin, TX" });
    for (const t of ["zilker", "fl", "ultimate", "fris", "austin", "tx"]) expect(tokens).toContain(t);
    expect(teamSearchTokens({ name: "Solo", gameType: null, cityName: null })).toEqual(["so", "sol", "solo"]);
  });

  it("a player is found by their display name only", () => {
    expect(playerSearchTokens("Riley Second")).toEqual(["ri", "ril", "rile", "riley", "se", "sec", "seco", "secon", "second"]);
  });

  it("a place is found by its name, address, city and sports", () => {
    const tokens = placeSearchTokens({ name: "Zilker Park Fields", address: "2100 Barton Springs Rd", cityName: "Austin", sports: ["Soccer"] });
    expect(tokens).toEqual(expect.arrayContaining(["zilker", "park", "fields", "barton", "springs", "austin", "soccer"]));
    expect(placeSearchTokens({ name: "Zilker" })).not.toContain("austin");
  });

  it("a post is found by its title and the first 100 characters of its text", () => {
    const text = `${"filler ".repeat(15)}hidden`;
    expect(text.indexOf("hidden")).toBeGreaterThan(100);
    const tokens = postSearchTokens("Sub needed Tuesday", text);
    expect(tokens).toEqual(expect.arrayContaining(["sub", "needed", "tuesday", "filler"]));
    expect(tokens).not.toContain("hidden");
  });
});
