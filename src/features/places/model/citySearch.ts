/** A place picked from the city autocomplete (spec §3 defaultCity / activity subscription address). */
export interface CityOption {
  /** "Austin, TX" */
  name: string;
  /** Longer text shown under the name, e.g. "Austin, Texas, USA". */
  description: string;
  lat: number;
  lng: number;
  state: string;
}

export type CityRow = [name: string, state: string, lat: number, lng: number];

export const US_STATES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois",
  IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana",
  NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York",
  NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania",
  RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
  PR: "Puerto Rico",
};

/** Lower case, no accents, "saint" written "st", single spaces. */
export function normalizeCityText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.']/g, "")
    .replace(/\bsaint\b/g, "st")
    .replace(/\bfort\b/g, "ft")
    .replace(/\s+/g, " ")
    .trim();
}

/** The bucket (first letter) whose file holds the cities that can match this query. */
export function bucketFor(query: string): string {
  // Bucket by the source name's first letter; "St"/"Saint" and "Ft"/"Fort" share theirs.
  const first = query.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase().charAt(0);
  return /[a-z]/.test(first) ? first : "_";
}

/** Splits "austin, tx" or "austin tx" into the city part and a state code, when the tail is a state. */
function splitState(query: string): { city: string; state: string | null } {
  const q = normalizeCityText(query.replace(/,/g, " "));
  const parts = q.split(" ");
  const last = parts[parts.length - 1]?.toUpperCase() ?? "";
  if (parts.length > 1) {
    if (last.length === 2 && last in US_STATES) return { city: parts.slice(0, -1).join(" "), state: last };
    // State names of one or two words: "oregon", "new york", "north carolina".
    for (const words of [2, 1]) {
      if (parts.length <= words) continue;
      const tail = parts.slice(-words).join(" ");
      const byName = Object.entries(US_STATES).find(([, n]) => normalizeCityText(n) === tail);
      if (byName) return { city: parts.slice(0, -words).join(" "), state: byName[0] };
    }
  }
  return { city: q, state: null };
}

/**
 * Matches a query against cities sorted by population (largest first): names
 * that start with the query come first, then names containing it; a trailing
 * state ("austin tx", "portland, oregon") narrows the list.
 */
/** A query still typing "Saint"/"Fort" also looks for names stored as "St"/"Ft". */
function queryForms(city: string): string[] {
  const forms = [city];
  const [first = "", ...rest] = city.split(" ");
  const tail = rest.length > 0 ? ` ${rest.join(" ")}` : "";
  if (first.length >= 2 && "saint".startsWith(first)) forms.push(`st${tail}`);
  if (first.length >= 2 && "fort".startsWith(first)) forms.push(`ft${tail}`);
  return forms;
}

export function searchCities(rows: readonly CityRow[], query: string, limit = 8): CityOption[] {
  const { city, state } = splitState(query);
  if (city.length === 0) return [];
  const forms = queryForms(city);
  const starts: CityRow[] = [];
  const contains: CityRow[] = [];
  for (const row of rows) {
    if (state && row[1] !== state) continue;
    const name = normalizeCityText(row[0]);
    if (forms.some((f) => name.startsWith(f))) starts.push(row);
    else if (starts.length < limit && name.includes(city)) contains.push(row);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit).map(toOption);
}

export function toOption([name, state, lat, lng]: CityRow): CityOption {
  return { name: `${name}, ${state}`, description: `${name}, ${US_STATES[state] ?? state}, USA`, lat, lng, state };
}
