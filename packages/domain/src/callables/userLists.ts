import { USER_LIST_MESSAGES, userListSchemas, type InviteListResult, type UserListItem } from "../userLists/userLists";
import { defineContract, organizer, owner, returns } from "./contract";

/** User lists (issue 13, functions/src/userLists): an organizer's saved lists of players. Someone else's list is not found. */

const LIST_OWNER = owner("the list's owner");

export const createUserList = defineContract({
  name: "createUserList",
  input: userListSchemas.createUserList,
  output: returns<{ listId: string }>(),
  access: organizer(USER_LIST_MESSAGES.organizersOnly),
  sentences: true,
});

export const renameUserList = defineContract({
  name: "renameUserList",
  input: userListSchemas.renameUserList,
  output: returns<{ listId: string }>(),
  access: LIST_OWNER,
  sentences: true,
});

export const deleteUserList = defineContract({ name: "deleteUserList", input: userListSchemas.deleteUserList, output: returns<{ deleted: true }>(), access: LIST_OWNER });

/** A player by the e-mail of their login, or by uid (picked from the player search). */
export const addToUserList = defineContract({
  name: "addToUserList",
  input: userListSchemas.addToUserList,
  output: returns<{ item: UserListItem }>(),
  access: LIST_OWNER,
  sentences: true,
});

export const removeFromUserList = defineContract({ name: "removeFromUserList", input: userListSchemas.removeFromUserList, output: returns<{ removed: true }>(), access: LIST_OWNER });

/** Invites everyone on the list to one of the owner's games. */
export const inviteUserList = defineContract({
  name: "inviteUserList",
  input: userListSchemas.inviteUserList,
  output: returns<InviteListResult>(),
  access: owner("the list's owner, who organises the game"),
});
