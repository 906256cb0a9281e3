import { useEffect, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { FormCityField } from "@/components/form/FormCityField";
import { FormSelect } from "@/components/form/FormSelect";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { PagedList } from "@/components/PagedList";
import { appErrorOf } from "@/lib/errors";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { browserTimeZone, zonedParts } from "@rallyhub/domain/availability/dates";
import { formatTime } from "@rallyhub/domain/availability/time";
import { useFindPlayersNearbyInfiniteQuery, type PlayerSearch } from "../api/playersApi";
import { DURATION_OPTIONS, filtersFromParams, filtersSchema, filtersToParams, RADIUS_OPTIONS, searchFor, type FilterValues } from "../model/filters";
import { PlayerResultCard } from "./PlayerResultCard";

/** The tabs of discover/{context}, as the games' discover page has them (players is this page). */
const CONTEXTS = [
  { key: "events", label: "Games" },
  { key: "players", label: "Players" },
  { key: "places", label: "Places" },
] as const;

/** Never sent: stands in for the hook's argument while the search is skipped. */
const NO_SEARCH: PlayerSearch = { center: { lat: 0, lng: 0 }, radiusMiles: 1, sport: null, availableAt: null, pageSize: 1 };

/** The clock the filters' schema reads when it checks the form (at a submit, not at a render). */
const wallClock = () => Date.now();

/** The next whole hour, in the user's time zone: the chosen time starts there. */
function nextHour(now: number, zone: string): { day: string; time: string } {
  const { day, minutes } = zonedParts(now + 60 * 60 * 1000, zone);
  return { day, time: formatTime(Math.floor(minutes / 60) * 60) };
}

/**
 * Discover players (discover/players and connect; issue 11): players near a
 * city, found by the server so that blocks and privacy hold, filtered by
 * sport and by being free at a chosen time, page by page. The user's own city
 * is the default; the filters live in the address. Each player opens their
 * profile.
 */
export function Component() {
  const { pathname } = useLocation();
  const connect = pathname.replace(/\/+$/, "") === "/connect";
  const auth = useAppSelector(selectAuth);
  const [params, setParams] = useSearchParams();
  const zone = useMemo(() => browserTimeZone(), []);
  const [opened] = useState(() => Date.now());
  const defaults = useMemo(() => nextHour(opened, zone), [opened, zone]);
  const home = auth.profile?.defaultCity ?? null;
  const applied = filtersFromParams(params, home, defaults);
  const search = searchFor(applied, zone);
  const options = useGetProfileOptionsQuery(undefined, { skip: !auth.user });

  // The schema checks the chosen time against the clock when the form is sent, not when the page rendered.
  const schema = useMemo(() => filtersSchema(wallClock, zone), [zone]);
  const form = useZodForm(schema, { defaultValues: applied, mode: "onSubmit" });
  const { control, setValue, getValues } = form;
  const [when, city, sport] = useWatch({ control, name: ["when", "city", "sport"] });
  // The profile (and its city) may arrive after the page opens: the form's city follows it until one is chosen.
  useEffect(() => {
    if (home && !getValues("city")) setValue("city", { name: home.name, lat: home.lat, lng: home.lng });
  }, [home, getValues, setValue]);

  const results = useFindPlayersNearbyInfiniteQuery(search ?? NO_SEARCH, { skip: !search || !auth.user });
  const players = results.data?.pages.flatMap((p) => p.players) ?? [];
  const onValid = (values: FilterValues) => setParams(filtersToParams(values), { replace: true });

  const title = connect ? "Connect" : "Discover";
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={connect ? "Connect with players" : "Discover players"} description="Find players near you by sport and by when they are free." />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {connect ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Players near you, by sport and by when they are free.
        </Typography>
      ) : (
        <Tabs value="players" aria-label="What to discover" sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
          {CONTEXTS.map((c) => (
            <Tab key={c.key} value={c.key} label={c.label} component={RouterLink} to={`/discover/${c.key}`} />
          ))}
        </Tabs>
      )}

      {!auth.user ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/login" color="inherit">
              Sign in
            </Button>
          }
        >
          Sign in to find players near you.
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
            <ZodForm form={form} onSubmit={onValid} role="search" aria-label="Find players">
              <Stack spacing={2}>
                <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
                  <FormCityField name="city" control={control} label="Near" helperText={home && city?.name === home.name ? "Your area" : "A US city"} />
                  <FormSelect name="radius" control={control} label="Within" valueAs="number" sx={{ minWidth: 140 }}>
                    {RADIUS_OPTIONS.map((r) => (
                      <MenuItem key={r} value={r}>
                        {r} miles
                      </MenuItem>
                    ))}
                  </FormSelect>
                  <FormSelect name="sport" control={control} label="Sport" sx={{ minWidth: 180 }}>
                    <MenuItem value="">Any sport</MenuItem>
                    {(options.data?.gameTypes ?? (sport ? [sport] : [])).map((g) => (
                      <MenuItem key={g} value={g}>
                        {g}
                      </MenuItem>
                    ))}
                  </FormSelect>
                  <FormSelect name="when" control={control} label="Available" sx={{ minWidth: 190 }}>
                    <MenuItem value="any">Any time</MenuItem>
                    <MenuItem value="at">At a chosen time</MenuItem>
                  </FormSelect>
                </Stack>
                {when === "at" ? (
                  <Stack direction={{ xs: "column", sm: "row" }} spacing={2} role="group" aria-label="Chosen time">
                    <FormTextField name="day" control={control} label="Date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
                    <FormTextField name="time" control={control} label="Time" type="time" slotProps={{ inputLabel: { shrink: true } }} helperText={`Your time (${zone.replace(/_/g, " ")})`} />
                    <FormSelect name="hours" control={control} label="For" valueAs="number" sx={{ minWidth: 140 }}>
                      {DURATION_OPTIONS.map((h) => (
                        <MenuItem key={h} value={h}>
                          {h} hour{h === 1 ? "" : "s"}
                        </MenuItem>
                      ))}
                    </FormSelect>
                  </Stack>
                ) : null}
                <Box>
                  <Button type="submit" variant="contained">
                    Search
                  </Button>
                </Box>
              </Stack>
            </ZodForm>
          </Paper>

          {!search || !applied.city ? (
            <Alert severity="info">Choose a city to see players near it.</Alert>
          ) : (
            <PagedList
              query={results}
              items={(page) => page.players}
              itemKey={(p) => p.uid}
              loading={<PageLoader label="Finding players" />}
              errorText={(error) => {
                const failure = appErrorOf(error);
                return (
                  <>
                    {failure.message}
                    {failure.reason ? <div>{failure.reason}</div> : null}
                  </>
                );
              }}
              empty={
                <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
                  <Typography gutterBottom>No players match near {applied.city.name}.</Typography>
                  <Typography color="text.secondary">Try a wider radius, another sport or another time.</Typography>
                </Paper>
              }
              before={
                <Typography color="text.secondary" role="status">
                  {players.length} player{players.length === 1 ? "" : "s"} {results.hasNextPage ? "so far " : ""}within {applied.radius} miles of {applied.city.name}
                </Typography>
              }
              list={(cards) => (
                <Box
                  component="ol"
                  aria-label="Players"
                  sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" } }}
                >
                  {cards}
                </Box>
              )}
              renderItem={(p) => (
                <li>
                  <PlayerResultCard player={p} />
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
