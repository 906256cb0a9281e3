// Places by bounds, page and filter (spec §7; issue 13: "places by bounds reads
// at most 2 documents per place shown") against the Firestore emulator: the
// app's own query (api/placesQuery.ts) and paging (model/placesInBounds.ts),
// over an even grid of places around Austin and a few far away. Every place in
// the bounds is shown once across the pages, nothing outside them, the filter
// holds, and the documents read stay under 2 per place shown.
import ngeohash from "ngeohash";
import type { Firestore } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { rangesReader } from "@/features/places/api/placesQuery";
import { readPlacesPage, type PlacesCursor, type PlacesFilter, type PlacesInBoundsQuery } from "@/features/places/model/placesInBounds";
import { boundsAround, inBounds, PLACE_GEOHASH_PRECISION, type Bounds } from "@rallyhub/domain/places/bounds";
import { rulesHarness } from "../rules/setup";

const h = rulesHarness();

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const SPORTS = ["Tennis", "Pickleball", "Basketball"];

interface Seeded {
  id: string;
  lat: number;
  lng: number;
  sports: string[];
  indoor: boolean;
}

/** An even grid of places (every `step` degrees over a square `reach` degrees each way), plus three far away. */
async function seedGrid(step: number, reach: number): Promise<Seeded[]> {
  const places: Seeded[] = [];
  let n = 0;
  for (let lat = AUSTIN.lat - reach; lat <= AUSTIN.lat + reach; lat += step) {
    for (let lng = AUSTIN.lng - reach; lng <= AUSTIN.lng + reach; lng += step) {
      places.push({ id: `g${String(n).padStart(4, "0")}`, lat, lng, sports: [SPORTS[n % 3] ?? "Tennis"], indoor: n % 2 === 0 });
      n += 1;
    }
  }
  places.push(
    { id: "far1", lat: 47.6, lng: -122.3, sports: ["Tennis"], indoor: false },
    { id: "far2", lat: 40.7, lng: -74, sports: ["Tennis"], indoor: true },
    { id: "far3", lat: 30.9, lng: -97.74, sports: ["Tennis"], indoor: false },
  );
  const docs: Record<string, Record<string, unknown>> = {};
  for (const p of places) {
    docs[`places/${p.id}`] = {
      name: `Court ${p.id}`,
      address: "",
      city: "Austin, TX",
      lat: p.lat,
      lng: p.lng,
      geohash: ngeohash.encode(p.lat, p.lng, PLACE_GEOHASH_PRECISION),
      sports: p.sports,
      indoor: p.indoor,
      photoURL: "",
      createdBy: "org",
    };
  }
  await h.seed(docs);
  return places;
}

/** Every page of a query: the ids shown (in order), and the documents read. */
async function allPages(db: Firestore, q: PlacesInBoundsQuery): Promise<{ pages: string[][]; reads: number }> {
  const read = rangesReader(() => Promise.resolve(db));
  const pages: string[][] = [];
  let reads = 0;
  let cursor: PlacesCursor | null = null;
  for (let i = 0; i < 100; i += 1) {
    const page = await readPlacesPage(read, q, cursor);
    pages.push(page.places.map((p) => p.place.id));
    reads += page.reads;
    if (!page.next) break;
    cursor = page.next;
  }
  return { pages, reads };
}

const expected = (places: Seeded[], b: Bounds, f: PlacesFilter) =>
  places
    .filter((p) => inBounds(p, b) && (f.sport === null || p.sports.includes(f.sport)) && (f.indoor === null || p.indoor === f.indoor))
    .map((p) => p.id)
    .sort();

describe("places by bounds against the emulator", () => {
  it("shows every place in the bounds once over the pages, nothing outside, nearest first within a page, under 2 reads per place shown", async () => {
    const places = await seedGrid(0.01, 0.12);
    const bounds = boundsAround(AUSTIN, 4);
    const q: PlacesInBoundsQuery = { bounds, center: AUSTIN, filter: { sport: null, indoor: null }, pageSize: 20 };
    const { pages, reads } = await allPages(h.anon(), q);
    const shown = pages.flat();
    expect([...shown].sort()).toEqual(expected(places, bounds, q.filter));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.length).toBeGreaterThan(60);
    // A page reads a bounded number of rounds: it may come back short before the last.
    expect(pages.every((p) => p.length <= 20)).toBe(true);
    expect(reads / shown.length).toBeLessThanOrEqual(2);
  });

  it("applies the sport and indoor filters in the query (reads still under 2 per place shown)", async () => {
    const places = await seedGrid(0.01, 0.12);
    const bounds = boundsAround(AUSTIN, 3);
    for (const filter of [
      { sport: "Tennis", indoor: null },
      { sport: null, indoor: true },
      { sport: "Pickleball", indoor: false },
    ] satisfies PlacesFilter[]) {
      const { pages, reads } = await allPages(h.anon(), { bounds, center: AUSTIN, filter, pageSize: 20 });
      const shown = pages.flat();
      expect([...shown].sort()).toEqual(expected(places, bounds, filter));
      expect(reads / Math.max(1, shown.length)).toBeLessThanOrEqual(2);
    }
  });

  it("reads one document for an empty area and says there is nothing more", async () => {
    await seedGrid(0.05, 0.1);
    const page = await readPlacesPage(
      rangesReader(() => Promise.resolve(h.anon())),
      { bounds: boundsAround({ lat: 35, lng: -100 }, 2), center: { lat: 35, lng: -100 }, filter: { sport: null, indoor: null }, pageSize: 20 },
      null,
    );
    expect(page).toEqual({ places: [], next: null, reads: 1 });
  });
});
