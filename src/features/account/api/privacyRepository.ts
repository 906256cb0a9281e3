import { arrayRemove, arrayUnion, collection, doc, getDocs, limit, query, serverTimestamp, updateDoc, where, writeBatch } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { PrivacySettings } from "@/features/users/model/defaults";

export type PrivacyToggle = Exclude<keyof PrivacySettings, "blocklist">;

/** One toggle at a time, by field path (concurrent edits of other settings survive). */
export async function setPrivacyToggle(uid: string, key: PrivacyToggle, value: boolean): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "users", uid), { [`privacySettings.${key}`]: value, updatedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, "Privacy could not be updated. Please try again.");
  }
}

export interface BlockEntry {
  userId: string;
  email: string;
}

/**
 * Blocks users: the block list on the private document, and the uids on the
 * public profile, where the rules use them to hide the profile from them.
 * One batch, so the two never disagree.
 */
export async function blockUsers(uid: string, entries: BlockEntry[]): Promise<void> {
  const db = await getDb();
  const batch = writeBatch(db);
  batch.update(doc(db, "users", uid), { "privacySettings.blocklist": arrayUnion(...entries), updatedAt: serverTimestamp() });
  batch.set(doc(db, "publicProfiles", uid), { blockedUids: arrayUnion(...entries.map((e) => e.userId).filter(Boolean)), updatedAt: serverTimestamp() }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    throw toAppError(error, "Error blocking users.");
  }
}

export async function unblockUser(uid: string, entry: BlockEntry): Promise<void> {
  const db = await getDb();
  const batch = writeBatch(db);
  batch.update(doc(db, "users", uid), { "privacySettings.blocklist": arrayRemove(entry), updatedAt: serverTimestamp() });
  if (entry.userId) batch.set(doc(db, "publicProfiles", uid), { blockedUids: arrayRemove(entry.userId), updatedAt: serverTimestamp() }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    throw toAppError(error, "Error while unblocking user.");
  }
}

export interface ConversationSummary {
  id: string;
  participants: string[];
  blocked: boolean;
  title: string;
}

/** Spec §3 Conversation: the caller's blocked conversations. */
export async function listBlockedConversations(uid: string): Promise<ConversationSummary[]> {
  const db = await getDb();
  const snap = await getDocs(query(collection(db, "conversations"), where("participants", "array-contains", uid), where("blocked", "==", true), limit(50)));
  return snap.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      participants: Array.isArray(data.participants) ? data.participants.filter((p): p is string => typeof p === "string") : [],
      blocked: data.blocked === true,
      title: typeof data.title === "string" ? data.title : "Conversation",
    };
  });
}

/** Spec §4: blocked conversations are unblocked by toggling the blocked flag. */
export async function setConversationBlocked(conversationId: string, uid: string, blocked: boolean): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "conversations", conversationId), { blocked, blockedBy: blocked ? uid : null });
}
