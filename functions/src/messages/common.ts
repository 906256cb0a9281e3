import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { areConnected, communitiesOf } from "../availability/access";
import { blockedUidsOf } from "../lib/blocks";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { conversationStateSchema, messageInboxSchema, type ConversationState } from "@rallyhub/domain/stored/messages";
import { conversationWriteSchema, messageInboxWriteSchema } from "@rallyhub/domain/stored/write/messages";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { MESSAGE_MESSAGES, messagingVerdict, needsRelationship, refusalOf, teamConversationId, unreadForParticipants } from "@rallyhub/domain/messages/model";

export const conversationRef = (id: string) => db().doc(`conversations/${id}`);
export const inboxRef = (uid: string) => db().doc(`messageInbox/${uid}`);
export const userDoc = (uid: string) => db().doc(`users/${uid}`);

/** The stored conversation, as the callables need it (conversationStateSchema). */
export type { ConversationState };

export const conversationStateOf = (snap: DocumentSnapshot): ConversationState => readDoc(conversationStateSchema, snap);

/** What a conversation shows of a player: the name and photo of their account. */
export function nameOf(user: DocumentSnapshot): string {
  const { displayName, fullName } = readDoc(serverUserSchema, user);
  return displayName || fullName || "Player";
}

export const photoOf = (user: DocumentSnapshot): string => readDoc(serverUserSchema, user).photoURL;

/** Whether two players are on a team together (a shared roster; spec §3 availability privacy calls teams communities). */
export async function areTeammates(a: string, b: string): Promise<boolean> {
  const [mine, theirs] = await Promise.all([communitiesOf(a), communitiesOf(b)]);
  const set = new Set(mine);
  return theirs.some((id) => set.has(id));
}

/**
 * Refuses (permission-denied, with the reason) when `sender` may not message
 * `recipient` (spec §6; see messagingVerdict). Teams and connections are read
 * only when the block lists and 'messages from anyone' do not decide.
 */
export async function requireMayMessage(sender: DocumentSnapshot, recipient: DocumentSnapshot, recipientWrote: boolean): Promise<void> {
  const facts = {
    senderBlockedRecipient: blockedUidsOf(sender.data()).includes(recipient.id),
    recipientBlockedSender: blockedUidsOf(recipient.data()).includes(sender.id),
    recipientAcceptsAnyone: readDoc(serverUserSchema, recipient).privacySettings.messagesFromAnyone,
    recipientWrote,
  };
  let teammates = false;
  let connected = false;
  if (needsRelationship(facts)) {
    teammates = await areTeammates(sender.id, recipient.id);
    if (!teammates) connected = await areConnected(sender.id, recipient.id);
  }
  const refusal = refusalOf(messagingVerdict({ ...facts, teammates, connected }));
  if (refusal) throw new HttpsError("permission-denied", refusal);
}

/** Refuses a caller who is not among the participants. */
export function requireParticipant(state: ConversationState, uid: string): void {
  if (!state.participants.includes(uid)) throw new HttpsError("permission-denied", MESSAGE_MESSAGES.notParticipant);
}

/** The team of a team discussion, read in the transaction; only its members take part. */
export async function readTeamForDiscussion(tx: Transaction, teamId: string, caller: string): Promise<{ name: string; memberIds: string[] }> {
  const snap = await tx.get(db().doc(`teams/${teamId}`));
  if (!snap.exists) throw new HttpsError("not-found", MESSAGE_MESSAGES.teamNotFound);
  const team = readDoc(teamServerSchema, snap);
  const memberIds = [...new Set(team.memberIds)];
  if (!memberIds.includes(caller)) throw new HttpsError("permission-denied", MESSAGE_MESSAGES.notMember);
  return { name: team.name || "Team", memberIds };
}

/**
 * The inbox counts (messageInbox/{uid}.unreadConversations: how many
 * conversations have something unread, the shell's badge) move with the
 * conversations' unread counts, in the same transaction. Raising needs no
 * read; lowering is kept at 0 or above by the readers (see inboxAfter).
 */
export function raiseInboxes(tx: Transaction, uids: readonly string[]): void {
  for (const uid of uids) tx.set(inboxRef(uid), writeFields(messageInboxWriteSchema, { unreadConversations: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() }), { merge: true });
}

/** Reads the inboxes to lower (in the transaction, before any write). */
export async function readInboxes(tx: Transaction, uids: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (uids.length === 0) return counts;
  const snaps = await tx.getAll(...uids.map(inboxRef));
  for (const snap of snaps) counts.set(snap.id, readDoc(messageInboxSchema, snap).unreadConversations);
  return counts;
}

/** Lowers each inbox by one conversation, never below 0 (counts read with readInboxes). */
export function lowerInboxes(tx: Transaction, counts: Map<string, number>): void {
  for (const [uid, n] of counts) tx.set(inboxRef(uid), writeDoc(messageInboxWriteSchema, { unreadConversations: Math.max(0, n - 1), updatedAt: FieldValue.serverTimestamp() }), { merge: true });
}

/** A team discussion read in a transaction, and what it takes to bring it in step with the team's members. */
export interface TeamDiscussionSync {
  /** Whether teamDiscussion_{teamId} exists (nobody opened it yet: nothing to do). */
  exists: boolean;
  /** The writes, after every read of the transaction: participants and unread counts become the members (newcomers at 0), the title the team's name, and those taken off with something unread have it off their inbox. Does nothing when it is missing or already in step. */
  write(): void;
}

/**
 * Reads a team's discussion (and the inboxes of those it drops) in a
 * transaction that sets the team's members, before its first write, so that
 * access to the discussion follows the membership in the same commit (its
 * messages are read by participants only). Every change of memberIds calls it
 * (team callables), as does openTeamConversation.
 */
export async function readTeamDiscussionSync(tx: Transaction, teamId: string, memberIds: readonly string[], title: string): Promise<TeamDiscussionSync> {
  const ref = conversationRef(teamConversationId(teamId));
  const snap = await tx.get(ref);
  if (!snap.exists) return { exists: false, write: () => undefined };
  const state = conversationStateOf(snap);
  const members = [...new Set(memberIds)];
  const same = state.title === title && state.participants.length === members.length && members.every((uid) => state.participants.includes(uid));
  if (same) return { exists: true, write: () => undefined };
  const { unread, dropped } = unreadForParticipants(state.unread, members);
  const inboxes = await readInboxes(tx, dropped);
  return {
    exists: true,
    write: () => {
      tx.update(ref, writeFields(conversationWriteSchema, { participants: members, unread, title, updatedAt: FieldValue.serverTimestamp() }));
      lowerInboxes(tx, inboxes);
    },
  };
}
