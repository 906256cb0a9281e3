import { collection, collectionGroup, doc, documentId, getCountFromServer, getDoc, getDocs, limit, orderBy, query, Timestamp, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { Registration, TeamRole } from "@rallyhub/domain/teams/types";
import type { Team } from "../model/types";
import { eventSchema } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { registrationSchema, rosterEntrySchema, teamSchema } from "@rallyhub/domain/stored/teams";
import { TEAMS_MESSAGES } from "../messages";

// What a user's home and communities read: their teams, invitations,
// registrations and their teams' games (myTeamsApi). A team's own pages read
// through teamPagesRepository.ts, which the home's first screen does not load.

export async function getTeam(id: string): Promise<Team | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "teams", id));
    return snap.exists() ? readDoc(teamSchema, snap) : null;
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.teamLoad);
  }
}

/** Teams a user belongs to (their communities; server-written membership), bounded. */
export async function listTeamsForUser(uid: string, max = 100): Promise<Team[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("memberIds", "array-contains", uid), limit(max)));
    return snap.docs.map((d) => readDoc(teamSchema, d));
  } catch (error) {
    // Spec §8: a team lookup failure returns an empty list.
    console.warn("Teams could not be loaded", error);
    return [];
  }
}

export interface TeamInvitation {
  teamId: string;
  role: Extract<TeamRole, "pending" | "requested">;
  invitedBy: string | null;
  invitedAt: number | null;
  team: Team | null;
}

/** The user's open invitations (role 'pending') and join requests ('requested'), with their teams: one read per entry and one per team. */
export async function listInvitations(uid: string, max = 50): Promise<TeamInvitation[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collectionGroup(db, "roster"), where("uid", "==", uid), where("role", "in", ["pending", "requested"]), limit(max)));
    const entries = snap.docs.map((d) => {
      const entry = readDoc(rosterEntrySchema, d);
      return { teamId: d.ref.parent.parent?.id ?? "", role: entry.role === "requested" ? ("requested" as const) : ("pending" as const), invitedBy: entry.invitedBy, invitedAt: entry.invitedAt };
    });
    const teams = await teamsByIds(entries.map((e) => e.teamId));
    return entries.filter((e) => e.teamId).map((e) => ({ ...e, team: teams.get(e.teamId) ?? null }));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.invitationsLoad);
  }
}

/** How many teams invited the user and wait for their answer: one count (one read), no team read (the home's Action Center). */
export async function countPendingInvitations(uid: string): Promise<number> {
  const db = await getDb();
  try {
    const snap = await getCountFromServer(query(collectionGroup(db, "roster"), where("uid", "==", uid), where("role", "==", "pending")));
    return snap.data().count;
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.invitationsLoad);
  }
}

/** Teams by id, 30 per query (one read per team). */
export async function teamsByIds(ids: string[]): Promise<Map<string, Team>> {
  const db = await getDb();
  const unique = [...new Set(ids.filter(Boolean))];
  const out = new Map<string, Team>();
  for (let i = 0; i < unique.length; i += 30) {
    const snap = await getDocs(query(collection(db, "teams"), where(documentId(), "in", unique.slice(i, i + 30))));
    for (const d of snap.docs) out.set(d.id, readDoc(teamSchema, d));
  }
  return out;
}

export interface TeamEventSummary {
  id: string;
  title: string;
  dateStart: number;
  /** Its end and venue's zone, for the game's one time (src/lib/gameTime.ts). */
  dateEnd: number | null;
  timeZone: string;
  teamId: string;
  location: string;
}

/** Upcoming public games hosted by these teams, soonest first (one read per game shown). */
export async function listTeamEvents(teamIds: string[], now: number, max: number): Promise<TeamEventSummary[]> {
  const ids = [...new Set(teamIds)].slice(0, 30);
  if (ids.length === 0 || max <= 0) return [];
  const db = await getDb();
  try {
    const snap = await getDocs(
      query(
        collection(db, "events"),
        where("hostingTeam", "in", ids),
        where("isPrivate", "==", false),
        where("cancelled", "==", false),
        where("dateStart", ">=", Timestamp.fromMillis(now)),
        orderBy("dateStart"),
        limit(max),
      ),
    );
    return snap.docs.map((d) => {
      const event = readDoc(eventSchema, d);
      return { id: event.id, title: event.title, dateStart: event.dateStart, dateEnd: event.dateEnd, timeZone: event.timeZone, teamId: event.hostingTeam ?? "", location: event.location.name };
    });
  } catch (error) {
    // Spec §8: a failed event info load gives an empty result silently.
    console.warn("Team games could not be loaded", error);
    return [];
  }
}

/** A player's registrations (team plus season), for the player card on home; on one team when teamId is given. */
export async function listRegistrations(uid: string, teamId: string | null = null, max = 50): Promise<Registration[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "registrations"), where("uid", "==", uid), ...(teamId ? [where("teamId", "==", teamId)] : []), limit(max)));
    return snap.docs.map((d) => ({ ...readDoc(registrationSchema, d), uid }));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamSchedule);
  }
}
