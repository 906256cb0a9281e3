import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as messageCallables from "@rallyhub/domain/callables/messages";
import { countOf, previewOf, unreadAfterMessage, MESSAGE_MESSAGES } from "@rallyhub/domain/messages/model";
import { conversationRef, conversationStateOf, lowerInboxes, nameOf, raiseInboxes, readInboxes, readTeamForDiscussion, requireMayMessage, requireParticipant, userDoc } from "./common";
import { sendMessageNotices, type MessageNotice } from "./notices";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { conversationWriteSchema, messageWriteSchema } from "@rallyhub/domain/stored/write/messages";

/**
 * Sends a message (issue 13), in one transaction: the caller must take part;
 * a blocked conversation takes no new messages; in a direct conversation the
 * recipient's block list and 'messages from anyone' are checked again (they
 * may have changed since it was opened); in a team discussion the caller must
 * still be a member, and the participants follow the roster. Writes
 * conversations/{id}/messages/{msgId} {senderId, senderName, text, createdAt},
 * and on the conversation the last message, its time and the unread counts.
 * Those who had nothing unread are told, as their notification settings allow
 * (once per conversation until they read it, not once per message).
 */
export const sendMessage = defineCallable(messageCallables.sendMessage, async ({ conversationId, text }, { caller }) => {
  const ref = conversationRef(conversationId);
  const messageRef = ref.collection("messages").doc();
  const outcome = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError("not-found", MESSAGE_MESSAGES.notFound);
    const state = conversationStateOf(snap);
    requireParticipant(state, caller.uid);
    if (state.blocked) throw new HttpsError("failed-precondition", MESSAGE_MESSAGES.blocked);
    let participants = state.participants;
    let title = state.title;
    let senderName: string;
    if (state.kind === "team" && state.teamId) {
      const team = await readTeamForDiscussion(tx, state.teamId, caller.uid);
      participants = team.memberIds;
      title = team.name;
      senderName = nameOf(await tx.get(userDoc(caller.uid)));
    } else {
      const other = state.participants.find((uid) => uid !== caller.uid);
      if (!other) throw new HttpsError("failed-precondition", MESSAGE_MESSAGES.notFound);
      const [me, them] = await tx.getAll(userDoc(caller.uid), userDoc(other));
      if (!me || !them?.exists) throw new HttpsError("not-found", MESSAGE_MESSAGES.userNotFound);
      await requireMayMessage(me, them, state.wrote.includes(other));
      senderName = nameOf(me);
    }
    const { unread, newlyUnread, cleared, dropped } = unreadAfterMessage(state.unread, participants, caller.uid);
    const lowered = await readInboxes(tx, [...cleared, ...dropped]);
    // Reads are done: the writes.
    tx.create(messageRef, writeDoc(messageWriteSchema, { senderId: caller.uid, senderName, text, createdAt: FieldValue.serverTimestamp() }));
    tx.update(
      ref,
      writeFields(conversationWriteSchema, {
        participants,
        title,
        unread,
        ...(state.kind === "direct" ? { names: { ...state.names, [caller.uid]: senderName } } : {}),
        wrote: FieldValue.arrayUnion(caller.uid),
        lastMessage: previewOf(text),
        lastMessageAt: FieldValue.serverTimestamp(),
        lastSenderId: caller.uid,
        lastSenderName: senderName,
        updatedAt: FieldValue.serverTimestamp(),
      }),
    );
    raiseInboxes(tx, newlyUnread);
    lowerInboxes(tx, lowered);
    return { kind: state.kind, teamId: state.teamId, title, senderName, newlyUnread };
  });

  const notices: MessageNotice[] = outcome.newlyUnread.map((uid) => ({
    uid,
    conversationId,
    title: outcome.kind === "team" ? `${outcome.senderName} in ${outcome.title}` : `${outcome.senderName} sent you a message`,
    message: previewOf(text),
  }));
  try {
    await sendMessageNotices(notices, outcome.kind === "team" ? "teamMessage" : "directMessage", outcome.kind === "team" && outcome.teamId ? `teamDiscussion_${outcome.teamId}` : null);
  } catch (error: unknown) {
    // The message is sent: a failed notice must not make the sender send it again.
    logger.error("sendMessage: the notices could not be written", { conversationId, error: String(error) });
  }
  return { messageId: messageRef.id };
});

/** Marks a conversation read for the caller: their unread count to 0, and one conversation off their inbox. */
export const markConversationRead = defineCallable(messageCallables.markConversationRead, async ({ conversationId }, { caller }) => {
  const ref = conversationRef(conversationId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError("not-found", MESSAGE_MESSAGES.notFound);
    const state = conversationStateOf(snap);
    requireParticipant(state, caller.uid);
    if (countOf(state.unread, caller.uid) === 0) return;
    const inbox = await readInboxes(tx, [caller.uid]);
    tx.update(ref, writeFields(conversationWriteSchema, { unread: { ...state.unread, [caller.uid]: 0 } }));
    lowerInboxes(tx, inbox);
  });
  return { read: true };
});
