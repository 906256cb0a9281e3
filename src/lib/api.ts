import type { Middleware, UnknownAction } from "@reduxjs/toolkit";
import { createApi, fakeBaseQuery } from "@reduxjs/toolkit/query/react";
import { serializeError, type SerializedAppError } from "./errors";
import { injectIntoStore } from "./storeInjection";

/**
 * The one RTK Query api: every server read in the app is an endpoint that a
 * feature injects here (injectEndpoints, in its api/ folder). Repositories do
 * the Firestore work and return plain objects; endpoints wrap them, turning
 * failures into AppErrors that carry the spec's message (lib/messages.ts).
 * Live data uses onCacheEntryAdded (liveQuery.ts) and always unsubscribes
 * when the cache entry goes away. It joins the store when first imported (see
 * storeInjection.ts), so pages without server data never download it.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: fakeBaseQuery<SerializedAppError>(),
  tagTypes: [
    "User",
    "Profile",
    "Availability",
    "Team",
    "Event",
    "Place",
    "Post",
    "Site",
    "Organization",
    "Form",
    "Notification",
    "FamilyConnection",
    "Conversation",
    "Plan",
    "Mail",
    "DeletionBlockers",
    "UserSearch",
  ],
  endpoints: () => ({}),
});

/**
 * A live entry hears every fetch of its cache entry that succeeds (to adopt
 * the listener the fetch brings, liveQuery.ts): `dispatch(followFetches(key,
 * onFulfilled))` returns the function that stops it. The followers are kept
 * per store by the middleware below (RTK's listener middleware would do the
 * same, but it would put 1.7 KB gzip into the core chunk every page loads).
 * The store's serializability check lets this action (it carries a function)
 * through by its type (app/store.ts).
 */
export const FOLLOW_FETCHES = "api/followFetches";
interface FollowFetches {
  type: typeof FOLLOW_FETCHES;
  payload: { key: string; onFulfilled: (action: UnknownAction) => void };
}
export const followFetches = (key: string, onFulfilled: (action: UnknownAction) => void): FollowFetches => ({ type: FOLLOW_FETCHES, payload: { key, onFulfilled } });

const isFollow = (action: unknown): action is FollowFetches => (action as { type?: unknown }).type === FOLLOW_FETCHES;

/** The cache entry of a query fetch that succeeded, else null. */
function fulfilledEntry(action: unknown): string | null {
  const meta = (action as { meta?: { requestStatus?: string; arg?: { type?: string; queryCacheKey?: string } } }).meta;
  return meta?.requestStatus === "fulfilled" && meta.arg?.type === "query" ? (meta.arg.queryCacheKey ?? null) : null;
}

/** Per store: RTK Query's middleware, and the followers of fetches (above). */
const middleware: Middleware = (store) => {
  const query = api.middleware(store as Parameters<typeof api.middleware>[0]);
  const followers = new Map<string, Set<(action: UnknownAction) => void>>();
  return (next) => {
    const handle = query(next);
    return (action) => {
      if (isFollow(action)) {
        const { key, onFulfilled } = action.payload;
        const mine = followers.get(key) ?? new Set();
        followers.set(key, mine.add(onFulfilled));
        return () => {
          mine.delete(onFulfilled);
          if (mine.size === 0 && followers.get(key) === mine) followers.delete(key);
        };
      }
      const result = handle(action);
      // After the reducers: the entry holds the fetch's data when its followers hear of it.
      const key = fulfilledEntry(action);
      if (key) for (const onFulfilled of [...(followers.get(key) ?? [])]) onFulfilled(action as UnknownAction);
      return result;
    };
  };
};

injectIntoStore({ reducerPath: api.reducerPath, reducer: api.reducer, middleware });

export type QueryResult<T> = { data: T; error?: undefined } | { error: SerializedAppError; data?: undefined };

/** Runs a repository call for a queryFn: its value, or an AppError with the given message (and the server's reason). */
export async function attempt<T>(work: () => Promise<T>, failure: string): Promise<QueryResult<T>> {
  try {
    return { data: await work() };
  } catch (error) {
    return { error: serializeError(error, failure) };
  }
}

/** For writes with nothing to return: null on success (RTK Query's data must not be undefined). */
export async function attemptWrite(work: () => Promise<unknown>, failure: string): Promise<QueryResult<null>> {
  try {
    await work();
    return { data: null };
  } catch (error) {
    return { error: serializeError(error, failure) };
  }
}
