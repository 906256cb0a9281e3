import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { appStore } from "./session/storeAccess";

/**
 * The toast service: any part of the app can show a message; the ToastHost in
 * the shell renders them one at a time. The queue is store state (the
 * `toasts` slice below); `toast.*` dispatches to the app's store, so code
 * outside React (an endpoint's lifecycle, a route loader) can call it too.
 * Durations are those of the spec (§9): 3 s for short messages, 5 s for most,
 * 3500 ms in the route area; some messages stay until the user dismisses them.
 */
export const TOAST_DURATIONS = { short: 3000, normal: 5000, route: 3500 } as const;
export type ToastDuration = keyof typeof TOAST_DURATIONS | "persistent";
export type ToastSeverity = "success" | "error" | "info" | "warning";

export interface ToastOptions {
  message: string;
  severity?: ToastSeverity;
  duration?: ToastDuration;
  /** Label of a button that closes the toast, e.g. 'Dismiss' or 'OK'. */
  actionLabel?: string;
  /** A second line under the message, e.g. the server's reason for a refusal. */
  detail?: string;
}

export interface Toast extends Required<Omit<ToastOptions, "actionLabel" | "detail">> {
  id: number;
  actionLabel: string | undefined;
  detail: string | undefined;
  autoHideMs: number | null;
}

export interface ToastsState {
  /** Oldest first: the host shows the first. */
  queue: Toast[];
  /** The id the last toast got (ids only grow). */
  lastId: number;
}

const initialState: ToastsState = { queue: [], lastId: 0 };

export const toastsSlice = createSlice({
  name: "toasts",
  initialState,
  reducers: {
    shown(state, action: PayloadAction<Omit<Toast, "id">>) {
      state.lastId += 1;
      state.queue.push({ ...action.payload, id: state.lastId });
    },
    dismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((t) => t.id !== action.payload);
    },
    cleared(state) {
      state.queue = [];
    },
  },
});

declare module "@/lib/state" {
  interface AppState {
    toasts: ToastsState;
  }
}

/** The toasts waiting, the one on screen first. */
export const selectToasts = (state: { toasts: ToastsState }): readonly Toast[] => state.toasts.queue;

const PENDING_KEY = "rallyhub.pendingToasts";

interface PendingToast {
  options: ToastOptions;
  /** The page load that saved it (performance.timeOrigin). */
  page: number;
}

/** This page load: the same for the whole document, new after a reload. */
const thisPage = () => performance.timeOrigin;

function readPending(): PendingToast[] {
  const parsed = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "[]") as unknown;
  return Array.isArray(parsed) ? (parsed as PendingToast[]).filter((p) => typeof p.page === "number" && typeof p.options.message === "string") : [];
}

export const toast = {
  show(options: ToastOptions): number {
    const duration = options.duration ?? "normal";
    const store = appStore();
    store.dispatch(
      toastsSlice.actions.shown({
        message: options.message,
        severity: options.severity ?? "info",
        duration,
        actionLabel: options.actionLabel,
        detail: options.detail,
        autoHideMs: duration === "persistent" ? null : TOAST_DURATIONS[duration],
      }),
    );
    return store.getState().toasts.lastId;
  },
  success(message: string, options: Omit<ToastOptions, "message" | "severity"> = {}) {
    return toast.show({ ...options, message, severity: "success" });
  },
  error(message: string, options: Omit<ToastOptions, "message" | "severity"> = {}) {
    return toast.show({ ...options, message, severity: "error" });
  },
  /**
   * A failed operation: the message its error carries (the spec's wording, from
   * lib/messages.ts) with the server's reason under it when it gave one.
   */
  failure(error: { message: string; reason?: string }, options: Omit<ToastOptions, "message" | "severity" | "detail"> = {}) {
    return toast.show({ ...options, message: error.message, detail: error.reason, severity: "error" });
  },
  info(message: string, options: Omit<ToastOptions, "message" | "severity"> = {}) {
    return toast.show({ ...options, message, severity: "info" });
  },
  dismiss(id: number) {
    appStore().dispatch(toastsSlice.actions.dismissed(id));
  },
  /**
   * Shows the message after the next page load (for actions that end in a full
   * reload). The message remembers the page that saved it, and only another
   * page load shows it: a toast host that mounts on this page before the
   * reload (a route change into another layout) must not show it and lose it.
   */
  afterReload(options: ToastOptions) {
    try {
      const pending = readPending();
      sessionStorage.setItem(PENDING_KEY, JSON.stringify([...pending, { options, page: thisPage() }]));
    } catch {
      toast.show(options);
    }
  },
  /** Shows messages saved by afterReload on an earlier page load (the toast host calls this once it is on screen). */
  flushPending() {
    let earlier: PendingToast[] = [];
    try {
      const pending = readPending();
      const later = pending.filter((p) => p.page === thisPage());
      if (later.length > 0) sessionStorage.setItem(PENDING_KEY, JSON.stringify(later));
      else sessionStorage.removeItem(PENDING_KEY);
      earlier = pending.filter((p) => p.page !== thisPage());
    } catch {
      /* storage blocked or malformed: nothing to show */
    }
    for (const p of earlier) toast.show(p.options);
  },
  /** For tests: empties the queue (of the registered store, if any). */
  reset() {
    let store: ReturnType<typeof appStore>;
    try {
      store = appStore();
    } catch {
      return;
    }
    store.dispatch(toastsSlice.actions.cleared());
  },
};
