import type { DiscoverQuery } from "@/features/events/public";

/** The city Local Connect shows: its name as the city search gives it ("Austin, TX") and its point. */
export interface LocalCity {
  name: string;
  lat: number;
  lng: number;
}

/** How many of each the page shows; each section links to the full list. */
export const LOCAL_LIMITS = { events: 6, places: 6, teams: 6, posts: 5 } as const;
/** Games within this many miles of the city, in the next this many days. */
export const LOCAL_EVENTS_RADIUS_MILES = 25;
export const LOCAL_EVENTS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const num = (v: string | null) => (v !== null && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : null);

/**
 * The city in the address (?near={name}&lat=&lng=, as discover and the places
 * browser take it), else the user's own city, else null (the page asks for one).
 */
export function cityFromParams(params: URLSearchParams, home: LocalCity | null): LocalCity | null {
  const name = params.get("near")?.trim() ?? "";
  const lat = num(params.get("lat"));
  const lng = num(params.get("lng"));
  if (name && lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { name, lat, lng };
  return home;
}

/** The address of a city (the same parameters discover and the places browser read). */
export function cityParams(city: LocalCity): URLSearchParams {
  const round = (v: number) => String(Math.round(v * 1e5) / 1e5);
  return new URLSearchParams({ near: city.name, lat: round(city.lat), lng: round(city.lng) });
}

/** Discover's query for the city's upcoming public games: the next few, nearest days first. */
export function localEventsQuery(city: LocalCity, now: number): DiscoverQuery {
  return {
    center: { lat: city.lat, lng: city.lng },
    radiusMiles: LOCAL_EVENTS_RADIUS_MILES,
    from: now,
    to: now + LOCAL_EVENTS_DAYS * DAY_MS,
    gameType: null,
    text: "",
    pageSize: LOCAL_LIMITS.events,
  };
}
