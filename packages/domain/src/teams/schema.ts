import { z } from "zod";
import { ASSIGNABLE_ROLES, SESSION_KINDS } from "./types";

/** Limits of a team (issue 10; spec §9 for the e-mail). */
export const TEAM_LIMITS = {
  name: { min: 2, max: 60 },
  description: 2000,
  topics: 20,
  topicName: 40,
  topicDescription: 200,
  /** Invitations sent with the Create Team form at once. */
  invitesAtCreate: 20,
  email: 100,
  seasonLabel: 60,
  notificationTitle: 120,
  notificationBody: 2000,
  externalTeamName: 60,
  rosterPage: 50,
  rosterPreview: 12,
} as const;

export const TEAM_MESSAGES = {
  nameRequired: "Give your team a name",
  nameShort: `The team name needs at least ${TEAM_LIMITS.name.min} characters`,
  nameLong: `The team name can have at most ${TEAM_LIMITS.name.max} characters`,
  gameTypeRequired: "Pick the game your team plays",
  seasonOrder: "The season must end on or after its start",
  notificationId: "ID is required to create a team notification",
  teamNotFound: "Team not found",
  /** What the team callables refuse with (the client shows them as they are). */
  refusal: {
    notFound: "Team not found",
    userNotFound: "User not found",
    notManager: "Only the team's managers can do this.",
    notOwner: "Only the team's owner can do this.",
    alreadyMember: (name: string) => `${name} is already on the team.`,
    alreadyInvited: (name: string) => `${name} is already invited.`,
    blocked: "You can't invite this player.",
    ownerCannotLeave: "The owner can't leave the team. Transfer ownership to another member first.",
    ownerCannotBeRemoved: "The owner can't be removed. Transfer ownership to another member first.",
    noInvitation: "There is no invitation to answer.",
    notMember: "You're not on this team.",
    notificationExists: "A team notification with this ID already exists.",
    notificationMissing: "Team notification not found",
  },
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a date");
const time = z.string().regex(/^\d{2}:\d{2}$/, "Pick a time");

export const teamNameSchema = z.string().trim().min(1, TEAM_MESSAGES.nameRequired).min(TEAM_LIMITS.name.min, TEAM_MESSAGES.nameShort).max(TEAM_LIMITS.name.max, TEAM_MESSAGES.nameLong);

export const teamCitySchema = z.object({ name: z.string().min(1).max(200), lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), hash: z.string().min(1).max(12) });

export const topicSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be an id"),
  name: z.string().trim().min(1, "Name the topic").max(TEAM_LIMITS.topicName, `A topic name can have at most ${TEAM_LIMITS.topicName} characters`),
  description: z.string().trim().max(TEAM_LIMITS.topicDescription, `A topic description can have at most ${TEAM_LIMITS.topicDescription} characters`),
});

export const emailSchema = z.string().trim().toLowerCase().max(TEAM_LIMITS.email, `An e-mail can have at most ${TEAM_LIMITS.email} characters`).pipe(z.email("Enter a valid e-mail"));

/** Someone to invite: a user found by search (uid) or an e-mail address. */
export const inviteeSchema = z.union([z.object({ uid: z.string().min(1).max(128) }).strict(), z.object({ email: emailSchema }).strict()]);
export type Invitee = z.infer<typeof inviteeSchema>;

/** The Create Team form's data (its steps: name and game type, photo, description, city, topics, invite players, review). */
export const teamCreateSchema = z.object({
  name: teamNameSchema,
  gameType: z.string().trim().min(1, TEAM_MESSAGES.gameTypeRequired).max(60),
  photoURL: z.string().max(2048).default(""),
  description: z.string().trim().max(TEAM_LIMITS.description, `The description can have at most ${TEAM_LIMITS.description} characters`).default(""),
  city: teamCitySchema.nullable().default(null),
  topics: z.array(topicSchema).max(TEAM_LIMITS.topics, `A team can have at most ${TEAM_LIMITS.topics} topics`).default([]),
  invites: z.array(inviteeSchema).max(TEAM_LIMITS.invitesAtCreate, `Invite at most ${TEAM_LIMITS.invitesAtCreate} players at once`).default([]),
});
export type TeamCreateInput = z.input<typeof teamCreateSchema>;

/** What managers may change on the team page (the rules check the same fields). */
export const teamDetailsSchema = teamCreateSchema.pick({ name: true, gameType: true, photoURL: true, description: true, city: true, topics: true });
export type TeamDetailsInput = z.input<typeof teamDetailsSchema>;

export const seasonSchema = z
  .object({
    label: z.string().trim().min(1, "Name the season").max(TEAM_LIMITS.seasonLabel, `A season name can have at most ${TEAM_LIMITS.seasonLabel} characters`),
    startDate: day,
    endDate: day,
    groupId: z.string().max(128).nullable().default(null),
  })
  .refine((s) => s.endDate >= s.startDate, { message: TEAM_MESSAGES.seasonOrder, path: ["endDate"] });
export type SeasonInput = z.input<typeof seasonSchema>;

/** A season group (e.g. "Spring league"): seasons point to it by groupId. */
export const seasonGroupSchema = z.object({
  name: z.string().trim().min(1, "Name the group").max(TEAM_LIMITS.seasonLabel, `A group name can have at most ${TEAM_LIMITS.seasonLabel} characters`),
});

export const sessionSchema = z.object({
  kind: z.enum(SESSION_KINDS),
  title: z.string().trim().min(1, "Name the session").max(120),
  day,
  timeStart: time,
  seasonId: z.string().max(128).nullable().default(null),
  eventId: z.string().max(128).nullable().default(null),
  location: z.string().trim().max(200).default(""),
});
export type SessionInput = z.input<typeof sessionSchema>;

export const teamNotificationSchema = z.object({
  title: z.string().trim().min(1, "Give the notification a title").max(TEAM_LIMITS.notificationTitle),
  body: z.string().trim().max(TEAM_LIMITS.notificationBody).default(""),
});

export const externalTeamSchema = z.object({
  name: z.string().trim().min(1, "Name the team").max(TEAM_LIMITS.externalTeamName),
  contact: z.string().trim().max(200).default(""),
  notes: z.string().trim().max(1000).default(""),
});

export const roleSchema = z.enum(ASSIGNABLE_ROLES);

/** The roster entry id of an invitation by e-mail: stable per address, so a second invitation finds the first. */
export function emailEntryId(emailLower: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < emailLower.length; i++) {
    const c = emailLower.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `email-${h1.toString(36)}${h2.toString(36)}`;
}

/** Whether a role is an invitation the person has not answered (spec §4 Home: a missing role, or one containing 'pending'). */
export function isPendingInvitation(role: string | null | undefined): boolean {
  return !role || role.includes("pending");
}

/** Create Team's steps, in order (the reminder counts the page index, 1-based: name and game type is 1, review is 7). */
export const CREATE_TEAM_STEPS = ["Name and game", "Photo", "Description", "City", "Topics", "Invite players", "Review"] as const;

/** Spec §5, §9: the reminder e-mail is for someone who left Create Team on page 2 to 6. */
export function reminderApplies(pageIndex: number, onCreateRoute: boolean, hasUser: boolean): boolean {
  return hasUser && !onCreateRoute && pageIndex > 1 && pageIndex < 7;
}
