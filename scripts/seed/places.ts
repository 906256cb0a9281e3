// Places (spec: places collection): the venues of ./tables.ts, as savePlace writes them.
import { PLACE_GEOHASH_PRECISION } from "@rallyhub/domain/places/bounds";
import { placeSearchTokens } from "@rallyhub/domain/searchTokens";
import { placeWriteSchema } from "@rallyhub/domain/stored/write/places";
import ngeohash from "ngeohash";
import { storedDoc, type StoredDoc } from "./docs";
import { placeId } from "./ids";
import { playersIn, type People } from "./people";
import { rngFor } from "./random";
import { PLACES, cityByKey, type PlaceDef } from "./tables";
import type { Clock } from "./time";

/** A seeded place as the other builders use it (games are played there, posts name it). */
export interface SeedPlace extends PlaceDef {
  id: string;
  cityName: string;
  createdBy: string;
}

export interface PlacesOutput {
  docs: Array<StoredDoc<typeof placeWriteSchema>>;
  places: SeedPlace[];
}

/** places/{place-NN}: half of Austin's made by the demo organizer, the others by a local player. */
export function buildPlaces({ daysAgo }: Clock, people: People): PlacesOutput {
  const docs: PlacesOutput["docs"] = [];
  const places = PLACES.map((p, i): SeedPlace => {
    const id = placeId(i + 1);
    const city = cityByKey(p.city);
    const rng = rngFor(`place:${i + 1}`);
    const createdBy = p.city === "austin" && i % 2 === 0 ? "demo-organizer" : rng.pick(playersIn(people, p.city)).uid;
    const createdAt = daysAgo(rng.int(100, 500), rng.int(0, 1439));
    // As savePlace writes a place (functions/src/places/savePlace.ts): the geohash for places by bounds, the search tokens.
    docs.push(
      storedDoc(placeWriteSchema, `places/${id}`, {
        name: p.name,
        address: p.address,
        city: city.name,
        lat: p.lat,
        lng: p.lng,
        geohash: ngeohash.encode(p.lat, p.lng, PLACE_GEOHASH_PRECISION),
        sports: p.sports,
        indoor: p.indoor,
        photoURL: "",
        searchTokens: placeSearchTokens({ name: p.name, address: p.address, cityName: city.name, sports: p.sports }),
        createdBy,
        createdAt,
        updatedAt: createdAt,
      }),
    );
    return { id, ...p, cityName: city.name, createdBy };
  });
  return { docs, places };
}
