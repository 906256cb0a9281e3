import { US_STATES } from "@/lib/cities/citySearch";

/** One of the largest US cities (build/citiesPlugin.ts writes the list): [name, state, lat, lng, population]. */
export type MajorCityRow = [name: string, state: string, lat: number, lng: number, population: number];

export interface MajorCity {
  /** "Austin, TX", as the city search names it. */
  name: string;
  city: string;
  state: string;
  stateName: string;
  lat: number;
  lng: number;
  population: number;
  /** 1 for the largest. */
  rank: number;
}

export function majorCitiesOf(rows: readonly MajorCityRow[]): MajorCity[] {
  return rows.map(([city, state, lat, lng, population], i) => ({ name: `${city}, ${state}`, city, state, stateName: US_STATES[state] ?? state, lat, lng, population, rank: i + 1 }));
}

/** discover (games) centred on the city, as the discover page reads it: ?near=&lat=&lng=. */
export function discoverPathFor(c: Pick<MajorCity, "name" | "lat" | "lng">): string {
  return `/discover/events?${new URLSearchParams({ near: c.name, lat: String(c.lat), lng: String(c.lng) }).toString()}`;
}

/** The cities whose name or state matches what was typed (case and accents ignored). */
export function filterCities(cities: readonly MajorCity[], text: string): MajorCity[] {
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const q = fold(text.trim());
  if (!q) return [...cities];
  return cities.filter((c) => fold(c.name).includes(q) || fold(c.stateName).includes(q));
}

/** By state (states in alphabetical order of their names), each state's cities largest first. */
export function byState(cities: readonly MajorCity[]): Array<{ state: string; stateName: string; cities: MajorCity[] }> {
  const groups = new Map<string, MajorCity[]>();
  for (const c of cities) groups.set(c.state, [...(groups.get(c.state) ?? []), c]);
  return [...groups.entries()]
    .map(([state, list]) => ({ state, stateName: list[0]?.stateName ?? state, cities: [...list].sort((a, b) => b.population - a.population) }))
    .sort((a, b) => a.stateName.localeCompare(b.stateName));
}

export function populationText(n: number): string {
  return `${n.toLocaleString("en-US")} people`;
}
