import { z } from "zod";
import { PLACE_LIMITS, PLACE_MESSAGES } from "./model";

export { PLACE_LIMITS, PLACE_MESSAGES, type Place } from "./model";

/** A city picked from the list (CityAutocomplete): the name and its coordinates. Other keys are dropped. */
export const placeCitySchema = z.object({
  name: z.string().trim().min(1, PLACE_MESSAGES.location).max(PLACE_LIMITS.city, PLACE_MESSAGES.location),
  lat: z.number().min(-90, PLACE_MESSAGES.location).max(90, PLACE_MESSAGES.location),
  lng: z.number().min(-180, PLACE_MESSAGES.location).max(180, PLACE_MESSAGES.location),
});

const webAddress = (text: string) => {
  if (text === "") return true;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** What an organizer enters for a place (the form and the savePlace callable). */
export const placeInputSchema = z
  .object({
    name: z.string().trim().min(1, PLACE_MESSAGES.name).max(PLACE_LIMITS.name, PLACE_MESSAGES.nameLong),
    address: z.string().trim().max(PLACE_LIMITS.address, PLACE_MESSAGES.addressLong),
    // A place without a location is refused with a sentence, not a type error: the form sends null until a city is picked.
    city: placeCitySchema.nullable().refine((c) => c !== null, PLACE_MESSAGES.location),
    sports: z
      .array(z.string().trim().min(1, PLACE_MESSAGES.sportUnknown).max(PLACE_LIMITS.sport, PLACE_MESSAGES.sportUnknown))
      .min(1, PLACE_MESSAGES.sports)
      .max(PLACE_LIMITS.sports, PLACE_MESSAGES.sportsMany)
      .transform((list) => [...new Set(list)]),
    indoor: z.boolean(),
    photoURL: z.string().trim().max(PLACE_LIMITS.photoURL, PLACE_MESSAGES.photoURL).refine(webAddress, PLACE_MESSAGES.photoURL),
  })
  .strict();

export type PlaceInput = z.input<typeof placeInputSchema>;
export type ValidPlaceInput = z.output<typeof placeInputSchema>;
