// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CityRow, WorldCityRow } from "./citySearch";
import type { GooglePlacesLike } from "./citySearchService";

type Service = typeof import("./citySearchService");

/** A fresh copy of the module, so that each test starts with an empty bucket cache. */
async function load(): Promise<Service> {
  vi.resetModules();
  return import("./citySearchService");
}

const A_ROWS: CityRow[] = [
  ["Austin", "TX", 30.2672, -97.7431],
  ["Atlanta", "GA", 33.749, -84.388],
  ["Austin", "MN", 43.6666, -92.9746],
];
const S_ROWS: CityRow[] = [["Saint Paul", "MN", 44.9444, -93.0933]];

function response(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as unknown as Response;
}

function fakeFetch(byUrl: Record<string, CityRow[] | WorldCityRow[]>) {
  return vi.fn<typeof fetch>((input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const rows = byUrl[url];
    return Promise.resolve(rows ? response(rows) : response(null, 404));
  });
}

const calledUrls = (f: ReturnType<typeof fakeFetch>) => f.mock.calls.map(([input]) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url));

describe("offlineCitySearch", () => {
  let service: Service;
  beforeEach(async () => {
    service = await load();
  });

  it("loads the bucket of the query's first letter and searches it", async () => {
    const fetcher = fakeFetch({ "/data/us-cities/a.json": A_ROWS });
    const found = await service.offlineCitySearch(fetcher).search("aus");
    expect(calledUrls(fetcher)).toEqual(["/data/us-cities/a.json"]);
    expect(found.map((o) => o.name)).toEqual(["Austin, TX", "Austin, MN"]);
    expect(found[0]).toEqual({ name: "Austin, TX", description: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, state: "TX", city: "Austin", country: "US" });
  });

  it("for a travel destination, searches the worldwide list of the query's first letter", async () => {
    const world: WorldCityRow[] = [
      ["London", "", "GB", 51.5085, -0.1257],
      ["Los Angeles", "CA", "US", 34.0522, -118.2437],
      ["London", "", "CA", 42.9834, -81.233],
    ];
    const fetcher = fakeFetch({ "/data/world-cities/l.json": world });
    const found = await service.offlineCitySearch(fetcher, "world").search("lond");
    expect(calledUrls(fetcher)).toEqual(["/data/world-cities/l.json"]);
    expect(found).toEqual([
      { name: "London, United Kingdom", description: "London, United Kingdom", lat: 51.5085, lng: -0.1257, state: "", city: "London", country: "GB" },
      { name: "London, Canada", description: "London, Canada", lat: 42.9834, lng: -81.233, state: "", city: "London", country: "CA" },
    ]);
    await expect(service.offlineCitySearch(fetcher, "world").search("los angeles")).resolves.toEqual([
      expect.objectContaining({ name: "Los Angeles, CA", description: "Los Angeles, California, USA", state: "CA", country: "US" }),
    ]);
    // The US list is a different download.
    expect(calledUrls(fetcher)).toEqual(["/data/world-cities/l.json"]);
  });

  it("uses the s bucket for 'St Paul' and the trimmed query", async () => {
    const fetcher = fakeFetch({ "/data/us-cities/s.json": S_ROWS });
    const found = await service.offlineCitySearch(fetcher).search("  St Paul ");
    expect(calledUrls(fetcher)).toEqual(["/data/us-cities/s.json"]);
    expect(found.map((o) => o.name)).toEqual(["Saint Paul, MN"]);
  });

  it("uses the _ bucket for a query that does not start with a letter", async () => {
    const fetcher = fakeFetch({ "/data/us-cities/_.json": [] });
    await expect(service.offlineCitySearch(fetcher).search("29 Palms")).resolves.toEqual([]);
    expect(calledUrls(fetcher)).toEqual(["/data/us-cities/_.json"]);
  });

  it("downloads each bucket once and reuses it for later queries", async () => {
    const fetcher = fakeFetch({ "/data/us-cities/a.json": A_ROWS, "/data/us-cities/s.json": S_ROWS });
    const search = service.offlineCitySearch(fetcher);
    await search.search("au");
    await search.search("aus");
    await search.search("Atl");
    await search.search("st paul");
    expect(calledUrls(fetcher)).toEqual(["/data/us-cities/a.json", "/data/us-cities/s.json"]);
  });

  it("shares one download between searches that overlap", async () => {
    const fetcher = fakeFetch({ "/data/us-cities/a.json": A_ROWS });
    const search = service.offlineCitySearch(fetcher);
    const [one, two] = await Promise.all([search.search("au"), search.search("at")]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(one.map((o) => o.name)).toEqual(["Austin, TX", "Austin, MN"]);
    expect(two.map((o) => o.name)).toEqual(["Atlanta, GA"]);
  });

  it("retries a bucket after a failed download", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValueOnce(response(null, 503)).mockResolvedValueOnce(response(A_ROWS));
    const search = service.offlineCitySearch(fetcher);
    await expect(search.search("aus")).rejects.toThrow(/could not be loaded \(503\)/);
    await expect(search.search("aus")).resolves.toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(2);
    // Loaded now: no third download.
    await search.search("atl");
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("retries a bucket after a network error", async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(response(A_ROWS));
    const search = service.offlineCitySearch(fetcher);
    await expect(search.search("aus")).rejects.toThrow("Failed to fetch");
    await expect(search.search("aus")).resolves.toHaveLength(2);
  });

  it.each(["", " ", "a", "  a  "])("answers [] for %j without fetching", async (query) => {
    const fetcher = fakeFetch({ "/data/us-cities/a.json": A_ROWS });
    await expect(service.offlineCitySearch(fetcher).search(query)).resolves.toEqual([]);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

interface Prediction {
  description: string;
  place_id: string;
  structured_formatting: { main_text: string; secondary_text?: string };
}
type Place = Parameters<Parameters<InstanceType<GooglePlacesLike["PlacesService"]>["getDetails"]>[1]>[0];

function fakeGoogle(predictions: Prediction[], details: Record<string, { place: Place; status: string }>) {
  const getPlacePredictions = vi.fn<InstanceType<GooglePlacesLike["AutocompleteService"]>["getPlacePredictions"]>(() => Promise.resolve({ predictions }));
  const getDetails = vi.fn((request: { placeId: string; fields: string[] }, callback: (place: Place, status: string) => void) => {
    const answer = details[request.placeId] ?? { place: null, status: "NOT_FOUND" };
    setTimeout(() => callback(answer.place, answer.status), 0);
  });
  const places: GooglePlacesLike = {
    AutocompleteService: class {
      getPlacePredictions = getPlacePredictions;
    },
    PlacesService: class {
      getDetails = getDetails;
    },
  };
  return { places, getPlacePredictions, getDetails };
}

const at = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
const pred = (id: string, main: string, description: string): Prediction => ({ place_id: id, description, structured_formatting: { main_text: main, secondary_text: description } });

describe("googleCitySearch", () => {
  let service: Service;
  beforeEach(async () => {
    service = await load();
  });

  it("asks for US cities and maps predictions with their details to options", async () => {
    const google = fakeGoogle([pred("p1", "Austin", "Austin, TX, USA"), pred("p2", "Portland", "Portland, OR, USA")], {
      p1: {
        status: "OK",
        place: {
          geometry: { location: at(30.27, -97.74) },
          address_components: [
            { short_name: "Travis County", types: ["administrative_area_level_2"] },
            { short_name: "TX", types: ["administrative_area_level_1", "political"] },
          ],
        },
      },
      p2: { status: "OK", place: { geometry: { location: at(45.52, -122.68) }, address_components: [{ short_name: "OR", types: ["administrative_area_level_1"] }] } },
    });
    const found = await service.googleCitySearch(google.places).search("Port");
    expect(google.getPlacePredictions).toHaveBeenCalledWith({ input: "Port", types: ["(cities)"], componentRestrictions: { country: "us" } });
    expect(google.getDetails).toHaveBeenCalledWith({ placeId: "p1", fields: ["geometry", "address_components"] }, expect.any(Function));
    expect(found).toEqual([
      { name: "Austin, TX", description: "Austin, TX, USA", lat: 30.27, lng: -97.74, state: "TX", city: "Austin", country: "US" },
      { name: "Portland, OR", description: "Portland, OR, USA", lat: 45.52, lng: -122.68, state: "OR", city: "Portland", country: "US" },
    ]);
  });

  it("for a travel destination, asks for cities anywhere and names foreign ones by their country", async () => {
    const google = fakeGoogle(
      [
        { place_id: "l1", description: "London, UK", structured_formatting: { main_text: "London", secondary_text: "England, UK" } },
        { place_id: "l2", description: "London, KY, USA", structured_formatting: { main_text: "London", secondary_text: "KY, USA" } },
      ],
      {
        l1: {
          status: "OK",
          place: {
            geometry: { location: at(51.5, -0.12) },
            address_components: [
              { short_name: "England", types: ["administrative_area_level_1"] },
              { short_name: "GB", types: ["country", "political"] },
            ],
          },
        },
        l2: {
          status: "OK",
          place: {
            geometry: { location: at(37.13, -84.08) },
            address_components: [
              { short_name: "KY", types: ["administrative_area_level_1"] },
              { short_name: "US", types: ["country"] },
            ],
          },
        },
      },
    );
    const found = await service.googleCitySearch(google.places, "world").search("London");
    expect(google.getPlacePredictions).toHaveBeenCalledWith({ input: "London", types: ["(cities)"] });
    expect(found).toEqual([
      { name: "London, UK", description: "London, UK", lat: 51.5, lng: -0.12, state: "", city: "London", country: "GB" },
      { name: "London, KY", description: "London, KY, USA", lat: 37.13, lng: -84.08, state: "KY", city: "London", country: "US" },
    ]);
  });

  it("drops places whose details fail or have no location, keeping the order of the rest", async () => {
    const google = fakeGoogle([pred("a", "Alpha", "Alpha, TX, USA"), pred("b", "Beta", "Beta, TX, USA"), pred("c", "Gamma", "Gamma, TX, USA"), pred("d", "Delta", "Delta, TX, USA")], {
      a: { status: "NOT_FOUND", place: null },
      b: { status: "OK", place: { geometry: { location: at(1, 2) }, address_components: [{ short_name: "TX", types: ["administrative_area_level_1"] }] } },
      c: { status: "OK", place: { geometry: {} } },
      d: { status: "OVER_QUERY_LIMIT", place: { geometry: { location: at(3, 4) } } },
    });
    const found = await service.googleCitySearch(google.places).search("a city");
    expect(found.map((o) => o.name)).toEqual(["Beta, TX"]);
  });

  it("names a place without a state by its main text only", async () => {
    const google = fakeGoogle([pred("x", "Somewhere", "Somewhere, USA")], { x: { status: "OK", place: { geometry: { location: at(1, 2) } } } });
    expect(await service.googleCitySearch(google.places).search("some")).toEqual([{ name: "Somewhere", description: "Somewhere, USA", lat: 1, lng: 2, state: "", city: "Somewhere", country: "US" }]);
  });

  it("looks up details for at most 6 predictions", async () => {
    const many = Array.from({ length: 9 }, (_, i) => pred(`p${String(i)}`, `City ${String(i)}`, `City ${String(i)}, TX, USA`));
    const details = Object.fromEntries(many.map((p) => [p.place_id, { status: "OK", place: { geometry: { location: at(1, 1) } } }]));
    const google = fakeGoogle(many, details);
    const found = await service.googleCitySearch(google.places).search("city");
    expect(google.getDetails).toHaveBeenCalledTimes(6);
    expect(found).toHaveLength(6);
  });

  it("answers [] for fewer than 2 characters without calling Google", async () => {
    const google = fakeGoogle([pred("p1", "Austin", "Austin, TX, USA")], {});
    await expect(service.googleCitySearch(google.places).search(" a ")).resolves.toEqual([]);
    expect(google.getPlacePredictions).not.toHaveBeenCalled();
  });

  it("passes a prediction failure on to the caller", async () => {
    const google = fakeGoogle([], {});
    google.getPlacePredictions.mockRejectedValueOnce(new Error("ZERO_RESULTS"));
    await expect(service.googleCitySearch(google.places).search("zzz")).rejects.toThrow("ZERO_RESULTS");
  });
});

describe("getCitySearch", () => {
  it("without a Maps key uses the offline list, chosen once", async () => {
    const service = await load();
    const first = service.getCitySearch();
    expect(service.getCitySearch()).toBe(first);
    const search = await first;
    expect(typeof search.search).toBe("function");
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(response(A_ROWS));
    await expect(search.search("austin tx")).resolves.toEqual([expect.objectContaining({ name: "Austin, TX" })]);
    expect(fetchSpy).toHaveBeenCalledWith("/data/us-cities/a.json");
  });

  it("keeps one search per scope", async () => {
    const service = await load();
    const us = service.getCitySearch("us");
    const world = service.getCitySearch("world");
    expect(world).not.toBe(us);
    expect(service.getCitySearch("world")).toBe(world);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(response([["Paris", "", "FR", 48.8534, 2.3488]]));
    await expect((await world).search("paris")).resolves.toEqual([expect.objectContaining({ name: "Paris, France", country: "FR" })]);
    expect(fetchSpy).toHaveBeenCalledWith("/data/world-cities/p.json");
  });
});
