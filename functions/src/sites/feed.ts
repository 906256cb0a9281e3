import { Timestamp } from "firebase-admin/firestore";
import { db } from "../admin";
import { SITE_LIMITS, type SiteFeed } from "../shared/sites/model";
import { millisFrom } from "../shared/sites/stored";

const text = (v: unknown): string => (typeof v === "string" ? v : "");

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
  const preview = team.get("rosterPreview") as unknown;
  const roster = Array.isArray(preview)
    ? preview.map((r) => (r && typeof r === "object" ? (r as Record<string, unknown>) : {})).map((r) => ({ displayName: text(r.displayName) || "Player", role: text(r.role) || "player" }))
    : [];
  const count = team.get("memberCount") as unknown;
  return {
    teamName: text(team.get("name")) || "Team",
    events: events.docs.map((d) => {
      const location = d.get("location") as unknown;
      const name = location && typeof location === "object" ? text((location as Record<string, unknown>).name) : text(location);
      return { id: d.id, title: text(d.get("title")) || "Game", dateStart: millisFrom(d.get("dateStart")) ?? 0, location: name };
    }),
    roster,
    memberCount: typeof count === "number" ? count : roster.length,
    updatedAt: now,
  };
}
