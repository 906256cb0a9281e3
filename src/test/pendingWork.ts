import { vi } from "vitest";
import { act } from "@testing-library/react";

/**
 * Runs everything the code under test still has queued, however long its
 * timers: fake timers are switched on and run to the end, so a check that
 * something did NOT happen is decided now, without waiting real time.
 */
export async function runPendingWork(): Promise<void> {
  vi.useFakeTimers();
  try {
    await act(() => vi.runAllTimersAsync());
  } finally {
    vi.useRealTimers();
  }
}
