// A place and its messages without zod, for code that only shows places (the home's
// city picker must not load the form's schemas).
/**
 * Spec §7 Places: a court, field or venue. Added and edited by organizers
 * (places/new, places/edit/{id}; only the one who added a place edits it)
 * through the savePlace callable, which works out the geohash and the search
 * tokens itself, so that clients cannot make a place show up where it is not.
 */
export interface Place {
  id: string;
  name: string;
  /** The street address as typed (may be empty). */
  address: string;
  /** The city picked from the city search: "Austin, TX". */
  city: string;
  lat: number;
  lng: number;
  /** Geohash of the point (PLACE_GEOHASH_PRECISION characters). */
  geohash: string;
  sports: string[];
  indoor: boolean;
  /** A photo's web address, or "". */
  photoURL: string;
  createdBy: string;
  /** Epoch millis (0 when unknown). */
  createdAt: number;
  updatedAt: number;
}

export const PLACE_LIMITS = {
  name: 120,
  address: 200,
  city: 120,
  sports: 20,
  sport: 60,
  photoURL: 1000,
} as const;

export const PLACE_MESSAGES = {
  name: "Enter the place's name",
  nameLong: `The name can be at most ${PLACE_LIMITS.name} characters`,
  addressLong: `The address can be at most ${PLACE_LIMITS.address} characters`,
  location: "Choose the city from the list so that the place has a location",
  sports: "Choose at least one sport played here",
  sportsMany: `Choose at most ${PLACE_LIMITS.sports} sports`,
  sportUnknown: "Choose the sports from the list",
  photoURL: "Enter a web address starting with https:// or leave it empty",
  notOrganizer: "Only organizers can add or edit places.",
  notCreator: "Only the organizer who added this place can edit it.",
  /** Spec §8. */
  notFound: "Place not found",
  added: "Place added",
  saved: "Place saved",
  saveFailed: "The place could not be saved. Please try again.",
  loadFailed: "The places could not be loaded.",
  eventsFailed: "The games at this place could not be loaded.",
} as const;
