import { api, attempt, firstValue, keepLive, type Watch } from "@/lib/api";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import { MESSAGE_FAILURES, type Conversation } from "@rallyhub/domain/messages/model";
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

type ListArgs = { uid: string; max: number };

const listOf = ({ uid, max }: ListArgs): Watch<ConversationPage> => (onChange, onError) => watchConversations(uid, max, onChange, onError);
const listKey = ({ uid, max }: ListArgs) => `conversations:${uid}:${max}`;
const oneOf = (id: string): Watch<Conversation | null> => (onChange, onError) => watchConversation(id, onChange, onError);
const recentOf = (id: string): Watch<RecentMessages> => (onChange, onError) => watchRecentMessages(id, onChange, onError);

/**
 * Messages (issue 13): the conversation list, one conversation and its last
 * messages live (onCacheEntryAdded: the listener that answered first keeps
 * the entry up to date, and stops when nobody shows it); older history page
 * by page; every write through the messages callables.
 */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationPage, ListArgs>({
      queryFn: (args) => firstValue(listOf(args), MESSAGE_FAILURES.listLoad, listKey(args)),
      onCacheEntryAdded: (args, lifecycle) =>
        keepLive(listOf(args), lifecycle, () => void lifecycle.dispatch(messagesApi.endpoints.getConversations.initiate(args, { subscribe: false, forceRefetch: true })), listKey(args)),
      keepUnusedDataFor: 0,
    }),
    getConversation: build.query<Conversation | null, string>({
      queryFn: (id) => firstValue(oneOf(id), MESSAGE_FAILURES.conversationLoad, `conversation:${id}`),
      onCacheEntryAdded: (id, lifecycle) =>
        keepLive(oneOf(id), lifecycle, () => void lifecycle.dispatch(messagesApi.endpoints.getConversation.initiate(id, { subscribe: false, forceRefetch: true })), `conversation:${id}`),
      keepUnusedDataFor: 5,
    }),
    /** Spec (issue 13): a conversation page loads its last 30 messages in one query, then every new one live. */
    getRecentMessages: build.query<RecentMessages, string>({
      queryFn: (id) => firstValue(recentOf(id), MESSAGE_FAILURES.messagesLoad, `messages:${id}`),
      onCacheEntryAdded: (id, lifecycle) =>
        keepLive(recentOf(id), lifecycle, () => void lifecycle.dispatch(messagesApi.endpoints.getRecentMessages.initiate(id, { subscribe: false, forceRefetch: true })), `messages:${id}`),
      keepUnusedDataFor: 5,
    }),
    /** One older page, before a message (messages do not change once sent: read once). */
    getOlderMessages: build.query<RecentMessages, { conversationId: string; cursor: string; id: string }>({
      queryFn: ({ conversationId, cursor, id }) => attempt(() => loadOlderMessages(conversationId, { cursor, id }), MESSAGE_FAILURES.olderLoad),
      keepUnusedDataFor: 60,
    }),
    openConversation: build.mutation<CallableOutput<"openConversation">, string>({
      queryFn: (userId) => attempt(() => openConversation(userId), MESSAGE_FAILURES.open),
    }),
    openTeamConversation: build.mutation<CallableOutput<"openTeamConversation">, string>({
      queryFn: (teamId) => attempt(() => openTeamConversation(teamId), MESSAGE_FAILURES.open),
    }),
    sendMessage: build.mutation<CallableOutput<"sendMessage">, CallableInput<"sendMessage">>({
      queryFn: ({ conversationId, text }) => attempt(() => sendMessage(conversationId, text), MESSAGE_FAILURES.send),
    }),
    markConversationRead: build.mutation<CallableOutput<"markConversationRead">, string>({
      queryFn: (id) => attempt(() => markConversationRead(id), MESSAGE_FAILURES.read),
    }),
    /** Spec §4: block, or unblock (the one who blocked only); the privacy tab's list of blocked conversations follows. */
    setConversationBlocked: build.mutation<CallableOutput<"setConversationBlocked">, CallableInput<"setConversationBlocked"> & { uid: string }>({
      queryFn: ({ conversationId, blocked }) => attempt(() => setConversationBlocked(conversationId, blocked), blocked ? MESSAGE_FAILURES.block : MESSAGE_FAILURES.unblock),
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
  useGetConversationsQuery,
  useGetConversationQuery,
  useGetRecentMessagesQuery,
  useGetOlderMessagesQuery,
  useOpenConversationMutation,
  useOpenTeamConversationMutation,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useSetConversationBlockedMutation,
} = messagesApi;
