import { describe, expect, it } from "vitest";
import ngeohash from "ngeohash";
import { distanceMiles } from "./geo";
import { cellsOf, coveringCells, MAX_CELLS, textCellsOf, textCoveringCells } from "./geoCells";

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };

/** Points on a grid around a centre, to check the covering from the outside. */
function grid(center: { lat: number; lng: number }, radius: number, steps = 40) {
  const points = [];
  const dLat = (radius * 1.3) / 69.05;
  const dLng = (radius * 1.3) / (69.17 * Math.cos((center.lat * Math.PI) / 180));
  for (let i = 0; i <= steps; i += 1) {
    for (let j = 0; j <= steps; j += 1) points.push({ lat: center.lat - dLat + (2 * dLat * i) / steps, lng: center.lng - dLng + (2 * dLng * j) / steps });
  }
  return points;
}

describe("cellsOf", () => {
  it("lists the point's cell at each precision, coarse to fine", () => {
    const cells = cellsOf(AUSTIN);
    expect(cells.map((c) => c.length)).toEqual([3, 4, 5, 6]);
    expect(cells.every((c) => ngeohash.encode(AUSTIN.lat, AUSTIN.lng, 6).startsWith(c))).toBe(true);
  });
});

describe("coveringCells", () => {
  it.each([
    [AUSTIN, 5],
    [AUSTIN, 25],
    [SEATTLE, 10],
    [SEATTLE, 50],
  ])("covers every point of the circle (%o, %i mi) with at most 30 cells, none inside another", (center, radius) => {
    const cells = coveringCells(center, radius);
    expect(cells.length).toBeLessThanOrEqual(MAX_CELLS);
    for (const a of cells) for (const b of cells) if (a !== b) expect(b.startsWith(a)).toBe(false);
    for (const p of grid(center, radius)) {
      if (distanceMiles(center, p) > radius) continue;
      const own = cellsOf(p);
      expect(cells.some((c) => own.includes(c))).toBe(true);
    }
  });

  it("wastes little area outside the circle (what keeps reads near the results)", () => {
    for (const center of [AUSTIN, SEATTLE]) {
      for (const radius of [5, 10, 25, 50]) {
        const cells = coveringCells(center, radius);
        const area = cells.reduce((sum, c) => {
          const [minLat, minLng, maxLat, maxLng] = ngeohash.decode_bbox(c);
          return sum + (maxLat - minLat) * 69.05 * (maxLng - minLng) * 69.17 * Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
        }, 0);
        expect(area / (Math.PI * radius * radius)).toBeLessThan(2.5);
      }
    }
  });
});

describe("text near a place (searchCells)", () => {
  const chicago = { lat: 41.8781, lng: -87.6298 };

  it("joins each token of 3 letters or more to the point's cells at precisions 3 to 5", () => {
    const cells = cellsOf(chicago);
    const joined = textCellsOf(chicago, ["so", "soc", "socc"]);
    expect(joined).toEqual(["soc", "socc"].flatMap((t) => cells.slice(0, 3).map((c) => `${c}:${t}`)));
    expect(joined.some((v) => v.endsWith(":so"))).toBe(false);
  });

  it("a query's values cover its circle: a game inside it shares one of them", () => {
    const near = { lat: 41.95, lng: -87.7 };
    const values = textCoveringCells(chicago, 25, "socc");
    expect(values.length).toBeLessThanOrEqual(MAX_CELLS);
    const stored = new Set(textCellsOf(near, ["socc"]));
    expect(values.some((v) => stored.has(v))).toBe(true);
    // A game in another city does not.
    const far = new Set(textCellsOf({ lat: 40.7128, lng: -74.006 }, ["socc"]));
    expect(values.some((v) => far.has(v))).toBe(false);
  });
});
