import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { PagedList } from "@/components/PagedList";
import { getConfig } from "@/lib/config";
import { useAppSelector } from "@/lib/hooks";
import { isOrganizer } from "@/lib/session/roles";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import type { LatLng } from "@rallyhub/domain/geo";
import type { Bounds } from "@rallyhub/domain/places/bounds";
import { usePlacesInBoundsInfiniteQuery } from "../api/placesApi";
import type { PlacesInBoundsQuery } from "../model/placesInBounds";
import {
  atCity,
  pan,
  PLACES_DEBOUNCE_MS,
  PLACES_PAGE_SIZE,
  SPAN_OPTIONS,
  spanFrom,
  spanOfValue,
  viewBounds,
  viewFromParams,
  viewToParams,
  zoomIn,
  zoomOut,
  type Direction,
  type PlacesView,
  type Span,
} from "../model/viewport";
import { AreaSketch } from "./AreaSketch";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { PlaceCard } from "./PlaceCard";
import { useSettled } from "./useSettled";

const PlacesMap = lazy(() => import("./PlacesMap"));

/** The tabs of discover/{context}, as the games' and players' discover pages have them (places is this page). */
const CONTEXTS = [
  { key: "events", label: "Games" },
  { key: "players", label: "Players" },
  { key: "places", label: "Places" },
] as const;

const DIRECTIONS: Array<{ direction: Direction; label: string }> = [
  { direction: "north", label: "North" },
  { direction: "west", label: "West" },
  { direction: "east", label: "East" },
  { direction: "south", label: "South" },
];

/** Never sent: stands in for the hook's argument while there is no area yet. */
const NO_QUERY: PlacesInBoundsQuery = { bounds: { south: 0, west: 0, north: 0, east: 0 }, center: { lat: 0, lng: 0 }, filter: { sport: null, indoor: null }, pageSize: 1 };

/**
 * discover/places (spec §7 Places by bounds, page and filter): the places in
 * an area, nearest its centre first, a page at a time, filtered by sport and
 * indoor or outdoor. The area is a map's view where a Maps key is configured;
 * without one, the area around the chosen city (the user's own by default),
 * moved and zoomed with buttons, drawn as a sketch, each place with its
 * distance. Places load 500 ms after the area stops moving (spec §9). The
 * area and the filter live in the address.
 */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const [params, setParams] = useSearchParams();
  const options = useGetProfileOptionsQuery(undefined);
  const home = auth.profile?.defaultCity ?? null;
  const [homeName, homeLat, homeLng] = [home?.name ?? "", home?.lat ?? 0, home?.lng ?? 0];
  const view = useMemo(() => viewFromParams(params, homeName ? { name: homeName, lat: homeLat, lng: homeLng } : null), [params, homeName, homeLat, homeLng]);
  const mapsKey = getConfig().mapsApiKey;
  const [mapFailed, setMapFailed] = useState(false);
  const withMap = Boolean(mapsKey) && !mapFailed;
  /** The map's own bounds, once it has reported them (they are not square like the list's area). */
  const [mapBounds, setMapBounds] = useState<Bounds | null>(null);

  const show = useCallback((next: PlacesView) => setParams(viewToParams(next), { replace: true }), [setParams]);

  const bounds = view ? (withMap && mapBounds ? mapBounds : viewBounds(view)) : null;
  const query = view && bounds ? { bounds, center: view.center, filter: view.filter, pageSize: PLACES_PAGE_SIZE } : null;
  // Spec §9: the places load once the area has stayed put for 500 ms.
  const settled = useSettled(query, PLACES_DEBOUNCE_MS);
  const results = usePlacesInBoundsInfiniteQuery(settled ?? NO_QUERY, { skip: !settled });
  const found = useMemo(() => results.data?.pages.flatMap((p) => p.places) ?? [], [results.data]);
  const points = useMemo(() => found.map((r) => ({ id: r.place.id, name: r.place.name, lat: r.place.lat, lng: r.place.lng })), [found]);
  const waiting = query !== null && JSON.stringify(query) !== JSON.stringify(settled);

  const onMoved = useCallback(
    (moved: { bounds: Bounds; center: LatLng; span: Span }) => {
      setMapBounds(moved.bounds);
      if (view) show({ ...view, center: moved.center, span: moved.span });
    },
    [view, show],
  );
  const onMapFail = useCallback(() => setMapFailed(true), []);

  const from = view ? (atCity(view) ? view.city.name : "the center of the area") : "";

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Discover places" description="Courts, fields and venues near you, by sport and indoor or outdoor." />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h1">
          Discover
        </Typography>
        {isOrganizer(auth.profile) ? (
          <Button variant="contained" component={RouterLink} to="/places/new">
            Add a place
          </Button>
        ) : null}
      </Stack>
      <Tabs value="places" aria-label="What to discover" sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {CONTEXTS.map((c) => (
          <Tab key={c.key} value={c.key} label={c.label} component={RouterLink} to={`/discover/${c.key}`} />
        ))}
      </Tabs>

      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="form" role="search" aria-label="Find places" onSubmit={(e) => e.preventDefault()}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
          {/* Wide enough for a city's name and state beside the other filters (the field alone shrinks to its label). */}
          <Box sx={{ minWidth: { md: 240 } }}>
            <CityAutocomplete
              label="Near"
              value={view ? view.city : null}
              onChange={(c) => {
                if (c)
                  show({
                    city: { name: c.name, lat: c.lat, lng: c.lng },
                    center: { lat: c.lat, lng: c.lng },
                    span: view?.span ?? spanFrom(null),
                    filter: view?.filter ?? { sport: null, indoor: null },
                  });
              }}
              helperText={home && view?.city.name === home.name ? "Your area" : "A US city"}
            />
          </Box>
          <TextField select label="Area" value={view?.span ?? spanFrom(null)} disabled={!view} onChange={(e) => view && show({ ...view, span: spanOfValue(e.target.value) })} sx={{ minWidth: 170 }}>
            {SPAN_OPTIONS.map((s) => (
              <MenuItem key={s} value={s}>
                {s} mile{s === 1 ? "" : "s"} each way
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Sport"
            value={view?.filter.sport ?? ""}
            disabled={!view}
            onChange={(e) => view && show({ ...view, filter: { ...view.filter, sport: e.target.value || null } })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">Any sport</MenuItem>
            {(options.data?.gameTypes ?? (view?.filter.sport ? [view.filter.sport] : [])).map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Indoor or outdoor"
            value={view?.filter.indoor === true ? "indoor" : view?.filter.indoor === false ? "outdoor" : ""}
            disabled={!view}
            onChange={(e) => view && show({ ...view, filter: { ...view.filter, indoor: e.target.value === "indoor" ? true : e.target.value === "outdoor" ? false : null } })}
            sx={{ minWidth: 190 }}
          >
            <MenuItem value="">Indoor or outdoor</MenuItem>
            <MenuItem value="indoor">Indoor</MenuItem>
            <MenuItem value="outdoor">Outdoor</MenuItem>
          </TextField>
        </Stack>
      </Paper>

      {!view || !query ? (
        <Alert severity="info">Choose a city to see the places near it.</Alert>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 0, md: 1 } }}>
            <Stack spacing={1.5} sx={{ position: { md: "sticky" }, top: { md: 80 } }}>
              {withMap && mapsKey ? (
                <Suspense fallback={<PageLoader label="Loading the map" />}>
                  <PlacesMap apiKey={mapsKey} center={view.center} span={view.span} places={points} onMoved={onMoved} onFail={onMapFail} />
                </Suspense>
              ) : (
                <>
                  {mapFailed ? <Alert severity="warning">The map could not load. The list shows the places in the area.</Alert> : null}
                  <AreaSketch bounds={query.bounds} center={view.center} places={points} />
                </>
              )}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }} role="group" aria-label="Move the area">
                <ButtonGroup size="small" aria-label="Zoom">
                  <Button onClick={() => show({ ...view, span: zoomIn(view.span) })} disabled={view.span === SPAN_OPTIONS[0]}>
                    Zoom in
                  </Button>
                  <Button onClick={() => show({ ...view, span: zoomOut(view.span) })} disabled={view.span === SPAN_OPTIONS[SPAN_OPTIONS.length - 1]}>
                    Zoom out
                  </Button>
                </ButtonGroup>
                <ButtonGroup size="small" aria-label="Move">
                  {DIRECTIONS.map((d) => (
                    <Button key={d.direction} onClick={() => show({ ...view, center: pan(view, d.direction) })} aria-label={`Move ${d.label.toLowerCase()}`}>
                      {d.label}
                    </Button>
                  ))}
                </ButtonGroup>
                {!atCity(view) ? (
                  <Button size="small" onClick={() => show({ ...view, center: { lat: view.city.lat, lng: view.city.lng } })}>
                    Back to {view.city.name}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {waiting && found.length === 0 && !results.isError ? (
              <PageLoader label="Finding places" />
            ) : (
              <PagedList
                query={results}
                items={(page) => page.places}
                itemKey={(r) => r.place.id}
                loading={<PageLoader label="Finding places" />}
                empty={
                  <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
                    <Typography gutterBottom>No places match in this area.</Typography>
                    <Typography color="text.secondary">Zoom out, move the area or change the filter.</Typography>
                  </Paper>
                }
                before={
                  <Typography color="text.secondary" role="status" aria-live="polite">
                    {waiting || (results.isFetching && !results.isFetchingNextPage)
                      ? "Updating the places…"
                      : `${found.length} place${found.length === 1 ? "" : "s"} in this area, nearest ${from} first`}
                  </Typography>
                }
                list={(rows) => (
                  <Stack spacing={1.5} component="ol" aria-label="Places" sx={{ listStyle: "none", p: 0, m: 0 }}>
                    {rows}
                  </Stack>
                )}
                renderItem={(r) => (
                  <li>
                    <PlaceCard place={r.place} distanceMiles={r.distanceMiles} from={from} />
                  </li>
                )}
                more={{ label: "Show more places", busyLabel: "Loading…" }}
              />
            )}
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
