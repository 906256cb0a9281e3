import * as z from "zod/mini";
import type { Place } from "../places/model";
import { flag, num, storedTime, strings, text, timeField } from "./fields";

/** places/{placeId} (docs/data-model.md "places"). */

/** A place as the app sees it: missing fields given safe values; not edited since it was added: updated when added. */
export const placeSchema: z.ZodMiniType<Place> = /* @__PURE__ */ z.pipe(
  z.object({
    id: z.string(),
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
  z.transform(({ createdAt, updatedAt, ...place }): Place => ({ ...place, createdAt: createdAt ?? 0, updatedAt: updatedAt ?? createdAt ?? 0 })),
);

/** A place as savePlace (and the seed) writes it: the geohash and search tokens are the server's. */
export const placeWriteSchema = /* @__PURE__ */ z.strictObject({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  geohash: z.string(),
  sports: z.array(z.string()),
  indoor: z.boolean(),
  photoURL: z.string(),
  searchTokens: z.array(z.string()),
  createdBy: z.string(),
  createdAt: storedTime,
  updatedAt: storedTime,
});
