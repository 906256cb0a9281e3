import { api, attempt, attemptWrite } from "@/lib/api";
import { liveQuery, type Watch } from "@/lib/liveQuery";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import type { AvailablePlayer, CalendarLink, MyRsvp } from "@rallyhub/domain/callables/events";
import type { EventRecord, Joiner, RsvpChoice } from "@rallyhub/domain/events/types";
import {
  cancelEvent,
  findAvailablePlayers,
  getCalendarToken,
  getMyRsvp,
  inviteToEvent,
  messageJoiners,
  payForEvent,
  regenerateCalendarToken,
  removeJoiner,
  respondToRsvp,
  rsvp,
  saveEvent,
} from "./eventCallables";
import { listFavorites, isFavorite, listSeries, setFavorite, watchEvent, watchJoiners, watchMyRsvp, type Favorite } from "./eventPagesRepository";
import { EVENTS_MESSAGES } from "../messages";

const eventOf =
  (id: string): Watch<EventRecord | null> =>
  (onChange, onError) =>
    watchEvent(id, onChange, onError);
const myRsvpOf =
  ({ eventId, uid }: { eventId: string; uid: string }): Watch<Joiner | null> =>
  (onChange, onError) =>
    watchMyRsvp(eventId, uid, onChange, onError);
const joinersOf =
  (eventId: string): Watch<Joiner[]> =>
  (onChange, onError) =>
    watchJoiners(eventId, onChange, onError);

/**
 * Spec §7 event loaders: one, for user, by creator, by location with page and
 * date filter, text search, favorites, joiners. Writes go through callables
 * (the server writes RSVPs and events); favorites are the user's own documents.
 */
export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One event, live; null for a missing or hidden one (spec §8: no message, the page says "Game not found"). */
    getEvent: build.query<EventRecord | null, string>({
      ...liveQuery(eventOf, EVENTS_MESSAGES.failure.gameNotFound),
      providesTags: (_r, _e, id) => [{ type: "Event", id }],
      // Long enough for the route loader's prefetch to reach the page; then the listener stops.
      keepUnusedDataFor: 5,
    }),
    /** The signed-in player's own RSVP, live. */
    getMyRsvp: build.query<Joiner | null, { eventId: string; uid: string }>({
      ...liveQuery(myRsvpOf, EVENTS_MESSAGES.failure.rsvpLoad),
      keepUnusedDataFor: 0,
    }),
    /** A waitlisted player's place in line (asked of the server: others' RSVPs are private). */
    getWaitlistPosition: build.query<MyRsvp, string>({
      queryFn: (eventId) => attempt(() => getMyRsvp(eventId, EVENTS_MESSAGES.failure.rsvpLoad), EVENTS_MESSAGES.failure.rsvpLoad),
      providesTags: (_r, _e, eventId) => [{ type: "Event", id: `position-${eventId}` }],
      keepUnusedDataFor: 0,
    }),
    /** Everyone who answered, live (the organizer's manage page). */
    getJoiners: build.query<Joiner[], string>({
      ...liveQuery(joinersOf, EVENTS_MESSAGES.failure.joinersLoad),
      keepUnusedDataFor: 0,
    }),
    /** The next games of a series. */
    getSeries: build.query<EventRecord[], { seriesId: string; from: number }>({
      queryFn: ({ seriesId, from }) => attempt(() => listSeries(seriesId, from), EVENTS_MESSAGES.failure.discoverLoad),
      providesTags: (_r, _e, { seriesId }) => [{ type: "Event", id: `series-${seriesId}` }],
    }),
    getFavorites: build.query<Favorite[], string>({
      queryFn: (uid) => attempt(() => listFavorites(uid), EVENTS_MESSAGES.failure.favoritesLoad),
      providesTags: (_r, _e, uid) => [{ type: "Event", id: `favorites-${uid}` }],
    }),
    getIsFavorite: build.query<boolean, { uid: string; eventId: string }>({
      queryFn: ({ uid, eventId }) => attempt(() => isFavorite(uid, eventId), EVENTS_MESSAGES.failure.favoritesLoad),
    }),
    /** Marks or unmarks a favorite: the star moves at once and goes back if the write fails. */
    setFavorite: build.mutation<null, { uid: string; event: Pick<EventRecord, "id" | "title" | "dateStart" | "dateEnd" | "timeZone">; on: boolean }>({
      queryFn: ({ uid, event, on }) => attemptWrite(() => setFavorite(uid, event, on), EVENTS_MESSAGES.failure.favoriteSave),
      onQueryStarted: async ({ uid, event, on }, { dispatch, queryFulfilled }) => {
        const star = dispatch(eventsApi.util.updateQueryData("getIsFavorite", { uid, eventId: event.id }, () => on));
        const patch = dispatch(
          eventsApi.util.updateQueryData("getFavorites", uid, (list) =>
            on
              ? [...list.filter((f) => f.eventId !== event.id), { eventId: event.id, title: event.title, dateStart: event.dateStart, dateEnd: event.dateEnd, timeZone: event.timeZone }].sort(
                  (a, b) => a.dateStart - b.dateStart,
                )
              : list.filter((f) => f.eventId !== event.id),
          ),
        );
        await queryFulfilled.catch(() => {
          patch.undo();
          star.undo();
        });
      },
    }),
    saveEvent: build.mutation<CallableOutput<"saveEvent">, CallableInput<"saveEvent">>({
      queryFn: (input) => attempt(() => saveEvent(input, EVENTS_MESSAGES.failure.eventSave), EVENTS_MESSAGES.failure.eventSave),
      invalidatesTags: (r) => [{ type: "Event", id: "discover" }, ...(r ? [{ type: "Event" as const, id: r.eventId }] : [])],
    }),
    cancelEvent: build.mutation<CallableOutput<"cancelEvent">, CallableInput<"cancelEvent">>({
      queryFn: (input) => attempt(() => cancelEvent(input, EVENTS_MESSAGES.failure.eventCancel), EVENTS_MESSAGES.failure.eventCancel),
      invalidatesTags: [{ type: "Event", id: "discover" }],
    }),
    /**
     * RSVP (the server decides going, waitlist or pending). The server's answer
     * is the player's own RSVP at once: the panel does not wait for its listener,
     * which may deliver the change late (and later changes still come through it).
     */
    rsvp: build.mutation<CallableOutput<"rsvp">, { eventId: string; uid: string; choice: RsvpChoice; guests: number }>({
      queryFn: ({ eventId, choice, guests }) => attempt(() => rsvp({ eventId, choice, guests }, EVENTS_MESSAGES.failure.rsvp), EVENTS_MESSAGES.failure.rsvp),
      onQueryStarted: async ({ eventId, uid }, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        const answered = { rsvpStatus: result.data.status, guests: result.data.guests };
        dispatch(
          eventsApi.util.updateQueryData("getMyRsvp", { eventId, uid }, (draft) =>
            draft ? { ...draft, ...answered } : { uid, displayName: "", photoURL: "", joinedAt: Date.now(), queuedAt: null, ...answered },
          ),
        );
      },
      invalidatesTags: (_r, _e, { eventId, uid }) => [
        { type: "Event", id: `position-${eventId}` },
        { type: "Event", id: `mine-${uid}` },
      ],
    }),
    /** A paid game: where to pay (Stripe Checkout); the seat is taken once the payment is confirmed. */
    payForEvent: build.mutation<CallableOutput<"payForEvent">, CallableInput<"payForEvent">>({
      queryFn: (input) => attempt(() => payForEvent(input, EVENTS_MESSAGES.failure.payment), EVENTS_MESSAGES.failure.payment),
    }),
    respondToRsvp: build.mutation<CallableOutput<"respondToRsvp">, CallableInput<"respondToRsvp">>({
      queryFn: (input) => attempt(() => respondToRsvp(input, EVENTS_MESSAGES.failure.rsvpRespond), EVENTS_MESSAGES.failure.rsvpRespond),
    }),
    removeJoiner: build.mutation<CallableOutput<"removeJoiner">, CallableInput<"removeJoiner">>({
      queryFn: (input) => attempt(() => removeJoiner(input, EVENTS_MESSAGES.failure.joinerRemove), EVENTS_MESSAGES.failure.joinerRemove),
    }),
    messageJoiners: build.mutation<CallableOutput<"messageJoiners">, CallableInput<"messageJoiners">>({
      queryFn: (input) => attempt(() => messageJoiners(input, EVENTS_MESSAGES.failure.joinersMessage), EVENTS_MESSAGES.failure.joinersMessage),
    }),
    inviteToEvent: build.mutation<CallableOutput<"inviteToEvent">, CallableInput<"inviteToEvent">>({
      queryFn: (input) => attempt(() => inviteToEvent(input, EVENTS_MESSAGES.failure.invite), EVENTS_MESSAGES.failure.invite),
      // The invited player is marked at once in the list of available players.
      onQueryStarted: async ({ eventId, uid }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(eventsApi.util.updateQueryData("findAvailablePlayers", eventId, (list) => list.map((p) => (p.uid === uid ? { ...p, invited: true } : p))));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** 'Find available players' (asked when the organizer opens it). */
    findAvailablePlayers: build.query<AvailablePlayer[], string>({
      queryFn: (eventId) => attempt(async () => (await findAvailablePlayers(eventId, EVENTS_MESSAGES.failure.findPlayers)).players, EVENTS_MESSAGES.failure.findPlayers),
      keepUnusedDataFor: 60,
    }),
    /** The user's private calendar feed link. */
    getCalendarLink: build.query<CalendarLink, string>({
      queryFn: () => attempt(() => getCalendarToken(EVENTS_MESSAGES.failure.calendarFeed), EVENTS_MESSAGES.failure.calendarFeed),
    }),
    regenerateCalendarLink: build.mutation<CalendarLink, string>({
      queryFn: () => attempt(() => regenerateCalendarToken(EVENTS_MESSAGES.failure.calendarFeed), EVENTS_MESSAGES.failure.calendarFeed),
      onQueryStarted: async (uid, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(eventsApi.util.upsertQueryData("getCalendarLink", uid, data));
      },
    }),
  }),
});

export const {
  useGetEventQuery,
  useGetMyRsvpQuery,
  useGetWaitlistPositionQuery,
  useGetJoinersQuery,
  useGetSeriesQuery,
  useGetFavoritesQuery,
  useGetIsFavoriteQuery,
  useSetFavoriteMutation,
  useSaveEventMutation,
  useCancelEventMutation,
  useRsvpMutation,
  usePayForEventMutation,
  useRespondToRsvpMutation,
  useRemoveJoinerMutation,
  useMessageJoinersMutation,
  useInviteToEventMutation,
  useFindAvailablePlayersQuery,
  useGetCalendarLinkQuery,
  useRegenerateCalendarLinkMutation,
} = eventsApi;

export { useDiscoverEventsInfiniteQuery, useGetHostedEventsQuery, useGetMyRsvpsQuery, useGetUpcomingRsvpsQuery } from "./myEventsApi";
