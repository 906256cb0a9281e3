import { EARTH_RADIUS_MILES, type LatLng } from "../geo";

/**
 * Places in a map's bounds (spec §7 Places: by bounds, page and filter),
 * found by geohash ranges so that reads grow with the places shown, not with
 * the collection.
 *
 * A stored place keeps its point's geohash (`geohash`, PLACE_GEOHASH_PRECISION
 * characters). A cell is a prefix of a geohash's bits (longitude and latitude
 * bits interleaved, longitude first, as ngeohash encodes) and is one range of
 * geohash strings: its level is the prefix's length in bits, so a cell can be
 * halved across longitude or latitude, not only cut in 32 as geohash
 * characters are. The bounds are covered by at most MAX_BOUNDS_CELLS cells of
 * mixed levels that follow their edges closely (`boundsCells`), cells next to
 * each other in geohash order are joined, and each resulting range is one
 * query (`geohash >= start && geohash < end`) whose results are then kept
 * only when inside the exact bounds. The covering's area stays within
 * MAX_AREA_RATIO of the bounds' own, so with places spread evenly at most
 * about 2 documents are read per place shown.
 */

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

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
/** Cells in a covering at most (before neighbours in geohash order are joined into one range). */
export const MAX_BOUNDS_CELLS = 24;
/** A covering stops being refined once its area is within this multiple of the bounds' area. */
export const MAX_AREA_RATIO = 1.25;

const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";
const RAD = Math.PI / 180;
/** After every geohash string (ASCII '~' sorts after the base32 alphabet). */
const RANGE_END = "~";

const lngBitsOf = (level: number) => Math.ceil(level / 2);
const latBitsOf = (level: number) => Math.floor(level / 2);

interface Cell {
  level: number;
  /** Index across longitude (lngBitsOf(level) bits) and across latitude. */
  x: number;
  y: number;
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
  /** Relative area on the sphere (longitude span × difference of the sines of the latitudes). */
  area: number;
}

function cellAt(level: number, x: number, y: number): Cell {
  const w = 360 / 2 ** lngBitsOf(level);
  const h = 180 / 2 ** latBitsOf(level);
  const minLng = -180 + x * w;
  const minLat = -90 + y * h;
  return { level, x, y, minLng, maxLng: minLng + w, minLat, maxLat: minLat + h, area: areaOf({ west: minLng, east: minLng + w, south: minLat, north: minLat + h }) };
}

/** Relative area of a box on the sphere (only ratios of it are used). */
function areaOf(b: Bounds): number {
  return Math.max(0, b.east - b.west) * RAD * Math.max(0, Math.sin(b.north * RAD) - Math.sin(b.south * RAD));
}

const touches = (c: Cell, b: Bounds) => c.minLng <= b.east && c.maxLng >= b.west && c.minLat <= b.north && c.maxLat >= b.south;
const inside = (c: Cell, b: Bounds) => c.minLng >= b.west && c.maxLng <= b.east && c.minLat >= b.south && c.maxLat <= b.north;

/** The two halves of a cell (across longitude when the next bit is a longitude bit). */
function halves(c: Cell): [Cell, Cell] {
  const level = c.level + 1;
  // Bit `c.level` (0-based) is a longitude bit when even.
  if (c.level % 2 === 0) return [cellAt(level, c.x * 2, c.y), cellAt(level, c.x * 2 + 1, c.y)];
  return [cellAt(level, c.x, c.y * 2), cellAt(level, c.x, c.y * 2 + 1)];
}

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

/** The cells of one level that touch the bounds, or null when there are more than `max`. */
function touchingAt(level: number, b: Bounds, max: number): Cell[] | null {
  const w = 360 / 2 ** lngBitsOf(level);
  const h = 180 / 2 ** latBitsOf(level);
  const lastX = 2 ** lngBitsOf(level) - 1;
  const lastY = 2 ** latBitsOf(level) - 1;
  const x0 = Math.max(0, Math.floor((b.west + 180) / w));
  const x1 = Math.min(lastX, Math.floor((b.east + 180) / w));
  const y0 = Math.max(0, Math.floor((b.south + 90) / h));
  const y1 = Math.min(lastY, Math.floor((b.north + 90) / h));
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > max) return null;
  const cells: Cell[] = [];
  for (let x = x0; x <= x1; x += 1) for (let y = y0; y <= y1; y += 1) cells.push(cellAt(level, x, y));
  return cells;
}

interface Split {
  cells: Cell[];
  gain: number;
}

/**
 * The best way to split a cell one or two levels down, keeping only the parts
 * that touch the bounds (an edge across the first halving often leaves both
 * halves touching until they are halved the other way too).
 */
function splitOf(c: Cell, b: Bounds): Split | null {
  if (c.level >= MAX_LEVEL || inside(c, b)) return null;
  const once = halves(c).filter((h) => touches(h, b));
  const options: Cell[][] = [once];
  if (c.level + 2 <= MAX_LEVEL) {
    const twice = once.flatMap((h) => {
      const parts = halves(h).filter((q) => touches(q, b));
      return parts.length === 2 ? [h] : parts;
    });
    options.push(twice);
  }
  let best: Split | null = null;
  for (const cells of options) {
    const gain = c.area - cells.reduce((sum, x) => sum + x.area, 0);
    if (gain <= c.area * 1e-9) continue;
    const added = cells.length - 1;
    if (!best || gain / Math.max(added, 1e-9) > best.gain / Math.max(best.cells.length - 1, 1e-9)) best = { cells, gain };
  }
  return best;
}

/**
 * At most `max` cells that together cover the bounds: the cells that touch
 * them at a level where they fit, refined (split where that leaves out the
 * most area outside the bounds); the covering of the least area wins.
 */
function boundsCells(b: Bounds, max: number): Cell[] {
  // Refinement is greedy: start from the finest level whose touching cells fit and from the two above it, keep the least area.
  let finest = MAX_LEVEL;
  while (finest > 0 && !touchingAt(finest, b, max)) finest -= 1;
  let best: Cell[] | null = null;
  let bestArea = Infinity;
  for (let level = finest; level >= Math.max(0, finest - START_LEVELS + 1); level -= 1) {
    const start = touchingAt(level, b, max);
    if (!start) continue;
    const covering = refine(start, b, max);
    const area = covering.reduce((sum, c) => sum + c.area, 0);
    if (area < bestArea) [best, bestArea] = [covering, area];
  }
  return best ?? [cellAt(0, 0, 0)];
}

/** How many starting levels a covering tries (the finest that fits and those above it). */
const START_LEVELS = 3;

/**
 * Repeatedly the split that leaves out the most area per cell it adds, until
 * the covering is within MAX_AREA_RATIO of the bounds or no split fits.
 */
function refine(start: Cell[], b: Bounds, max: number): Cell[] {
  let covering = start;
  const target = Math.max(areaOf(b), 1e-18) * MAX_AREA_RATIO;
  const splits = new Map<Cell, Split | null>();
  const splitFor = (c: Cell) => {
    if (!splits.has(c)) splits.set(c, splitOf(c, b));
    return splits.get(c) ?? null;
  };
  for (;;) {
    const area = covering.reduce((sum, c) => sum + c.area, 0);
    if (area <= target) return covering;
    let best: { cell: Cell; split: Split; score: number } | null = null;
    for (const cell of covering) {
      const split = splitFor(cell);
      if (!split) continue;
      const added = split.cells.length - 1;
      if (covering.length + added > max) continue;
      const score = added <= 0 ? Infinity : split.gain / added;
      if (!best || score > best.score || (score === best.score && split.gain > best.split.gain)) best = { cell, split, score };
    }
    if (!best) return covering;
    const chosen = best;
    covering = [...covering.filter((c) => c !== chosen.cell), ...chosen.split.cells];
  }
}

/** A cell as a span of MAX_LEVEL-bit geohash numbers [from, to). */
function spanOf(c: Cell): [number, number] {
  const lngBits = lngBitsOf(c.level);
  const latBits = latBitsOf(c.level);
  let z = 0;
  for (let i = 0; i < c.level; i += 1) {
    const n = i >> 1;
    const bit = i % 2 === 0 ? Math.floor(c.x / 2 ** (lngBits - 1 - n)) % 2 : Math.floor(c.y / 2 ** (latBits - 1 - n)) % 2;
    z = z * 2 + bit;
  }
  const scale = 2 ** (MAX_LEVEL - c.level);
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
    const dLat = point.lat < c.minLat ? c.minLat - point.lat : point.lat > c.maxLat ? point.lat - c.maxLat : 0;
    const dLng = point.lng < c.minLng ? c.minLng - point.lng : point.lng > c.maxLng ? point.lng - c.maxLng : 0;
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
  return area / Math.max(areaOf(b), 1e-18);
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
