import { FieldValue, type DocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { parseInput, defineCallable } from "../lib/callable";
import * as eventCallables from "@rallyhub/domain/callables/events";
import { sendNotices, type Notice } from "../notify/notify";
import { compareDays, todayIn } from "@rallyhub/domain/availability/dates";
import { occurrenceDays } from "@rallyhub/domain/events/recurrence";
import { durationMs, eventInputSchema, startInstant, type EventInput } from "@rallyhub/domain/events/schema";
import { eventWriteSchema, joinerWriteSchema } from "@rallyhub/domain/stored/write/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields, type FieldsWrite } from "@rallyhub/domain/stored/write/fields";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { EVENT_NOT_FOUND, eventRef, gameTitle, joinerCopiesOf, joinerRef, noticeMail, requireOrganizer, storedEvent } from "./common";
import { newEventFields, storedFieldsOf } from "./eventDoc";
import { fillFromWaitlist, planPromotions, nextPreview } from "./rsvp";
import { refundCancelledGames } from "../payments/eventPayments";
import { STRIPE_SECRETS } from "../payments/stripe";
import { EVENT_SERVER_MESSAGES } from "./messages";

/** A paid game pays out to the organizer's connected Stripe account: it must take charges. */
async function requirePayoutsFor(uid: string, price: number): Promise<void> {
  if (price <= 0) return;
  const user = readDoc(serverUserSchema, await db().doc(`users/${uid}`).get());
  if (!user.stripeId || !user.stripeChargesEnabled || !user.stripeDetailsSubmitted) {
    throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.paymentsAccount);
  }
}

/** Who hosts: the team's name when the caller manages it (refused otherwise). */
async function teamNameFor(teamId: string | null, uid: string): Promise<string> {
  if (!teamId) return "";
  const snap = await db().doc(`teams/${teamId}`).get();
  if (!snap.exists) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.teamMissing);
  const team = readDoc(teamServerSchema, snap);
  if (!team.managerIds.includes(uid)) throw new HttpsError("permission-denied", EVENT_SERVER_MESSAGES.save.notTeamManager);
  return team.name;
}

async function creatorNameOf(uid: string): Promise<string> {
  const snap = await db().doc(`users/${uid}`).get();
  if (!snap.exists) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.profileMissing);
  const user = readDoc(serverUserSchema, snap);
  return user.displayName || user.fullName || "Organizer";
}

/** Writes a new event, or a new weekly series (one document per game, at most 52). */
async function createEvent(uid: string, event: EventInput): Promise<{ eventId: string; count: number }> {
  const [teamName, creatorName] = await Promise.all([teamNameFor(event.hostingTeam, uid), creatorNameOf(uid)]);
  const days = event.reoccurringInfo ? occurrenceDays(event.day, event.reoccurringInfo, event.excludedDates) : [event.day];
  if (days.length === 0) throw new HttpsError("invalid-argument", EVENT_SERVER_MESSAGES.save.noOccurrences);
  const refs = days.map(() => db().collection("events").doc());
  const seriesId = event.reoccurringInfo ? (refs[0]?.id ?? null) : null;
  const batch = db().batch();
  days.forEach((day, i) => {
    const ref = refs[i];
    if (!ref) return;
    batch.set(
      ref,
      writeDoc(eventWriteSchema, {
        ...storedFieldsOf(event, day, teamName),
        ...newEventFields(uid, creatorName, seriesId, i),
        createdAt: FieldValue.serverTimestamp(),
        updated: FieldValue.serverTimestamp(),
      }),
    );
  });
  await batch.commit();
  return { eventId: refs[0]?.id ?? "", count: days.length };
}

/**
 * Edits one game in a transaction: spots can never go below the players
 * already going; more spots move players up from the waitlist at once.
 */
async function editOne(uid: string, eventId: string, event: EventInput, existing: DocumentSnapshot): Promise<{ changedWhenOrWhere: boolean; promoted: string[] }> {
  const teamName = await teamNameFor(event.hostingTeam, uid);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(eventRef(eventId));
    if (!snap.exists) throw new HttpsError("not-found", EVENT_NOT_FOUND);
    const stored = storedEvent(snap);
    if (stored.cancelled) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.cancelled);
    const going = stored.goingCount;
    if (event.capacity !== null && event.capacity < going) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.tooFewSpots(going));
    const oldCapacity = stored.capacity;
    const morePlaces = event.capacity === null ? oldCapacity !== null : oldCapacity !== null && event.capacity > oldCapacity;
    const plan = morePlaces ? await planPromotions(tx, eventId, event.capacity, going, "") : { promoted: [] as string[], seats: 0, arriving: [] };
    const fields: FieldsWrite<typeof eventWriteSchema> = storedFieldsOf(event, event.day, teamName);
    // One game of a series keeps the series' recurrence fields.
    delete fields.reoccurringInfo;
    delete fields.excludedDates;
    for (const promotedUid of plan.promoted)
      tx.update(
        joinerRef(eventId, promotedUid),
        writeFields(joinerWriteSchema, { rsvpStatus: "going", queuedAt: null, promotedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
      );
    tx.update(
      eventRef(eventId),
      writeFields(eventWriteSchema, {
        ...fields,
        ...(plan.promoted.length > 0
          ? {
              goingCount: FieldValue.increment(plan.seats),
              waitlistCount: FieldValue.increment(-plan.promoted.length),
              attendeesPreview: nextPreview(stored.attendeesPreview, [], plan.arriving),
            }
          : {}),
        updated: FieldValue.serverTimestamp(),
      }),
    );
    const changedWhenOrWhere = movedWhenOrWhere(existing, event, event.day);
    return { changedWhenOrWhere, promoted: plan.promoted };
  });
}

/**
 * Edits every game of a series from today on (past games stay as they were):
 * each keeps its own day; days no longer in the series (a changed pattern or a
 * newly skipped date) are cancelled, or deleted when nobody answered; new days
 * get new games. The first game's day stays the series' start.
 */
async function editSeries(
  uid: string,
  seriesId: string,
  event: EventInput,
): Promise<{ updated: number; created: number; cancelled: string[]; morePlaces: string[]; changed: string[]; copied: string[] }> {
  const first = await eventRef(seriesId).get();
  if (!first.exists) throw new HttpsError("not-found", EVENT_NOT_FOUND);
  if (!event.reoccurringInfo) throw new HttpsError("invalid-argument", EVENT_SERVER_MESSAGES.save.noOccurrences);
  const teamName = await teamNameFor(event.hostingTeam, uid);
  const creatorName = await creatorNameOf(uid);
  const seriesStart = storedEvent(first).day;
  const today = todayIn(event.timeZone);
  const wanted = new Set(occurrenceDays(seriesStart, event.reoccurringInfo, event.excludedDates).filter((d) => compareDays(d, today) >= 0));
  const games = await db().collection("events").where("seriesId", "==", seriesId).where("creatorId", "==", uid).limit(60).get();
  let batch: WriteBatch = db().batch();
  let ops = 0;
  const commitIfFull = async () => {
    if (ops >= 400) {
      await batch.commit();
      batch = db().batch();
      ops = 0;
    }
  };
  let updated = 0;
  const cancelled: string[] = [];
  // Games whose new spots may let waitlisted players in (done once the edit is written).
  const morePlaces: string[] = [];
  // Games whose start or place moved (their players are told once the edit is written).
  const changed: string[] = [];
  // Games whose RSVPs must take the new start or hosting team (syncJoinerCopies).
  const copied: string[] = [];
  const have = new Set<string>();
  let maxOccurrence = 0;
  for (const game of games.docs) {
    const stored = storedEvent(game);
    const { day } = stored;
    maxOccurrence = Math.max(maxOccurrence, stored.occurrence);
    if (compareDays(day, today) < 0 || stored.cancelled) continue;
    have.add(day);
    if (wanted.has(day)) {
      const going = stored.goingCount;
      if (event.capacity !== null && event.capacity < going) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.tooFewSpots(going));
      const oldCapacity = stored.capacity;
      if (stored.waitlistCount > 0 && oldCapacity !== null && (event.capacity === null || event.capacity > oldCapacity)) morePlaces.push(game.id);
      if (movedWhenOrWhere(game, event, day)) changed.push(game.id);
      if (copiesChange(game, event, day)) copied.push(game.id);
      // Each game keeps its own day.
      batch.update(game.ref, writeFields(eventWriteSchema, { ...storedFieldsOf(event, day, teamName), updated: FieldValue.serverTimestamp() }));
      updated += 1;
    } else if (stored.goingCount + stored.maybeCount + stored.waitlistCount + stored.pendingCount === 0) {
      batch.delete(game.ref);
    } else {
      batch.update(game.ref, writeFields(eventWriteSchema, { cancelled: true, updated: FieldValue.serverTimestamp() }));
      cancelled.push(game.id);
      copied.push(game.id);
    }
    ops += 1;
    await commitIfFull();
  }
  let created = 0;
  for (const day of wanted) {
    if (have.has(day)) continue;
    maxOccurrence += 1;
    batch.set(
      db().collection("events").doc(),
      writeDoc(eventWriteSchema, {
        ...storedFieldsOf(event, day, teamName),
        ...newEventFields(uid, creatorName, seriesId, maxOccurrence),
        createdAt: FieldValue.serverTimestamp(),
        updated: FieldValue.serverTimestamp(),
      }),
    );
    created += 1;
    ops += 1;
    await commitIfFull();
  }
  if (ops > 0) await batch.commit();
  return { updated, created, cancelled, morePlaces, changed, copied };
}

/** Whether an edit changes what the game's RSVPs keep of it (joinerCopiesOf). */
function copiesChange(before: DocumentSnapshot, event: EventInput, day: string): boolean {
  const stored = storedEvent(before);
  const end = startInstant({ day, timeStart: event.timeStart, timeZone: event.timeZone }) + durationMs(event.duration);
  return movedWhenOrWhere(before, event, day) || stored.end !== end || stored.timeZone !== event.timeZone || stored.title !== event.title || stored.hostingTeam !== event.hostingTeam;
}

/** Whether an edit moves a game's start or its place (its players are then told). */
function movedWhenOrWhere(before: DocumentSnapshot, event: EventInput, day: string): boolean {
  const stored = storedEvent(before);
  return stored.start !== startInstant({ day, timeStart: event.timeStart, timeZone: event.timeZone }) || stored.location.name !== event.location.name;
}

/** Tells the players of games whose time or place changed (not the organizer, nor those just told they are in). */
async function noticeChanged(eventIds: string[], organizerUid: string, alreadyTold: string[] = []): Promise<void> {
  const notices: Notice[] = [];
  for (const id of eventIds) {
    const fresh = await eventRef(id).get();
    if (!fresh.exists) continue;
    const title = gameTitle(fresh);
    const { when, where } = noticeMail(fresh, "", "");
    const message = `${title} changed: now ${when} at ${where}.`;
    for (const uid of await playersOf(id)) {
      if (uid === organizerUid || alreadyTold.includes(uid)) continue;
      notices.push({ uid, category: "eventJoined", type: "eventChanged", title: "Game updated", message, data: { eventId: id }, mail: noticeMail(fresh, "Game updated", message) });
    }
  }
  await sendNotices(notices);
}

async function noticePromotedIn(eventId: string, promoted: string[]): Promise<void> {
  const event = await eventRef(eventId).get();
  const title = gameTitle(event);
  const message = `A spot opened up: you're going to ${title}.`;
  await sendNotices(
    promoted.map((uid) => ({ uid, category: "eventJoined" as const, type: "rsvpPromoted", title: "You're in!", message, data: { eventId }, mail: noticeMail(event, "You're in!", message) })),
  );
}

/**
 * Copies what each RSVP keeps of its game (joinerCopiesOf) onto every RSVP of
 * games that changed, page by page.
 */
export async function syncJoinerCopies(eventIds: string[]): Promise<void> {
  const PAGE = 400;
  for (const id of eventIds) {
    const event = await eventRef(id).get();
    if (!event.exists) continue;
    const copies = joinerCopiesOf(event);
    let after: DocumentSnapshot | null = null;
    for (;;) {
      let page = db().collection(`events/${id}/joiners`).orderBy("__name__").limit(PAGE);
      if (after) page = page.startAfter(after);
      const snap = await page.get();
      if (snap.empty) break;
      const batch = db().batch();
      for (const d of snap.docs) batch.update(d.ref, writeFields(joinerWriteSchema, copies));
      await batch.commit();
      if (snap.size < PAGE) break;
      after = snap.docs[snap.docs.length - 1] ?? null;
    }
  }
}

/** Everyone on a game's list (going, maybe, waitlist, pending), for notices. */
export async function playersOf(eventId: string): Promise<string[]> {
  const snap = await db().collection(`events/${eventId}/joiners`).where("rsvpStatus", "in", ["going", "maybe", "waitlist", "pending"]).limit(1000).get();
  return snap.docs.map((d) => d.id);
}

/** Tells a cancelled game's players (in-app and by e-mail per their settings), and refunds its paid seats. */
export async function noticeCancelled(eventIds: string[]): Promise<void> {
  if (eventIds.length > 0) await refundCancelledGames(eventIds);
  const notices: Notice[] = [];
  for (const id of eventIds) {
    const event = await eventRef(id).get();
    if (!event.exists) continue;
    const title = gameTitle(event);
    const message = `${title} was cancelled by the organizer.`;
    const { creatorId } = storedEvent(event);
    for (const uid of await playersOf(id)) {
      if (uid === creatorId) continue;
      notices.push({ uid, category: "eventJoined", type: "eventCancelled", title: "Game cancelled", message, data: { eventId: id }, mail: noticeMail(event, "Game cancelled", message) });
    }
  }
  await sendNotices(notices);
}

/**
 * Creates or edits a game (spec §3 Event; event/create and event/{id}/manage).
 * The input is checked with the same schema as the form. An edit of a game
 * that has started keeps its time (the "not in the past" check counts from its
 * own start).
 */
export const saveEvent = defineCallable(
  eventCallables.saveEvent,
  async ({ eventId, scope, event: asked }, { caller }) => {
    const now = Date.now();
    let existing: DocumentSnapshot | null = null;
    if (eventId) {
      existing = await eventRef(eventId).get();
      requireOrganizer(existing, caller.uid);
    }
    const before = existing ? storedEvent(existing) : null;
    const start = before?.start ?? null;
    // The form's own schema again, now with "not in the past", so a refusal reads exactly as the form says it.
    const event = parseInput(eventInputSchema(start !== null ? Math.min(now, start) : now), asked, { paths: false, at: "event" });
    await requirePayoutsFor(caller.uid, event.price);
    if (before && before.price !== event.price && before.goingCount + before.waitlistCount + before.pendingCount > 0) {
      throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.priceLocked);
    }
    if (!eventId || !existing || !before) {
      const created = await createEvent(caller.uid, event);
      return { eventId: created.eventId, count: created.count };
    }
    if (before.cancelled) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.save.cancelled);
    const { seriesId } = before;
    if (scope === "series" && seriesId) {
      const result = await editSeries(caller.uid, seriesId, event);
      await syncJoinerCopies(result.copied);
      await noticeCancelled(result.cancelled);
      await noticeChanged(result.changed, caller.uid);
      for (const id of result.morePlaces) {
        const promoted = await fillFromWaitlist(id);
        if (promoted.length > 0) await noticePromotedIn(id, promoted);
      }
      return { eventId, count: result.updated + result.created };
    }
    const result = await editOne(caller.uid, eventId, event, existing);
    if (result.promoted.length > 0) await noticePromotedIn(eventId, result.promoted);
    if (copiesChange(existing, event, event.day)) await syncJoinerCopies([eventId]);
    if (result.changedWhenOrWhere) await noticeChanged([eventId], caller.uid, result.promoted);
    return { eventId, count: 1 };
  },
  { secrets: STRIPE_SECRETS },
);

/** Cancels a game, or every game of its series from it on (spec §4 Event: the cancelled flag; players are told). */
export const cancelEvent = defineCallable(
  eventCallables.cancelEvent,
  async ({ eventId, scope }, { caller }) => {
    const event = await eventRef(eventId).get();
    requireOrganizer(event, caller.uid);
    const ids: string[] = [];
    const stored = storedEvent(event);
    const { seriesId } = stored;
    if (scope === "series" && seriesId) {
      const from = stored.start ?? Date.now();
      const games = await db().collection("events").where("seriesId", "==", seriesId).where("creatorId", "==", caller.uid).limit(60).get();
      for (const g of games.docs) {
        const game = storedEvent(g);
        if (game.dateStart >= from && !game.cancelled) ids.push(g.id);
      }
    } else if (!stored.cancelled) {
      ids.push(eventId);
    }
    const batch = db().batch();
    for (const id of ids) batch.update(eventRef(id), writeFields(eventWriteSchema, { cancelled: true, updated: FieldValue.serverTimestamp() }));
    if (ids.length > 0) await batch.commit();
    await syncJoinerCopies(ids);
    await noticeCancelled(ids);
    return { cancelled: ids.length };
  },
  { secrets: STRIPE_SECRETS },
);
