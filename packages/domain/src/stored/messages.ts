import type { Conversation, Message } from "../messages/model";
import { asIs, flag, map, nullableText, num, number, obj, oneOf, recordOf, string, strings, text, timeField, timeOr, type Read, type Reader } from "./fields";

/** conversations/{id}, conversations/{id}/messages/{messageId} and messageInbox/{uid} (docs/data-model.md). */

/** A conversation as the app shows it (plain data: times in epoch ms). */
export const conversationSchema: Reader<Conversation> = obj({
  id: text(),
  kind: oneOf(["direct", "team"], "direct"),
  participants: strings(),
  names: recordOf(string),
  photos: recordOf(string),
  title: text(),
  teamId: nullableText(),
  blocked: flag(),
  blockedBy: nullableText(),
  lastMessage: text(),
  lastMessageAt: timeField,
  lastSenderId: nullableText(),
  lastSenderName: text(),
  unread: recordOf(number),
});

/** What the messages callables read of a conversation besides what the app shows: who has written in it. */
export const conversationStateSchema = obj({
  id: text(),
  kind: oneOf(["direct", "team"], "direct"),
  teamId: nullableText(),
  participants: strings(),
  blocked: flag(),
  blockedBy: nullableText(),
  unread: recordOf(number),
  wrote: strings(),
  names: recordOf(string),
  photos: recordOf(string),
  title: text(),
});
export type ConversationState = Read<typeof conversationStateSchema>;

/** `seconds:nanoseconds` of a stored Timestamp (where the next older page starts), or "0:0". */
function cursorOf(value: unknown): string {
  const t = value as { seconds?: unknown; nanoseconds?: unknown } | null;
  return typeof t === "object" && t !== null && typeof t.seconds === "number" && typeof t.nanoseconds === "number" ? `${t.seconds}:${t.nanoseconds}` : "0:0";
}

/** A message as the app shows it, with the exact stored time as its cursor. */
const createdAtOrZero = timeOr(0);
export const messageSchema: Reader<Message> = map(obj({ id: text(), senderId: text(), senderName: text("Player"), text: text(), createdAt: asIs }), (m): Message => ({
  ...m,
  createdAt: createdAtOrZero(m.createdAt),
  cursor: cursorOf(m.createdAt),
}));

/** How many of the user's conversations have something unread (never below 0, whole). */
export const messageInboxSchema = obj({ unreadConversations: map(num(), (n) => (n > 0 ? Math.floor(n) : 0)) });
