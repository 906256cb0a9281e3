import type { Place } from "@rallyhub/domain/places/model";

export type { Place } from "@rallyhub/domain/places/model";

/** A place as the events' place picker lists it (spec §7 Places of a city). A full Place is one too. */
export type PlaceSummary = Pick<Place, "id" | "name" | "address" | "city" | "lat" | "lng" | "sports" | "indoor">;

/** The message when a city's places could not be read (PLACE_MESSAGES.loadFailed, without the form's schemas). */
export const CITY_PLACES_FAILED = "The places could not be loaded.";

/** A place as the places browser lists it: the summary, the geohash (paging), the photo and who added it. */
export type PlaceListing = PlaceSummary & Pick<Place, "geohash" | "photoURL" | "createdBy">;

/** The address as one line: "2100 Barton Springs Rd, Austin, TX", or the city alone. */
export function addressLine(p: Pick<Place, "address" | "city">): string {
  const street = p.address.trim();
  if (!street) return p.city;
  // Seeded addresses already end with the city, state and zip.
  const cityName = p.city.split(",")[0]?.trim() ?? "";
  return cityName && street.toLowerCase().includes(cityName.toLowerCase()) ? street : [street, p.city].filter(Boolean).join(", ");
}

/** "Indoor" or "Outdoor". */
export const settingText = (indoor: boolean) => (indoor ? "Indoor" : "Outdoor");

/** "under 0.1 mi", "2.4 mi", "12 mi". */
export function milesText(miles: number): string {
  if (miles < 0.1) return "under 0.1 mi";
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

/** Google Maps at the place's point (a plain link: no key needed, nothing loads until followed). */
export function mapLink(p: Pick<Place, "lat" | "lng">): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${p.lat},${p.lng}`)}`;
}

/** The place's own page, as a path and as a full URL (posters, QR codes). */
export const placePath = (id: string) => `/places/view/${encodeURIComponent(id)}`;
export const placeUrl = (origin: string, id: string) => `${origin.replace(/\/+$/, "")}${placePath(id)}`;

/** places/poster?id={placeId}: the printable poster of a place. */
export const POSTER_PARAM = "id";
export const posterPath = (id: string) => `/places/poster?${new URLSearchParams({ [POSTER_PARAM]: id }).toString()}`;
/** The place a poster URL names, or null (missing, empty or not an id). */
export function placeIdFromPoster(search: URLSearchParams): string | null {
  const id = search.get(POSTER_PARAM)?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}
