import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, Timestamp, where, type DocumentData, type QueryConstraint } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { ExternalTeam, Season, SeasonGroup, TeamNotification, TeamRole, TeamSession } from "@rallyhub/domain/teams/types";
import type { Team } from "../model/types";
import { millisOf, readDoc, text } from "@rallyhub/domain/stored/fields";
import { externalTeamSchema, rosterEntrySchema, seasonGroupSchema, seasonSchema, sessionSchema, teamNotificationSchema, teamSchema } from "@rallyhub/domain/stored/teams";
import { teamReadsSchema } from "@rallyhub/domain/stored/users";
import type { TeamGame } from "../model/schedule";
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

/** A stored text field, "" when missing or not text. */
const str = text();

/** A game as the schedule shows it, from an event or from the copy an RSVP keeps of its game (joinerCopiesOf). */
function gameOf(id: string, d: DocumentData, locationName: string): TeamGame {
  return { id, teamId: str(d.hostingTeam), title: str(d.title), dateStart: millisOf(d.dateStart) ?? 0, dateEnd: millisOf(d.dateEnd), timeZone: str(d.timeZone), location: locationName };
}

/** One source of teams' games; a failure leaves it out (spec §8: a failed event load gives an empty result). */
async function gamesFrom(read: () => Promise<TeamGame[]>): Promise<TeamGame[]> {
  try {
    return await read();
  } catch (error) {
    console.warn("Team games could not be loaded", error);
    return [];
  }
}

/** Ids in groups of `size` (an `in` filter's values). */
function groupsOf(ids: readonly string[], size: number): string[][] {
  const unique = [...new Set(ids.filter(Boolean))];
  return Array.from({ length: Math.ceil(unique.length / size) }, (_, i) => unique.slice(i * size, (i + 1) * size));
}

const ACTIVE_RSVPS = ["going", "maybe", "waitlist", "pending"];

export interface TeamGamesQuery {
  teamIds: readonly string[];
  /** Who looks (null: signed out, the public games alone). */
  uid: string | null;
  /** The teams among them the viewer manages: only managers create a team's games (saveEvent). */
  managedIds: readonly string[];
  /** From when (epoch ms). */
  now: number;
  /**
   * A number: at most this many games in all, the soonest (each query reads at
   * most as many). "each": the next game of every team (My Communities), with
   * as few reads as that takes: see listTeamGames.
   */
  max: number | "each";
}

/** The soonest first, each game once. */
function soonestOnce(games: readonly TeamGame[]): TeamGame[] {
  const byId = new Map<string, TeamGame>();
  for (const game of games) if (game.id && !byId.has(game.id)) byId.set(game.id, game);
  return [...byId.values()].sort((a, b) => a.dateStart - b.dateStart || (a.id < b.id ? -1 : 1));
}

/**
 * Teams' games from `now` on that the viewer can see, soonest first (issue 31),
 * from where Home finds them, each an indexed query bounded by what it asks:
 * the teams' public games; for a signed-in viewer, the games of the teams they
 * answered (their RSVPs keep a copy of the game, so a private practice they are
 * going to is read without reading the game); and the games they created for
 * the teams they manage. A private game the viewer neither answered nor created
 * stays hidden, as the rules keep it (canSeeEvent).
 *
 * With `max: "each"` (the next game of every team): one public query a team
 * (1 read), and the viewer's answered and created games of all the teams
 * together, as many as there are teams; when such a query comes back full, a
 * team whose next game it may have left out (none known before its last one) is
 * asked again on its own.
 */
export async function listTeamGames({ teamIds, uid, managedIds, now, max }: TeamGamesQuery): Promise<TeamGame[]> {
  if (max === 0 || teamIds.length === 0) return [];
  const db = await getDb();
  const upcoming = (ids: string[], n: number): QueryConstraint[] => [
    where("hostingTeam", "in", ids),
    where("cancelled", "==", false),
    where("dateStart", ">=", Timestamp.fromMillis(now)),
    orderBy("dateStart"),
    limit(n),
  ];
  type Source = (ids: string[], n: number) => Promise<TeamGame[]>;
  const events =
    (mine: QueryConstraint): Source =>
    (ids, n) =>
      gamesFrom(async () =>
        (await getDocs(query(collection(db, "events"), mine, ...upcoming(ids, n)))).docs.map((d) => gameOf(d.id, d.data(), str((d.get("location") as { name?: unknown } | undefined)?.name))),
      );
  const publicGames = events(where("isPrivate", "==", false));
  // With the statuses' `in`, a query holds at most 30 combinations of values: 7 teams a query.
  const answered: Source = (ids, n) =>
    gamesFrom(async () =>
      (await getDocs(query(collectionGroup(db, "joiners"), where("uid", "==", uid), where("rsvpStatus", "in", ACTIVE_RSVPS), ...upcoming(ids, n)))).docs.map((d) =>
        gameOf(d.ref.parent.parent?.id ?? "", d.data(), str(d.get("locationName"))),
      ),
    );
  const created = events(where("creatorId", "==", uid));
  const mine: Array<[Source, string[]]> = uid
    ? [...groupsOf(teamIds, 7).map((ids): [Source, string[]] => [answered, ids]), ...groupsOf(managedIds, 30).map((ids): [Source, string[]] => [created, ids])]
    : [];

  if (max !== "each") {
    const read = await Promise.all([...groupsOf(teamIds, 30).map((ids) => publicGames(ids, max)), ...mine.map(([source, ids]) => source(ids, max))]);
    return soonestOnce(read.flat()).slice(0, max);
  }

  const [publicNext, together] = await Promise.all([
    Promise.all(groupsOf(teamIds, 1).map((ids) => publicGames(ids, 1))),
    Promise.all(mine.map(async ([source, ids]) => ({ source, ids, games: await source(ids, ids.length) }))),
  ]);
  const found = [...publicNext.flat(), ...together.flatMap((t) => t.games)];
  const known = new Map<string, number>();
  for (const game of found) known.set(game.teamId, Math.min(known.get(game.teamId) ?? Number.POSITIVE_INFINITY, game.dateStart));
  const again = together.flatMap(({ source, ids, games }) => {
    const last = games.length >= ids.length ? games[games.length - 1] : undefined;
    return last ? ids.filter((id) => (known.get(id) ?? Number.POSITIVE_INFINITY) > last.dateStart).map((id) => source([id], 1)) : [];
  });
  return soonestOnce([...found, ...(await Promise.all(again)).flat()]);
}
