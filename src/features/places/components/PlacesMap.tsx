import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import Box from "@mui/material/Box";
import type { LatLng } from "@rallyhub/domain/geo";
import type { Bounds } from "@rallyhub/domain/places/bounds";
import { loadGoogleMaps, type GoogleMapLike, type GoogleMapsLike } from "@/lib/googleMaps";
import { placePath } from "../model/place";
import { spanForBounds, zoomForSpan, type Span } from "../model/viewport";

export interface PlacesMapProps {
  apiKey: string;
  center: LatLng;
  span: Span;
  places: Array<LatLng & { id: string; name: string }>;
  /** The map stopped moving ('idle'): its bounds and centre, and the span that best matches them. */
  onMoved: (view: { bounds: Bounds; center: LatLng; span: Span }) => void;
  /** The Maps script could not load (offline, blocked, a bad key): the page falls back to its list and sketch. */
  onFail: () => void;
}

const near = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5;

/**
 * With a Maps key configured: a Google map of the area (the Maps JavaScript
 * API, loaded on first use with the places and geometry libraries, spec §9),
 * a marker per place (opening its page), reporting the view each time it
 * stops moving. Loaded only on this page (React.lazy), never without a key.
 */
export default function PlacesMap({ apiKey, center, span, places, onMoved, onFail }: PlacesMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [initial] = useState(() => ({ center, span }));
  const [ready, setReady] = useState<{ maps: GoogleMapsLike; map: GoogleMapLike } | null>(null);
  /** What the map shows: as it last reported it, or as the page last set it. A prop equal to it must not move the map again. */
  const shown = useRef<{ center: LatLng; span: Span } | null>(null);

  // The map is made once per key: a new onFail from the page must not make another.
  const failed = useRef(onFail);
  useEffect(() => {
    failed.current = onFail;
  }, [onFail]);

  useEffect(() => {
    let live = true;
    loadGoogleMaps(apiKey)
      .then((maps) => {
        if (!live || !element.current) return;
        const map = new maps.Map(element.current, {
          center: initial.center,
          zoom: zoomForSpan(initial.span, initial.center.lat),
          clickableIcons: false,
          mapTypeControl: false,
          streetViewControl: false,
          fullscreenControl: false,
        });
        shown.current = initial;
        setReady({ maps, map });
      })
      .catch(() => {
        if (live) failed.current();
      });
    return () => {
      live = false;
    };
  }, [apiKey, initial]);

  useEffect(() => {
    if (!ready) return undefined;
    const { map } = ready;
    const listener = map.addListener("idle", () => {
      const b = map.getBounds();
      const c = map.getCenter();
      if (!b || !c) return;
      const ne = b.getNorthEast();
      const sw = b.getSouthWest();
      const bounds = { north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() };
      const view = { bounds, center: { lat: c.lat(), lng: c.lng() }, span: spanForBounds(bounds) };
      shown.current = { center: view.center, span: view.span };
      onMoved(view);
    });
    return () => listener.remove();
  }, [ready, onMoved]);

  // The page moved the area (another city, the area select): follow it, unless that is what the map shows already.
  const { lat, lng } = center;
  useEffect(() => {
    if (!ready) return;
    const last = shown.current;
    const target = { lat, lng };
    if (!last || !near(last.center, target)) ready.map.setCenter(target);
    if (!last || last.span !== span) ready.map.setZoom(zoomForSpan(span, lat));
    shown.current = { center: target, span };
  }, [ready, lat, lng, span]);

  useEffect(() => {
    if (!ready) return undefined;
    const markers = places.map((p) => {
      const marker = new ready.maps.Marker({ position: { lat: p.lat, lng: p.lng }, map: ready.map, title: p.name });
      marker.addListener("click", () => void navigate(placePath(p.id)));
      return marker;
    });
    return () => markers.forEach((m) => m.setMap(null));
  }, [ready, places, navigate]);

  return <Box ref={element} role="region" aria-label="Map of the places" sx={{ width: "100%", height: { xs: 280, md: 380 }, borderRadius: 1, overflow: "hidden", bgcolor: "action.hover" }} />;
}
