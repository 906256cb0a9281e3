import { FieldPath, FieldValue, Filter, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { db } from "../admin";
import { SUBSCRIPTION_INDEX } from "../account/saveActivitySubscriptions";
import { sendNotices, type Notice } from "../notify/notify";
import { distanceMiles, type LatLng } from "@rallyhub/domain/geo";
import { coveringCells, geoCellField } from "@rallyhub/domain/geoCells";
import { eventRef, noticeMail, storedEvent, whenOf } from "./common";
import { eventPointSchema, subscriptionIndexSchema } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { eventAlertWriteSchema } from "@rallyhub/domain/stored/write/server";
import { blockedUidsSchema } from "@rallyhub/domain/stored/users";
import { MAX_RADIUS_MILES, whyNoAlerts, whyNotAlerted, type AlertCandidate, type AlertEvent, type IndexedSubscription } from "./alertMatching";

/**
 * Issue 9, alerts to subscribers: when a public game is created, every user
 * whose activity subscription covers its place (within the subscription's
 * radius), its game type and its date gets an in-app notification and, where
 * their settings allow, an e-mail (category eventCreatedJoin).
 *
 * Reads grow with the subscribers near the game, not with the number of
 * users: one query on the subscription index over the cells covering 50
 * miles, the largest radius (shared/geoCells.ts), in pages ordered by
 * document id. Each page is matched (alertMatching.ts), sent and forgotten
 * before the next is read.
 */

export const DEFAULT_PAGE_SIZE = 200;
/** One record per game whose alerts went out (server-only): a trigger delivered twice sends nothing the second time. */
export const ALERT_RUNS = "eventAlerts";

export interface AlertCounts {
  /** Index entries read. */
  scanned: number;
  /** Users notified (one per user, however many of their subscriptions match). */
  alerted: number;
}

const NONE: AlertCounts = { scanned: 0, alerted: 0 };

/** What decides whether a stored game alerts anyone. */
export function candidateOf(event: DocumentSnapshot): AlertCandidate {
  const e = storedEvent(event);
  return { isPrivate: e.isPrivate, cancelled: e.cancelled, occurrence: e.occurrence, dateStart: e.start, createdAt: e.createdAt };
}

const locationOf = (event: DocumentSnapshot): LatLng | null => readDoc(eventPointSchema, event);

const subscriptionOf = (doc: QueryDocumentSnapshot): IndexedSubscription & { uid: string; city: string } => readDoc(subscriptionIndexSchema, doc);

async function blockedUidsOf(uid: string): Promise<Set<string>> {
  return new Set(readDoc(blockedUidsSchema, await db().doc(`users/${uid}`).get()).blockedUids);
}

/** Of these users, the ones who blocked `uid` (read from their own, owner-only documents). */
async function whoBlocked(uid: string, uids: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < uids.length; i += 100) {
    const refs = uids.slice(i, i + 100).map((u) => db().doc(`users/${u}`));
    if (refs.length === 0) continue;
    for (const snap of await db().getAll(...refs, { fieldMask: ["blockedUids"] })) {
      if (readDoc(blockedUidsSchema, snap).blockedUids.includes(uid)) out.add(snap.id);
    }
  }
  return out;
}

/**
 * Takes this game's alerts on (false when another run already has): the
 * trigger may be delivered more than once, and nobody should get the same
 * alert twice.
 */
async function claim(eventId: string): Promise<boolean> {
  try {
    await db()
      .collection(ALERT_RUNS)
      .doc(eventId)
      .create(writeDoc(eventAlertWriteSchema, { startedAt: FieldValue.serverTimestamp() }));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}

/**
 * An expired subscription never alerts again (its end only lies further in the
 * past), so its index entry goes; the user's own list keeps it. The delete
 * holds only if the entry is unchanged since it was read (an edit that
 * extended it wins). Best effort: a failure leaves the entries for next time.
 */
async function prune(expired: QueryDocumentSnapshot[]): Promise<void> {
  if (expired.length === 0) return;
  const batch = db().batch();
  for (const doc of expired) batch.delete(doc.ref, { lastUpdateTime: doc.updateTime });
  await batch.commit().catch((error: unknown) => logger.warn("Expired subscription index entries not pruned", { error: String(error) }));
}

/**
 * Sends the alerts for one game. Only a public, not cancelled game that is the
 * first of its series, starts in the future and was just created alerts
 * (whyNoAlerts). Its creator is never alerted, nor anyone the creator blocked or
 * who blocked the creator; each user gets one alert, for the nearest of their
 * matching subscriptions.
 */
export async function alertSubscribers(eventId: string, options: { pageSize?: number } = {}): Promise<AlertCounts> {
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE));
  const now = Date.now();
  const event = await eventRef(eventId).get();
  if (!event.exists) return NONE;
  const skip = whyNoAlerts(candidateOf(event), now);
  const location = locationOf(event);
  if (skip || !location) {
    logger.info("Game alerts not sent", { eventId, reason: skip ?? "noLocation" });
    return NONE;
  }
  if (!(await claim(eventId))) {
    logger.info("Game alerts already sent", { eventId });
    return NONE;
  }

  const { creatorId, gameType, title, dateStart } = storedEvent(event);
  const eventTitle = title || "A game";
  const game: AlertEvent = { location, gameType, dateStart };
  const blockedByCreator = creatorId ? await blockedUidsOf(creatorId) : new Set<string>();
  const when = whenOf(event);

  const query: Query = db().collection(SUBSCRIPTION_INDEX).where(nearFilter(location)).orderBy(FieldPath.documentId()).limit(pageSize);
  const done = new Set<string>();
  let scanned = 0;
  let alerted = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get();
    scanned += page.size;
    // Per user, the nearest matching subscription (its city names the alert).
    const nearest = new Map<string, { city: string; miles: number }>();
    const expired: QueryDocumentSnapshot[] = [];
    for (const doc of page.docs) {
      const sub = subscriptionOf(doc);
      const miss = whyNotAlerted(game, sub, now);
      if (miss === "expired") expired.push(doc);
      const { uid } = sub;
      if (miss || uid === "" || uid === creatorId || blockedByCreator.has(uid) || done.has(uid)) continue;
      const miles = distanceMiles(sub, location);
      const seen = nearest.get(uid);
      if (!seen || miles < seen.miles) nearest.set(uid, { city: sub.city, miles });
    }
    const blockers = await whoBlocked(creatorId, [...nearest.keys()]);
    const notices: Notice[] = [];
    for (const [uid, { city }] of nearest) {
      done.add(uid);
      if (blockers.has(uid)) continue;
      const title = `New ${gameType ? `${gameType} game` : "game"} near ${city || "you"}`;
      const message = when ? `${eventTitle}, ${when}` : eventTitle;
      notices.push({ uid, category: "eventCreatedJoin", type: "eventAlert", title, message, data: { eventId }, mail: noticeMail(event, title, message) });
    }
    alerted += await sendNotices(notices);
    await prune(expired);
    const next = page.docs[page.docs.length - 1];
    if (page.size < pageSize || !next) break;
    last = next;
  }

  await db()
    .collection(ALERT_RUNS)
    .doc(eventId)
    .set(writeFields(eventAlertWriteSchema, { finishedAt: FieldValue.serverTimestamp(), scanned, alerted }), { merge: true });
  logger.info("Game alerts sent", { eventId, scanned, alerted });
  return { scanned, alerted };
}

/** Subscriptions whose place lies in one of the cells covering the largest radius around the game (one equality per cell, or'ed). */
function nearFilter(location: LatLng): Filter {
  const [first, ...rest] = coveringCells(location, MAX_RADIUS_MILES).map((cell) => Filter.where(geoCellField(cell), "==", cell));
  if (!first) throw new Error("A covering has at least one cell");
  return rest.length === 0 ? first : Filter.or(first, ...rest);
}

/** Fires once per new game document; the snapshot it was created with decides whether anyone hears of it. */
export const onEventCreated = onDocumentCreated({ document: "events/{eventId}", timeoutSeconds: 300, memory: "512MiB" }, async (event) => {
  const snapshot = event.data;
  if (!snapshot || whyNoAlerts(candidateOf(snapshot), Date.now())) return;
  await alertSubscribers(event.params.eventId);
});
