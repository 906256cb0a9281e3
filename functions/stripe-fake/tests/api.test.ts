import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CATALOG } from "../catalog";
import { startHarness, type Harness } from "./helpers";

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await fetch(`${h.url}/_fake/reset`, { method: "POST" });
});

async function errorOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error: unknown) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error("expected a Stripe error");
}

describe("catalog", () => {
  it("has the fixed plan prices and their products", async () => {
    expect(CATALOG.map((p) => [p.priceId, p.unitAmount, p.interval])).toEqual([
      ["price_sim_team_pro_month", 999, "month"],
      ["price_sim_team_all_star_month", 2499, "month"],
      ["price_sim_member_plus_year", 4900, "year"],
      ["price_sim_organizer_pro_year", 14900, "year"],
      ["price_sim_meh_member_plus_year", 4900, "year"],
      ["price_sim_meh_organizer_pro_year", 14900, "year"],
    ]);
    const price = await h.stripe.prices.retrieve("price_sim_team_all_star_month");
    expect(price).toMatchObject({ object: "price", unit_amount: 2499, currency: "usd", recurring: { interval: "month", interval_count: 1 }, product: "prod_sim_team_all_star" });
    expect(price.unit_amount_decimal?.toString()).toBe("2499");
    const product = await h.stripe.products.retrieve("prod_sim_organizer_pro");
    expect(product.name).toBe("Organizer Pro");
    const meh = await h.stripe.products.retrieve("prod_sim_meh_member_plus");
    expect(meh.name).toBe("Member Plus");
  });

  it("lists prices by product and active, and expands their product", async () => {
    const list = await h.stripe.prices.list({ product: "prod_sim_team_pro", active: true, expand: ["data.product"] });
    expect(list.object).toBe("list");
    expect(list.data.map((p) => p.id)).toEqual(["price_sim_team_pro_month"]);
    expect((list.data[0]?.product as Stripe.Product).name).toBe("Team Pro");
    const byKey = await h.stripe.prices.list({ lookup_keys: ["sim_member_plus_year"] });
    expect(byKey.data.map((p) => p.id)).toEqual(["price_sim_member_plus_year"]);
    const all = await h.stripe.prices.list({ limit: 100 });
    expect(all.data).toHaveLength(6);
  });
});

describe("customers", () => {
  it("creates, retrieves, updates, lists by e-mail and deletes", async () => {
    const created = await h.stripe.customers.create({ email: "ana@example.test", name: "Ana", metadata: { uid: "u1" } });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(created).toMatchObject({ object: "customer", email: "ana@example.test", name: "Ana", metadata: { uid: "u1" }, livemode: false });
    const again = await h.stripe.customers.retrieve(created.id);
    expect(again).toEqual(created);
    const updated = await h.stripe.customers.update(created.id, { name: "Ana B", metadata: { uid: "", team: "t1" } });
    expect(updated.name).toBe("Ana B");
    expect(updated.metadata).toEqual({ team: "t1" });
    await h.stripe.customers.create({ email: "other@example.test" });
    const list = await h.stripe.customers.list({ email: "ana@example.test" });
    expect(list.data.map((c) => c.id)).toEqual([created.id]);
    const deleted = await h.stripe.customers.del(created.id);
    expect(deleted).toEqual({ id: created.id, object: "customer", deleted: true });
    const gone = await h.stripe.customers.retrieve(created.id);
    expect("deleted" in gone && gone.deleted).toBe(true);
    const events = await h.stripe.events.list({ type: "customer.*" });
    expect(events.data.map((e) => e.type)).toEqual(["customer.deleted", "customer.created", "customer.updated", "customer.created"]);
  });

  it("paginates newest first", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await h.stripe.customers.create({ email: `p${i}@example.test` })).id);
    const first = await h.stripe.customers.list({ limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    expect(first.has_more).toBe(true);
    const next = await h.stripe.customers.list({ limit: 2, starting_after: ids[3] });
    expect(next.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const all: string[] = [];
    for await (const c of h.stripe.customers.list({ limit: 2 })) all.push(c.id);
    expect(all).toEqual([...ids].reverse());
  });
});

describe("Stripe-shaped errors", () => {
  it("answers an unknown route with 404 invalid_request_error, which the SDK throws", async () => {
    const error = await errorOf(h.stripe.rawRequest("GET", "/v1/not_a_thing"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe("Unrecognized request URL (GET: /v1/not_a_thing). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.");
    const raw = await fetch(`${h.url}/v1/subscriptions`, { method: "PUT", headers: { Authorization: "Bearer sk_test_x" } });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringContaining("Unrecognized request URL (PUT: /v1/subscriptions)") as string } });
  });

  it("answers a missing object with resource_missing", async () => {
    for (const call of [h.stripe.customers.retrieve("cus_nope"), h.stripe.subscriptions.retrieve("sub_nope"), h.stripe.prices.retrieve("price_nope"), h.stripe.accounts.retrieve("acct_nope")]) {
      const error = await errorOf(call);
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error.code).toBe("resource_missing");
      expect(error.statusCode).toBe(404);
      expect(error.param).toBe("id");
    }
    const error = await errorOf(h.stripe.customers.retrieve("cus_nope"));
    expect(error.message).toBe("No such customer: 'cus_nope'");
  });

  it("names the parameter of a bad request", async () => {
    const noPrice = await errorOf(h.stripe.checkout.sessions.create({ mode: "subscription", line_items: [{ price: "price_missing", quantity: 1 }], success_url: "http://app.test/ok" }));
    expect(noPrice).toMatchObject({ statusCode: 400, code: "resource_missing", param: "line_items[0][price]", message: "No such price: 'price_missing'" });
    const noMode = await errorOf(h.stripe.checkout.sessions.create({ line_items: [{ price: "price_sim_team_pro_month", quantity: 1 }] }));
    expect(noMode).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "mode" });
    const badEmail = await errorOf(h.stripe.customers.create({ email: "not-an-email" }));
    expect(badEmail).toMatchObject({ statusCode: 400, param: "email" });
    const oneTime = await errorOf(h.stripe.checkout.sessions.create({ mode: "payment", line_items: [{ price: "price_sim_team_pro_month", quantity: 1 }], success_url: "http://app.test/ok" }));
    expect(oneTime).toMatchObject({ statusCode: 400, param: "line_items[0][price]" });
    const badDestination = await errorOf(
      h.stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [{ price_data: { currency: "usd", unit_amount: 1500, product_data: { name: "Pickup game" } }, quantity: 1 }],
        payment_intent_data: { application_fee_amount: 100, transfer_data: { destination: "acct_missing" } },
        success_url: "http://app.test/ok",
      }),
    );
    expect(badDestination).toMatchObject({ statusCode: 400, code: "resource_missing", param: "payment_intent_data[transfer_data][destination]" });
  });

  it("refuses a parameter it does not know, as Stripe does", async () => {
    const error = await errorOf(h.stripe.customers.create({ email: "x@example.test", tax_exempt: "none" }));
    expect(error).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "tax_exempt", message: "Received unknown parameter: tax_exempt" });
    const ok = await h.stripe.customers.create({ email: "x@example.test", expand: ["subscriptions"] });
    expect(ok.email).toBe("x@example.test");
  });

  it("refuses a request without a test key (401)", async () => {
    const res = await fetch(`${h.url}/v1/customers`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringContaining("You did not provide an API key") as string } });
    const live = new Stripe("sk_live_abcdefghijkl", { host: "127.0.0.1", port: h.port, protocol: "http" });
    expect(await errorOf(live.customers.list())).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("refuses a Stripe-Account header for an account that does not exist", async () => {
    const error = await errorOf(h.stripe.customers.list({}, { stripeAccount: "acct_missing" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripePermissionError);
  });
});

describe("idempotency keys", () => {
  it("gives the same answer for the same key, and refuses the key with other parameters", async () => {
    const first = await h.stripe.customers.create({ email: "idem@example.test" }, { idempotencyKey: "customer-u1" });
    const second = await h.stripe.customers.create({ email: "idem@example.test" }, { idempotencyKey: "customer-u1" });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect((await h.stripe.customers.list()).data).toHaveLength(1);
    const conflict = await errorOf(h.stripe.customers.create({ email: "other@example.test" }, { idempotencyKey: "customer-u1" }));
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const third = await h.stripe.customers.create({ email: "idem@example.test" }, { idempotencyKey: "customer-u2" });
    expect(third.id).not.toBe(first.id);
  });

  it("keeps keys per connected account", async () => {
    const account = await h.stripe.accounts.create({ type: "express", country: "US" });
    const platform = await h.stripe.customers.create({ email: "a@example.test" }, { idempotencyKey: "k" });
    const connected = await h.stripe.customers.create({ email: "a@example.test" }, { idempotencyKey: "k", stripeAccount: account.id });
    expect(connected.id).not.toBe(platform.id);
    const events = await h.stripe.events.list({ type: "customer.created" }, { stripeAccount: account.id });
    expect(events.data.map((e) => [e.type === "customer.created" ? e.data.object.id : e.type, e.account])).toEqual([[connected.id, account.id]]);
    await expect(h.stripe.customers.retrieve(connected.id)).rejects.toThrow(/No such customer/);
  });
});

describe("checkout sessions (API)", () => {
  it("creates a subscription session with its hosted url, totals and line items", async () => {
    const customer = await h.stripe.customers.create({ email: "cs@example.test" });
    const session = await h.stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      client_reference_id: "uid-1",
      line_items: [{ price: "price_sim_team_pro_month", quantity: 1 }],
      metadata: { uid: "uid-1", kind: "team_plan" },
      subscription_data: { metadata: { uid: "uid-1", kind: "team_plan" } },
      success_url: "http://app.test/settings?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/settings",
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 999,
      currency: "usd",
      customer: customer.id,
      mode: "subscription",
      client_reference_id: "uid-1",
    });
    expect(session.url).toBe(`${h.url}/checkout/${session.id}`);
    const items = await h.stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((li) => [li.price?.id, li.quantity, li.amount_total, li.description])).toEqual([["price_sim_team_pro_month", 1, 999, "Team Pro"]]);
    const withItems = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items", "customer"] });
    expect(withItems.line_items?.data).toHaveLength(1);
    expect((withItems.customer as Stripe.Customer).email).toBe("cs@example.test");
  });

  it("expires an open session (and not twice)", async () => {
    const session = await h.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ price_data: { currency: "usd", unit_amount: 2500, product_data: { name: "Form fee" } }, quantity: 2 }],
      success_url: "http://app.test/ok",
    });
    expect(session.amount_total).toBe(5000);
    const expired = await h.stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe("expired");
    await expect(h.stripe.checkout.sessions.expire(session.id)).rejects.toThrow(/Only Checkout Sessions with a status in \["open"\] can be expired/);
    const events = await h.stripe.events.list();
    expect(events.data.map((e) => e.type)).toEqual(["checkout.session.expired"]);
  });
});

describe("billing portal sessions", () => {
  it("creates one for a customer and refuses an unknown customer", async () => {
    const customer = await h.stripe.customers.create({ email: "portal@example.test" });
    const portal = await h.stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "http://app.test/settings" });
    expect(portal).toMatchObject({ object: "billing_portal.session", customer: customer.id, return_url: "http://app.test/settings" });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${h.url}/portal/${portal.id}`);
    const error = await errorOf(h.stripe.billingPortal.sessions.create({ customer: "cus_nope" }));
    expect(error).toMatchObject({ statusCode: 400, code: "resource_missing", param: "customer" });
  });
});
