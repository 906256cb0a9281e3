import { and, collection, documentId, getDocs, limit, or, orderBy, query, startAfter, where, type Firestore, type Query, type QueryFilterConstraint } from "firebase/firestore";
import type { HashRange } from "@rallyhub/domain/places/bounds";
import type { PlaceListing } from "../model/place";
import type { PlacesFilter, ReadRanges } from "../model/placesInBounds";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { placeSchema } from "@rallyhub/domain/stored/places";

/** One range of stored geohashes. */
const inRange = (r: HashRange) => and(where("geohash", ">=", r.start), where("geohash", "<", r.end));

/**
 * The places in any of the geohash ranges, with the filter, in geohash (then
 * id) order after a place: one query (an `or` of at most MAX_BOUNDS_CELLS
 * ranges, under Firestore's 30 disjunctions). Indexes (firestore.indexes.json):
 * geohash alone is a single-field index; with a sport (array-contains), indoor
 * (==) or both, one composite each.
 */
export function placesInRangesQuery(db: Firestore, ranges: readonly HashRange[], filter: PlacesFilter, after: [string, string] | null, max: number): Query {
  const [first, ...rest] = ranges.map(inRange);
  if (!first) throw new RangeError("placesInRangesQuery needs a range");
  const filters: QueryFilterConstraint[] = [
    rest.length === 0 ? first : or(first, ...rest),
    ...(filter.sport !== null ? [where("sports", "array-contains", filter.sport)] : []),
    ...(filter.indoor !== null ? [where("indoor", "==", filter.indoor)] : []),
  ];
  return query(collection(db, "places"), and(...filters), orderBy("geohash"), orderBy(documentId()), ...(after ? [startAfter(after[0], after[1])] : []), limit(max));
}

/** readPlacesPage's reader over a Firestore client (the app's, or a test's). */
export function rangesReader(db: () => Promise<Firestore>): ReadRanges {
  return async (ranges, filter, after, max): Promise<PlaceListing[]> => {
    if (ranges.length === 0) return [];
    const snap = await getDocs(placesInRangesQuery(await db(), ranges, filter, after, max));
    return snap.docs.map((d) => readDoc(placeSchema, d));
  };
}
