import { Suspense, useState, type ReactNode } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { EventCard, useDiscoverEventsInfiniteQuery } from "@/features/events/public";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { useGetCityPlacesQuery } from "@/features/places/public";
import type { CityValue } from "@/lib/cities/citySearch";
import { PostCard, useGetRecentPostsQuery } from "@/features/posts/public";
import { useGetTeamsInCityQuery } from "@/features/teams/api/localConnectApi";
import { cityFromParams, cityParams, localEventsQuery, LOCAL_EVENTS_DAYS, LOCAL_EVENTS_RADIUS_MILES, LOCAL_LIMITS, type LocalCity } from "./localConnect";

/** One part of the page: a heading, a link to the whole list, and its own loading, error and empty states. */
function Section({ id, title, more, children }: { id: string; title: string; more: { to: string; label: string } | null; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 2, flexWrap: "wrap" }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {more ? (
          <Link component={RouterLink} to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Box>
  );
}

/** A section that could not load: what the endpoint said (every endpoint gives a message), with Try again. */
function Failed({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message ?? "This could not be loaded. Please try again."}
    </Alert>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

function LocalEvents({ city, now }: { city: LocalCity; now: number }) {
  const result = useDiscoverEventsInfiniteQuery(localEventsQuery(city, now));
  const items = (result.data?.pages[0]?.results ?? []).slice(0, LOCAL_LIMITS.events);
  return (
    <Section id="local-events" title="Upcoming games" more={{ to: `/discover/events?${cityParams(city).toString()}`, label: "See all games" }}>
      {result.isLoading ? (
        <Loading label="Loading games" />
      ) : result.isError ? (
        <Failed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : items.length === 0 ? (
        <Empty>
          No public games within {LOCAL_EVENTS_RADIUS_MILES} miles of {city.name} in the next {LOCAL_EVENTS_DAYS} days.{" "}
          <Link component={RouterLink} to="/event/create">
            Create a game
          </Link>
        </Empty>
      ) : (
        <Suspense fallback={<Loading label="Loading games" />}>
          <Box component="ul" sx={{ p: 0, m: 0, listStyle: "none", display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {items.map(({ event, distanceMiles }) => (
              <li key={event.id}>
                <EventCard event={event} distanceMiles={distanceMiles} />
              </li>
            ))}
          </Box>
        </Suspense>
      )}
    </Section>
  );
}

function LocalPlaces({ city }: { city: LocalCity }) {
  const result = useGetCityPlacesQuery({ city: city.name, max: LOCAL_LIMITS.places });
  const places = result.data ?? [];
  return (
    <Section id="local-places" title="Places" more={{ to: `/discover/places?${cityParams(city).toString()}`, label: "See all places" }}>
      {result.isLoading ? (
        <Loading label="Loading places" />
      ) : result.isError ? (
        <Failed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : places.length === 0 ? (
        <Empty>No places have been added in {city.name} yet.</Empty>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
          {places.map((place) => (
            <li key={place.id}>
              <Link component={RouterLink} to={`/places/view/${encodeURIComponent(place.id)}`} sx={{ fontWeight: 600 }}>
                {place.name}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {[place.address, place.indoor ? "Indoor" : "Outdoor", place.sports.slice(0, 3).join(", ")].filter(Boolean).join(" · ")}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function LocalTeams({ city }: { city: LocalCity }) {
  const result = useGetTeamsInCityQuery({ cityName: city.name, max: LOCAL_LIMITS.teams });
  const teams = result.data ?? [];
  return (
    <Section id="local-teams" title="Teams" more={{ to: "/full-search", label: "Search teams" }}>
      {result.isLoading ? (
        <Loading label="Loading teams" />
      ) : result.isError ? (
        <Failed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : teams.length === 0 ? (
        <Empty>
          No teams in {city.name} yet.{" "}
          <Link component={RouterLink} to="/teams/create">
            Start a team
          </Link>
        </Empty>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
          {teams.map((team) => (
            <li key={team.id}>
              <Link component={RouterLink} to={`/team/${encodeURIComponent(team.id)}`} sx={{ fontWeight: 600 }}>
                {team.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[team.gameType, `${team.memberCount} member${team.memberCount === 1 ? "" : "s"}`].filter(Boolean).join(" · ")}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function RecentPosts({ viewer }: { viewer: string | null }) {
  const result = useGetRecentPostsQuery({ limit: LOCAL_LIMITS.posts, viewer });
  const posts = result.data?.posts ?? [];
  return (
    <Section id="local-posts" title="Recent posts" more={{ to: "/posts", label: "Community Posts" }}>
      {result.isLoading ? (
        <Loading label="Loading posts" />
      ) : result.isError ? (
        <Failed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : posts.length === 0 ? (
        <Empty>No posts yet.</Empty>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: "none" }}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

/**
 * Local Connect (spec §2.1 localconnect): the community page of a city: its
 * upcoming public games, places, teams and the board's recent posts. The city
 * is the one in the address (?near=&lat=&lng=, so a link keeps it), else the
 * user's own; without either, the page asks for one.
 */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const home = auth.profile?.defaultCity ?? null;
  const city = cityFromParams(params, home ? { name: home.name, lat: home.lat, lng: home.lng } : null);
  const choose = (value: CityValue | null) => {
    if (value) setParams(cityParams(value), { replace: false });
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={city ? `Local Connect: ${city.name}` : "Local Connect"} description="Games, places, teams and posts of your city's sports community." />
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {city ? `Local Connect: ${city.name}` : "Local Connect"}
        </Typography>
        <Typography color="text.secondary">What is happening in your city's sports community: games to join, places to play, teams and the latest posts.</Typography>
        <Box sx={{ maxWidth: 420, pt: 1 }}>
          <CityAutocomplete label={city ? "Another city" : "Choose a city"} name="localCity" value={null} onChange={choose} />
        </Box>
      </Stack>
      {!auth.sdkReady ? (
        <Loading label="Loading" />
      ) : !city ? (
        <Alert severity="info">Choose a city to see its games, places and teams.</Alert>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" }, alignItems: "start" }}>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <LocalEvents city={city} now={now} />
            <RecentPosts viewer={auth.user?.uid ?? null} />
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <LocalPlaces city={city} />
            <LocalTeams city={city} />
          </Stack>
        </Box>
      )}
    </Container>
  );
}
