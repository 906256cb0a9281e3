import * as z from "zod/mini";
import { INVOICE_STATUSES, TRANSACTION_KINDS } from "../billing";
import { PLATFORMS } from "../users";
import { storedTime } from "./fields";

/** What is stored of the subscription plans, billing/{uid}, teamSubscriptions/{id}, transactions/{id}, invoices/{id} and idempotencyKeys/{digest}: the Functions and the seed write through these (the read schemas: ../billing.ts). */

export const planWriteSchema = /* @__PURE__ */ z.strictObject({
  itemKey: z.string(),
  label: z.string(),
  cost: z.number(),
  priceId: z.nullable(z.string()),
  features: z.array(z.string()),
  order: z.number(),
  interval: z.enum(["month", "year"]),
});

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

/** A payment as the webhook writes it (whole; a refund later sets its status). */
export const transactionWriteSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  uid: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(["paid", "refunded"]),
  createdAt: z.number(),
  reference: z.nullable(z.string()),
  platform: z.enum(PLATFORMS),
});

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

export const idempotencyKeyWriteSchema = /* @__PURE__ */ z.strictObject({ key: z.string(), at: z.number(), expiresAt: storedTime });
