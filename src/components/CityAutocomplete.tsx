import { useMemo, useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import CircularProgress from "@mui/material/CircularProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { citySearchApi } from "@/lib/cities/citySearchApi";
import type { CityOption, CityScope, CityValue } from "@/lib/cities/citySearch";

export type { CityValue } from "@/lib/cities/citySearch";

export const SEARCH_DEBOUNCE_MS = 300;

export interface CityAutocompleteProps {
  label: string;
  value: CityValue | null;
  onChange: (value: CityValue | null) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  name?: string;
  /** US cities (the default: spec §2.7 profile city, activity subscriptions) or any city in the world (travel). */
  scope?: CityScope;
}

const TEXTS: Record<CityScope, { tooShort: string; none: string }> = {
  us: { tooShort: "Type at least 2 letters of a US city", none: "No US city matches" },
  world: { tooShort: "Type at least 2 letters of a city", none: "No city matches" },
};

/**
 * City autocomplete (spec §2.7 "Go-To Area to Play"). A value counts only when
 * picked from the list, so it always has coordinates.
 */
export function CityAutocomplete({ label, value, onChange, onBlur, error, helperText, required, name, scope = "us" }: CityAutocompleteProps) {
  const [input, setInput] = useState(value?.name ?? "");
  // A value given from outside after the first render (a form's default that arrives late) shows its name too.
  const [shownFor, setShownFor] = useState(value?.name ?? null);
  if ((value?.name ?? null) !== shownFor) {
    setShownFor(value?.name ?? null);
    if (value) setInput(value.name);
  }
  const query = input.trim();
  const active = query.length >= 2 && query !== value?.name;
  // Spec §9: search debounce 300 ms.
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = citySearchApi.useSearchCitiesQuery({ scope, query: settled }, { skip: !active || settled !== query });
  const current = active && settled === query && !search.isFetching;
  const loading = active && !current;
  const options = current && search.data ? search.data : [];
  const failed = current && search.isError;

  const selected = useMemo<CityOption | null>(
    () =>
      value
        ? { name: value.name, description: value.description ?? value.name, lat: value.lat, lng: value.lng, state: value.state ?? "", city: value.city ?? value.name, country: value.country ?? "" }
        : null,
    [value],
  );

  return (
    <Autocomplete<CityOption>
      value={selected}
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.name === b.name && a.lat === b.lat}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason === "reset") return;
        setInput(text);
        if (reason === "clear" || (value && text !== value.name)) onChange(null);
      }}
      onChange={(_e, option) => {
        onChange(option ? { name: option.name, lat: option.lat, lng: option.lng, description: option.description, city: option.city, state: option.state, country: option.country } : null);
        setInput(option?.name ?? "");
      }}
      noOptionsText={input.trim().length < 2 ? TEXTS[scope].tooShort : failed ? "The city list could not be loaded. Check your connection and try again." : TEXTS[scope].none}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <div>
              <Typography>{option.name}</Typography>
              {option.description !== option.name ? (
                <Typography variant="body2" color="text.secondary">
                  {option.description}
                </Typography>
              ) : null}
            </div>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-label="Searching cities" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
