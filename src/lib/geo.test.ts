import ngeohash from "ngeohash";
import { describe, expect, it } from "vitest";
import { distanceMiles, geohashFor, geohashQueryRanges, GEOHASH_PRECISION, type LatLng } from "./geo";

const austin: LatLng = { lat: 30.2672, lng: -97.7431 };
const dallas: LatLng = { lat: 32.7767, lng: -96.797 };

describe("geohashFor", () => {
  it("encodes at the stored precision by default", () => {
    const hash = geohashFor(austin);
    expect(hash).toHaveLength(GEOHASH_PRECISION);
    expect(hash).toBe(ngeohash.encode(austin.lat, austin.lng, 7));
    expect(hash.startsWith("9v6")).toBe(true);
  });

  it("takes another precision", () => {
    expect(geohashFor(austin, 4)).toBe(geohashFor(austin).slice(0, 4));
  });

  it("decodes back to a point close to the input", () => {
    const { latitude, longitude } = ngeohash.decode(geohashFor(dallas));
    expect(distanceMiles(dallas, { lat: latitude, lng: longitude })).toBeLessThan(1);
  });
});

describe("distanceMiles", () => {
  it("is zero for the same point", () => {
    expect(distanceMiles(austin, austin)).toBe(0);
  });

  it("is symmetric", () => {
    expect(distanceMiles(austin, dallas)).toBeCloseTo(distanceMiles(dallas, austin), 9);
  });

  it.each<[string, LatLng, LatLng, number, number]>([
    ["Austin to Dallas", austin, dallas, 182, 2],
    ["one degree of latitude", { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 69.1, 0.2],
    ["a quarter of the equator", { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, 6218.4, 1],
    ["across the antimeridian", { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 69.1, 0.2],
  ])("%s", (_name, a, b, miles, tolerance) => {
    expect(Math.abs(distanceMiles(a, b) - miles)).toBeLessThanOrEqual(tolerance);
  });
});

describe("geohashQueryRanges", () => {
  it.each([0.05, 1, 2.5, 10, 15, 50, 200, 1000, 5000])("covers the centre for a %s-mile radius, sorted and without duplicates", (radius) => {
    const ranges = geohashQueryRanges(austin, radius);
    const starts = ranges.map(([start]) => start);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.length).toBeLessThanOrEqual(9);
    expect(new Set(starts).size).toBe(starts.length);
    expect([...starts].sort()).toEqual(starts);
    for (const [start, end] of ranges) expect(end).toBe(`${start}~`);
    const centre = geohashFor(austin, 9);
    expect(ranges.some(([start, end]) => centre >= start && centre <= end)).toBe(true);
  });

  it("covers points inside the radius around the centre", () => {
    const radius = 15;
    const ranges = geohashQueryRanges(austin, radius);
    // Points 10 miles north, south, east and west.
    const dLat = 10 / 69.1;
    const dLng = 10 / (69.1 * Math.cos((austin.lat * Math.PI) / 180));
    const points: LatLng[] = [
      { lat: austin.lat + dLat, lng: austin.lng },
      { lat: austin.lat - dLat, lng: austin.lng },
      { lat: austin.lat, lng: austin.lng + dLng },
      { lat: austin.lat, lng: austin.lng - dLng },
    ];
    for (const p of points) {
      expect(distanceMiles(austin, p)).toBeLessThan(radius);
      const hash = geohashFor(p);
      expect(ranges.some(([start, end]) => hash >= start && hash <= end)).toBe(true);
    }
  });

  it("uses shorter prefixes for larger radii", () => {
    const small = geohashQueryRanges(austin, 1)[0]![0].length;
    const large = geohashQueryRanges(austin, 100)[0]![0].length;
    expect(large).toBeLessThan(small);
  });
});

describe("geohashQueryRanges covering the whole circle", () => {
  // Precision-4 cells are about 24 miles wide but only about 12 miles tall, so
  // a 15-mile radius (the default activity-subscription radius, spec §9) is not
  // covered by the centre cell and its eight neighbours when the centre sits
  // near the top edge of its cell.
  it("covers a point 14 miles north of a centre near the top edge of its cell (15-mile radius)", () => {
    const [, minLng, maxLat, maxLng] = ngeohash.decode_bbox("9v6k");
    const centre: LatLng = { lat: maxLat - 0.001, lng: (minLng + maxLng) / 2 };
    const point: LatLng = { lat: centre.lat + 14 / 69.1, lng: centre.lng };
    expect(distanceMiles(centre, point)).toBeLessThan(15);
    const hash = geohashFor(point);
    const ranges = geohashQueryRanges(centre, 15);
    expect(ranges.some(([start, end]) => hash >= start && hash <= end)).toBe(true);
  });
});
