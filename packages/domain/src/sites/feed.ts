import type { SiteFeed } from "./basics";

/** What a site's feed takes from its team: its name, roster preview and member count. */
export interface FeedTeam {
  name: string;
  rosterPreview: ReadonlyArray<{ displayName: string; role: string }>;
  memberCount: number;
}

/** A game as a site's feed lists it: its times (end and venue's zone too, for its one time) and venue's name. */
export type FeedGame = SiteFeed["events"][number];

/**
 * A site's team part, as publishSite copies it into the site and the Functions refresh it
 * (functions/src/sites/feed.ts), and as the seed writes it: the games given (the team's next
 * public ones, soonest first, at most SITE_LIMITS.feedEvents) and the team's public roster preview.
 */
export function siteFeed(team: FeedTeam, games: readonly FeedGame[], now: number): SiteFeed {
  return {
    teamName: team.name || "Team",
    events: games.map((g) => ({ ...g, title: g.title || "Game" })),
    roster: team.rosterPreview.map((r) => ({ displayName: r.displayName, role: r.role })),
    memberCount: team.memberCount,
    updatedAt: now,
  };
}
