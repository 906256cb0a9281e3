import * as z from "zod/mini";
import type { Conversation, Message } from "../messages/model";
import { flag, nullableText, num, oneOf, recordOf, storedTime, strings, text, timeField, timeOr } from "./fields";

/** conversations/{id}, conversations/{id}/messages/{messageId} and messageInbox/{uid} (docs/data-model.md). */

/** A conversation as the app shows it (plain data: times in epoch ms). */
export const conversationSchema: z.ZodMiniType<Conversation> = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: oneOf(["direct", "team"], "direct"),
  participants: strings(),
  names: recordOf(z.string()),
  photos: recordOf(z.string()),
  title: text(),
  teamId: nullableText(),
  blocked: flag(),
  blockedBy: nullableText(),
  lastMessage: text(),
  lastMessageAt: timeField,
  lastSenderId: nullableText(),
  lastSenderName: text(),
  unread: recordOf(z.number()),
});

/** What the messages callables read of a conversation besides what the app shows: who has written in it. */
export const conversationStateSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: oneOf(["direct", "team"], "direct"),
  teamId: nullableText(),
  participants: strings(),
  blocked: flag(),
  blockedBy: nullableText(),
  unread: recordOf(z.number()),
  wrote: strings(),
  names: recordOf(z.string()),
  photos: recordOf(z.string()),
  title: text(),
});
export type ConversationState = z.output<typeof conversationStateSchema>;

/** A conversation as openConversation / openTeamConversation (and the seed) create it; setConversationBlocked adds when it was blocked. */
export const conversationWriteSchema = /* @__PURE__ */ z.strictObject({
  kind: z.enum(["direct", "team"]),
  participants: z.array(z.string()),
  names: z.record(z.string(), z.string()),
  photos: z.record(z.string(), z.string()),
  title: z.string(),
  teamId: z.nullable(z.string()),
  blocked: z.boolean(),
  blockedBy: z.nullable(z.string()),
  blockedAt: z.optional(storedTime),
  unread: z.record(z.string(), z.number()),
  wrote: z.array(z.string()),
  lastMessage: z.optional(z.string()),
  lastMessageAt: z.optional(storedTime),
  lastSenderId: z.optional(z.nullable(z.string())),
  lastSenderName: z.optional(z.string()),
  createdAt: storedTime,
  updatedAt: storedTime,
});

/** `seconds:nanoseconds` of a stored Timestamp (where the next older page starts), or "0:0". */
function cursorOf(value: unknown): string {
  const t = value as { seconds?: unknown; nanoseconds?: unknown } | null;
  return typeof t === "object" && t !== null && typeof t.seconds === "number" && typeof t.nanoseconds === "number" ? `${t.seconds}:${t.nanoseconds}` : "0:0";
}

/** A message as the app shows it, with the exact stored time as its cursor. */
export const messageSchema: z.ZodMiniType<Message> = /* @__PURE__ */ z.pipe(
  z.object({ id: z.string(), senderId: text(), senderName: text("Player"), text: text(), createdAt: z.optional(z.unknown()) }),
  z.transform((m): Message => ({ ...m, createdAt: z.parse(timeOr(0), m.createdAt), cursor: cursorOf(m.createdAt) })),
);

/** A message as sendMessage (and the seed) writes it: never changed afterwards. */
export const messageWriteSchema = /* @__PURE__ */ z.strictObject({ senderId: z.string(), senderName: z.string(), text: z.string(), createdAt: storedTime });

/** How many of the user's conversations have something unread (never below 0, whole). */
export const messageInboxSchema = /* @__PURE__ */ z.object({
  unreadConversations: z.pipe(
    num(),
    z.transform((n) => (n > 0 ? Math.floor(n) : 0)),
  ),
});

export const messageInboxWriteSchema = /* @__PURE__ */ z.strictObject({ unreadConversations: z.number(), updatedAt: storedTime });
