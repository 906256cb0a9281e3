import { api, attempt } from "@/lib/api";
import { liveQuery, liveWindow, type Watch } from "@/lib/liveQuery";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import { MESSAGE_LIMITS, type Conversation } from "@rallyhub/domain/messages/model";
import {
  loadOlderMessages,
  markConversationRead,
  openConversation,
  openTeamConversation,
  sendMessage,
  setConversationBlocked,
  watchConversation,
  watchConversations,
  watchRecentMessages,
  type ConversationPage,
  type RecentMessages,
} from "./messagesRepository";
import { MESSAGES_MESSAGES } from "../messages";

/** Where a page of older messages ends: a message's cursor and id. */
type MessageCursor = { cursor: string; id: string };

const listOf =
  (uid: string, max: number): Watch<ConversationPage> =>
  (onChange, onError) =>
    watchConversations(uid, max, onChange, onError);
const oneOf =
  (id: string): Watch<Conversation | null> =>
  (onChange, onError) =>
    watchConversation(id, onChange, onError);
const recentOf =
  (id: string): Watch<RecentMessages> =>
  (onChange, onError) =>
    watchRecentMessages(id, onChange, onError);

/**
 * Messages (issue 13): the conversation list, one conversation and its last
 * messages live (liveQuery: the listener that answered first keeps the entry
 * up to date, and stops when nobody shows it); older history page by page;
 * every write through the messages callables.
 */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user's conversations, newest first, live: 20, then 20 more with each Show more (a window: see liveWindow). */
    getConversations: build.infiniteQuery<ConversationPage, string, number>({
      ...liveWindow(listOf, MESSAGES_MESSAGES.failure.listLoad, MESSAGE_LIMITS.list),
    }),
    getConversation: build.query<Conversation | null, string>({
      ...liveQuery(oneOf, MESSAGES_MESSAGES.failure.conversationLoad),
      keepUnusedDataFor: 5,
    }),
    /** Spec (issue 13): a conversation page loads its last 30 messages in one query, then every new one live. */
    getRecentMessages: build.query<RecentMessages, string>({
      ...liveQuery(recentOf, MESSAGES_MESSAGES.failure.messagesLoad),
      keepUnusedDataFor: 5,
    }),
    /**
     * The history before the live last messages (`before`: the oldest of
     * them), a page at a time backwards (messages do not change once sent:
     * read once). Its page null stands for the live messages themselves and
     * reads nothing: each "Show older" reads the page before the oldest shown.
     */
    getOlderMessages: build.infiniteQuery<RecentMessages, { conversationId: string; before: MessageCursor }, MessageCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: () => undefined,
        getPreviousPageParam: (oldest, _pages, oldestParam, _params, { before }) => {
          if (oldestParam === null) return before;
          const first = oldest.messages[0];
          return oldest.hasOlder && first ? { cursor: first.cursor, id: first.id } : undefined;
        },
      },
      queryFn: ({ queryArg: { conversationId }, pageParam }) =>
        pageParam ? attempt(() => loadOlderMessages(conversationId, pageParam), MESSAGES_MESSAGES.failure.olderLoad) : { data: { messages: [], hasOlder: true } },
      keepUnusedDataFor: 60,
    }),
    openConversation: build.mutation<CallableOutput<"openConversation">, string>({
      queryFn: (userId) => attempt(() => openConversation(userId), MESSAGES_MESSAGES.failure.open),
    }),
    openTeamConversation: build.mutation<CallableOutput<"openTeamConversation">, string>({
      queryFn: (teamId) => attempt(() => openTeamConversation(teamId), MESSAGES_MESSAGES.failure.open),
    }),
    sendMessage: build.mutation<CallableOutput<"sendMessage">, CallableInput<"sendMessage">>({
      queryFn: ({ conversationId, text }) => attempt(() => sendMessage(conversationId, text), MESSAGES_MESSAGES.failure.send),
    }),
    markConversationRead: build.mutation<CallableOutput<"markConversationRead">, string>({
      queryFn: (id) => attempt(() => markConversationRead(id), MESSAGES_MESSAGES.failure.read),
    }),
    /** Spec §4: block, or unblock (the one who blocked only); the privacy tab's list of blocked conversations follows. */
    setConversationBlocked: build.mutation<CallableOutput<"setConversationBlocked">, CallableInput<"setConversationBlocked"> & { uid: string }>({
      queryFn: ({ conversationId, blocked }) => attempt(() => setConversationBlocked(conversationId, blocked), blocked ? MESSAGES_MESSAGES.failure.block : MESSAGES_MESSAGES.failure.unblock),
      invalidatesTags: (_r, _e, { uid }) => [{ type: "Conversation", id: `blocked-${uid}` }],
    }),
  }),
});

/** What the conversation page uses of its live last messages. */
export interface RecentMessagesQuery {
  data?: RecentMessages;
  error?: unknown;
  isLoading: boolean;
  isUninitialized: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export const {
  useGetConversationsInfiniteQuery,
  useGetConversationQuery,
  useGetRecentMessagesQuery,
  useGetOlderMessagesInfiniteQuery,
  useOpenConversationMutation,
  useOpenTeamConversationMutation,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useSetConversationBlockedMutation,
} = messagesApi;
