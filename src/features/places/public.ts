// The places feature's public surface.
export { useGetCityPlacesQuery, useGetPlacesInCityQuery } from "./api/cityPlacesApi";
export type { PlaceSummary } from "./model/place";
