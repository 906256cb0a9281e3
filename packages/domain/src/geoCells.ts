import { EARTH_RADIUS_MILES, type LatLng } from "./geo";
import { cellId, cellOfId, levelOf, levelRange, pointCellIds } from "./geo/cell";
import { cover, type Region } from "./geo/cover";

export { cellHashRange, levelOf } from "./geo/cell";

/**
 * Cells for "near here" queries that read in proportion to what they find.
 *
 * A cell is a prefix of a point's geohash bits, of any level (geo/cell.ts:
 * 'dp3w' is level 20, 'dp3w_01' level 22). A search covers its circle with
 * at most 30 cells of mixed levels, none inside another (`coveringCells`,
 * the greedy covering of geo/cover.ts). Because a cell can be split in two
 * (not only in 32, as geohash characters are), the covering follows the
 * circle closely: few documents read lie outside it.
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
 */

/** The levels (bits) a stored point lists its cells at: 12 (about 290 × 190 miles at Chicago's latitude) to 32 (about 0.3 × 0.2 miles). */
export const GEO_LEVELS: readonly number[] = levelRange(12, 32);
/** Firestore's limit for array-contains-any. */
export const MAX_CELLS = 30;

/** The cells a point lies in, one per level, coarse to fine (e.g. 'dp3w', 'dp3w_0', 'dp3w_01', …). */
export function cellsOf(point: LatLng, levels: readonly number[] = GEO_LEVELS): string[] {
  return pointCellIds(point, levels);
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

// ------------------------------------------------------------------ covering

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** A circle on the sphere, as a region to cover. */
function circle(center: LatLng, radiusMiles: number): Region {
  // The radius as an angle (radians), and its haversine: a point is within the circle when its haversine from the centre is at most this.
  const angle = Math.max(0, radiusMiles) / EARTH_RADIUS_MILES;
  const hav = Math.sin(angle / 2) ** 2;
  const cosLat = Math.cos(center.lat * RAD);
  /** Haversine of the angle from the centre to a point (it grows with the distance); `cos` is the cosine of the point's latitude. */
  const havTo = (lat: number, cos: number, lng: number) => {
    const sLat = Math.sin(((lat - center.lat) * RAD) / 2);
    const sLng = Math.sin(((lng - center.lng) * RAD) / 2);
    return sLat * sLat + cosLat * cos * sLng * sLng;
  };
  const margin = 1 + 1e-6;
  const south = Math.max(-90, center.lat - angle * DEG * margin);
  const north = Math.min(90, center.lat + angle * DEG * margin);
  const poles = south <= -90 || north >= 90 || Math.sin(angle) >= cosLat;
  const halfLng = poles ? 180 : Math.asin(Math.sin(angle) / cosLat) * DEG * margin;
  return {
    area: 2 * Math.PI * EARTH_RADIUS_MILES ** 2 * (1 - Math.cos(angle)),
    box: { south, north, west: center.lng - halfLng, east: center.lng + halfLng },
    contains(cell) {
      // The farthest point of a box from the centre is one of its corners (along a parallel or a meridian, distance has no inner maximum).
      const [cosSouth, cosNorth] = [Math.cos(cell.south * RAD), Math.cos(cell.north * RAD)];
      return (
        havTo(cell.south, cosSouth, cell.west) <= hav && havTo(cell.south, cosSouth, cell.east) <= hav && havTo(cell.north, cosNorth, cell.west) <= hav && havTo(cell.north, cosNorth, cell.east) <= hav
      );
    },
    // Exact on the sphere, give or take rounding (which keeps the cell).
    touches(cell) {
      if ((cell.south - center.lat) * RAD > angle * 1.000001 || (center.lat - cell.north) * RAD > angle * 1.000001) return false;
      // The centre's longitude, moved by a whole turn when that brings it nearer the cell.
      const gap = (v: number) => (v < cell.west ? cell.west - v : v > cell.east ? v - cell.east : 0);
      let lng = center.lng;
      if (gap(center.lng - 360) < gap(lng)) lng = center.lng - 360;
      if (gap(center.lng + 360) < gap(lng)) lng = center.lng + 360;
      if (gap(lng) === 0 && center.lat >= cell.south && center.lat <= cell.north) return true;
      const limit = hav * (1 + 1e-9) + 1e-18;
      const near = (lat: number, cos: number, lngThere: number) => havTo(lat, cos, lngThere) <= limit;
      // Along a parallel, distance grows with the difference in longitude: the nearest point has the nearest longitude.
      const nearLng = Math.min(cell.east, Math.max(cell.west, lng));
      if (near(cell.south, Math.cos(cell.south * RAD), nearLng) || near(cell.north, Math.cos(cell.north * RAD), nearLng)) return true;
      // Along a meridian (a great circle), distance is least at the foot of the perpendicular from the centre.
      for (const edge of [cell.west, cell.east]) {
        const cosDelta = Math.cos((edge - lng) * RAD);
        const foot = cosDelta > 0 ? Math.atan(Math.tan(center.lat * RAD) / cosDelta) * DEG : center.lat;
        const lat = Math.min(cell.north, Math.max(cell.south, foot));
        if (near(lat, Math.cos(lat * RAD), edge)) return true;
      }
      return false;
    },
  };
}

/**
 * At most `max` cells (of the given levels) that together cover the circle,
 * none inside another: the greedy covering (geo/cover.ts), refined while a
 * split fits. A RangeError when even the coarsest level needs more.
 */
export function coveringCells(center: LatLng, radiusMiles: number, max = MAX_CELLS, levels: readonly number[] = GEO_LEVELS): string[] {
  return cover(circle(center, radiusMiles), { levels, max }).map(cellId).sort();
}

/** Area covered by cells (ids, or text cells 'id:token') over the circle's area: 1 is a perfect fit, the rest is what reads waste. */
export function coveringRatio(center: LatLng, radiusMiles: number, cells: readonly string[]): number {
  return cells.reduce((sum, id) => sum + cellOfId(id.split(":")[0] ?? "").area, 0) / circle(center, radiusMiles).area;
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
export const TEXT_LEVELS: readonly number[] = levelRange(15, 31, 2);
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
