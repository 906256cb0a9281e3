/**
 * Text search by normalised prefix tokens stored in the document and matched
 * with `array-contains` (DESIGN.md, Scale): one search interface that a
 * search extension (Typesense, Algolia) can replace in production.
 */
const MIN_PREFIX = 2;
const MAX_PREFIX = 12;
const MAX_TOKENS = 200;

/** Lower case, no accents, letters and digits only. */
export function normalizeWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** The words of a text, normalised, without empty ones. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[\s\-_/,.;:!?()&+'"]+/)
    .map(normalizeWord)
    .filter((w) => w.length > 0);
}

/** Every prefix (2 to 12 characters) of every word of the texts: what `array-contains` matches a typed word against. */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(wordsOf)) {
    for (let n = MIN_PREFIX; n <= Math.min(MAX_PREFIX, word.length); n += 1) tokens.add(word.slice(0, n));
    if (tokens.size >= MAX_TOKENS) break;
  }
  return [...tokens].slice(0, MAX_TOKENS);
}

/**
 * The token a query searches by: its longest word, cut to 12 characters (the
 * other words then filter the results in memory); null when nothing is searchable.
 */
export function queryToken(query: string): { token: string; words: string[] } | null {
  const words = wordsOf(query).filter((w) => w.length >= MIN_PREFIX);
  if (words.length === 0) return null;
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? "";
  return { token: longest.slice(0, MAX_PREFIX), words };
}

/** Whether a document's tokens contain every word of the query (as prefixes). */
export function matchesAll(tokens: readonly string[], words: readonly string[]): boolean {
  const set = new Set(tokens);
  return words.every((w) => set.has(w.slice(0, MAX_PREFIX)));
}

/*
 * What each searchable kind of document stores in its `searchTokens` field
 * (full search, functions/src/search). Whoever writes such a document (a
 * callable, a client repository the rules allow, the seed) stores
 * `searchTokens: <kind>SearchTokens(...)` from the document's own fields, and
 * writes it again whenever one of those fields changes. Events use
 * `searchTokens(title, gameType, place name, address, team name)`
 * (functions/src/events/eventDoc.ts).
 */

/** The first characters of a post's text that it is found by (its card shows the same). */
export const POST_TEXT_SEARCHED = 100;

/** teams/{id}: its name, game type and city. */
export function teamSearchTokens(team: { name: string; gameType?: string | null; cityName?: string | null }): string[] {
  return searchTokens(team.name, team.gameType ?? "", team.cityName ?? "");
}

/** publicProfiles/{uid}: the display name. */
export function playerSearchTokens(displayName: string): string[] {
  return searchTokens(displayName);
}

/** places/{id}: its name, street address, city and sports. */
export function placeSearchTokens(place: { name: string; address?: string | null; cityName?: string | null; sports?: readonly string[] | null }): string[] {
  return searchTokens(place.name, place.address ?? "", place.cityName ?? "", ...(place.sports ?? []));
}

/** posts/{id}: its title and the start of its text. */
export function postSearchTokens(title: string, text: string): string[] {
  return searchTokens(title, text.slice(0, POST_TEXT_SEARCHED));
}
