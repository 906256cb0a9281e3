import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as placeCallables from "@rallyhub/domain/callables/places";
import { geohashFor } from "@rallyhub/domain/geo";
import { PLACE_GEOHASH_PRECISION } from "@rallyhub/domain/places/bounds";
import { PLACE_MESSAGES, type ValidPlaceInput } from "@rallyhub/domain/places/schema";
import { placeSearchTokens } from "@rallyhub/domain/searchTokens";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { profileOptionsSchema } from "@rallyhub/domain/stored/options";
import { placeSchema } from "@rallyhub/domain/stored/places";
import { placeWriteSchema } from "@rallyhub/domain/stored/write/places";

/** The fields a place's document gets from what the organizer entered: the server works out where it is and how it is found. */
export function placeFieldsOf(input: ValidPlaceInput) {
  const city = input.city;
  return {
    name: input.name,
    address: input.address,
    city: city.name,
    lat: city.lat,
    lng: city.lng,
    geohash: geohashFor(city, PLACE_GEOHASH_PRECISION),
    sports: input.sports,
    indoor: input.indoor,
    photoURL: input.photoURL,
    searchTokens: placeSearchTokens({ name: input.name, address: input.address, cityName: city.name, sports: input.sports }),
  };
}

/** The game types a place's sports are chosen from (profileOptions/gameTypes); empty when the list is missing. */
async function knownSports(): Promise<Set<string>> {
  return new Set(readDoc(profileOptionsSchema, await db().doc("profileOptions/gameTypes").get()));
}

/**
 * places/new and places/edit/{id} (spec §2.1, §7 Places add and update): an
 * organizer adds a place, or changes one they added. The location comes from
 * the city picked in the city search; the geohash (for places by bounds) and
 * the search tokens are worked out here, never taken from the client.
 */
export const savePlace = defineCallable(placeCallables.savePlace, async ({ placeId, place }, { caller }) => {
  const sports = await knownSports();
  if (sports.size > 0 && place.sports.some((s) => !sports.has(s))) throw new HttpsError("invalid-argument", PLACE_MESSAGES.sportUnknown);
  const fields = placeFieldsOf(place);

  if (!placeId) {
    const ref = db().collection("places").doc();
    await ref.create(writeDoc(placeWriteSchema, { ...fields, createdBy: caller.uid, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }));
    return { placeId: ref.id };
  }
  const ref = db().doc(`places/${placeId}`);
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (!existing.exists) throw new HttpsError("not-found", PLACE_MESSAGES.notFound);
    if (readDoc(placeSchema, existing).createdBy !== caller.uid) throw new HttpsError("permission-denied", PLACE_MESSAGES.notCreator);
    tx.update(ref, writeFields(placeWriteSchema, { ...fields, updatedAt: FieldValue.serverTimestamp() }));
  });
  return { placeId };
});
