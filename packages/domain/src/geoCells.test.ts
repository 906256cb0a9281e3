import { describe, expect, it } from "vitest";
import ngeohash from "ngeohash";
import { distanceMiles, EARTH_RADIUS_MILES, type LatLng } from "./geo";
import {
  cellHashRange,
  cellsOf,
  coveringCells,
  coveringRatio,
  GEO_CELLS,
  GEO_LEVELS,
  geoCellField,
  geoCellsOf,
  levelOf,
  MAX_CELLS,
  MAX_TEXT_CELL_TOKENS,
  SEARCH_CELLS,
  textCellField,
  textCellsOf,
  textCoveringCells,
  TEXT_LEVELS,
} from "./geoCells";

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";

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

/** The geohash bits a cell id stands for ('dp3w_01' → 22 bits), read independently of the module. */
function bitsOf(id: string): string {
  const [hash = "", rest = ""] = id.split("_");
  return Array.from(hash, (ch) => BASE32.indexOf(ch).toString(2).padStart(5, "0")).join("") + rest;
}

/** The box of a cell id: longitude bits are the even ones. */
function boxOf(id: string) {
  const bits = bitsOf(id);
  let [minLng, maxLng, minLat, maxLat] = [-180, 180, -90, 90];
  Array.from(bits).forEach((b, i) => {
    if (i % 2 === 0) {
      const mid = (minLng + maxLng) / 2;
      if (b === "1") minLng = mid;
      else maxLng = mid;
    } else {
      const mid = (minLat + maxLat) / 2;
      if (b === "1") minLat = mid;
      else maxLat = mid;
    }
  });
  return { minLng, maxLng, minLat, maxLat };
}

/** Square miles of a cell, on the sphere. */
function areaOf(id: string): number {
  const b = boxOf(id);
  const rad = Math.PI / 180;
  return EARTH_RADIUS_MILES ** 2 * (b.maxLng - b.minLng) * rad * (Math.sin(b.maxLat * rad) - Math.sin(b.minLat * rad));
}

const circleArea = (radius: number) => 2 * Math.PI * EARTH_RADIUS_MILES ** 2 * (1 - Math.cos(radius / EARTH_RADIUS_MILES));

/** The point `miles` from a centre in a direction (radians from north). */
function destination(center: LatLng, miles: number, bearing: number): LatLng {
  const rad = Math.PI / 180;
  const d = miles / EARTH_RADIUS_MILES;
  const lat1 = center.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 = center.lng * rad + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: ((((lng2 / rad + 180) % 360) + 360) % 360) - 180 };
}

describe("cellsOf", () => {
  it("lists the point's cell at each level (12 to 32 bits), coarse to fine, each inside the one before", () => {
    const cells = cellsOf(AUSTIN);
    expect(cells.map(levelOf)).toEqual([...GEO_LEVELS]);
    expect(cells.map((c) => bitsOf(c).length)).toEqual([...GEO_LEVELS]);
    for (let i = 1; i < cells.length; i += 1) expect(bitsOf(cells[i] ?? "").startsWith(bitsOf(cells[i - 1] ?? ""))).toBe(true);
  });

  it("agrees with ngeohash: a whole number of characters is the geohash itself, and the point lies in every cell", () => {
    const random = rng(1);
    for (let n = 0; n < 500; n += 1) {
      const p = { lat: -80 + 160 * random(), lng: -180 + 360 * random() };
      const cells = cellsOf(p);
      const hash = ngeohash.encode(p.lat, p.lng, 7);
      for (const cell of cells) {
        if (levelOf(cell) % 5 === 0) expect(cell).toBe(hash.slice(0, levelOf(cell) / 5));
        const box = boxOf(cell);
        expect(p.lng >= box.minLng && p.lng <= box.maxLng && p.lat >= box.minLat && p.lat <= box.maxLat).toBe(true);
      }
    }
    expect(cellsOf(CHICAGO).slice(0, 11)).toEqual(["dp_00", "dp_000", "dp_0001", "dp3", "dp3_1", "dp3_11", "dp3_111", "dp3_1110", "dp3w", "dp3w_1", "dp3w_10"]);
  });

  it("never gives two levels the same id", () => {
    const random = rng(2);
    const levelById = new Map<string, number>();
    for (let n = 0; n < 2000; n += 1) {
      const p = { lat: 25 + 25 * random(), lng: -125 + 55 * random() };
      for (const cell of cellsOf(p, range(1, 35))) {
        const level = levelOf(cell);
        expect(levelById.get(cell) ?? level).toBe(level);
        levelById.set(cell, level);
      }
    }
    // The same bits at two levels ('0' at 1 bit, '00000' at 5): still two ids.
    const south = cellsOf({ lat: -89.9, lng: -179.9 }, range(1, 10));
    expect(new Set(south).size).toBe(10);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe("cellHashRange", () => {
  it("bounds the geohash strings of exactly the points in the cell", () => {
    const random = rng(3);
    const near = () => ({ lat: 41 + random(), lng: -88 + random() });
    for (let n = 0; n < 400; n += 1) {
      const [p, q] = [near(), near()];
      const hash = ngeohash.encode(q.lat, q.lng, 9);
      cellsOf(p).forEach((cell, i) => {
        const { start, end } = cellHashRange(cell);
        expect(hash >= start && hash <= end).toBe(cellsOf(q)[i] === cell);
      });
    }
  });
});

describe("coveringCells", () => {
  /** Random circles at many latitudes, radii from half a mile to 150 miles. */
  function circles(seed: number, count: number) {
    const random = rng(seed);
    return Array.from({ length: count }, () => ({
      center: { lat: -65 + 130 * random(), lng: -180 + 360 * random() },
      radius: 0.5 * 300 ** random(),
    }));
  }

  it("covers every point of any circle: the point's own cells meet the circle's (random points, radii and places)", () => {
    const random = rng(4);
    for (const { center, radius } of circles(5, 300)) {
      const covering = new Set(coveringCells(center, radius));
      for (let n = 0; n < 60; n += 1) {
        // Half the points on or just inside the edge, where a covering would miss first.
        const miles = n % 2 === 0 ? radius * (1 - 1e-9 * random()) : radius * Math.sqrt(random());
        const p = destination(center, miles, 2 * Math.PI * random());
        if (distanceMiles(center, p) > radius) continue;
        expect(
          cellsOf(p).some((c) => covering.has(c)),
          `${JSON.stringify(p)} in ${radius} mi of ${JSON.stringify(center)}`,
        ).toBe(true);
      }
    }
  });

  it("covers the centre of tiny and of large circles, and points on cell boundaries", () => {
    for (const radius of [0, 0.01, 0.2, 150]) expect(cellsOf(CHICAGO).some((c) => coveringCells(CHICAGO, radius).includes(c))).toBe(true);
    // A circle centred where four cells meet (a geohash corner).
    const corner = { lat: 45, lng: -90 };
    const covering = new Set(coveringCells(corner, 3));
    for (const [dLat, dLng] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      const p = { lat: corner.lat + dLat * 0.01, lng: corner.lng + dLng * 0.01 };
      expect(cellsOf(p).some((c) => covering.has(c))).toBe(true);
    }
  });

  it("uses at most 30 cells, none inside another", () => {
    for (const { center, radius } of circles(6, 300)) {
      const cells = coveringCells(center, radius);
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.length).toBeLessThanOrEqual(MAX_CELLS);
      const bits = cells.map(bitsOf);
      // One expectation per circle, not one per pair of cells (270,000 expect() calls took seconds).
      const nested = bits.flatMap((a) => bits.filter((b) => a !== b && b.startsWith(a)).map((b) => `${a} holds ${b}`));
      expect(nested).toEqual([]);
      expect(new Set(bits).size).toBe(bits.length);
    }
  });

  it("wastes little area outside the circle (what keeps reads near the results): at most 1.6 times its area from 5 to 100 miles", () => {
    const random = rng(7);
    for (const lat of [0, 25.76, 30.27, 41.88, 47.61, 60]) {
      for (const radius of [5, 10, 25, 50, 100]) {
        for (let n = 0; n < 4; n += 1) {
          const center = { lat: lat + random() - 0.5, lng: -120 + 40 * random() };
          for (const [cells, levels] of [
            [coveringCells(center, radius), GEO_LEVELS],
            [textCoveringCells(center, radius, "socc").map((v) => v.split(":")[0] ?? ""), TEXT_LEVELS],
          ] as const) {
            const ratio = cells.reduce((sum, c) => sum + areaOf(c), 0) / circleArea(radius);
            expect(ratio, `${radius} mi at ${JSON.stringify(center)}`).toBeLessThanOrEqual(1.6);
            expect(ratio).toBeCloseTo(coveringRatio(center, radius, cells), 6);
            expect(cells.every((c) => levels.includes(levelOf(c)))).toBe(true);
          }
        }
      }
    }
  });

  it("leaves out places far from the circle (3 to 6 radii away)", () => {
    const random = rng(8);
    for (const radius of [5, 25, 50, 100]) {
      const covering = new Set(coveringCells(CHICAGO, radius));
      for (let n = 0; n < 200; n += 1) {
        const p = destination(CHICAGO, radius * (3 + 3 * random()), 2 * Math.PI * random());
        expect(cellsOf(p).some((c) => covering.has(c))).toBe(false);
      }
    }
  });

  it("is quick (it runs in the browser on every search)", () => {
    const random = rng(9);
    const started = performance.now();
    for (let n = 0; n < 50; n += 1) {
      const center = { lat: 25 + 25 * random(), lng: -120 + 40 * random() };
      coveringCells(center, [5, 10, 25, 50][n % 4] ?? 25);
    }
    expect((performance.now() - started) / 50).toBeLessThan(10);
  });

  it("refuses a circle too large for 30 of the coarsest cells", () => {
    expect(() => coveringCells(CHICAGO, 3000)).toThrow(RangeError);
  });
});

/** Whether a stored point is found by a text search: one of the values is in the field of its level (what Firestore matches). */
function textFound(stored: Record<string, string[]>, values: readonly string[]): boolean {
  return values.some((v) => (stored[textCellField(v).slice(`${SEARCH_CELLS}.`.length)] ?? []).includes(v));
}

describe("text near a place (searchCells)", () => {
  it("keeps, per level from 15 to 31 bits (every second), the point's cell joined to each token of 3 letters or more", () => {
    const cells = cellsOf(CHICAGO, TEXT_LEVELS);
    expect(cells.map(levelOf)).toEqual([15, 17, 19, 21, 23, 25, 27, 29, 31]);
    expect(cells.every((c) => cellsOf(CHICAGO, range(1, 32)).includes(c))).toBe(true);
    const stored = textCellsOf(CHICAGO, ["so", "soc", "socc"]);
    expect(Object.keys(stored)).toEqual(TEXT_LEVELS.map((l) => `l${l}`));
    TEXT_LEVELS.forEach((level, i) => expect(stored[`l${level}`]).toEqual([`${cells[i] ?? ""}:soc`, `${cells[i] ?? ""}:socc`]));
    expect(stored.l27).toEqual(["dp3wj_11:soc", "dp3wj_11:socc"]);
    expect(textCellField("dp3wj_11:socc")).toBe("searchCells.l27");
  });

  it("keeps a document's values bounded (at most 50 tokens, the first ones: 450 values)", () => {
    const tokens = Array.from({ length: 120 }, (_, i) => `tok${i}`);
    const values = Object.values(textCellsOf(CHICAGO, tokens)).flat();
    expect(values).toHaveLength(MAX_TEXT_CELL_TOKENS * TEXT_LEVELS.length);
    expect(values.length).toBeLessThanOrEqual(450);
    expect(values.some((v) => v.endsWith(":tok49"))).toBe(true);
    expect(values.some((v) => v.endsWith(":tok50"))).toBe(false);
  });

  it("a query's values cover its circle: a game inside it is found, a game elsewhere or with other words is not", () => {
    const random = rng(10);
    for (const radius of [1, 5, 10, 25, 50, 100]) {
      const values = textCoveringCells(CHICAGO, radius, "socc");
      expect(values.length).toBeLessThanOrEqual(MAX_CELLS);
      expect(values.every((v) => v.endsWith(":socc"))).toBe(true);
      for (let n = 0; n < 200; n += 1) {
        const p = destination(CHICAGO, radius * Math.sqrt(random()), 2 * Math.PI * random());
        if (distanceMiles(CHICAGO, p) > radius) continue;
        expect(textFound(textCellsOf(p, ["soc", "socc"]), values)).toBe(true);
      }
    }
    const values = textCoveringCells(CHICAGO, 25, "socc");
    expect(textFound(textCellsOf({ lat: 40.7128, lng: -74.006 }, ["socc"]), values)).toBe(false);
    expect(textFound(textCellsOf({ lat: 41.95, lng: -87.7 }, ["tenn"]), values)).toBe(false);
  });

  it("covers circles at other places too", () => {
    for (const center of [AUSTIN, SEATTLE]) {
      const p = destination(center, 9.99, 1);
      expect(textFound(textCellsOf(p, ["tenn"]), textCoveringCells(center, 10, "tenn"))).toBe(true);
    }
  });
});

describe("the stored fields and the queries on them", () => {
  it("keeps a point's cell at each level in geoCells.l12 … geoCells.l32, where a covering's cell is looked for", () => {
    const stored = geoCellsOf(CHICAGO);
    expect(Object.keys(stored)).toEqual(GEO_LEVELS.map((l) => `l${l}`));
    expect(Object.values(stored)).toEqual(cellsOf(CHICAGO));
    expect(stored.l20).toBe("dp3w");
    expect(geoCellField("dp3w")).toBe("geoCells.l20");
    expect(geoCellField("dp3w_01")).toBe("geoCells.l22");
    const random = rng(11);
    for (let n = 0; n < 300; n += 1) {
      const radius = 1 + 60 * random();
      const p = destination(CHICAGO, radius * Math.sqrt(random()), 2 * Math.PI * random());
      if (distanceMiles(CHICAGO, p) > radius) continue;
      const found = coveringCells(CHICAGO, radius).filter((c) => geoCellsOf(p)[geoCellField(c).slice(`${GEO_CELLS}.`.length)] === c);
      expect(found).toHaveLength(1);
    }
  });
});
