import type { Dispatch, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";

/**
 * The store's state as features see it. A feature that owns a slice adds it
 * here by declaration merging (`declare module "@/lib/state" { interface
 * AppState { auth: AuthState } }` beside its slice), so features type their
 * hooks and selectors without importing the app layer that assembles the
 * store. app/store.ts checks at compile time that the real store matches.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppState {}

export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction> & Dispatch;

/** What code outside React (route loaders, the auth gate) needs of the store. */
export interface AppStoreLike {
  dispatch: AppDispatch;
  getState: () => AppState;
  subscribe: (listener: () => void) => () => void;
}
