import type { Middleware, Reducer } from "@reduxjs/toolkit";

/**
 * Lets code that loads later (the RTK Query api, which only pages with server
 * data need) add its reducer and middleware to the store, so that the first
 * page does not download it. The store provides the injector; injections made
 * before (or for stores made after) are replayed.
 */
export interface StoreInjection {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

const injections: StoreInjection[] = [];
const injectors = new Set<(injection: StoreInjection) => void>();

export function provideInjector(injector: (injection: StoreInjection) => void): void {
  injectors.add(injector);
  for (const injection of injections) injector(injection);
}

export function injectIntoStore(injection: StoreInjection): void {
  injections.push(injection);
  for (const injector of injectors) injector(injection);
}
