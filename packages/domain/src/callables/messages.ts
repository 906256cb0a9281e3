import { z } from "zod";
import { conversationIdSchema, messageTextSchema } from "../messages/model";
import { defineContract, docId, owner, returns, SIGNED_IN } from "./contract";

/**
 * The messages callables (functions/src/messages, functions/src/conversations):
 * clients never write conversations; only these do, each in a transaction
 * that also checks the caller is a participant.
 */

const PARTICIPANT = owner("a participant of the conversation");

/** Opens the caller's direct conversation with another player (created when missing), unless a block or their settings refuse it. */
export const openConversation = defineContract({
  name: "openConversation",
  input: z.object({ userId: docId }).strict(),
  output: returns<{ conversationId: string }>(),
  access: SIGNED_IN,
});

/** Opens a team's discussion for a member of its roster (created when missing). */
export const openTeamConversation = defineContract({
  name: "openTeamConversation",
  input: z.object({ teamId: docId }).strict(),
  output: returns<{ conversationId: string }>(),
  access: owner("a member of the team"),
});

export const sendMessage = defineContract({
  name: "sendMessage",
  input: z.object({ conversationId: conversationIdSchema, text: messageTextSchema }).strict(),
  output: returns<{ messageId: string }>(),
  access: PARTICIPANT,
  sentences: true,
});

export const markConversationRead = defineContract({
  name: "markConversationRead",
  input: z.object({ conversationId: conversationIdSchema }).strict(),
  output: returns<{ read: true }>(),
  access: PARTICIPANT,
});

/** Spec §4 blocked conversations: a participant blocks one; only the one who blocked it unblocks it. */
export const setConversationBlocked = defineContract({
  name: "setConversationBlocked",
  input: z.object({ conversationId: docId, blocked: z.boolean() }).strict(),
  output: returns<{ blocked: boolean }>(),
  access: PARTICIPANT,
});
