/** A place picked from the city autocomplete (spec §3 defaultCity / activity subscription address). */
export interface CityOption {
  /** "Austin, TX"; outside the US "London, United Kingdom". */
  name: string;
  /** Longer text shown under the name, e.g. "Austin, Texas, USA". */
  description: string;
  lat: number;
  lng: number;
  /** US state code; empty outside the US. */
  state: string;
  /** The city's own name, "Austin". */
  city: string;
  /** ISO 3166 country code, "US". */
  country: string;
}

/** A city as a form holds it: picked from the list, so it always has coordinates. */
export interface CityValue {
  name: string;
  lat: number;
  lng: number;
  description?: string;
  /** The city's own name, state (US only) and country code, when picked from the list. */
  city?: string;
  state?: string;
  country?: string;
}

/** Where a city search looks: US cities (profile, activity subscriptions) or the whole world (travel). */
export type CityScope = "us" | "world";

/** One US city in the offline list, largest first. */
export type CityRow = [name: string, state: string, lat: number, lng: number];
/** One city of the worldwide list (largest first): the state only for US cities. */
export type WorldCityRow = [name: string, state: string, country: string, lat: number, lng: number];

export const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
};

/** Lower case, no accents, "saint" written "st", hyphens as spaces, single spaces. */
export function normalizeCityText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.']/g, "")
    .replace(/\bsaint\b/g, "st")
    .replace(/\bfort\b/g, "ft")
    .replace(/-/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The bucket (first letter) whose file holds the cities that can match this query. */
export function bucketFor(query: string): string {
  // Bucket by the source name's first letter; "St"/"Saint" and "Ft"/"Fort" share theirs.
  const first = query
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .charAt(0);
  return /[a-z]/.test(first) ? first : "_";
}

/** A US state code for a one- or two-word tail: "tx", "oregon", "new york". */
function stateOf(parts: string[]): { state: string; words: number } | null {
  const last = parts[parts.length - 1]?.toUpperCase() ?? "";
  if (parts.length > 1 && last.length === 2 && last in US_STATES) return { state: last, words: 1 };
  for (const words of [2, 1]) {
    if (parts.length <= words) continue;
    const tail = parts.slice(-words).join(" ");
    const byName = Object.entries(US_STATES).find(([, n]) => normalizeCityText(n) === tail);
    if (byName) return { state: byName[0], words };
  }
  return null;
}

/** Splits "austin, tx" or "austin tx" into the city part and a state code, when the tail is a state. */
function splitState(query: string): { city: string; state: string | null } {
  const parts = normalizeCityText(query.replace(/,/g, " ")).split(" ");
  const found = stateOf(parts);
  return found ? { city: parts.slice(0, -found.words).join(" "), state: found.state } : { city: parts.join(" "), state: null };
}

let regionNames: Intl.DisplayNames | null | undefined;

/** "GB" → "United Kingdom"; the US is "USA", as in the US list's descriptions. */
export function countryName(code: string): string {
  if (code === "US") return "USA";
  regionNames ??= typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const normalizedNames = new Map<string, string>();
function normalizedCountryName(code: string): string {
  let name = normalizedNames.get(code);
  if (name === undefined) {
    name = normalizeCityText(countryName(code));
    normalizedNames.set(code, name);
  }
  return name;
}

/** Short names people type for a country that its ISO code and English name do not cover. */
const COUNTRY_ALIASES: Record<string, string> = { uk: "GB", england: "GB", scotland: "GB", wales: "GB", usa: "US", "united states": "US", america: "US", holland: "NL" };

/** A country code for a one- to three-word tail: "france", "uk", "new zealand", "de". */
function countryOf(parts: string[], countries: ReadonlySet<string>): { country: string; words: number } | null {
  for (const words of [3, 2, 1]) {
    if (parts.length <= words) continue;
    const tail = parts.slice(-words).join(" ");
    const alias = COUNTRY_ALIASES[tail];
    if (alias) return { country: alias, words };
    if (words === 1 && tail.length === 2 && countries.has(tail.toUpperCase())) return { country: tail.toUpperCase(), words };
    for (const code of countries) {
      if (normalizedCountryName(code) === tail) return { country: code, words };
    }
  }
  return null;
}

/** A query still typing "Saint"/"Fort" also looks for names stored as "St"/"Ft". */
function queryForms(city: string): string[] {
  const forms = [city];
  const [first = "", ...rest] = city.split(" ");
  const tail = rest.length > 0 ? ` ${rest.join(" ")}` : "";
  if (first.length >= 2 && "saint".startsWith(first)) forms.push(`st${tail}`);
  if (first.length >= 2 && "fort".startsWith(first)) forms.push(`ft${tail}`);
  return forms;
}

/**
 * Rows (sorted by population, largest first) whose name matches the city part
 * of a query: names that start with it come first, then names containing it.
 */
function matchRows<R>(rows: readonly R[], city: string, nameOf: (row: R) => string, keep: (row: R) => boolean, limit: number): R[] {
  if (city.length === 0) return [];
  const forms = queryForms(city);
  const starts: R[] = [];
  const contains: R[] = [];
  for (const row of rows) {
    if (!keep(row)) continue;
    const name = normalizeCityText(nameOf(row));
    if (forms.some((f) => name.startsWith(f))) starts.push(row);
    else if (starts.length < limit && name.includes(city)) contains.push(row);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

/**
 * Matches a query against US cities sorted by population (largest first); a
 * trailing state ("austin tx", "portland, oregon") narrows the list.
 */
export function searchCities(rows: readonly CityRow[], query: string, limit = 8): CityOption[] {
  const { city, state } = splitState(query);
  return matchRows(
    rows,
    city,
    (r) => r[0],
    (r) => !state || r[1] === state,
    limit,
  ).map(toOption);
}

/**
 * Matches a query against the worldwide list; a trailing country ("paris,
 * france", "london uk") or US state ("portland or") narrows it.
 */
export function searchWorldCities(rows: readonly WorldCityRow[], query: string, limit = 8): CityOption[] {
  const parts = normalizeCityText(query.replace(/,/g, " ")).split(" ");
  const name = (words: number) => parts.slice(0, parts.length - words).join(" ");
  const state = stateOf(parts);
  if (state) {
    const found = matchRows(
      rows,
      name(state.words),
      (r) => r[0],
      (r) => r[2] === "US" && r[1] === state.state,
      limit,
    );
    // "london ca", "berlin de": a state code that finds nothing may be a country code.
    if (found.length > 0) return found.map(toWorldOption);
  }
  const country = countryOf(parts, new Set(rows.map((r) => r[2])));
  if (country)
    return matchRows(
      rows,
      name(country.words),
      (r) => r[0],
      (r) => r[2] === country.country,
      limit,
    ).map(toWorldOption);
  return matchRows(
    rows,
    name(0),
    (r) => r[0],
    () => true,
    limit,
  ).map(toWorldOption);
}

export function toOption([name, state, lat, lng]: CityRow): CityOption {
  return { name: `${name}, ${state}`, description: `${name}, ${US_STATES[state] ?? state}, USA`, lat, lng, state, city: name, country: "US" };
}

export function toWorldOption([name, state, country, lat, lng]: WorldCityRow): CityOption {
  if (country === "US") return toOption([name, state, lat, lng]);
  const label = `${name}, ${countryName(country)}`;
  return { name: label, description: label, lat, lng, state: "", city: name, country };
}
