// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { TOUR_COMPLETED_KEY, TOUR_SKIPPED_KEY, rememberTour, tourAlreadySeen } from "./tourStorage";

describe("tour storage", () => {
  it("is unseen with neither key, and seen with either", () => {
    expect(tourAlreadySeen(localStorage)).toBe(false);
    rememberTour("skipped", localStorage, new Date("2026-11-23T04:00:00Z"));
    expect(localStorage.getItem(TOUR_SKIPPED_KEY)).toBe("2026-11-23T04:00:00.000Z");
    expect(tourAlreadySeen(localStorage)).toBe(true);
    localStorage.clear();
    rememberTour("completed", localStorage);
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).not.toBeNull();
    expect(localStorage.getItem(TOUR_SKIPPED_KEY)).toBeNull();
    expect(tourAlreadySeen(localStorage)).toBe(true);
  });

  it("counts unreadable storage as seen (a tour that cannot be remembered would start every visit) and survives a failing write", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    expect(tourAlreadySeen(blocked)).toBe(true);
    expect(tourAlreadySeen(null)).toBe(true);
    expect(() => rememberTour("completed", blocked)).not.toThrow();
  });
});
