import { useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { useGetPlacesInCityQuery, type PlaceSummary } from "@/features/places/public";
import type { CityValue } from "@/lib/cities/citySearch";
import type { EventLocationInput } from "@rallyhub/domain/events/schema";

export interface LocationFieldProps {
  value: EventLocationInput | null;
  onChange: (value: EventLocationInput | null) => void;
  onBlur?: () => void;
  /** The organizer's city (e.g. "Austin, TX"): its places are offered. */
  cityName: string | null;
  error?: string;
}

/**
 * Spec issue 9: a game is at a place (from the places list), or at an address
 * picked from the city search (with its coordinates), optionally named ("Court 3").
 */
export function LocationField({ value, onChange, onBlur, cityName, error }: LocationFieldProps) {
  const [mode, setMode] = useState<"place" | "address">(value && value.placeId === null ? "address" : "place");
  const [spot, setSpot] = useState(value && value.placeId === null ? value.name : "");
  const [city, setCity] = useState<CityValue | null>(value && value.placeId === null ? { name: value.address || value.name, lat: value.lat, lng: value.lng } : null);
  const places = useGetPlacesInCityQuery(cityName ?? "", { skip: !cityName });
  const selectedPlace = value?.placeId ? (places.data?.find((p) => p.id === value.placeId) ?? null) : null;

  const fromPlace = (p: PlaceSummary | null) => onChange(p ? { name: p.name, address: p.address, lat: p.lat, lng: p.lng, placeId: p.id } : null);
  const fromAddress = (picked: CityValue | null, name: string) =>
    onChange(picked ? { name: name.trim() || picked.name, address: picked.description ?? picked.name, lat: picked.lat, lng: picked.lng, placeId: null } : null);

  return (
    <Stack spacing={1.5} role="group" aria-labelledby="event-location-label">
      <Typography id="event-location-label" variant="subtitle2" component="p">
        Where *
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_e, next: "place" | "address" | null) => {
          if (!next) return;
          setMode(next);
          onChange(null);
        }}
        aria-label="Where the game is"
      >
        <ToggleButton value="place">A place</ToggleButton>
        <ToggleButton value="address">An address</ToggleButton>
      </ToggleButtonGroup>
      {mode === "place" ? (
        <Autocomplete<PlaceSummary>
          options={places.data ?? []}
          loading={places.isLoading}
          value={selectedPlace ?? (value?.placeId ? { id: value.placeId, name: value.name, address: value.address, city: "", lat: value.lat, lng: value.lng, sports: [], indoor: false } : null)}
          onChange={(_e, p) => fromPlace(p)}
          onBlur={onBlur}
          getOptionLabel={(p) => p.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={cityName ? `No places listed for ${cityName}: choose "An address"` : 'Set your city in your profile, or choose "An address"'}
          renderOption={(props, p) => (
            <li {...props} key={p.id}>
              <Stack>
                <span>{p.name}</span>
                <Typography variant="body2" color="text.secondary">
                  {p.address}
                  {p.indoor ? " · indoor" : ""}
                </Typography>
              </Stack>
            </li>
          )}
          renderInput={(params) => <TextField {...params} label="Place" required error={Boolean(error)} helperText={cityName ? `Places in ${cityName}` : undefined} />}
        />
      ) : (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label="Name of the spot (optional)"
            value={spot}
            onChange={(e) => {
              setSpot(e.target.value);
              fromAddress(city, e.target.value);
            }}
            helperText="For example: Court 3, north field"
            sx={{ flex: 1 }}
          />
          <CityAutocomplete
            label="Address (city)"
            required
            value={city}
            onChange={(picked) => {
              setCity(picked);
              fromAddress(picked, spot);
            }}
            onBlur={onBlur}
            error={error}
            helperText="Picked from the list, so the game has a map position"
          />
        </Stack>
      )}
      {error && mode === "place" ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
