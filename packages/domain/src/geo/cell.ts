import { EARTH_RADIUS_MILES, type LatLng } from "../geo";

/**
 * Geohash cells of any level, what the coverings of circles (geoCells.ts)
 * and of map bounds (places/bounds.ts) are made of (cover.ts).
 *
 * A cell is a prefix of a point's geohash bit string (longitude and latitude
 * bits interleaved, longitude first, as ngeohash encodes), and its level is
 * the prefix's length in bits: each level halves the cell, across longitude
 * and latitude in turn (a geohash character is five levels), so a covering
 * can follow a region more closely than whole characters (cut in 32) allow.
 *
 * A cell's id is the geohash of its whole 5-bit groups, then, when the level
 * is not a multiple of 5, '_' and the remaining bits ('dp3w' is level 20,
 * 'dp3w_01' level 22): ids of different levels never collide, and an id is
 * a range of geohash strings (`cellHashRange`).
 */

/** A box in degrees (south ≤ north, west ≤ east). */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A cell: its level, its indexes and its box. */
export interface Cell extends Bounds {
  level: number;
  /** Index of the cell across longitude (lngBitsOf(level) bits) and across latitude (latBitsOf(level) bits). */
  x: number;
  y: number;
  /** Square miles (on the sphere). */
  area: number;
}

export const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";
/** Ends a geohash range (ASCII '~' sorts after every geohash character). */
export const RANGE_END = "~";
const RAD = Math.PI / 180;

/** Levels from `from` to `to`, every `step`. */
export const levelRange = (from: number, to: number, step = 1): number[] => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Bits of longitude and of latitude in a cell of a level (longitude gets the odd one). */
export const lngBitsOf = (level: number) => Math.ceil(level / 2);
export const latBitsOf = (level: number) => Math.floor(level / 2);

/** Square miles of a box on the sphere. */
export function boundsArea(b: Bounds): number {
  return EARTH_RADIUS_MILES ** 2 * Math.max(0, b.east - b.west) * RAD * Math.max(0, Math.sin(b.north * RAD) - Math.sin(b.south * RAD));
}

export function cellAt(level: number, x: number, y: number): Cell {
  const w = 360 / 2 ** lngBitsOf(level);
  const h = 180 / 2 ** latBitsOf(level);
  const south = -90 + y * h;
  const west = -180 + x * w;
  const area = EARTH_RADIUS_MILES ** 2 * w * RAD * (Math.sin((south + h) * RAD) - Math.sin(south * RAD));
  return { south, west, north: south + h, east: west + w, level, x, y, area };
}

/** A cell's bits, interleaved (longitude first), most significant first; their count is the level. */
function bitsOf({ level, x, y }: Cell): number[] {
  const lngBits = lngBitsOf(level);
  const latBits = latBitsOf(level);
  const bits: number[] = [];
  for (let i = 0; i < level; i += 1) {
    const n = i >> 1;
    // Indexes have at most 26 bits (level 52): bitwise operators are exact.
    bits.push(i % 2 === 0 ? (x >> (lngBits - 1 - n)) & 1 : (y >> (latBits - 1 - n)) & 1);
  }
  return bits;
}

/** A cell's bits as one number (the cells of a level in geohash order). */
export const cellNumber = (cell: Cell): number => bitsOf(cell).reduce((z, bit) => z * 2 + bit, 0);

/** The id of the cell whose bits are `bits`. */
function idOfBits(bits: readonly number[]): string {
  const whole = Math.floor(bits.length / 5) * 5;
  let id = "";
  for (let i = 0; i < whole; i += 5) {
    let v = 0;
    for (let j = i; j < i + 5; j += 1) v = v * 2 + (bits[j] ?? 0);
    id += BASE32.charAt(v);
  }
  return whole === bits.length ? id : `${id}_${bits.slice(whole).join("")}`;
}

export const cellId = (cell: Cell): string => idOfBits(bitsOf(cell));

/** A cell from its id. */
export function cellOfId(id: string): Cell {
  const [hash = "", rest = ""] = id.split("_");
  const bits = Array.from(hash, (ch) => BASE32.indexOf(ch)).flatMap((v) => [4, 3, 2, 1, 0].map((shift) => (v >> shift) & 1));
  for (const ch of rest) bits.push(ch === "1" ? 1 : 0);
  let [x, y] = [0, 0];
  bits.forEach((b, i) => {
    if (i % 2 === 0) x = x * 2 + b;
    else y = y * 2 + b;
  });
  return cellAt(bits.length, x, y);
}

/** The level of a cell id. */
export function levelOf(cell: string): number {
  const [hash = "", rest = ""] = cell.split("_");
  return hash.length * 5 + rest.length;
}

/**
 * The geohash strings (of any precision finer than the cell) that lie in a
 * cell, as bounds for `startAt`/`endAt` over a stored geohash field.
 */
export function cellHashRange(cell: string): { start: string; end: string } {
  const [hash = "", rest = ""] = cell.split("_");
  if (rest === "") return { start: hash, end: hash + RANGE_END };
  const free = 5 - rest.length;
  const low = parseInt(rest, 2) * 2 ** free;
  return { start: hash + BASE32.charAt(low), end: hash + BASE32.charAt(low + 2 ** free - 1) + RANGE_END };
}

/** The geohash bits of a point, `count` of them (halving as ngeohash does, so that both agree on boundaries). */
function pointBits(point: LatLng, count: number): number[] {
  let [minLng, maxLng, minLat, maxLat] = [-180, 180, -90, 90];
  const bits: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 2 === 0) {
      const mid = (minLng + maxLng) / 2;
      if (point.lng > mid) {
        bits.push(1);
        minLng = mid;
      } else {
        bits.push(0);
        maxLng = mid;
      }
    } else {
      const mid = (minLat + maxLat) / 2;
      if (point.lat > mid) {
        bits.push(1);
        minLat = mid;
      } else {
        bits.push(0);
        maxLat = mid;
      }
    }
  }
  return bits;
}

/** The ids of the cells a point lies in, one per level, in the order of `levels`. */
export function pointCellIds(point: LatLng, levels: readonly number[]): string[] {
  const bits = pointBits(point, Math.max(0, ...levels));
  return levels.map((level) => idOfBits(bits.slice(0, level)));
}
