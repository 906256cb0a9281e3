import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useNearViewport } from "./useNearViewport";

function Probe() {
  const [ref, near] = useNearViewport(300);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A stand-in IntersectionObserver the test drives (jsdom has none). */
function installObserver() {
  const made: { callback: Callback; options: IntersectionObserverInit | undefined; observed: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    record: (typeof made)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [], disconnected: false };
      made.push(this.record);
    }
    observe(el: Element) {
      this.record.observed.push(el);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useNearViewport", () => {
  it("is near at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeInTheDocument();
  });

  it("waits until the element comes within the margin below the viewport, then stops watching", () => {
    const made = installObserver();
    render(<Probe />);
    expect(screen.getByText("far")).toBeInTheDocument();
    const [observer] = made;
    expect(observer?.options?.rootMargin).toBe("0px 0px 300px 0px");
    expect(observer?.observed).toEqual([screen.getByText("far")]);
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(screen.getByText("far")).toBeInTheDocument();
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(screen.getByText("near")).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });
});
