import { api, attempt, firstValue, keepLive, type Watch } from "@/lib/api";
import type { CallableOutput } from "@rallyhub/domain/callables/all";
import { USER_LIST_MESSAGES } from "@rallyhub/domain/userLists/userLists";
import { addToUserList, createUserList, deleteUserList, inviteUserList, removeFromUserList, renameUserList, watchUserLists, type UserListsPage } from "./userListsRepository";

type PageArgs = { uid: string; max: number };

const pageOf = ({ uid, max }: PageArgs): Watch<UserListsPage> => (onChange, onError) => watchUserLists(uid, max, onChange, onError);
const keyOf = ({ uid, max }: PageArgs) => `userLists:${uid}:${max}`;

/**
 * User lists (issue 13): the organizer's lists, live; every change goes
 * through the userLists callables (the server resolves players and keeps
 * the rules of a list), and the live list shows it.
 */
export const userListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserLists: build.query<UserListsPage, PageArgs>({
      queryFn: (args) => firstValue(pageOf(args), USER_LIST_MESSAGES.loadFailed, keyOf(args)),
      onCacheEntryAdded: (args, lifecycle) =>
        keepLive(pageOf(args), lifecycle, () => void lifecycle.dispatch(userListsApi.endpoints.getUserLists.initiate(args, { subscribe: false, forceRefetch: true })), keyOf(args)),
      keepUnusedDataFor: 0,
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
  useCreateUserListMutation,
  useRenameUserListMutation,
  useDeleteUserListMutation,
  useAddToUserListMutation,
  useRemoveFromUserListMutation,
  useInviteUserListMutation,
} = userListsApi;
