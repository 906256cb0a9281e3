import { describe, expect, it } from "vitest";
import { boundsArea, cellAt, cellHashRange, cellId, cellNumber, cellOfId, levelOf, levelRange, pointCellIds, type Bounds, type Cell } from "./cell";
import { cover, type CoverOptions, type Region } from "./cover";

/** A small deterministic generator, so that every run checks the same points. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Point = { lat: number; lng: number };
/** A region for the tests, with a way to draw points of it (the edges included). */
type TestRegion = Region & { sample(random: () => number): Point };
const wrapLng = (lng: number) => (lng > 180 ? lng - 360 : lng);

/** A box in degrees; its east may pass 180 (it then goes on from -180). */
function box(b: Bounds): TestRegion {
  // The parts of the box on either side of the antimeridian.
  const parts =
    b.east > 180
      ? [
          { ...b, east: 180 },
          { ...b, west: -180, east: b.east - 360 },
        ]
      : [b];
  const onEdge = (random: () => number) => (random() < 0.5 ? 0 : 1);
  return {
    area: boundsArea(b),
    box: b,
    touches: (c) => parts.some((p) => c.west <= p.east && c.east >= p.west && c.south <= p.north && c.north >= p.south),
    contains: (c) => parts.some((p) => c.west >= p.west && c.east <= p.east && c.south >= p.south && c.north <= p.north),
    sample(random) {
      // A third of the points on an edge or a corner, where a covering would miss first.
      const [u, v] = random() < 0.33 ? [onEdge(random), random() < 0.5 ? random() : onEdge(random)] : [random(), random()];
      return { lat: b.south + u * (b.north - b.south), lng: wrapLng(b.west + v * (b.east - b.west)) };
    },
  };
}

/** A disc in degrees (latitude and longitude taken as flat), of radius `r`. */
function disc(center: Point, r: number): TestRegion {
  const distance = (lat: number, lng: number) => Math.hypot(lat - center.lat, lng - center.lng);
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const degree = (3958.8 * Math.PI) / 180;
  return {
    area: Math.PI * r * r * degree * degree * Math.cos((center.lat * Math.PI) / 180),
    box: { south: center.lat - r, north: center.lat + r, west: center.lng - r, east: center.lng + r },
    touches: (c) => distance(clamp(center.lat, c.south, c.north), clamp(center.lng, c.west, c.east)) <= r,
    contains: (c) => [c.south, c.north].every((lat) => [c.west, c.east].every((lng) => distance(lat, lng) <= r)),
    sample(random) {
      // Half the points just inside the edge.
      const d = random() < 0.5 ? r * (1 - 1e-9) : r * Math.sqrt(random());
      const angle = 2 * Math.PI * random();
      return { lat: center.lat + d * Math.sin(angle), lng: center.lng + d * Math.cos(angle) };
    },
  };
}

const EVERY_LEVEL = levelRange(0, 40);
const EVERY_SECOND = levelRange(15, 31, 2);
const AUSTIN = { lat: 30.2672, lng: -97.7431 };

/** Region, options, and the area the covering may take at most (a multiple of the region's). */
const cases: Array<{ name: string; region: TestRegion; options: CoverOptions; ratio: number }> = [
  { name: "a city-sized box, every level, 24 cells", region: box({ south: 30.1, west: -97.9, north: 30.4, east: -97.5 }), options: { levels: EVERY_LEVEL, max: 24 }, ratio: 1.3 },
  {
    name: "a box, refined only to 1.25 times its area",
    region: box({ south: 30.1, west: -97.9, north: 30.4, east: -97.5 }),
    options: { levels: EVERY_LEVEL, max: 24, enough: 1.25, lookahead: 2 },
    ratio: 1.45,
  },
  { name: "a wide box (half a country), 24 cells", region: box({ south: 25, west: -125, north: 49, east: -66 }), options: { levels: EVERY_LEVEL, max: 24 }, ratio: 1.6 },
  { name: "a box across the antimeridian", region: box({ south: -17.5, west: 179.2, north: -16.8, east: 180.6 }), options: { levels: EVERY_LEVEL, max: 24 }, ratio: 1.6 },
  { name: "a box on cell edges (exactly a level-10 cell)", region: box(cellAt(10, 8, 20)), options: { levels: EVERY_LEVEL, max: 24 }, ratio: 1.2 },
  { name: "a line (no area)", region: box({ south: 30.2, west: -97.9, north: 30.2, east: -97.5 }), options: { levels: EVERY_LEVEL, max: 24 }, ratio: Infinity },
  { name: "a point", region: box({ south: AUSTIN.lat, west: AUSTIN.lng, north: AUSTIN.lat, east: AUSTIN.lng }), options: { levels: EVERY_LEVEL, max: 24 }, ratio: Infinity },
  { name: "a disc, every level from 12 to 32, 30 cells", region: disc(AUSTIN, 0.3), options: { levels: levelRange(12, 32), max: 30 }, ratio: 1.5 },
  { name: "a disc, every second level, 30 cells", region: disc(AUSTIN, 0.3), options: { levels: EVERY_SECOND, max: 30 }, ratio: 1.7 },
  { name: "a disc, lookahead of one level", region: disc(AUSTIN, 0.3), options: { levels: levelRange(12, 32), max: 30, lookahead: 1 }, ratio: 1.8 },
  { name: "a disc in 4 cells", region: disc({ lat: 45, lng: -90 }, 0.05), options: { levels: levelRange(12, 32), max: 4 }, ratio: 4 },
  { name: "a disc at the finest levels only", region: disc(AUSTIN, 0.01), options: { levels: [30, 31, 32], max: 30 }, ratio: 3 },
];

const idsOf = (cells: readonly Cell[]) => cells.map(cellId);

describe("cover: the greedy covering of a region", () => {
  it.each(cases)("$name: at most max cells, of the levels allowed, each touching the region, none inside another", ({ region, options }) => {
    const ids = idsOf(cover(region, options));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(options.max);
    expect(ids.every((id) => options.levels.includes(levelOf(id)))).toBe(true);
    expect(ids.every((id) => region.touches(cellOfId(id)))).toBe(true);
    // Cell ids are geohash ranges: a cell inside another has a range inside the other's.
    const ranges = ids.map(cellHashRange);
    const nested = ranges.flatMap((a, i) => ranges.filter((b, j) => i !== j && a.start <= b.start && b.end <= a.end).map((b) => `${ids[i]} holds ${JSON.stringify(b)}`));
    expect(nested).toEqual([]);
  });

  it.each(cases)("$name: every point of the region lies in one of the cells", ({ region, options }) => {
    const covering = new Set(idsOf(cover(region, options)));
    const random = rng(1);
    const missed: Point[] = [];
    for (let n = 0; n < 2000; n += 1) {
      const p = region.sample(random);
      if (!pointCellIds(p, options.levels).some((id) => covering.has(id))) missed.push(p);
    }
    expect(missed).toEqual([]);
  });

  it.each(cases)("$name: covers at most $ratio times the region's area", ({ region, options, ratio }) => {
    const cells = cover(region, options);
    expect(cells.reduce((sum, c) => sum + c.area, 0) / region.area).toBeLessThanOrEqual(ratio);
  });

  it("stops refining once within `enough`, with fewer cells than when it goes on", () => {
    const region = box({ south: 30.1, west: -97.9, north: 30.4, east: -97.5 });
    const full = cover(region, { levels: EVERY_LEVEL, max: 24 });
    const enough = cover(region, { levels: EVERY_LEVEL, max: 24, enough: 1.5 });
    expect(enough.length).toBeLessThan(full.length);
    expect(enough.reduce((sum, c) => sum + c.area, 0)).toBeLessThanOrEqual(1.5 * region.area);
  });

  it("gives the same covering for the same region", () => {
    const options = { levels: levelRange(12, 32), max: 30 };
    expect(idsOf(cover(disc(AUSTIN, 0.2), options))).toEqual(idsOf(cover(disc({ ...AUSTIN }, 0.2), options)));
  });

  it("refuses a region that the coarsest level's touching cells cannot cover within max", () => {
    expect(() => cover(disc(AUSTIN, 10), { levels: levelRange(20, 32), max: 30 })).toThrow(RangeError);
    expect(() => cover(box({ south: 30, west: -98, north: 31, east: -97 }), { levels: [0], max: 0 })).toThrow(RangeError);
  });
});

describe("cells", () => {
  it("a cell's id gives the cell back, and its number orders cells as their geohashes", () => {
    const random = rng(2);
    for (let n = 0; n < 500; n += 1) {
      const level = Math.floor(random() * 41);
      const x = Math.floor(random() * 2 ** Math.ceil(level / 2));
      const y = Math.floor(random() * 2 ** Math.floor(level / 2));
      const cell = cellAt(level, x, y);
      expect(cellOfId(cellId(cell))).toEqual(cell);
      const point = { lat: (cell.south + cell.north) / 2, lng: (cell.west + cell.east) / 2 };
      expect(pointCellIds(point, [level])).toEqual([cellId(cell)]);
      const other = cellAt(level, Math.floor(random() * 2 ** Math.ceil(level / 2)), Math.floor(random() * 2 ** Math.floor(level / 2)));
      const [a, b] = [cellHashRange(cellId(cell)).start, cellHashRange(cellId(other)).start];
      expect(Math.sign(cellNumber(cell) - cellNumber(other))).toBe(a === b ? 0 : a < b ? -1 : 1);
    }
  });

  it("measures a cell in square miles on the sphere (the world's cells add up to its surface)", () => {
    const cells = Array.from({ length: 8 }, (_, i) => cellAt(5, i % 8, 0)).concat(
      Array.from({ length: 8 }, (_, i) => cellAt(5, i, 1)),
      Array.from({ length: 8 }, (_, i) => cellAt(5, i, 2)),
      Array.from({ length: 8 }, (_, i) => cellAt(5, i, 3)),
    );
    expect(cells.reduce((sum, c) => sum + c.area, 0)).toBeCloseTo(4 * Math.PI * 3958.8 ** 2, 0);
  });
});
