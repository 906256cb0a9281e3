/**
 * The toast service: any part of the app can show a message; the ToastHost in
 * the shell renders them one at a time. Durations are those of the spec (§9):
 * 3 s for short messages, 5 s for most, 3500 ms in the route area; some
 * messages stay until the user dismisses them.
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

type Listener = (queue: readonly Toast[]) => void;

const PENDING_KEY = "rallyhub.pendingToasts";

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(queue);
}

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
    const item: Toast = {
      id: nextId++,
      message: options.message,
      severity: options.severity ?? "info",
      duration,
      actionLabel: options.actionLabel,
      detail: options.detail,
      autoHideMs: duration === "persistent" ? null : TOAST_DURATIONS[duration],
    };
    queue = [...queue, item];
    emit();
    return item.id;
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
    queue = queue.filter((t) => t.id !== id);
    emit();
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
    try {
      const pending = readPending();
      const later = pending.filter((p) => p.page === thisPage());
      if (later.length > 0) sessionStorage.setItem(PENDING_KEY, JSON.stringify(later));
      else sessionStorage.removeItem(PENDING_KEY);
      for (const p of pending) if (p.page !== thisPage()) toast.show(p.options);
    } catch {
      /* storage blocked or malformed: nothing to show */
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(queue);
    return () => listeners.delete(listener);
  },
  /** For tests. */
  reset() {
    queue = [];
    emit();
  },
};
