import { countryName, type CityValue } from "@/lib/cities/citySearch";
import type { TravelLocation } from "@rallyhub/domain/availability/types";

/** "Denver, CO" in the US, "London, United Kingdom" elsewhere; the full address when there is no city. */
export function travelLabel(location: TravelLocation): string {
  if (!location.city) return location.formattedAddress;
  if (location.state) return `${location.city}, ${location.state}`;
  if (location.country && location.country !== "US") return `${location.city}, ${countryName(location.country)}`;
  return location.city;
}

/** A destination picked from the (worldwide) city autocomplete, as stored on the entry (spec §3 location). */
export function travelLocationFrom(city: CityValue): TravelLocation {
  const [fallbackName = city.name, fallbackState = ""] = city.name.split(", ");
  const country = city.country || "US";
  return {
    city: city.city ?? fallbackName,
    state: city.state ?? (country === "US" ? fallbackState : ""),
    country,
    lat: city.lat,
    lng: city.lng,
    formattedAddress: city.description ?? city.name,
  };
}

/** The autocomplete's value for a stored destination. */
export function cityValueOf(location: TravelLocation): CityValue {
  return { name: travelLabel(location), lat: location.lat, lng: location.lng, description: location.formattedAddress, city: location.city, state: location.state, country: location.country };
}
