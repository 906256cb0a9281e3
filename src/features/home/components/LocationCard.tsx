import { lazy, Suspense, useState } from "react";
import Button from "@mui/material/Button";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import PlaceIcon from "@mui/icons-material/Place";
import type { UserProfile } from "@/lib/session/userProfile";
import { HomeSection, SectionSkeleton } from "./HomeSection";

const LocationEditor = lazy(() => import("./LocationEditor"));

/** Spec §2.10: the location card: the user's city (where nearby players and local events are found), changeable. */
export function LocationCard({ uid, profile }: { uid: string; profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const city = profile.defaultCity;
  return (
    <HomeSection tour="location-hub" id="home-location" title="Your Location">
      {editing ? (
        <Suspense fallback={<SectionSkeleton label="Loading the city search" />}>
          <LocationEditor uid={uid} current={city ? { name: city.name, lat: city.lat, lng: city.lng } : null} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Flex spacing={1.5}>
          <Flex direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <PlaceIcon color="primary" aria-hidden />
            <Typography variant="subtitle1" sx={{ overflowWrap: "anywhere" }}>
              {city ? city.name : "No city set"}
            </Typography>
          </Flex>
          <Typography variant="body2" color="text.secondary">
            {city ? "Players near you and local events are found around this city." : "Choose a city to see players and events near you."}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => setEditing(true)} sx={{ alignSelf: "flex-start" }}>
            {city ? "Change city" : "Choose city"}
          </Button>
        </Flex>
      )}
    </HomeSection>
  );
}
