import type { UnknownAction } from "@reduxjs/toolkit";
import { defaultSerializeQueryArgs, type BaseQueryApi, type InfiniteData } from "@reduxjs/toolkit/query/react";
import { api, followFetches, type QueryResult } from "./api";
import { serializeError } from "./errors";

/** A live listener as repositories offer it: calls back with each value, returns the unsubscribe. */
export type Watch<T> = (onChange: (value: T) => void, onError: (error: unknown) => void) => () => void;

/**
 * One live endpoint (DESIGN.md, One data path): `build.query({ ...liveQuery(watch, failure), … })`.
 *
 * One listener serves each cache entry: Firestore bills every listener's
 * first snapshot, so a second listener for the entry would read every
 * document twice. The fetch (queryFn) starts the listener and answers with
 * its first value, so the entry loads, fails and retries like any query;
 * the listener itself travels with that answer, in the fulfilled action's
 * `meta` (RTK Query's channel from a fetch to its entry, so no module-level
 * map pairs them), and the entry's onCacheEntryAdded adopts it: every later
 * value replaces the cached one, and the listener stops when the entry is
 * removed (with `keepUnusedDataFor: 0`, when nobody shows it). A later fetch
 * of the same entry (a retry, an invalidation) brings its own listener,
 * which is adopted in turn and the previous one stopped. When the adopted
 * listener fails (Firestore ends it), the entry is fetched again, so a
 * lasting failure shows as the query's error with its Retry.
 */
export function liveQuery<Arg, T>(watch: (arg: Arg) => Watch<T>, failure: string) {
  return {
    queryFn: (arg: Arg, base: BaseQueryApi) => listen(watch(arg), failure, base, null),
    onCacheEntryAdded: (arg: Arg, lifecycle: LiveLifecycle<T>) => follow(arg, lifecycle, (_page, value) => lifecycle.updateCachedData(() => value as T)),
  };
}

/** A page of a window list: the first `max` items, and whether there are more. */
export interface WindowPage<Item> {
  items: Item[];
  more: boolean;
}

/**
 * Paging by window for `build.infiniteQuery`: the page param is how many
 * items to read (`size`, then `2 × size` …), each page is the whole window
 * (so a list that changes while it is shown never repeats or skips an item
 * between pages), and the entry keeps only the latest window (`maxPages: 1`).
 */
export function windowPaging(size: number) {
  return {
    initialPageParam: size,
    maxPages: 1,
    getNextPageParam: (last: { more: boolean }, _pages: unknown, lastParam: number) => (last.more ? lastParam + size : undefined),
  };
}

/** Paging by cursor for `build.infiniteQuery`: each page says where the next starts (null: the last page). */
export function cursorPaging<Cursor>() {
  return {
    initialPageParam: null as Cursor | null,
    getNextPageParam: (last: { next: Cursor | null }) => last.next,
  };
}

/**
 * A live window list (`build.infiniteQuery({ ...liveWindow(watch, failure, size) })`):
 * as liveQuery, for the window being shown. "Show more" reads the larger
 * window with a listener of its own, which takes over from the smaller one.
 */
export function liveWindow<Arg, Item>(watch: (arg: Arg, max: number) => Watch<WindowPage<Item>>, failure: string, size: number) {
  return {
    infiniteQueryOptions: windowPaging(size),
    queryFn: ({ queryArg, pageParam }: { queryArg: Arg; pageParam: number }, base: BaseQueryApi) => listen(watch(queryArg, pageParam), failure, base, pageParam),
    onCacheEntryAdded: (arg: Arg, lifecycle: LiveLifecycle<InfiniteData<WindowPage<Item>, number>>) =>
      follow(arg, lifecycle, (page, value) =>
        lifecycle.updateCachedData((draft) => {
          const at = draft.pageParams.indexOf(page as number);
          if (at >= 0) draft.pages[at] = value as WindowPage<Item>;
          return undefined;
        }),
      ),
    // No listener outlives its screen.
    keepUnusedDataFor: 0,
  };
}

/** What a live entry's onCacheEntryAdded uses of RTK Query's lifecycle api. */
interface Lifecycle {
  dispatch: (action: UnknownAction) => unknown;
  getCacheEntry: () => { endpointName?: string };
  cacheEntryRemoved: Promise<unknown>;
}

interface LiveLifecycle<T> extends Lifecycle {
  updateCachedData: (recipe: (draft: T) => T | undefined) => unknown;
}

/** A fetch's listener on its way to its cache entry. */
interface Handoff {
  /** The cache entry the fetch was for. */
  key: string;
  /** The page param it read (infinite queries), else null. */
  page: unknown;
  adopt: (onValue: (value: unknown) => void, onError: (error: unknown) => void) => void;
  stop: () => void;
}

/** How a fetch's result carries its listener (`meta` of the fulfilled action). */
interface LiveMeta {
  live: Handoff;
}

/** A listener nobody adopts (its entry went away before the answer landed) stops after this. */
const UNADOPTED_MS = 30_000;

type Listened<T> = QueryResult<T> & { meta?: LiveMeta };

/** A live endpoint's fetch: the listener's first value (or its error), with the listener for the entry to adopt. */
function listen<T>(watch: Watch<T>, failure: string, base: BaseQueryApi, page: unknown): Promise<Listened<T>> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    let answered = false;
    let stopped = false;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    let target: { onValue: (value: unknown) => void; onError: (error: unknown) => void } | null = null;
    // What came between the answer and the adoption.
    let latest: { value: T } | null = null;
    let failed: { error: unknown } | null = null;

    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(expiry);
      // The listener may answer synchronously, before watch() has returned its unsubscribe.
      queueMicrotask(() => unsubscribe?.());
    };
    const handoff: Handoff = {
      key: base.queryCacheKey ?? "",
      page,
      adopt(onValue, onError) {
        clearTimeout(expiry);
        target = { onValue, onError };
        if (latest) onValue(latest.value);
        if (failed) onError(failed.error);
        latest = null;
        failed = null;
      },
      stop,
    };

    unsubscribe = watch(
      (value) => {
        if (stopped) return;
        if (answered) {
          if (target) target.onValue(value);
          else latest = { value };
          return;
        }
        answered = true;
        if (!entryExists(base)) {
          // Nobody waits for it any more: a one-off read.
          stop();
          resolve({ data: value });
          return;
        }
        expiry = setTimeout(stop, UNADOPTED_MS);
        resolve({ data: value, meta: { live: handoff } });
      },
      (error) => {
        if (stopped) return;
        // Firestore ends a listener on its error.
        stop();
        if (!answered) {
          answered = true;
          resolve({ error: serializeError(error, failure) });
        } else if (target) target.onError(error);
        else failed = { error };
      },
    );
  });
}

/** Whether the fetch's cache entry is still in the store (it is removed when nobody shows it). */
function entryExists(base: BaseQueryApi): boolean {
  const state = base.getState() as Record<string, { queries?: Record<string, unknown> } | undefined>;
  return Boolean(base.queryCacheKey && state[api.reducerPath]?.queries?.[base.queryCacheKey]);
}

function liveOf(action: unknown): Handoff | null {
  const meta = (action as { meta?: { baseQueryMeta?: Partial<LiveMeta> } }).meta;
  return meta?.baseQueryMeta?.live ?? null;
}

type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => UnknownAction;

/**
 * A live entry's onCacheEntryAdded: adopts the listener of every fetch of
 * this entry (it follows the entry's fulfilled fetches, api.ts), applies its
 * values, and stops the last one when the entry is removed.
 */
async function follow(arg: unknown, lifecycle: Lifecycle, apply: (page: unknown, value: unknown) => void): Promise<void> {
  const endpointName = lifecycle.getCacheEntry().endpointName ?? "";
  const key = defaultSerializeQueryArgs({ endpointName, queryArgs: arg, endpointDefinition: undefined as never });
  let current: Handoff | null = null;

  const adopt = (handoff: Handoff) => {
    if (handoff === current) return;
    current?.stop();
    current = handoff;
    handoff.adopt(
      (value) => apply(handoff.page, value),
      () => {
        if (current !== handoff) return;
        current = null;
        // Read again: the new fetch's listener is adopted in turn, or its error shows with a Retry.
        const endpoint = (api.endpoints as Record<string, { initiate: Initiate } | undefined>)[endpointName];
        if (endpoint) lifecycle.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
      },
    );
  };

  const stopAdopting = lifecycle.dispatch(
    followFetches(key, (action) => {
      const handoff = liveOf(action);
      if (handoff?.key === key) adopt(handoff);
    }) as unknown as UnknownAction,
  );
  await lifecycle.cacheEntryRemoved;
  if (typeof stopAdopting === "function") (stopAdopting as () => void)();
  (current as Handoff | null)?.stop();
}
