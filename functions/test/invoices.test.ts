import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callError, callOk, closeAdmin, db, read, uniqueId, type TestUser } from "./callables";
import { player } from "./eventFixtures";

// Issue 12: invoices. An organizer bills a player; the player pays through
// Checkout (the Stripe fake, started by `npm test`) to the organizer's connected
// account less the platform's fee; the webhook marks it paid once; a voided
// invoice cannot be paid, and one voided while its payer was on Checkout is refunded.

const stripeBase = (): string => {
  const base = (process.env.STRIPE_API_BASE ?? "").replace(/\/+$/, "");
  if (!base) throw new Error("STRIPE_API_BASE is not set: run these through `npm test` (scripts/test.mjs starts the Stripe fake).");
  return base;
};
const GOOD_CARD = { card_number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Pat Payer" };

async function idle(): Promise<void> {
  const res = await fetch(`${stripeBase()}/_fake/webhooks/idle?timeout_ms=20000`);
  if (res.status !== 200) throw new Error(`The fake's webhooks are not delivered: ${await res.text()}`);
}

async function stripeGet<T>(path: string): Promise<T> {
  const res = await fetch(`${stripeBase()}${path}`, { headers: { Authorization: "Bearer sk_test_rallyhub_fake" } });
  return (await res.json()) as T;
}

const due = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const bill = (to: TestUser, overrides: Record<string, unknown> = {}) => ({ email: to.email, amount: 25, description: "Spring league fee", dueDate: due(14), ...overrides });

let olivia: TestUser;
let pat: TestUser;
let riley: TestUser;
let accountId: string;

beforeAll(async () => {
  accountId = `acct_${uniqueId("inv").replace(/-/g, "_")}`;
  const seeded = await fetch(`${stripeBase()}/_fake/seed/account`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: accountId, email: "olivia@example.test" }),
  });
  expect(seeded.status).toBe(200);
  [olivia, pat, riley] = await Promise.all([
    player("inv-olivia", "Olivia", { stripeId: accountId, stripeChargesEnabled: true, stripeDetailsSubmitted: true }),
    player("inv-pat", "Pat"),
    player("inv-riley", "Riley"),
  ]);
});

afterAll(closeAdmin);

describe("invoices", () => {
  it("an organizer with payouts bills a player by their login's e-mail; the player is told; bad input says why", async () => {
    const { invoiceId } = await callOk<{ invoiceId: string }>("createInvoice", bill(pat), olivia.token);
    expect(await read(`invoices/${invoiceId}`)).toMatchObject({
      organizerUid: olivia.uid,
      organizerName: "Olivia",
      payerUid: pat.uid,
      payerName: "Pat",
      amount: 2500,
      currency: "usd",
      description: "Spring league fee",
      status: "open",
      paidAt: null,
    });
    const told = await db().collection("notifications").where("userId", "==", pat.uid).where("type", "==", "invoice").get();
    expect(told.docs.map((d) => d.get("message") as string)).toContainEqual(expect.stringContaining("Olivia sent you an invoice for $25.00: Spring league fee."));

    expect(await callError("createInvoice", bill(pat), riley.token)).toEqual({ status: "FAILED_PRECONDITION", message: "Set up Stripe under Subscriptions & Payouts before you send invoices." });
    expect(await callError("createInvoice", bill(pat, { email: "nobody-here@example.test" }), olivia.token)).toEqual({
      status: "NOT_FOUND",
      message: "No player has an account with that e-mail address.",
    });
    expect(await callError("createInvoice", bill(olivia), olivia.token)).toEqual({ status: "INVALID_ARGUMENT", message: "You cannot send an invoice to yourself." });
    for (const wrong of [{ amount: 0.25 }, { amount: 12.345 }, { description: "  " }, { dueDate: due(-3) }, { dueDate: "next week" }]) {
      expect((await callError("createInvoice", bill(pat, wrong), olivia.token)).status).toBe("INVALID_ARGUMENT");
    }
    expect((await callError("createInvoice", { ...bill(pat), uid: pat.uid }, olivia.token)).status).toBe("INVALID_ARGUMENT");
  });

  it("the player pays it through Checkout: paid once, to the organizer less the fee, in the player's history", async () => {
    const { invoiceId } = await callOk<{ invoiceId: string }>("createInvoice", bill(pat, { amount: 40 }), olivia.token);
    expect(await callError("payInvoice", { invoiceId }, riley.token)).toEqual({ status: "NOT_FOUND", message: "Invoice not found" });
    // A double click makes one Checkout Session.
    const [first, second] = await Promise.all([
      callOk<{ url: string; sessionId: string }>("payInvoice", { invoiceId }, pat.token),
      callOk<{ url: string; sessionId: string }>("payInvoice", { invoiceId }, pat.token),
    ]);
    expect(second.sessionId).toBe(first.sessionId);
    const response = await fetch(first.url, { method: "POST", body: new URLSearchParams({ ...GOOD_CARD, email: pat.email }), redirect: "manual" });
    expect(response.status).toBe(303);
    await idle();

    const paid = await read(`invoices/${invoiceId}`);
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid?.paidAt).toEqual(expect.any(Number));
    const intent = await stripeGet<{ amount: number; application_fee_amount: number; transfer_data: { destination: string } }>(`/v1/payment_intents/${String(paid?.paymentIntentId)}`);
    expect(intent).toMatchObject({ amount: 4000, application_fee_amount: 200, transfer_data: { destination: accountId } });
    expect(await read(`transactions/${String(paid?.paymentIntentId)}`)).toMatchObject({ uid: pat.uid, kind: "invoice", amount: 4000, status: "paid", reference: invoiceId });

    // The return page's lookup changes nothing; a paid invoice cannot be paid nor voided.
    expect(await callOk("getCheckoutSession", { sessionId: first.sessionId }, pat.token)).toMatchObject({ status: "complete", kind: "invoice", refunded: false });
    expect(await callError("payInvoice", { invoiceId }, pat.token)).toEqual({ status: "FAILED_PRECONDITION", message: "This invoice is no longer open." });
    expect(await callError("voidInvoice", { invoiceId }, olivia.token)).toEqual({ status: "FAILED_PRECONDITION", message: "This invoice is no longer open." });
  });

  it("the organizer voids an open invoice (only theirs); a payment started before is refunded", async () => {
    const { invoiceId } = await callOk<{ invoiceId: string }>("createInvoice", bill(pat, { amount: 15 }), olivia.token);
    const checkout = await callOk<{ url: string; sessionId: string }>("payInvoice", { invoiceId }, pat.token);
    expect(await callError("voidInvoice", { invoiceId }, pat.token)).toEqual({ status: "NOT_FOUND", message: "Invoice not found" });
    expect(await callOk("voidInvoice", { invoiceId }, olivia.token)).toEqual({ status: "void" });
    expect(await callError("payInvoice", { invoiceId }, pat.token)).toEqual({ status: "FAILED_PRECONDITION", message: "This invoice is no longer open." });

    // Pat was already on Checkout and pays: the money goes back.
    await fetch(checkout.url, { method: "POST", body: new URLSearchParams({ ...GOOD_CARD, email: pat.email }), redirect: "manual" });
    await idle();
    expect((await read(`invoices/${invoiceId}`))?.status).toBe("void");
    expect(await callOk("getCheckoutSession", { sessionId: checkout.sessionId }, pat.token)).toMatchObject({ kind: "invoice", refunded: true });
    const history = (await db().collection("transactions").where("uid", "==", pat.uid).where("reference", "==", invoiceId).get()).docs.map((d) => d.data());
    expect(history).toEqual([expect.objectContaining({ kind: "invoice", status: "refunded", amount: 1500 })]);
    const intentId = String(history[0]?.id);
    expect((await stripeGet<{ data: { amount: number }[] }>(`/v1/refunds?payment_intent=${intentId}`)).data).toEqual([expect.objectContaining({ amount: 1500 })]);
  });
});
