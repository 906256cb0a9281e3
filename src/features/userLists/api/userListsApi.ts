import { api, attempt } from "@/lib/api";
import { liveQuery, liveWindow, type Watch } from "@/lib/liveQuery";
import type { CallableOutput } from "@rallyhub/domain/callables/all";
import { USER_LIST_LIMITS, USER_LIST_MESSAGES } from "@rallyhub/domain/userLists/userLists";
import { addToUserList, createUserList, deleteUserList, inviteUserList, removeFromUserList, renameUserList, watchUserLists, type UserListsPage } from "./userListsRepository";

const pageOf =
  (uid: string, max: number): Watch<UserListsPage> =>
  (onChange, onError) =>
    watchUserLists(uid, max, onChange, onError);

/** The user-list page shows 20 lists, then 20 more with each Show more. */
const LISTS_PAGE = 20;

/**
 * User lists (issue 13): the organizer's lists, live; every change goes
 * through the userLists callables (the server resolves players and keeps
 * the rules of a list), and the live list shows it.
 */
export const userListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All of an organizer's lists (up to the most one keeps), live: to choose one to invite. */
    getUserLists: build.query<UserListsPage, string>({
      ...liveQuery((uid: string) => pageOf(uid, USER_LIST_LIMITS.lists), USER_LIST_MESSAGES.loadFailed),
      keepUnusedDataFor: 0,
    }),
    /** The user-list page's lists, live, a window at a time. */
    getUserListPages: build.infiniteQuery<UserListsPage, string, number>({
      ...liveWindow(pageOf, USER_LIST_MESSAGES.loadFailed, LISTS_PAGE),
    }),
    createUserList: build.mutation<CallableOutput<"createUserList">, string>({
      queryFn: (name) => attempt(() => createUserList(name), USER_LIST_MESSAGES.saveFailed),
    }),
    renameUserList: build.mutation<CallableOutput<"renameUserList">, { listId: string; name: string }>({
      queryFn: ({ listId, name }) => attempt(() => renameUserList(listId, name), USER_LIST_MESSAGES.saveFailed),
    }),
    deleteUserList: build.mutation<CallableOutput<"deleteUserList">, string>({
      queryFn: (listId) => attempt(() => deleteUserList(listId), USER_LIST_MESSAGES.deleteFailed),
    }),
    addToUserList: build.mutation<CallableOutput<"addToUserList">, { listId: string; who: { email: string } | { uid: string } }>({
      queryFn: ({ listId, who }) => attempt(() => addToUserList(listId, who), USER_LIST_MESSAGES.addFailed),
    }),
    removeFromUserList: build.mutation<CallableOutput<"removeFromUserList">, { listId: string; uid: string }>({
      queryFn: ({ listId, uid }) => attempt(() => removeFromUserList(listId, uid), USER_LIST_MESSAGES.removeFailed),
    }),
    inviteUserList: build.mutation<CallableOutput<"inviteUserList">, { listId: string; eventId: string }>({
      queryFn: ({ listId, eventId }) => attempt(() => inviteUserList(listId, eventId), USER_LIST_MESSAGES.inviteFailed),
    }),
  }),
});

export const {
  useGetUserListsQuery,
  useGetUserListPagesInfiniteQuery,
  useCreateUserListMutation,
  useRenameUserListMutation,
  useDeleteUserListMutation,
  useAddToUserListMutation,
  useRemoveFromUserListMutation,
  useInviteUserListMutation,
} = userListsApi;
