import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import type { Notice } from "../notify/notify";
import { TEAM_LIMITS, TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import type { RosterEntry, RosterPreviewEntry } from "@rallyhub/domain/teams/types";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { entryFrom, previewOf } from "./rosterLogic";

export const teamRef = (teamId: string) => db().doc(`teams/${teamId}`);
export const rosterRef = (teamId: string, entryId: string) => db().doc(`teams/${teamId}/roster/${entryId}`);
export const userRef = (uid: string) => db().doc(`users/${uid}`);

/** The membership part of a stored team. */
export interface TeamState {
  id: string;
  name: string;
  creator: string;
  managerIds: string[];
  memberIds: string[];
}

export function teamStateOf(snap: DocumentSnapshot): TeamState {
  const team = readDoc(teamServerSchema, snap);
  return { id: snap.id, name: team.name || "Team", creator: team.creator ?? "", managerIds: team.managerIds, memberIds: team.memberIds };
}

/** Reads the team in a transaction; refuses with 'Team not found' when it is gone. */
export async function readTeam(tx: Transaction, teamId: string): Promise<TeamState> {
  const snap = await tx.get(teamRef(teamId));
  if (!snap.exists) throw new HttpsError("not-found", TEAM_MESSAGES.refusal.notFound);
  return teamStateOf(snap);
}

export function requireManager(team: TeamState, uid: string): void {
  if (!team.managerIds.includes(uid)) throw new HttpsError("permission-denied", TEAM_MESSAGES.refusal.notManager);
}

export function requireOwner(team: TeamState, uid: string): void {
  if (team.creator !== uid) throw new HttpsError("permission-denied", TEAM_MESSAGES.refusal.notOwner);
}

export async function readEntry(tx: Transaction, teamId: string, entryId: string): Promise<RosterEntry | null> {
  const snap = await tx.get(rosterRef(teamId, entryId));
  return snap.exists ? entryFrom(snap.id, snap.data()) : null;
}

/** What a roster entry copies of a user: their public name and photo and their e-mail. */
export interface Person {
  uid: string;
  displayName: string;
  photoURL: string;
  email: string;
  blockedUids: string[];
}

export function personOf(snap: DocumentSnapshot, fallbackEmail = ""): Person {
  const user = readDoc(serverUserSchema, snap);
  return { uid: snap.id, displayName: user.displayName || user.fullName || "Player", photoURL: user.photoURL, email: user.email || fallbackEmail, blockedUids: user.blockedUids };
}

/** True when either of two users blocked the other. */
export function blockedEitherWay(a: Person, b: Person): boolean {
  return a.blockedUids.includes(b.uid) || b.blockedUids.includes(a.uid);
}

/**
 * The roster preview after a change, read in the transaction (before its
 * writes): the owner's entry and the first managers and players by joinedAt,
 * enough of them that removing or changing entries still leaves a full preview.
 */
export async function previewAfter(tx: Transaction, team: TeamState, changed: RosterEntry[], removed: string[] = []): Promise<RosterPreviewEntry[]> {
  const roster = db().collection(`teams/${team.id}/roster`);
  const n = TEAM_LIMITS.rosterPreview + changed.length + removed.length;
  const [owner, managers, players] = await Promise.all([
    team.creator ? tx.get(rosterRef(team.id, team.creator)) : Promise.resolve(null),
    tx.get(roster.where("role", "==", "manager").orderBy("joinedAt").limit(n)),
    tx.get(roster.where("role", "==", "player").orderBy("joinedAt").limit(n)),
  ]);
  const known: RosterEntry[] = [];
  const add = (snap: DocumentSnapshot | null) => {
    const entry = snap?.exists ? entryFrom(snap.id, snap.data()) : null;
    if (entry) known.push(entry);
  };
  add(owner);
  managers.docs.forEach(add);
  players.docs.forEach(add);
  return previewOf(known, changed, removed);
}

/** The fields of the team document that follow its active members. */
export function membershipFields(memberIds: string[], managerIds: string[], rosterPreview: RosterPreviewEntry[]) {
  const members = [...new Set(memberIds)];
  return { memberIds: members, managerIds: [...new Set(managerIds)], memberCount: members.length, rosterPreview };
}

/** The team's page in the app (relative: mail templates add the host). */
export const teamPath = (teamId: string) => `/team/${teamId}`;

/** An in-app notice about a team, with its e-mail (sent when the person's settings allow it). */
export function teamNotice(uid: string, team: { id: string; name: string }, type: string, title: string, message: string, category: Notice["category"] = "teamJoin"): Notice {
  return { uid, category, type, title, message, data: { teamId: team.id }, mail: { template: "team-notice", data: { title, message, teamName: team.name, url: teamPath(team.id) } } };
}

/** Notices to the team's managers (except the one who acted). */
export function toManagers(team: TeamState, except: string | null, make: (uid: string) => Notice): Notice[] {
  return team.managerIds.filter((uid) => uid !== except).map(make);
}
