import { describe, expect, it } from "vitest";
import { byState, discoverPathFor, filterCities, majorCitiesOf, populationText, type MajorCityRow } from "./majorCities";

const ROWS: MajorCityRow[] = [
  ["New York City", "NY", 40.7143, -74.006, 8_175_133],
  ["Los Angeles", "CA", 34.0522, -118.2437, 3_971_883],
  ["Houston", "TX", 29.7633, -95.3633, 2_296_224],
  ["San Antonio", "TX", 29.4241, -98.4936, 1_469_845],
  ["San José", "CA", 37.3394, -121.895, 1_026_908],
  ["Austin", "TX", 30.2672, -97.7431, 931_830],
];

describe("the major cities", () => {
  const cities = majorCitiesOf(ROWS);

  it("names each city as the city search does, with its state's name and its rank", () => {
    expect(cities[5]).toEqual({ name: "Austin, TX", city: "Austin", state: "TX", stateName: "Texas", lat: 30.2672, lng: -97.7431, population: 931_830, rank: 6 });
  });

  it("links each city to discover centred on it", () => {
    expect(discoverPathFor(cities[5] ?? { name: "", lat: 0, lng: 0 })).toBe("/discover/events?near=Austin%2C+TX&lat=30.2672&lng=-97.7431");
  });

  it("groups by state (states by name), each state's cities largest first", () => {
    expect(byState(cities).map((g) => [g.stateName, g.cities.map((c) => c.city)])).toEqual([
      ["California", ["Los Angeles", "San José"]],
      ["New York", ["New York City"]],
      ["Texas", ["Houston", "San Antonio", "Austin"]],
    ]);
  });

  it("filters by city or state, ignoring case and accents", () => {
    expect(filterCities(cities, "san jose").map((c) => c.city)).toEqual(["San José"]);
    expect(filterCities(cities, "texas").map((c) => c.city)).toEqual(["Houston", "San Antonio", "Austin"]);
    expect(filterCities(cities, "  ")).toHaveLength(6);
    expect(filterCities(cities, "zzz")).toEqual([]);
  });

  it("writes the population", () => {
    expect(populationText(931_830)).toBe("931,830 people");
  });
});
