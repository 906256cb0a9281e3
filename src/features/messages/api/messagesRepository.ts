import { collection, doc, documentId, getDocs, limit, onSnapshot, orderBy, query, startAfter, Timestamp, where } from "firebase/firestore";
import { call, getDb, listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { MESSAGE_LIMITS, mergeMessages, type Conversation, type Message } from "@rallyhub/domain/messages/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { conversationSchema, messageSchema } from "@rallyhub/domain/stored/messages";
import { MESSAGES_MESSAGES } from "../messages";

/**
 * Conversations and messages (issue 13). Reads are Firestore listeners and
 * queries the rules allow to participants; every write goes through the
 * messages callables (clients write no conversation or message).
 */

const conversationFrom = (snap: { id: string; data(): unknown }): Conversation => readDoc(conversationSchema, snap);
const messageFrom = (snap: { id: string; data(): unknown }): Message => readDoc(messageSchema, snap);

export interface ConversationPage {
  items: Conversation[];
  more: boolean;
}

/** The user's conversations with at least one message, newest first, live: the first `max`, and whether there are more. */
export function watchConversations(uid: string, max: number, onChange: (page: ConversationPage) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, "conversations"), where("participants", "array-contains", uid), orderBy("lastMessageAt", "desc"), limit(max + 1)),
      (snap) => onChange({ items: snap.docs.slice(0, max).map(conversationFrom), more: snap.docs.length > max }),
      (error) => onError(toAppError(error, MESSAGES_MESSAGES.failure.listLoad)),
    ),
  );
}

/** One conversation, live (its block, its unread counts); null when it does not exist. */
export function watchConversation(id: string, onChange: (c: Conversation | null) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "conversations", id),
      (snap) => onChange(snap.exists() ? conversationFrom(snap) : null),
      (error) => onError(toAppError(error, MESSAGES_MESSAGES.failure.conversationLoad)),
    ),
  );
}

export interface RecentMessages {
  /** Oldest first. */
  messages: Message[];
  /** Whether messages older than the first one exist. */
  hasOlder: boolean;
}

/**
 * The last MESSAGE_LIMITS.page messages of a conversation in one query, then
 * every new one as it comes, live. The listener's window moves with new
 * messages; what it has shown is kept, so the older pages (loadOlderMessages,
 * from the first message kept) always join up with it.
 */
export function watchRecentMessages(conversationId: string, onChange: (value: RecentMessages) => void, onError: (e: unknown) => void): () => void {
  let kept: Message[] = [];
  let hasOlder: boolean | null = null;
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, "conversations", conversationId, "messages"), orderBy("createdAt", "desc"), limit(MESSAGE_LIMITS.page + 1)),
      (snap) => {
        let docs = snap.docs.map(messageFrom);
        if (hasOlder === null) {
          // The first answer: one more than a page tells whether there is older history.
          hasOlder = docs.length > MESSAGE_LIMITS.page;
          docs = docs.slice(0, MESSAGE_LIMITS.page);
        }
        kept = mergeMessages(kept, docs);
        onChange({ messages: kept, hasOlder });
      },
      (error) => onError(toAppError(error, MESSAGES_MESSAGES.failure.messagesLoad)),
    ),
  );
}

/** The page of messages before `cursor` (a message's `cursor` and id), oldest first, and whether there are still older ones. */
export async function loadOlderMessages(conversationId: string, before: { cursor: string; id: string }): Promise<RecentMessages> {
  const db = await getDb();
  const [seconds = 0, nanos = 0] = before.cursor.split(":").map(Number);
  const snap = await getDocs(
    query(
      collection(db, "conversations", conversationId, "messages"),
      orderBy("createdAt", "desc"),
      orderBy(documentId(), "desc"),
      startAfter(new Timestamp(seconds, nanos), before.id),
      limit(MESSAGE_LIMITS.page + 1),
    ),
  );
  const docs = snap.docs.map(messageFrom);
  return { messages: mergeMessages(docs.slice(0, MESSAGE_LIMITS.page)), hasOlder: docs.length > MESSAGE_LIMITS.page };
}

export const openConversation = (userId: string) => call("openConversation", { userId });
export const openTeamConversation = (teamId: string) => call("openTeamConversation", { teamId });
export const sendMessage = (conversationId: string, text: string) => call("sendMessage", { conversationId, text });
export const markConversationRead = (conversationId: string) => call("markConversationRead", { conversationId });
export const setConversationBlocked = (conversationId: string, blocked: boolean) => call("setConversationBlocked", { conversationId, blocked });
