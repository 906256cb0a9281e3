import { createListenerMiddleware, type Middleware } from "@reduxjs/toolkit";
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
 * Per store: RTK Query's middleware, and a listener middleware through which
 * each live entry adopts the listener its fetches bring (liveQuery.ts).
 */
const middleware: Middleware = (store) => {
  const query = api.middleware(store as Parameters<typeof api.middleware>[0]);
  const listeners = createListenerMiddleware().middleware(store);
  return (next) => query(listeners(next));
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
