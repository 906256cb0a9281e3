import { distanceMiles, type LatLng } from "@rallyhub/domain/geo";
import { boundsRanges, inBounds, normalizeBounds, type Bounds, type HashRange } from "@rallyhub/domain/places/bounds";
import type { PlaceListing } from "./place";

/** Spec §7 Places filter: a sport played there, and indoor or outdoor. */
export interface PlacesFilter {
  sport: string | null;
  indoor: boolean | null;
}

export interface PlacesInBoundsQuery {
  bounds: Bounds;
  /** Where distances are measured from (the chosen city or the view's centre). */
  center: LatLng;
  filter: PlacesFilter;
  pageSize: number;
}

/** The next page starts after this place, in geohash (then id) order. Plain data (kept in the store). */
export interface PlacesCursor {
  after: [geohash: string, id: string];
}

export interface PlaceInBounds {
  place: PlaceListing;
  distanceMiles: number;
}

export interface PlacesPage {
  places: PlaceInBounds[];
  next: PlacesCursor | null;
  /** Documents read for this page (a query that finds nothing counts one, as Firestore bills it). */
  reads: number;
}

/**
 * What the repository does: one query for the places whose geohash is in any
 * of the ranges and that match the filter, in geohash (then id) order after
 * `after`, at most `max`.
 */
export type ReadRanges = (ranges: HashRange[], filter: PlacesFilter, after: [string, string] | null, max: number) => Promise<PlaceListing[]>;

/** Queries one page makes at most (more only when many of those read lie just outside the bounds). */
export const MAX_ROUNDS = 4;

/**
 * One page of places in the bounds (spec §7 Places by bounds, page and
 * filter). The bounds are covered by geohash ranges (shared/places/bounds.ts),
 * all asked for in one query (an `or` of the ranges, with the filter, in
 * geohash order); what lies outside the exact bounds is dropped, and when
 * that leaves the page short, the next places are asked for. A page's places
 * are listed nearest the centre first. Reads: the places shown plus those in
 * the covering just outside the bounds (its area is within about 1.25 to 1.9
 * times the bounds'), one query per page when the page fills at once.
 */
export async function readPlacesPage(readRanges: ReadRanges, q: PlacesInBoundsQuery, cursor: PlacesCursor | null): Promise<PlacesPage> {
  const bounds = normalizeBounds(q.bounds);
  const ranges = boundsRanges(bounds);
  let after = cursor ? cursor.after : null;
  const found: PlaceListing[] = [];
  let reads = 0;
  let exhausted = false;
  for (let round = 0; round < MAX_ROUNDS && found.length < q.pageSize && !exhausted; round += 1) {
    const max = q.pageSize - found.length;
    const places = await readRanges(ranges, q.filter, after, max);
    reads += Math.max(1, places.length);
    const last = places[places.length - 1];
    if (last) after = [last.geohash, last.id];
    exhausted = places.length < max;
    found.push(...places.filter((p) => inBounds(p, bounds) && matches(p, q.filter)));
  }
  const shown = found.map((place) => ({ place, distanceMiles: distanceMiles(q.center, place) })).sort((a, b) => a.distanceMiles - b.distanceMiles || a.place.id.localeCompare(b.place.id));
  return { places: shown, next: !exhausted && after ? { after } : null, reads };
}

/** The filter again in memory: what the query asked for, checked on what came back. */
function matches(p: PlaceListing, f: PlacesFilter): boolean {
  return (f.sport === null || p.sports.includes(f.sport)) && (f.indoor === null || p.indoor === f.indoor);
}
