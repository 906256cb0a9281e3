import { billingWriteSchema, teamSubscriptionWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { teamWriteSchema } from "@rallyhub/domain/stored/write/teams";
import { userWriteSchema } from "@rallyhub/domain/stored/write/users";
import { describe, expect, it } from "vitest";
import { buildDemoData } from "./build";
import { docsIn } from "./docs";

const { docs, stripe } = buildDemoData({ now: new Date("2026-03-01T12:00:00Z") });
const users = new Map(docsIn(docs, "users", userWriteSchema).map((d) => [d.data.uid, d.data]));
const subscriptionById = new Map(stripe.subscriptions.map((s) => [s.subscription, s]));

describe("the seeded paid plans", () => {
  it("are in the Stripe fake as the user's billing document has them, billed to the customer on the user's document", () => {
    const billing = docsIn(docs, "billing", billingWriteSchema);
    expect(billing.length).toBeGreaterThan(1);
    for (const { path, data } of billing) {
      const uid = path.split("/")[1] ?? "";
      for (const [planId, plan] of Object.entries(data.plans ?? {})) {
        const sub = subscriptionById.get(plan.subscriptionId);
        expect(sub, plan.subscriptionId).toMatchObject({ price: plan.priceId, metadata: { kind: "user_plan", uid, planId } });
        expect(sub?.period_start).toBe((plan.periodStart ?? 0) / 1000);
        expect(sub?.customer).toBe(users.get(uid)?.stripeCustomerId);
        expect(users.get(uid)?.subscription).toBe(planId);
      }
    }
  });

  it("of teams are in the Stripe fake, billed to the owner's customer, and named on the team", () => {
    const teams = new Map(docsIn(docs, "teams", teamWriteSchema).map((d) => [d.path.split("/")[1] ?? "", d.data]));
    const records = docsIn(docs, "teamSubscriptions", teamSubscriptionWriteSchema);
    expect(records.map((r) => r.data.teamId).sort()).toEqual([...teams].filter(([, t]) => t.subscription !== "ROOKIE").map(([id]) => id));
    for (const { data } of records) {
      const sub = subscriptionById.get(data.id);
      expect(sub, data.id).toMatchObject({ price: data.priceId, metadata: { kind: "team_plan", teamId: data.teamId, uid: data.ownerUid, planId: data.tier } });
      expect(sub?.customer).toBe(users.get(data.ownerUid)?.stripeCustomerId);
      expect(teams.get(data.teamId)).toMatchObject({ subscription: data.tier, subscriptionId: data.id, creator: data.ownerUid });
    }
  });

  it("are every subscription the fake gets, and the demo organizer's payouts account is the one on her document", () => {
    const records = docsIn(docs, "teamSubscriptions", teamSubscriptionWriteSchema).map((r) => r.data.id);
    const plans = docsIn(docs, "billing", billingWriteSchema).flatMap((d) => Object.values(d.data.plans ?? {}).map((p) => p.subscriptionId));
    expect([...subscriptionById.keys()].sort()).toEqual([...plans, ...records].sort());
    expect(stripe.accounts.map((a) => a.id)).toEqual([users.get("demo-organizer")?.stripeId]);
  });
});
