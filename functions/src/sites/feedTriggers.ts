import { onDocumentUpdated, onDocumentWritten } from "firebase-functions/v2/firestore";
import { refreshTeamSiteFeeds, teamChangeShows, teamsTouchedByEvent } from "./feed";

/**
 * A published site carries its team's next games and roster (feed.ts), so
 * that a visitor reads one document. These keep it current: a team game
 * created, moved, renamed, cancelled or made private, or a change to the
 * team's name or roster, rebuilds the feeds of the sites that show the team.
 * Rebuilding is idempotent, so a trigger delivered twice does no harm.
 */
export const onTeamEventWrittenForSites = onDocumentWritten("events/{eventId}", async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  for (const teamId of teamsTouchedByEvent(before, after)) await refreshTeamSiteFeeds(teamId);
});

export const onTeamUpdatedForSites = onDocumentUpdated("teams/{teamId}", async (event) => {
  if (teamChangeShows(event.data?.before.data(), event.data?.after.data())) await refreshTeamSiteFeeds(event.params.teamId);
});
