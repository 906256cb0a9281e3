import * as z from "zod/mini";
import { storedTime } from "./fields";

/** What is stored of conversations/{id}, their messages and messageInbox/{uid}: the Functions and the seed write through these (the read schemas: ../messages.ts). */

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

/** A message as sendMessage (and the seed) writes it: never changed afterwards. */
export const messageWriteSchema = /* @__PURE__ */ z.strictObject({ senderId: z.string(), senderName: z.string(), text: z.string(), createdAt: storedTime });

export const messageInboxWriteSchema = /* @__PURE__ */ z.strictObject({ unreadConversations: z.number(), updatedAt: storedTime });
