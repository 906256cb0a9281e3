import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callError, callOk, closeAdmin, db, read, uniqueId, type TestUser } from "./callables";
import { createGame, eventDoc, gameInput, player, rsvp, rsvpError } from "./eventFixtures";

// Issue 12: paid games. A player pays through Checkout (the Stripe fake, started by
// `npm test`) to the organizer's connected account with the platform's fee; the
// webhook takes the seat; an organizer's cancellation refunds it; a payment that
// finds no free spot is refunded at once.

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

async function pay(user: TestUser, eventId: string, guests = 0): Promise<{ sessionId: string; response: Response }> {
  const { url, sessionId } = await callOk<{ url: string; sessionId: string }>("payForEvent", { eventId, guests }, user.token);
  const response = await fetch(url, { method: "POST", body: new URLSearchParams({ ...GOOD_CARD, email: user.email }), redirect: "manual" });
  return { sessionId, response };
}

let olivia: TestUser;
let pat: TestUser;
let riley: TestUser;
let sam: TestUser;
let accountId: string;

beforeAll(async () => {
  accountId = `acct_${uniqueId("paid").replace(/-/g, "_")}`;
  const seeded = await fetch(`${stripeBase()}/_fake/seed/account`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: accountId, email: "olivia@example.test" }),
  });
  expect(seeded.status).toBe(200);
  [olivia, pat, riley, sam] = await Promise.all([
    player("paid-olivia", "Olivia", { stripeId: accountId, stripeChargesEnabled: true, stripeDetailsSubmitted: true }),
    player("paid-pat", "Pat"),
    player("paid-riley", "Riley"),
    player("paid-sam", "Sam"),
  ]);
});

afterAll(closeAdmin);

describe("a paid game", () => {
  it("needs the organizer's payments account, and a price of $0.50 to $1,000", async () => {
    const noAccount = await player("paid-noacct", "Nora");
    expect(await callError("saveEvent", { event: gameInput({ price: 15 }) }, noAccount.token)).toMatchObject({
      status: "FAILED_PRECONDITION",
      message: "Set up Stripe under Subscriptions & Payouts before you charge for a game.",
    });
    expect((await callError("saveEvent", { event: gameInput({ price: 0.2 }) }, olivia.token)).status).toBe("INVALID_ARGUMENT");
  });

  it("is joined by paying: the RSVP alone is refused, Checkout pays the organizer less the fee, the webhook seats the player once", async () => {
    const eventId = await createGame(olivia, { price: 15, allowParticipantGuests: true, guestLimit: 2, chargeGuests: true });
    expect(await rsvpError(pat, eventId)).toEqual({ status: "FAILED_PRECONDITION", message: "This game costs $15.00 a spot: pay to join." });
    expect((await rsvp(pat, eventId, "maybe")).status).toBe("maybe");

    const { sessionId, response } = await pay(pat, eventId, 1);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain(`/payment-success?session_id=${sessionId}`);
    await idle();

    const joiner = await read(`events/${eventId}/joiners/${pat.uid}`);
    expect(joiner).toMatchObject({ rsvpStatus: "going", guests: 1, amountPaid: 3000, paidGuests: 1, refundedAt: null });
    expect((await eventDoc(eventId)).goingCount).toBe(2);
    const intent = await stripeGet<{ amount: number; application_fee_amount: number; transfer_data: { destination: string } }>(`/v1/payment_intents/${String(joiner?.paymentIntentId)}`);
    expect(intent).toMatchObject({ amount: 3000, application_fee_amount: 150, transfer_data: { destination: accountId } });
    expect(await read(`transactions/${String(joiner?.paymentIntentId)}`)).toMatchObject({ uid: pat.uid, kind: "event", amount: 3000, status: "paid" });

    // The return page's lookup applies the same payment again: nothing changes.
    expect(await callOk("getCheckoutSession", { sessionId }, pat.token)).toEqual({ status: "complete", paymentStatus: "paid", kind: "event_rsvp", eventId, refunded: false });
    expect((await eventDoc(eventId)).goingCount).toBe(2);
    // Paid once: paying again is refused; leaving and coming back needs no new payment.
    expect((await callError("payForEvent", { eventId, guests: 0 }, pat.token)).status).toBe("ALREADY_EXISTS");
    expect((await rsvp(pat, eventId, "notGoing")).status).toBe("notGoing");
    expect((await rsvp(pat, eventId, "going", 1)).status).toBe("going");
    expect(await rsvpError(pat, eventId, "going", 2)).toEqual({ status: "FAILED_PRECONDITION", message: "Your guests are paid for: to bring more, leave and join again with them." });
  });

  it("refunds a payment that finds the last spot taken, and every paid seat when the organizer cancels", async () => {
    const eventId = await createGame(olivia, { price: 10, capacity: 1 });
    // Both start a payment while the spot is free; Riley pays first.
    const rileyCheckout = await callOk<{ url: string; sessionId: string }>("payForEvent", { eventId, guests: 0 }, riley.token);
    const samCheckout = await callOk<{ url: string; sessionId: string }>("payForEvent", { eventId, guests: 0 }, sam.token);
    await fetch(rileyCheckout.url, { method: "POST", body: new URLSearchParams({ ...GOOD_CARD, email: riley.email }), redirect: "manual" });
    await idle();
    await fetch(samCheckout.url, { method: "POST", body: new URLSearchParams({ ...GOOD_CARD, email: sam.email }), redirect: "manual" });
    await idle();

    expect((await read(`events/${eventId}/joiners/${riley.uid}`))?.rsvpStatus).toBe("going");
    expect((await read(`events/${eventId}/joiners/${sam.uid}`))?.rsvpStatus ?? null).not.toBe("going");
    const samHistory = (await db().collection("transactions").where("uid", "==", sam.uid).get()).docs.map((d) => d.data());
    expect(samHistory).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "event", status: "refunded", amount: 1000 }), expect.objectContaining({ kind: "refund", amount: -1000 })]));
    // Sam's return page says the payment was refunded; looking again refunds nothing more and keeps the history right.
    expect(await callOk("getCheckoutSession", { sessionId: samCheckout.sessionId }, sam.token)).toMatchObject({ kind: "event_rsvp", eventId, refunded: true });
    const samIntent = samHistory.find((t) => t.kind === "event")?.id as string;
    expect((await read(`transactions/${samIntent}`))?.status).toBe("refunded");
    expect((await stripeGet<{ data: unknown[] }>(`/v1/refunds?payment_intent=${samIntent}`)).data).toHaveLength(1);
    // Now full: a new payment is refused before any money moves.
    expect(await callError("payForEvent", { eventId, guests: 0 }, pat.token)).toEqual({ status: "RESOURCE_EXHAUSTED", message: "This game is full." });

    await callOk("cancelEvent", { eventId }, olivia.token);
    const riley1 = await read(`events/${eventId}/joiners/${riley.uid}`);
    expect(riley1?.refundedAt).toBeTruthy();
    const refunds = await stripeGet<{ data: { amount: number; payment_intent: string }[] }>(`/v1/refunds?payment_intent=${String(riley1?.paymentIntentId)}`);
    expect(refunds.data).toEqual([expect.objectContaining({ amount: 1000 })]);
    // Cancelling again (or a repeated refund) refunds nothing more.
    await callOk("cancelEvent", { eventId }, olivia.token);
    expect((await stripeGet<{ data: unknown[] }>(`/v1/refunds?payment_intent=${String(riley1?.paymentIntentId)}`)).data).toHaveLength(1);
  });

  it("a free game is joined without paying, and payForEvent says so", async () => {
    const eventId = await createGame(olivia);
    expect(await callError("payForEvent", { eventId, guests: 0 }, pat.token)).toEqual({ status: "FAILED_PRECONDITION", message: "This game is free: join it without paying." });
    expect((await rsvp(pat, eventId)).status).toBe("going");
  });

  it("its host plays without paying, and a paid game takes no waitlist nor approval", async () => {
    const eventId = await createGame(olivia, { price: 12 });
    expect(await callError("payForEvent", { eventId, guests: 0 }, olivia.token)).toEqual({ status: "FAILED_PRECONDITION", message: "You host this game: join it without paying." });
    expect((await rsvp(olivia, eventId)).status).toBe("going");
    expect(await callError("saveEvent", { event: gameInput({ price: 12, allowWaitlist: true, capacity: 4 }) }, olivia.token)).toMatchObject({ status: "INVALID_ARGUMENT" });
  });
});
