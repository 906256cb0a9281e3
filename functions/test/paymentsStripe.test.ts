import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callError, callOk, closeAdmin, createPlayer, db, read, uniqueId, type TestUser } from "./callables";

// Issue 12: the payments Functions round trip through the project's Stripe fake,
// started by `npm test` beside the emulators (STRIPE_API_BASE) with its webhooks
// going to this emulator's stripeWebhook: checkout, the webhook writing the
// server-owned fields, cancel, the portal, Connect onboarding and OAuth, and
// events replayed or out of order.

const stripeBase = (): string => {
  const base = (process.env.STRIPE_API_BASE ?? "").replace(/\/+$/, "");
  if (!base) throw new Error("STRIPE_API_BASE is not set: run these through `npm test` (scripts/test.mjs starts the Stripe fake).");
  return base;
};
const functionsOrigin = () => (process.env.FUNCTIONS_EMULATOR_ORIGIN ?? "").replace(/\/+$/, "");
const WEBHOOK_SECRET = "whsec_rallyhub_fake";
const GOOD_CARD = { card_number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Pat Payer" };
const DECLINED_CARD = { ...GOOD_CARD, card_number: "4000 0000 0000 0002" };

const memberPlus = { id: "member_plus", name: "Member Plus", quantity: 1, cost: 49, type: "user", subscriptionPriceId: "price_sim_member_plus_year", platform: "gth" };
const teamPro = { id: "PRO", name: "Pro", quantity: 1, cost: 9.99, type: "teams", subscriptionPriceId: "price_sim_team_pro_month", platform: "gth" };

async function idle(): Promise<void> {
  const res = await fetch(`${stripeBase()}/_fake/webhooks/idle?timeout_ms=20000`);
  if (res.status !== 200) throw new Error(`The fake's webhooks are not delivered: ${await res.text()}`);
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

async function stripeGet<T>(path: string): Promise<T> {
  const res = await fetch(`${stripeBase()}${path}`, { headers: { Authorization: "Bearer sk_test_rallyhub_fake" } });
  return (await res.json()) as T;
}

async function checkout(user: TestUser, items: unknown[]): Promise<{ url: string; sessionId: string }> {
  return callOk<{ url: string; sessionId: string }>("createSubscription", { items, environment: "development" }, user.token);
}

/** Pays a Checkout Session on the fake's hosted page; returns where the browser is sent. */
async function pay(url: string, card = GOOD_CARD, email?: string): Promise<Response> {
  return postForm(url, { ...card, ...(email ? { email } : {}) });
}

function signed(body: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", WEBHOOK_SECRET).update(`${t}.${body}`).digest("hex");
  return { "Content-Type": "application/json", "Stripe-Signature": `t=${t},v1=${v1}` };
}

let pat: TestUser;
let morgan: TestUser;
let olivia: TestUser;
let riley: TestUser;

beforeAll(async () => {
  [pat, morgan, olivia, riley] = await Promise.all([createPlayer("stripe-pat"), createPlayer("stripe-morgan"), createPlayer("stripe-olivia"), createPlayer("stripe-riley")]);
  await Promise.all([
    db().doc("userSubscriptionPlans_gth/member_plus").set({ itemKey: "member_plus", label: "Member Plus", cost: 49, priceId: "price_sim_member_plus_year", order: 1, interval: "year", features: [] }),
    db().doc("teamSubscriptionPlans/PRO").set({ itemKey: "PRO", label: "Pro", cost: 9.99, priceId: "price_sim_team_pro_month", order: 1, interval: "month", features: [] }),
  ]);
});

afterAll(closeAdmin);

describe("a user plan through Checkout", () => {
  it("a declined card leaves no subscription", async () => {
    const { url } = await checkout(riley, [memberPlus]);
    const declined = await pay(url, DECLINED_CARD, riley.email);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    await idle();
    expect(await read(`billing/${riley.uid}`)).toBeUndefined();
    expect((await read(`users/${riley.uid}`))?.userSubscription).not.toBe("Member Plus");
  });

  it("subscribes (a double click makes one checkout), the webhook writes the plan; cancel at period end, then now", async () => {
    const [first, second] = await Promise.all([checkout(pat, [memberPlus]), checkout(pat, [memberPlus])]);
    expect(second.sessionId).toBe(first.sessionId);
    expect(first.url.startsWith(`${stripeBase().replace("127.0.0.1", "localhost")}/checkout/`) || first.url.startsWith(`${stripeBase()}/checkout/`)).toBe(true);

    const paid = await pay(first.url, GOOD_CARD, pat.email);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain(first.sessionId);
    await idle();

    const billing = await read(`billing/${pat.uid}`);
    const plan = (billing?.plans as Record<string, { status: string; subscriptionId: string; periodStart: number; periodEnd: number; cancelAtPeriodEnd: boolean } | undefined>).member_plus;
    if (!plan) throw new Error("no member_plus plan written");
    expect(plan.status).toBe("active");
    expect(plan.periodEnd).toBeGreaterThan(plan.periodStart);
    const user = await read(`users/${pat.uid}`);
    expect(user).toMatchObject({ userSubscription: "Member Plus", subscription: "member_plus" });
    expect(String(user?.stripeCustomerId)).toMatch(/^cus_/);
    expect(await callOk("getCheckoutSession", { sessionId: first.sessionId }, pat.token)).toMatchObject({ status: "complete", paymentStatus: "paid", kind: "user_plan" });

    // The first invoice is in the payer's history.
    const history = await db().collection("transactions").where("uid", "==", pat.uid).get();
    expect(history.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ kind: "subscription", description: "Member Plus (yearly)", amount: 4900, currency: "usd", status: "paid", platform: "gth" }),
    ]);

    // Holding it, a second checkout is refused.
    expect((await callError("createSubscription", { items: [memberPlus], environment: "development" }, pat.token)).status).toBe("ALREADY_EXISTS");

    await callOk("cancelSubscription", { type: "user", id: "member_plus", platform: "gth", when: "periodEnd" }, pat.token);
    await idle();
    expect((await read(`billing/${pat.uid}`))?.plans).toMatchObject({ member_plus: { status: "active", cancelAtPeriodEnd: true } });
    expect((await read(`users/${pat.uid}`))?.userSubscription).toBe("Member Plus");

    await callOk("cancelSubscription", { type: "user", id: "member_plus", platform: "gth", when: "now" }, pat.token);
    await idle();
    expect((await read(`billing/${pat.uid}`))?.plans).toMatchObject({ member_plus: { status: "canceled" } });
    expect(await read(`users/${pat.uid}`)).toMatchObject({ userSubscription: "Free", subscription: null });
    expect((await callError("cancelSubscription", { type: "user", id: "member_plus", platform: "gth", when: "now" }, pat.token)).status).toBe("FAILED_PRECONDITION");

    // A stale event (the subscription still active), delivered late and signed: the handler
    // reads the subscription from Stripe, so the plan stays canceled.
    const stale = JSON.stringify({
      id: uniqueId("evt_late").replace(/-/g, "_"),
      object: "event",
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000) - 3600,
      data: { object: { id: plan.subscriptionId, object: "subscription", status: "active", metadata: { kind: "user_plan", uid: pat.uid, planId: "member_plus", platform: "gth" } } },
    });
    const res = await fetch(`${functionsOrigin()}/${process.env.TEST_PROJECT_ID ?? "demo-rallyhub"}/us-central1/stripeWebhook`, { method: "POST", headers: signed(stale), body: stale });
    expect(res.status).toBe(200);
    expect(await read(`users/${pat.uid}`)).toMatchObject({ userSubscription: "Free" });

    // Subscribing again at once is a new checkout: the paid session is not handed back.
    const again = await checkout(pat, [memberPlus]);
    expect(again.sessionId).not.toBe(first.sessionId);
    expect(await callOk("getCheckoutSession", { sessionId: again.sessionId }, pat.token)).toMatchObject({ status: "open" });
  });

  it("replayed events are applied once: resending the checkout's events changes nothing", async () => {
    const events = await stripeGet<{ data: { id: string; type: string; data: { object: { metadata?: Record<string, string> } } }[] }>("/v1/events?limit=100");
    const mine = events.data.filter((e) => e.data.object.metadata?.uid === pat.uid);
    expect(mine.length).toBeGreaterThan(0);
    const before = await read(`billing/${pat.uid}`);
    for (const event of mine) {
      const resent = await fetch(`${stripeBase()}/_fake/events/${event.id}/resend`, { method: "POST" });
      expect(resent.status).toBe(200);
    }
    await idle();
    expect(await read(`billing/${pat.uid}`)).toEqual(before);
    const ledger = await Promise.all(mine.map((e) => read(`stripeEvents/${e.id}`)));
    expect(ledger.every(Boolean)).toBe(true);
  });

  it("opens the caller's own billing portal, and no one else's", async () => {
    const { url } = await callOk<{ url: string }>("createCustomerSession", { email: pat.email, uid: pat.uid }, pat.token);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Manage your billing");
    expect((await callError("createCustomerSession", { uid: riley.uid }, pat.token)).status).toBe("PERMISSION_DENIED");
  });

  it("an unknown or someone else's checkout session is not found", async () => {
    expect(await callError("getCheckoutSession", { sessionId: "cs_test_nothing_here" }, pat.token)).toEqual({ status: "NOT_FOUND", message: expect.any(String) as string });
    const { sessionId } = await checkout(riley, [memberPlus]);
    expect((await callError("getCheckoutSession", { sessionId }, pat.token)).status).toBe("NOT_FOUND");
  });
});

describe("a team plan", () => {
  it("a manager upgrades a team to Pro through Checkout and cancels it: the team is ROOKIE again", async () => {
    const teamId = uniqueId("stripe-team");
    await db()
      .doc(`teams/${teamId}`)
      .set({ name: "Stripe Strikers", managerIds: [morgan.uid], memberIds: [morgan.uid], subscription: "ROOKIE" });
    const { url } = await checkout(morgan, [{ ...teamPro, teamId }]);
    expect((await pay(url, GOOD_CARD, morgan.email)).status).toBe(303);
    await idle();
    const team = await read(`teams/${teamId}`);
    expect(team?.subscription).toBe("PRO");
    const subId = String(team?.subscriptionId);
    expect(await read(`teamSubscriptions/${subId}`)).toMatchObject({ teamId, ownerUid: morgan.uid, tier: "PRO", status: "active", metadata: { team: { name: "Stripe Strikers" } } });

    expect((await callError("cancelSubscription", { type: "teams", id: subId, platform: "gth", when: "now" }, pat.token)).status).toBe("PERMISSION_DENIED");
    await callOk("cancelSubscription", { type: "teams", id: subId, platform: "gth", when: "now" }, morgan.token);
    await idle();
    expect(await read(`teams/${teamId}`)).toMatchObject({ subscription: "ROOKIE", subscriptionId: null });
    expect((await read(`teamSubscriptions/${subId}`))?.status).toBe("canceled");
  });
});

describe("Connect payouts", () => {
  it("creates an Express account, reports what is due, completes onboarding (the webhook marks it active), and unlinks", async () => {
    const { url } = await callOk<{ url: string }>("linkOrCreateStripeAccount", { type: "new", country: "US", platform: "gth", environment: "development", useLocalhost: true }, olivia.token);
    const user = await read(`users/${olivia.uid}`);
    const stripeId = String(user?.stripeId);
    expect(stripeId).toMatch(/^acct_/);
    expect(user).toMatchObject({ stripeChargesEnabled: false, stripeDetailsSubmitted: false });
    const due = await callOk<{ requirements: { currently_due: string[] } }>("getAccount", { stripeId }, olivia.token);
    expect(due.requirements.currently_due).toContain("external_account");
    expect((await callError("getAccount", { stripeId }, pat.token)).status).toBe("PERMISSION_DENIED");

    const done = await postForm(url, {
      business_type: "individual",
      external_account: "000123456789",
      "individual.first_name": "Olivia",
      "individual.last_name": "Organizer",
      "individual.dob.day": "1985-04-12",
      "tos_acceptance.date": "accepted",
      action: "submit",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toContain("connect=return");
    await idle();
    expect(await read(`users/${olivia.uid}`)).toMatchObject({ stripeId, stripeChargesEnabled: true, stripeDetailsSubmitted: true });
    expect((await callOk<{ requirements: { currently_due: string[] } }>("getAccount", { stripeId }, olivia.token)).requirements.currently_due).toEqual([]);

    expect(await callOk("unlinkStripeAccount", {}, olivia.token)).toBe(true);
    expect(await read(`users/${olivia.uid}`)).toMatchObject({ stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false });
  });

  it("links an existing account through OAuth; a wrong state or a used code is refused", async () => {
    const { url } = await callOk<{ url: string }>("linkOrCreateStripeAccount", { type: "link", country: "US", platform: "gth", environment: "development", useLocalhost: true }, riley.token);
    const authorize = new URL(url);
    expect(authorize.pathname).toBe("/oauth/authorize");
    const state = authorize.searchParams.get("state") ?? "";
    const consent = await postForm(`${authorize.origin}/oauth/authorize`, {
      client_id: authorize.searchParams.get("client_id") ?? "",
      redirect_uri: authorize.searchParams.get("redirect_uri") ?? "",
      scope: "read_write",
      response_type: "code",
      state,
      email: riley.email,
      action: "connect",
    });
    expect(consent.status).toBe(303);
    const back = new URL(consent.headers.get("location") ?? "");
    const code = back.searchParams.get("code") ?? "";
    expect(back.searchParams.get("state")).toBe(state);
    expect((await callError("connectOAuth", { code, state: "forged" }, riley.token)).status).toBe("PERMISSION_DENIED");
    const connected = await callOk<{ ok: boolean; stripeId: string; stripeChargesEnabled: boolean }>("connectOAuth", { code, state }, riley.token);
    expect(connected).toMatchObject({ ok: true, stripeChargesEnabled: true });
    expect((await read(`users/${riley.uid}`))?.stripeId).toBe(connected.stripeId);
    // The state is spent: the same answer again is refused.
    expect((await callError("connectOAuth", { code, state }, riley.token)).status).toBe("PERMISSION_DENIED");
    expect(await callOk("unlinkStripeAccount", {}, riley.token)).toBe(true);
  });
});
