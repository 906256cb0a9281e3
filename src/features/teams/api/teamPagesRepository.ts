import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { ExternalTeam, Season, SeasonGroup, TeamNotification, TeamRole, TeamSession } from "@rallyhub/domain/teams/types";
import type { Team } from "../model/types";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { externalTeamSchema, rosterEntrySchema, seasonGroupSchema, seasonSchema, sessionSchema, teamNotificationSchema, teamSchema } from "@rallyhub/domain/stored/teams";
import { teamReadsSchema } from "@rallyhub/domain/stored/users";
import { TEAMS_MESSAGES } from "../messages";

// A team's own pages (the team page, its schedule, notifications, external
// teams, managers' lists): apart from teamsRepository.ts, which holds what a
// user's home reads (their teams, invitations, registrations, team games), so
// that the home's first screen does not download these.

/** The team whose website is served on this host (custom organiser domain or branded host). */
export async function getTeamByDomain(host: string): Promise<Team | null> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("domain", "==", host.toLowerCase()), limit(1)));
    const first = snap.docs[0];
    return first ? readDoc(teamSchema, first) : null;
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.teamLoad);
  }
}

/** The caller's own roster entry's role (null: none). Readable by the person themselves. */
export async function getMyRole(teamId: string, uid: string): Promise<TeamRole | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "teams", teamId, "roster", uid));
    return snap.exists() ? readDoc(rosterEntrySchema, snap).role : null;
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.teamLoad);
  }
}

/** A team's seasons, latest start first (bounded). */
export async function listSeasons(teamId: string, max = 12): Promise<Season[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams", teamId, "seasons"), orderBy("startDate", "desc"), limit(max)));
    return snap.docs.map((d) => readDoc(seasonSchema, d));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamSchedule);
  }
}

/** A team's season groups, by name (bounded). */
export async function listSeasonGroups(teamId: string, max = 10): Promise<SeasonGroup[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams", teamId, "seasonGroups"), orderBy("name"), limit(max)));
    return snap.docs.map((d) => readDoc(seasonGroupSchema, d));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamSchedule);
  }
}

/** Whether any season (shown or not) is filed under a group: such a group is not deleted. */
export async function groupHasSeasons(teamId: string, groupId: string): Promise<boolean> {
  const db = await getDb();
  try {
    return !(await getDocs(query(collection(db, "teams", teamId, "seasons"), where("groupId", "==", groupId), limit(1)))).empty;
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamScheduleSave);
  }
}

/** A team's sessions from a day on, soonest first (bounded). */
export async function listSessions(teamId: string, fromDay: string, max = 10): Promise<TeamSession[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams", teamId, "sessions"), where("day", ">=", fromDay), orderBy("day"), limit(max)));
    return snap.docs.map((d) => readDoc(sessionSchema, d));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamSchedule);
  }
}

export type ScheduleKind = "seasons" | "seasonGroups" | "sessions";

/** Managers write the schedule directly (the rules check who and what). */
export async function saveScheduleItem(teamId: string, kind: ScheduleKind, id: string | null, data: Record<string, unknown>): Promise<string> {
  const db = await getDb();
  try {
    const ref = id ? doc(db, "teams", teamId, kind, id) : doc(collection(db, "teams", teamId, kind));
    await setDoc(ref, { ...data, updatedAt: Date.now() });
    return ref.id;
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamScheduleSave);
  }
}

export async function deleteScheduleItem(teamId: string, kind: ScheduleKind, id: string): Promise<void> {
  const db = await getDb();
  try {
    await deleteDoc(doc(db, "teams", teamId, kind, id));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamScheduleSave);
  }
}

/** Team notifications, newest first (members only). */
export async function listTeamNotifications(teamId: string, max = 20): Promise<TeamNotification[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams", teamId, "team-notifications"), orderBy("createdAt", "desc"), limit(max)));
    return snap.docs.map((d) => readDoc(teamNotificationSchema, d));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamNotifications);
  }
}

export async function listExternalTeams(teamId: string, max = 100): Promise<ExternalTeam[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams", teamId, "externalTeams"), orderBy("name"), limit(max)));
    return snap.docs.map((d) => readDoc(externalTeamSchema, d));
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.teamLoad);
  }
}

export async function saveExternalTeam(teamId: string, id: string | null, data: { name: string; contact: string; notes: string }): Promise<string> {
  const db = await getDb();
  try {
    const ref = id ? doc(db, "teams", teamId, "externalTeams", id) : doc(collection(db, "teams", teamId, "externalTeams"));
    await setDoc(ref, { ...data, updatedAt: Date.now() });
    return ref.id;
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamSave);
  }
}

export async function deleteExternalTeam(teamId: string, id: string): Promise<void> {
  const db = await getDb();
  try {
    await deleteDoc(doc(db, "teams", teamId, "externalTeams", id));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamSave);
  }
}

export async function register(uid: string, team: { id: string; name: string }, season: Season): Promise<void> {
  const db = await getDb();
  try {
    await setDoc(doc(db, "registrations", `${uid}_${team.id}_${season.id}`), {
      uid,
      teamId: team.id,
      teamName: team.name,
      season: { id: season.id, label: season.label, startDate: season.startDate, endDate: season.endDate },
      createdAt: Date.now(),
    });
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamScheduleSave);
  }
}

export async function unregister(uid: string, teamId: string, seasonId: string): Promise<void> {
  const db = await getDb();
  try {
    await deleteDoc(doc(db, "registrations", `${uid}_${teamId}_${seasonId}`));
  } catch (error) {
    throw toAppError(error, TEAMS_MESSAGES.failure.teamScheduleSave);
  }
}

/** When the user last read each team's notifications (one document for all their teams): epoch ms by team id. */
export async function getTeamReads(uid: string): Promise<Record<string, number>> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "users", uid, "teamReads", "all"));
    return readDoc(teamReadsSchema, snap);
  } catch (error) {
    // Unread counts are a nicety: without them every notification counts as read.
    console.warn("Team reads could not be loaded", error);
    return {};
  }
}

export async function markTeamRead(uid: string, teamId: string, at: number): Promise<void> {
  const db = await getDb();
  try {
    await setDoc(doc(db, "users", uid, "teamReads", "all"), { [teamId]: at }, { merge: true });
  } catch (error) {
    console.warn("Team read mark could not be saved", error);
  }
}

/** Teams a user manages (owner or manager), bounded. */
export async function listManagedTeams(uid: string, max = 100): Promise<Team[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("managerIds", "array-contains", uid), limit(max)));
    return snap.docs.map((d) => readDoc(teamSchema, d));
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.teamsLoad);
  }
}

/** An organization's teams (each may name its league), bounded. */
export async function listOrganizationTeams(organizationId: string, max = 200): Promise<Team[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("organizationId", "==", organizationId), limit(max)));
    return snap.docs.map((d) => readDoc(teamSchema, d));
  } catch (error) {
    // Spec §8: a team lookup failure returns an empty list.
    console.warn("Organization teams could not be loaded", error);
    return [];
  }
}
