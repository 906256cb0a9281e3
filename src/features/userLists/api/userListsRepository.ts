import { collection, limit, onSnapshot, orderBy, query, where } from "firebase/firestore";
import { call, listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { USER_LIST_MESSAGES, type UserList } from "@rallyhub/domain/userLists/userLists";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { userListSchema } from "@rallyhub/domain/stored/userLists";

export interface UserListsPage {
  items: UserList[];
  more: boolean;
}

/**
 * An organizer's lists, newest first, live (the callables that change them
 * show at once): the first `max` of them, and whether there are more. One
 * bounded query on ownerId (index ownerId + createdAt).
 */
export function watchUserLists(uid: string, max: number, onChange: (page: UserListsPage) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, "userLists"), where("ownerId", "==", uid), orderBy("createdAt", "desc"), limit(max + 1)),
      (snap) => onChange({ items: snap.docs.slice(0, max).map((d) => readDoc(userListSchema, d)), more: snap.docs.length > max }),
      (error) => onError(toAppError(error, USER_LIST_MESSAGES.loadFailed)),
    ),
  );
}

export const createUserList = (name: string) => call("createUserList", { name });
export const renameUserList = (listId: string, name: string) => call("renameUserList", { listId, name });
export const deleteUserList = (listId: string) => call("deleteUserList", { listId });
export const addToUserList = (listId: string, who: { email: string } | { uid: string }) => call("addToUserList", { listId, ...who });
export const removeFromUserList = (listId: string, uid: string) => call("removeFromUserList", { listId, uid });
export const inviteUserList = (listId: string, eventId: string) => call("inviteUserList", { listId, eventId });
