import type { Place } from "../places/model";
import { flag, map, num, obj, strings, text, timeField, type Reader } from "./fields";

/** places/{placeId} (docs/data-model.md "places"). */

/** A place as the app sees it: missing fields given safe values; not edited since it was added: updated when added. */
export const placeSchema: Reader<Place> = map(
  obj({
    id: text(),
    name: text(),
    address: text(),
    city: text(),
    lat: num(),
    lng: num(),
    geohash: text(),
    sports: strings(),
    indoor: flag(),
    photoURL: text(),
    createdBy: text(),
    createdAt: timeField,
    updatedAt: timeField,
  }),
  ({ createdAt, updatedAt, ...place }): Place => ({ ...place, createdAt: createdAt ?? 0, updatedAt: updatedAt ?? createdAt ?? 0 }),
);
