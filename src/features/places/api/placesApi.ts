import { api, attempt } from "@/lib/api";
import { listPlacesInCity, type PlaceSummary } from "./placesRepository";

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7 Places: the places of a city, for choosing where a game is. */
    getPlacesInCity: build.query<PlaceSummary[], string>({
      queryFn: (city) => attempt(() => listPlacesInCity(city), "The places could not be loaded."),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetPlacesInCityQuery } = placesApi;
