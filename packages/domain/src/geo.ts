import ngeohash from "ngeohash";

// Shared by the web app and the Functions: pure, no Firebase, no Node APIs.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Geohash precision used for stored locations (about 1.2 km × 0.6 km cells). */
export const GEOHASH_PRECISION = 7;

export function geohashFor({ lat, lng }: LatLng, precision = GEOHASH_PRECISION): string {
  return ngeohash.encode(lat, lng, precision);
}

export const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
