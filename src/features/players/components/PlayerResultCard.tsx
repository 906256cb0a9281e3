import { Link as RouterLink } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { NearbyPlayer } from "@rallyhub/domain/players/search";
import { availabilityLabel, distanceLabel, initialsOf, sportsLabel } from "../model/format";

/**
 * One player found near a place: photo, name, sports, how far, and whether
 * they are free this week when they let the viewer know. The whole card opens
 * their profile.
 */
export function PlayerResultCard({ player, compact = false }: { player: NearbyPlayer; compact?: boolean }) {
  const availability = availabilityLabel(player.availableThisWeek);
  const sports = sportsLabel(player.sports);
  return (
    <Card variant="outlined" component="article" aria-label={player.displayName} sx={{ height: "100%" }}>
      <CardActionArea component={RouterLink} to={`/profile/${player.uid}`} sx={{ height: "100%", p: compact ? 1.5 : 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
          <Avatar src={player.photoURL || undefined} alt="" sx={{ width: compact ? 44 : 56, height: compact ? 44 : 56, bgcolor: "primary.main", color: "primary.contrastText" }}>
            {initialsOf(player.displayName)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {player.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {distanceLabel(player.distanceMiles)}
              {player.cityName ? ` · ${player.cityName}` : ""}
            </Typography>
            {sports ? (
              <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {sports}
              </Typography>
            ) : null}
            {availability ? (
              <Chip size="small" sx={{ mt: 0.5 }} color={player.availableThisWeek ? "success" : "default"} variant={player.availableThisWeek ? "filled" : "outlined"} label={availability} />
            ) : null}
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
