import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import Stripe from "stripe";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as formCallables from "@rallyhub/domain/callables/forms";
import { queueMail } from "../mail/queue";
import { formReturnOriginFor, fromStripe } from "../payments/common";
import { refundPayment } from "../payments/eventPayments";
import { STRIPE_SECRETS, stripe } from "../payments/stripe";
import { PLATFORM_FEE_PERCENT, type Platform, type Transaction } from "@rallyhub/domain/billing/model";
import { chargeFor, FORM_MESSAGES, paymentStatusOf, PAYMENT_PARTS, type PaymentPart } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState, SubmissionPayment } from "@rallyhub/domain/forms/submissions";
import { mayPay, money, payBalanceUrl, paymentStateOf, submissionOf, submissionRef } from "./common";
import { transactionWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { submissionWriteSchema } from "@rallyhub/domain/stored/write/forms";
import { serverUserSchema } from "@rallyhub/domain/stored/users";

const options = { secrets: STRIPE_SECRETS };

async function readSubmission(formId: string, submissionId: string) {
  const snap = await submissionRef(formId, submissionId).get();
  if (!snap.exists) throw new HttpsError("not-found", FORM_MESSAGES.submissionNotFound);
  return submissionOf(snap);
}

/**
 * Pays a submission's fee (issue 14): all of it, the deposit, or the balance
 * left, through Checkout in payment mode to the form owner's connected account
 * less the platform's fee, as a paid game does. The person who sent it pays
 * (signed in, signed in later with the address they gave, or the guest with
 * their token). The webhook (or the return page) records the payment; a
 * declined card leaves the submission as it was, payable later.
 */
export const payFormSubmission = defineCallable(
  formCallables.payFormSubmission,
  async ({ formId, submissionId, amount: part, guestToken: token }, { caller, request }) => {
    const sub = await readSubmission(formId, submissionId);
    if (!mayPay(sub, caller, token)) throw new HttpsError("not-found", FORM_MESSAGES.submissionNotFound);
    const charge = chargeFor(part, sub);
    if ("refused" in charge) throw new HttpsError("failed-precondition", charge.refused);

    const owner = readDoc(serverUserSchema, await db().doc(`users/${sub.ownerId}`).get());
    const destination = owner.stripeId;
    if (!destination || !owner.stripeChargesEnabled) throw new HttpsError("failed-precondition", FORM_MESSAGES.organizerCannotTakePayments);
    const platform: Platform = owner.platform === "meh" ? "meh" : "gth";
    const payer = caller?.uid ?? "";
    const metadata = { kind: "form_submission", formId, submissionId, part, uid: payer, platform };
    const origin = formReturnOriginFor(request);
    // A signed-in payer comes back to form/payment; a guest to the form itself (form/payment needs a login).
    const back = caller ? `${origin}/form/payment/${formId}/${submissionId}` : `${origin}/form/${formId}?submission=${submissionId}`;
    const join = back.includes("?") ? "&" : "?";
    const name = `${sub.formTitle}${part === "deposit" ? " (deposit)" : part === "balance" && sub.amountPaid > 0 ? " (balance)" : ""}`.slice(0, 250);
    try {
      const session = await stripe().checkout.sessions.create(
        {
          mode: "payment",
          ...(payer ? { client_reference_id: payer } : {}),
          customer_email: sub.email,
          line_items: [{ price_data: { currency: sub.currency, unit_amount: charge.amount, product_data: { name } }, quantity: 1 }],
          payment_intent_data: {
            application_fee_amount: Math.round((charge.amount * PLATFORM_FEE_PERCENT) / 100),
            transfer_data: { destination },
            metadata,
            description: name,
            receipt_email: sub.email,
          },
          metadata,
          success_url: `${back}${join}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${back}${join}payment=cancelled`,
        },
        // A double click makes one session; once a payment lands the amount paid (and so the key) changes.
        { idempotencyKey: `form-${submissionId}-${part}-${sub.amountPaid}-${Math.floor(Date.now() / 60_000)}` },
      );
      if (!session.url) throw new Error("Checkout Session without a url");
      return { url: session.url, sessionId: session.id };
    } catch (error: unknown) {
      throw fromStripe(error, FORM_MESSAGES.payFailed);
    }
  },
  options,
);

function paymentIntentIdOf(session: Stripe.Checkout.Session): string | null {
  const pi = session.payment_intent;
  if (!pi) return null;
  return typeof pi === "string" ? pi : pi.id;
}

/** Refunds a form payment that came too late (the fee was paid meanwhile), once. */
async function refundFormPayment(paymentIntentId: string, uid: string, title: string, platform: Platform): Promise<void> {
  const description = `Refund: ${title} (already paid)`;
  const intent = await stripe().paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
  const charge = intent.latest_charge;
  if (charge && typeof charge !== "string" && charge.amount_refunded >= charge.amount) return;
  if (uid) {
    await refundPayment(paymentIntentId, uid, description, platform);
    return;
  }
  await stripe().refunds.create(
    { payment_intent: paymentIntentId, reverse_transfer: true, refund_application_fee: true, metadata: { reason: description.slice(0, 200) } },
    { idempotencyKey: `refund-${paymentIntentId}` },
  );
}

/**
 * A submission's Checkout Session, once Stripe says it is paid: the payment
 * is added to the submission (once: by its payment intent, in a
 * transaction), the amount paid and status follow, the payer gets a receipt
 * and, when signed in, the payment in their history. A payment that finds
 * the fee already covered (two sessions paid) is refunded. Safe to repeat.
 */
export async function confirmFormPayment(session: Stripe.Checkout.Session): Promise<{ applied: boolean; refunded: boolean } | null> {
  const m = session.metadata ?? {};
  const paymentIntentId = paymentIntentIdOf(session);
  if (m.kind !== "form_submission" || !m.formId || !m.submissionId || session.payment_status !== "paid" || !paymentIntentId) return null;
  const amount = session.amount_total ?? 0;
  const part: PaymentPart = (PAYMENT_PARTS as readonly string[]).includes(m.part ?? "") ? (m.part as PaymentPart) : "full";
  const platform: Platform = m.platform === "meh" ? "meh" : "gth";
  const ref = submissionRef(m.formId, m.submissionId);
  const outcome = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { applied: false, refund: true, sub: null };
    const sub = submissionOf(snap);
    if (sub.payments.some((p) => p.paymentIntentId === paymentIntentId)) return { applied: false, refund: false, sub };
    if (sub.amountPaid + amount > sub.amountDue) return { applied: false, refund: true, sub };
    const payment: SubmissionPayment = { paymentIntentId, amount, part, paidAt: Date.now() };
    const amountPaid = sub.amountPaid + amount;
    const next = { amountPaid, paymentStatus: paymentStatusOf(sub.amountDue, amountPaid), payments: [...sub.payments, payment] };
    tx.update(ref, writeFields(submissionWriteSchema, next));
    return { applied: true, refund: false, sub: { ...sub, ...next } };
  });
  const uid = m.uid ?? "";
  const title = outcome.sub?.formTitle ?? "Form";
  if (uid) {
    const transaction: Transaction = {
      id: paymentIntentId,
      uid,
      kind: "form",
      description: title,
      amount,
      currency: session.currency ?? "usd",
      status: "paid",
      createdAt: session.created * 1000,
      reference: m.submissionId,
      platform,
    };
    await db().doc(`transactions/${paymentIntentId}`).set(writeDoc(transactionWriteSchema, transaction), { merge: true });
  }
  if (outcome.refund) {
    logger.warn(`Form payment ${paymentIntentId} for ${m.submissionId} not needed: refunding`);
    await refundFormPayment(paymentIntentId, uid, title, platform);
    return { applied: false, refunded: true };
  }
  if (outcome.applied && outcome.sub) {
    const sub = outcome.sub;
    try {
      await queueMail(sub.email, "form-payment-receipt", {
        formTitle: sub.formTitle,
        amount: money(amount, sub.currency),
        amountPaid: money(sub.amountPaid, sub.currency),
        balance: money(sub.amountDue - sub.amountPaid, sub.currency),
        url: payBalanceUrl(sub.formId, sub.id),
      });
    } catch (error: unknown) {
      logger.error(`Payment receipt for submission ${sub.id} not queued`, error);
    }
  }
  return { applied: outcome.applied, refunded: false };
}

/**
 * What the payment pages show (form/payment, pay-balance, a guest back on
 * the form): a submission's money and, coming back from Checkout, whether
 * that session paid (recording it at once if the webhook has not yet). Shown
 * to the person who sent it, its form's owner, or whoever holds the session
 * of this submission (Checkout's return address carries it).
 */
export const getFormPayment = defineCallable(
  formCallables.getFormPayment,
  async ({ formId, submissionId, sessionId, guestToken: token }, { caller }) => {
    let session: Stripe.Checkout.Session | null = null;
    if (sessionId) {
      try {
        session = await stripe().checkout.sessions.retrieve(sessionId);
      } catch (error: unknown) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new HttpsError("not-found", FORM_MESSAGES.submissionNotFound);
        throw fromStripe(error, FORM_MESSAGES.payFailed);
      }
      if (session.metadata?.kind !== "form_submission" || session.metadata.submissionId !== submissionId || session.metadata.formId !== formId)
        throw new HttpsError("not-found", FORM_MESSAGES.submissionNotFound);
    }
    const before = await readSubmission(formId, submissionId);
    if (!session && !mayPay(before, caller, token) && caller?.uid !== before.ownerId) throw new HttpsError("not-found", FORM_MESSAGES.submissionNotFound);
    let state: FormPaymentState["session"] = null;
    if (session) {
      const confirmed = session.status === "complete" ? await confirmFormPayment(session) : null;
      state = confirmed?.refunded ? "refunded" : session.status === "complete" && session.payment_status === "paid" ? "paid" : "open";
    }
    const sub = session ? { ...(await readSubmission(formId, submissionId)), guestKeyHash: before.guestKeyHash } : before;
    return paymentStateOf(sub, state, mayPay(sub, caller, token));
  },
  options,
);
