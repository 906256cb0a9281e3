import { api, attempt } from "@/lib/api";
import type { LatLng } from "@rallyhub/domain/geo";
import type { NearbyPlayersPage } from "@rallyhub/domain/players/search";
import { findPlayersNearby } from "./playersRepository";
import { PLAYERS_MESSAGES } from "../messages";

/** One search: everything but the page's cursor. */
export interface PlayerSearch {
  center: LatLng;
  radiusMiles: number;
  sport: string | null;
  /** Epoch millis: only players free for this whole span. */
  availableAt: { start: number; end: number } | null;
  pageSize: number;
}

/** Spec §7 "users by location (lat, lng, page, limit, bounds, filter) with availability attached". */
export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Players near a place, page by page ('Load more'); the next page's cursor comes from the server. */
    findPlayersNearby: build.infiniteQuery<NearbyPlayersPage, PlayerSearch, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next },
      queryFn: ({ queryArg, pageParam }) => attempt(() => findPlayersNearby({ ...queryArg, cursor: pageParam }, PLAYERS_MESSAGES.failure.searchLoad), PLAYERS_MESSAGES.failure.searchLoad),
      providesTags: [{ type: "User", id: "nearby" }],
      // Who is near and free changes: a search opened again later asks again.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useFindPlayersNearbyInfiniteQuery } = playersApi;
