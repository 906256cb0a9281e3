import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import type Stripe from "stripe";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as paymentCallables from "@rallyhub/domain/callables/payments";
import { canSee, EVENT_NOT_FOUND, eventRef, inviteRef, joinerRef, rsvpEventOf, statusOf, storedEvent, storedJoiner } from "../events/common";
import { transactionWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { joinerWriteSchema } from "@rallyhub/domain/stored/write/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { commitRsvp } from "../events/rsvp";
import { decideRsvp, isActive } from "../events/rsvpLogic";
import { eventCharge, type Platform, type Transaction } from "@rallyhub/domain/billing/model";
import { appOriginFor, fromStripe, checkoutSession } from "./common";
import { STRIPE_SECRETS, stripe } from "./stripe";
import { PAYMENT_SERVER_MESSAGES } from "./messages";

const options = { secrets: STRIPE_SECRETS };

/**
 * A paid game (issue 12): the player pays through Checkout in payment mode, to
 * the organizer's connected account with the platform's fee; the seat is taken
 * by the webhook (or the return page) once Stripe says it is paid. Only while a
 * spot is free for the player and their guests.
 */
export const payForEvent = defineCallable(
  paymentCallables.payForEvent,
  async ({ eventId, guests }, { caller, request }) => {
    const now = Date.now();
    const [event, mine, invite] = await db().getAll(eventRef(eventId), joinerRef(eventId, caller.uid), inviteRef(eventId, caller.uid));
    if (!event?.exists) throw new HttpsError("not-found", EVENT_NOT_FOUND);
    const stored = storedEvent(event);
    if (stored.cancelled) throw new HttpsError("not-found", EVENT_NOT_FOUND);
    const current = statusOf(mine);
    if (!canSee(event, caller.uid, isActive(current?.status), invite?.exists === true, now)) throw new HttpsError("not-found", EVENT_NOT_FOUND);
    const { price } = stored;
    if (!(price > 0)) throw new HttpsError("failed-precondition", PAYMENT_SERVER_MESSAGES.free);
    if (stored.creatorId === caller.uid) throw new HttpsError("failed-precondition", PAYMENT_SERVER_MESSAGES.host);
    const myRsvp = storedJoiner(mine);
    if (myRsvp?.paymentIntentId != null && !myRsvp.refunded) throw new HttpsError("already-exists", PAYMENT_SERVER_MESSAGES.paid);
    const decision = decideRsvp(rsvpEventOf(stored), current, "going", guests, caller.uid, now);
    if (decision.kind === "refuse") throw new HttpsError(decision.code, decision.message);
    if (decision.kind === "set" && decision.status !== "going") throw new HttpsError("failed-precondition", PAYMENT_SERVER_MESSAGES.full);

    const organizer = stored.creatorId ? readDoc(serverUserSchema, await db().doc(`users/${stored.creatorId}`).get()) : null;
    const destination = organizer?.stripeId;
    if (!destination || !organizer.stripeChargesEnabled) throw new HttpsError("failed-precondition", PAYMENT_SERVER_MESSAGES.organizerCannotTakePayments);

    const { chargeGuests } = stored;
    const charge = eventCharge(price, guests, chargeGuests);
    const title = (stored.title || "Game").slice(0, 200);
    const metadata = { kind: "event_rsvp", uid: caller.uid, eventId, guests: String(guests), paidGuests: String(chargeGuests ? guests : 0), platform: organizer.platform ?? "gth" };
    const origin = appOriginFor(request);
    try {
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "payment",
        client_reference_id: caller.uid,
        ...(caller.email ? { customer_email: caller.email } : {}),
        line_items: [{ price_data: { currency: "usd", unit_amount: charge.unitAmount, product_data: { name: title } }, quantity: charge.quantity }],
        payment_intent_data: { application_fee_amount: charge.fee, transfer_data: { destination }, metadata, description: title, ...(caller.email ? { receipt_email: caller.email } : {}) },
        metadata,
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/event/${eventId}`,
      };
      const session = await checkoutSession("event", params);
      if (!session.url) throw new Error("Checkout Session without a url");
      return { url: session.url, sessionId: session.id };
    } catch (error: unknown) {
      throw fromStripe(error, PAYMENT_SERVER_MESSAGES.checkoutFailed);
    }
  },
  options,
);

function paymentIntentIdOf(session: Stripe.Checkout.Session): string | null {
  const pi = session.payment_intent;
  if (!pi) return null;
  return typeof pi === "string" ? pi : pi.id;
}

async function record(transaction: Transaction): Promise<void> {
  await db().doc(`transactions/${transaction.id}`).set(writeDoc(transactionWriteSchema, transaction));
}

/**
 * A paid game's Checkout Session, once Stripe says it is paid: the player's
 * seat is taken with the payment written on their RSVP, and the payment goes
 * into their history. When no spot is free any more (or the game was
 * cancelled meanwhile) the whole payment is refunded. Safe to repeat: the same
 * payment never takes two seats nor is refunded twice.
 */
export async function confirmEventPayment(session: Stripe.Checkout.Session): Promise<{ seated: boolean } | null> {
  const m = session.metadata ?? {};
  const paymentIntentId = paymentIntentIdOf(session);
  if (m.kind !== "event_rsvp" || !m.uid || !m.eventId || session.payment_status !== "paid" || !paymentIntentId) return null;
  const amount = session.amount_total ?? 0;
  const guests = Number(m.guests ?? 0) || 0;
  const platform: Platform = m.platform === "meh" ? "meh" : "gth";
  const event = await eventRef(m.eventId).get();
  const stored = storedEvent(event);
  const title = stored.title || "Game";
  let seated = false;
  if (event.exists && !stored.cancelled) {
    try {
      seated = (await commitRsvp(m.uid, m.eventId, "going", guests, { paymentIntentId, amount, guests: Number(m.paidGuests ?? 0) || 0 })).seated;
    } catch (error: unknown) {
      if (!(error instanceof HttpsError)) throw error;
      logger.warn(`Paid RSVP for ${m.eventId} by ${m.uid} not taken: ${error.message}`);
    }
  }
  await record({
    id: paymentIntentId,
    uid: m.uid,
    kind: "event",
    description: title,
    amount,
    currency: session.currency ?? "usd",
    status: "paid",
    createdAt: session.created * 1000,
    reference: null,
    platform,
  });
  if (!seated) await refundPayment(paymentIntentId, m.uid, `Refund: ${title} (no spot was free)`, platform);
  return { seated };
}

/**
 * Refunds a payment whole (the organizer's transfer and the platform's fee
 * back too), once: Stripe's idempotency key is the payment's, and a payment
 * already refunded is left alone. The refund goes into the payer's history.
 */
export async function refundPayment(paymentIntentId: string, uid: string, description: string, platform: Platform): Promise<void> {
  const intent = await stripe().paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
  const charge = intent.latest_charge;
  if (charge && typeof charge !== "string" && charge.amount_refunded >= charge.amount) {
    // Already refunded (a replayed event wrote the payment again): the history says so.
    await db()
      .doc(`transactions/${paymentIntentId}`)
      .set(writeFields(transactionWriteSchema, { status: "refunded" }), { merge: true });
    return;
  }
  const refund = await stripe().refunds.create(
    { payment_intent: paymentIntentId, reverse_transfer: true, refund_application_fee: true, metadata: { uid, reason: description.slice(0, 200) } },
    { idempotencyKey: `refund-${paymentIntentId}` },
  );
  await record({ id: refund.id, uid, kind: "refund", description, amount: -refund.amount, currency: refund.currency, status: "refunded", createdAt: refund.created * 1000, reference: null, platform });
  await db()
    .doc(`transactions/${paymentIntentId}`)
    .set(writeFields(transactionWriteSchema, { status: "refunded" }), { merge: true });
}

/**
 * Games the organizer cancelled: every paid RSVP is refunded (spec: an
 * organizer's cancellation refunds), and marked so on the RSVP.
 */
export async function refundCancelledGames(eventIds: string[]): Promise<void> {
  for (const eventId of eventIds) {
    const event = storedEvent(await eventRef(eventId).get());
    if (!(event.price > 0)) continue;
    const paid = await db().collection(`events/${eventId}/joiners`).where("refundedAt", "==", null).limit(500).get();
    const title = event.title || "Game";
    for (const joiner of paid.docs) {
      const pi = storedJoiner(joiner)?.paymentIntentId;
      if (!pi) continue;
      try {
        await refundPayment(pi, joiner.id, `Refund: ${title} (cancelled by the organizer)`, "gth");
        await joiner.ref.update(writeFields(joinerWriteSchema, { refundedAt: FieldValue.serverTimestamp() }));
      } catch (error: unknown) {
        logger.error(`Refund of ${pi} for cancelled game ${eventId} failed`, error);
      }
    }
  }
}
