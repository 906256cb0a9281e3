import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onRequest } from "firebase-functions/v2/https";
import Stripe from "stripe";
import { db } from "../admin";
import { applyAccount, applyPaidInvoice, applySubscription } from "./billingState";
import { confirmEventPayment } from "./eventPayments";
import { confirmInvoicePayment } from "./invoices";
import { confirmFormPayment } from "../forms/formPayments";
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, stripe, webhookSecret } from "./stripe";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { stripeEventWriteSchema } from "@rallyhub/domain/stored/write/server";

/** A subscription as Stripe has it now (the event's copy when it is gone). */
async function latestSubscription(id: string, fallback?: Stripe.Subscription): Promise<Stripe.Subscription | null> {
  try {
    return await stripe().subscriptions.retrieve(id);
  } catch (error: unknown) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return fallback ?? null;
    throw error;
  }
}

/**
 * What one event means. Every handler reads the object again from Stripe and
 * writes its current state, so a replayed, repeated or out-of-order event
 * leaves the same result as the events in order.
 */
export async function handleEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = await latestSubscription(event.data.object.id, event.data.object);
      if (sub) await applySubscription(sub);
      return;
    }
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode === "subscription" && typeof session.subscription === "string") {
        const sub = await latestSubscription(session.subscription);
        if (sub) await applySubscription(sub);
        // A changed team plan: the plan it replaces ends now that the new one is paid.
        const replaces = session.metadata?.replaces;
        if (replaces && replaces !== session.subscription) {
          const old = await latestSubscription(replaces);
          if (old && old.status !== "canceled") await applySubscription(await stripe().subscriptions.cancel(replaces));
        }
      } else if (session.mode === "payment") {
        // A paid game's seat, an invoice or a form's fee: from the session as Stripe has it now.
        const current = await stripe().checkout.sessions.retrieve(session.id);
        await confirmEventPayment(current);
        await confirmInvoicePayment(current);
        await confirmFormPayment(current);
      }
      return;
    }
    case "invoice.paid": {
      const id = event.data.object.id;
      if (id) await applyPaidInvoice(await stripe().invoices.retrieve(id));
      return;
    }
    case "account.updated": {
      const account = await stripe().accounts.retrieve(event.data.object.id);
      await applyAccount(account);
      return;
    }
    default:
      return;
  }
}

/**
 * The Stripe webhook endpoint: the signature is verified on the raw body
 * (STRIPE_WEBHOOK_SECRET); each event is handled once, by its id
 * (stripeEvents/{id}, server-only), and a failure answers 500 so Stripe
 * delivers it again.
 */
export const stripeWebhook = onRequest({ secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] }, async (req, res) => {
  if (req.method !== "POST") {
    res.status(405).send("Method Not Allowed");
    return;
  }
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(req.rawBody, String(req.headers["stripe-signature"] ?? ""), webhookSecret());
  } catch (error: unknown) {
    logger.warn("Stripe webhook refused: bad signature", error instanceof Error ? error.message : error);
    res.status(400).send("Webhook signature verification failed.");
    return;
  }
  const seen = db().doc(`stripeEvents/${event.id}`);
  if ((await seen.get()).exists) {
    res.json({ received: true, duplicate: true });
    return;
  }
  try {
    await handleEvent(event);
    await seen.set(writeDoc(stripeEventWriteSchema, { type: event.type, created: event.created, handledAt: FieldValue.serverTimestamp() }));
    res.json({ received: true });
  } catch (error: unknown) {
    logger.error(`Stripe webhook ${event.id} (${event.type}) failed`, error);
    res.status(500).send("Webhook handling failed; it will be retried.");
  }
});
