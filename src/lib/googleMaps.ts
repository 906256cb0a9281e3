/** The parts of the Google Maps JavaScript API the adapter uses (Places library). */
export interface GooglePlacesLike {
  AutocompleteService: new () => {
    getPlacePredictions(request: { input: string; types: string[]; componentRestrictions?: { country: string } }): Promise<{
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

/** The parts of the Maps JavaScript API's core the places map uses. */
export interface GoogleLatLngLike {
  lat(): number;
  lng(): number;
}

export interface GoogleBoundsLike {
  getNorthEast(): GoogleLatLngLike;
  getSouthWest(): GoogleLatLngLike;
}

export interface GoogleMapLike {
  getBounds(): GoogleBoundsLike | null | undefined;
  getCenter(): GoogleLatLngLike | null | undefined;
  getZoom(): number | undefined;
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  addListener(event: string, handler: () => void): { remove(): void };
}

export interface GoogleMarkerLike {
  setMap(map: GoogleMapLike | null): void;
  addListener(event: string, handler: () => void): { remove(): void };
}

export interface GoogleMapsLike {
  Map: new (
    element: HTMLElement,
    options: { center: { lat: number; lng: number }; zoom: number; clickableIcons?: boolean; mapTypeControl?: boolean; streetViewControl?: boolean; fullscreenControl?: boolean },
  ) => GoogleMapLike;
  Marker: new (options: { position: { lat: number; lng: number }; map: GoogleMapLike; title: string }) => GoogleMarkerLike;
  places: GooglePlacesLike;
  geometry?: { spherical?: { computeDistanceBetween(a: GoogleLatLngLike | { lat: number; lng: number }, b: GoogleLatLngLike | { lat: number; lng: number }): number } };
}

/** Spec §9: the maps service is used with the places and geometry libraries. */
export const MAPS_LIBRARIES = ["places", "geometry"] as const;

export function mapsScriptUrl(key: string, callback: string): string {
  return `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=${MAPS_LIBRARIES.join(",")}&callback=${callback}`;
}

let mapsScript: Promise<GoogleMapsLike> | undefined;

/**
 * Loads the Maps JavaScript API once (only where a Maps key is configured,
 * and only when a page first needs it: the city search or the places map).
 */
export function loadGoogleMaps(key: string): Promise<GoogleMapsLike> {
  mapsScript ??= new Promise<GoogleMapsLike>((resolve, reject) => {
    const w = window as unknown as { google?: { maps?: GoogleMapsLike }; __rhMapsReady?: () => void };
    const ready = w.google?.maps;
    if (ready?.places) return resolve(ready);
    w.__rhMapsReady = () => {
      const maps = w.google?.maps;
      if (maps?.places) resolve(maps);
      else reject(new Error("Google Maps did not load"));
    };
    const script = document.createElement("script");
    script.src = mapsScriptUrl(key, "__rhMapsReady");
    script.async = true;
    script.onerror = () => reject(new Error("Google Maps could not load"));
    document.head.appendChild(script);
  });
  // A failed load (offline, blocked) may be tried again by the next page that needs it.
  mapsScript.catch(() => {
    mapsScript = undefined;
  });
  return mapsScript;
}
