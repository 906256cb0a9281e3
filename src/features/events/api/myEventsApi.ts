import { api, attempt } from "@/lib/api";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { discoverEvents, listHostedEvents, listMyRsvps, listUpcomingRsvps, type DiscoverCursor, type DiscoverPage, type DiscoverQuery, type MyEvent, type UpcomingRsvp } from "./eventsRepository";
import { EVENTS_MESSAGES } from "../messages";

/**
 * The lists of games other features use (public.ts): a player's games, the
 * games they host, and nearby games. Apart from the rest of the events api
 * (eventsApi.ts), so the home's first screen loads only these endpoints.
 */
export const myEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Discover: nearby public games in a window, soonest first, page by page ('Load more'). */
    discoverEvents: build.infiniteQuery<DiscoverPage, DiscoverQuery, DiscoverCursor | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next },
      queryFn: ({ queryArg, pageParam }) => attempt(() => discoverEvents(queryArg, pageParam), EVENTS_MESSAGES.failure.discoverLoad),
      providesTags: [{ type: "Event", id: "discover" }],
    }),
    /** The games a player answered (for the profile table). */
    getMyRsvps: build.query<MyEvent[], string>({
      queryFn: (uid) => attempt(() => listMyRsvps(uid), EVENTS_MESSAGES.failure.myEventsLoad),
      providesTags: (_r, _e, uid) => [{ type: "Event", id: `mine-${uid}` }],
    }),
    /** A player's next games (with one team, or any), soonest first, at most `max` (the home's Upcoming Events). */
    getUpcomingRsvps: build.query<UpcomingRsvp[], { uid: string; from: number; max: number; teamId?: string | null }>({
      queryFn: ({ uid, from, max, teamId }) => attempt(() => listUpcomingRsvps(uid, from, max, teamId ?? null), EVENTS_MESSAGES.failure.myEventsLoad),
      providesTags: (_r, _e, { uid }) => [{ type: "Event", id: `mine-${uid}` }],
    }),
    /** The games a user hosts from a day on (for the profile table; the home asks for its first few). */
    getHostedEvents: build.query<EventRecord[], { uid: string; from: number; max?: number }>({
      queryFn: ({ uid, from, max }) => attempt(() => (max === undefined ? listHostedEvents(uid, from) : listHostedEvents(uid, from, max)), EVENTS_MESSAGES.failure.myEventsLoad),
      providesTags: (_r, _e, { uid }) => [{ type: "Event", id: `hosted-${uid}` }],
    }),
  }),
});

export const { useDiscoverEventsInfiniteQuery, useGetMyRsvpsQuery, useGetUpcomingRsvpsQuery, useGetHostedEventsQuery } = myEventsApi;
