import { getAuth } from "firebase-admin/auth";
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import type Stripe from "stripe";
import { db } from "../admin";
import { parseInput, defineCallable } from "../lib/callable";
import * as paymentCallables from "@rallyhub/domain/callables/payments";
import { sendNotices } from "../notify/notify";
import { centsOf, INVOICE_MESSAGES, invoiceInputSchema, type Invoice } from "@rallyhub/domain/billing/invoices";
import { PLATFORM_FEE_PERCENT, formatMoney, type Platform, type Transaction } from "@rallyhub/domain/billing/model";
import { invoiceSchema, invoiceServerSchema } from "@rallyhub/domain/stored/billing";
import { invoiceWriteSchema, transactionWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { serverUserSchema, type ServerUser } from "@rallyhub/domain/stored/users";
import { appOriginFor, fromStripe, checkoutSession } from "./common";
import { refundPayment } from "./eventPayments";
import { STRIPE_SECRETS } from "./stripe";

const options = { secrets: STRIPE_SECRETS };
const invoiceRef = (id: string) => db().doc(`invoices/${id}`);

function nameOf(user: ServerUser, fallback: string): string {
  return (user.displayName || user.fullName).trim() || fallback;
}

/** The organizer's connected account, able to take charges (else the caller is told to set it up). */
async function payoutsAccountOf(uid: string, message: string): Promise<{ user: ServerUser; stripeId: string }> {
  const user = readDoc(serverUserSchema, await db().doc(`users/${uid}`).get());
  const { stripeId } = user;
  if (!stripeId || !user.stripeChargesEnabled) throw new HttpsError("failed-precondition", message);
  return { user, stripeId };
}

/**
 * An organizer bills a player (found by the e-mail address of their login, as
 * Auth has it, not as anyone typed it into a profile): amount, what for and
 * when it is due. The player is told in the app.
 */
export const createInvoice = defineCallable(paymentCallables.createInvoice, async (asked, { caller }) => {
  // The due date's window, against today here.
  const input = parseInput(invoiceInputSchema(Date.now()), asked);
  const { user: organizer } = await payoutsAccountOf(caller.uid, INVOICE_MESSAGES.paymentsAccount);
  let payerUid: string;
  try {
    payerUid = (await getAuth().getUserByEmail(input.email)).uid;
  } catch (error: unknown) {
    if ((error as { code?: string }).code === "auth/user-not-found") throw new HttpsError("not-found", INVOICE_MESSAGES.noPlayer);
    throw error;
  }
  if (payerUid === caller.uid) throw new HttpsError("invalid-argument", INVOICE_MESSAGES.notYourself);
  const payerSnap = await db().doc(`users/${payerUid}`).get();
  if (!payerSnap.exists) throw new HttpsError("not-found", INVOICE_MESSAGES.noPlayer);
  const payer = readDoc(serverUserSchema, payerSnap);
  if (organizer.blockedUids.includes(payerUid) || payer.blockedUids.includes(caller.uid)) throw new HttpsError("not-found", INVOICE_MESSAGES.noPlayer);

  const ref = db().collection("invoices").doc();
  const invoice: Invoice = {
    id: ref.id,
    organizerUid: caller.uid,
    organizerName: nameOf(organizer, "An organizer"),
    payerUid,
    payerName: nameOf(payer, input.email),
    amount: centsOf(input.amount),
    currency: "usd",
    description: input.description,
    dueDate: input.dueDate,
    status: "open",
    createdAt: Date.now(),
    paidAt: null,
    platform: organizer.platform === "meh" ? "meh" : "gth",
  };
  await ref.set(writeDoc(invoiceWriteSchema, invoice));
  await sendNotices([
    {
      uid: payerUid,
      category: "announcements",
      type: "invoice",
      title: "New invoice",
      message: `${invoice.organizerName} sent you an invoice for ${formatMoney(invoice.amount, invoice.currency)}: ${invoice.description}. Due ${invoice.dueDate}.`,
      data: { invoiceId: invoice.id, link: "/transactions" },
    },
  ]);
  return { invoiceId: invoice.id };
});

/** The organizer takes an open invoice back: it is void and can no longer be paid. */
export const voidInvoice = defineCallable(paymentCallables.voidInvoice, async ({ invoiceId }, { caller }) => {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(invoiceRef(invoiceId));
    const invoice = readDoc(invoiceServerSchema, snap);
    if (!snap.exists || invoice.organizerUid !== caller.uid) throw new HttpsError("not-found", INVOICE_MESSAGES.notFound);
    if (invoice.status !== "open") throw new HttpsError("failed-precondition", INVOICE_MESSAGES.notOpen);
    tx.update(snap.ref, writeFields(invoiceWriteSchema, { status: "void", voidedAt: FieldValue.serverTimestamp() }));
  });
  return { status: "void" };
});

/**
 * The player pays an open invoice of theirs: a Checkout Session in payment
 * mode to the organizer's connected account, less the platform's fee. The
 * invoice is marked paid by the webhook (or the return page).
 */
export const payInvoice = defineCallable(
  paymentCallables.payInvoice,
  async ({ invoiceId }, { caller, request }) => {
    const snap = await invoiceRef(invoiceId).get();
    const invoice = readDoc(invoiceSchema, snap);
    if (!snap.exists || invoice.payerUid !== caller.uid) throw new HttpsError("not-found", INVOICE_MESSAGES.notFound);
    if (invoice.status !== "open") throw new HttpsError("failed-precondition", INVOICE_MESSAGES.notOpen);
    const { stripeId } = await payoutsAccountOf(invoice.organizerUid, INVOICE_MESSAGES.organizerCannotTakePayments);
    const metadata = { kind: "invoice", uid: caller.uid, invoiceId, platform: invoice.platform };
    try {
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "payment",
        client_reference_id: caller.uid,
        ...(caller.email ? { customer_email: caller.email } : {}),
        line_items: [
          { price_data: { currency: invoice.currency, unit_amount: invoice.amount, product_data: { name: `${invoice.organizerName}: ${invoice.description}`.slice(0, 250) } }, quantity: 1 },
        ],
        payment_intent_data: {
          application_fee_amount: Math.round((invoice.amount * PLATFORM_FEE_PERCENT) / 100),
          transfer_data: { destination: stripeId },
          metadata,
          description: invoice.description,
          ...(caller.email ? { receipt_email: caller.email } : {}),
        },
        metadata,
        success_url: `${appOriginFor(request)}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appOriginFor(request)}/transactions`,
      };
      const session = await checkoutSession("invoice", params);
      if (!session.url) throw new Error("Checkout Session without a url");
      return { url: session.url, sessionId: session.id };
    } catch (error: unknown) {
      throw fromStripe(error, INVOICE_MESSAGES.payFailed);
    }
  },
  options,
);

/**
 * An invoice's Checkout Session once Stripe says it is paid: the invoice is
 * paid (once, in a transaction) and the payment is in the payer's history. An
 * invoice voided while its payer was on Checkout is refunded instead. Safe to
 * repeat.
 */
export async function confirmInvoicePayment(session: Stripe.Checkout.Session): Promise<{ paid: boolean } | null> {
  const m = session.metadata ?? {};
  const pi = session.payment_intent;
  const paymentIntentId = typeof pi === "string" ? pi : (pi?.id ?? null);
  if (m.kind !== "invoice" || !m.invoiceId || !m.uid || session.payment_status !== "paid" || !paymentIntentId) return null;
  const platform: Platform = m.platform === "meh" ? "meh" : "gth";
  const outcome = await db().runTransaction(async (tx) => {
    const snap = await tx.get(invoiceRef(m.invoiceId ?? ""));
    if (!snap.exists) return { paid: false, description: "Invoice" };
    const invoice = readDoc(invoiceServerSchema, snap);
    const { description } = invoice;
    if (invoice.paymentIntentId === paymentIntentId) return { paid: invoice.status === "paid", description };
    if (invoice.status !== "open") return { paid: false, description };
    tx.update(snap.ref, writeFields(invoiceWriteSchema, { status: "paid", paidAt: Date.now(), paymentIntentId }));
    return { paid: true, description };
  });
  const transaction: Transaction = {
    id: paymentIntentId,
    uid: m.uid,
    kind: "invoice",
    description: outcome.description,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
    status: "paid",
    createdAt: session.created * 1000,
    reference: m.invoiceId,
    platform,
  };
  await db().doc(`transactions/${paymentIntentId}`).set(writeDoc(transactionWriteSchema, transaction), { merge: true });
  if (!outcome.paid) {
    logger.warn(`Invoice ${m.invoiceId} was not open when ${paymentIntentId} was paid: refunding`);
    await refundPayment(paymentIntentId, m.uid, `Refund: ${outcome.description} (the invoice was no longer open)`, platform);
  }
  return { paid: outcome.paid };
}
