import ngeohash from "ngeohash";
import { describe, expect, it, vi } from "vitest";
import { boundsAround, PLACE_GEOHASH_PRECISION, type HashRange } from "@rallyhub/domain/places/bounds";
import type { PlaceListing } from "./place";
import { MAX_ROUNDS, readPlacesPage, type PlacesCursor, type PlacesFilter, type PlacesInBoundsQuery, type ReadRanges } from "./placesInBounds";

const AUSTIN = { lat: 30.2672, lng: -97.7431 };

const listing = (id: string, lat: number, lng: number, over: Partial<PlaceListing> = {}): PlaceListing => ({
  id,
  name: `Court ${id}`,
  address: "",
  city: "Austin, TX",
  lat,
  lng,
  sports: ["Tennis"],
  indoor: false,
  geohash: ngeohash.encode(lat, lng, PLACE_GEOHASH_PRECISION),
  photoURL: "",
  createdBy: "org",
  ...over,
});

/** Firestore's answer to the app's query, in memory: in any range, the filter, geohash then id order, after a place, a limit. */
function memoryReader(places: PlaceListing[]) {
  const read = vi.fn<ReadRanges>((ranges: HashRange[], filter: PlacesFilter, after, max) =>
    Promise.resolve(
      places
        .filter((p) => ranges.some((r) => p.geohash >= r.start && p.geohash < r.end))
        .filter((p) => (filter.sport === null || p.sports.includes(filter.sport)) && (filter.indoor === null || p.indoor === filter.indoor))
        .sort((a, b) => (a.geohash === b.geohash ? a.id.localeCompare(b.id) : a.geohash < b.geohash ? -1 : 1))
        .filter((p) => !after || p.geohash > after[0] || (p.geohash === after[0] && p.id > after[1]))
        .slice(0, max),
    ),
  );
  return read;
}

const query = (over: Partial<PlacesInBoundsQuery> = {}): PlacesInBoundsQuery => ({ bounds: boundsAround(AUSTIN, 2), center: AUSTIN, filter: { sport: null, indoor: null }, pageSize: 5, ...over });

describe("readPlacesPage (spec §7 Places by bounds, page and filter)", () => {
  it("shows the places inside the bounds, nearest the centre first, with their distance", async () => {
    const near = listing("near", AUSTIN.lat + 0.001, AUSTIN.lng);
    const mid = listing("mid", AUSTIN.lat + 0.01, AUSTIN.lng + 0.01);
    const edge = listing("edge", AUSTIN.lat - 0.025, AUSTIN.lng);
    const outside = listing("outside", AUSTIN.lat + 0.2, AUSTIN.lng);
    const page = await readPlacesPage(memoryReader([edge, outside, mid, near]), query(), null);
    expect(page.places.map((p) => p.place.id)).toEqual(["near", "mid", "edge"]);
    expect(page.places[0]?.distanceMiles).toBeCloseTo(0.069, 2);
    expect(page.next).toBeNull();
  });

  it("pages through every place once, each page full but the last, with a cursor after the last place read", async () => {
    const places = Array.from({ length: 12 }, (_, i) => listing(`p${String(i).padStart(2, "0")}`, AUSTIN.lat + (i - 6) * 0.004, AUSTIN.lng + (i % 3) * 0.004));
    const read = memoryReader(places);
    const seen: string[] = [];
    let cursor: PlacesCursor | null = null;
    const sizes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const page = await readPlacesPage(read, query(), cursor);
      sizes.push(page.places.length);
      seen.push(...page.places.map((p) => p.place.id));
      if (!page.next) break;
      cursor = page.next;
    }
    expect(sizes).toEqual([5, 5, 2]);
    expect([...seen].sort()).toEqual(places.map((p) => p.id).sort());
  });

  it("asks for the next places when some of those read lie outside the bounds, counting every document read", async () => {
    const b = boundsAround(AUSTIN, 2);
    const inside = Array.from({ length: 6 }, (_, i) => listing(`in${i}`, AUSTIN.lat + i * 0.001, AUSTIN.lng));
    const outside = Array.from({ length: 3 }, (_, i) => listing(`out${i}`, b.north + 0.001, AUSTIN.lng + i * 0.001));
    // As the query answers in geohash order: three just past the edge come first, then the places inside.
    const answers = [[...outside, ...inside.slice(0, 2)], inside.slice(2, 5)];
    const read = vi.fn<ReadRanges>(() => Promise.resolve(answers.shift() ?? []));
    const page = await readPlacesPage(read, query({ bounds: b }), null);
    expect(page.places.map((p) => p.place.id).sort()).toEqual(["in0", "in1", "in2", "in3", "in4"]);
    expect(read.mock.calls.map((c) => c[3])).toEqual([5, 3]);
    // The second query starts after the last place the first one read.
    expect(read.mock.calls[1]?.[2]).toEqual([inside[1]?.geohash, "in1"]);
    expect(page.reads).toBe(8);
    expect(page.next).toEqual({ after: [inside[4]?.geohash, "in4"] });
  });

  it("passes the filter to the query and checks it again on what comes back", async () => {
    const tennis = listing("tennis", AUSTIN.lat, AUSTIN.lng, { sports: ["Tennis"], indoor: true });
    const soccer = listing("soccer", AUSTIN.lat + 0.001, AUSTIN.lng, { sports: ["Soccer"], indoor: true });
    const read = memoryReader([tennis, soccer]);
    const page = await readPlacesPage(read, query({ filter: { sport: "Tennis", indoor: true } }), null);
    expect(page.places.map((p) => p.place.id)).toEqual(["tennis"]);
    expect(read.mock.calls[0]?.[1]).toEqual({ sport: "Tennis", indoor: true });
    // A reader that ignored the filter would still not get a wrong place shown.
    const careless = vi.fn<ReadRanges>(() => Promise.resolve([tennis, soccer]));
    const again = await readPlacesPage(careless, query({ filter: { sport: "Tennis", indoor: null } }), null);
    expect(again.places.map((p) => p.place.id)).toEqual(["tennis"]);
  });

  it("makes one query when the first answer fills the page", async () => {
    const places = Array.from({ length: 9 }, (_, i) => listing(`p${i}`, AUSTIN.lat + i * 0.001, AUSTIN.lng));
    const read = memoryReader(places);
    const page = await readPlacesPage(read, query(), null);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[3]).toBe(5);
    expect(page.reads).toBe(5);
    expect(page.next).not.toBeNull();
  });

  it("an empty area costs one read and has no next page", async () => {
    const page = await readPlacesPage(memoryReader([]), query(), null);
    expect(page).toEqual({ places: [], next: null, reads: 1 });
  });

  it("stops after MAX_ROUNDS queries and gives a cursor to go on from", async () => {
    const b = boundsAround(AUSTIN, 2);
    // Many places read and dropped (just outside), a few inside after them.
    const outside = Array.from({ length: 40 }, (_, i) => listing(`out${String(i).padStart(2, "0")}`, b.north + 0.00005, b.west + 0.001 + i * 0.0001));
    const read = vi.fn<ReadRanges>((_r, _f, _after, max) => Promise.resolve(outside.slice(0, max)));
    const page = await readPlacesPage(read, query({ bounds: b }), null);
    expect(read).toHaveBeenCalledTimes(MAX_ROUNDS);
    expect(page.places).toEqual([]);
    expect(page.next).not.toBeNull();
  });
});
