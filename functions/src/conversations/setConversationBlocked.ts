import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as messageCallables from "@rallyhub/domain/callables/messages";
import { MESSAGE_MESSAGES } from "@rallyhub/domain/messages/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { conversationStateSchema } from "@rallyhub/domain/stored/messages";
import { conversationWriteSchema } from "@rallyhub/domain/stored/write/messages";

export const ONLY_BLOCKER_UNBLOCKS = "Only the person who blocked this conversation can unblock it.";

/**
 * Spec §4 blocked conversations. Clients do not write conversations; this is
 * the only way to block or unblock one, in a transaction:
 * - the caller must be a participant;
 * - blocking sets blocked, blockedBy (the caller) and blockedAt. A conversation
 *   already blocked stays blocked by whoever blocked it (the other participant
 *   blocking it again must not become the blocker, who could then unblock);
 * - a team discussion cannot be blocked (one member would silence the team);
 * - unblocking is for the participant who blocked it only. A conversation that
 *   is not blocked has nothing to lift: the answer is {blocked: false}.
 */
export const setConversationBlocked = defineCallable(messageCallables.setConversationBlocked, async ({ conversationId, blocked }, { caller }) => {
  const ref = db().doc(`conversations/${conversationId}`);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError("not-found", "Conversation not found");
    const conversation = readDoc(conversationStateSchema, snap);
    if (!conversation.participants.includes(caller.uid)) {
      throw new HttpsError("permission-denied", "You are not part of this conversation.");
    }
    const isBlocked = conversation.blocked;
    // One member must not silence a whole team: a team discussion is muted in the notification settings instead.
    if (blocked && !isBlocked && conversation.kind === "team") throw new HttpsError("failed-precondition", MESSAGE_MESSAGES.teamNotBlockable);
    if (blocked) {
      if (!isBlocked) tx.update(ref, writeFields(conversationWriteSchema, { blocked: true, blockedBy: caller.uid, blockedAt: FieldValue.serverTimestamp() }));
      return { blocked: true };
    }
    if (!isBlocked) return { blocked: false };
    if (conversation.blockedBy !== caller.uid) throw new HttpsError("permission-denied", ONLY_BLOCKER_UNBLOCKS);
    tx.update(ref, writeFields(conversationWriteSchema, { blocked: false, blockedBy: null }));
    return { blocked: false };
  });
});
