import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import PlaceIcon from "@mui/icons-material/PlaceOutlined";
import { getConfig } from "@/lib/config";
import { toast } from "@/lib/toast";
import type { EventLocation } from "@rallyhub/domain/events/types";
import { directionsUrl } from "../model/format";

/** The Maps Embed API's view of one point (free; the key must allow the Maps Embed API and this site). */
export function mapEmbedUrl(apiKey: string, location: Pick<EventLocation, "lat" | "lng">): string {
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(apiKey)}&q=${location.lat},${location.lng}&zoom=15`;
}

/** The place's name and address as one line (the address alone when it repeats the name). */
export function addressLine(location: Pick<EventLocation, "name" | "address">): string {
  return location.address && location.address !== location.name ? `${location.name}, ${location.address}` : location.name;
}

/**
 * Where the game is (issue 31): a map of the point where a Maps key is configured (VITE_MAPS_API_KEY);
 * where none is, the card says where in words, with no picture standing in for a map. Either way:
 * directions in the phone's maps app, the address to copy, and the place's own page when the game
 * is at a listed place.
 */
export function LocationCard({ location, accent }: { location: EventLocation; accent: string }) {
  const apiKey = getConfig().mapsApiKey;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addressLine(location));
      setCopied(true);
      toast.success("Address copied", { duration: "short" });
    } catch {
      toast.info(addressLine(location), { duration: "persistent", actionLabel: "OK" });
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="location-title" sx={{ overflow: "hidden" }}>
      {apiKey ? (
        <Box
          component="iframe"
          title={`Map of ${location.name}`}
          src={mapEmbedUrl(apiKey, location)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sx={{ display: "block", width: "100%", height: { xs: 200, sm: 260 }, border: 0 }}
        />
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ p: 2, alignItems: "flex-start" }}>
        <Box aria-hidden sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: "50%", bgcolor: accent, color: "common.white", display: "grid", placeItems: "center" }}>
          <PlaceIcon />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="location-title" variant="h6" component="h2">
            Location
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{location.name}</Typography>
          {location.address && location.address !== location.name ? (
            <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {location.address}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ mt: 1.5, flexWrap: "wrap", gap: 1 }}>
            <Button variant="contained" href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
              Get directions
            </Button>
            <Button variant="outlined" onClick={() => void copy()} aria-live="polite">
              {copied ? "Address copied" : "Copy address"}
            </Button>
            {location.placeId ? (
              <Button component={RouterLink} to={`/places/view/${location.placeId}`}>
                About this place
              </Button>
            ) : null}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
