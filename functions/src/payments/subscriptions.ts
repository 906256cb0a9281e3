import { HttpsError } from "firebase-functions/v2/https";
import Stripe from "stripe";
import { db } from "../admin";
import { defineCallable, type Caller } from "../lib/callable";
import * as paymentCallables from "@rallyhub/domain/callables/payments";
import { BILLING_MESSAGES, grantsPlan, ROOKIE, toCents, USER_PLAN_IDS, type CheckoutItem, type SubscriptionPlan } from "@rallyhub/domain/billing/model";
import { billingServerSchema, planSchema, teamSubscriptionSchema } from "@rallyhub/domain/stored/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { applySubscription } from "./billingState";
import { confirmEventPayment } from "./eventPayments";
import { confirmInvoicePayment } from "./invoices";
import { appOriginFor, customerFor, fromStripe, checkoutSession } from "./common";
import { STRIPE_SECRETS, stripe } from "./stripe";

const options = { secrets: STRIPE_SECRETS };

/** The plan document a checkout item names, by its price (the client's cost must match it to the cent). */
async function planFor(item: CheckoutItem): Promise<SubscriptionPlan & { id: string }> {
  const collection = item.type === "user" ? `userSubscriptionPlans_${item.platform}` : "teamSubscriptionPlans";
  const doc = await db().doc(`${collection}/${item.id}`).get();
  const plan = readDoc(planSchema, doc);
  if (!doc.exists || plan.priceId !== item.subscriptionPriceId) throw new HttpsError("not-found", BILLING_MESSAGES.unknownPlan);
  if (toCents(plan.cost) !== toCents(item.cost)) throw new HttpsError("failed-precondition", BILLING_MESSAGES.priceChanged);
  return plan;
}

/** The team a team plan is for, which the caller must manage. */
async function managedTeam(caller: Caller, teamId: string | undefined) {
  if (!teamId) throw new HttpsError("invalid-argument", "teamId: a team plan needs its team");
  const snap = await db().doc(`teams/${teamId}`).get();
  if (!snap.exists) throw new HttpsError("not-found", "Team not found");
  const team = readDoc(teamServerSchema, snap);
  if (!team.managerIds.includes(caller.uid)) throw new HttpsError("permission-denied", BILLING_MESSAGES.notTeamManager);
  return team;
}

/**
 * Spec §7 createSubscription {items, environment}: a Checkout Session in
 * subscription mode for one plan, returning the page to send the browser to.
 * The plan is read from its collection (the client's cost must match); a
 * user plan already held is refused; a team plan needs a manager of the team;
 * 'change-team-subscription' replaces the team's paid plan (the old
 * subscription ends when the new one is paid, in the webhook). Clicking twice
 * gives the same session (sharedIdempotencyKey).
 */
export const createSubscription = defineCallable(
  paymentCallables.createSubscription,
  async (input, { caller, request }) => {
    const item = input.items[0] as CheckoutItem;
    const plan = await planFor(item);
    if (!plan.priceId) throw new HttpsError("invalid-argument", "A free plan needs no checkout: cancel the paid one instead.");
    const metadata: Record<string, string> = { uid: caller.uid, planId: plan.id, platform: item.platform };
    if (item.type === "user") {
      if (!(USER_PLAN_IDS as string[]).includes(plan.id)) throw new HttpsError("not-found", BILLING_MESSAGES.unknownPlan);
      const held = readDoc(billingServerSchema, await db().doc(`billing/${caller.uid}`).get()).plans[plan.id];
      if (held && grantsPlan(held.status)) throw new HttpsError("already-exists", BILLING_MESSAGES.alreadySubscribed);
      metadata.kind = "user_plan";
    } else {
      const team = await managedTeam(caller, item.teamId);
      const tier: string = team.subscription;
      const current = team.subscriptionId;
      if (tier === plan.id) throw new HttpsError("already-exists", BILLING_MESSAGES.alreadySubscribed);
      if (item.type === "change-team-subscription") {
        if (!current || tier === ROOKIE) throw new HttpsError("failed-precondition", BILLING_MESSAGES.noPaidTeamPlan);
        metadata.replaces = current;
      } else if (current && tier !== ROOKIE) {
        throw new HttpsError("failed-precondition", "This team already has a paid plan: change it instead.");
      }
      metadata.kind = "team_plan";
      metadata.teamId = team.id;
      metadata.teamName = team.name.slice(0, 200);
    }
    const origin = appOriginFor(request);
    try {
      const customer = await customerFor(caller);
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "subscription",
        customer,
        client_reference_id: caller.uid,
        line_items: [{ price: plan.priceId, quantity: 1 }],
        metadata,
        subscription_data: { metadata },
        success_url: `${origin}/settings?tab=payments&paymentsuccessful=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${input.cancelPath ?? "/settings?tab=payments"}`,
      };
      const session = await checkoutSession("checkout", params);
      if (!session.url) throw new Error("Checkout Session without a url");
      return { url: session.url, sessionId: session.id };
    } catch (error: unknown) {
      throw fromStripe(error, "We could not start the checkout. Please try again.");
    }
  },
  options,
);

/**
 * Spec §7 cancelSubscription(type, id, platform): a user plan (by plan id)
 * or a team subscription (by id, for the team's managers), ended now or at
 * the end of its period. What it means is written at once from Stripe's
 * answer (the webhook writes the same again).
 */
export const cancelSubscription = defineCallable(
  paymentCallables.cancelSubscription,
  async (input, { caller }) => {
    let subscriptionId: string;
    if (input.type === "user") {
      const held = readDoc(billingServerSchema, await db().doc(`billing/${caller.uid}`).get()).plans[input.id];
      if (!held || !grantsPlan(held.status)) throw new HttpsError("failed-precondition", BILLING_MESSAGES.noActiveSubscription);
      subscriptionId = held.subscriptionId;
    } else {
      const record = await db().doc(`teamSubscriptions/${input.id}`).get();
      if (!record.exists) throw new HttpsError("failed-precondition", BILLING_MESSAGES.noActiveSubscription);
      const { ownerUid, teamId } = readDoc(teamSubscriptionSchema, record);
      if (ownerUid !== caller.uid) await managedTeam(caller, teamId);
      subscriptionId = record.id;
    }
    try {
      const sub = input.when === "now" ? await stripe().subscriptions.cancel(subscriptionId) : await stripe().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      await applySubscription(sub);
      return { ok: true };
    } catch (error: unknown) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") throw new HttpsError("failed-precondition", BILLING_MESSAGES.noActiveSubscription);
      throw fromStripe(error, BILLING_MESSAGES.cancelFailed);
    }
  },
  options,
);

/**
 * Spec §7 createCustomerSession {email, uid}: the caller's Billing Portal
 * (their e-mail is the customer's). Only for oneself: an e-mail or uid that
 * is not the caller's is refused.
 */
export const createCustomerSession = defineCallable(
  paymentCallables.createCustomerSession,
  async (input, { caller, request }) => {
    if ((input.uid && input.uid !== caller.uid) || (input.email && input.email.toLowerCase() !== (caller.email ?? "").toLowerCase())) {
      throw new HttpsError("permission-denied", "You can only open your own billing portal.");
    }
    try {
      const customer = await customerFor(caller);
      const session = await stripe().billingPortal.sessions.create({ customer, return_url: `${appOriginFor(request)}/settings?tab=payments` });
      return { url: session.url };
    } catch (error: unknown) {
      throw fromStripe(error, "We could not open the billing portal. Please try again.");
    }
  },
  options,
);

/**
 * A Checkout Session the caller came back from (payment-success, the payments
 * tab): its state, and once paid its subscription is written without waiting
 * for the webhook. Someone else's or an unknown session is not found.
 */
export const getCheckoutSession = defineCallable(
  paymentCallables.getCheckoutSession,
  async ({ sessionId }, { caller }) => {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe().checkout.sessions.retrieve(sessionId);
    } catch (error: unknown) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new HttpsError("not-found", BILLING_MESSAGES.unknownSession);
      throw fromStripe(error, BILLING_MESSAGES.unknownSession);
    }
    if (session.metadata?.uid !== caller.uid && session.client_reference_id !== caller.uid) throw new HttpsError("not-found", BILLING_MESSAGES.unknownSession);
    if (session.status === "complete" && typeof session.subscription === "string") {
      await applySubscription(await stripe().subscriptions.retrieve(session.subscription));
    }
    const paid = session.status === "complete" && session.mode === "payment";
    const seat = paid ? await confirmEventPayment(session) : null;
    const invoice = paid ? await confirmInvoicePayment(session) : null;
    return {
      status: session.status ?? "open",
      paymentStatus: session.payment_status,
      kind: session.metadata?.kind ?? "",
      eventId: session.metadata?.eventId ?? null,
      refunded: seat ? !seat.seated : invoice ? !invoice.paid : false,
    };
  },
  options,
);

/** Spec §7: a product lookup by id returns its name. */
export const getProduct = defineCallable(
  paymentCallables.getProduct,
  async ({ id }) => {
    try {
      const product = await stripe().products.retrieve(id);
      return { name: product.name };
    } catch (error: unknown) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new HttpsError("not-found", "Product not found");
      throw fromStripe(error, "We could not look up that product.");
    }
  },
  options,
);
