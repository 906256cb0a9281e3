// Points for the demo seed: players and teams scattered around their city.
import type { storedCity } from "@rallyhub/domain/stored/write/users";
import ngeohash from "ngeohash";
import type { Rng } from "./random";
import type { City } from "./tables";
import type { input } from "zod/v4/core";

export interface Point {
  lat: number;
  lng: number;
}

const MILES_PER_DEGREE_LAT = 69.0;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A point within `miles` of the centre, uniformly over the disc. */
export function scatter(rng: Rng, lat: number, lng: number, miles: number): Point {
  const r = miles * Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / MILES_PER_DEGREE_LAT;
  const dLng = (r * Math.sin(theta)) / (MILES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + dLat), lng: round6(lng + dLng) };
}

/** A point in a city, as users' default cities, public profiles and teams keep it (a 7-character geohash). */
export function cityPoint(city: City, point: Point): input<typeof storedCity> {
  return { name: city.name, lat: point.lat, lng: point.lng, hash: ngeohash.encode(point.lat, point.lng, 7) };
}
