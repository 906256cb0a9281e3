import * as z from "zod/mini";
import { TEAM_ROLES } from "../../teams/types";
import { PREVIEW_ROLES, TEAM_TIERS } from "../teams";
import { storedCity } from "./users";
import { storedTime } from "./fields";

/** What is stored of teams/{teamId} and their roster, seasons and notifications, registrations/{id} and teamCreationReminders/{uid}: the Functions and the seed write through these (the read schemas: ../teams.ts). */

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

/** A season as stored (managers write them under the rules; the seed). */
export const seasonWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.optional(z.string()),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  groupId: z.nullable(z.string()),
  updatedAt: z.optional(z.number()),
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

export const registrationWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.optional(z.string()),
  uid: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  season: z.strictObject({ id: z.string(), label: z.string(), startDate: z.string(), endDate: z.string() }),
  createdAt: z.number(),
});

/** The one Create Team reminder sent to a user (server only). */
export const teamReminderWriteSchema = /* @__PURE__ */ z.strictObject({ page: z.number(), sentAt: storedTime });
