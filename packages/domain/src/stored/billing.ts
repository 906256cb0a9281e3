import * as z from "zod/mini";
import type { Invoice } from "../billing/invoices";
import type { PlanState, SubscriptionPlan, TeamSubscriptionRecord, Transaction } from "../billing/model";
import { flag, num, numOrNull, obj, oneOf, recordOf, storedTime, strings, text, textOrNull } from "./fields";
import { PLATFORMS } from "./users";

/**
 * Subscription plans (teamSubscriptionPlans, userSubscriptionPlans_gth|meh),
 * billing/{uid}, teamSubscriptions/{id}, transactions/{id}, invoices/{id} and
 * idempotencyKeys/{digest} (docs/data-model.md; all server-written).
 */

const platform = /* @__PURE__ */ oneOf(PLATFORMS, "gth");

// ------------------------------------------------------------------ plans

/** A subscription plan as the pricing pages show it (its id names it when it has no key or label). */
export const planSchema: z.ZodMiniType<SubscriptionPlan> = /* @__PURE__ */ z.pipe(
  z.object({
    id: z.string(),
    itemKey: text(),
    label: text(),
    cost: num(),
    priceId: textOrNull(),
    features: strings(),
    order: num(),
    interval: oneOf(["year", "month"], "year"),
  }),
  z.transform((p): SubscriptionPlan => ({ ...p, itemKey: p.itemKey || p.id, label: p.label || p.id })),
);

export const planWriteSchema = /* @__PURE__ */ z.strictObject({
  itemKey: z.string(),
  label: z.string(),
  cost: z.number(),
  priceId: z.nullable(z.string()),
  features: z.array(z.string()),
  order: z.number(),
  interval: z.enum(["month", "year"]),
});

// ------------------------------------------------------------------ billing/{uid}

/** One of a user's paid plans as the webhook keeps it; null when it names no subscription. */
export const planStateSchema: z.ZodMiniType<PlanState | null> = /* @__PURE__ */ z.pipe(
  obj({
    subscriptionId: text(),
    status: text(),
    priceId: text(),
    platform,
    periodStart: numOrNull(),
    periodEnd: numOrNull(),
    cancelAtPeriodEnd: flag(),
  }),
  z.transform((p): PlanState | null => (p.subscriptionId ? p : null)),
);

/** The paid plans by plan id (those naming no subscription dropped). */
const plansMap = /* @__PURE__ */ z.pipe(
  recordOf(planStateSchema),
  z.transform((plans) => {
    const out: Record<string, PlanState> = {};
    for (const [id, state] of Object.entries(plans)) if (state) out[id] = state;
    return out;
  }),
);

/** billing/{uid}: the user's paid plans by plan id (those naming no subscription dropped). */
export const billingSchema = /* @__PURE__ */ z.pipe(
  z.object({ plans: plansMap }),
  z.transform(({ plans }) => plans),
);

/** billing/{uid} as the Functions read it: the plans, and a Connect OAuth under way (its state) or done (connectedBy). */
export const billingServerSchema = /* @__PURE__ */ z.object({ plans: plansMap, oauthState: textOrNull(), connectedBy: textOrNull() });

const storedPlanState = /* @__PURE__ */ z.strictObject({
  subscriptionId: z.string(),
  status: z.string(),
  priceId: z.string(),
  platform: z.enum(PLATFORMS),
  periodStart: z.nullable(z.number()),
  periodEnd: z.nullable(z.number()),
  cancelAtPeriodEnd: z.boolean(),
});

/** billing/{uid} as the webhook (and the seed) writes it; `oauthState` while a Connect OAuth is under way, `connectedBy` once it linked the account. */
export const billingWriteSchema = /* @__PURE__ */ z.strictObject({
  plans: z.optional(z.record(z.string(), storedPlanState)),
  oauthState: z.optional(z.string()),
  connectedBy: z.optional(z.literal("oauth")),
  updatedAt: storedTime,
});

// ------------------------------------------------------------------ teamSubscriptions/{id}

/** A team subscription the user took out. */
export const teamSubscriptionSchema: z.ZodMiniType<TeamSubscriptionRecord> = /* @__PURE__ */ z.pipe(
  z.object({
    id: z.string(),
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
  z.transform((s): TeamSubscriptionRecord => s),
);

export const teamSubscriptionWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  teamId: z.string(),
  ownerUid: z.string(),
  tier: z.string(),
  status: z.string(),
  priceId: z.string(),
  periodStart: z.nullable(z.number()),
  periodEnd: z.nullable(z.number()),
  cancelAtPeriodEnd: z.boolean(),
  metadata: z.strictObject({ team: z.strictObject({ name: z.string() }) }),
  updatedAt: storedTime,
});

// ------------------------------------------------------------------ transactions/{id}

const KINDS = ["subscription", "event", "invoice", "form", "refund"] as const;

/** One payment in a user's history. */
export const transactionSchema: z.ZodMiniType<Transaction> = /* @__PURE__ */ z.object({
  id: z.string(),
  uid: text(),
  kind: oneOf(KINDS, "subscription"),
  description: text(),
  amount: num(),
  currency: text("usd"),
  status: oneOf(["paid", "refunded"], "paid"),
  createdAt: num(),
  reference: textOrNull(),
  platform,
});

/** A payment as the webhook writes it (whole; a refund later sets its status). */
export const transactionWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  uid: z.string(),
  kind: z.enum(KINDS),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(["paid", "refunded"]),
  createdAt: z.number(),
  reference: z.nullable(z.string()),
  platform: z.enum(PLATFORMS),
});

// ------------------------------------------------------------------ invoices/{id}

const INVOICE_STATUSES = ["open", "paid", "void"] as const;

const invoiceFields = {
  id: z.string(),
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
export const invoiceSchema: z.ZodMiniType<Invoice> = /* @__PURE__ */ z.object(invoiceFields);

/** An invoice as the Functions read it: with the payment that paid it (null while open). */
export const invoiceServerSchema = /* @__PURE__ */ z.object({ ...invoiceFields, paymentIntentId: textOrNull() });

/** A new invoice as createInvoice writes it (payment adds paidAt and paymentIntentId; voiding, voidedAt). */
export const invoiceWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  organizerUid: z.string(),
  organizerName: z.string(),
  payerUid: z.string(),
  payerName: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.number(),
  paidAt: z.nullable(z.number()),
  platform: z.enum(PLATFORMS),
  paymentIntentId: z.optional(z.string()),
  voidedAt: z.optional(storedTime),
});

// ------------------------------------------------------------------ idempotencyKeys/{digest}

/** The Stripe idempotency key for one set of request parameters (server only). */
export const idempotencyKeySchema = /* @__PURE__ */ z.object({ key: text(), at: num() });

export const idempotencyKeyWriteSchema = /* @__PURE__ */ z.strictObject({ key: z.string(), at: z.number(), expiresAt: storedTime });

// ------------------------------------------------------------------ a team's plan

/** A team as its plan needs it (the Change Plan dialog: the teams a user manages). */
export const managedTeamSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: text("Team"),
  subscription: text("ROOKIE"),
  subscriptionId: textOrNull(),
});
export type ManagedTeam = z.output<typeof managedTeamSchema>;
