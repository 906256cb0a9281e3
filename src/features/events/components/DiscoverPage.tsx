import { useMemo, useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Container from "@mui/material/Container";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import TuneIcon from "@mui/icons-material/Tune";
import { PageHead } from "@/components/PageHead";
import { GameCardsLoading } from "@/components/game/GameCard";
import { SPACE } from "@/components/design/tokens";
import { PagedList } from "@/components/PagedList";
import { useAppSelector } from "@/lib/hooks";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { selectAuth } from "@/lib/session/authSlice";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import type { CityValue } from "@/lib/cities/citySearch";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { browserTimeZone, isValidDay } from "@rallyhub/domain/availability/dates";
import { useDiscoverEventsInfiniteQuery } from "../api/eventsApi";
import { WINDOW_KINDS, WINDOW_LABELS, windowFor, type WindowKind } from "../model/discoverWindow";
import { EventCard } from "./EventCard";
import { EmptyState } from "@/components/EmptyState";

export const RADIUS_OPTIONS = [5, 10, 25, 50] as const;
const DEFAULT_RADIUS = 25;
const PAGE_SIZE = 20;

/** The contexts of discover/{context}: games here; players have their own page (discover/players); places are not built yet. */
const CONTEXTS = [
  { key: "events", label: "Games" },
  { key: "players", label: "Players" },
  { key: "places", label: "Places" },
] as const;

function cityFrom(params: URLSearchParams): CityValue | null {
  const lat = Number(params.get("lat"));
  const lng = Number(params.get("lng"));
  const name = params.get("near");
  return name && Number.isFinite(lat) && Number.isFinite(lng) && params.has("lat") ? { name, lat, lng } : null;
}

/**
 * discover and discover/{context} (spec §2.1, issue 9): games near a city
 * within a radius, by date, game type and words, soonest first, page by page.
 * The filters live in the address, so a reload or a shared link keeps them.
 */
export function Component() {
  const { context = "events" } = useParams();
  const auth = useAppSelector(selectAuth);
  const [params, setParams] = useSearchParams();
  const zone = useMemo(() => browserTimeZone(), []);
  const options = useGetProfileOptionsQuery(undefined);
  const home = auth.profile?.defaultCity ?? null;
  const city = cityFrom(params) ?? (home ? { name: home.name, lat: home.lat, lng: home.lng } : null);
  const radius = RADIUS_OPTIONS.find((r) => String(r) === params.get("radius")) ?? DEFAULT_RADIUS;
  const kind: WindowKind = (WINDOW_KINDS as readonly string[]).includes(params.get("when") ?? "") ? (params.get("when") as WindowKind) : "upcoming";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const gameType = params.get("type") ?? "";
  const [text, setText] = useState(params.get("q") ?? "");
  // On a phone the four filters would fill the first screen before any game: they fold behind one
  // button that says what they are set to (open while no city is chosen, since nothing shows until one is).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const settledText = useDebouncedValue(text.trim(), 300);
  // The window counts from when the page opened, so paging stays consistent while it is open.
  const [opened] = useState(() => Date.now());
  const window_ = useMemo(() => windowFor(kind, opened, zone, isValidDay(from) && isValidDay(to) ? { from, to } : undefined), [kind, opened, zone, from, to]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const knownContext = CONTEXTS.some((c) => c.key === context);
  const query = city ? { center: { lat: city.lat, lng: city.lng }, radiusMiles: radius, from: window_.from, to: window_.to, gameType: gameType || null, text: settledText, pageSize: PAGE_SIZE } : null;
  const results = useDiscoverEventsInfiniteQuery(query ?? { center: { lat: 0, lng: 0 }, radiusMiles: 1, from: 0, to: 0, gameType: null, text: "", pageSize: PAGE_SIZE }, {
    skip: !query || (knownContext && context !== "events"),
  });
  const items = results.data?.pages.flatMap((p) => p.results) ?? [];
  const showFilters = !phone || filtersOpen || !city;
  const filterSummary = [city?.name ?? "Choose a city", `${radius} miles`, WINDOW_LABELS[kind], gameType || "All games"].join(" · ");

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Discover" description="Find pickup games, leagues and players near you." />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h1">
          Discover
        </Typography>
        {auth.user ? (
          <Button variant="contained" component={RouterLink} to="/event/create">
            Create a game
          </Button>
        ) : null}
      </Stack>
      <Tabs value={knownContext ? context : "events"} aria-label="What to discover" sx={{ mb: 2 }}>
        {CONTEXTS.map((c) => (
          <Tab key={c.key} value={c.key} label={c.label} component={RouterLink} to={`/discover/${c.key}`} />
        ))}
      </Tabs>

      {context !== "events" && knownContext ? (
        <Alert severity="info">Discovering {context} nearby is being built. Meanwhile, find games here.</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="form" role="search" aria-label="Find games" onSubmit={(e) => e.preventDefault()}>
            <Stack spacing={2}>
              {/* One block: folded, the filters leave no gap of their own between the button and the search. */}
              <Box>
                {phone && city ? (
                  <Button
                    variant="outlined"
                    color="inherit"
                    startIcon={<TuneIcon />}
                    aria-expanded={showFilters}
                    aria-controls="discover-filters"
                    onClick={() => setFiltersOpen((open) => !open)}
                    sx={{ justifyContent: "flex-start", textAlign: "left", textTransform: "none", fontWeight: 500 }}
                  >
                    <span>
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        Filters
                      </Box>
                      <Box component="span" sx={{ display: "block", color: "text.secondary" }}>
                        {filterSummary}
                      </Box>
                    </span>
                  </Button>
                ) : null}
                <Collapse in={showFilters} id="discover-filters" timeout={phone ? "auto" : 0}>
                  <Stack spacing={2} sx={{ pt: phone && city ? 2 : 0 }}>
                    <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
                      {/* In a row (desktop) the city takes the room the other fields leave, so its name reads whole. */}
                      <Box sx={{ flex: { md: "1 1 16rem" }, minWidth: { md: "14rem" } }}>
                        <CityAutocomplete
                          label="Near"
                          value={city}
                          onChange={(c) => update(c ? { near: c.name, lat: String(c.lat), lng: String(c.lng) } : { near: null, lat: null, lng: null })}
                          helperText={home && city?.name === home.name ? "Your area" : "A US city"}
                        />
                      </Box>
                      <TextField select label="Within" value={radius} onChange={(e) => update({ radius: e.target.value })} sx={{ minWidth: 140 }}>
                        {RADIUS_OPTIONS.map((r) => (
                          <MenuItem key={r} value={r}>
                            {r} miles
                          </MenuItem>
                        ))}
                      </TextField>
                      <TextField select label="When" value={kind} onChange={(e) => update({ when: e.target.value === "upcoming" ? null : e.target.value })} sx={{ minWidth: 160 }}>
                        {WINDOW_KINDS.map((k) => (
                          <MenuItem key={k} value={k}>
                            {WINDOW_LABELS[k]}
                          </MenuItem>
                        ))}
                      </TextField>
                      <TextField
                        select
                        label="Game"
                        value={gameType}
                        onChange={(e) => update({ type: e.target.value })}
                        // "All games" shows when none is chosen, rather than an empty field.
                        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                        sx={{ minWidth: 180 }}
                      >
                        <MenuItem value="">All games</MenuItem>
                        {(options.data?.gameTypes ?? []).map((g) => (
                          <MenuItem key={g} value={g}>
                            {g}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Stack>
                    {kind === "range" ? (
                      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                        <TextField type="date" label="From" value={from} onChange={(e) => update({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                        <TextField
                          type="date"
                          label="To"
                          value={to}
                          onChange={(e) => update({ to: e.target.value })}
                          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
                        />
                      </Stack>
                    ) : null}
                  </Stack>
                </Collapse>
              </Box>
              <TextField
                type="search"
                label="Search"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  update({ q: e.target.value.trim() || null });
                }}
                helperText={phone ? undefined : "Words in the title, the game or the place"}
              />
            </Stack>
          </Paper>

          {!city ? (
            <Alert severity="info">Choose a city to see games near it.</Alert>
          ) : (
            <PagedList
              query={results}
              items={(page) => page.results}
              itemKey={(r) => r.event.id}
              loading={<GameCardsLoading label="Finding games" />}
              empty={
                <EmptyState
                  picture="games"
                  title={`No games match near ${city.name}.`}
                  action={
                    auth.user ? (
                      <Button variant="contained" component={RouterLink} to="/event/create">
                        Create a game
                      </Button>
                    ) : null
                  }
                >
                  Try a wider radius or other dates{auth.user ? ", or create one" : ""}.
                </EmptyState>
              }
              before={
                <Typography color="text.secondary" role="status">
                  {items.length} game{items.length === 1 ? "" : "s"} within {radius} miles of {city.name}
                </Typography>
              }
              list={(cards) => (
                <Box
                  component="ol"
                  aria-label="Games"
                  sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: SPACE.lg, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}
                >
                  {cards}
                </Box>
              )}
              renderItem={(r) => (
                <li>
                  <EventCard event={r.event} distanceMiles={r.distanceMiles} />
                </li>
              )}
              more={{ label: "Load more", busyLabel: "Loading…" }}
            />
          )}
        </>
      )}
    </Container>
  );
}
