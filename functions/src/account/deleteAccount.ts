import type { Query } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { adminAuth, db, realtimeDatabase } from "../admin";
import { defineCallable } from "../lib/callable";
import * as accountCallables from "@rallyhub/domain/callables/account";
import { noticePromoted, takeOffList } from "../events/manage";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";

/** Firestore allows 500 writes in a batch; we stay well under it. */
export const MAX_WRITES_PER_BATCH = 400;

/** Teams that stop a deletion (spec §6): the user must delete or leave them first. */
export async function blockingTeams(uid: string): Promise<Array<{ id: string; name: string }>> {
  const snap = await db().collection("teams").where("memberIds", "array-contains", uid).limit(50).get();
  return snap.docs.map((d) => ({ id: d.id, name: readDoc(teamServerSchema, d).name || "Team" }));
}

/** Deletes every document a query matches, a page (one batch) at a time, until none is left. */
async function deleteAll(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.select().limit(MAX_WRITES_PER_BATCH).get();
    if (page.empty) return deleted;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/**
 * The family requests this user sent: each connection, with the request
 * notifications it put in the recipient's inbox, until none is left.
 */
async function deleteSentConnections(uid: string): Promise<void> {
  const database = db();
  for (;;) {
    const page = await database.collection("familyConnections").where("requesterId", "==", uid).select().limit(100).get();
    if (page.empty) return;
    for (const connection of page.docs) {
      await deleteAll(database.collection("user-notifications").where("data.connectionId", "==", connection.id));
    }
    const batch = database.batch();
    for (const connection of page.docs) batch.delete(connection.ref);
    await batch.commit();
  }
}

/**
 * The user's RSVPs across events: each is taken off its event's list the way
 * a removal is (counters, the public preview, and the waitlist moving up into
 * a freed spot, with its notice), one small transaction per RSVP.
 */
async function deleteRsvps(uid: string): Promise<void> {
  const database = db();
  for (;;) {
    const page = await database.collectionGroup("joiners").where("uid", "==", uid).select().limit(100).get();
    if (page.empty) return;
    for (const doc of page.docs) {
      const eventId = doc.ref.parent.parent?.id;
      if (!eventId) {
        await doc.ref.delete();
        continue;
      }
      const result = await takeOffList(eventId, uid, null);
      if (result.event && result.promoted.length > 0) await noticePromoted(result.event, result.promoted);
    }
  }
}

/** How long presence clean-up may take before the deletion gives up (and keeps the login). */
const PRESENCE_TIMEOUT_MS = 15_000;

/** Presence in the Realtime Database, when the Functions have one configured; otherwise nothing to do. */
async function deletePresence(uid: string): Promise<void> {
  const rtdb = await realtimeDatabase();
  if (!rtdb) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpsError("unavailable", "Your online status could not be removed. Please try again.")), PRESENCE_TIMEOUT_MS);
  });
  try {
    await Promise.race([rtdb.ref().update({ [`status/${uid}`]: null, [`presenceVisibility/${uid}`]: null }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Spec §6-7 account deletion, all on the server. Refused while the user is on
 * a team. Otherwise every document of theirs goes, page by page until no query
 * finds any more: notifications, requests in their inbox, family connections
 * on both sides (and the requests they sent, from the recipients' inboxes),
 * RSVPs across events, pending team and game invitations, favorites, the
 * alert index of their activity subscriptions, their calendar feed, users/{uid},
 * publicProfiles/{uid}, availability/{uid} and presence. Only when all of that
 * is gone is the login deleted: a failure on the way leaves the user able to
 * sign in and try again, never data without a login.
 */
export const deleteAccount = defineCallable(accountCallables.deleteAccount, async (_, { caller }) => {
  const { uid } = caller;
  const teams = await blockingTeams(uid);
  if (teams.length > 0) throw new HttpsError("failed-precondition", `Leave or delete your teams first: ${teams.map((t) => t.name).join(", ")}`);
  const database = db();
  await deleteAll(database.collection("notifications").where("userId", "==", uid));
  await deleteAll(database.collection("user-notifications").where("userId", "==", uid));
  await deleteSentConnections(uid);
  await deleteAll(database.collection("familyConnections").where("recipientId", "==", uid));
  await deleteRsvps(uid);
  // Team invitations not yet accepted (a member's team blocks the deletion above).
  await deleteAll(database.collectionGroup("roster").where("uid", "==", uid));
  // Invitations to games, favorites, the activity subscriptions' alert index and the calendar feed.
  await deleteAll(database.collectionGroup("invites").where("uid", "==", uid));
  await deleteAll(database.collection(`users/${uid}/favorites`));
  await deleteAll(database.collection(`users/${uid}/teamReads`));
  await deleteAll(database.collection("registrations").where("uid", "==", uid));
  await deleteAll(database.collection("activitySubscriptionIndex").where("uid", "==", uid));
  await deleteAll(database.collection("calendarTokens").where("uid", "==", uid));
  const batch = database.batch();
  batch.delete(database.doc(`calendarOwners/${uid}`));
  batch.delete(database.doc(`teamCreationReminders/${uid}`));
  batch.delete(database.doc(`users/${uid}`));
  batch.delete(database.doc(`publicProfiles/${uid}`));
  batch.delete(database.doc(`availability/${uid}`));
  await batch.commit();
  await deletePresence(uid);
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    // Already gone (a second call after a lost answer): the deletion is complete.
    if ((error as { code?: unknown }).code !== "auth/user-not-found") throw error;
  }
  return { deleted: true };
});

/** The teams standing in the way, for the deletion dialog. */
export const getDeletionBlockers = defineCallable(accountCallables.getDeletionBlockers, async (_, { caller }) => {
  return { teams: await blockingTeams(caller.uid) };
});
