import { api, attempt, attemptWrite } from "@/lib/api";
import { APP_MESSAGES } from "@/lib/messages";
import { deleteAccount, getDeletionBlockers, listOutbox, type OutboxMail } from "./accountRepository";
import { searchUser, type FoundUser } from "./accountCallables";
import { setPhotoURL, uploadAvatar, uploadsAvailable } from "./avatarRepository";
import { listBlockedConversations, setConversationBlocked, type ConversationSummary } from "./privacyRepository";
import type { BlockingTeam } from "@rallyhub/domain/callables/account";

/** The account's other server work: deletion, blocked conversations, the user search, the photo, the development outbox. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §6: the teams to delete or leave before the account can go (checked on the server). */
    getDeletionBlockers: build.query<BlockingTeam[], string>({
      queryFn: () => attempt(getDeletionBlockers, APP_MESSAGES.failure.deletionBlockers),
      providesTags: (_r, _e, uid) => [{ type: "DeletionBlockers", id: uid }],
      keepUnusedDataFor: 0,
    }),
    deleteAccount: build.mutation<null, undefined>({
      queryFn: () => attemptWrite(() => deleteAccount(), APP_MESSAGES.failure.deleteAccount),
    }),
    /** Spec §3 Conversation: the user's blocked conversations. */
    getBlockedConversations: build.query<ConversationSummary[], string>({
      queryFn: (uid) => attempt(() => listBlockedConversations(uid), APP_MESSAGES.failure.conversationsLoad),
      providesTags: (_r, _e, uid) => [{ type: "Conversation", id: `blocked-${uid}` }],
    }),
    /** Spec §4: unblocked by toggling the blocked flag; an unblocked one leaves the list (it comes back if the server refuses). */
    setConversationBlocked: build.mutation<null, { uid: string; conversationId: string; blocked: boolean }>({
      queryFn: ({ conversationId, blocked }) =>
        attemptWrite(() => setConversationBlocked(conversationId, blocked), blocked ? APP_MESSAGES.failure.conversationBlock : APP_MESSAGES.failure.conversationUnblock),
      onQueryStarted: async ({ uid, conversationId, blocked }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          accountApi.util.updateQueryData("getBlockedConversations", uid, (list) =>
            blocked ? list.map((c) => (c.id === conversationId ? { ...c, blocked } : c)) : list.filter((c) => c.id !== conversationId),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** Spec §5: by e-mail when the query looks like one, else by uid; the server hides users who blocked the caller. */
    searchUser: build.query<FoundUser | null, string>({
      queryFn: (query) => attempt(() => searchUser(query), APP_MESSAGES.failure.userSearch),
      keepUnusedDataFor: 30,
    }),
    /** Whether photo uploads work here (Storage configured); where it is absent the avatar dialog says so. */
    getUploadsAvailable: build.query<boolean, undefined>({
      queryFn: () => attempt(uploadsAvailable, APP_MESSAGES.failure.uploadsUnavailable),
      keepUnusedDataFor: 3600,
    }),
    /**
     * Uploads the cropped photo and saves it on the account and the public
     * profile. The image is the one value in the store that is not plain data
     * (the store's serializability check is told so, for this field only).
     */
    uploadAvatar: build.mutation<string, { uid: string; image: Blob }>({
      queryFn: ({ uid, image }) =>
        attempt(async () => {
          const url = await uploadAvatar(uid, image);
          await setPhotoURL(uid, url);
          return url;
        }, APP_MESSAGES.failure.photoUpload),
    }),
    setPhotoURL: build.mutation<null, { uid: string; photoURL: string }>({
      queryFn: ({ uid, photoURL }) => attemptWrite(() => setPhotoURL(uid, photoURL), APP_MESSAGES.failure.photoSave),
    }),
    /** The development outbox (spec §7 Mailer), newest first. */
    getOutbox: build.query<OutboxMail[], undefined>({
      queryFn: () => attempt(async () => [...(await listOutbox())].sort((a, b) => b.createdAt - a.createdAt), APP_MESSAGES.failure.outboxLoad),
      providesTags: [{ type: "Mail", id: "outbox" }],
    }),
  }),
});

export const {
  useGetDeletionBlockersQuery,
  useDeleteAccountMutation,
  useGetBlockedConversationsQuery,
  useSetConversationBlockedMutation,
  useSearchUserQuery,
  useGetUploadsAvailableQuery,
  useUploadAvatarMutation,
  useSetPhotoURLMutation,
  useGetOutboxQuery,
} = accountApi;
