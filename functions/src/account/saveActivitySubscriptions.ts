import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as accountCallables from "@rallyhub/domain/callables/account";
import type { ActivitySubscriptionInput } from "@rallyhub/domain/callables/account";
import { geoCellsOf } from "@rallyhub/domain/geoCells";
import { subscriptionIndexWriteSchema } from "@rallyhub/domain/stored/write/events";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { userWriteSchema } from "@rallyhub/domain/stored/write/users";

/**
 * The server-written index of every user's activity subscriptions, one
 * document per subscription (`{uid}_{subscriptionId}`), so that a new game
 * finds its subscribers with one query over geoCells (events/alerts.ts). Clients
 * never read or write it.
 */
export const SUBSCRIPTION_INDEX = "activitySubscriptionIndex";
export const indexDocId = (uid: string, subscriptionId: number) => `${uid}_${subscriptionId}`;

const timestampOrNull = (millis: number | null) => (millis === null ? null : Timestamp.fromMillis(millis));

/** The entry as users/{uid}.activitySubscriptions holds it (spec §3: the dates are timestamps). */
export function storedSubscription(s: ActivitySubscriptionInput) {
  return {
    id: s.id,
    address: { name: s.address.name, lat: s.address.lat, lng: s.address.lng, description: s.address.description },
    radius: s.radius,
    activities: [...new Set(s.activities)],
    startDate: timestampOrNull(s.startDate),
    endDate: timestampOrNull(s.endDate),
  };
}

/** The index document of one subscription. */
export function indexEntry(uid: string, s: ActivitySubscriptionInput) {
  const point = { lat: s.address.lat, lng: s.address.lng };
  return {
    uid,
    subscriptionId: s.id,
    city: s.address.name,
    lat: point.lat,
    lng: point.lng,
    geoCells: geoCellsOf(point),
    radius: s.radius,
    activities: [...new Set(s.activities)],
    startDate: timestampOrNull(s.startDate),
    endDate: timestampOrNull(s.endDate),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export const NO_PROFILE = "Finish your profile before you subscribe to activities.";

/**
 * Spec §4 Activity subscriptions: saving (adding, editing or deleting) persists
 * the whole list to the user record. The same transaction replaces the
 * caller's index documents (those no longer listed are deleted), so the list
 * and the index never disagree, even with two tabs saving at once.
 */
export const saveActivitySubscriptions = defineCallable(accountCallables.saveActivitySubscriptions, async ({ list }, { caller }) => {
  const userRef = db().doc(`users/${caller.uid}`);
  const index = db().collection(SUBSCRIPTION_INDEX);
  await db().runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    if (!user.exists) throw new HttpsError("failed-precondition", NO_PROFILE);
    const existing = await tx.get(index.where("uid", "==", caller.uid).limit(100));
    const keep = new Set(list.map((s) => indexDocId(caller.uid, s.id)));
    for (const doc of existing.docs) if (!keep.has(doc.id)) tx.delete(doc.ref);
    for (const s of list) tx.set(index.doc(indexDocId(caller.uid, s.id)), writeDoc(subscriptionIndexWriteSchema, indexEntry(caller.uid, s)));
    tx.update(userRef, writeFields(userWriteSchema, { activitySubscriptions: list.map(storedSubscription), updatedAt: FieldValue.serverTimestamp() }));
  });
  return { saved: list.length };
});
