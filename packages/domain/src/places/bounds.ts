import { EARTH_RADIUS_MILES, type LatLng } from "../geo";
import { BASE32, boundsArea, cellNumber, levelRange, RANGE_END, type Bounds, type Cell } from "../geo/cell";
import { cover, type Region } from "../geo/cover";

export type { Bounds } from "../geo/cell";

/**
 * Places in a map's bounds (spec §7 Places: by bounds, page and filter),
 * found by geohash ranges so that reads grow with the places shown, not with
 * the collection.
 *
 * A stored place keeps its point's geohash (`geohash`, PLACE_GEOHASH_PRECISION
 * characters). A cell is a prefix of a geohash's bits, of any level
 * (geo/cell.ts), and is one range of geohash strings. The bounds are covered
 * by at most MAX_BOUNDS_CELLS cells of mixed levels that follow their edges
 * closely (`boundsCells`, the greedy covering of geo/cover.ts), cells next to
 * each other in geohash order are joined, and each resulting range is one
 * query (`geohash >= start && geohash < end`) whose results are then kept
 * only when inside the exact bounds. The covering's area stays within
 * MAX_AREA_RATIO of the bounds' own, so with places spread evenly at most
 * about 2 documents are read per place shown.
 */

/** A range of stored geohashes: start included, end excluded (string order). */
export interface HashRange {
  start: string;
  end: string;
}

/** Stored geohash length (about 5 × 5 m). Any length of at least CELL_CHARS works with the ranges. */
export const PLACE_GEOHASH_PRECISION = 9;
/** The finest cell a covering uses: 40 bits, 8 geohash characters (about 38 × 19 m). */
const MAX_LEVEL = 40;
const CELL_CHARS = MAX_LEVEL / 5;
const LEVELS = levelRange(0, MAX_LEVEL);
/** Cells in a covering at most (before neighbours in geohash order are joined into one range). */
export const MAX_BOUNDS_CELLS = 24;
/** A covering stops being refined once its area is within this multiple of the bounds' area. */
export const MAX_AREA_RATIO = 1.25;

const RAD = Math.PI / 180;

/** Bounds made valid: latitudes within ±90, longitudes within ±180, south ≤ north, west ≤ east. */
export function normalizeBounds(b: Bounds): Bounds {
  const clampLat = (v: number) => Math.min(90, Math.max(-90, v));
  const clampLng = (v: number) => Math.min(180, Math.max(-180, v));
  const [south, north] = [clampLat(Math.min(b.south, b.north)), clampLat(Math.max(b.south, b.north))];
  const [west, east] = [clampLng(Math.min(b.west, b.east)), clampLng(Math.max(b.west, b.east))];
  return { south, west, north, east };
}

/** Whether a point lies in the bounds (edges included). */
export function inBounds(point: LatLng, b: Bounds): boolean {
  return point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east;
}

/** The bounds as a region to cover (a cell that only shares an edge with them touches them: a point on a cell's edge may lie in it). */
function rectangle(b: Bounds): Region {
  return {
    area: boundsArea(b),
    box: b,
    touches: (c) => c.west <= b.east && c.east >= b.west && c.south <= b.north && c.north >= b.south,
    contains: (c) => c.west >= b.west && c.east <= b.east && c.south >= b.south && c.north <= b.north,
  };
}

/**
 * At most `max` cells that together cover the bounds, refined until within
 * MAX_AREA_RATIO of their area or no split fits (looking 2 levels down: the
 * bounds' edges run along parallels and meridians).
 */
function boundsCells(b: Bounds, max: number): Cell[] {
  return cover(rectangle(b), { levels: LEVELS, max, enough: MAX_AREA_RATIO, lookahead: 2 });
}

/** A cell as a span of MAX_LEVEL-bit geohash numbers [from, to). */
function spanOf(c: Cell): [number, number] {
  const scale = 2 ** (MAX_LEVEL - c.level);
  const z = cellNumber(c);
  return [z * scale, (z + 1) * scale];
}

/** A MAX_LEVEL-bit geohash number as its CELL_CHARS characters; the end of the world as RANGE_END. */
function hashOf(value: number): string {
  if (value >= 2 ** MAX_LEVEL) return RANGE_END;
  let out = "";
  let v = value;
  for (let i = 0; i < CELL_CHARS; i += 1) {
    out = BASE32.charAt(v % 32) + out;
    v = Math.floor(v / 32);
  }
  return out;
}

/** The squared distance (in miles, flat near the point) from a point to the nearest point of a span's box. */
function nearness(point: LatLng, cells: readonly Cell[]): number {
  const cos = Math.cos(point.lat * RAD);
  let best = Infinity;
  for (const c of cells) {
    const dLat = point.lat < c.south ? c.south - point.lat : point.lat > c.north ? point.lat - c.north : 0;
    const dLng = point.lng < c.west ? c.west - point.lng : point.lng > c.east ? point.lng - c.east : 0;
    best = Math.min(best, (dLat * 69) ** 2 + (dLng * 69 * cos) ** 2);
  }
  return best;
}

/**
 * The geohash ranges to query for places in the bounds: at most
 * MAX_BOUNDS_CELLS, none overlapping, those nearest the bounds' centre first
 * (so that the first page holds places near the middle of the view).
 */
export function boundsRanges(bounds: Bounds, max = MAX_BOUNDS_CELLS): HashRange[] {
  const b = normalizeBounds(bounds);
  const cells = boundsCells(b, max)
    .map((c) => ({ c, span: spanOf(c) }))
    .sort((p, q) => p.span[0] - q.span[0]);
  // Join cells that follow each other in geohash order: one query instead of two.
  const joined: Array<{ from: number; to: number; cells: Cell[] }> = [];
  for (const { c, span } of cells) {
    const last = joined[joined.length - 1];
    if (last && last.to === span[0]) {
      last.to = span[1];
      last.cells.push(c);
    } else joined.push({ from: span[0], to: span[1], cells: [c] });
  }
  const centre = boundsCentre(b);
  return joined
    .map((r) => ({ range: { start: hashOf(r.from), end: hashOf(r.to) }, near: nearness(centre, r.cells) }))
    .sort((p, q) => p.near - q.near || (p.range.start < q.range.start ? -1 : 1))
    .map((r) => r.range);
}

/** The relative area the ranges' cells cover, over the bounds' own (for tests and the benchmark). */
export function coveringAreaRatio(bounds: Bounds, max = MAX_BOUNDS_CELLS): number {
  const b = normalizeBounds(bounds);
  const area = boundsCells(b, max).reduce((sum, c) => sum + c.area, 0);
  return area / Math.max(boundsArea(b), 1e-12);
}

export function boundsCentre(b: Bounds): LatLng {
  return { lat: (b.south + b.north) / 2, lng: (b.west + b.east) / 2 };
}

const MILES_PER_DEGREE_LAT = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** A box reaching `halfMiles` north, south, east and west of a point (longitudes widen with latitude). */
export function boundsAround(center: LatLng, halfMiles: number): Bounds {
  const dLat = halfMiles / MILES_PER_DEGREE_LAT;
  const dLng = halfMiles / (MILES_PER_DEGREE_LAT * Math.max(0.01, Math.cos(center.lat * RAD)));
  return normalizeBounds({ south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng });
}
