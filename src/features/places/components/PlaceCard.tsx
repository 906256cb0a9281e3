import { Link as RouterLink } from "react-router-dom";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { addressLine, milesText, placePath, settingText, type PlaceSummary } from "../model/place";

/** A place in a list: its name (to its page), address, distance, setting and sports. */
export function PlaceCard({ place, distanceMiles, from }: { place: PlaceSummary; distanceMiles?: number; from?: string }) {
  const titleId = `place-card-${place.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardActionArea component={RouterLink} to={placePath(place.id)}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: "anywhere" }}>
              {place.name}
            </Typography>
            <Chip size="small" label={settingText(place.indoor)} sx={{ flexShrink: 0 }} />
          </Stack>
          <Typography color="text.secondary">{addressLine(place)}</Typography>
          {distanceMiles !== undefined ? (
            <Typography color="text.secondary" variant="body2">
              {milesText(distanceMiles)}
              {from ? ` from ${from}` : " away"}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {place.sports.join(" · ")}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
