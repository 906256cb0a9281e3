// Billing (issue 12): plans, team subscriptions and webhook bookkeeping are
// written by the server alone; each user reads only their own.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesHarness } from "./setup";

const h = rulesHarness();

const plan = { subscriptionId: "sub_1", status: "active", priceId: "price_sim_member_plus_year", platform: "gth", periodStart: 1, periodEnd: 2, cancelAtPeriodEnd: false };
const teamSub = {
  id: "sub_t",
  teamId: "t1",
  ownerUid: "morgan",
  tier: "PRO",
  status: "active",
  priceId: "price_sim_team_pro_month",
  periodStart: 1,
  periodEnd: 2,
  cancelAtPeriodEnd: false,
  metadata: { team: { name: "Lakeside" } },
};

describe("billing/{uid}", () => {
  it("lets a user read their own plans and nobody else's", async () => {
    await h.seed({ "billing/pat": { plans: { member_plus: plan } } });
    await assertSucceeds(getDoc(doc(h.as("pat"), "billing/pat")));
    await assertFails(getDoc(doc(h.as("riley"), "billing/pat")));
    await assertFails(getDoc(doc(h.anon(), "billing/pat")));
  });

  it("refuses every write, even the user's own (no money state from the client)", async () => {
    await h.seed({ "billing/pat": { plans: {} } });
    await assertFails(setDoc(doc(h.as("pat"), "billing/pat"), { plans: { member_plus: plan } }));
    await assertFails(updateDoc(doc(h.as("pat"), "billing/pat"), { oauthState: "mine" }));
    await assertFails(deleteDoc(doc(h.as("pat"), "billing/pat")));
    await assertFails(setDoc(doc(h.as("riley"), "billing/riley"), { plans: {} }));
  });
});

describe("teamSubscriptions/{id}", () => {
  it("lets the one who took it out read it and list theirs", async () => {
    await h.seed({ "teamSubscriptions/sub_t": teamSub });
    await assertSucceeds(getDoc(doc(h.as("morgan"), "teamSubscriptions/sub_t")));
    await assertSucceeds(getDocs(query(collection(h.as("morgan"), "teamSubscriptions"), where("ownerUid", "==", "morgan"))));
  });

  it("refuses others, unfiltered lists and every write", async () => {
    await h.seed({ "teamSubscriptions/sub_t": teamSub });
    await assertFails(getDoc(doc(h.as("pat"), "teamSubscriptions/sub_t")));
    await assertFails(getDocs(collection(h.as("morgan"), "teamSubscriptions")));
    await assertFails(updateDoc(doc(h.as("morgan"), "teamSubscriptions/sub_t"), { status: "active", tier: "ALL_STAR" }));
    await assertFails(setDoc(doc(h.as("morgan"), "teamSubscriptions/sub_new"), { ...teamSub, id: "sub_new" }));
  });
});

describe("transactions/{id}", () => {
  const payment = {
    id: "in_1",
    uid: "pat",
    kind: "subscription",
    description: "Member Plus (yearly)",
    amount: 4900,
    currency: "usd",
    status: "paid",
    createdAt: 1,
    reference: "A-0001",
    platform: "gth",
  };

  it("lets the payer read and list their own payments", async () => {
    await h.seed({ "transactions/in_1": payment });
    await assertSucceeds(getDoc(doc(h.as("pat"), "transactions/in_1")));
    await assertSucceeds(getDocs(query(collection(h.as("pat"), "transactions"), where("uid", "==", "pat"))));
  });

  it("refuses others, unfiltered lists and every write", async () => {
    await h.seed({ "transactions/in_1": payment });
    await assertFails(getDoc(doc(h.as("riley"), "transactions/in_1")));
    await assertFails(getDocs(collection(h.as("pat"), "transactions")));
    await assertFails(setDoc(doc(h.as("pat"), "transactions/in_2"), { ...payment, id: "in_2" }));
    await assertFails(updateDoc(doc(h.as("pat"), "transactions/in_1"), { status: "refunded" }));
    await assertFails(deleteDoc(doc(h.as("pat"), "transactions/in_1")));
  });
});

describe("invoices/{id}", () => {
  const invoice = {
    id: "inv_1",
    organizerUid: "olivia",
    organizerName: "Olivia",
    payerUid: "pat",
    payerName: "Pat",
    amount: 2500,
    currency: "usd",
    description: "Spring league fee",
    dueDate: "2030-01-01",
    status: "open",
    createdAt: 1,
    paidAt: null,
    platform: "gth",
  };

  it("lets the organizer and the player billed read it, each listing their own", async () => {
    await h.seed({ "invoices/inv_1": invoice });
    await assertSucceeds(getDoc(doc(h.as("olivia"), "invoices/inv_1")));
    await assertSucceeds(getDoc(doc(h.as("pat"), "invoices/inv_1")));
    await assertSucceeds(getDocs(query(collection(h.as("olivia"), "invoices"), where("organizerUid", "==", "olivia"))));
    await assertSucceeds(getDocs(query(collection(h.as("pat"), "invoices"), where("payerUid", "==", "pat"), where("status", "==", "open"))));
  });

  it("refuses others, unfiltered or someone else's lists, and every write (a player cannot mark it paid)", async () => {
    await h.seed({ "invoices/inv_1": invoice });
    await assertFails(getDoc(doc(h.as("riley"), "invoices/inv_1")));
    await assertFails(getDoc(doc(h.anon(), "invoices/inv_1")));
    await assertFails(getDocs(collection(h.as("olivia"), "invoices")));
    await assertFails(getDocs(query(collection(h.as("riley"), "invoices"), where("payerUid", "==", "pat"))));
    await assertFails(updateDoc(doc(h.as("pat"), "invoices/inv_1"), { status: "paid" }));
    await assertFails(updateDoc(doc(h.as("olivia"), "invoices/inv_1"), { status: "void" }));
    await assertFails(setDoc(doc(h.as("olivia"), "invoices/inv_2"), { ...invoice, id: "inv_2" }));
    await assertFails(deleteDoc(doc(h.as("olivia"), "invoices/inv_1")));
  });
});

describe("stripeEvents/{id}", () => {
  it("is the server's alone", async () => {
    await h.seed({ "stripeEvents/evt_1": { type: "checkout.session.completed" } });
    await assertFails(getDoc(doc(h.as("pat"), "stripeEvents/evt_1")));
    await assertFails(setDoc(doc(h.as("pat"), "stripeEvents/evt_2"), { type: "x" }));
  });
});

describe("server-owned billing fields", () => {
  it("refuses a user writing their plan, customer or payments account", async () => {
    await h.seed({
      "users/pat": {
        uid: "pat",
        email: "pat@example.test",
        displayName: "Pat",
        userSubscription: "Free",
        subscription: null,
        stripeId: null,
        stripeChargesEnabled: false,
        stripeDetailsSubmitted: false,
        stripeCustomerId: null,
      },
    });
    for (const change of [
      { userSubscription: "Member Plus" },
      { subscription: "member_plus" },
      { stripeId: "acct_1" },
      { stripeChargesEnabled: true },
      { stripeDetailsSubmitted: true },
      { stripeCustomerId: "cus_1" },
    ]) {
      await assertFails(updateDoc(doc(h.as("pat"), "users/pat"), change));
    }
  });

  it("refuses a manager writing the team's tier", async () => {
    await h.seed({ "teams/t1": { name: "Lakeside", nameLower: "lakeside", creator: "morgan", managerIds: ["morgan"], memberIds: ["morgan"], subscription: "ROOKIE" } });
    await assertFails(updateDoc(doc(h.as("morgan"), "teams/t1"), { subscription: "ALL_STAR" }));
    await assertFails(updateDoc(doc(h.as("morgan"), "teams/t1"), { subscriptionId: "sub_x" }));
  });
});
