import { z } from "zod";
import { inviteeSchema, roleSchema, teamCreateSchema, teamNotificationSchema, TEAM_MESSAGES } from "../teams/schema";
import type { AssignableRole, RosterPage, TeamRole } from "../teams/types";
import { defineContract, docId, owner, returns, SIGNED_IN } from "./contract";

/**
 * The team callables (functions/src/teams). Every change to who is on a team
 * runs in one transaction and notifies the people concerned (category teamJoin).
 * Who may act on a team (its managers, its owner, a member) is checked with
 * the team in that transaction.
 */

const MANAGERS = owner("the team's managers");
const OWNER = owner("the team's owner");
const teamOnly = z.object({ teamId: docId }).strict();
const noAnswer = returns<Record<string, never>>();

/** Creates the team with the caller as its owner (alone), and sends the invitations. A bad invitation refuses the whole creation (nothing written). */
export const createTeam = defineContract({
  name: "createTeam",
  input: teamCreateSchema.strict(),
  output: returns<{ teamId: string; invited: number }>(),
  access: SIGNED_IN,
  sentences: true,
});

/** Managers invite a user (by uid from search) or an e-mail address (an account's, or none yet: an e-mail invitation, claimed on sign-up). */
export const inviteToTeam = defineContract({
  name: "inviteToTeam",
  input: z.object({ teamId: docId, invitee: inviteeSchema }).strict(),
  output: returns<{ entryId: string; emailed: boolean }>(),
  access: MANAGERS,
});

/** The invited person accepts (becomes a player) or declines (the entry is removed). */
export const respondToTeamInvite = defineContract({
  name: "respondToTeamInvite",
  input: z.object({ teamId: docId, accept: z.boolean() }).strict(),
  output: returns<{ role: TeamRole | null }>(),
  access: owner("the person the team invited"),
});

/** A signed-in player asks to join; managers answer with respondToJoinRequest. */
export const requestToJoinTeam = defineContract({
  name: "requestToJoinTeam",
  input: teamOnly,
  output: returns<{ role: "requested" }>(),
  access: SIGNED_IN,
});

export const respondToJoinRequest = defineContract({
  name: "respondToJoinRequest",
  input: z.object({ teamId: docId, uid: docId, accept: z.boolean() }).strict(),
  output: returns<{ role: TeamRole | null }>(),
  access: MANAGERS,
});

/** Managers make a member a manager or a player (never the owner's role). */
export const changeTeamRole = defineContract({
  name: "changeTeamRole",
  input: z.object({ teamId: docId, uid: docId, role: roleSchema }).strict(),
  output: returns<{ role: AssignableRole }>(),
  access: MANAGERS,
});

/** Managers remove a member, or withdraw an invitation or a request (entryId: a uid or an `email-…` id). Never the owner. */
export const removeTeamMember = defineContract({
  name: "removeTeamMember",
  input: z.object({ teamId: docId, entryId: docId }).strict(),
  output: noAnswer,
  access: MANAGERS,
});

/** The owner hands the team to another member, and stays on as a manager. */
export const transferTeamOwnership = defineContract({
  name: "transferTeamOwnership",
  input: z.object({ teamId: docId, uid: docId }).strict(),
  output: noAnswer,
  access: OWNER,
});

/** A member leaves. The owner cannot (transfer ownership first). */
export const leaveTeam = defineContract({ name: "leaveTeam", input: teamOnly, output: noAnswer, access: owner("a member of the team") });

/** The owner deletes the team and everything under it (paged). */
export const deleteTeam = defineContract({ name: "deleteTeam", input: teamOnly, output: noAnswer, access: OWNER });

/** A page of the roster (50), as the caller may see it (anyone signed in sees names). `after` is the previous page's `next`. */
export const getTeamRoster = defineContract({
  name: "getTeamRoster",
  input: z.object({ teamId: docId, after: docId.nullable().optional() }).strict(),
  output: returns<RosterPage>(),
  access: SIGNED_IN,
});

/**
 * The id a client chooses for a team notification. Missing or blank, it is
 * refused with the spec's sentence ('ID is required to create a team
 * notification'), not as a missing field; clients send a string.
 */
const notificationId = z
  .unknown()
  .refine((id) => !(id === undefined || id === null || (typeof id === "string" && id.trim() === "")), TEAM_MESSAGES.notificationId)
  .pipe(docId) as unknown as z.ZodType<string, string>;

/** Managers post (id required) and edit team notifications; members are notified. */
export const postTeamNotification = defineContract({
  name: "postTeamNotification",
  input: z.object({ id: notificationId, teamId: docId, ...teamNotificationSchema.shape }).strict(),
  output: returns<{ id: string }>(),
  access: MANAGERS,
  sentences: true,
});

export const updateTeamNotification = defineContract({
  name: "updateTeamNotification",
  input: teamNotificationSchema.extend({ teamId: docId, id: docId }).strict(),
  output: returns<{ id: string }>(),
  access: MANAGERS,
  sentences: true,
});

/** Called when someone leaves Create Team: sends the reminder e-mail once when the page index is 2 to 6. */
export const sendTeamCreationReminder = defineContract({
  name: "sendTeamCreationReminder",
  input: z.object({ page: z.number().int().min(0).max(100) }).strict(),
  output: returns<{ sent: boolean }>(),
  access: SIGNED_IN,
});
