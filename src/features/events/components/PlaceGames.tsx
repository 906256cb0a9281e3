import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageLoader } from "@/components/PageLoader";
import { PagedList } from "@/components/PagedList";
import { useGetEventsAtPlaceInfiniteQuery } from "../api/placeEventsApi";
import { EventCard } from "./EventCard";

/** The upcoming public games at the place, soonest first, a page at a time (spec §7 Places: events by place). */
export default function PlaceGames({ placeId, placeName, signedIn, pageSize }: { placeId: string; placeName: string; signedIn: boolean; pageSize: number }) {
  const [opened] = useState(() => Date.now());
  const games = useGetEventsAtPlaceInfiniteQuery({ placeId, from: opened, pageSize });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="place-games-title">
      <Typography id="place-games-title" variant="h6" component="h2" gutterBottom>
        Upcoming games
      </Typography>
      <PagedList
        query={games}
        items={(page) => page.events}
        itemKey={(e) => e.id}
        loading={<PageLoader label="Loading the games here" />}
        empty={
          <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
            <Typography color="text.secondary">No upcoming games here yet.</Typography>
            {signedIn ? (
              <Button component={RouterLink} to="/event/create" variant="outlined">
                Create a game
              </Button>
            ) : null}
          </Stack>
        }
        list={(cards) => (
          <Stack spacing={1.5} component="ol" aria-label={`Upcoming games at ${placeName}`} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {cards}
          </Stack>
        )}
        renderItem={(e) => (
          <li>
            <EventCard event={e} />
          </li>
        )}
        more={{ label: "Show more games", busyLabel: "Loading…" }}
        spacing={1.5}
      />
    </Paper>
  );
}
