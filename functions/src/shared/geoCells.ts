import ngeohash from "ngeohash";
import { distanceMiles, type LatLng } from "./geo";

/**
 * Geohash cells for "near here" queries that read in proportion to what they
 * find. A stored point lists its cells at a few precisions (`cellsOf`); a
 * search covers its circle with at most 30 cells of mixed precision
 * (`coveringCells`) and asks for documents whose cells contain any of them
 * (one `array-contains-any` query, which Firestore allows up to 30 values),
 * so results come in the query's own order (by date, say) and can be paged.
 * The covering is refined until the cells waste little area outside the
 * circle: most documents read are inside it.
 */
export const CELL_PRECISIONS = [3, 4, 5, 6] as const;
/** Firestore's limit for array-contains-any. */
export const MAX_CELLS = 30;

/** The cells a stored point belongs to, one per precision (e.g. ['9v6', '9v6k', '9v6kp', '9v6kpm']). */
export function cellsOf(point: LatLng): string[] {
  const finest = ngeohash.encode(point.lat, point.lng, CELL_PRECISIONS[CELL_PRECISIONS.length - 1]);
  return CELL_PRECISIONS.map((p) => finest.slice(0, p));
}

interface Box {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

function boxOf(cell: string): Box {
  const [minLat, minLng, maxLat, maxLng] = ngeohash.decode_bbox(cell);
  return { minLat, minLng, maxLat, maxLng };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Nearest distance from the centre to a cell (0 inside it). */
function nearestMiles(center: LatLng, box: Box): number {
  return distanceMiles(center, { lat: clamp(center.lat, box.minLat, box.maxLat), lng: clamp(center.lng, box.minLng, box.maxLng) });
}

/** Whether a cell lies wholly inside the circle (all four corners within the radius). */
function insideCircle(center: LatLng, box: Box, radius: number): boolean {
  return [
    { lat: box.minLat, lng: box.minLng },
    { lat: box.minLat, lng: box.maxLng },
    { lat: box.maxLat, lng: box.minLng },
    { lat: box.maxLat, lng: box.maxLng },
  ].every((p) => distanceMiles(center, p) <= radius);
}

function areaSqMiles(box: Box): number {
  const midLat = ((box.minLat + box.maxLat) / 2) * (Math.PI / 180);
  return (box.maxLat - box.minLat) * 69.05 * (box.maxLng - box.minLng) * 69.17 * Math.cos(midLat);
}

const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";

function children(cell: string): string[] {
  return Array.from({ length: BASE32.length }, (_, i) => cell + BASE32.charAt(i));
}

/** The cells (at one precision) that touch the circle. */
function touching(center: LatLng, radius: number, precision: number): string[] {
  const degLat = radius / 69.05;
  const degLng = radius / (69.17 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
  const cells = ngeohash.bboxes(center.lat - degLat, center.lng - degLng, center.lat + degLat, center.lng + degLng, precision);
  return cells.filter((c) => nearestMiles(center, boxOf(c)) <= radius);
}

/** Area of a set of cells, square miles. */
function totalArea(cells: readonly string[]): number {
  return cells.reduce((sum, c) => sum + areaSqMiles(boxOf(c)), 0);
}

/**
 * Refines a covering: repeatedly splits the cell whose children that touch
 * the circle waste the least area relative to it, while the total still fits.
 */
function refine(center: LatLng, radiusMiles: number, start: string[], max: number, finest: number): string[] {
  let cells = start;
  // Waste of a cell: its area outside the circle (estimated as its whole area unless it is wholly inside).
  const waste = (cell: string) => (insideCircle(center, boxOf(cell), radiusMiles) ? 0 : areaSqMiles(boxOf(cell)));
  for (;;) {
    const best = cells
      .filter((c) => c.length < finest && waste(c) > 0)
      .map((c) => {
        const kids = children(c).filter((k) => nearestMiles(center, boxOf(k)) <= radiusMiles);
        return { cell: c, kids, gain: waste(c) - kids.reduce((sum, k) => sum + waste(k), 0) };
      })
      .filter(({ kids, gain }) => gain > 0 && cells.length - 1 + kids.length <= max)
      .sort((a, b) => b.gain - a.gain)[0];
    if (!best) return cells;
    cells = [...cells.filter((c) => c !== best.cell), ...best.kids];
  }
}

/**
 * At most `max` cells (of the precisions in CELL_PRECISIONS) that together
 * cover the circle, none inside another: for each precision whose touching
 * cells fit, that covering refined (ngeohash cells split where they waste the
 * most area outside the circle); the smallest total area wins.
 */
export function coveringCells(center: LatLng, radiusMiles: number, max = MAX_CELLS, precisions: readonly number[] = CELL_PRECISIONS): string[] {
  let best: string[] | null = null;
  for (const precision of precisions) {
    const found = touching(center, radiusMiles, precision);
    if (found.length > max) break;
    const refined = refine(center, radiusMiles, found, max, precisions[precisions.length - 1] ?? 6);
    if (!best || totalArea(refined) < totalArea(best)) best = refined;
  }
  return (best ?? [ngeohash.encode(center.lat, center.lng, precisions[0] ?? CELL_PRECISIONS[0])]).sort();
}

/**
 * Words near a place: each search token of a stored point joined to its cells
 * at TEXT_CELL_PRECISIONS (`9v6k:socc`), so that a text search also reads only
 * near its circle (one `array-contains-any` over the circle's cells joined to
 * the query's token). Tokens under 3 characters are left out (too common to
 * narrow anything); such a query falls back to the tokens alone.
 */
export const TEXT_CELL_PRECISIONS = [3, 4, 5] as const;
export const MIN_TEXT_CELL_TOKEN = 3;
const MAX_TEXT_CELL_TOKENS = 80;

export function textCellsOf(point: LatLng, tokens: readonly string[]): string[] {
  const cells = cellsOf(point).filter((c) => (TEXT_CELL_PRECISIONS as readonly number[]).includes(c.length));
  const words = tokens.filter((t) => t.length >= MIN_TEXT_CELL_TOKEN).slice(0, MAX_TEXT_CELL_TOKENS);
  return words.flatMap((t) => cells.map((c) => `${c}:${t}`));
}

/** The values a text search near a circle asks for (at most MAX_CELLS). */
export function textCoveringCells(center: LatLng, radiusMiles: number, token: string): string[] {
  return coveringCells(center, radiusMiles, MAX_CELLS, TEXT_CELL_PRECISIONS).map((c) => `${c}:${token}`);
}
