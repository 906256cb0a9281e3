import { api, attempt } from "@/lib/api";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/model";
import { listEventsAtPlace, type EventsAtPlaceCursor, type EventsAtPlacePage, type EventsAtPlaceQuery } from "./placeEventsRepository";

/** The games at a place (the places feature's place page, through public.ts). */
export const placeEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEventsAtPlace: build.infiniteQuery<EventsAtPlacePage, EventsAtPlaceQuery, EventsAtPlaceCursor | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next },
      queryFn: ({ queryArg, pageParam }) => attempt(() => listEventsAtPlace(queryArg, pageParam), PLACE_MESSAGES.eventsFailed),
      providesTags: (_r, _e, q) => [{ type: "Event", id: `place-${q.placeId}` }],
    }),
  }),
});

export const { useGetEventsAtPlaceInfiniteQuery } = placeEventsApi;
