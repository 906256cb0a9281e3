/** What the players pages say when a search fails (ours: the spec gives none). Kept in the feature, so it loads with its pages. */
export const PLAYER_FAILURE = {
  nearbyLoad: "Players near you could not be loaded. Check your connection and try again.",
  searchLoad: "Players could not be loaded. Check your connection and try again.",
} as const;
