import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { alertText, buttons, decode, GOOD_CARD, h1, type Harness, idle, labels, postForm, type Receiver, ref, startHarness, startReceiver, subscribe } from "./helpers";

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
});

async function eventsAfter(action: () => Promise<unknown>): Promise<Stripe.Event[]> {
  await idle(h.url);
  receiver.received.length = 0;
  await action();
  await idle(h.url);
  return receiver.received.map((r) => JSON.parse(r.body) as Stripe.Event);
}

async function advance(seconds: number): Promise<{ ended: string[]; renewed: string[] }> {
  const res = await fetch(`${h.url}/_fake/clock/advance`, { method: "POST", body: new URLSearchParams({ seconds: String(seconds) }) });
  return (await res.json()) as { ended: string[]; renewed: string[] };
}

function periodEnd(sub: Stripe.Subscription): number {
  return sub.items.data[0]?.current_period_end ?? 0;
}

describe("subscriptions API", () => {
  it("seeds a customer with an active subscription, fixed ids, once, with no events", async () => {
    const body = {
      customer: "cus_sim_seed",
      subscription: "sub_sim_seed",
      email: "seed@example.test",
      name: "Seed",
      price: "price_sim_member_plus_year",
      metadata: { kind: "user_plan", uid: "u1" },
      period_start: 1_767_225_600,
    };
    const seed = (b: object) => fetch(`${h.url}/_fake/seed/subscription`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(b) });
    expect((await seed(body)).status).toBe(200);
    expect((await seed(body)).status).toBe(200);
    const sub = await h.stripe.subscriptions.retrieve("sub_sim_seed");
    expect(sub).toMatchObject({ status: "active", customer: "cus_sim_seed", metadata: { kind: "user_plan", uid: "u1" } });
    expect(sub.items.data[0]).toMatchObject({ current_period_start: 1_767_225_600, price: { id: "price_sim_member_plus_year" } });
    expect((await h.stripe.customers.retrieve("cus_sim_seed")) as Stripe.Customer).toMatchObject({ email: "seed@example.test" });
    expect((await h.stripe.subscriptions.list({ customer: "cus_sim_seed" })).data).toHaveLength(1);
    expect((await h.stripe.events.list()).data).toEqual([]);
    expect((await seed({ ...body, subscription: "sub_sim_other", price: "price_nope" })).status).toBe(400);
  });

  it("retrieves and lists with filters (customer, price, status incl. all)", async () => {
    const { subscription: a } = await subscribe(h, "price_sim_team_pro_month", { email: "a@example.test" });
    const { subscription: b } = await subscribe(h, "price_sim_member_plus_year", { email: "b@example.test" });
    expect((await h.stripe.subscriptions.list()).data.map((s) => s.id)).toEqual([b.id, a.id]);
    expect((await h.stripe.subscriptions.list({ price: "price_sim_team_pro_month" })).data.map((s) => s.id)).toEqual([a.id]);
    expect((await h.stripe.subscriptions.list({ customer: ref(b.customer) })).data.map((s) => s.id)).toEqual([b.id]);
    await h.stripe.subscriptions.cancel(a.id);
    expect((await h.stripe.subscriptions.list()).data.map((s) => s.id)).toEqual([b.id]);
    expect((await h.stripe.subscriptions.list({ status: "all" })).data.map((s) => s.id)).toEqual([b.id, a.id]);
    expect((await h.stripe.subscriptions.list({ status: "canceled" })).data.map((s) => s.id)).toEqual([a.id]);
  });

  it("changes the plan: customer.subscription.updated with previous_attributes", async () => {
    const { subscription } = await subscribe(h, "price_sim_team_pro_month", { metadata: { kind: "team_plan" } });
    const item = subscription.items.data[0];
    let updated: Stripe.Subscription | undefined;
    const events = await eventsAfter(async () => {
      updated = await h.stripe.subscriptions.update(subscription.id, {
        items: [{ id: item?.id ?? "", price: "price_sim_team_all_star_month" }],
        proration_behavior: "none",
        metadata: { note: "upgraded" },
      });
    });
    expect(updated?.items.data[0]?.price.id).toBe("price_sim_team_all_star_month");
    expect(updated?.items.data[0]?.plan.amount).toBe(2499);
    expect(updated?.metadata).toEqual({ kind: "team_plan", note: "upgraded" });
    expect(periodEnd(updated as Stripe.Subscription)).toBe(periodEnd(subscription));
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated"]);
    const previous = events[0]?.data.previous_attributes as Partial<Stripe.Subscription>;
    expect(previous.items?.data[0]?.price.id).toBe("price_sim_team_pro_month");
    expect(previous.metadata).toEqual({ kind: "team_plan" });
    await expect(h.stripe.subscriptions.update(subscription.id, { items: [{ id: "si_nope", price: "price_sim_team_pro_month" }] })).rejects.toMatchObject({ statusCode: 400, param: "items[0][id]" });
  });

  it("cancels at period end, stays active, can be renewed, then ends when the clock passes the period", async () => {
    const { subscription } = await subscribe(h, "price_sim_team_pro_month");
    const scheduled = await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: periodEnd(subscription) });
    const undone = await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(undone).toMatchObject({ status: "active", cancel_at_period_end: false, cancel_at: null });
    await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect((await advance(3600)).ended).toEqual([]);
    const events = await eventsAfter(async () => {
      expect((await advance(40 * 86400)).ended).toEqual([subscription.id]);
    });
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    const ended = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: periodEnd(subscription) });
  });

  it("renews when the clock passes the period end: a new period, invoice.paid, customer.subscription.updated", async () => {
    const { subscription } = await subscribe(h, "price_sim_team_pro_month");
    const events = await eventsAfter(async () => {
      expect((await advance(32 * 86400)).renewed).toEqual([subscription.id]);
    });
    expect(events.map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    const renewed = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe("active");
    expect(renewed.items.data[0]?.current_period_start).toBe(periodEnd(subscription));
    expect(periodEnd(renewed)).toBeGreaterThan(periodEnd(subscription) + 27 * 86400);
    const invoices = await h.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((i) => i.billing_reason)).toEqual(["subscription_cycle", "subscription_create"]);
  });

  it("cancels now (DELETE): canceled_at, ended_at, customer.subscription.deleted; not twice", async () => {
    const { subscription } = await subscribe(h, "price_sim_member_plus_year");
    let canceled: Stripe.Subscription | undefined;
    const events = await eventsAfter(async () => {
      canceled = await h.stripe.subscriptions.cancel(subscription.id);
    });
    expect(canceled).toMatchObject({ status: "canceled" });
    expect(canceled?.canceled_at).toBeTypeOf("number");
    expect(canceled?.ended_at).toBe(canceled?.canceled_at);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    await expect(h.stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("hosted Billing Portal", () => {
  async function portalFor(customer: string): Promise<string> {
    const portal = await h.stripe.billingPortal.sessions.create({ customer, return_url: "http://app.test/settings?tab=payments" });
    return portal.url;
  }

  async function follow(res: Response): Promise<string> {
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    return (await fetch(new URL(location, h.url))).text();
  }

  function statusText(html: string): string {
    return decode((/<div class="status" role="status"><p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "").trim());
  }

  it("lists the active subscriptions with their actions and a way back", async () => {
    const { subscription } = await subscribe(h, "price_sim_team_pro_month", { email: "mgr@example.test" });
    const url = await portalFor(ref(subscription.customer));
    const html = await (await fetch(url)).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(h1(html)).toBe("Manage your billing");
    expect(html).toContain(`<a href="http://app.test/settings?tab=payments">Return to RallyHub</a>`);
    expect(html).toContain("<h3 id=");
    expect(html).toContain("Team Pro</h3>");
    expect(html).toContain("<p>$9.99 per month</p>");
    expect(html).toMatch(/<p>Renews on [A-Z][a-z]+ \d{1,2}, \d{4}<\/p>/);
    expect(buttons(html)).toEqual(["Change plan", "Cancel at period end", "Cancel now", "Update card"]);
    expect(labels(html)).toEqual(["Team All-Star: $24.99 per month", "Card number", "Expiry", "CVC", "Name on card"]);
    expect(html).toContain("Visa ending in 4242");
  });

  it("offers user plans of the same platform only", async () => {
    const { subscription } = await subscribe(h, "price_sim_meh_member_plus_year");
    const html = await (await fetch(await portalFor(ref(subscription.customer)))).text();
    expect(labels(html)[0]).toBe("Organizer Pro: $149.00 per year");
    expect(html).toContain('value="price_sim_meh_organizer_pro_year"');
    expect(html).not.toContain('value="price_sim_organizer_pro_year"');
  });

  it("changes the plan, cancels at period end, renews and cancels now, each with its events and a confirmation", async () => {
    const { subscription } = await subscribe(h, "price_sim_team_pro_month");
    const url = await portalFor(ref(subscription.customer));
    const base = { subscription: subscription.id };

    let html = "";
    let events = await eventsAfter(async () => {
      html = await follow(await postForm(url, { ...base, action: "change_plan", price: "price_sim_team_all_star_month" }));
    });
    expect(statusText(html)).toBe("Your plan was changed to Team All-Star.");
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated"]);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.id).toBe("price_sim_team_all_star_month");

    events = await eventsAfter(async () => {
      html = await follow(await postForm(url, { ...base, action: "cancel_at_period_end" }));
    });
    expect(statusText(html)).toMatch(/^Your Team All-Star plan will be canceled on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect(html).toMatch(/<p>Cancels on /);
    expect(buttons(html)).toEqual(["Renew plan", "Cancel now", "Update card"]);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated"]);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);

    html = await follow(await postForm(url, { ...base, action: "renew" }));
    expect(statusText(html)).toMatch(/^Your Team All-Star plan will renew on /);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);

    events = await eventsAfter(async () => {
      html = await follow(await postForm(url, { ...base, action: "cancel_now" }));
    });
    expect(statusText(html)).toBe("Your Team All-Star plan was canceled.");
    expect(html).toContain("You have no active subscriptions.");
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
  });

  it("refuses a plan of another family", async () => {
    const { subscription } = await subscribe(h, "price_sim_team_pro_month");
    const res = await postForm(await portalFor(ref(subscription.customer)), { subscription: subscription.id, action: "change_plan", price: "price_sim_member_plus_year" });
    expect(res.status).toBe(400);
    expect(alertText(await res.text())).toBe("Choose a plan.");
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.id).toBe("price_sim_team_pro_month");
  });

  it("updates the card; 0002 is declined", async () => {
    const { subscription } = await subscribe(h, "price_sim_team_pro_month");
    const url = await portalFor(ref(subscription.customer));
    const declined = await postForm(url, { action: "update_card", ...GOOD_CARD, card_number: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    expect(alertText(await declined.text())).toBe("Your card was declined.");
    let html = "";
    const events = await eventsAfter(async () => {
      html = await follow(await postForm(url, { action: "update_card", ...GOOD_CARD, expiry: "07 / 33" }));
    });
    expect(statusText(html)).toBe("Your card was updated.");
    expect(html).toContain("Visa ending in 4242, expires 07/2033");
    expect(events.map((e) => e.type)).toEqual(["customer.updated"]);
    const customer = (await h.stripe.customers.retrieve(ref(subscription.customer))) as Stripe.Customer;
    expect(customer.invoice_settings.default_payment_method).toMatch(/^pm_/);
  });

  it("shows an error page for an unknown portal session", async () => {
    expect((await fetch(`${h.url}/portal/bps_unknown`)).status).toBe(404);
  });
});
