import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callError, closeAdmin, createPlayer, db, exists, projectId, region, uniqueId, type TestUser } from "./callables";

// Issue 12: what the payments Functions refuse before they ever reach Stripe
// (caller, input, plan and price, ownership), and the webhook's signature and
// once-only handling. The Stripe round trips run against the project's
// Stripe-compatible fake (its own suite).

const WEBHOOK_SECRET = "whsec_rallyhub_fake";
const functionsOrigin = () => (process.env.FUNCTIONS_EMULATOR_ORIGIN ?? "").replace(/\/+$/, "");

const memberPlus = { id: "member_plus", name: "Member Plus", quantity: 1, cost: 49, type: "user", subscriptionPriceId: "price_test_member_plus_year", platform: "gth" };

let pat: TestUser;
let riley: TestUser;

beforeAll(async () => {
  [pat, riley] = await Promise.all([createPlayer("pay-pat"), createPlayer("pay-riley")]);
  await Promise.all([
    db().doc("userSubscriptionPlans_gth/member_plus").set({ itemKey: "member_plus", label: "Member Plus", cost: 49, priceId: "price_test_member_plus_year", order: 1, interval: "year", features: [] }),
    db().doc("teamSubscriptionPlans/PRO").set({ itemKey: "PRO", label: "Pro", cost: 9.99, priceId: "price_test_team_pro_month", order: 1, interval: "month", features: [] }),
  ]);
});

afterAll(closeAdmin);

describe("createSubscription", () => {
  it("refuses a signed-out caller and malformed items", async () => {
    expect((await callError("createSubscription", { items: [memberPlus], environment: "development" })).status).toBe("UNAUTHENTICATED");
    for (const items of [[], [memberPlus, memberPlus], [{ ...memberPlus, quantity: 2 }], [{ ...memberPlus, platform: "xyz" }], [{ ...memberPlus, extra: true }]]) {
      expect((await callError("createSubscription", { items, environment: "development" }, pat.token)).status).toBe("INVALID_ARGUMENT");
    }
    expect((await callError("createSubscription", { items: [memberPlus], environment: "development", cancelPath: "https://evil.test/" }, pat.token)).status).toBe("INVALID_ARGUMENT");
  });

  it("refuses a plan that does not exist or a price that is not the plan's", async () => {
    expect(await callError("createSubscription", { items: [{ ...memberPlus, id: "gold" }], environment: "development" }, pat.token)).toEqual({
      status: "NOT_FOUND",
      message: "That plan does not exist.",
    });
    expect(await callError("createSubscription", { items: [{ ...memberPlus, subscriptionPriceId: "price_other" }], environment: "development" }, pat.token)).toEqual({
      status: "NOT_FOUND",
      message: "That plan does not exist.",
    });
  });

  it("refuses a cost that is not the plan's, to the cent", async () => {
    expect(await callError("createSubscription", { items: [{ ...memberPlus, cost: 48.99 }], environment: "development" }, pat.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "This plan's price has changed. Reload the page to see the current price.",
    });
  });

  it("refuses a plan the user already holds", async () => {
    await db()
      .doc(`billing/${riley.uid}`)
      .set({ plans: { member_plus: { subscriptionId: "sub_x", status: "active", priceId: "price_test_member_plus_year", platform: "gth", periodStart: 1, periodEnd: 2, cancelAtPeriodEnd: false } } });
    expect(await callError("createSubscription", { items: [memberPlus], environment: "development" }, riley.token)).toEqual({ status: "ALREADY_EXISTS", message: "You already have this plan." });
  });

  it("refuses a team plan for a team the caller does not manage", async () => {
    const teamId = uniqueId("pay-team");
    await db()
      .doc(`teams/${teamId}`)
      .set({ name: "Pay Team", managerIds: [riley.uid], memberIds: [riley.uid, pat.uid], subscription: "ROOKIE" });
    const item = { id: "PRO", name: "Pro", quantity: 1, cost: 9.99, type: "teams", subscriptionPriceId: "price_test_team_pro_month", platform: "gth", teamId };
    expect(await callError("createSubscription", { items: [item], environment: "development" }, pat.token)).toEqual({
      status: "PERMISSION_DENIED",
      message: "Only the team's managers can change its plan.",
    });
    expect(await callError("createSubscription", { items: [{ ...item, type: "change-team-subscription" }], environment: "development" }, riley.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "This team has no paid plan to change.",
    });
  });
});

describe("cancelSubscription and the account actions", () => {
  it("says there is no active subscription to cancel", async () => {
    expect(await callError("cancelSubscription", { type: "user", id: "organizer_pro", platform: "gth" }, pat.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "No active subscription found.",
    });
    expect(await callError("cancelSubscription", { type: "teams", id: "sub_nobody", platform: "gth" }, pat.token)).toEqual({ status: "FAILED_PRECONDITION", message: "No active subscription found." });
    expect((await callError("cancelSubscription", { type: "team", id: "x", platform: "gth" }, pat.token)).status).toBe("INVALID_ARGUMENT");
  });

  it("refuses another user's team subscription", async () => {
    const teamId = uniqueId("pay-team");
    await db()
      .doc(`teams/${teamId}`)
      .set({ name: "Other", managerIds: [riley.uid], memberIds: [riley.uid] });
    const subId = uniqueId("sub");
    await db().doc(`teamSubscriptions/${subId}`).set({ id: subId, teamId, ownerUid: riley.uid, status: "active" });
    expect((await callError("cancelSubscription", { type: "teams", id: subId, platform: "gth" }, pat.token)).status).toBe("PERMISSION_DENIED");
  });

  it("refuses an account that is not the caller's and an OAuth answer without the state it was given", async () => {
    expect((await callError("getAccount", { stripeId: "acct_someone" }, pat.token)).status).toBe("PERMISSION_DENIED");
    expect((await callError("getAccount", { stripeId: "../users" }, pat.token)).status).toBe("INVALID_ARGUMENT");
    expect(await callError("connectOAuth", { code: "ac_123", state: "forged" }, pat.token)).toEqual({
      status: "PERMISSION_DENIED",
      message: "Something went wrong linking account from authorization code",
    });
    expect((await callError("linkOrCreateStripeAccount", { type: "new", country: "ZZ", platform: "gth", environment: "development", useLocalhost: true }, pat.token)).status).toBe("INVALID_ARGUMENT");
    expect((await callError("createCustomerSession", { uid: riley.uid }, pat.token)).status).toBe("PERMISSION_DENIED");
    expect((await callError("getCheckoutSession", { sessionId: "not-a-session" }, pat.token)).status).toBe("INVALID_ARGUMENT");
  });
});

describe("stripeWebhook", () => {
  const url = () => `${functionsOrigin()}/${projectId}/${region}/stripeWebhook`;
  const signed = (body: string, secret = WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) => `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
  const post = (body: string, signature: string | null) =>
    fetch(url(), { method: "POST", headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) }, body });
  // An event the app records but has nothing to write for (so no Stripe call is needed).
  const event = (id: string) =>
    JSON.stringify({
      id,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "invoice.created",
      data: { object: { id: "in_1", object: "invoice" } },
    });

  it("refuses a missing, forged or stale signature and writes nothing", async () => {
    const id = uniqueId("evt");
    const body = event(id);
    expect((await post(body, null)).status).toBe(400);
    expect((await post(body, signed(body, "whsec_wrong"))).status).toBe(400);
    expect((await post(body, signed(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect((await post(event(uniqueId("evt")), signed(body))).status).toBe(400);
    expect(await exists(`stripeEvents/${id}`)).toBe(false);
  });

  it("handles an event once: a replay is acknowledged and not applied again", async () => {
    const id = uniqueId("evt");
    const body = event(id);
    const first = await post(body, signed(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect(await exists(`stripeEvents/${id}`)).toBe(true);
    const again = await post(body, signed(body));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  });
});
