import { createApi, fakeBaseQuery } from "@reduxjs/toolkit/query/react";
import { serializeError, type SerializedAppError } from "./errors";
import { injectIntoStore } from "./storeInjection";

/**
 * The one RTK Query api: every server read in the app is an endpoint that a
 * feature injects here (injectEndpoints, in its api/ folder). Repositories do
 * the Firestore work and return plain objects; endpoints wrap them, turning
 * failures into AppErrors that carry the spec's message (lib/messages.ts).
 * Live data uses onCacheEntryAdded (keepLive below) and always unsubscribes
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

injectIntoStore({ reducerPath: api.reducerPath, reducer: api.reducer, middleware: api.middleware });

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

/** A live listener as repositories offer it: calls back with each value, returns the unsubscribe. */
export type Watch<T> = (onChange: (value: T) => void, onError: (error: unknown) => void) => () => void;

/** The first value a listener gives (then it stops): the queryFn of a live endpoint. */
export function firstValue<T>(watch: Watch<T>, failure: string): Promise<QueryResult<T>> {
  return new Promise((resolve) => {
    let settled = false;
    let stop: (() => void) | null = null;
    const settle = (result: QueryResult<T>) => {
      if (settled) return;
      settled = true;
      resolve(result);
      // The listener may answer synchronously, before watch() has returned its stop.
      queueMicrotask(() => stop?.());
    };
    stop = watch(
      (value) => settle({ data: value }),
      (error) => settle({ error: serializeError(error, failure) }),
    );
  });
}

interface LiveLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: T) => T) => void;
}

/**
 * Keeps a cache entry live (onCacheEntryAdded): listens once the first value is
 * in, replaces the cached value with each change, and unsubscribes when the
 * entry is removed (no listener outlives its screen). When the listener fails
 * (it ends on an error), `refetch` reloads the entry so that a lasting failure
 * shows as the query's error, with its retry, instead of silently stale data.
 */
export async function keepLive<T>(watch: Watch<T>, lifecycle: LiveLifecycle<T>, refetch: () => void): Promise<void> {
  let stop: (() => void) | null = null;
  try {
    await lifecycle.cacheDataLoaded;
    stop = watch(
      (value) => lifecycle.updateCachedData(() => value),
      () => {
        stop?.();
        stop = null;
        refetch();
      },
    );
  } catch {
    // The entry was removed before its first value arrived: nothing to listen to.
  }
  await lifecycle.cacheEntryRemoved;
  stop?.();
}
