import { TEAM_LIMITS } from "@rallyhub/domain/teams/schema";
import { listOf, number, readData } from "@rallyhub/domain/stored/fields";
import { rosterEntrySchema } from "@rallyhub/domain/stored/teams";
import type { RosterEntry, RosterPreviewEntry, RosterRow } from "@rallyhub/domain/teams/types";

/**
 * The pure part of the team callables: who counts as a member, the order of
 * the public roster preview, what a viewer sees of a roster entry, and the
 * team notifications' recent times.
 */

export const ACTIVE_ROLES = ["owner", "manager", "player"] as const;
export type ActiveRole = (typeof ACTIVE_ROLES)[number];

/** Owner, manager and player are on the team; pending (invited) and requested (asked to join) are not yet. */
export function isActiveRole(role: unknown): role is ActiveRole {
  return role === "owner" || role === "manager" || role === "player";
}

const RANK: Record<ActiveRole, number> = { owner: 0, manager: 1, player: 2 };

/** Preview order: the owner, then managers, then players, each by the time they joined (then by id, for a stable order). */
export function comparePreview(a: Pick<RosterEntry, "id" | "role" | "joinedAt">, b: Pick<RosterEntry, "id" | "role" | "joinedAt">): number {
  const ra = isActiveRole(a.role) ? RANK[a.role] : 9;
  const rb = isActiveRole(b.role) ? RANK[b.role] : 9;
  if (ra !== rb) return ra - rb;
  const ja = a.joinedAt ?? Number.MAX_SAFE_INTEGER;
  const jb = b.joinedAt ?? Number.MAX_SAFE_INTEGER;
  if (ja !== jb) return ja - jb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The team page's preview from a set of roster entries (which must include
 * every entry that can be among the first TEAM_LIMITS.rosterPreview), after
 * removing `removed` ids and putting `changed` entries in.
 */
export function previewOf(known: RosterEntry[], changed: RosterEntry[] = [], removed: string[] = []): RosterPreviewEntry[] {
  const byId = new Map<string, RosterEntry>();
  for (const entry of known) byId.set(entry.id, entry);
  for (const id of removed) byId.delete(id);
  for (const entry of changed) byId.set(entry.id, entry);
  return [...byId.values()]
    .filter((e) => e.uid !== null && isActiveRole(e.role))
    .sort(comparePreview)
    .slice(0, TEAM_LIMITS.rosterPreview)
    .map((e) => ({ uid: e.uid ?? e.id, displayName: e.displayName, photoURL: e.photoURL, role: e.role as ActiveRole }));
}

/** A stored roster entry, read defensively through rosterEntrySchema (older documents may lack fields); null when there is none. */
export function entryFrom(id: string, data: Record<string, unknown> | undefined): RosterEntry | null {
  return data ? readData(rosterEntrySchema, id, data) : null;
}

/** How a person is named in a message: their name, else their e-mail. */
export function nameOfEntry(entry: Pick<RosterEntry, "displayName" | "email">): string {
  return entry.displayName || entry.email || "This player";
}

export interface Viewer {
  uid: string;
  isManager: boolean;
  isMember: boolean;
}

/**
 * What a viewer sees of one entry (getTeamRoster): names for everyone;
 * e-mails only to members and managers (and a person's own); pending and
 * requested entries only to managers and the person themself (null: hidden).
 */
export function rowFor(entry: RosterEntry, viewer: Viewer): RosterRow | null {
  const own = entry.uid !== null && entry.uid === viewer.uid;
  if (!isActiveRole(entry.role) && !viewer.isManager && !own) return null;
  return {
    id: entry.id,
    uid: entry.uid,
    displayName: entry.displayName,
    photoURL: entry.photoURL,
    role: entry.role,
    email: viewer.isManager || viewer.isMember || own ? entry.email || null : null,
    joinedAt: entry.joinedAt,
  };
}

/** How many team notification times the team document keeps (the newest). */
export const NOTIFICATION_TIMES_KEPT = 20;

/** The team document's notificationTimes after a notification created at `at`: the newest 20, oldest first. */
export function nextNotificationTimes(current: unknown, at: number): number[] {
  const list = listOf(number)(current);
  return [...list, at].sort((a, b) => a - b).slice(-NOTIFICATION_TIMES_KEPT);
}
