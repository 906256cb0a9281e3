import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { z } from "zod";
import { db } from "../admin";
import { parseInput, requireCaller } from "../lib/callable";
import { geoCellsOf } from "@rallyhub/domain/geoCells";

/** Spec §9 and the user document's rules: at most 20 subscriptions, radius 1-50 miles. */
export const SUBSCRIPTION_LIMITS = { entries: 20, activities: 30, radius: { min: 1, max: 50 } } as const;

/**
 * The server-written index of every user's activity subscriptions, one
 * document per subscription (`{uid}_{subscriptionId}`), so that a new game
 * finds its subscribers with one query over geoCells (events/alerts.ts). Clients
 * never read or write it.
 */
export const SUBSCRIPTION_INDEX = "activitySubscriptionIndex";
export const indexDocId = (uid: string, subscriptionId: number) => `${uid}_${subscriptionId}`;

const text = (max: number) => z.string().max(max).refine((s) => s.trim() !== "", "must not be empty");
/** A day as the app stores it: epoch millis of its local midnight, or null. */
const day = z.number().int().min(0).nullable();

const subscriptionSchema = z
  .object({
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    address: z
      .object({
        name: text(200),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        description: text(300),
      })
      .strict(),
    radius: z.number().int().min(SUBSCRIPTION_LIMITS.radius.min).max(SUBSCRIPTION_LIMITS.radius.max),
    activities: z.array(text(60)).max(SUBSCRIPTION_LIMITS.activities),
    startDate: day,
    endDate: day,
  })
  .strict()
  .refine((s) => s.startDate === null || s.endDate === null || s.endDate >= s.startDate, { message: "The end date cannot be before the start date", path: ["endDate"] });

const input = z
  .object({ list: z.array(subscriptionSchema).max(SUBSCRIPTION_LIMITS.entries) })
  .strict()
  .refine((v) => new Set(v.list.map((s) => s.id)).size === v.list.length, { message: "Each subscription needs its own id", path: ["list"] });

export type ActivitySubscriptionInput = z.infer<typeof subscriptionSchema>;

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
export const saveActivitySubscriptions = onCall(async (request) => {
  const caller = requireCaller(request);
  const { list } = parseInput(input, request.data);
  const userRef = db().doc(`users/${caller.uid}`);
  const index = db().collection(SUBSCRIPTION_INDEX);
  await db().runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    if (!user.exists) throw new HttpsError("failed-precondition", NO_PROFILE);
    const existing = await tx.get(index.where("uid", "==", caller.uid).limit(100));
    const keep = new Set(list.map((s) => indexDocId(caller.uid, s.id)));
    for (const doc of existing.docs) if (!keep.has(doc.id)) tx.delete(doc.ref);
    for (const s of list) tx.set(index.doc(indexDocId(caller.uid, s.id)), indexEntry(caller.uid, s));
    tx.update(userRef, { activitySubscriptions: list.map(storedSubscription), updatedAt: FieldValue.serverTimestamp() });
  });
  return { saved: list.length };
});
