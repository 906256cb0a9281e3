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

/**
 * A listener started by a live endpoint's queryFn, waiting for its cache entry
 * (onCacheEntryAdded) to adopt it, so one listener serves the first value and
 * every change after it (Firestore bills each listener's first snapshot: two
 * listeners would read every document twice). Keyed by endpoint and argument.
 * A listener nobody adopts (its entry went away first) is stopped after a while.
 */
interface Handoff {
  stop: () => void;
  latest: unknown;
  push: ((value: unknown) => void) | null;
  fail: ((error: unknown) => void) | null;
  expiry: ReturnType<typeof setTimeout>;
}

const handoffs = new Map<string, Handoff>();
const UNADOPTED_MS = 30_000;

/**
 * The queryFn of a live endpoint: the listener's first value. With a `key`,
 * the listener keeps running for keepLive (same key) to adopt; without one it
 * stops after the first value.
 */
export function firstValue<T>(watch: Watch<T>, failure: string, key?: string): Promise<QueryResult<T>> {
  return new Promise((resolve) => {
    let settled = false;
    let stop: (() => void) | null = null;
    let handoff: Handoff | null = null;
    const onValue = (value: T) => {
      if (handoff) {
        handoff.latest = value;
        handoff.push?.(value);
        return;
      }
      if (settled) return;
      settled = true;
      resolve({ data: value });
      if (!key) {
        // The listener may answer synchronously, before watch() has returned its stop.
        queueMicrotask(() => stop?.());
        return;
      }
      handoffs.get(key)?.stop();
      const created: Handoff = {
        stop: () => {
          clearTimeout(created.expiry);
          queueMicrotask(() => stop?.());
          if (handoffs.get(key) === created) handoffs.delete(key);
        },
        latest: value,
        push: null,
        fail: null,
        expiry: setTimeout(() => created.stop(), UNADOPTED_MS),
      };
      handoff = created;
      handoffs.set(key, created);
    };
    const onError = (error: unknown) => {
      if (handoff) {
        handoff.fail?.(error);
        return;
      }
      if (settled) return;
      settled = true;
      resolve({ error: serializeError(error, failure) });
      queueMicrotask(() => stop?.());
    };
    stop = watch(onValue, onError);
  });
}

interface LiveLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: T) => T) => void;
}

/**
 * Keeps a cache entry live (onCacheEntryAdded): once the first value is in,
 * takes over the queryFn's listener (same `key`) or starts one, replaces the
 * cached value with each change, and unsubscribes when the entry is removed
 * (no listener outlives its screen). When the listener fails (it ends on an
 * error), `refetch` reloads the entry so that a lasting failure shows as the
 * query's error, with its retry, instead of silently stale data.
 */
export async function keepLive<T>(watch: Watch<T>, lifecycle: LiveLifecycle<T>, refetch: () => void, key?: string): Promise<void> {
  let stop: (() => void) | null = null;
  const failed = () => {
    stop?.();
    stop = null;
    refetch();
  };
  try {
    await lifecycle.cacheDataLoaded;
    const adopted = key ? handoffs.get(key) : undefined;
    if (adopted && key) {
      handoffs.delete(key);
      clearTimeout(adopted.expiry);
      stop = adopted.stop;
      adopted.push = (value) => lifecycle.updateCachedData(() => value as T);
      adopted.fail = failed;
      // A change that came between the first value and now.
      lifecycle.updateCachedData(() => adopted.latest as T);
    } else {
      stop = watch((value) => lifecycle.updateCachedData(() => value), failed);
    }
  } catch {
    // The entry was removed before its first value arrived: nothing to listen to.
    if (key) handoffs.get(key)?.stop();
  }
  await lifecycle.cacheEntryRemoved;
  stop?.();
}
