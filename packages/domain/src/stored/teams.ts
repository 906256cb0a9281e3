import * as z from "zod/mini";
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
import { listOf, nullableText, obj, oneOf, storedTime, strings, text, textOrNull, timeField, timeOr } from "./fields";
import { storedCity } from "./users";

/**
 * teams/{teamId} and its sub-collections (roster, seasons, seasonGroups,
 * sessions, team-notifications, externalTeams), registrations/{id} and
 * teamCreationReminders/{uid} (docs/data-model.md "teams").
 */

/** Spec §3 Team. ROOKIE is the free team tier. */
export const TEAM_TIERS = ["ROOKIE", "PRO", "ALL_STAR"] as const;
export type TeamTier = (typeof TEAM_TIERS)[number];

const PREVIEW_ROLES = ["owner", "manager", "player"] as const;

// ------------------------------------------------------------------ teams/{id}

/** The first names on the roster (entries without a uid dropped). */
const rosterPreview = /* @__PURE__ */ z.pipe(
  listOf(obj({ uid: text(), displayName: text("Player"), photoURL: text(), role: oneOf(PREVIEW_ROLES, "player") })),
  z.transform((list): RosterPreviewEntry[] => list.filter((e) => e.uid !== "")),
);

const teamFields = /* @__PURE__ */ z.object({
  id: z.string(),
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
  city: z.catch(z.nullable(z.object({ name: text(), lat: z.number(), lng: z.number(), hash: text() })), null),
  memberIds: strings(),
  managerIds: strings(),
  memberCount: z.catch(z.nullable(z.number()), null),
  rosterPreview,
  notificationTimes: z.pipe(
    listOf(z.unknown()),
    z.transform((times) => times.flatMap((t) => z.parse(timeField, t) ?? [])),
  ),
  organizationId: textOrNull(),
  league: textOrNull(),
  createdAt: timeField,
});

// A team written before memberCount counts its memberIds.
const withMemberCount = <T extends { memberCount: number | null; memberIds: string[] }>(team: T) => ({ ...team, memberCount: team.memberCount ?? team.memberIds.length });

/** A team as the app sees it (the team page, the lists of teams): missing parts read as a new team's. */
export const teamSchema = /* @__PURE__ */ z.pipe(teamFields, z.transform(withMemberCount));
export type StoredTeam = z.output<typeof teamSchema>;

/** A team as the Functions read it: teamSchema without the page's display fallback, so a missing name reads as "" (each notice words it), and the name search orders by. */
export const teamServerSchema = /* @__PURE__ */ z.pipe(z.extend(teamFields, { name: text(), nameLower: text() }), z.transform(withMemberCount));

/**
 * A team as stored (createTeam, the seed). The billing webhook adds
 * `subscriptionId`; an organization's team names its `organizationId` and
 * `league`.
 */
export const teamWriteSchema = /* @__PURE__ */ z.strictObject({
  name: z.string(),
  nameLower: z.string(),
  searchTokens: z.array(z.string()),
  description: z.string(),
  photoURL: z.string(),
  gameType: z.string(),
  city: z.nullable(storedCity),
  topics: z.array(z.strictObject({ id: z.string(), name: z.string(), description: z.string() })),
  subscription: z.enum(TEAM_TIERS),
  subscriptionId: z.optional(z.nullable(z.string())),
  creator: z.string(),
  memberIds: z.array(z.string()),
  managerIds: z.array(z.string()),
  memberCount: z.number(),
  rosterPreview: z.array(z.strictObject({ uid: z.string(), displayName: z.string(), photoURL: z.string(), role: z.enum(PREVIEW_ROLES) })),
  notificationTimes: z.array(z.number()),
  domain: z.nullable(z.string()),
  organizerWebsite: z.strictObject({ metaLogoURL: z.nullable(z.string()) }),
  organizationId: z.optional(z.nullable(z.string())),
  league: z.optional(z.nullable(z.string())),
  createdAt: storedTime,
  updatedAt: storedTime,
});
export type TeamWrite = z.input<typeof teamWriteSchema>;

// ------------------------------------------------------------------ teams/{id}/roster/{entryId}

/** A roster entry as the team callables and the app read it (older documents may lack fields); times in epoch ms. */
export const rosterEntrySchema: z.ZodMiniType<RosterEntry> = /* @__PURE__ */ z.object({
  id: z.string(),
  uid: textOrNull(),
  email: text(),
  displayName: text(),
  photoURL: text(),
  role: oneOf(TEAM_ROLES, "pending"),
  invitedBy: nullableText(),
  invitedAt: timeField,
  joinedAt: timeField,
});

/** A roster entry as the team callables write it (RosterEntry; times in epoch ms). */
export const rosterEntryWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  uid: z.nullable(z.string()),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  role: z.enum(TEAM_ROLES),
  invitedBy: z.nullable(z.string()),
  invitedAt: z.nullable(z.number()),
  joinedAt: z.nullable(z.number()),
});

// ------------------------------------------------------------------ schedule, notifications, external teams

export const seasonSchema: z.ZodMiniType<Season> = /* @__PURE__ */ z.object({ id: z.string(), label: text(), startDate: text(), endDate: text(), groupId: nullableText() });

/** A season as stored (managers write them under the rules; the seed). */
export const seasonWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.optional(z.string()),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  groupId: z.nullable(z.string()),
  updatedAt: z.optional(z.number()),
});

export const seasonGroupSchema: z.ZodMiniType<SeasonGroup> = /* @__PURE__ */ z.object({ id: z.string(), name: text() });

export const sessionSchema: z.ZodMiniType<TeamSession> = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: oneOf(SESSION_KINDS, "practice"),
  title: text(),
  day: text(),
  timeStart: text(),
  seasonId: nullableText(),
  eventId: nullableText(),
  location: text(),
});

export const teamNotificationSchema: z.ZodMiniType<TeamNotification> = /* @__PURE__ */ z.object({
  id: z.string(),
  title: text(),
  body: text(),
  createdBy: text(),
  createdAt: timeOr(0),
  updatedAt: timeOr(0),
});

/** A team notification as postTeamNotification writes it (times in epoch ms). */
export const teamNotificationWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const externalTeamSchema: z.ZodMiniType<ExternalTeam> = /* @__PURE__ */ z.object({ id: z.string(), name: text(), contact: text(), notes: text() });

// ------------------------------------------------------------------ registrations/{uid}_{teamId}_{seasonId}

export const registrationSchema: z.ZodMiniType<Registration> = /* @__PURE__ */ z.object({
  id: z.string(),
  uid: text(),
  teamId: text(),
  teamName: text(),
  season: obj({ id: text(), label: text(), startDate: text(), endDate: text() }),
  createdAt: timeOr(0),
});

export const registrationWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.optional(z.string()),
  uid: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  season: z.strictObject({ id: z.string(), label: z.string(), startDate: z.string(), endDate: z.string() }),
  createdAt: z.number(),
});

// ------------------------------------------------------------------ teamCreationReminders/{uid}

/** The one Create Team reminder sent to a user (server only). */
export const teamReminderWriteSchema = /* @__PURE__ */ z.strictObject({ page: z.number(), sentAt: storedTime });
