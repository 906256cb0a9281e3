import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useFindPlayersNearbyInfiniteQuery, type PlayerSearch } from "../api/playersApi";
import { PlayerResultCard } from "./PlayerResultCard";
import { SectionPlaceholder } from "@/components/SectionPlaceholder";
import { NEARBY_LOADING_LABEL } from "./labels";
import { PLAYERS_MESSAGES } from "../messages";

/** How many players the home section shows, and how far it looks. */
export const HOME_PLAYERS = 4;
export const HOME_RADIUS_MILES = 25;

/** The home section's list: its loading, error, empty and result states (loaded lazily by PlayersNearYouSection). */
export default function NearbyPlayersList({ center, cityName }: { center: { lat: number; lng: number }; cityName?: string }) {
  const search: PlayerSearch = { center: { lat: center.lat, lng: center.lng }, radiusMiles: HOME_RADIUS_MILES, sport: null, availableAt: null, pageSize: HOME_PLAYERS };
  const result = useFindPlayersNearbyInfiniteQuery(search);
  const players = (result.data?.pages[0]?.players ?? []).slice(0, HOME_PLAYERS);

  if (result.isLoading) return <SectionPlaceholder label={NEARBY_LOADING_LABEL} />;
  if (result.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void result.refetch()} disabled={result.isFetching}>
            Retry
          </Button>
        }
      >
        {PLAYERS_MESSAGES.failure.nearbyLoad}
      </Alert>
    );
  }
  if (players.length === 0) {
    return (
      <Box sx={{ textAlign: "center", py: 3 }}>
        <Typography gutterBottom>No players near {cityName || "you"} yet.</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Look farther, or for a sport you play.
        </Typography>
        <Button component={RouterLink} to="/discover/players" variant="outlined">
          Discover players
        </Button>
      </Box>
    );
  }
  // As many columns as fit cards of 14rem: the section is half the page wide on a desktop,
  // where three columns left each card too narrow for its "Available this week".
  return (
    <Box
      component="ul"
      aria-label={`Players near ${cityName || "you"}`}
      sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))" }}
    >
      {players.map((p) => (
        <li key={p.uid}>
          <PlayerResultCard player={p} compact />
        </li>
      ))}
    </Box>
  );
}
