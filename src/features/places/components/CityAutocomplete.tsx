import { useEffect, useMemo, useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import CircularProgress from "@mui/material/CircularProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { getCitySearch } from "../api/citySearchService";
import type { CityOption } from "../model/citySearch";

export const SEARCH_DEBOUNCE_MS = 300;

export interface CityValue {
  name: string;
  lat: number;
  lng: number;
  description?: string;
}

export interface CityAutocompleteProps {
  label: string;
  value: CityValue | null;
  onChange: (value: CityValue | null) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  name?: string;
}

/**
 * US-only city autocomplete (spec §2.7 "Go-To Area to Play"). A value counts
 * only when picked from the list, so it always has coordinates.
 */
export function CityAutocomplete({ label, value, onChange, onBlur, error, helperText, required, name }: CityAutocompleteProps) {
  const [input, setInput] = useState(value?.name ?? "");
  const [results, setResults] = useState<{ query: string; options: CityOption[]; failed: boolean }>({ query: "", options: [], failed: false });
  const query = input.trim();
  const active = query.length >= 2 && query !== value?.name;
  const loading = active && results.query !== query;
  const options = active && results.query === query ? results.options : [];
  const failed = active && results.query === query && results.failed;

  useEffect(() => {
    if (!active) return;
    let live = true;
    // Spec §9: search debounce 300 ms.
    const timer = setTimeout(() => {
      void getCitySearch()
        .then((search) => search.search(query))
        .then((found) => {
          if (live) setResults({ query, options: found, failed: false });
        })
        .catch(() => {
          if (live) setResults({ query, options: [], failed: true });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, query]);

  const selected = useMemo<CityOption | null>(
    () => (value ? { name: value.name, description: value.description ?? value.name, lat: value.lat, lng: value.lng, state: "" } : null),
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
        onChange(option ? { name: option.name, lat: option.lat, lng: option.lng, description: option.description } : null);
        setInput(option?.name ?? "");
      }}
      noOptionsText={input.trim().length < 2 ? "Type at least 2 letters of a US city" : failed ? "The city list could not be loaded. Check your connection and try again." : "No US city matches"}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <div>
              <Typography>{option.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {option.description}
              </Typography>
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
