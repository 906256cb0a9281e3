import { useDebouncedValue } from "@/lib/useDebouncedValue";
import type { FoundUser } from "../api/accountCallables";
import { useSearchUserQuery } from "../api/accountApi";
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from "../model/family";

export type UserSearchState = { kind: "idle" } | { kind: "searching" } | { kind: "found"; user: FoundUser } | { kind: "none" } | { kind: "failed" };

/**
 * Spec §5: search starts at 3 or more characters after a 300 ms debounce; the
 * server searches by e-mail when the query looks like one, otherwise by uid.
 */
export function useUserSearch(query: string): UserSearchState {
  const q = query.trim();
  const settled = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const result = useSearchUserQuery(settled, { skip: settled.length < MIN_SEARCH_LENGTH });
  if (q.length < MIN_SEARCH_LENGTH) return { kind: "idle" };
  if (settled !== q || result.isFetching || result.isUninitialized) return { kind: "searching" };
  if (result.isError) return { kind: "failed" };
  return result.data ? { kind: "found", user: result.data } : { kind: "none" };
}
