import { SEARCH_LIMITS } from "@rallyhub/domain/search/search";

/** The query as searched: trimmed, with inner spaces collapsed, at most 80 characters. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, SEARCH_LIMITS.query.max);
}

/** Spec §9: a search starts at 3 characters (and needs a letter or digit). */
export function isSearchable(q: string): boolean {
  return q.length >= SEARCH_LIMITS.query.min && /[\p{L}\p{N}]/u.test(q);
}
