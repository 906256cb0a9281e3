import type { AssignableRole, RosterPage, TeamRole } from "./types";
import type { Invitee, TeamCreateInput } from "./schema";

/**
 * The team callables (functions/src/teams), by name: what each takes and
 * returns. Every one checks its caller and validates its input; every change
 * runs in one transaction and notifies the people concerned (category teamJoin).
 */
export interface TeamCallables {
  /** Creates the team with the caller as its owner (alone), and sends the invitations. A bad invitation refuses the whole creation (nothing written). */
  createTeam: { input: TeamCreateInput; output: { teamId: string; invited: number } };
  /** Managers invite a user (by uid from search) or an e-mail address (an account's, or none yet: an e-mail invitation, claimed on sign-up). */
  inviteToTeam: { input: { teamId: string; invitee: Invitee }; output: { entryId: string; emailed: boolean } };
  /** The invited person accepts (becomes a player) or declines (the entry is removed). */
  respondToTeamInvite: { input: { teamId: string; accept: boolean }; output: { role: TeamRole | null } };
  /** A signed-in player asks to join; managers answer with respondToJoinRequest. */
  requestToJoinTeam: { input: { teamId: string }; output: { role: "requested" } };
  respondToJoinRequest: { input: { teamId: string; uid: string; accept: boolean }; output: { role: TeamRole | null } };
  /** Managers make a member a manager or a player (never the owner's role). */
  changeTeamRole: { input: { teamId: string; uid: string; role: AssignableRole }; output: { role: AssignableRole } };
  /** Managers remove a member, or withdraw an invitation or a request (entryId: a uid or an `email-…` id). Never the owner. */
  removeTeamMember: { input: { teamId: string; entryId: string }; output: Record<string, never> };
  /** The owner hands the team to another member, and stays on as a manager. */
  transferTeamOwnership: { input: { teamId: string; uid: string }; output: Record<string, never> };
  /** A member leaves. The owner cannot (transfer ownership first). */
  leaveTeam: { input: { teamId: string }; output: Record<string, never> };
  /** The owner deletes the team and everything under it (paged). */
  deleteTeam: { input: { teamId: string }; output: Record<string, never> };
  /** A page of the roster (50), as the caller may see it. `after` is the previous page's `next`. */
  getTeamRoster: { input: { teamId: string; after?: string | null }; output: RosterPage };
  /** Managers post (id required: 'ID is required to create a team notification') and edit team notifications; members are notified. */
  postTeamNotification: { input: { teamId: string; id: string; title: string; body?: string }; output: { id: string } };
  updateTeamNotification: { input: { teamId: string; id: string; title: string; body?: string }; output: { id: string } };
  /** Called when someone leaves Create Team: sends the reminder e-mail once when the page index is 2 to 6. */
  sendTeamCreationReminder: { input: { page: number }; output: { sent: boolean } };
}

export type TeamCallableName = keyof TeamCallables;

/** Messages the team callables answer with (the client shows them as they are). */
export const TEAM_ERRORS = {
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
} as const;
