import ngeohash from "ngeohash";
import { describe, expect, it } from "vitest";
import { distanceMiles } from "../geo";
import { boundsAround, boundsCentre, boundsRanges, coveringAreaRatio, inBounds, MAX_BOUNDS_CELLS, normalizeBounds, PLACE_GEOHASH_PRECISION, type Bounds, type HashRange } from "./bounds";

/** A small deterministic generator, so that every run checks the same cases. */
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

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const inRange = (hash: string, r: HashRange) => hash >= r.start && hash < r.end;
const hashOf = (p: { lat: number; lng: number }) => ngeohash.encode(p.lat, p.lng, PLACE_GEOHASH_PRECISION);

/** Boxes over the US: every size from a few blocks to a region, squares and wide or tall ones. */
function sampleBounds(count: number): Bounds[] {
  const random = rng(13);
  const out: Bounds[] = [];
  for (let i = 0; i < count; i += 1) {
    const center = { lat: 25 + random() * 23, lng: -124 + random() * 55 };
    const half = [0.3, 1, 2, 5, 10, 25, 50][i % 7] ?? 5;
    const b = boundsAround(center, half * (0.7 + random() * 0.6));
    const stretch = 0.5 + random();
    out.push({ ...b, west: center.lng - (center.lng - b.west) * stretch, east: center.lng + (b.east - center.lng) * stretch });
  }
  return out;
}

describe("boundsRanges: geohash ranges covering a map's bounds", () => {
  it("every point inside the bounds has its geohash in exactly one range", () => {
    const random = rng(7);
    for (const b of sampleBounds(60)) {
      const ranges = boundsRanges(b);
      for (let i = 0; i < 200; i += 1) {
        const p = { lat: b.south + random() * (b.north - b.south), lng: b.west + random() * (b.east - b.west) };
        const hash = hashOf(p);
        expect(
          ranges.filter((r) => inRange(hash, r)),
          `${hash} in ${JSON.stringify(b)}`,
        ).toHaveLength(1);
      }
      // The corners too (a point on an edge counts as inside).
      for (const p of [
        { lat: b.south, lng: b.west },
        { lat: b.north, lng: b.east },
        { lat: b.south, lng: b.east },
        { lat: b.north, lng: b.west },
      ]) {
        expect(ranges.some((r) => inRange(hashOf(p), r))).toBe(true);
      }
    }
  });

  it("uses at most MAX_BOUNDS_CELLS ranges, none overlapping, each well formed", () => {
    for (const b of sampleBounds(140)) {
      const ranges = boundsRanges(b);
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges.length).toBeLessThanOrEqual(MAX_BOUNDS_CELLS);
      const sorted = [...ranges].sort((x, y) => (x.start < y.start ? -1 : 1));
      sorted.forEach((r, i) => {
        expect(r.start < r.end).toBe(true);
        const next = sorted[i + 1];
        if (next) expect(r.end <= next.start).toBe(true);
      });
    }
  });

  it("covers little more than the bounds: about 2 documents read per place shown at most, with places spread evenly", () => {
    const ratios = sampleBounds(140).map((b) => coveringAreaRatio(b));
    expect(Math.max(...ratios)).toBeLessThan(1.9);
    expect(ratios.reduce((a, b) => a + b, 0) / ratios.length).toBeLessThan(1.45);
  });

  it("counts the places of an even grid: the ranges hold at most about 1.9 times those inside the bounds", () => {
    const b = boundsAround(AUSTIN, 3);
    const ranges = boundsRanges(b);
    const step = 0.004;
    let inside = 0;
    let read = 0;
    for (let lat = b.south - 0.2; lat <= b.north + 0.2; lat += step) {
      for (let lng = b.west - 0.2; lng <= b.east + 0.2; lng += step) {
        const hash = hashOf({ lat, lng });
        if (ranges.some((r) => inRange(hash, r))) read += 1;
        if (inBounds({ lat, lng }, b)) inside += 1;
      }
    }
    expect(inside).toBeGreaterThan(500);
    expect(read / inside).toBeLessThan(1.9);
  });

  it("lists first the range holding the centre", () => {
    for (const b of sampleBounds(30)) {
      const first = boundsRanges(b)[0];
      expect(first && inRange(hashOf(boundsCentre(b)), first)).toBe(true);
    }
  });

  it("gives the same ranges for the same bounds (a page's cursor stays valid)", () => {
    const b = boundsAround(AUSTIN, 5);
    expect(boundsRanges(b)).toEqual(boundsRanges({ ...b }));
  });

  it("finds places on the edges of bounds that lie on cell boundaries (a point on a boundary is in the cell west or south of it, as ngeohash encodes)", () => {
    const [south, west, north, east] = ngeohash.decode_bbox("9v6kp");
    for (const b of [
      { south, west, north, east },
      { south: 22.5, west: -101.25, north: 28.125, east: -90 },
    ]) {
      const ranges = boundsRanges(b);
      const mid = boundsCentre(b);
      for (const p of [
        { lat: b.south, lng: b.west },
        { lat: b.south, lng: mid.lng },
        { lat: mid.lat, lng: b.west },
        { lat: b.north, lng: b.east },
      ]) {
        expect(
          ranges.some((r) => inRange(hashOf(p), r)),
          JSON.stringify(p),
        ).toBe(true);
      }
    }
  });

  it("covers a very small area (a few metres) and a very large one (half the country)", () => {
    const tiny = boundsAround(AUSTIN, 0.005);
    expect(boundsRanges(tiny).some((r) => inRange(hashOf(AUSTIN), r))).toBe(true);
    const huge: Bounds = { south: 25, west: -125, north: 49, east: -66 };
    const ranges = boundsRanges(huge);
    expect(ranges.length).toBeLessThanOrEqual(MAX_BOUNDS_CELLS);
    expect(ranges.some((r) => inRange(hashOf({ lat: 40.7, lng: -74 }), r))).toBe(true);
  });
});

describe("bounds helpers", () => {
  it("normalizeBounds puts the edges in order and on the globe", () => {
    expect(normalizeBounds({ south: 31, north: 30, west: -97, east: -98 })).toEqual({ south: 30, north: 31, west: -98, east: -97 });
    expect(normalizeBounds({ south: -95, north: 95, west: -200, east: 200 })).toEqual({ south: -90, north: 90, west: -180, east: 180 });
  });

  it("inBounds includes the edges and nothing outside", () => {
    const b = { south: 30, north: 31, west: -98, east: -97 };
    expect(inBounds({ lat: 30, lng: -98 }, b)).toBe(true);
    expect(inBounds({ lat: 30.5, lng: -97.5 }, b)).toBe(true);
    expect(inBounds({ lat: 31.0001, lng: -97.5 }, b)).toBe(false);
    expect(inBounds({ lat: 30.5, lng: -96.9 }, b)).toBe(false);
  });

  it("boundsAround reaches the given miles north, south, east and west", () => {
    const b = boundsAround(AUSTIN, 10);
    expect(distanceMiles(AUSTIN, { lat: b.north, lng: AUSTIN.lng })).toBeCloseTo(10, 1);
    expect(distanceMiles(AUSTIN, { lat: b.south, lng: AUSTIN.lng })).toBeCloseTo(10, 1);
    expect(distanceMiles(AUSTIN, { lat: AUSTIN.lat, lng: b.east })).toBeCloseTo(10, 0);
    expect(distanceMiles(AUSTIN, { lat: AUSTIN.lat, lng: b.west })).toBeCloseTo(10, 0);
    expect(boundsCentre(b).lat).toBeCloseTo(AUSTIN.lat, 6);
  });
});
