import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as messageCallables from "@rallyhub/domain/callables/messages";
import { MESSAGE_MESSAGES, directConversationId, teamConversationId } from "@rallyhub/domain/messages/model";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { conversationWriteSchema } from "@rallyhub/domain/stored/write/messages";
import { conversationRef, conversationStateOf, nameOf, photoOf, readTeamDiscussionSync, readTeamForDiscussion, requireMayMessage, userDoc } from "./common";

/** Whether `base` already holds every entry of `entries`. */
function sameEntries(base: Record<string, string>, entries: Record<string, string>): boolean {
  return Object.entries(entries).every(([k, v]) => base[k] === v);
}

/**
 * Opens the caller's direct conversation with another player (issue 13): the
 * one conversation of the pair (its id comes from the sorted pair), created
 * when missing. Refused across a block, either way, and when the other player
 * turned off 'messages from anyone' and the caller is neither a teammate nor a
 * connection (nor someone they have written to in it). Opening refreshes the
 * names and photos the conversation shows.
 */
export const openConversation = defineCallable(messageCallables.openConversation, async ({ userId }, { caller }) => {
  if (userId === caller.uid) throw new HttpsError("invalid-argument", MESSAGE_MESSAGES.self);
  const id = directConversationId(caller.uid, userId);
  const ref = conversationRef(id);
  await db().runTransaction(async (tx) => {
    const [me, them, existing] = await tx.getAll(userDoc(caller.uid), userDoc(userId), ref);
    if (!them?.exists || !me) throw new HttpsError("not-found", MESSAGE_MESSAGES.userNotFound);
    const state = existing?.exists ? conversationStateOf(existing) : null;
    await requireMayMessage(me, them, state?.wrote.includes(userId) ?? false);
    const names = { [caller.uid]: me.exists ? nameOf(me) : "Player", [userId]: nameOf(them) };
    const photos = { [caller.uid]: me.exists ? photoOf(me) : "", [userId]: photoOf(them) };
    if (!state) {
      tx.create(
        ref,
        writeDoc(conversationWriteSchema, {
          kind: "direct",
          participants: [caller.uid, userId].sort(),
          names,
          photos,
          title: "",
          teamId: null,
          blocked: false,
          blockedBy: null,
          unread: { [caller.uid]: 0, [userId]: 0 },
          wrote: [],
          lastMessage: "",
          lastSenderId: null,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        }),
      );
    } else if (!sameEntries(state.names, names) || !sameEntries(state.photos, photos)) {
      tx.update(ref, writeFields(conversationWriteSchema, { names: { ...state.names, ...names }, photos: { ...state.photos, ...photos }, updatedAt: FieldValue.serverTimestamp() }));
    }
  });
  return { conversationId: id };
});

/**
 * Opens a team's discussion, teamDiscussion_{teamId}, for a member of its
 * roster (created when missing). Its participants follow the team's current
 * members: newcomers join at 0 unread, those who left are taken off (and their
 * unread count off their inbox).
 */
export const openTeamConversation = defineCallable(messageCallables.openTeamConversation, async ({ teamId }, { caller }) => {
  const id = teamConversationId(teamId);
  const ref = conversationRef(id);
  await db().runTransaction(async (tx) => {
    const team = await readTeamForDiscussion(tx, teamId, caller.uid);
    const sync = await readTeamDiscussionSync(tx, teamId, team.memberIds, team.name);
    if (!sync.exists) {
      tx.create(
        ref,
        writeDoc(conversationWriteSchema, {
          kind: "team",
          participants: team.memberIds,
          names: {},
          photos: {},
          title: team.name,
          teamId,
          blocked: false,
          blockedBy: null,
          unread: Object.fromEntries(team.memberIds.map((uid) => [uid, 0])),
          wrote: [],
          lastMessage: "",
          lastSenderId: null,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        }),
      );
      return;
    }
    sync.write();
  });
  return { conversationId: id };
});
