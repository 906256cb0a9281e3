import type { LatLng } from "@rallyhub/domain/geo";
import { boundsAround, boundsCentre, type Bounds } from "@rallyhub/domain/places/bounds";
import type { PlacesFilter } from "./placesInBounds";

/** Spec §9: places load 500 ms after the view stops moving. */
export const PLACES_DEBOUNCE_MS = 500;
/** Places per page in the browser. */
export const PLACES_PAGE_SIZE = 20;

/** How far the area reaches from its centre to each edge, in miles (the zoom without a map). */
export const SPAN_OPTIONS = [1, 2, 5, 10, 25, 50] as const;
export type Span = (typeof SPAN_OPTIONS)[number];
export const DEFAULT_SPAN: Span = 5;

export type Direction = "north" | "south" | "east" | "west";

/** The city the area started from (chosen in the city search, or the user's own). */
export interface ChosenCity {
  name: string;
  lat: number;
  lng: number;
}

/**
 * What the places browser shows (all in its address, so a reload or a shared
 * link keeps it): the chosen city, the area's centre when moved away from it,
 * how far the area reaches, and the filter.
 */
export interface PlacesView {
  city: ChosenCity;
  center: LatLng;
  span: Span;
  filter: PlacesFilter;
}

const num = (v: string | null) => (v !== null && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : null);
const validPoint = (lat: number | null, lng: number | null): LatLng | null => (lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null);

export function spanFrom(value: string | null): Span {
  return SPAN_OPTIONS.find((s) => String(s) === value) ?? DEFAULT_SPAN;
}

/** The span a select chose (MUI gives the option's value as it was, a number, whatever its typing says). */
export function spanOfValue(value: unknown): Span {
  return SPAN_OPTIONS.find((s) => String(s) === String(value)) ?? DEFAULT_SPAN;
}

/** The filter of the address: ?sport=Tennis&setting=indoor|outdoor. */
export function filterFrom(params: URLSearchParams): PlacesFilter {
  const sport = params.get("sport")?.trim() ?? "";
  const setting = params.get("setting");
  return { sport: sport || null, indoor: setting === "indoor" ? true : setting === "outdoor" ? false : null };
}

/**
 * The view an address describes: ?near={city}&lat=&lng= (the city), &clat=&clng=
 * (the centre, when moved), &span=, &sport=, &setting=. Without a city in the
 * address, the user's own area; without either, null (the page asks for one).
 */
export function viewFromParams(params: URLSearchParams, home: ChosenCity | null): PlacesView | null {
  const name = params.get("near")?.trim() ?? "";
  const at = validPoint(num(params.get("lat")), num(params.get("lng")));
  const city = name && at ? { name, ...at } : home;
  if (!city) return null;
  const center = validPoint(num(params.get("clat")), num(params.get("clng"))) ?? { lat: city.lat, lng: city.lng };
  return { city, center, span: spanFrom(params.get("span")), filter: filterFrom(params) };
}

const round = (v: number) => String(Math.round(v * 1e5) / 1e5);

export function viewToParams(view: PlacesView): URLSearchParams {
  const p = new URLSearchParams({ near: view.city.name, lat: round(view.city.lat), lng: round(view.city.lng) });
  if (!atCity(view)) {
    p.set("clat", round(view.center.lat));
    p.set("clng", round(view.center.lng));
  }
  if (view.span !== DEFAULT_SPAN) p.set("span", String(view.span));
  if (view.filter.sport) p.set("sport", view.filter.sport);
  if (view.filter.indoor !== null) p.set("setting", view.filter.indoor ? "indoor" : "outdoor");
  return p;
}

/** Whether the area is still centred on the chosen city. */
export function atCity(view: Pick<PlacesView, "city" | "center">): boolean {
  return Math.abs(view.center.lat - view.city.lat) < 1e-5 && Math.abs(view.center.lng - view.city.lng) < 1e-5;
}

/** The area the list shows without a map: `span` miles each way from the centre. */
export function viewBounds(view: Pick<PlacesView, "center" | "span">): Bounds {
  return boundsAround(view.center, view.span);
}

/** The next smaller area (zoom in), or the same at the smallest. */
export function zoomIn(span: Span): Span {
  const i = SPAN_OPTIONS.indexOf(span);
  return SPAN_OPTIONS[Math.max(0, i - 1)] ?? span;
}

/** The next larger area (zoom out), or the same at the largest. */
export function zoomOut(span: Span): Span {
  const i = SPAN_OPTIONS.indexOf(span);
  return SPAN_OPTIONS[Math.min(SPAN_OPTIONS.length - 1, i + 1)] ?? span;
}

/** The centre moved half the area's reach in a direction (the list's arrow buttons). */
export function pan(view: Pick<PlacesView, "center" | "span">, direction: Direction): LatLng {
  const b = viewBounds(view);
  const halfLat = (b.north - b.south) / 4;
  const halfLng = (b.east - b.west) / 4;
  const c = view.center;
  const moved = {
    north: { lat: c.lat + halfLat, lng: c.lng },
    south: { lat: c.lat - halfLat, lng: c.lng },
    east: { lat: c.lat, lng: c.lng + halfLng },
    west: { lat: c.lat, lng: c.lng - halfLng },
  }[direction];
  return { lat: Math.max(-85, Math.min(85, moved.lat)), lng: ((((moved.lng + 180) % 360) + 360) % 360) - 180 };
}

/** The span whose area best matches a map's bounds (the smaller of its half-height and half-width). */
export function spanForBounds(b: Bounds): Span {
  const c = boundsCentre(b);
  const halfHeight = ((b.north - b.south) / 2) * 69.1;
  const halfWidth = ((b.east - b.west) / 2) * 69.1 * Math.cos((c.lat * Math.PI) / 180);
  const reach = Math.min(halfHeight, halfWidth);
  let best: Span = SPAN_OPTIONS[0];
  for (const s of SPAN_OPTIONS) if (Math.abs(Math.log(s / reach)) < Math.abs(Math.log(best / reach))) best = s;
  return best;
}

/** The map zoom level that shows about `span` miles each way on a ~600 px map. */
export function zoomForSpan(span: Span, lat: number): number {
  // At zoom z a 256 px tile spans 360 / 2^z degrees of longitude.
  const milesPerPixel = (zoom: number) => (360 / 2 ** zoom / 256) * 69.1 * Math.cos((lat * Math.PI) / 180);
  let zoom = 3;
  while (zoom < 18 && milesPerPixel(zoom + 1) * 300 >= span) zoom += 1;
  return zoom;
}

/** discover/places around a point (the place page's "Places nearby", the cities page). */
export function discoverPlacesPath(city: ChosenCity): string {
  return `/discover/places?${new URLSearchParams({ near: city.name, lat: round(city.lat), lng: round(city.lng) }).toString()}`;
}
