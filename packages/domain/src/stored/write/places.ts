import * as z from "zod/mini";
import { storedTime } from "./fields";

/** What is stored of places/{placeId}: the Functions and the seed write through these (the read schemas: ../places.ts). */

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
