import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import type { CityValue } from "@/lib/cities/citySearch";
import { useAppMutation } from "@/lib/useAppMutation";
import { toast } from "@/lib/toast";
import { useSaveHomeCityMutation } from "../api/homeApi";
import { geohashFor } from "@/lib/geo";

/** The location card's city picker (loaded only when the user asks to change the city). */
export default function LocationEditor({ uid, current, onDone }: { uid: string; current: CityValue | null; onDone: () => void }) {
  const [city, setCity] = useState<CityValue | null>(current);
  const [saveCity, saving] = useAppMutation(useSaveHomeCityMutation);
  const changed = city !== null && (city.name !== current?.name || city.lat !== current.lat || city.lng !== current.lng);

  const save = async () => {
    if (!city) return;
    // Stored as the profile form stores it (with its geohash, where nearby searches look).
    if ((await saveCity({ uid, city: { name: city.name, lat: city.lat, lng: city.lng, hash: geohashFor(city) } })).error) return;
    toast.success(`Your city is now ${city.name}`);
    onDone();
  };

  return (
    <Stack spacing={1.5}>
      <CityAutocomplete label="Go-To Area to Play" name="homeCity" value={city} onChange={setCity} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="contained" disabled={!changed || saving.isLoading} onClick={() => void save()}>
          Save city
        </Button>
      </Stack>
    </Stack>
  );
}
