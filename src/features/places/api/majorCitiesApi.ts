import { api, attempt } from "@/lib/api";
import { majorCitiesOf, type MajorCity, type MajorCityRow } from "../model/majorCities";

export const MAJOR_CITIES_FAILED = "The list of cities could not be loaded. Check your connection and try again.";

/** The largest US cities, one small file the build writes from the offline city data (build/citiesPlugin.ts). */
export async function loadMajorCities(fetcher: typeof fetch = (...args) => fetch(...args)): Promise<MajorCity[]> {
  const res = await fetcher(`${import.meta.env.BASE_URL}data/major-cities.json`);
  if (!res.ok) throw new Error(`The city list could not be loaded (${res.status})`);
  return majorCitiesOf((await res.json()) as MajorCityRow[]);
}

export const majorCitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMajorCities: build.query<MajorCity[], undefined>({
      queryFn: () => attempt(() => loadMajorCities(), MAJOR_CITIES_FAILED),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMajorCitiesQuery } = majorCitiesApi;
