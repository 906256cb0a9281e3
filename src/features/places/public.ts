// The places feature's public surface.
export { CityAutocomplete } from "./components/CityAutocomplete";
export { countryName, type CityValue } from "./model/citySearch";
export { useGetCityPlacesQuery, useGetPlacesInCityQuery } from "./api/cityPlacesApi";
export type { PlaceSummary } from "./model/place";
