import { z } from "zod";
import { postPath } from "../posts/categories";

/**
 * Full search (the full-search route, issue 13): one search box across events,
 * teams, players, places and posts, answered by the `search` callable through
 * one search interface (functions/src/search/backend.ts), so that a search
 * extension (Typesense, Algolia) can replace the Firestore prefix tokens in
 * production (DESIGN.md, Scale).
 */
export const SEARCH_KINDS = ["events", "teams", "players", "places", "posts"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  events: "Events",
  teams: "Teams",
  players: "Players",
  places: "Places",
  posts: "Posts",
};

export const SEARCH_LIMITS = {
  /** Spec §9: minimum search length 3 characters. */
  query: { min: 3, max: 80 },
  /** Results per kind in one answer, at most. */
  perKind: { max: 10, firstPage: 5, more: 10 },
  cursor: 400,
} as const;

/** Spec §9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export const SEARCH_MESSAGES = {
  short: `Type at least ${SEARCH_LIMITS.query.min} characters`,
  long: `Use at most ${SEARCH_LIMITS.query.max} characters`,
  noWords: "Search with letters or digits",
  cursor: "That page of results is no longer valid: search again.",
  failed: "Search failed. Please try again.",
} as const;

const cursorSchema = z.string().min(1).max(SEARCH_LIMITS.cursor);

export const searchInput = z
  .object({
    q: z.string().trim().min(SEARCH_LIMITS.query.min, SEARCH_MESSAGES.short).max(SEARCH_LIMITS.query.max, SEARCH_MESSAGES.long),
    /** Which kinds to search (all when absent), each once. */
    kinds: z
      .array(z.enum(SEARCH_KINDS))
      .min(1)
      .max(SEARCH_KINDS.length)
      .refine((k) => new Set(k).size === k.length, "Name each kind once")
      .optional(),
    /** Where each kind's next page starts: the `next` of its previous page. */
    cursors: z.object({ events: cursorSchema, teams: cursorSchema, players: cursorSchema, places: cursorSchema, posts: cursorSchema }).partial().strict().optional(),
    /** Results per kind (default 5). */
    limit: z.number().int().min(1).max(SEARCH_LIMITS.perKind.max).optional(),
  })
  .strict();

export type SearchInput = z.input<typeof searchInput>;

/** One result, the same shape for every kind (a search extension maps its records to it). */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  /** One line under the title: where and what, the city, the category… */
  subtitle: string;
  /** The page it opens in the app. */
  path: string;
  photoURL: string;
  /**
   * A game's time (events): the app shows it before the subtitle as the game's one time for
   * whoever searched (packages/domain/src/time/gameTime.ts), so the subtitle leaves it out.
   */
  when?: { dateStart: number; dateEnd: number | null; timeZone: string };
  /**
   * A game's card (events): its sport, its place, and its spots (`capacity` null for no limit,
   * `going` the players going with their guests), so a hit looks as it does on discover.
   */
  game?: { sport: string; venue: string; capacity: number | null; going: number; waitlist: boolean; waitlistCount: number };
}

export interface SearchKindResult {
  hits: SearchHit[];
  /** Pass as this kind's cursor for more; null when there are no more. */
  next: string | null;
  /** Set when the caller may not search this kind: players are for signed-in users only. */
  restricted?: "signIn";
}

export interface SearchResult {
  results: Partial<Record<SearchKind, SearchKindResult>>;
}

/** The app's page of each kind of result. */
export const searchPaths = {
  events: (id: string) => `/event/${id}`,
  teams: (id: string) => `/team/${id}`,
  players: (uid: string) => `/profile/${uid}`,
  places: (id: string) => `/places/view/${id}`,
  posts: (id: string, category: string, subCategory: string) => postPath({ id, category, subCategory }),
} as const;
