import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useDiscoverEventsInfiniteQuery, type DiscoverQuery } from "@/features/events/public";
import type { DefaultCity } from "@/lib/session/userProfile";
import { LOCAL_EVENTS_DAYS, LOCAL_EVENTS_MAX, LOCAL_EVENTS_RADIUS_MILES } from "@/features/home/model/homeModel";
import { viewerGameTime } from "@/lib/gameTime";
import { HomeSection, SectionEmpty, SectionError, SectionSkeleton } from "@/features/home/components/HomeSection";
import { TextLink } from "@/features/home/components/homeParts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Discover's query for the home: public games near the city, from now, the next few (one page). */
export function localEventsQuery(city: Pick<DefaultCity, "lat" | "lng">, now: number): DiscoverQuery {
  return {
    center: { lat: city.lat, lng: city.lng },
    radiusMiles: LOCAL_EVENTS_RADIUS_MILES,
    from: now,
    to: now + LOCAL_EVENTS_DAYS * DAY_MS,
    gameType: null,
    text: "",
    pageSize: LOCAL_EVENTS_MAX,
  };
}

/** Spec §2.10 / issue 11: Local Events: upcoming public events near the user's city (the events feature's discover). */
export default function LocalEventsSection({ city, now }: { city: DefaultCity | null; now: number }) {
  const query = city ? localEventsQuery(city, now) : null;
  const result = useDiscoverEventsInfiniteQuery(query ?? localEventsQuery({ lat: 0, lng: 0 }, now), { skip: !query });
  const items = (result.data?.pages[0]?.results ?? []).slice(0, LOCAL_EVENTS_MAX);
  return (
    <HomeSection tour="local-events" id="home-local-events" title="Local Events" aside={city ? <TextLink to="/discover/events">Discover more</TextLink> : null}>
      {!city ? (
        <SectionEmpty title="Choose your city to see events near you." />
      ) : result.isLoading ? (
        <SectionSkeleton label="Loading local events" />
      ) : result.isError ? (
        <SectionError message={result.error.message} onRetry={() => void result.refetch()} />
      ) : items.length === 0 ? (
        <SectionEmpty title={`No public events within ${LOCAL_EVENTS_RADIUS_MILES} miles of ${city.name} in the next ${LOCAL_EVENTS_DAYS} days`}>
          <Button component={RouterLink} to="/event/create" variant="outlined" size="small">
            Create an event
          </Button>
        </SectionEmpty>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
          {items.map(({ event, distanceMiles }) => (
            <Stack component="li" key={event.id} sx={{ minWidth: 0, p: 1, borderRadius: 1, "&:hover": { bgcolor: "action.hover" } }}>
              <TextLink to={`/event/${event.id}`} strong>
                {event.title}
              </TextLink>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {viewerGameTime(event)} · {event.location.name} · {distanceMiles < 10 ? distanceMiles.toFixed(1) : Math.round(distanceMiles)} mi
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
