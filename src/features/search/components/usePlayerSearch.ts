import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { SEARCH_DEBOUNCE_MS, type SearchHit } from "@rallyhub/domain/search/search";
import { useSearchQuery } from "../api/searchApi";
import { isSearchable, normalizeQuery } from "../model/query";

export type PlayerSearchState = { kind: "idle" } | { kind: "searching" } | { kind: "found"; players: SearchHit[] } | { kind: "failed" };

/**
 * Players by name through full search (the user lists' picker): from 3
 * characters, 300 ms after the last keystroke (spec §9); blocks and
 * searchable profiles are the server's.
 */
export function usePlayerSearch(input: string, limit = 5): PlayerSearchState {
  const q = normalizeQuery(input);
  const settled = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const result = useSearchQuery({ q: settled, kinds: ["players"], limit }, { skip: !isSearchable(settled) });
  if (!isSearchable(q)) return { kind: "idle" };
  if (settled !== q || result.isFetching || result.isUninitialized) return { kind: "searching" };
  if (result.isError) return { kind: "failed" };
  return { kind: "found", players: result.data?.results.players?.hits ?? [] };
}
