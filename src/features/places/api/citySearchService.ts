import { getConfig } from "@/lib/config";
import { bucketFor, searchCities, type CityOption, type CityRow } from "../model/citySearch";

/** City autocomplete: US only (spec §2.7). Offline list by default; Google Places when a Maps key is configured. */
export interface CitySearch {
  search(query: string): Promise<CityOption[]>;
}

const buckets = new Map<string, Promise<CityRow[]>>();

function loadBucket(key: string, fetcher: typeof fetch): Promise<CityRow[]> {
  let pending = buckets.get(key);
  if (!pending) {
    pending = fetcher(`${import.meta.env.BASE_URL}data/us-cities/${key}.json`).then(async (res) => {
      if (!res.ok) throw new Error(`City list ${key} could not be loaded (${res.status})`);
      return (await res.json()) as CityRow[];
    });
    // A failed download may be retried on the next keystroke.
    pending.catch(() => buckets.delete(key));
    buckets.set(key, pending);
  }
  return pending;
}

export function offlineCitySearch(fetcher: typeof fetch = (...args) => fetch(...args)): CitySearch {
  return {
    async search(query) {
      const q = query.trim();
      if (q.length < 2) return [];
      const rows = await loadBucket(bucketFor(q), fetcher);
      return searchCities(rows, q);
    },
  };
}

/** The parts of the Google Maps JavaScript API the adapter uses (Places library). */
export interface GooglePlacesLike {
  AutocompleteService: new () => {
    getPlacePredictions(request: { input: string; types: string[]; componentRestrictions: { country: string } }): Promise<{
      predictions: Array<{ description: string; place_id: string; structured_formatting: { main_text: string; secondary_text?: string } }>;
    }>;
  };
  PlacesService: new (attr: HTMLElement) => {
    getDetails(
      request: { placeId: string; fields: string[] },
      callback: (place: { geometry?: { location?: { lat(): number; lng(): number } }; address_components?: Array<{ short_name: string; types: string[] }> } | null, status: string) => void,
    ): void;
  };
}

/** Google Places adapter: predictions for US cities, then the chosen place's coordinates. */
export function googleCitySearch(places: GooglePlacesLike): CitySearch {
  const service = new places.AutocompleteService();
  const details = new places.PlacesService(document.createElement("div"));
  return {
    async search(query) {
      if (query.trim().length < 2) return [];
      const { predictions } = await service.getPlacePredictions({ input: query, types: ["(cities)"], componentRestrictions: { country: "us" } });
      const options = await Promise.all(
        predictions.slice(0, 6).map(
          (p) =>
            new Promise<CityOption | null>((resolve) => {
              details.getDetails({ placeId: p.place_id, fields: ["geometry", "address_components"] }, (place, status) => {
                const loc = place?.geometry?.location;
                if (status !== "OK" || !loc) return resolve(null);
                const state = place.address_components?.find((c) => c.types.includes("administrative_area_level_1"))?.short_name ?? "";
                resolve({ name: state ? `${p.structured_formatting.main_text}, ${state}` : p.structured_formatting.main_text, description: p.description, lat: loc.lat(), lng: loc.lng(), state });
              });
            }),
        ),
      );
      return options.filter((o): o is CityOption => o !== null);
    },
  };
}

let chosen: Promise<CitySearch> | undefined;

/** The city search for this deployment, chosen once. */
export function getCitySearch(): Promise<CitySearch> {
  chosen ??= (async () => {
    const key = getConfig().mapsApiKey;
    if (!key) return offlineCitySearch();
    try {
      const places = await loadGooglePlaces(key);
      return googleCitySearch(places);
    } catch {
      // Maps could not load (offline, blocked, bad key): fall back to the offline list rather than fail the form.
      return offlineCitySearch();
    }
  })();
  return chosen;
}

function loadGooglePlaces(key: string): Promise<GooglePlacesLike> {
  return new Promise((resolve, reject) => {
    const w = window as unknown as { google?: { maps?: { places?: GooglePlacesLike } }; __rhMapsReady?: () => void };
    const ready = w.google?.maps?.places;
    if (ready) return resolve(ready);
    w.__rhMapsReady = () => {
      const places = w.google?.maps?.places;
      if (places) resolve(places);
      else reject(new Error("Google Places did not load"));
    };
    const script = document.createElement("script");
    // Spec §9: the maps service is used with the places and geometry libraries.
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places,geometry&callback=__rhMapsReady`;
    script.async = true;
    script.onerror = () => reject(new Error("Google Maps could not load"));
    document.head.appendChild(script);
  });
}
