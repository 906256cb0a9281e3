import { getConfig } from "@/lib/config";
import { loadGoogleMaps, type GooglePlacesLike } from "@/lib/googleMaps";
import { bucketFor, searchCities, searchWorldCities, type CityOption, type CityRow, type CityScope, type WorldCityRow } from "./citySearch";

/**
 * City autocomplete: US cities for the profile (spec §2.7) and activity
 * subscriptions, any city in the world for a travel destination. Offline lists
 * by default; Google Places when a Maps key is configured.
 */
export interface CitySearch {
  search(query: string): Promise<CityOption[]>;
}

const buckets = new Map<string, Promise<unknown>>();

/** The build writes each list split by the first letter of the name (build/citiesPlugin.ts). */
export const CITY_LIST_DIRS: Record<CityScope, string> = { us: "data/us-cities", world: "data/world-cities" };

function loadBucket<R>(scope: CityScope, key: string, fetcher: typeof fetch): Promise<R[]> {
  const url = `${import.meta.env.BASE_URL}${CITY_LIST_DIRS[scope]}/${key}.json`;
  let pending = buckets.get(url) as Promise<R[]> | undefined;
  if (!pending) {
    pending = fetcher(url).then(async (res) => {
      if (!res.ok) throw new Error(`City list ${key} could not be loaded (${res.status})`);
      return (await res.json()) as R[];
    });
    // A failed download may be retried on the next keystroke.
    pending.catch(() => buckets.delete(url));
    buckets.set(url, pending);
  }
  return pending;
}

export function offlineCitySearch(fetcher: typeof fetch = (...args) => fetch(...args), scope: CityScope = "us"): CitySearch {
  return {
    async search(query) {
      const q = query.trim();
      if (q.length < 2) return [];
      if (scope === "world") return searchWorldCities(await loadBucket<WorldCityRow>("world", bucketFor(q), fetcher), q);
      return searchCities(await loadBucket<CityRow>("us", bucketFor(q), fetcher), q);
    },
  };
}

export type { GooglePlacesLike } from "@/lib/googleMaps";

/** Google Places adapter: predictions for cities (US only unless the scope is the world), then each place's coordinates. */
export function googleCitySearch(places: GooglePlacesLike, scope: CityScope = "us"): CitySearch {
  const service = new places.AutocompleteService();
  const details = new places.PlacesService(document.createElement("div"));
  return {
    async search(query) {
      if (query.trim().length < 2) return [];
      const { predictions } = await service.getPlacePredictions({
        input: query,
        types: ["(cities)"],
        ...(scope === "us" ? { componentRestrictions: { country: "us" } } : {}),
      });
      const options = await Promise.all(
        predictions.slice(0, 6).map(
          (p) =>
            new Promise<CityOption | null>((resolve) => {
              details.getDetails({ placeId: p.place_id, fields: ["geometry", "address_components"] }, (place, status) => {
                const loc = place?.geometry?.location;
                if (status !== "OK" || !loc) return resolve(null);
                const part = (type: string) => place.address_components?.find((c) => c.types.includes(type))?.short_name ?? "";
                const country = part("country") || (scope === "us" ? "US" : "");
                // A US state code only for US places; elsewhere the region's short name means little.
                const state = country === "US" ? part("administrative_area_level_1") : "";
                const city = p.structured_formatting.main_text;
                const countryText = country !== "US" ? p.structured_formatting.secondary_text?.split(", ").pop() : undefined;
                const name = state ? `${city}, ${state}` : countryText ? `${city}, ${countryText}` : city;
                resolve({ name, description: p.description, lat: loc.lat(), lng: loc.lng(), state, city, country });
              });
            }),
        ),
      );
      return options.filter((o): o is CityOption => o !== null);
    },
  };
}

const chosen = new Map<CityScope, Promise<CitySearch>>();

/** The city search for this deployment and scope, chosen once. */
export function getCitySearch(scope: CityScope = "us"): Promise<CitySearch> {
  let search = chosen.get(scope);
  if (!search) {
    search = (async () => {
      const key = getConfig().mapsApiKey;
      if (!key) return offlineCitySearch(undefined, scope);
      try {
        const places = await loadGooglePlaces(key);
        return googleCitySearch(places, scope);
      } catch {
        // Maps could not load (offline, blocked, bad key): fall back to the offline list rather than fail the form.
        return offlineCitySearch(undefined, scope);
      }
    })();
    chosen.set(scope, search);
  }
  return search;
}

/** The Places library of the Maps script (loaded once for the city search and the places map). */
async function loadGooglePlaces(key: string): Promise<GooglePlacesLike> {
  return (await loadGoogleMaps(key)).places;
}
