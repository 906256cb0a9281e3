import { Link as RouterLink } from "react-router-dom";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { viewerGameTime } from "@/lib/gameTime";
import { priceText, spotsText } from "../model/format";

/** A game in a list (discover, profile tables): title, time, place, distance and spots left. */
export function EventCard({ event, distanceMiles, status }: { event: EventRecord; distanceMiles?: number; status?: string }) {
  return (
    <Card variant="outlined" component="article" aria-labelledby={`event-card-${event.id}`}>
      <CardActionArea component={RouterLink} to={`/event/${event.id}`}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
            <Typography id={`event-card-${event.id}`} variant="h6" component="h3" sx={{ overflowWrap: "anywhere" }}>
              {event.title}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              {status ? <Chip size="small" color="primary" label={status} /> : null}
              <Chip size="small" label={event.gameType} />
            </Stack>
          </Stack>
          <Typography color="text.secondary">{viewerGameTime(event)}</Typography>
          <Typography color="text.secondary">
            {event.location.name}
            {distanceMiles !== undefined ? ` · ${distanceMiles < 1 ? "under 1" : Math.round(distanceMiles)} mi away` : ""}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {event.cancelled ? "Cancelled" : spotsText(event)}
            {!event.cancelled && event.price > 0 ? ` · ${priceText(event)}` : ""}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
