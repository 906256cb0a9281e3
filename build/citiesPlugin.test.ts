import { describe, expect, it } from "vitest";
import { buildUsCityBuckets, buildWorldCityBuckets, bucketOf, WORLD_MIN_POPULATION } from "./citiesPlugin";

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
});
