import { describe, expect, it } from "vitest";
import { bucketFor, countryName, normalizeCityText, searchCities, searchWorldCities, toOption, toWorldOption, US_STATES, type CityRow, type WorldCityRow } from "./citySearch";

/** A small list sorted by population, largest first, as the build writes the buckets. */
const ROWS: CityRow[] = [
  ["Portland", "OR", 45.5234, -122.6762],
  ["Austin", "TX", 30.2672, -97.7431],
  ["St. Louis", "MO", 38.627, -90.1994],
  ["Fort Worth", "TX", 32.7254, -97.3208],
  ["Saint Paul", "MN", 44.9444, -93.0933],
  ["Port Arthur", "TX", 29.8988, -93.9288],
  ["Westport", "CT", 41.1415, -73.3579],
  ["Portland", "ME", 43.6615, -70.2553],
  ["Austintown", "OH", 41.1017, -80.7645],
  ["San José", "CA", 37.3394, -121.895],
  ["Newport", "RI", 41.4901, -71.3128],
  ["Austin", "MN", 43.6666, -92.9746],
  ["Coeur d'Alene", "ID", 47.6777, -116.7805],
  ["Davenport", "IA", 41.5236, -90.5776],
];

const names = (query: string, limit?: number) => searchCities(ROWS, query, limit).map((o) => o.name);

describe("normalizeCityText", () => {
  it.each([
    ["San José", "san jose"],
    ["Cañon City", "canon city"],
    ["Saint Paul", "st paul"],
    ["St. Paul", "st paul"],
    ["ST PAUL", "st paul"],
    ["Fort Worth", "ft worth"],
    ["Ft. Worth", "ft worth"],
    ["Coeur d'Alene", "coeur dalene"],
    ["  New    York  ", "new york"],
    ["Port\tArthur", "port arthur"],
    ["Winston-Salem", "winston salem"],
    ["Saint-Étienne", "st etienne"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeCityText(input)).toBe(expected);
  });

  it("only replaces whole words saint and fort", () => {
    expect(normalizeCityText("Saintsbury")).toBe("saintsbury");
    expect(normalizeCityText("Fortuna")).toBe("fortuna");
    expect(normalizeCityText("Stamford")).toBe("stamford");
  });
});

describe("bucketFor", () => {
  it.each([
    ["Austin", "a"],
    ["  austin", "a"],
    ["Élan", "e"],
    ["Saint Paul", "s"],
    ["St Paul", "s"],
    ["Fort Worth", "f"],
    ["Ft Worth", "f"],
    ["123", "_"],
    ["", "_"],
    ["'s-Hertogenbosch", "_"],
  ])("%j → %j", (query, bucket) => {
    expect(bucketFor(query)).toBe(bucket);
  });
});

describe("searchCities", () => {
  it("puts names that start with the query before names that contain it, each in population order", () => {
    expect(names("port")).toEqual(["Portland, OR", "Port Arthur, TX", "Portland, ME", "Westport, CT", "Newport, RI", "Davenport, IA"]);
  });

  it("matches case- and accent-insensitively", () => {
    expect(names("SAN JOSE")).toEqual(["San José, CA"]);
    expect(names("san josé")).toEqual(["San José, CA"]);
  });

  it("finds Saint and St. names either way", () => {
    expect(names("saint").slice(0, 2)).toEqual(["St. Louis, MO", "Saint Paul, MN"]);
    expect(names("st.").slice(0, 2)).toEqual(["St. Louis, MO", "Saint Paul, MN"]);
    expect(names("st paul")).toEqual(["Saint Paul, MN"]);
    expect(names("saint louis")).toEqual(["St. Louis, MO"]);
  });

  it("finds Saint Paul and Fort Worth while the first word is still being typed ('Sain', 'For')", () => {
    // Names are stored as "st paul" / "ft worth", so a partly typed "Sain" or "For" matches neither.
    expect(names("sain")).toContain("Saint Paul, MN");
    expect(names("for")).toContain("Fort Worth, TX");
  });

  it("finds Fort and Ft. names either way", () => {
    expect(names("ft worth")).toEqual(["Fort Worth, TX"]);
    expect(names("fort worth")).toEqual(["Fort Worth, TX"]);
  });

  it("narrows by a trailing state code: 'austin tx'", () => {
    expect(names("austin")).toEqual(["Austin, TX", "Austintown, OH", "Austin, MN"]);
    expect(names("austin tx")).toEqual(["Austin, TX"]);
    expect(names("Austin, MN")).toEqual(["Austin, MN"]);
  });

  it("narrows by a trailing state name: 'portland, oregon'", () => {
    expect(names("portland, oregon")).toEqual(["Portland, OR"]);
    expect(names("portland maine")).toEqual(["Portland, ME"]);
  });

  it("narrows by a two-word state name: 'buffalo, new york', 'charlotte north carolina'", () => {
    const rows: CityRow[] = [
      ["Charlotte", "NC", 35.2271, -80.8431],
      ["Buffalo", "NY", 42.8865, -78.8784],
      ["Buffalo", "MN", 45.1719, -93.8747],
    ];
    // Only the last word is compared with state names, so "york" / "carolina" is taken as part of the city and nothing matches.
    expect(searchCities(rows, "buffalo, new york").map((o) => o.name)).toEqual(["Buffalo, NY"]);
    expect(searchCities(rows, "charlotte north carolina").map((o) => o.name)).toEqual(["Charlotte, NC"]);
  });

  it("does not treat a single word as a state", () => {
    expect(names("me")).toEqual([]);
  });

  it("respects the limit", () => {
    expect(names("port", 2)).toEqual(["Portland, OR", "Port Arthur, TX"]);
    expect(searchCities(ROWS, "o")).toHaveLength(8);
  });

  it("fills up to the limit with prefix matches before any contains match", () => {
    const many: CityRow[] = [["Newport", "RI", 1, 1], ...Array.from({ length: 10 }, (_, i): CityRow => [`Port ${String(i)}`, "TX", 1, 1])];
    expect(searchCities(many, "port", 3).map((o) => o.name)).toEqual(["Port 0, TX", "Port 1, TX", "Port 2, TX"]);
  });

  it("returns [] for an empty or blank query", () => {
    expect(searchCities(ROWS, "")).toEqual([]);
    expect(searchCities(ROWS, "   ")).toEqual([]);
    expect(searchCities(ROWS, " , ")).toEqual([]);
  });

  it("returns [] when nothing matches", () => {
    expect(searchCities(ROWS, "zzz")).toEqual([]);
    expect(searchCities(ROWS, "austin ca")).toEqual([]);
  });

  it("returns whole options", () => {
    expect(searchCities(ROWS, "austin tx")).toEqual([{ name: "Austin, TX", description: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, state: "TX", city: "Austin", country: "US" }]);
  });
});

describe("toOption", () => {
  it("names the city with its state code and describes it with the state name", () => {
    expect(toOption(["Portland", "OR", 45.5, -122.6])).toEqual({ name: "Portland, OR", description: "Portland, Oregon, USA", lat: 45.5, lng: -122.6, state: "OR", city: "Portland", country: "US" });
  });

  it("falls back to the code for an unknown state", () => {
    expect(toOption(["Hagåtña", "GU", 13.47, 144.75]).description).toBe("Hagåtña, GU, USA");
  });

  it("knows the 50 states, DC and Puerto Rico", () => {
    expect(Object.keys(US_STATES)).toHaveLength(52);
  });
});

/** A worldwide list sorted by population, largest first: US cities carry their state. */
const WORLD: WorldCityRow[] = [
  ["London", "", "GB", 51.5085, -0.1257],
  ["Paris", "", "FR", 48.8534, 2.3488],
  ["Portland", "OR", "US", 45.5234, -122.6762],
  ["Porto", "", "PT", 41.1496, -8.611],
  ["Auckland", "", "NZ", -36.8485, 174.7633],
  ["London", "", "CA", 42.9834, -81.233],
  ["Paris", "TX", "US", 33.6609, -95.5555],
  ["Sankt Gallen", "", "CH", 47.4239, 9.3748],
  ["Saint-Étienne", "", "FR", 45.4339, 4.39],
  ["Portland", "ME", "US", 43.6615, -70.2553],
];

const worldNames = (query: string, limit?: number) => searchWorldCities(WORLD, query, limit).map((o) => o.name);

describe("searchWorldCities (travel destinations)", () => {
  it("finds cities anywhere, largest first, US cities by state and the rest by country", () => {
    expect(worldNames("lond")).toEqual(["London, United Kingdom", "London, Canada"]);
    expect(worldNames("paris")).toEqual(["Paris, France", "Paris, TX"]);
    expect(worldNames("port")).toEqual(["Portland, OR", "Porto, Portugal", "Portland, ME"]);
  });

  it.each<[string, string[]]>([
    ["paris, france", ["Paris, France"]],
    ["paris fr", ["Paris, France"]],
    ["paris tx", ["Paris, TX"]],
    ["paris, texas", ["Paris, TX"]],
    ["paris usa", ["Paris, TX"]],
    ["london uk", ["London, United Kingdom"]],
    ["london, england", ["London, United Kingdom"]],
    ["london canada", ["London, Canada"]],
    ["auckland new zealand", ["Auckland, New Zealand"]],
    ["portland maine", ["Portland, ME"]],
    ["london ca", ["London, Canada"]],
    ["paris ca", []],
  ])("a trailing country or US state narrows %j", (query, expected) => {
    expect(worldNames(query)).toEqual(expected);
  });

  it("ignores accents and reads 'saint' for names stored either way", () => {
    expect(worldNames("saint etienne")).toEqual(["Saint-Étienne, France"]);
    expect(worldNames("st")).toContain("Saint-Étienne, France");
  });

  it("a word that is not a country stays part of the name", () => {
    expect(worldNames("sankt gallen")).toEqual(["Sankt Gallen, Switzerland"]);
    expect(worldNames("nowhere at all")).toEqual([]);
  });

  it("stops at the limit", () => {
    expect(worldNames("p", 2)).toEqual(["Paris, France", "Portland, OR"]);
  });
});

describe("toWorldOption and countryName", () => {
  it("keeps the US form for US cities and names other countries in English", () => {
    expect(toWorldOption(["Austin", "TX", "US", 30.27, -97.74])).toEqual(toOption(["Austin", "TX", 30.27, -97.74]));
    expect(toWorldOption(["Zürich", "", "CH", 47.37, 8.55])).toEqual({
      name: "Zürich, Switzerland",
      description: "Zürich, Switzerland",
      lat: 47.37,
      lng: 8.55,
      state: "",
      city: "Zürich",
      country: "CH",
    });
  });

  it.each([
    ["GB", "United Kingdom"],
    ["DE", "Germany"],
    ["US", "USA"],
    ["XX", "XX"],
    ["not a code", "not a code"],
  ])("%s → %s", (code, name) => {
    expect(countryName(code)).toBe(name);
  });
});
