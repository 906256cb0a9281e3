import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { alertText, buttons, GOOD_CARD, h1, type Harness, idle, inputValue, labels, postForm, type Receiver, ref, startHarness, startReceiver, WEBHOOK_SECRET } from "./helpers";

let h: Harness;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  h = await startHarness({ webhookUrl: receiver.url });
});
afterAll(async () => {
  await h.close();
  await receiver.close();
});
beforeEach(async () => {
  await fetch(`${h.url}/_fake/reset`, { method: "POST" });
  receiver.received.length = 0;
  receiver.status = () => 200;
});

function subscriptionSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}): Promise<Stripe.Checkout.Session> {
  return h.stripe.checkout.sessions.create({
    mode: "subscription",
    customer_email: "new@example.test",
    client_reference_id: "uid-9",
    line_items: [{ price: "price_sim_member_plus_year", quantity: 1 }],
    metadata: { uid: "uid-9", kind: "user_plan", planId: "member_plus", platform: "gth" },
    subscription_data: { metadata: { uid: "uid-9", kind: "user_plan", planId: "member_plus", platform: "gth" } },
    success_url: "http://app.test/settings?tab=payments&paymentsuccessful=true&session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/settings?tab=payments",
    ...extra,
  });
}

async function counts(): Promise<Record<string, number>> {
  const state = (await (await fetch(`${h.url}/_fake/state`)).json()) as { counts: Record<string, number> };
  return state.counts;
}

describe("hosted Checkout page", () => {
  it("is an accessible form with the labels and buttons the journeys use", async () => {
    const session = await subscriptionSession();
    const res = await fetch(session.url ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain("<main>");
    expect(html).not.toMatch(/<script|https?:\/\/(?!app\.test)[^"]*\.(css|js)/);
    expect(h1(html)).toBe("Member Plus: $49.00 per year");
    expect(labels(html)).toEqual(["Email", "Card number", "Expiry", "CVC", "Name on card"]);
    expect(buttons(html)).toEqual(["Subscribe"]);
    expect(html).toContain(`<a href="http://app.test/settings?tab=payments">Back</a>`);
    expect(inputValue(html, "email")).toBe("new@example.test");
    expect(html).toMatch(/<input id="field-email"[^>]*readonly/);
    // every input has a label that points at it
    for (const match of html.matchAll(/<input id="([^"]+)"/g)) expect(html).toContain(`<label for="${match[1] ?? ""}">`);
  });

  it("says Pay in payment mode and lets an unknown e-mail be typed", async () => {
    const session = await h.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ price_data: { currency: "usd", unit_amount: 1500, product_data: { name: "Pickup game" } }, quantity: 1 }],
      success_url: "http://app.test/ok",
    });
    const html = await (await fetch(session.url ?? "")).text();
    expect(h1(html)).toBe("Pickup game: $15.00");
    expect(buttons(html)).toEqual(["Pay"]);
    expect(html).not.toMatch(/<input id="field-email"[^>]*readonly/);
  });

  it("completes with 4242: customer, subscription, paid invoice, signed events in order, then the success url", async () => {
    const session = await subscriptionSession();
    const res = await postForm(session.url ?? "", { email: "ignored@example.test", ...GOOD_CARD });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`http://app.test/settings?tab=payments&paymentsuccessful=true&session_id=${session.id}`);

    const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(done).toMatchObject({ status: "complete", payment_status: "paid", customer_details: { email: "new@example.test", name: "Jordan Player" } });
    const sub = done.subscription as Stripe.Subscription;
    expect(sub.id).toMatch(/^sub_/);
    expect(sub).toMatchObject({ object: "subscription", status: "active", customer: done.customer, metadata: { uid: "uid-9", kind: "user_plan" }, cancel_at_period_end: false });
    const item = sub.items.data[0];
    expect(item?.price.id).toBe("price_sim_member_plus_year");
    expect(item?.id).toMatch(/^si_/);
    const start = item?.current_period_start ?? 0;
    const end = new Date(start * 1000);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(item?.current_period_end).toBe(end.getTime() / 1000);
    const customer = (await h.stripe.customers.retrieve(ref(done.customer))) as Stripe.Customer;
    expect(customer.email).toBe("new@example.test");
    const invoice = await h.stripe.invoices.retrieve(ref(sub.latest_invoice));
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 4900, billing_reason: "subscription_create" });

    await idle(h.url);
    const types = receiver.received.map((r) => r.event.type);
    expect(types).toEqual(["customer.created", "customer.subscription.created", "invoice.paid", "checkout.session.completed"]);
    for (const r of receiver.received) {
      const event = h.stripe.webhooks.constructEvent(r.body, r.signature, WEBHOOK_SECRET);
      expect(event.id).toMatch(/^evt_/);
      expect(event).toMatchObject({ object: "event", livemode: false, api_version: expect.any(String) as string, pending_webhooks: 1 });
    }
    const completed = h.stripe.webhooks.constructEvent(receiver.received[3]?.body ?? "", receiver.received[3]?.signature ?? "", WEBHOOK_SECRET);
    if (completed.type !== "checkout.session.completed") throw new Error(completed.type);
    expect(completed.data.object).toMatchObject({ id: session.id, subscription: sub.id, status: "complete" });
    // delivered: the events say so
    const listed = await h.stripe.events.retrieve(completed.id);
    expect(listed.pending_webhooks).toBe(0);
  });

  it("declines 4000 0000 0000 0002: the page again with the error, what was typed except the card number, nothing created", async () => {
    const session = await h.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ price_data: { currency: "usd", unit_amount: 1500, product_data: { name: "Pickup game" } }, quantity: 1 }],
      success_url: "http://app.test/ok",
    });
    const res = await postForm(session.url ?? "", { email: "payer@example.test", card_number: "4000 0000 0000 0002", expiry: "04 / 31", cvc: "321", name: "Pat Payer" });
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(alertText(html)).toBe("Your card was declined.");
    expect(html).toMatch(/<input id="field-card_number"[^>]*aria-describedby="error-card_number"[^>]*aria-invalid="true"/);
    expect(inputValue(html, "card_number")).toBe("");
    expect(inputValue(html, "email")).toBe("payer@example.test");
    expect(inputValue(html, "expiry")).toBe("04 / 31");
    expect(inputValue(html, "cvc")).toBe("321");
    expect(inputValue(html, "name")).toBe("Pat Payer");
    const again = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(again.status).toBe("open");
    expect(await counts()).toMatchObject({ customers: 0, paymentIntents: 0, charges: 0, events: 0 });
  });

  it("validates the fields and refuses an unknown card number", async () => {
    const session = await subscriptionSession();
    const empty = await postForm(session.url ?? "", { card_number: "", expiry: "", cvc: "", name: "" });
    expect(empty.status).toBe(400);
    expect(alertText(await empty.text())).toBe("Your card number is incomplete. Your card's expiration date is incomplete. Your card's security code is incomplete. Enter the name on your card.");
    const wrong = await postForm(session.url ?? "", { ...GOOD_CARD, card_number: "1234 5678 9012 3456", expiry: "01 / 20", cvc: "12" });
    const html = await wrong.text();
    expect(alertText(html)).toBe("Your card number is incorrect. Your card's expiration date is in the past. Your card's security code is incomplete.");
    expect(html).toMatch(/<input id="field-expiry"[^>]*aria-describedby="field-expiry-hint error-expiry"/);
    const month = await postForm(session.url ?? "", { ...GOOD_CARD, expiry: "13 / 30" });
    expect(alertText(await month.text())).toBe("Your card's expiration date is invalid.");
  });

  it("asks for 3D Secure with 4000 0025 0000 3155; completing pays, failing shows the error", async () => {
    const session = await subscriptionSession();
    const challenge = await postForm(session.url ?? "", { ...GOOD_CARD, card_number: "4000 0025 0000 3155" });
    expect(challenge.status).toBe(200);
    const page = await challenge.text();
    expect(h1(page)).toBe("Authenticate this payment");
    expect(buttons(page)).toEqual(["Complete authentication", "Fail authentication"]);
    const attempt = /name="attempt" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const failed = await postForm(`${session.url ?? ""}/authenticate`, { attempt, result: "fail" });
    expect(failed.status).toBe(402);
    const failedHtml = await failed.text();
    expect(alertText(failedHtml)).toBe("We are unable to authenticate your payment method. Please choose a different payment method and try again.");
    expect(inputValue(failedHtml, "name")).toBe("Jordan Player");
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");

    const second = await (await postForm(session.url ?? "", { ...GOOD_CARD, card_number: "4000002500003155" })).text();
    const attempt2 = /name="attempt" value="([^"]+)"/.exec(second)?.[1] ?? "";
    const ok = await postForm(`${session.url ?? ""}/authenticate`, { attempt: attempt2, result: "complete" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toContain(`session_id=${session.id}`);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe("complete");
  });

  it("completes once when the form is submitted twice", async () => {
    const session = await subscriptionSession();
    const [a, b] = await Promise.all([postForm(session.url ?? "", GOOD_CARD), postForm(session.url ?? "", GOOD_CARD)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("location")).toBe(b.headers.get("location"));
    const third = await postForm(session.url ?? "", GOOD_CARD);
    expect(third.status).toBe(303);
    const subs = await h.stripe.subscriptions.list({ status: "all" });
    expect(subs.data).toHaveLength(1);
    expect((await h.stripe.customers.list()).data).toHaveLength(1);
    const completed = await h.stripe.events.list({ type: "checkout.session.completed" });
    expect(completed.data).toHaveLength(1);
  });

  it("shows an error page for an unknown, expired or completed session", async () => {
    expect((await fetch(`${h.url}/checkout/cs_test_unknown`)).status).toBe(404);
    const session = await subscriptionSession();
    await h.stripe.checkout.sessions.expire(session.id);
    const expired = await fetch(`${h.url}/checkout/${session.id}`);
    expect(expired.status).toBe(410);
    expect(h1(await expired.text())).toBe("This checkout has expired");
    expect((await postForm(`${h.url}/checkout/${session.id}`, GOOD_CARD)).status).toBe(410);
    const paid = await subscriptionSession();
    await postForm(paid.url ?? "", GOOD_CARD);
    const done = await fetch(`${h.url}/checkout/${paid.id}`);
    expect(done.status).toBe(410);
  });

  it("expires a session when the clock passes its expiry", async () => {
    const session = await subscriptionSession();
    const advance = await fetch(`${h.url}/_fake/clock/advance`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ seconds: 24 * 3600 + 1 }) });
    expect(((await advance.json()) as { expired: string[] }).expired).toEqual([session.id]);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
  });
});

describe("payment mode, Connect destination charges and refunds", () => {
  async function connectedAccount(): Promise<Stripe.Account> {
    const account = await h.stripe.accounts.create({ type: "express", country: "US", email: "org@example.test" });
    const link = await h.stripe.accountLinks.create({ account: account.id, type: "account_onboarding", refresh_url: "http://app.test/refresh", return_url: "http://app.test/return" });
    const res = await postForm(link.url, {
      action: "submit",
      business_type: "individual",
      external_account: "000123456789",
      "individual.first_name": "Olive",
      "individual.last_name": "Organizer",
      "individual.dob.day": "1990-01-01",
      "tos_acceptance.date": "accepted",
    });
    expect(res.status).toBe(303);
    return h.stripe.accounts.retrieve(account.id);
  }

  it("refuses a destination that cannot take transfers yet", async () => {
    const account = await h.stripe.accounts.create({ type: "express", country: "US" });
    await expect(
      h.stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [{ price_data: { currency: "usd", unit_amount: 1500, product_data: { name: "Game fee" } }, quantity: 1 }],
        payment_intent_data: { transfer_data: { destination: account.id } },
        success_url: "http://app.test/ok",
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "payment_intent_data[transfer_data][destination]" });
  });

  it("pays: payment intent with fee and destination, a charge, events; then partial and full refunds", async () => {
    const account = await connectedAccount();
    receiver.received.length = 0;
    const session = await h.stripe.checkout.sessions.create({
      mode: "payment",
      customer_email: "fan@example.test",
      line_items: [{ price_data: { currency: "usd", unit_amount: 2000, product_data: { name: "Tournament entry" } }, quantity: 1 }],
      payment_intent_data: { metadata: { eventId: "e1", uid: "u1" }, application_fee_amount: 200, transfer_data: { destination: account.id } },
      metadata: { eventId: "e1" },
      success_url: "http://app.test/events/e1?paid={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/events/e1",
    });
    const res = await postForm(session.url ?? "", GOOD_CARD);
    expect(res.headers.get("location")).toBe(`http://app.test/events/e1?paid=${session.id}`);
    const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    const pi = done.payment_intent as Stripe.PaymentIntent;
    expect(pi).toMatchObject({
      object: "payment_intent",
      status: "succeeded",
      amount: 2000,
      amount_received: 2000,
      application_fee_amount: 200,
      transfer_data: { destination: account.id },
      metadata: { eventId: "e1", uid: "u1" },
    });
    expect(done.customer).toBeNull();
    const again = await h.stripe.paymentIntents.retrieve(pi.id);
    expect(again.latest_charge).toMatch(/^ch_/);
    await idle(h.url);
    expect(receiver.received.map((r) => r.event.type)).toEqual(["payment_intent.succeeded", "checkout.session.completed"]);

    receiver.received.length = 0;
    const partial = await h.stripe.refunds.create({ payment_intent: pi.id, amount: 500, reverse_transfer: true, refund_application_fee: true });
    expect(partial).toMatchObject({ object: "refund", status: "succeeded", amount: 500, payment_intent: pi.id, charge: again.latest_charge });
    expect(partial.id).toMatch(/^re_/);
    let charge = await h.stripe.charges.retrieve(ref(again.latest_charge));
    expect([charge.amount_refunded, charge.refunded]).toEqual([500, false]);
    await expect(h.stripe.refunds.create({ payment_intent: pi.id, amount: 1600 })).rejects.toMatchObject({ statusCode: 400, param: "amount" });
    const rest = await h.stripe.refunds.create({ payment_intent: pi.id });
    expect(rest.amount).toBe(1500);
    charge = await h.stripe.charges.retrieve(ref(again.latest_charge));
    expect([charge.amount_refunded, charge.refunded]).toEqual([2000, true]);
    await expect(h.stripe.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({ code: "charge_already_refunded" });
    await idle(h.url);
    expect(receiver.received.map((r) => r.event.type)).toEqual(["charge.refunded", "refund.created", "charge.refunded", "refund.created"]);
    const refunds = await h.stripe.refunds.list({ payment_intent: pi.id });
    expect(refunds.data.map((r) => r.amount)).toEqual([1500, 500]);
  });
});
