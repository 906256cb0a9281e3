/**
 * What this browser remembers of the home tour (spec §4 Onboarding tour):
 * finishing stores the completed key, skipping the skipped key; with either
 * present the tour no longer starts by itself. The value is when it happened.
 */
export const TOUR_COMPLETED_KEY = "rallyhub.homeTour.completed";
export const TOUR_SKIPPED_KEY = "rallyhub.homeTour.skipped";

export type TourOutcome = "completed" | "skipped";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage blocked by the browser's settings.
    return null;
  }
}

/**
 * True when the tour was finished or skipped here. Intentionally also true when
 * storage cannot be read: a tour that could never be remembered as done would
 * otherwise start on every visit.
 */
export function tourAlreadySeen(store: Storage | null = storage()): boolean {
  if (!store) return true;
  try {
    return store.getItem(TOUR_COMPLETED_KEY) !== null || store.getItem(TOUR_SKIPPED_KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberTour(outcome: TourOutcome, store: Storage | null = storage(), now: Date = new Date()): void {
  if (!store) return;
  try {
    store.setItem(outcome === "completed" ? TOUR_COMPLETED_KEY : TOUR_SKIPPED_KEY, now.toISOString());
  } catch {
    // Full or blocked storage: the tour still closes; it may start again next visit.
  }
}
