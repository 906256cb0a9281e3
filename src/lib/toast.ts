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
}

export interface Toast extends Required<Omit<ToastOptions, "actionLabel">> {
  id: number;
  actionLabel: string | undefined;
  autoHideMs: number | null;
}

type Listener = (queue: readonly Toast[]) => void;

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(queue);
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
  info(message: string, options: Omit<ToastOptions, "message" | "severity"> = {}) {
    return toast.show({ ...options, message, severity: "info" });
  },
  dismiss(id: number) {
    queue = queue.filter((t) => t.id !== id);
    emit();
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
