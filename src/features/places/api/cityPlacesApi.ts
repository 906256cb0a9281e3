import { api, attempt } from "@/lib/api";
import { CITY_PLACES_FAILED, type PlaceSummary } from "../model/place";
import { listPlacesInCity } from "./cityPlacesRepository";

/** A city's places (the public surface's endpoints; the places pages use placesApi). */
export const cityPlacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7 Places: the places of a city, for choosing where a game is. */
    getPlacesInCity: build.query<PlaceSummary[], string>({
      queryFn: (city) => attempt(() => listPlacesInCity(city), CITY_PLACES_FAILED),
      providesTags: [{ type: "Place", id: "lists" }],
      keepUnusedDataFor: 600,
    }),
    /** The first places of a city, by name (Local Connect): `max` documents at most. */
    getCityPlaces: build.query<PlaceSummary[], { city: string; max: number }>({
      queryFn: ({ city, max }) => attempt(() => listPlacesInCity(city, max), CITY_PLACES_FAILED),
      providesTags: [{ type: "Place", id: "lists" }],
    }),
  }),
});

export const { useGetPlacesInCityQuery, useGetCityPlacesQuery } = cityPlacesApi;
