import type { UserRecord } from "firebase-admin/auth";
import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { adminAuth, db } from "../admin";
import { blockedUidsOf } from "../lib/blocks";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { userListSchema } from "@rallyhub/domain/stored/userLists";
import { userListWriteSchema } from "@rallyhub/domain/stored/write/userLists";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { defineCallable } from "../lib/callable";
import * as userListCallables from "@rallyhub/domain/callables/userLists";
import { sendNotices } from "../notify/notify";
import { invitableEvent, inviteOutcomes, writeInvites } from "../events/invites";
import { USER_LIST_LIMITS, USER_LIST_MESSAGES, type UserListItem } from "@rallyhub/domain/userLists/userLists";

/**
 * User lists (issue 13): an organizer's saved lists of players
 * (userLists/{listId} {ownerId, name, items [{uid, email, displayName}],
 * createdAt, updatedAt}), to invite to a game in one go. Only these
 * callables write them, each in a transaction: players are resolved here
 * (by the e-mail of their Auth login, or by uid), so a list holds only
 * registered users, each once, at most 200, with an e-mail only when the
 * organizer typed it; a player who blocked the organizer is not found
 * (as in searchUser). The owner reads their lists; nobody else does.
 */

const listRef = (id: string) => db().doc(`userLists/${id}`);

/** The list's players (userListSchema: items without a uid dropped). */
const itemsOf = (snap: DocumentSnapshot): UserListItem[] => readDoc(userListSchema, snap).items;

/** The caller's own list, or not-found (someone else's list is not found either). */
function requireOwnList(snap: DocumentSnapshot, uid: string): void {
  if (!snap.exists || readDoc(userListSchema, snap).ownerId !== uid) throw new HttpsError("not-found", USER_LIST_MESSAGES.notFound);
}

/** Auth errors that mean "no such account" (anything else is a real failure). */
const NO_SUCH_ACCOUNT = new Set(["auth/user-not-found", "auth/invalid-email", "auth/invalid-uid"]);

async function accountByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if (NO_SUCH_ACCOUNT.has(String((error as { code?: unknown }).code))) return null;
    throw error;
  }
}

export const createUserList = defineCallable(userListCallables.createUserList, async ({ name }, { caller }) => {
  const owned = await db().collection("userLists").where("ownerId", "==", caller.uid).count().get();
  if (owned.data().count >= USER_LIST_LIMITS.lists) throw new HttpsError("failed-precondition", USER_LIST_MESSAGES.tooMany);
  const ref = db().collection("userLists").doc();
  await ref.create(writeDoc(userListWriteSchema, { ownerId: caller.uid, name, items: [], createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }));
  return { listId: ref.id };
});

export const renameUserList = defineCallable(userListCallables.renameUserList, async ({ listId, name }, { caller }) => {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(listRef(listId));
    requireOwnList(snap, caller.uid);
    tx.update(snap.ref, writeFields(userListWriteSchema, { name, updatedAt: FieldValue.serverTimestamp() }));
  });
  return { listId };
});

export const deleteUserList = defineCallable(userListCallables.deleteUserList, async ({ listId }, { caller }) => {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(listRef(listId));
    requireOwnList(snap, caller.uid);
    tx.delete(snap.ref);
  });
  return { deleted: true };
});

/**
 * Adds a registered player: by the e-mail of their login (kept on the item,
 * the organizer typed it) or by uid (picked from the player search; no
 * e-mail is kept, none is revealed). Nobody is found when they have no
 * account or users document, or when they blocked the organizer; the
 * organizer's own blocks refuse too.
 */
export const addToUserList = defineCallable(userListCallables.addToUserList, async (input, { caller }) => {
  let uid: string;
  let email = "";
  if ("email" in input) {
    const account = await accountByEmail(input.email);
    if (!account) throw new HttpsError("not-found", USER_LIST_MESSAGES.noUser);
    uid = account.uid;
    email = (account.email ?? input.email).toLowerCase();
  } else {
    uid = input.uid;
  }
  if (uid === caller.uid) throw new HttpsError("invalid-argument", USER_LIST_MESSAGES.notYourself);
  const item = await db().runTransaction(async (tx) => {
    const [list, person, owner] = await tx.getAll(listRef(input.listId), db().doc(`users/${uid}`), db().doc(`users/${caller.uid}`));
    if (!list || !person || !owner) throw new HttpsError("internal", USER_LIST_MESSAGES.addFailed);
    requireOwnList(list, caller.uid);
    const stored = readDoc(serverUserSchema, person);
    if (!person.exists || stored.blockedUids.includes(caller.uid) || blockedUidsOf(owner.data()).includes(uid)) throw new HttpsError("not-found", USER_LIST_MESSAGES.noUser);
    const items = itemsOf(list);
    if (items.some((i) => i.uid === uid)) throw new HttpsError("already-exists", USER_LIST_MESSAGES.already);
    if (items.length >= USER_LIST_LIMITS.items) throw new HttpsError("failed-precondition", USER_LIST_MESSAGES.full);
    const added: UserListItem = { uid, email, displayName: stored.displayName || "Unnamed Player" };
    tx.update(list.ref, writeFields(userListWriteSchema, { items: [...items, added], updatedAt: FieldValue.serverTimestamp() }));
    return added;
  });
  return { item };
});

export const removeFromUserList = defineCallable(userListCallables.removeFromUserList, async ({ listId, uid }, { caller }) => {
  await db().runTransaction(async (tx) => {
    const list = await tx.get(listRef(listId));
    requireOwnList(list, caller.uid);
    const items = itemsOf(list);
    if (items.some((i) => i.uid === uid)) tx.update(list.ref, writeFields(userListWriteSchema, { items: items.filter((i) => i.uid !== uid), updatedAt: FieldValue.serverTimestamp() }));
  });
  return { removed: true };
});

/**
 * "Invite a list": the organizer of a game invites every player of one of
 * their lists, with the checks of inviteToEvent for each (no block either
 * way, still registered, not already on the game's list). Players already
 * invited are not invited (nor told) twice. Each invited player is told.
 */
export const inviteUserList = defineCallable(userListCallables.inviteUserList, async ({ listId, eventId }, { caller }) => {
  const [list, organizer] = await Promise.all([listRef(listId).get(), db().doc(`users/${caller.uid}`).get()]);
  requireOwnList(list, caller.uid);
  const event = await invitableEvent(eventId, caller.uid);
  const uids = itemsOf(list).map((i) => i.uid);
  const outcomes = await inviteOutcomes(event, organizer, uids);
  const toInvite = uids.filter((uid) => outcomes.get(uid) === "invite");
  const already = uids.filter((uid) => ["alreadyIn", "alreadyInvited"].includes(outcomes.get(uid) ?? "")).length;
  await sendNotices(await writeInvites(event, organizer, toInvite));
  return { invited: toInvite.length, already, skipped: uids.length - toInvite.length - already };
});
