import { EARTH_RADIUS_MILES, type LatLng } from "./geo";

/**
 * Cells for "near here" queries that read in proportion to what they find.
 *
 * A cell is a prefix of a point's geohash bit string (longitude and latitude
 * bits interleaved, longitude first, as ngeohash encodes), and its level is
 * the prefix's length in bits: each level halves the cell, across longitude
 * and latitude in turn (a geohash character is five levels). A search covers
 * its circle with at most 30 cells of mixed levels, none inside another
 * (`coveringCells`). Because a cell can be split in two (not only in 32, as
 * geohash characters are), the covering follows the circle closely: few
 * documents read lie outside it.
 *
 * A stored point keeps its cell at every level of GEO_LEVELS, one field per
 * level (`geoCellsOf`: `geoCells.l20` holds its level-20 cell), and a search
 * asks for documents with any of the covering's cells, each an equality on
 * its level's field (`geoCellField`), in one query: `or(...)` of at most 30
 * filters, which Firestore allows, so results come in the query's own order
 * (by date, say) and can be paged. One field per level, rather than one array
 * of every level, keeps the Firestore emulator usable at scale: it evaluates
 * each of the 30 filters by indexing every document of the collection,
 * and an array would multiply that by its length.
 *
 * A cell's id is the geohash of its whole 5-bit groups, then, when the level
 * is not a multiple of 5, '_' and the remaining bits ('dp3w' is level 20,
 * 'dp3w_01' level 22): ids of different levels never collide, and an id is
 * a range of geohash strings (`cellHashRange`).
 */

const range = (from: number, to: number, step: number): number[] => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** The levels (bits) a stored point lists its cells at: 12 (about 290 × 190 miles at Chicago's latitude) to 32 (about 0.3 × 0.2 miles). */
export const GEO_LEVELS: readonly number[] = range(12, 32, 1);
/** Firestore's limit for array-contains-any. */
export const MAX_CELLS = 30;

const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";
/** Ends a geohash range (after every geohash character). */
const RANGE_END = "~";

/** Bits of longitude and of latitude in a cell of a level (longitude gets the odd one). */
const lngBitsOf = (level: number) => Math.ceil(level / 2);
const latBitsOf = (level: number) => Math.floor(level / 2);

/** The id of the cell whose bits are `bits` (most significant first; their count is the level). */
function idOf(bits: readonly number[]): string {
  const whole = Math.floor(bits.length / 5) * 5;
  let id = "";
  for (let i = 0; i < whole; i += 5) {
    let v = 0;
    for (let j = i; j < i + 5; j += 1) v = v * 2 + (bits[j] ?? 0);
    id += BASE32.charAt(v);
  }
  return whole === bits.length ? id : `${id}_${bits.slice(whole).join("")}`;
}

/** The bits of a cell given by its longitude and latitude indexes, interleaved (longitude first). */
function bitsOfIndexes(level: number, x: number, y: number): number[] {
  const lngBits = lngBitsOf(level);
  const latBits = latBitsOf(level);
  const bits: number[] = [];
  for (let i = 0; i < level; i += 1) {
    const n = i >> 1;
    // Indexes have at most 16 bits (level 32): bitwise operators are exact.
    bits.push(i % 2 === 0 ? (x >> (lngBits - 1 - n)) & 1 : (y >> (latBits - 1 - n)) & 1);
  }
  return bits;
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

/** The cells a point lies in, one per level, coarse to fine (e.g. 'dp3w', 'dp3w_0', 'dp3w_01', …). */
export function cellsOf(point: LatLng, levels: readonly number[] = GEO_LEVELS): string[] {
  const bits = pointBits(point, Math.max(0, ...levels));
  return levels.map((level) => idOf(bits.slice(0, level)));
}

/** The level of a cell id. */
export function levelOf(cell: string): number {
  const [hash = "", rest = ""] = cell.split("_");
  return hash.length * 5 + rest.length;
}

/** The stored fields: a map of one entry per level ('l12' … 'l32'). */
export const GEO_CELLS = "geoCells";
export const SEARCH_CELLS = "searchCells";
const levelKey = (level: number) => `l${level}`;

/** What a stored point keeps in `geoCells`: its cell at each level of GEO_LEVELS ({ l12: 'dp_00', …, l20: 'dp3w', … }). */
export function geoCellsOf(point: LatLng): Record<string, string> {
  const cells = cellsOf(point);
  return Object.fromEntries(GEO_LEVELS.map((level, i) => [levelKey(level), cells[i] ?? ""]));
}

/** The field a cell of a covering is found in ('dp3w_01' → 'geoCells.l22'). */
export function geoCellField(cell: string): string {
  return `${GEO_CELLS}.${levelKey(levelOf(cell))}`;
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

// ------------------------------------------------------------------ covering

interface Circle {
  lat: number;
  lng: number;
  cosLat: number;
  /** The radius as an angle (radians), and its haversine: a point is within the circle when its haversine from the centre is at most this. */
  angle: number;
  hav: number;
  /** Square miles (on the sphere). */
  area: number;
  /** The cells met so far (by level and indexes), and the ways to split them. */
  cells: Map<number, Cell>;
  splits: Map<Cell, Split[]>;
}

interface Cell {
  level: number;
  /** Index of the cell across longitude (lngBitsOf(level) bits) and across latitude. */
  x: number;
  y: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  cosMinLat: number;
  cosMaxLat: number;
  /** Square miles. */
  area: number;
  /** Known once asked: wholly inside the circle (isInside), shares a point with it (touches). */
  inside?: boolean;
  touches?: boolean;
}

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;
/** How far below a cell a split looks (halving a cell often leaves nothing out until the halves are halved again). */
const LOOKAHEAD_BITS = 4;
/** Splits that leave out less than this share of the circle's area are not worth their time. */
const MIN_GAIN = 1e-4;

function circleOf(center: LatLng, radiusMiles: number): Circle {
  const angle = Math.max(0, radiusMiles) / EARTH_RADIUS_MILES;
  return {
    lat: center.lat,
    lng: center.lng,
    cosLat: Math.cos(center.lat * RAD),
    angle,
    hav: Math.sin(angle / 2) ** 2,
    area: 2 * Math.PI * EARTH_RADIUS_MILES ** 2 * (1 - Math.cos(angle)),
    cells: new Map(),
    splits: new Map(),
  };
}

/** Haversine of the angle from the centre to a point (it grows with the distance); `cosLat` is the point's. */
function havFrom(c: Circle, lat: number, cosLat: number, lng: number): number {
  const sLat = Math.sin(((lat - c.lat) * RAD) / 2);
  const sLng = Math.sin(((lng - c.lng) * RAD) / 2);
  return sLat * sLat + c.cosLat * cosLat * sLng * sLng;
}

function makeCell(level: number, x: number, y: number, c: Circle): Cell {
  const key = (level * 2 ** 17 + x) * 2 ** 16 + y;
  const known = c.cells.get(key);
  if (known) return known;
  const w = 360 / 2 ** lngBitsOf(level);
  const h = 180 / 2 ** latBitsOf(level);
  const minLng = -180 + x * w;
  const minLat = -90 + y * h;
  const maxLng = minLng + w;
  const maxLat = minLat + h;
  const area = EARTH_RADIUS_MILES ** 2 * w * RAD * (Math.sin(maxLat * RAD) - Math.sin(minLat * RAD));
  const cell = { level, x, y, minLat, maxLat, minLng, maxLng, cosMinLat: Math.cos(minLat * RAD), cosMaxLat: Math.cos(maxLat * RAD), area };
  c.cells.set(key, cell);
  return cell;
}

/** Whether a cell lies wholly inside the circle (splitting it cannot help). */
function isInside(cell: Cell, c: Circle): boolean {
  // The farthest point of a box from the centre is one of its corners (along a parallel or a meridian, distance has no inner maximum).
  cell.inside ??=
    havFrom(c, cell.minLat, cell.cosMinLat, cell.minLng) <= c.hav &&
    havFrom(c, cell.minLat, cell.cosMinLat, cell.maxLng) <= c.hav &&
    havFrom(c, cell.maxLat, cell.cosMaxLat, cell.minLng) <= c.hav &&
    havFrom(c, cell.maxLat, cell.cosMaxLat, cell.maxLng) <= c.hav;
  return cell.inside;
}

/** Whether a cell and the circle share a point. Exact on the sphere, give or take rounding (which keeps the cell). */
function touches(cell: Cell, c: Circle): boolean {
  cell.touches ??= sharesPoint(cell, c);
  return cell.touches;
}

function sharesPoint(cell: Cell, c: Circle): boolean {
  if ((cell.minLat - c.lat) * RAD > c.angle * 1.000001 || (c.lat - cell.maxLat) * RAD > c.angle * 1.000001) return false;
  // The centre's longitude, moved by a whole turn when that brings it nearer the cell.
  const gap = (v: number) => (v < cell.minLng ? cell.minLng - v : v > cell.maxLng ? v - cell.maxLng : 0);
  let lng = c.lng;
  if (gap(c.lng - 360) < gap(lng)) lng = c.lng - 360;
  if (gap(c.lng + 360) < gap(lng)) lng = c.lng + 360;
  if (gap(lng) === 0 && c.lat >= cell.minLat && c.lat <= cell.maxLat) return true;
  const limit = c.hav * (1 + 1e-9) + 1e-18;
  // Along a parallel, distance grows with the difference in longitude: the nearest point has the nearest longitude.
  const nearLng = Math.min(cell.maxLng, Math.max(cell.minLng, lng));
  if (havFrom(c, cell.minLat, cell.cosMinLat, nearLng) <= limit || havFrom(c, cell.maxLat, cell.cosMaxLat, nearLng) <= limit) return true;
  // Along a meridian (a great circle), distance is least at the foot of the perpendicular from the centre.
  for (const edge of [cell.minLng, cell.maxLng]) {
    const cosDelta = Math.cos((edge - lng) * RAD);
    const foot = cosDelta > 0 ? Math.atan(Math.tan(c.lat * RAD) / cosDelta) * DEG : c.lat;
    const lat = Math.min(cell.maxLat, Math.max(cell.minLat, foot));
    if (havFrom(c, lat, Math.cos(lat * RAD), edge) <= limit) return true;
  }
  return false;
}

/** The cells at `level` that touch the circle, or null when there are more than `max`. */
function touching(c: Circle, level: number, max: number): Cell[] | null {
  const margin = 1 + 1e-6;
  const minLat = Math.max(-90, c.lat - c.angle * DEG * margin);
  const maxLat = Math.min(90, c.lat + c.angle * DEG * margin);
  const poles = minLat <= -90 || maxLat >= 90 || Math.sin(c.angle) >= c.cosLat;
  const halfLng = poles ? 180 : Math.asin(Math.sin(c.angle) / c.cosLat) * DEG * margin;
  const nx = 2 ** lngBitsOf(level);
  const ny = 2 ** latBitsOf(level);
  const w = 360 / nx;
  const h = 180 / ny;
  let x0 = Math.floor((c.lng - halfLng + 180) / w);
  let x1 = Math.floor((c.lng + halfLng + 180) / w);
  if (x1 - x0 + 1 >= nx) [x0, x1] = [0, nx - 1];
  const y0 = Math.max(0, Math.floor((minLat + 90) / h));
  const y1 = Math.min(ny - 1, Math.floor((maxLat + 90) / h));
  // A circle touches well over a quarter of the cells of its bounding box: past that many, more than `max`.
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > 4 * max + 16) return null;
  const found: Cell[] = [];
  for (let x = x0; x <= x1; x += 1) {
    for (let y = y0; y <= y1; y += 1) {
      const cell = makeCell(level, ((x % nx) + nx) % nx, y, c);
      if (touches(cell, c)) found.push(cell);
    }
  }
  return found.length <= max ? found : null;
}

/** What of the circle lies in a cell, to a few levels below it (a tree of the parts that touch). */
interface Parts {
  cell: Cell;
  /** Null when the cell is not split (wholly inside, or at the finest level). */
  parts: Parts[] | null;
  /** Every part touches the circle. */
  whole: boolean;
}

function partsOf(cell: Cell, levels: readonly number[], c: Circle, deepest = cell.level + LOOKAHEAD_BITS): Parts {
  const next = levels[levels.indexOf(cell.level) + 1];
  if (next === undefined || next > deepest || isInside(cell, c)) return { cell, parts: null, whole: true };
  const sx = 2 ** (lngBitsOf(next) - lngBitsOf(cell.level));
  const sy = 2 ** (latBitsOf(next) - latBitsOf(cell.level));
  const found: Cell[] = [];
  for (let i = 0; i < sx; i += 1) {
    for (let j = 0; j < sy; j += 1) {
      const part = makeCell(next, cell.x * sx + i, cell.y * sy + j, c);
      if (touches(part, c)) found.push(part);
    }
  }
  const parts = found.map((part) => partsOf(part, levels, c, deepest));
  return { cell, parts, whole: found.length === sx * sy };
}

/** The fewest cells, at most `depth` levels of `levels` below the tree's cell, that cover what of the circle lies in it. */
function coverAt(tree: Parts, depth: number): Cell[] {
  if (depth === 0 || !tree.parts) return [tree.cell];
  const cells: Cell[] = [];
  let same = tree.whole;
  for (const part of tree.parts) {
    const sub = coverAt(part, depth - 1);
    if (sub.length !== 1 || sub[0] !== part.cell) same = false;
    cells.push(...sub);
  }
  return same ? [tree.cell] : cells;
}

const areaOf = (cells: readonly Cell[]) => cells.reduce((sum, c) => sum + c.area, 0);

interface Split {
  cells: Cell[];
  /** Area no longer covered. */
  gain: number;
}

/** The ways to split a cell that leave out some area: into what of the circle it holds, 1 to LOOKAHEAD_BITS levels down. */
function splitsOf(cell: Cell, levels: readonly number[], c: Circle): Split[] {
  if (isInside(cell, c)) return [];
  const tree = partsOf(cell, levels, c);
  const splits: Split[] = [];
  for (let depth = 1; depth <= LOOKAHEAD_BITS; depth += 1) {
    const cells = coverAt(tree, depth);
    const gain = cell.area - areaOf(cells);
    if (gain > MIN_GAIN * c.area && !splits.some((s) => s.cells.length === cells.length && Math.abs(s.gain - gain) <= 1e-9 * cell.area)) splits.push({ cells, gain });
  }
  return splits;
}

/**
 * Refines a covering: repeatedly makes the split that leaves out the most
 * area outside the circle per cell it adds, while the count stays within `max`.
 */
function refine(c: Circle, start: Cell[], max: number, levels: readonly number[]): Cell[] {
  let cells = start;
  for (;;) {
    let best: { cell: Cell; split: Split; score: number } | null = null;
    for (const cell of cells) {
      let splits = c.splits.get(cell);
      if (!splits) {
        splits = splitsOf(cell, levels, c);
        c.splits.set(cell, splits);
      }
      for (const split of splits) {
        const added = split.cells.length - 1;
        if (cells.length + added > max) continue;
        const score = added <= 0 ? Infinity : split.gain / added;
        if (!best || score > best.score || (score === best.score && split.gain > best.split.gain)) best = { cell, split, score };
      }
    }
    if (!best) return cells;
    const chosen = best;
    cells = [...cells.filter((cell) => cell !== chosen.cell), ...chosen.split.cells];
  }
}

/** How many levels (from the coarsest whose touching cells fit) a covering starts from. */
/** Besides the coarsest level whose touching cells fit, a covering starts from this many of the finest such levels, and keeps the best. */
const FINE_STARTS = 2;

/**
 * At most `max` cells (of the given levels) that together cover the circle,
 * none inside another: the cells that touch the circle at the coarsest level
 * where they fit, and at the finest few such levels, each refined (split
 * where that leaves out the most area outside the circle); the covering of
 * the least area wins.
 */
export function coveringCells(center: LatLng, radiusMiles: number, max = MAX_CELLS, levels: readonly number[] = GEO_LEVELS): string[] {
  const c = circleOf(center, radiusMiles);
  const starts: Cell[][] = [];
  // The coarsest level whose touching cells fit (the count only grows with the level) …
  let coarsest = 0;
  for (; coarsest < levels.length; coarsest += 1) {
    const found = touching(c, levels[coarsest] ?? 0, max);
    if (found) {
      starts.push(found);
      break;
    }
  }
  if (starts.length === 0) throw new RangeError(`No covering of ${radiusMiles} miles fits in ${max} cells`);
  // … and the finest few.
  for (let i = levels.length - 1; i > coarsest && starts.length <= FINE_STARTS; i -= 1) {
    const found = touching(c, levels[i] ?? 0, max);
    if (found) starts.push(found);
  }
  let best: Cell[] | null = null;
  for (const start of starts) {
    const refined = refine(c, start, max, levels);
    if (!best || areaOf(refined) < areaOf(best)) best = refined;
  }
  return (best ?? []).map((cell) => idOf(bitsOfIndexes(cell.level, cell.x, cell.y))).sort();
}

/** A cell from its id. */
function cellOfId(id: string, c: Circle): Cell {
  const [hash = "", rest = ""] = id.split("_");
  const bits: number[] = [];
  for (let i = 0; i < hash.length; i += 1) {
    const v = BASE32.indexOf(hash.charAt(i));
    for (let shift = 4; shift >= 0; shift -= 1) bits.push((v >> shift) & 1);
  }
  for (let i = 0; i < rest.length; i += 1) bits.push(rest.charAt(i) === "1" ? 1 : 0);
  let [x, y] = [0, 0];
  bits.forEach((b, i) => {
    if (i % 2 === 0) x = x * 2 + b;
    else y = y * 2 + b;
  });
  return makeCell(bits.length, x, y, c);
}

/** Area covered by cells (ids, or text cells 'id:token') over the circle's area: 1 is a perfect fit, the rest is what reads waste. */
export function coveringRatio(center: LatLng, radiusMiles: number, cells: readonly string[]): number {
  const c = circleOf(center, radiusMiles);
  return cells.reduce((sum, id) => sum + cellOfId(id.split(":")[0] ?? "", c).area, 0) / c.area;
}

// ------------------------------------------------------------- text near a place

/**
 * Words near a place: each search token of a stored point joined to its cell
 * at each of TEXT_LEVELS, one array per level (`searchCells.l27` holds
 * 'dp3wm_01:socc', …), so that a text search also reads only near its
 * circle (one query: `or(...)` of `array-contains` filters, one per cell of
 * the circle's covering joined to the query's token). Every second level, so
 * that a point lists few of them: a covering then splits cells in four.
 * Tokens under 3 characters are left out (too common to narrow anything;
 * such a query falls back to the tokens alone), and a point lists at most
 * MAX_TEXT_CELL_TOKENS of them (the title's first): at most 450 values.
 */
export const TEXT_LEVELS: readonly number[] = range(15, 31, 2);
export const MIN_TEXT_CELL_TOKEN = 3;
export const MAX_TEXT_CELL_TOKENS = 50;

/** What a stored point keeps in `searchCells`: per level of TEXT_LEVELS, its cell joined to each token ({ l15: ['dp3:soc', …], … }). */
export function textCellsOf(point: LatLng, tokens: readonly string[]): Record<string, string[]> {
  const cells = cellsOf(point, TEXT_LEVELS);
  const words = tokens.filter((t) => t.length >= MIN_TEXT_CELL_TOKEN).slice(0, MAX_TEXT_CELL_TOKENS);
  return Object.fromEntries(TEXT_LEVELS.map((level, i) => [levelKey(level), words.map((t) => `${cells[i] ?? ""}:${t}`)]));
}

/** The values a text search near a circle asks for (at most MAX_CELLS): its covering's cells joined to the token ('dp3wm_01:socc'). */
export function textCoveringCells(center: LatLng, radiusMiles: number, token: string): string[] {
  return coveringCells(center, radiusMiles, MAX_CELLS, TEXT_LEVELS).map((c) => `${c}:${token}`);
}

/** The field a text search value is found in ('dp3wm_01:socc' → 'searchCells.l27'). */
export function textCellField(value: string): string {
  return `${SEARCH_CELLS}.${levelKey(levelOf(value.split(":")[0] ?? ""))}`;
}
