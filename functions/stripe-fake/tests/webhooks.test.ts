import { readFileSync, readdirSync } from "node:fs";
import { dirname } from "node:path";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { signatureHeader } from "../webhooks";
import { GOOD_CARD, type Harness, idle, postForm, type Receiver, ref, startHarness, startReceiver, subscribe, tempStateFile, WEBHOOK_SECRET } from "./helpers";

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function setup(options: Parameters<typeof startHarness>[0] = {}): Promise<{ h: Harness; receiver: Receiver }> {
  const receiver = await startReceiver();
  cleanup.push(() => receiver.close());
  const h = await startHarness({ webhookUrl: receiver.url, ...options });
  cleanup.push(() => h.close());
  return { h, receiver };
}

interface DeliveryState {
  webhooks: { delivered: number; failed: number; pending: number };
  recentEvents: { id: string; delivery: { status: string; attempts: number; lastStatus: number | null } }[];
}

describe("webhook signatures", () => {
  it("signs as stripe.webhooks.constructEvent verifies, and a wrong secret or body fails", async () => {
    const { h, receiver } = await setup();
    await h.stripe.customers.create({ email: "sig@example.test" });
    await idle(h.url);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error("no delivery");
    expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = h.stripe.webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
    expect(event.type).toBe("customer.created");
    expect(() => h.stripe.webhooks.constructEvent(delivery.body, delivery.signature, "whsec_wrong")).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => h.stripe.webhooks.constructEvent(delivery.body.replace("sig@", "sag@"), delivery.signature, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // The helper matches the SDK's own test header.
    const payload = JSON.stringify({ id: "evt_1", object: "event" });
    expect(signatureHeader(payload, WEBHOOK_SECRET, 1700000000)).toBe(h.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: 1700000000 }));
  });

  it("sends events with id, created, type, data.object and request, in the order they were made", async () => {
    const { h, receiver } = await setup();
    const { session } = await subscribe(h, "price_sim_team_pro_month");
    await h.stripe.subscriptions.update(ref(session.subscription), { cancel_at_period_end: true }, { idempotencyKey: "cancel-1" });
    await idle(h.url);
    const events = receiver.received.map((r) => JSON.parse(r.body) as Stripe.Event);
    expect(events.map((e) => e.type)).toEqual(["customer.created", "customer.subscription.created", "invoice.paid", "checkout.session.completed", "customer.subscription.updated"]);
    for (const e of events) {
      expect(e.id).toMatch(/^evt_/);
      expect(typeof e.created).toBe("number");
      expect(e.data.object).toHaveProperty("id");
    }
    const update = events[4];
    expect(update?.request).toMatchObject({ idempotency_key: "cancel-1" });
    expect(update?.request?.id).toMatch(/^req_/);
    expect(events[0]?.request).toEqual({ id: null, idempotency_key: null });
    const listed = await h.stripe.events.list({ limit: 3 });
    expect(listed.data.map((e) => e.id)).toEqual(
      events
        .slice(-3)
        .reverse()
        .map((e) => e.id),
    );
    const typed = await h.stripe.events.list({ type: "customer.subscription.*" });
    expect(typed.data.map((e) => e.type)).toEqual(["customer.subscription.updated", "customer.subscription.created"]);
  });

  it("resends an event on request (the same event again)", async () => {
    const { h, receiver } = await setup();
    const customer = await h.stripe.customers.create({ email: "again@example.test" });
    await idle(h.url);
    const [first] = receiver.received;
    const res = await fetch(`${h.url}/_fake/events/${first?.event.id ?? ""}/resend`, { method: "POST" });
    expect(res.status).toBe(200);
    await idle(h.url);
    expect(receiver.received.map((r) => r.event.id)).toEqual([first?.event.id, first?.event.id]);
    expect(JSON.parse(receiver.received[1]?.body ?? "{}")).toMatchObject({ data: { object: { id: customer.id } } });
    expect((await fetch(`${h.url}/_fake/events/evt_nope/resend`, { method: "POST" })).status).toBe(404);
  });

  it("retries a failing endpoint with backoff, then marks the delivery failed; later events still go", async () => {
    const { h, receiver } = await setup({ webhookRetryDelaysMs: [20, 40] });
    receiver.status = (_event, attempt) => (attempt < 3 ? 500 : 200);
    await h.stripe.customers.create({ email: "retry@example.test" });
    await idle(h.url);
    expect(receiver.received).toHaveLength(3);
    let state = (await (await fetch(`${h.url}/_fake/state`)).json()) as DeliveryState;
    expect(state.recentEvents[0]?.delivery).toMatchObject({ status: "delivered", attempts: 3, lastStatus: 200 });

    receiver.status = () => 503;
    receiver.received.length = 0;
    await h.stripe.customers.create({ email: "fail@example.test" });
    await idle(h.url);
    expect(receiver.received).toHaveLength(3);
    state = (await (await fetch(`${h.url}/_fake/state`)).json()) as DeliveryState;
    expect(state.recentEvents[0]?.delivery).toMatchObject({ status: "failed", attempts: 3, lastStatus: 503 });
    expect(state.webhooks).toMatchObject({ delivered: 1, failed: 1, pending: 0 });
    const failed = await h.stripe.events.retrieve(state.recentEvents[0]?.id ?? "");
    expect(failed.pending_webhooks).toBe(0);
  });

  it("records events without delivering when there is no webhook url", async () => {
    const h = await startHarness();
    cleanup.push(() => h.close());
    await h.stripe.customers.create({ email: "quiet@example.test" });
    const events = await h.stripe.events.list();
    expect(events.data).toHaveLength(1);
    expect(events.data[0]?.pending_webhooks).toBe(0);
    expect((await fetch(`${h.url}/_fake/webhooks/idle`)).status).toBe(200);
  });
});

describe("state file", () => {
  it("survives a restart with the same file (objects, events, idempotency, clock); reset keeps the catalog", async () => {
    const stateFile = tempStateFile();
    const first = await setup({ stateFile });
    const { subscription } = await subscribe(first.h, "price_sim_team_pro_month", { email: "keep@example.test" });
    const customer = await first.h.stripe.customers.create({ email: "k@example.test" }, { idempotencyKey: "keep-me" });
    await fetch(`${first.h.url}/_fake/clock/advance`, { method: "POST", body: new URLSearchParams({ seconds: "60" }) });
    await idle(first.h.url);
    await first.h.close();
    expect(readdirSync(dirname(stateFile))).toEqual(["state.json"]);
    const saved = JSON.parse(readFileSync(stateFile, "utf8")) as { version: number; subscriptions: Record<string, unknown> };
    expect(saved.version).toBe(1);
    expect(Object.keys(saved.subscriptions)).toEqual([subscription.id]);

    const second = await setup({ stateFile });
    expect((await second.h.stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    const replay = await second.h.stripe.customers.create({ email: "k@example.test" }, { idempotencyKey: "keep-me" });
    expect(replay.id).toBe(customer.id);
    expect((await second.h.stripe.events.list({ limit: 100 })).data.length).toBe(5);
    const clock = (await (await fetch(`${second.h.url}/_fake/clock`)).json()) as { offset: number };
    expect(clock.offset).toBe(60);
    // the hosted pages of the old state still work
    const portal = await second.h.stripe.billingPortal.sessions.create({ customer: ref(subscription.customer) });
    expect((await fetch(portal.url)).status).toBe(200);

    await fetch(`${second.h.url}/_fake/reset`, { method: "POST" });
    await expect(second.h.stripe.subscriptions.retrieve(subscription.id)).rejects.toMatchObject({ code: "resource_missing" });
    expect((await second.h.stripe.prices.retrieve("price_sim_team_pro_month")).unit_amount).toBe(999);
    await second.h.close();
    const third = await setup({ stateFile });
    expect((await third.h.stripe.customers.list()).data).toHaveLength(0);
    expect((await third.h.stripe.products.retrieve("prod_sim_team_pro")).name).toBe("Team Pro");
  });

  it("delivers after a restart what was still pending", async () => {
    const stateFile = tempStateFile();
    const dead = await startHarness({ stateFile, webhookUrl: "http://127.0.0.1:9/unreachable", webhookRetryDelaysMs: [5000] });
    const customer = await dead.stripe.customers.create({ email: "later@example.test" });
    await dead.close();
    const { h, receiver } = await setup({ stateFile });
    await idle(h.url);
    expect(receiver.received.map((r) => (JSON.parse(r.body) as Stripe.Event).data.object)).toEqual([expect.objectContaining({ id: customer.id })]);
  });

  it("pays a session created before a restart", async () => {
    const stateFile = tempStateFile();
    const first = await setup({ stateFile });
    const session = await first.h.stripe.checkout.sessions.create({
      mode: "subscription",
      customer_email: "r@example.test",
      line_items: [{ price: "price_sim_team_pro_month", quantity: 1 }],
      success_url: "http://app.test/ok",
    });
    await first.h.close();
    const second = await setup({ stateFile });
    const res = await postForm(`${second.h.url}/checkout/${session.id}`, GOOD_CARD);
    expect(res.status).toBe(303);
  });
});
