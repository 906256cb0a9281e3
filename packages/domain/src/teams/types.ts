/**
 * Teams (spec §3 Team, Team notification, Registration; issue 10). Shared by
 * the client and the Functions: the stored shapes and the callables' results.
 *
 * Storage:
 * - teams/{teamId}: the public team page (TeamDoc). memberIds, managerIds,
 *   creator (the owner), memberCount, rosterPreview and notificationTimes are
 *   written only by the team callables; managers edit the details.
 * - teams/{teamId}/roster/{entryId}: one entry per person (RosterEntry), with
 *   the e-mail. entryId is the uid, or `email-{key}` for an invitation to an
 *   address with no account yet (claimed on sign-up). Server-written only.
 * - teams/{teamId}/team-notifications/{id}: TeamNotification (callable-written).
 * - teams/{teamId}/seasons|seasonGroups|sessions/{id}, externalTeams/{id}:
 *   written by managers under the rules.
 * - registrations/{uid}_{teamId}_{seasonId}: a player's registration (team plus season).
 * - teamCreationReminders/{uid}: the one reminder e-mail sent (server only).
 */

/** Roles on a roster (spec §1; §4 Home: a role containing 'pending' is an invitation). 'requested' is a player's join request. */
export const TEAM_ROLES = ["owner", "manager", "player", "pending", "requested"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles a manager may give a member. */
export const ASSIGNABLE_ROLES = ["manager", "player"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export interface TeamCity {
  name: string;
  lat: number;
  lng: number;
  hash: string;
}

export interface TeamTopicData {
  id: string;
  name: string;
  description: string;
}

/** One name on the team page without a read per member (first ROSTER_PREVIEW_SIZE active members). */
export interface RosterPreviewEntry {
  uid: string;
  displayName: string;
  photoURL: string;
  role: "owner" | "manager" | "player";
}

export interface RosterEntry {
  /** The document id: the uid, or `email-{key}` for an invitation by e-mail to someone with no account. */
  id: string;
  uid: string | null;
  email: string;
  displayName: string;
  photoURL: string;
  role: TeamRole;
  invitedBy: string | null;
  /** Epoch ms. */
  invitedAt: number | null;
  joinedAt: number | null;
}

/** What getTeamRoster returns per entry: e-mails only to members and managers; pending and requested only to managers (and the person). */
export interface RosterRow {
  id: string;
  uid: string | null;
  displayName: string;
  photoURL: string;
  role: TeamRole;
  email: string | null;
  joinedAt: number | null;
}

export interface RosterPage {
  rows: RosterRow[];
  /** Pass back as `after` for the next page; null at the end. */
  next: string | null;
  /** The caller's own role on this team (null: not on it). */
  viewerRole: TeamRole | null;
}

export interface TeamNotification {
  id: string;
  title: string;
  body: string;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface Season {
  id: string;
  label: string;
  /** 'yyyy-MM-dd'. */
  startDate: string;
  endDate: string;
  groupId: string | null;
}

export interface SeasonGroup {
  id: string;
  name: string;
}

export const SESSION_KINDS = ["practice", "game"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export interface TeamSession {
  id: string;
  kind: SessionKind;
  title: string;
  /** 'yyyy-MM-dd' and 'HH:mm'. */
  day: string;
  timeStart: string;
  seasonId: string | null;
  /** The game this session is, when it is one. */
  eventId: string | null;
  location: string;
}

export interface ExternalTeam {
  id: string;
  name: string;
  contact: string;
  notes: string;
}

export interface Registration {
  id: string;
  uid: string;
  teamId: string;
  teamName: string;
  season: { id: string; label: string; startDate: string; endDate: string };
  createdAt: number;
}
