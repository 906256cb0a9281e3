import { z } from "zod";

/**
 * The players-near-a-place search (issue 11: Players Near You on the home
 * page, and Discover players): its input, as the callable `findPlayersNearby`
 * validates it and the app sends it, and what it answers.
 */
export const PLAYER_SEARCH_LIMITS = {
  radiusMiles: { min: 1, max: 50 },
  pageSize: { min: 1, max: 24 },
  /** An "available at" span: at most this long … */
  spanHours: 12,
  /** … starting at most this many days ahead (the availability model looks 62 days ahead at most). */
  daysAhead: 60,
  sport: 50,
  /** The cursor carries where each cell stands and up to 80 players found but not yet shown. */
  cursor: 12000,
} as const;

export const PLAYER_SEARCH_MESSAGES = {
  span: "The end must be after the start",
  spanLong: `Choose at most ${PLAYER_SEARCH_LIMITS.spanHours} hours`,
  spanWhen: `Choose a time from now to ${PLAYER_SEARCH_LIMITS.daysAhead} days ahead`,
  cursor: "That page of results is no longer valid: search again.",
} as const;

const HOUR_MS = 60 * 60 * 1000;

export const latLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict();

/** A span of time, epoch millis. */
export const spanSchema = z
  .object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative() })
  .strict()
  .refine((s) => s.end > s.start, PLAYER_SEARCH_MESSAGES.span)
  .refine((s) => s.end - s.start <= PLAYER_SEARCH_LIMITS.spanHours * HOUR_MS, PLAYER_SEARCH_MESSAGES.spanLong);

export const nearbyPlayersInput = z
  .object({
    center: latLngSchema,
    radiusMiles: z.number().min(PLAYER_SEARCH_LIMITS.radiusMiles.min).max(PLAYER_SEARCH_LIMITS.radiusMiles.max),
    /** Only players who list this sport. */
    sport: z.string().trim().min(1).max(PLAYER_SEARCH_LIMITS.sport).nullable().default(null),
    /** Only players free for this whole span (as far as their visibility settings let the caller know). */
    availableAt: spanSchema.nullable().default(null),
    pageSize: z.number().int().min(PLAYER_SEARCH_LIMITS.pageSize.min).max(PLAYER_SEARCH_LIMITS.pageSize.max).default(12),
    /** From the previous page's `next`; null for the first page. */
    cursor: z.string().max(PLAYER_SEARCH_LIMITS.cursor).nullable().default(null),
  })
  .strict();

export type NearbyPlayersInput = z.input<typeof nearbyPlayersInput>;
export type NearbyPlayersQuery = z.output<typeof nearbyPlayersInput>;

/** Whether a span starts in the window the search accepts (from an hour ago to daysAhead ahead). */
export function spanInWindow(span: { start: number }, now: number): boolean {
  return span.start >= now - HOUR_MS && span.start <= now + PLAYER_SEARCH_LIMITS.daysAhead * 24 * HOUR_MS;
}

export interface NearbyPlayer {
  uid: string;
  displayName: string;
  photoURL: string;
  cityName: string;
  sports: string[];
  /** Miles from the search's centre, to one decimal. */
  distanceMiles: number;
  /**
   * Whether they have free time this week (the availability model), or null
   * when their visibility settings do not let the caller see their
   * availability (or they never set any).
   */
  availableThisWeek: boolean | null;
}

export interface NearbyPlayersPage {
  /** Nearest first within the page. */
  players: NearbyPlayer[];
  /** Pass as `cursor` for the next page; null when there are no more. */
  next: string | null;
  /** Documents this page read (for the benchmark). */
  reads: number;
}
