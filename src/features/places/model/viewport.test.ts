import { describe, expect, it } from "vitest";
import { distanceMiles } from "@rallyhub/domain/geo";
import { boundsAround } from "@rallyhub/domain/places/bounds";
import {
  atCity,
  DEFAULT_SPAN,
  discoverPlacesPath,
  filterFrom,
  pan,
  PLACES_DEBOUNCE_MS,
  spanForBounds,
  spanOfValue,
  viewBounds,
  viewFromParams,
  viewToParams,
  zoomForSpan,
  zoomIn,
  zoomOut,
  type PlacesView,
} from "./viewport";

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431 };
const DENVER = { name: "Denver, CO", lat: 39.7392, lng: -104.9903 };
const view = (over: Partial<PlacesView> = {}): PlacesView => ({ city: AUSTIN, center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, span: 5, filter: { sport: null, indoor: null }, ...over });

describe("the places browser's view in its address", () => {
  it("spec §9: places load 500 ms after the view stops moving", () => {
    expect(PLACES_DEBOUNCE_MS).toBe(500);
  });

  it("reads the city, the moved centre, the span and the filter", () => {
    const params = new URLSearchParams({ near: "Denver, CO", lat: "39.7392", lng: "-104.9903", clat: "39.8", clng: "-105", span: "10", sport: "Tennis", setting: "indoor" });
    expect(viewFromParams(params, AUSTIN)).toEqual({ city: DENVER, center: { lat: 39.8, lng: -105 }, span: 10, filter: { sport: "Tennis", indoor: true } });
  });

  it("falls back to the user's own area, then to nothing (the page asks for a city)", () => {
    expect(viewFromParams(new URLSearchParams(), AUSTIN)).toEqual(view());
    expect(viewFromParams(new URLSearchParams(), null)).toBeNull();
  });

  it("ignores a city without coordinates, coordinates off the globe, an unknown span or setting", () => {
    expect(viewFromParams(new URLSearchParams({ near: "Nowhere", lat: "abc", lng: "1" }), null)).toBeNull();
    expect(viewFromParams(new URLSearchParams({ near: "Nowhere", lat: "95", lng: "1" }), null)).toBeNull();
    const v = viewFromParams(new URLSearchParams({ near: "Austin, TX", lat: "30.2672", lng: "-97.7431", clat: "x", span: "7", setting: "roof" }), null);
    expect(v).toEqual(view({ span: DEFAULT_SPAN }));
    expect(filterFrom(new URLSearchParams({ sport: "  ", setting: "outdoor" }))).toEqual({ sport: null, indoor: false });
  });

  it("writes back what it reads, leaving out the defaults", () => {
    expect(viewToParams(view()).toString()).toBe("near=Austin%2C+TX&lat=30.2672&lng=-97.7431");
    const moved = view({ center: { lat: 30.3, lng: -97.7 }, span: 25, filter: { sport: "Soccer", indoor: false } });
    expect(viewFromParams(viewToParams(moved), null)).toEqual(moved);
  });
});

describe("moving and zooming the area without a map", () => {
  it("reads a span chosen in the select, as a number or as text", () => {
    expect([spanOfValue(1), spanOfValue("25"), spanOfValue(7), spanOfValue(undefined)]).toEqual([1, 25, DEFAULT_SPAN, DEFAULT_SPAN]);
  });

  it("zooms through the spans and stops at either end", () => {
    expect(zoomIn(5)).toBe(2);
    expect(zoomOut(5)).toBe(10);
    expect(zoomIn(1)).toBe(1);
    expect(zoomOut(50)).toBe(50);
  });

  it("moves the centre half the area's reach each way", () => {
    const v = view({ span: 10 });
    for (const direction of ["north", "south", "east", "west"] as const) {
      const moved = pan(v, direction);
      expect(distanceMiles(v.center, moved)).toBeCloseTo(5, 0);
    }
    expect(pan(v, "north").lat).toBeGreaterThan(v.center.lat);
    expect(pan(v, "west").lng).toBeLessThan(v.center.lng);
    expect(atCity({ city: AUSTIN, center: pan(v, "east") })).toBe(false);
  });

  it("the area reaches the span each way from the centre", () => {
    expect(viewBounds(view({ span: 2 }))).toEqual(boundsAround(AUSTIN, 2));
  });
});

describe("with a map", () => {
  it("finds the span nearest a map's bounds, and a zoom that shows about the span", () => {
    expect(spanForBounds(boundsAround(AUSTIN, 9))).toBe(10);
    expect(spanForBounds(boundsAround(AUSTIN, 1.2))).toBe(1);
    expect(zoomForSpan(1, AUSTIN.lat)).toBeGreaterThan(zoomForSpan(50, AUSTIN.lat));
    expect(zoomForSpan(5, AUSTIN.lat)).toBeGreaterThanOrEqual(10);
    expect(zoomForSpan(5, AUSTIN.lat)).toBeLessThanOrEqual(13);
  });
});

it("links to discover places around a city", () => {
  expect(discoverPlacesPath(AUSTIN)).toBe("/discover/places?near=Austin%2C+TX&lat=30.2672&lng=-97.7431");
});
