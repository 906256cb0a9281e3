import type { AppStoreLike } from "@/lib/state";

/**
 * The store, for code that runs outside React: route loaders prefetch their
 * data into the RTK Query cache with `appStore().dispatch(endpoint.initiate(…))`.
 * The composition root registers it once at start-up.
 */
let store: AppStoreLike | null = null;

export function registerAppStore(s: AppStoreLike): void {
  store = s;
}

export function appStore(): AppStoreLike {
  if (!store) throw new Error("The store is not registered: the app registers it at start-up (app/bootstrap.tsx).");
  return store;
}
