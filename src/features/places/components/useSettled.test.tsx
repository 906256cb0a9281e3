import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { PLACES_DEBOUNCE_MS } from "../model/viewport";
import { useSettled } from "./useSettled";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const area = (lat: number) => ({ center: { lat, lng: -97.74 }, span: 5 });

describe("useSettled (spec §9: places load 500 ms after the view stops moving)", () => {
  it("is 500 ms", () => {
    expect(PLACES_DEBOUNCE_MS).toBe(500);
  });

  it("gives the first value at once", () => {
    const { result } = renderHook(() => useSettled(area(30), PLACES_DEBOUNCE_MS));
    expect(result.current).toEqual(area(30));
  });

  it("keeps the old value until the new one has stayed 500 ms, then gives it", () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, PLACES_DEBOUNCE_MS), { initialProps: { value: area(30) } });
    rerender({ value: area(31) });
    act(() => vi.advanceTimersByTime(PLACES_DEBOUNCE_MS - 1));
    expect(result.current).toEqual(area(30));
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual(area(31));
  });

  it("while the view keeps moving, waits for it to stop and gives only the last value", () => {
    const seen: number[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const settled = useSettled(value, PLACES_DEBOUNCE_MS);
        if (seen[seen.length - 1] !== settled.center.lat) seen.push(settled.center.lat);
        return settled;
      },
      { initialProps: { value: area(30) } },
    );
    for (const lat of [31, 32, 33, 34]) {
      rerender({ value: area(lat) });
      act(() => vi.advanceTimersByTime(300));
    }
    expect(seen).toEqual([30]);
    act(() => vi.advanceTimersByTime(200));
    expect(seen).toEqual([30, 34]);
  });

  it("counts a new object with the same contents as no change (re-renders do not restart the wait)", () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, PLACES_DEBOUNCE_MS), { initialProps: { value: area(30) } });
    rerender({ value: area(31) });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: area(31) });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toEqual(area(31));
  });

  it("going back to the settled value before the wait ends cancels the change", () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, PLACES_DEBOUNCE_MS), { initialProps: { value: area(30) } });
    rerender({ value: area(31) });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: area(30) });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toEqual(area(30));
  });
});
