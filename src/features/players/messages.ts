import { PLAYER_SEARCH_LIMITS } from "@rallyhub/domain/players/search";

/** The players pages' own copy (web only). Kept in the feature, so it loads with its pages. */
export const PLAYERS_MESSAGES = {
  /** What the players pages say when a search fails (ours: the spec gives none). */
  failure: {
    nearbyLoad: "Players near you could not be loaded. Check your connection and try again.",
    searchLoad: "Players could not be loaded. Check your connection and try again.",
  },
  filter: {
    city: "Choose a city from the list",
    day: "Choose a date",
    time: "Choose a time",
    past: "Choose a time from now on",
    farAhead: `Choose a date within the next ${PLAYER_SEARCH_LIMITS.daysAhead} days`,
  },
} as const;
