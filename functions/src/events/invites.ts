import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { blockedUidsOf } from "../lib/blocks";
import type { Notice } from "../notify/notify";
import { inviteWriteSchema } from "@rallyhub/domain/stored/write/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { gameTitle, inviteRef, joinerRef, noticeMail, requireOrganizer, statusOf, storedEvent } from "./common";
import { isActive } from "./rsvpLogic";
import { EVENT_SERVER_MESSAGES } from "./messages";

/** What inviting one player to a game comes to. */
export type InviteOutcome = "invite" | "self" | "noUser" | "blocked" | "alreadyIn" | "alreadyInvited";

/**
 * The checks of an invitation, the same for one player ('Find available
 * players') and for a whole user list: not the organizer themself, a user
 * who still has an account, no block either way, not already on the game's
 * list; already invited is told apart (a list does not invite twice).
 */
export function inviteOutcome(f: { uid: string; organizerUid: string; invitee: DocumentSnapshot | undefined; organizerBlocks: readonly string[]; onList: boolean; invited: boolean }): InviteOutcome {
  if (f.uid === f.organizerUid) return "self";
  if (!f.invitee?.exists) return "noUser";
  if (blockedUidsOf(f.invitee.data()).includes(f.organizerUid) || f.organizerBlocks.includes(f.uid)) return "blocked";
  if (f.onList) return "alreadyIn";
  return f.invited ? "alreadyInvited" : "invite";
}

/** The event, checked: it exists, the caller created it, it is not cancelled. */
export async function invitableEvent(eventId: string, callerUid: string): Promise<DocumentSnapshot> {
  const event = await db().doc(`events/${eventId}`).get();
  requireOrganizer(event, callerUid);
  if (storedEvent(event).cancelled) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.invite.cancelled);
  return event;
}

/** The outcome for each of the uids (reads their users, joiners and invites documents, 100 at a time). */
export async function inviteOutcomes(event: DocumentSnapshot, organizer: DocumentSnapshot, uids: readonly string[]): Promise<Map<string, InviteOutcome>> {
  const out = new Map<string, InviteOutcome>();
  const organizerBlocks = blockedUidsOf(organizer.data());
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += 100) {
    const chunk = unique.slice(i, i + 100);
    const [users, joiners, invites] = await Promise.all([
      db().getAll(...chunk.map((uid) => db().doc(`users/${uid}`))),
      db().getAll(...chunk.map((uid) => joinerRef(event.id, uid))),
      db().getAll(...chunk.map((uid) => inviteRef(event.id, uid))),
    ]);
    chunk.forEach((uid, j) => {
      out.set(uid, inviteOutcome({ uid, organizerUid: organizer.id, invitee: users[j], organizerBlocks, onList: isActive(statusOf(joiners[j])?.status), invited: invites[j]?.exists === true }));
    });
  }
  return out;
}

/**
 * Writes the invitations (events/{id}/invites/{uid}: they may then see a
 * private game) in batches, and returns the notices that tell the players.
 */
export async function writeInvites(event: DocumentSnapshot, organizer: DocumentSnapshot, uids: readonly string[]): Promise<Notice[]> {
  for (let i = 0; i < uids.length; i += 400) {
    const batch = db().batch();
    for (const uid of uids.slice(i, i + 400)) batch.set(inviteRef(event.id, uid), writeDoc(inviteWriteSchema, { uid, invitedBy: organizer.id, createdAt: FieldValue.serverTimestamp() }));
    await batch.commit();
  }
  const title = gameTitle(event);
  const from = readDoc(serverUserSchema, organizer).displayName || "An organizer";
  const message = `${from} invited you to ${title}.`;
  return uids.map((uid) => ({ uid, category: "eventJoined", type: "eventInvite", title: "You're invited", message, data: { eventId: event.id }, mail: noticeMail(event, "You're invited", message) }));
}
