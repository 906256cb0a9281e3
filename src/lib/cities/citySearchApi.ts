import { api, attempt } from "@/lib/api";
import type { CityOption, CityScope } from "./citySearch";
import { getCitySearch } from "./citySearchService";

/** City search failures are shown in the list itself ("could not be loaded"). */
const SEARCH_FAILED = "The city list could not be loaded. Check your connection and try again.";

export const citySearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Cities matching what was typed: the offline lists (split by first letter,
     * fetched on demand), or Google Places where a Maps key is configured.
     */
    searchCities: build.query<CityOption[], { scope: CityScope; query: string }>({
      queryFn: ({ scope, query }) => attempt(async () => (await getCitySearch(scope)).search(query), SEARCH_FAILED),
      keepUnusedDataFor: 300,
    }),
  }),
});
