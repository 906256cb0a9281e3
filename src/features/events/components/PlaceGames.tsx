import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageLoader } from "@/components/PageLoader";
import { appErrorOf } from "@/lib/errors";
import { useGetEventsAtPlaceInfiniteQuery } from "../api/placeEventsApi";
import { EventCard } from "./EventCard";

/** The upcoming public games at the place, soonest first, a page at a time (spec §7 Places: events by place). */
export default function PlaceGames({ placeId, placeName, signedIn, pageSize }: { placeId: string; placeName: string; signedIn: boolean; pageSize: number }) {
  const [opened] = useState(() => Date.now());
  const games = useGetEventsAtPlaceInfiniteQuery({ placeId, from: opened, pageSize });
  const events = games.data?.pages.flatMap((p) => p.events) ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="place-games-title">
      <Typography id="place-games-title" variant="h6" component="h2" gutterBottom>
        Upcoming games
      </Typography>
      {games.isLoading ? (
        <PageLoader label="Loading the games here" />
      ) : games.isError ? (
        <Alert severity="error" action={<Button onClick={() => void games.refetch()}>Retry</Button>}>
          {appErrorOf(games.error).message}
        </Alert>
      ) : events.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Typography color="text.secondary">No upcoming games here yet.</Typography>
          {signedIn ? (
            <Button component={RouterLink} to="/event/create" variant="outlined">
              Create a game
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Stack spacing={1.5} component="ol" aria-label={`Upcoming games at ${placeName}`} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {events.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} />
                </li>
              ))}
            </Stack>
          {games.hasNextPage ? (
            <Button variant="outlined" onClick={() => void games.fetchNextPage()} disabled={games.isFetchingNextPage} sx={{ alignSelf: "center" }}>
              {games.isFetchingNextPage ? "Loading…" : "Show more games"}
            </Button>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
