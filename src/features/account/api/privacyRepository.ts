import { arrayRemove, arrayUnion, collection, doc, getDocs, limit, query, serverTimestamp, updateDoc, where } from "firebase/firestore";
import { call, getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { PrivacySettings } from "@/lib/session/userDefaults";
import { conversationTitle } from "@rallyhub/domain/messages/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { conversationSchema } from "@rallyhub/domain/stored/messages";

export type PrivacyToggle = Exclude<keyof PrivacySettings, "blocklist">;

/** One toggle at a time, by field path (concurrent edits of other settings survive). */
export async function setPrivacyToggle(uid: string, key: PrivacyToggle, value: boolean): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "users", uid), { [`privacySettings.${key}`]: value, updatedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.privacyToggle);
  }
}

export interface BlockEntry {
  userId: string;
  email: string;
}

/**
 * Blocks users: the entries on the block list and their uids in `blockedUids`,
 * both on the user's own private document, in one update. The rules consult
 * `blockedUids` to hide the user's public profile from them, and the server
 * consults it for searches; nobody else can read either.
 */
export async function blockUsers(uid: string, entries: BlockEntry[]): Promise<void> {
  const db = await getDb();
  const uids = entries.map((e) => e.userId).filter(Boolean);
  try {
    await updateDoc(doc(db, "users", uid), {
      "privacySettings.blocklist": arrayUnion(...entries),
      ...(uids.length > 0 ? { blockedUids: arrayUnion(...uids) } : {}),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.blockUsers);
  }
}

export async function unblockUser(uid: string, entry: BlockEntry): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "users", uid), {
      "privacySettings.blocklist": arrayRemove(entry),
      ...(entry.userId ? { blockedUids: arrayRemove(entry.userId) } : {}),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.unblockUser);
  }
}

export interface ConversationSummary {
  id: string;
  participants: string[];
  blocked: boolean;
  title: string;
}

/**
 * Spec §3 Conversation: the conversations the caller blocked. One blocked by
 * the other participant is not listed: only its blocker may unblock it (§4),
 * so a switch for it here could only fail.
 */
export async function listBlockedConversations(uid: string): Promise<ConversationSummary[]> {
  const db = await getDb();
  const snap = await getDocs(query(collection(db, "conversations"), where("participants", "array-contains", uid), where("blockedBy", "==", uid), limit(50)));
  return snap.docs.map((d) => {
    const conversation = readDoc(conversationSchema, d);
    return {
      id: conversation.id,
      participants: conversation.participants,
      blocked: conversation.blocked,
      // A direct conversation is called by the other player's name (messages' own rule).
      title: conversationTitle(conversation, uid),
    };
  });
}

/**
 * Spec §4: blocked conversations are unblocked by toggling the blocked flag.
 * A conversation concerns two people, so the server writes it: only the one
 * who blocked may unblock.
 */
export async function setConversationBlocked(conversationId: string, blocked: boolean): Promise<void> {
  await call("setConversationBlocked", { conversationId, blocked });
}
