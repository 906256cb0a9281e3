import type { Invoice } from "../billing/invoices";
import type { PlanState, SubscriptionPlan, TeamSubscriptionRecord, Transaction } from "../billing/model";
import { flag, map, num, numOrNull, obj, oneOf, recordOf, strings, text, textOrNull, type Read, type Reader } from "./fields";
import { PLATFORMS } from "./users";

/**
 * Subscription plans (teamSubscriptionPlans, userSubscriptionPlans_gth|meh),
 * billing/{uid}, teamSubscriptions/{id}, transactions/{id}, invoices/{id} and
 * idempotencyKeys/{digest} (docs/data-model.md; all server-written).
 */

const platform = oneOf(PLATFORMS, "gth");

// ------------------------------------------------------------------ plans

/** A subscription plan as the pricing pages show it (its id names it when it has no key or label). */
export const planSchema: Reader<SubscriptionPlan> = map(
  obj({
    id: text(),
    itemKey: text(),
    label: text(),
    cost: num(),
    priceId: textOrNull(),
    features: strings(),
    order: num(),
    interval: oneOf(["year", "month"], "year"),
  }),
  (p): SubscriptionPlan => ({ ...p, itemKey: p.itemKey || p.id, label: p.label || p.id }),
);

// ------------------------------------------------------------------ billing/{uid}

/** One of a user's paid plans as the webhook keeps it; null when it names no subscription. */
export const planStateSchema: Reader<PlanState | null> = map(
  obj({
    subscriptionId: text(),
    status: text(),
    priceId: text(),
    platform,
    periodStart: numOrNull(),
    periodEnd: numOrNull(),
    cancelAtPeriodEnd: flag(),
  }),
  (p): PlanState | null => (p.subscriptionId ? p : null),
);

/** The paid plans by plan id (those naming no subscription dropped). */
const plansMap = map(recordOf(planStateSchema), (plans) => {
  const out: Record<string, PlanState> = {};
  for (const [id, state] of Object.entries(plans)) if (state) out[id] = state;
  return out;
});

/** billing/{uid}: the user's paid plans by plan id (those naming no subscription dropped). */
export const billingSchema = map(obj({ plans: plansMap }), ({ plans }) => plans);

/** billing/{uid} as the Functions read it: the plans, and a Connect OAuth under way (its state) or done (connectedBy). */
export const billingServerSchema = obj({ plans: plansMap, oauthState: textOrNull(), connectedBy: textOrNull() });

// ------------------------------------------------------------------ teamSubscriptions/{id}

/** A team subscription the user took out. */
export const teamSubscriptionSchema: Reader<TeamSubscriptionRecord> = map(
  obj({
    id: text(),
    teamId: text(),
    ownerUid: text(),
    tier: text(),
    status: text(),
    priceId: text(),
    periodStart: numOrNull(),
    periodEnd: numOrNull(),
    cancelAtPeriodEnd: flag(),
    metadata: obj({ team: obj({ name: text() }) }),
  }),
  (s): TeamSubscriptionRecord => s,
);

// ------------------------------------------------------------------ transactions/{id}

export const TRANSACTION_KINDS = ["subscription", "event", "invoice", "form", "refund"] as const;

/** One payment in a user's history. */
export const transactionSchema: Reader<Transaction> = obj({
  id: text(),
  uid: text(),
  kind: oneOf(TRANSACTION_KINDS, "subscription"),
  description: text(),
  amount: num(),
  currency: text("usd"),
  status: oneOf(["paid", "refunded"], "paid"),
  createdAt: num(),
  reference: textOrNull(),
  platform,
});

// ------------------------------------------------------------------ invoices/{id}

export const INVOICE_STATUSES = ["open", "paid", "void"] as const;

const invoiceFields = {
  id: text(),
  organizerUid: text(),
  organizerName: text("An organizer"),
  payerUid: text(),
  payerName: text("A player"),
  amount: num(),
  currency: text("usd"),
  description: text(),
  dueDate: text(),
  status: oneOf(INVOICE_STATUSES, "open"),
  createdAt: num(),
  paidAt: numOrNull(),
  platform,
};

/** An invoice as its organizer and its payer see it. */
export const invoiceSchema: Reader<Invoice> = obj(invoiceFields);

/** An invoice as the Functions read it: with the payment that paid it (null while open). */
export const invoiceServerSchema = obj(invoiceFields, { paymentIntentId: textOrNull() });

// ------------------------------------------------------------------ idempotencyKeys/{digest}

/** The Stripe idempotency key for one set of request parameters (server only). */
export const idempotencyKeySchema = obj({ key: text(), at: num() });

// ------------------------------------------------------------------ a team's plan

/** A team as its plan needs it (the Change Plan dialog: the teams a user manages). */
export const managedTeamSchema = obj({
  id: text(),
  name: text("Team"),
  subscription: text("ROOKIE"),
  subscriptionId: textOrNull(),
});
export type ManagedTeam = Read<typeof managedTeamSchema>;
