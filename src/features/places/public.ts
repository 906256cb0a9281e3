// The places feature's public surface.
export { CityAutocomplete } from "./components/CityAutocomplete";
export { countryName, type CityValue } from "./model/citySearch";
export { useGetPlacesInCityQuery } from "./api/placesApi";
export type { PlaceSummary } from "./api/placesRepository";
