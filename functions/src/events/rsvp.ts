import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as eventCallables from "@rallyhub/domain/callables/events";
import { sendNotices, type Notice } from "../notify/notify";
import { RSVP_CHOICES, type AttendeePreview, type RsvpStatus } from "@rallyhub/domain/events/types";
import { canSee, EVENT_NOT_FOUND, eventRef, inviteRef, joinerCopiesOf, joinerRef, noticeMail, personOf, rsvpEventOf, statusOf, storedEvent, storedJoiner } from "./common";
import { joinerServerSchema } from "@rallyhub/domain/stored/events";
import { eventWriteSchema, joinerWriteSchema } from "@rallyhub/domain/stored/write/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { blockedUidsSchema } from "@rallyhub/domain/stored/users";
import { counterChanges, decideRsvp, heldSeats, isActive, promotions, type CurrentRsvp } from "./rsvpLogic";
import { EVENT_SERVER_MESSAGES } from "./messages";

const PREVIEW_SIZE = 12;
/** Many players at once contend for the event's counters: each commit is tried again rather than refused. */
const RSVP_ATTEMPTS = 40;
export const RSVP_BUSY = "Many players are answering right now. Please try again.";

/** The public list of who is going: players whose upcoming games are public, at most 12. */
export function nextPreview(current: AttendeePreview[], leaving: string[], arriving: Array<AttendeePreview & { showsGames: boolean }>): AttendeePreview[] {
  const kept = current.filter((a) => !leaving.includes(a.uid));
  for (const a of arriving) {
    if (a.showsGames && !kept.some((k) => k.uid === a.uid) && kept.length < PREVIEW_SIZE) kept.push({ uid: a.uid, displayName: a.displayName, photoURL: a.photoURL });
  }
  return kept;
}

export interface WaitlistMove {
  /** Players who moved up from the waitlist (to notify). */
  promoted: string[];
}

/**
 * Moves players up from the waitlist into freed spots: reads the queue
 * (arrival order) and the promoted players' names, and returns the writes to
 * make. Inside a transaction that has read nothing-yet-written (`tx`), or,
 * for the RSVP's optimistic commit (`tx` null), as plain reads made after the
 * event's, whose version the commit then checks. `goingAfter` is the going
 * count once the caller's own change is applied.
 */
export async function planPromotions(tx: Transaction | null, eventId: string, capacity: number | null, goingAfter: number, exclude: string) {
  const queueQuery = db().collection(`events/${eventId}/joiners`).where("rsvpStatus", "==", "waitlist").orderBy("queuedAt").limit(25);
  const queueSnap = tx ? await tx.get(queueQuery) : await queueQuery.get();
  const waiting = queueSnap.docs.filter((d) => d.id !== exclude);
  const queue = waiting.map((d) => ({ uid: d.id, guests: readDoc(joinerServerSchema, d).guests }));
  const promoted = promotions(capacity, goingAfter, queue);
  const refs = promoted.map((uid) => db().doc(`users/${uid}`));
  const people = refs.length === 0 ? [] : tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return {
    promoted,
    /** When each promoted RSVP was read: its update is conditional on it. */
    versions: promoted.map((uid) => waiting.find((d) => d.id === uid)?.updateTime),
    seats: promoted.reduce((sum, uid) => sum + 1 + (queue.find((q) => q.uid === uid)?.guests ?? 0), 0),
    arriving: promoted.map((uid, i) => ({ uid, ...personOf(people[i]) })),
  };
}

/** Firestore's refusal of a write whose precondition no longer holds (numeric gRPC codes, unlike HttpsError's). */
const WRITE_CONFLICT = new Set([9 /* FAILED_PRECONDITION */, 6 /* ALREADY_EXISTS */]);
const isWriteConflict = (error: unknown) => typeof (error as { code?: unknown } | null)?.code === "number" && WRITE_CONFLICT.has((error as { code: number }).code);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an RSVP attempt until its commit finds the event as it was read, with a
 * random, growing pause between tries so that many players at once take turns.
 */
async function untilCommitted<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error: unknown) {
      if (!isWriteConflict(error)) throw error;
      if (tries >= RSVP_ATTEMPTS) throw new HttpsError("aborted", RSVP_BUSY);
      await pause(Math.random() * Math.min(250, 8 * 2 ** tries));
    }
  }
}

/**
 * RSVP (spec §3, §6; issue 9): going, maybe or not going, written only here,
 * in one transaction that holds the player's RSVP and commits the event's
 * counters only if the event is still as it was read (its update time: every
 * change to who is going, waiting or pending writes the event too). The event
 * itself is read without a lock, so that twenty players at once do not hold
 * shared locks that each wait on to commit; a commit that finds the event
 * changed is tried again. Two players racing for the last spot: the second's
 * commit fails, and its next try sees the first's and waitlists them.
 */
export const rsvp = defineCallable(eventCallables.rsvp, async ({ eventId, choice, guests }, { caller }) => {
  const result = await commitRsvp(caller.uid, eventId, choice, guests, null);
  return { status: result.status, guests: result.guests, promoted: result.promoted };
});

/** A paid seat: the Stripe payment that bought it (the webhook confirms it). */
export interface PaidSeat {
  paymentIntentId: string;
  /** Cents paid, and for how many guests. */
  amount: number;
  guests: number;
}

/**
 * An RSVP for `uid` (the rsvp callable's, and a paid seat's from the Stripe webhook).
 * On a paid game, holding a seat needs its payment: without `paid` a player who has not
 * paid is refused; with it, the seat is taken only if it is free now (else `seated` is
 * false and the caller refunds). A repeated payment changes nothing.
 */
export async function commitRsvp(
  uid: string,
  eventId: string,
  choice: (typeof RSVP_CHOICES)[number],
  guests: number,
  paid: PaidSeat | null,
): Promise<{ status: RsvpStatus; guests: number; promoted: number; seated: boolean }> {
  const now = Date.now();
  // Outside the transaction, what it does not need to lock: the organizer (who never changes) and whether they
  // blocked the caller, and the caller's name. The transaction then reads and writes in one round trip, so twenty
  // players at once hold the event's lock for as short a time as possible.
  const before = await eventRef(eventId).get();
  if (!before.exists) throw new HttpsError("not-found", EVENT_NOT_FOUND);
  const { creatorId } = storedEvent(before);
  const [me, creator] = await db().getAll(db().doc(`users/${uid}`), ...(creatorId ? [db().doc(`users/${creatorId}`)] : []));
  if (creator && readDoc(blockedUidsSchema, creator).blockedUids.includes(uid)) throw new HttpsError("not-found", EVENT_NOT_FOUND);
  const person = personOf(me);
  const result = await untilCommitted(() =>
    db().runTransaction(async (tx) => {
      const [event, [mine, invite]] = await Promise.all([eventRef(eventId).get(), tx.getAll(joinerRef(eventId, uid), inviteRef(eventId, uid))]);
      if (!event.exists || !event.updateTime) throw new HttpsError("not-found", EVENT_NOT_FOUND);
      const current = statusOf(mine);
      const myRsvp = storedJoiner(mine);
      // Paid and not refunded: leaving does not refund, and coming back needs no new payment.
      const alreadyPaid = myRsvp?.paymentIntentId != null && !myRsvp.refunded;
      if (paid && alreadyPaid && isActive(current?.status)) {
        // This payment (or another one) already holds the seat: nothing to do, and a second payment is refunded.
        return { status: current?.status ?? "going", guests: current?.guests ?? 0, promoted: [] as string[], event, seated: myRsvp.paymentIntentId === paid.paymentIntentId };
      }
      if (!canSee(event, uid, isActive(current?.status), invite?.exists === true, now)) throw new HttpsError("not-found", EVENT_NOT_FOUND);

      const stored = storedEvent(event);
      const facts = rsvpEventOf(stored);
      const decision = decideRsvp(facts, current, choice, guests, uid, now);
      if (decision.kind === "refuse") {
        if (paid) return { status: current?.status ?? "notGoing", guests: 0, promoted: [] as string[], event, seated: false };
        throw new HttpsError(decision.code, decision.message);
      }
      if (decision.kind === "unchanged") return { status: decision.status, guests: current?.guests ?? 0, promoted: [] as string[], event, seated: alreadyPaid };

      const { price } = stored;
      const holdsSeat = decision.status === "going" || decision.status === "waitlist" || decision.status === "pending";
      // The host plays their own paid game without paying themselves.
      if (price > 0 && holdsSeat && uid !== stored.creatorId) {
        if (paid && decision.status !== "going") return { status: current?.status ?? "notGoing", guests: 0, promoted: [] as string[], event, seated: false };
        if (!paid && !alreadyPaid) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.paid.payToJoin(price));
        if (!paid && stored.chargeGuests && decision.guests > (myRsvp?.paidGuests ?? 0)) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.paid.morePaidGuests);
      }

      const after: CurrentRsvp = { status: decision.status, guests: decision.guests };
      const change = counterChanges(current, after);
      const goingAfter = facts.goingCount + change.goingCount;
      const freed = heldSeats(current) > heldSeats(after);
      const plan = freed ? await planPromotions(null, eventId, facts.capacity, goingAfter, uid) : { promoted: [], versions: [], seats: 0, arriving: [] };

      const queuedAt = decision.enqueue ? stored.waitlistSeq + 1 : (myRsvp?.queuedAt ?? null);
      tx.set(
        joinerRef(eventId, uid),
        writeFields(joinerWriteSchema, {
          uid,
          displayName: person.displayName,
          photoURL: person.photoURL,
          rsvpStatus: decision.status,
          guests: decision.guests,
          queuedAt: decision.status === "waitlist" ? queuedAt : null,
          ...joinerCopiesOf(event),
          ...(paid ? { paymentIntentId: paid.paymentIntentId, amountPaid: paid.amount, paidGuests: paid.guests, paidAt: FieldValue.serverTimestamp(), refundedAt: null } : {}),
          // An RSVP answered before keeps when it first did (the merge leaves the stored joinedAt as it is).
          ...(myRsvp ? {} : { joinedAt: FieldValue.serverTimestamp() }),
          updatedAt: FieldValue.serverTimestamp(),
        }),
        { merge: true },
      );
      plan.promoted.forEach((promotedUid, i) => {
        const seen = plan.versions[i];
        const promotedTo = writeFields(joinerWriteSchema, { rsvpStatus: "going", queuedAt: null, promotedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
        if (seen) tx.update(joinerRef(eventId, promotedUid), promotedTo, { lastUpdateTime: seen });
        else tx.update(joinerRef(eventId, promotedUid), promotedTo);
      });
      const leaving = after.status === "going" ? [] : [uid];
      const arriving = [...(after.status === "going" && current?.status !== "going" ? [{ uid, ...person }] : []), ...plan.arriving];
      tx.update(
        eventRef(eventId),
        writeFields(eventWriteSchema, {
          goingCount: FieldValue.increment(change.goingCount + plan.seats),
          maybeCount: FieldValue.increment(change.maybeCount),
          waitlistCount: FieldValue.increment(change.waitlistCount - plan.promoted.length),
          pendingCount: FieldValue.increment(change.pendingCount),
          ...(decision.enqueue ? { waitlistSeq: FieldValue.increment(1) } : {}),
          attendeesPreview: nextPreview(stored.attendeesPreview, leaving, arriving),
          updated: FieldValue.serverTimestamp(),
        }),
        { lastUpdateTime: event.updateTime },
      );
      return {
        status: decision.status,
        guests: decision.guests,
        promoted: plan.promoted,
        event,
        joined: (after.status === "going" || after.status === "pending") && current?.status !== after.status,
        name: person.displayName,
        seated: paid !== null || alreadyPaid,
      };
    }),
  );

  const notices: Notice[] = [];
  const { title: storedTitle, creatorId: organizer } = storedEvent(result.event);
  const title = storedTitle || "A game";
  for (const promotedUid of result.promoted) {
    const message = `A spot opened up: you're going to ${title}.`;
    notices.push({ uid: promotedUid, category: "eventJoined", type: "rsvpPromoted", title: "You're in!", message, data: { eventId }, mail: noticeMail(result.event, "You're in!", message) });
  }
  if ("joined" in result && result.joined && organizer && organizer !== uid) {
    const pending = result.status === "pending";
    const message = pending ? `${result.name} asked to join ${title}.` : `${result.name} is going to ${title}.`;
    notices.push({
      uid: organizer,
      category: "eventJoined",
      type: pending ? "rsvpRequest" : "rsvpJoined",
      title: pending ? "New request to join" : "New player",
      message,
      data: { eventId, uid },
      mail: noticeMail(result.event, pending ? "New request to join" : "New player", message),
    });
  }
  await sendNotices(notices);
  return { status: result.status, guests: result.guests, promoted: result.promoted.length, seated: result.seated };
}

/** Where the caller stands: their RSVP and, on the waitlist, how many are ahead of them (1 = next). */
export const getMyRsvp = defineCallable(eventCallables.getMyRsvp, async ({ eventId }, { caller }) => {
  const mine = await joinerRef(eventId, caller.uid).get();
  const current = statusOf(mine);
  if (!current) return { status: null, guests: 0, position: null };
  if (current.status !== "waitlist") return { status: current.status, guests: current.guests, position: null };
  const queuedAt = storedJoiner(mine)?.queuedAt ?? 0;
  const ahead = await db().collection(`events/${eventId}/joiners`).where("rsvpStatus", "==", "waitlist").where("queuedAt", "<", queuedAt).count().get();
  return { status: current.status, guests: current.guests, position: ahead.data().count + 1 };
});

/**
 * Moves players up from the waitlist into spots that are free now (after an
 * organizer adds spots), in one transaction; returns who moved up.
 */
export async function fillFromWaitlist(eventId: string): Promise<string[]> {
  return db().runTransaction(async (tx) => {
    const event = await tx.get(eventRef(eventId));
    if (!event.exists) return [];
    const stored = storedEvent(event);
    if (stored.cancelled || stored.waitlistCount === 0) return [];
    const facts = rsvpEventOf(stored);
    const plan = await planPromotions(tx, eventId, facts.capacity, facts.goingCount, "");
    if (plan.promoted.length === 0) return [];
    for (const uid of plan.promoted)
      tx.update(joinerRef(eventId, uid), writeFields(joinerWriteSchema, { rsvpStatus: "going", queuedAt: null, promotedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }));
    tx.update(
      eventRef(eventId),
      writeFields(eventWriteSchema, {
        goingCount: FieldValue.increment(plan.seats),
        waitlistCount: FieldValue.increment(-plan.promoted.length),
        attendeesPreview: nextPreview(stored.attendeesPreview, [], plan.arriving),
        updated: FieldValue.serverTimestamp(),
      }),
    );
    return plan.promoted;
  });
}
