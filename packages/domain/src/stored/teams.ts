import {
  SESSION_KINDS,
  TEAM_ROLES,
  type ExternalTeam,
  type Registration,
  type RosterEntry,
  type RosterPreviewEntry,
  type Season,
  type SeasonGroup,
  type TeamNotification,
  type TeamSession,
} from "../teams/types";
import { asIs, listOf, map, millisOf, nullableText, number, numOrNull, obj, oneOf, or, shape, strings, text, textOrNull, timeField, timeOr, type Read, type Reader } from "./fields";

/**
 * teams/{teamId} and its sub-collections (roster, seasons, seasonGroups,
 * sessions, team-notifications, externalTeams), registrations/{id} and
 * teamCreationReminders/{uid} (docs/data-model.md "teams").
 */

/** Spec §3 Team. ROOKIE is the free team tier. */
export const TEAM_TIERS = ["ROOKIE", "PRO", "ALL_STAR"] as const;
export type TeamTier = (typeof TEAM_TIERS)[number];

export const PREVIEW_ROLES = ["owner", "manager", "player"] as const;

// ------------------------------------------------------------------ teams/{id}

/** The first names on the roster (entries without a uid dropped). */
const rosterPreview = map(listOf(obj({ uid: text(), displayName: text("Player"), photoURL: text(), role: oneOf(PREVIEW_ROLES, "player") })), (list): RosterPreviewEntry[] =>
  list.filter((e) => e.uid !== ""),
);

const teamFields = {
  id: text(),
  name: text("Unnamed team"),
  description: text(),
  photoURL: text(),
  subscription: oneOf(TEAM_TIERS, "ROOKIE"),
  subscriptionId: textOrNull(),
  topics: listOf(obj({ id: text(), name: text(), description: text() })),
  creator: textOrNull(),
  gameType: text(),
  domain: nullableText(),
  organizerWebsite: obj({ metaLogoURL: nullableText() }),
  city: or(shape({ name: text(), lat: number, lng: number, hash: text() }), null),
  memberIds: strings(),
  managerIds: strings(),
  memberCount: numOrNull(),
  rosterPreview,
  notificationTimes: map(listOf(asIs), (times) => times.flatMap((t) => millisOf(t) ?? [])),
  organizationId: textOrNull(),
  league: textOrNull(),
  createdAt: timeField,
};

// A team written before memberCount counts its memberIds.
const withMemberCount = <T extends { memberCount: number | null; memberIds: string[] }>(team: T) => ({ ...team, memberCount: team.memberCount ?? team.memberIds.length });

/** A team as the app sees it (the team page, the lists of teams): missing parts read as a new team's. */
export const teamSchema = map(obj(teamFields), withMemberCount);
export type StoredTeam = Read<typeof teamSchema>;

/** A team as the Functions read it: teamSchema without the page's display fallback, so a missing name reads as "" (each notice words it), and the name search orders by. */
export const teamServerSchema = map(obj(teamFields, { name: text(), nameLower: text() }), withMemberCount);

// ------------------------------------------------------------------ teams/{id}/roster/{entryId}

/** A roster entry as the team callables and the app read it (older documents may lack fields); times in epoch ms. */
export const rosterEntrySchema: Reader<RosterEntry> = obj({
  id: text(),
  uid: textOrNull(),
  email: text(),
  displayName: text(),
  photoURL: text(),
  role: oneOf(TEAM_ROLES, "pending"),
  invitedBy: nullableText(),
  invitedAt: timeField,
  joinedAt: timeField,
});

// ------------------------------------------------------------------ schedule, notifications, external teams

export const seasonSchema: Reader<Season> = obj({ id: text(), label: text(), startDate: text(), endDate: text(), groupId: nullableText() });

export const seasonGroupSchema: Reader<SeasonGroup> = obj({ id: text(), name: text() });

export const sessionSchema: Reader<TeamSession> = obj({
  id: text(),
  kind: oneOf(SESSION_KINDS, "practice"),
  title: text(),
  day: text(),
  timeStart: text(),
  seasonId: nullableText(),
  eventId: nullableText(),
  location: text(),
});

export const teamNotificationSchema: Reader<TeamNotification> = obj({
  id: text(),
  title: text(),
  body: text(),
  createdBy: text(),
  createdAt: timeOr(0),
  updatedAt: timeOr(0),
});

export const externalTeamSchema: Reader<ExternalTeam> = obj({ id: text(), name: text(), contact: text(), notes: text() });

// ------------------------------------------------------------------ registrations/{uid}_{teamId}_{seasonId}

export const registrationSchema: Reader<Registration> = obj({
  id: text(),
  uid: text(),
  teamId: text(),
  teamName: text(),
  season: obj({ id: text(), label: text(), startDate: text(), endDate: text() }),
  createdAt: timeOr(0),
});
