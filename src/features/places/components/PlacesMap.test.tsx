import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedOutAuth } from "@/test/fixtures";
import type { GoogleMapsLike } from "@/lib/googleMaps";
import type PlacesMapType from "./PlacesMap";

// The Maps script is loaded once per page (a module-level promise): each test takes a fresh copy of the module.
let PlacesMap: typeof PlacesMapType;

/** A stand-in for the Maps JavaScript API (no network here): records the map, its listeners and the markers. */
function fakeMaps() {
  const listeners = new Map<string, () => void>();
  const markers: Array<{ title: string; position: { lat: number; lng: number }; onMap: boolean; click?: () => void }> = [];
  let view = { center: { lat: 30.2672, lng: -97.7431 }, zoom: 12 };
  const at = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });
  const setCenter = vi.fn((c: { lat: number; lng: number }) => {
    view = { ...view, center: c };
  });
  const setZoom = vi.fn((z: number) => {
    view = { ...view, zoom: z };
  });
  const created = vi.fn();
  const maps = {
    Map: class {
      constructor(_el: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number }) {
        created(options);
        view = { center: options.center, zoom: options.zoom };
      }
      getBounds = () => ({ getNorthEast: () => at(view.center.lat + 0.07, view.center.lng + 0.08), getSouthWest: () => at(view.center.lat - 0.07, view.center.lng - 0.08) });
      getCenter = () => at(view.center.lat, view.center.lng);
      getZoom = () => view.zoom;
      setCenter = setCenter;
      setZoom = setZoom;
      addListener = (event: string, handler: () => void) => {
        listeners.set(event, handler);
        return { remove: () => listeners.delete(event) };
      };
    },
    Marker: class {
      entry: (typeof markers)[number];
      constructor(options: { position: { lat: number; lng: number }; title: string }) {
        this.entry = { title: options.title, position: options.position, onMap: true };
        markers.push(this.entry);
      }
      setMap(map: unknown) {
        this.entry.onMap = map !== null;
      }
      addListener(_event: string, handler: () => void) {
        this.entry.click = handler;
        return { remove: () => undefined };
      }
    },
    places: {} as GoogleMapsLike["places"],
  } as unknown as GoogleMapsLike;
  return { maps, listeners, markers, created, setCenter, setZoom, idle: () => listeners.get("idle")?.() };
}

let fake: ReturnType<typeof fakeMaps>;

beforeEach(async () => {
  fake = fakeMaps();
  (window as unknown as { google?: { maps: GoogleMapsLike } }).google = { maps: fake.maps };
  vi.resetModules();
  PlacesMap = (await import("./PlacesMap")).default;
});
afterEach(() => {
  delete (window as unknown as { google?: unknown }).google;
});

const PLACES = [
  { id: "p1", name: "Zilker Park Courts", lat: 30.2669, lng: -97.7729 },
  { id: "p2", name: "Givens Recreation Center", lat: 30.2806, lng: -97.6969 },
];

function renderMap(props: Partial<Parameters<typeof PlacesMap>[0]> = {}) {
  const onMoved = vi.fn();
  const onFail = vi.fn();
  const all = { apiKey: "test-key", center: { lat: 30.2672, lng: -97.7431 }, span: 5 as const, places: PLACES, onMoved, onFail, ...props };
  const view = renderRoutes(
    [
      { path: "/discover/places", element: <PlacesMap {...all} /> },
      { path: "/places/view/:id", element: <p>Place page</p> },
    ],
    { preloadedState: { auth: signedOutAuth() }, initialEntries: ["/discover/places"] },
  );
  return { ...view, onMoved, onFail, props: all };
}

describe("PlacesMap (with a Maps key)", () => {
  it("draws a map of the area with a marker per place that opens the place", async () => {
    const view = renderMap();
    expect(screen.getByRole("region", { name: "Map of the places" })).toBeInTheDocument();
    await waitFor(() => expect(fake.created).toHaveBeenCalledTimes(1));
    expect(fake.created).toHaveBeenCalledWith(expect.objectContaining({ center: { lat: 30.2672, lng: -97.7431 }, zoom: expect.any(Number) as number }));
    await waitFor(() => expect(fake.markers.map((m) => m.title)).toEqual(["Zilker Park Courts", "Givens Recreation Center"]));
    act(() => fake.markers[0]?.click?.());
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/places/view/p1"));
  });

  it("reports its bounds, centre and nearest span each time it stops moving", async () => {
    const { onMoved } = renderMap();
    await waitFor(() => expect(fake.listeners.has("idle")).toBe(true));
    act(() => fake.idle());
    expect(onMoved).toHaveBeenCalledWith({
      bounds: { north: 30.2672 + 0.07, east: -97.7431 + 0.08, south: 30.2672 - 0.07, west: -97.7431 - 0.08 },
      center: { lat: 30.2672, lng: -97.7431 },
      span: 5,
    });
  });

  it("follows the page to another area, but not back to where it reported itself", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onMoved = vi.fn();
    function Harness() {
      const [center, setCenter] = useState({ lat: 30.2672, lng: -97.7431 });
      const [span, setSpan] = useState<5 | 25>(5);
      return (
        <>
          <PlacesMap apiKey="test-key" center={center} span={span} places={PLACES} onMoved={onMoved} onFail={vi.fn()} />
          <button onClick={() => setCenter({ lat: 30.2672, lng: -97.7431 })}>Same</button>
          <button onClick={() => setCenter({ lat: 39.7392, lng: -104.9903 })}>Denver</button>
          <button onClick={() => setSpan(25)}>Wider</button>
        </>
      );
    }
    const view = renderRoutes([{ path: "/", element: <Harness /> }], { preloadedState: { auth: signedOutAuth() } });
    await waitFor(() => expect(fake.listeners.has("idle")).toBe(true));
    act(() => fake.idle());
    fake.setCenter.mockClear();
    fake.setZoom.mockClear();
    await user.click(screen.getByRole("button", { name: "Same" }));
    // One map, however often the page renders (its callbacks are new functions each time).
    expect(fake.created).toHaveBeenCalledTimes(1);
    expect(fake.setCenter).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Denver" }));
    expect(fake.setCenter).toHaveBeenCalledWith({ lat: 39.7392, lng: -104.9903 });
    expect(fake.setZoom).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Wider" }));
    expect(fake.setZoom).toHaveBeenCalledTimes(1);
    view.unmount();
    // Markers of an unmounted map are taken off it.
    expect(fake.markers.length).toBeGreaterThan(0);
    expect(fake.markers.every((m) => !m.onMap)).toBe(true);
  });

  it("tells the page when the Maps script cannot load", async () => {
    delete (window as unknown as { google?: unknown }).google;
    vi.resetModules();
    const { default: FreshMap } = await import("./PlacesMap");
    const onFail = vi.fn();
    renderRoutes([{ path: "/", element: <FreshMap apiKey="bad" center={{ lat: 30, lng: -97 }} span={5} places={[]} onMoved={vi.fn()} onFail={onFail} /> }], {
      preloadedState: { auth: signedOutAuth() },
    });
    const script = await waitFor(() => {
      const s = document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
      if (!s) throw new Error("no script yet");
      return s;
    });
    expect(script.src).toContain("libraries=places,geometry");
    expect(script.src).toContain("key=bad");
    act(() => {
      script.dispatchEvent(new Event("error"));
    });
    await waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
    script.remove();
  });
});
