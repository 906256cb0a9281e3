import { describe, expect, it } from "vitest";
import { buildMajorCities, buildUsCityBuckets, buildWorldCityBuckets, bucketOf, WORLD_MIN_POPULATION } from "./citiesPlugin";

const city = (name: string, country: string, adminCode: string, population: number, lng = 1.23456, lat = 6.54321) => ({
  name,
  country,
  adminCode,
  population,
  loc: { coordinates: [lng, lat] as [number, number] },
});

// As the package lists them: not in population order.
const SOURCE = [
  city("Smallville", "US", "KS", 900),
  city("London", "GB", "ENG", 8_961_989, -0.12574, 51.50853),
  city("Tiny Village", "FR", "84", WORLD_MIN_POPULATION - 1),
  city("Springfield", "US", "IL", 114_394),
  city("Sankt Gallen", "CH", "SG", 70_000),
  city("Étretat", "FR", "28", 20_000),
  city("29 Palms", "US", "CA", 26_000),
];

describe("the offline city lists", () => {
  it("put each name in the bucket of its first letter, accents ignored, digits in _", () => {
    expect(["Austin", "Étretat", "Ōsaka", "29 Palms", "'s-Hertogenbosch"].map(bucketOf)).toEqual(["a", "e", "o", "_", "_"]);
  });

  it("the US list holds every US city, largest first, as [name, state, lat, lng]", () => {
    const us = buildUsCityBuckets(SOURCE);
    expect(us.get("s")).toEqual([
      ["Springfield", "IL", 6.5432, 1.2346],
      ["Smallville", "KS", 6.5432, 1.2346],
    ]);
    expect(us.get("_")).toEqual([["29 Palms", "CA", 6.5432, 1.2346]]);
    expect(us.has("l")).toBe(false);
  });

  it("the world list holds every US city and larger cities elsewhere, with a state only in the US", () => {
    const world = buildWorldCityBuckets(SOURCE);
    expect(world.get("s")).toEqual([
      ["Springfield", "IL", "US", 6.5432, 1.2346],
      ["Sankt Gallen", "", "CH", 6.5432, 1.2346],
      ["Smallville", "KS", "US", 6.5432, 1.2346],
    ]);
    expect(world.get("l")).toEqual([["London", "", "GB", 51.5085, -0.1257]]);
    expect(world.get("e")).toEqual([["Étretat", "", "FR", 6.5432, 1.2346]]);
    expect(world.has("t")).toBe(false);
  });

  it("the major cities are the largest US cities, largest first, with their population, New York's boroughs left out", () => {
    const source = [
      ...SOURCE,
      city("New York City", "US", "NY", 8_175_133, -74.006, 40.7143),
      city("Brooklyn", "US", "NY", 2_300_664),
      city("Brooklyn", "US", "OH", 11_000),
      city("Austin", "US", "TX", 931_830, -97.7431, 30.2672),
    ];
    expect(buildMajorCities(source, 3)).toEqual([
      ["New York City", "NY", 40.7143, -74.006, 8_175_133],
      ["Austin", "TX", 30.2672, -97.7431, 931_830],
      ["Springfield", "IL", 6.5432, 1.2346, 114_394],
    ]);
    expect(buildMajorCities(source).map((r) => r.slice(0, 2).join(", "))).toEqual(["New York City, NY", "Austin, TX", "Springfield, IL", "29 Palms, CA", "Brooklyn, OH", "Smallville, KS"]);
  });

  it("the real list: 100 cities, New York first, without its boroughs", () => {
    const list = buildMajorCities();
    expect(list).toHaveLength(100);
    expect(list[0]?.slice(0, 2)).toEqual(["New York City", "NY"]);
    expect(list.some(([name, state]) => state === "NY" && ["Brooklyn", "Queens", "Manhattan", "The Bronx"].includes(name))).toBe(false);
    expect(list.some(([name, state]) => name === "Austin" && state === "TX")).toBe(true);
  });
});
