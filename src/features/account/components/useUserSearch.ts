import { useEffect, useState } from "react";
import { searchUser, type FoundUser } from "../api/accountCallables";
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from "../model/family";

export type UserSearchState =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "found"; user: FoundUser }
  | { kind: "none" }
  | { kind: "failed" };

/**
 * Spec §5: search starts at 3 or more characters after a 300 ms debounce; the
 * server searches by e-mail when the query looks like one, otherwise by uid.
 */
export function useUserSearch(query: string): UserSearchState {
  const [result, setResult] = useState<{ query: string; state: UserSearchState }>({ query: "", state: { kind: "idle" } });
  const q = query.trim();
  const active = q.length >= MIN_SEARCH_LENGTH;
  useEffect(() => {
    if (!active) return;
    let live = true;
    const timer = setTimeout(() => {
      searchUser(q)
        .then((user) => live && setResult({ query: q, state: user ? { kind: "found", user } : { kind: "none" } }))
        .catch(() => live && setResult({ query: q, state: { kind: "failed" } }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, q]);
  if (!active) return { kind: "idle" };
  return result.query === q ? result.state : { kind: "searching" };
}
