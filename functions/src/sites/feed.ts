import { Timestamp } from "firebase-admin/firestore";
import { db } from "../admin";
import { SITE_LIMITS, type SiteFeed } from "@rallyhub/domain/sites/model";
import { siteFeed } from "@rallyhub/domain/sites/feed";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { websiteSchema } from "@rallyhub/domain/stored/sites";
import { websiteWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { storedEvent } from "../events/common";

/**
 * The team's part of a published site: its next public games and its public
 * roster preview (names and roles, as the team page shows anyone), copied
 * into the site's document when it is published, so that a visitor's page
 * reads one document however many blocks it has.
 */
export async function buildTeamFeed(teamId: string, now: number): Promise<SiteFeed | null> {
  const [team, events] = await Promise.all([
    db().doc(`teams/${teamId}`).get(),
    db()
      .collection("events")
      .where("hostingTeam", "==", teamId)
      .where("isPrivate", "==", false)
      .where("cancelled", "==", false)
      .where("dateStart", ">=", Timestamp.fromMillis(now))
      .orderBy("dateStart")
      .limit(SITE_LIMITS.feedEvents)
      .get(),
  ]);
  if (!team.exists) return null;
  const games = events.docs.map((d) => {
    const event = storedEvent(d);
    return { id: d.id, title: event.title, dateStart: event.dateStart, dateEnd: event.end, timeZone: event.timeZone, location: event.location.name };
  });
  return siteFeed(readDoc(teamServerSchema, team), games, now);
}

/** Most sites one team can be shown on whose feeds one change refreshes (a team has a site or two). */
export const FEED_SITES_MAX = 50;

/**
 * A team's games or roster changed: every published site that shows the team
 * (it has a feed) gets the team's part again, so a visitor still reads one
 * document and sees what is current. The team's feed is built once for all of
 * them. Returns how many sites were refreshed.
 */
export async function refreshTeamSiteFeeds(teamId: string, now = Date.now()): Promise<number> {
  const sites = await db().collection("websites").where("teamId", "==", teamId).limit(FEED_SITES_MAX).get();
  const showing = sites.docs.filter((d) => readDoc(websiteSchema, d).feed !== null);
  if (showing.length === 0) return 0;
  const feed = await buildTeamFeed(teamId, now);
  const batch = db().batch();
  for (const site of showing) batch.update(site.ref, writeFields(websiteWriteSchema, { feed }));
  await batch.commit();
  return showing.length;
}

/** The event fields a site's games list shows or filters on: a change to anything else (RSVPs) leaves the feeds alone. */
const FEED_EVENT_FIELDS = ["title", "dateStart", "dateEnd", "timeZone", "location", "isPrivate", "cancelled", "hostingTeam"] as const;
/** The team fields a site shows. */
const FEED_TEAM_FIELDS = ["name", "rosterPreview", "memberCount"] as const;

type Fields = Record<string, unknown> | undefined;

const changed = (before: Fields, after: Fields, keys: readonly string[]) => keys.some((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null));

/** The teams whose sites an event's change concerns: its hosting team before and after, when a shown field changed. */
export function teamsTouchedByEvent(before: Fields, after: Fields): string[] {
  if (!changed(before, after, FEED_EVENT_FIELDS)) return [];
  const teams = [before?.hostingTeam, after?.hostingTeam].filter((t): t is string => typeof t === "string" && t.length > 0);
  return [...new Set(teams)];
}

/** Whether a team's change shows on its sites. */
export function teamChangeShows(before: Fields, after: Fields): boolean {
  return after !== undefined && changed(before, after, FEED_TEAM_FIELDS);
}
