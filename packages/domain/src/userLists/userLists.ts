import { z } from "zod";

/**
 * User lists (the user-list route, issue 13; spec §7 "User lists by user id,
 * returning items with uid, email and displayName"): an organizer's saved
 * lists of players, to invite to a game in one go. Stored in
 * userLists/{listId}, read by their owner only, written only by the
 * callables of functions/src/userLists (which resolve players on the
 * server, so a list never holds an e-mail the organizer did not type).
 */
export interface UserListItem {
  uid: string;
  /** The address the organizer added the player by; empty when they were picked from a search. */
  email: string;
  displayName: string;
}

export interface UserList {
  id: string;
  ownerId: string;
  name: string;
  items: UserListItem[];
  /** Epoch millis. */
  createdAt: number;
  updatedAt: number;
}

export const USER_LIST_LIMITS = {
  name: { min: 1, max: 60 },
  /** Players on one list. */
  items: 200,
  /** Lists one organizer keeps. */
  lists: 50,
  email: 100,
} as const;

export const USER_LIST_MESSAGES = {
  empty: "No user lists found.",
  name: "Give the list a name",
  nameLong: `Keep the name under ${USER_LIST_LIMITS.name.max} characters`,
  email: "Enter a valid email address",
  notFound: "User list not found",
  /** Spec §5's words for a lookup that finds nobody (a user who blocked the organizer is not found either). */
  noUser: "No user found with this email or UID",
  notYourself: "You cannot add yourself to a list.",
  already: "That player is already on this list.",
  full: `A list holds at most ${USER_LIST_LIMITS.items} players.`,
  tooMany: `You can keep at most ${USER_LIST_LIMITS.lists} lists: delete one first.`,
  organizersOnly: "User lists are for organizers.",
  emptyList: "This list has no players yet.",
  loadFailed: "User lists could not be loaded.",
  saveFailed: "The list could not be saved. Please try again.",
  deleteFailed: "The list could not be deleted. Please try again.",
  addFailed: "The player could not be added. Please try again.",
  removeFailed: "The player could not be removed. Please try again.",
  inviteFailed: "The list could not be invited. Please try again.",
  created: "List created",
  renamed: "List renamed",
  deleted: "List deleted",
} as const;

const nameField = z.string().trim().min(USER_LIST_LIMITS.name.min, USER_LIST_MESSAGES.name).max(USER_LIST_LIMITS.name.max, USER_LIST_MESSAGES.nameLong);

/** The create and rename forms (and the callables' input). */
export const userListNameSchema = z.object({ name: nameField }).strict();
export type UserListNameInput = z.input<typeof userListNameSchema>;

/** The add-by-e-mail form. */
export const userListEmailSchema = z.object({ email: z.string().trim().toLowerCase().max(USER_LIST_LIMITS.email, USER_LIST_MESSAGES.email).pipe(z.email(USER_LIST_MESSAGES.email)) }).strict();
export type UserListEmailInput = z.input<typeof userListEmailSchema>;

const id = z.string().regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/, "must be an id");

export const userListSchemas = {
  createUserList: userListNameSchema,
  renameUserList: z.object({ listId: id, name: nameField }).strict(),
  deleteUserList: z.object({ listId: id }).strict(),
  /** A player by the e-mail of their login, or by uid (picked from the player search). */
  addToUserList: z.union([z.object({ listId: id, email: userListEmailSchema.shape.email }).strict(), z.object({ listId: id, uid: id }).strict()]),
  removeFromUserList: z.object({ listId: id, uid: id }).strict(),
  inviteUserList: z.object({ listId: id, eventId: id }).strict(),
} as const;

/** What inviting a list did: how many were invited now, and how many were left out and why. */
export interface InviteListResult {
  invited: number;
  /** Already on the game's list or already invited. */
  already: number;
  /** Blocked either way, or no longer have an account. */
  skipped: number;
}

/** "3 players invited" and what was left out, for the organizer's toast. */
export function inviteListSummary(r: InviteListResult): string {
  const parts = [`${r.invited} ${r.invited === 1 ? "player" : "players"} invited`];
  if (r.already > 0) parts.push(`${r.already} already on the game or invited`);
  if (r.skipped > 0) parts.push(`${r.skipped} could not be invited`);
  return parts.join("; ");
}
