// The Stripe fake must hold what the emulator data names: seeded objects are made
// again, others are named with what to do (the demo organizer's payouts card showed
// "Active" and "Connection failed" at once when the fake had lost acct_sim_organizer).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildDemoData } from "../seed/build";
import { bringStripeInStep, missingFromStripe, seededIds, type StripeFakeState, type StripeReference } from "./stripe-in-step";

const refs: StripeReference[] = [
  { type: "account", id: "acct_sim_organizer", where: "users/demo-organizer" },
  { type: "customer", id: "cus_sim_organizer", where: "users/demo-organizer" },
  { type: "subscription", id: "sub_sim_demo_organizer", where: "billing/demo-organizer" },
  { type: "account", id: "acct_1Made", where: "users/someone" },
  { type: "customer", id: "cus_gone", where: "users/someone" },
];

describe("missingFromStripe", () => {
  it("lists the references the fake's state does not have", () => {
    const state = { accounts: { acct_sim_organizer: {} }, customers: {}, deletedCustomers: { cus_gone: true }, subscriptions: { sub_sim_demo_organizer: {} } };
    expect(missingFromStripe(refs, state).map((r) => r.id)).toEqual(["cus_sim_organizer", "acct_1Made"]);
  });

  it("counts everything as missing when there is no state at all", () => {
    expect(missingFromStripe(refs, null)).toEqual(refs);
  });
});

describe("bringStripeInStep's message", () => {
  it("names a long list by its first few, accounts first, and says how many more", async () => {
    const lost: StripeReference[] = [
      ...Array.from({ length: 12 }, (_, i): StripeReference => ({ type: "customer", id: `cus_${i}`, where: `users/u${i}` })),
      { type: "account", id: "acct_1Made", where: "users/someone" },
    ];
    const logs: string[] = [];
    expect(await bringStripeInStep({ missing: lost, seeded: null, stripeUrl: "http://127.0.0.1:1", log: (m) => logs.push(m) })).toEqual({ repaired: [], lost });
    expect(logs[0]).toMatch(/does not have: acct_1Made \(users\/someone\), cus_0 \(users\/u0\),.* and 5 more\./);
  });
});

describe("seededIds", () => {
  it("are the seed's payouts account, its subscriptions and their customers", () => {
    const ids = seededIds(buildDemoData({ now: new Date("2026-03-01T12:00:00Z") }).stripe);
    expect(ids.has("acct_sim_organizer")).toBe(true);
    expect(ids.has("cus_sim_organizer")).toBe(true);
    expect([...ids].some((id) => id.startsWith("sub_sim_"))).toBe(true);
  });
});

describe("bringStripeInStep, against the Stripe fake", () => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of open.splice(0)) await close();
  });

  it("makes the seeded objects again and names the others with `npm run reset`", async () => {
    // The fake from its sources (no build needed), with a state file as `npm start` gives it.
    const { startStripeFake } = await import("../../functions/stripe-fake/server.ts");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-in-step-"));
    const stateFile = path.join(dir, "stripe-fake.json");
    const fake = await startStripeFake({ port: 0, stateFile, webhookSecret: "whsec_test" });
    open.push(async () => {
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const state = () => JSON.parse(fs.readFileSync(stateFile, "utf8")) as StripeFakeState;

    const seeded = buildDemoData({ now: new Date("2026-03-01T12:00:00Z") }).stripe;
    const seededRefs: StripeReference[] = [
      { type: "account", id: "acct_sim_organizer", where: "users/demo-organizer" },
      ...seeded.subscriptions.map((s): StripeReference => ({ type: "subscription", id: s.subscription, where: "billing" })),
    ];
    const lostRef: StripeReference = { type: "account", id: "acct_1Made", where: "users/someone" };
    const all = [...seededRefs, lostRef];
    expect(missingFromStripe(all, state())).toEqual(all); // the out-of-step data of the bug report

    const logs: string[] = [];
    const result = await bringStripeInStep({ missing: missingFromStripe(all, state()), seeded, stripeUrl: fake.url, log: (m) => logs.push(m) });
    expect(result.repaired).toEqual(seededRefs);
    expect(result.lost).toEqual([lostRef]);
    expect(state().accounts?.acct_sim_organizer).toMatchObject({ id: "acct_sim_organizer", charges_enabled: true, details_submitted: true });
    expect(missingFromStripe(all, state())).toEqual([lostRef]);
    expect(logs.join("\n")).toContain("acct_sim_organizer (users/demo-organizer)");
    expect(logs.join("\n")).toMatch(/acct_1Made \(users\/someone\)[\s\S]*`npm run reset`/);

    // Data of an older seed: nothing can be told seeded, so everything is named.
    const older = await bringStripeInStep({ missing: [lostRef], seeded: null, stripeUrl: fake.url, log: () => {} });
    expect(older).toEqual({ repaired: [], lost: [lostRef] });
  }, 30_000);
});
