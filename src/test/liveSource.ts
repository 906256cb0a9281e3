import { expect, vi } from "vitest";
import { act, waitFor } from "@testing-library/react";

type OnChange<T> = (value: T) => void;
type OnError = (error: never) => void;

/**
 * A stand-in for one Firestore listener at the repository boundary: it keeps
 * its subscribers, and like Firestore gives a new subscriber the current
 * value first. Tests push values and errors to whoever is listening.
 */
export function liveSource<T>() {
  const subscribers = new Set<{ onChange: OnChange<T>; onError: OnError }>();
  let current: { value: T } | null = null;
  const stop = vi.fn();

  const watch = (onChange: OnChange<T>, onError: OnError): (() => void) => {
    const subscriber = { onChange, onError };
    subscribers.add(subscriber);
    const now = current;
    if (now) queueMicrotask(() => subscribers.has(subscriber) && onChange(now.value));
    return () => {
      subscribers.delete(subscriber);
      stop();
    };
  };

  return {
    watch,
    /** Called once per unsubscribe. */
    stop,
    /** How many listeners are open now. */
    listening: () => subscribers.size,
    /** Sends a value to everyone listening (waiting for a first listener). */
    async emit(value: T) {
      current = { value };
      await waitFor(() => expect(subscribers.size).toBeGreaterThan(0));
      act(() => {
        for (const s of [...subscribers]) s.onChange(value);
      });
    },
    /** Makes every open listener fail. */
    async fail(error: unknown) {
      current = null;
      await waitFor(() => expect(subscribers.size).toBeGreaterThan(0));
      act(() => {
        for (const s of [...subscribers]) s.onError(error as never);
      });
    },
  };
}
