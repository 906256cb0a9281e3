import { FieldValue } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { db } from "../admin";
import { billingServerSchema } from "@rallyhub/domain/stored/billing";
import { billingWriteSchema, teamSubscriptionWriteSchema, transactionWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { teamServerSchema, type TeamTier } from "@rallyhub/domain/stored/teams";
import { teamWriteSchema } from "@rallyhub/domain/stored/write/teams";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { userWriteSchema } from "@rallyhub/domain/stored/write/users";
import {
  grantsPlan,
  PLATFORMS,
  ROOKIE,
  TEAM_TIER_LABELS,
  USER_PLAN_IDS,
  USER_PLAN_LABELS,
  userPlanFields,
  type PlanState,
  type Platform,
  type TeamSubscriptionRecord,
  type Transaction,
  type UserPlanId,
} from "@rallyhub/domain/billing/model";

/**
 * What a subscription is for, carried in its metadata (set when its Checkout
 * Session is created): a user's plan, or a team's tier.
 */
export type SubscriptionPurpose =
  { kind: "user_plan"; uid: string; planId: UserPlanId; platform: Platform } | { kind: "team_plan"; uid: string; teamId: string; planId: string; platform: Platform; teamName: string };

export function purposeOf(metadata: Stripe.Metadata | null | undefined): SubscriptionPurpose | null {
  const m = metadata ?? {};
  const platform = (PLATFORMS as readonly string[]).includes(m.platform ?? "") ? (m.platform as Platform) : "gth";
  if (m.kind === "user_plan" && m.uid && (USER_PLAN_IDS as string[]).includes(m.planId ?? "")) return { kind: "user_plan", uid: m.uid, planId: m.planId as UserPlanId, platform };
  if (m.kind === "team_plan" && m.uid && m.teamId && m.planId) return { kind: "team_plan", uid: m.uid, teamId: m.teamId, planId: m.planId, platform, teamName: m.teamName ?? "" };
  return null;
}

/** The period of a subscription (Stripe keeps it on its items), in epoch millis. */
export function periodOf(sub: Stripe.Subscription): { periodStart: number | null; periodEnd: number | null } {
  const item = sub.items.data[0];
  return { periodStart: item ? item.current_period_start * 1000 : null, periodEnd: item ? item.current_period_end * 1000 : null };
}

export function planStateOf(sub: Stripe.Subscription, platform: Platform): PlanState {
  return {
    subscriptionId: sub.id,
    status: sub.status,
    priceId: sub.items.data[0]?.price.id ?? "",
    platform,
    ...periodOf(sub),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

/**
 * Writes what a subscription, as Stripe has it now, means for the app: the
 * user's plan (billing/{uid}, users/{uid}.userSubscription and .subscription)
 * or the team's tier (teamSubscriptions/{id}, teams/{id}.subscription). Safe
 * to repeat and order-free: the caller reads the subscription from Stripe
 * before calling, and an older subscription never overwrites a newer one
 * (a plan held by another subscription is left alone when this one ends).
 */
export async function applySubscription(sub: Stripe.Subscription): Promise<void> {
  const purpose = purposeOf(sub.metadata);
  if (!purpose) return;
  if (purpose.kind === "user_plan") await applyUserPlan(sub, purpose);
  else await applyTeamPlan(sub, purpose);
}

async function applyUserPlan(sub: Stripe.Subscription, purpose: Extract<SubscriptionPurpose, { kind: "user_plan" }>): Promise<void> {
  const billingRef = db().doc(`billing/${purpose.uid}`);
  const userRef = db().doc(`users/${purpose.uid}`);
  await db().runTransaction(async (tx) => {
    const [billing, user] = await Promise.all([tx.get(billingRef), tx.get(userRef)]);
    const plans: Partial<Record<UserPlanId, PlanState>> = { ...readDoc(billingServerSchema, billing).plans };
    const held = plans[purpose.planId];
    const state = planStateOf(sub, purpose.platform);
    if (grantsPlan(sub.status)) plans[purpose.planId] = state;
    // An ended subscription clears the plan only if it is the one holding it.
    else if (!held || held.subscriptionId === sub.id) plans[purpose.planId] = state;
    tx.set(billingRef, writeFields(billingWriteSchema, { plans, updatedAt: FieldValue.serverTimestamp() }), { merge: true });
    if (user.exists) tx.update(userRef, writeFields(userWriteSchema, { ...userPlanFields(plans), stripeCustomerId: customerIdOf(sub) ?? readDoc(serverUserSchema, user).stripeCustomerId }));
  });
}

async function applyTeamPlan(sub: Stripe.Subscription, purpose: Extract<SubscriptionPurpose, { kind: "team_plan" }>): Promise<void> {
  const recordRef = db().doc(`teamSubscriptions/${sub.id}`);
  const teamRef = db().doc(`teams/${purpose.teamId}`);
  await db().runTransaction(async (tx) => {
    const team = await tx.get(teamRef);
    const stored = readDoc(teamServerSchema, team);
    const teamName = stored.name || purpose.teamName;
    const record: TeamSubscriptionRecord = {
      id: sub.id,
      teamId: purpose.teamId,
      ownerUid: purpose.uid,
      tier: purpose.planId,
      status: sub.status,
      priceId: sub.items.data[0]?.price.id ?? "",
      ...periodOf(sub),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      metadata: { team: { name: teamName } },
    };
    tx.set(recordRef, writeDoc(teamSubscriptionWriteSchema, { ...record, updatedAt: FieldValue.serverTimestamp() }));
    if (!team.exists) return;
    const current = stored.subscriptionId;
    if (grantsPlan(sub.status)) tx.update(teamRef, writeFields(teamWriteSchema, { subscription: purpose.planId as TeamTier, subscriptionId: sub.id }));
    else if (!current || current === sub.id) tx.update(teamRef, writeFields(teamWriteSchema, { subscription: ROOKIE, subscriptionId: null }));
  });
}

function customerIdOf(sub: Stripe.Subscription): string | null {
  return typeof sub.customer === "string" ? sub.customer : sub.customer.id;
}

/** Writes a connected account's state onto the user who holds it (account.updated, getAccount, OAuth). */
export async function applyAccount(account: Stripe.Account): Promise<void> {
  const holders = await db().collection("users").where("stripeId", "==", account.id).limit(10).get();
  await Promise.all(holders.docs.map((d) => d.ref.update(writeFields(userWriteSchema, accountFields(account)))));
}

export function accountFields(account: Stripe.Account): { stripeId: string; stripeChargesEnabled: boolean; stripeDetailsSubmitted: boolean } {
  return { stripeId: account.id, stripeChargesEnabled: account.charges_enabled, stripeDetailsSubmitted: account.details_submitted };
}

/** What a subscription's payment is called in the payer's history. */
export function subscriptionPaymentDescription(purpose: SubscriptionPurpose): string {
  if (purpose.kind === "user_plan") return `${USER_PLAN_LABELS[purpose.planId]} (yearly)`;
  const tier = TEAM_TIER_LABELS[purpose.planId] ?? purpose.planId;
  return purpose.teamName ? `Team ${tier} for ${purpose.teamName} (monthly)` : `Team ${tier} (monthly)`;
}

/**
 * A paid subscription invoice (the first payment and each renewal) goes into
 * the payer's history: transactions/{invoice id}, written whole each time, so a
 * repeated event changes nothing.
 */
export async function applyPaidInvoice(invoice: Stripe.Invoice): Promise<void> {
  const details = invoice.parent?.subscription_details;
  const purpose = purposeOf(details?.metadata);
  if (!purpose || invoice.status !== "paid") return;
  const record: Transaction = {
    id: invoice.id,
    uid: purpose.uid,
    kind: "subscription",
    description: subscriptionPaymentDescription(purpose),
    amount: invoice.amount_paid,
    currency: invoice.currency,
    status: "paid",
    createdAt: (invoice.status_transitions.paid_at ?? invoice.created) * 1000,
    reference: invoice.number,
    platform: purpose.platform,
  };
  await db().doc(`transactions/${record.id}`).set(writeDoc(transactionWriteSchema, record));
}
