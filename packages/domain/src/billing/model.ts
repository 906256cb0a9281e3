import { z } from "zod";

/**
 * Billing as the app and the Functions both see it (issue 12; spec §1, §3,
 * §4, §8, §9). Pure: no SDK, no Firestore.
 */

/** Spec §1: the two billing platforms; 'gth' is the default. */
export const PLATFORMS = ["gth", "meh"] as const;
export type Platform = (typeof PLATFORMS)[number];
export const DEFAULT_PLATFORM: Platform = "gth";

/** Spec §9: the default plan label. */
export const FREE_LABEL = "Free";
/** Spec §1: the free team tier. */
export const ROOKIE = "ROOKIE";

/** The user plans that are paid, by id (their documents in userSubscriptionPlans_{platform}). */
export const USER_PLAN_LABELS = { member_plus: "Member Plus", organizer_pro: "Organizer Pro" } as const;
export type UserPlanId = keyof typeof USER_PLAN_LABELS;
export const USER_PLAN_IDS = Object.keys(USER_PLAN_LABELS) as UserPlanId[];

/** Spec §3 Subscription plan: uid, id, item key, label, cost, priceId (null means free or cancel), features. */
export interface SubscriptionPlan {
  id: string;
  itemKey: string;
  label: string;
  /** Dollars. */
  cost: number;
  priceId: string | null;
  features: string[];
  order: number;
  interval: "month" | "year";
}

/** A Stripe subscription status that still grants the plan. */
export function grantsPlan(status: string | null | undefined): boolean {
  return status === "active" || status === "trialing" || status === "past_due";
}

/** One of the user's paid plans as the webhook keeps it (billing/{uid}.plans[planId]). */
export interface PlanState {
  subscriptionId: string;
  status: string;
  priceId: string;
  platform: Platform;
  /** Epoch millis. */
  periodStart: number | null;
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** Spec §3 Team subscription record (teamSubscriptions/{id}), with what the webhook adds. */
export interface TeamSubscriptionRecord {
  id: string;
  teamId: string;
  ownerUid: string;
  tier: string;
  status: string;
  priceId: string;
  periodStart: number | null;
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  metadata: { team: { name: string } };
}

/** users/{uid}.userSubscription and .subscription from the plans a user holds: Organizer Pro over Member Plus, else Free. */
export function userPlanFields(plans: Partial<Record<UserPlanId, Pick<PlanState, "status">>>): { userSubscription: string; subscription: UserPlanId | null } {
  for (const id of ["organizer_pro", "member_plus"] as const) {
    if (grantsPlan(plans[id]?.status)) return { userSubscription: USER_PLAN_LABELS[id], subscription: id };
  }
  return { userSubscription: FREE_LABEL, subscription: null };
}

/** Spec §3 Payments account requirements: title case, underscores as spaces, dots as ' - '. */
export function formatRequirement(requirement: string): string {
  return requirement
    .split(".")
    .map((part) =>
      part
        .split("_")
        .filter(Boolean)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(" "),
    )
    .join(" - ");
}

/** Spec §4 Payments account: Active when charges are enabled and details are submitted. */
export function accountIsActive(account: { stripeChargesEnabled?: boolean | null; stripeDetailsSubmitted?: boolean | null }): boolean {
  return account.stripeChargesEnabled === true && account.stripeDetailsSubmitted === true;
}

/** Spec §9: per month for teams, per year for users; USD. */
export function formatPlanPrice(cost: number, interval: "month" | "year"): string {
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cost);
  return `${amount} per ${interval}`;
}

/** Cents as Stripe counts them, from a dollar cost (exact for two decimals). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Spec §3 Country list for the payments account: about 45 countries, default US. */
export const PAYMENT_COUNTRIES: ReadonlyArray<{ code: string; name: string }> = [
  { code: "AU", name: "Australia" },
  { code: "AT", name: "Austria" },
  { code: "BE", name: "Belgium" },
  { code: "BR", name: "Brazil" },
  { code: "BG", name: "Bulgaria" },
  { code: "CA", name: "Canada" },
  { code: "HR", name: "Croatia" },
  { code: "CY", name: "Cyprus" },
  { code: "CZ", name: "Czech Republic" },
  { code: "DK", name: "Denmark" },
  { code: "EE", name: "Estonia" },
  { code: "FI", name: "Finland" },
  { code: "FR", name: "France" },
  { code: "DE", name: "Germany" },
  { code: "GI", name: "Gibraltar" },
  { code: "GR", name: "Greece" },
  { code: "HK", name: "Hong Kong" },
  { code: "HU", name: "Hungary" },
  { code: "IE", name: "Ireland" },
  { code: "IT", name: "Italy" },
  { code: "JP", name: "Japan" },
  { code: "LV", name: "Latvia" },
  { code: "LI", name: "Liechtenstein" },
  { code: "LT", name: "Lithuania" },
  { code: "LU", name: "Luxembourg" },
  { code: "MY", name: "Malaysia" },
  { code: "MT", name: "Malta" },
  { code: "MX", name: "Mexico" },
  { code: "NL", name: "Netherlands" },
  { code: "NZ", name: "New Zealand" },
  { code: "NO", name: "Norway" },
  { code: "PL", name: "Poland" },
  { code: "PT", name: "Portugal" },
  { code: "RO", name: "Romania" },
  { code: "SG", name: "Singapore" },
  { code: "SK", name: "Slovakia" },
  { code: "SI", name: "Slovenia" },
  { code: "ES", name: "Spain" },
  { code: "SE", name: "Sweden" },
  { code: "CH", name: "Switzerland" },
  { code: "TH", name: "Thailand" },
  { code: "AE", name: "United Arab Emirates" },
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
];
export const DEFAULT_COUNTRY = "US";
const COUNTRY_CODES = PAYMENT_COUNTRIES.map((c) => c.code) as [string, ...string[]];

/** The spec's payments and subscriptions messages (§8), quoted exactly, in one place. */
/** The platform's share of a paid game, in percent of what the player pays (kept by RallyHub through Stripe's application fee). */
export const PLATFORM_FEE_PERCENT = 5;

/**
 * What joining a paid game costs: one spot for the player, and one per guest when the
 * organizer charges guests. In cents; the fee is the platform's part of the total.
 */
export function eventCharge(price: number, guests: number, chargeGuests: boolean): { unitAmount: number; quantity: number; total: number; fee: number } {
  const unitAmount = Math.round(price * 100);
  const quantity = 1 + (chargeGuests ? Math.max(0, Math.trunc(guests)) : 0);
  const total = unitAmount * quantity;
  return { unitAmount, quantity, total, fee: Math.round((total * PLATFORM_FEE_PERCENT) / 100) };
}

/** Team tiers as people read them (spec §1). */
export const TEAM_TIER_LABELS: Readonly<Record<string, string>> = { ROOKIE: "Rookie", PRO: "Pro", ALL_STAR: "All-Star" };

/**
 * One payment in a user's history (transactions/{id}, server-written from
 * Stripe's events; the id is Stripe's: an invoice, a payment or a refund).
 */
export interface Transaction {
  id: string;
  uid: string;
  kind: "subscription" | "event" | "invoice" | "form" | "refund";
  description: string;
  /** In the smallest unit of the currency (cents); a refund is negative. */
  amount: number;
  currency: string;
  status: "paid" | "refunded";
  /** Epoch millis. */
  createdAt: number;
  /** Stripe's invoice or receipt number, when there is one. */
  reference: string | null;
  platform: Platform;
}

/** "$49.00", "-$15.00": an amount in cents of a currency, for a history. */
export function formatMoney(amount: number, currency: string): string {
  const text = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(Math.abs(amount) / 100);
  return amount < 0 ? `-${text}` : text;
}

/** A Checkout Session the payer came back from (getCheckoutSession). */
export interface CheckoutSessionState {
  status: string;
  paymentStatus: string;
  /** user_plan, team_plan, event_rsvp or invoice. */
  kind: string;
  /** A paid game's id. */
  eventId: string | null;
  /** Paid but refunded at once: a paid game whose last spot went first, or an invoice voided meanwhile. */
  refunded: boolean;
}

export const BILLING_MESSAGES = {
  unlinkFailed: "Failed to unlink your account, please try again.",
  connectFailed: "Failed to connect account. Please try again.",
  connectionFailed: "Connection failed. Please check your account and try again.",
  codeLinkFailed: "Something went wrong linking account from authorization code",
  linkFailed: "Something went wrong linking account",
  connectCancelled: "The connection was cancelled.",
  connectDefault: "Failed to connect account.",
  cancelFailed: "Failed to cancel subscription. Please try again.",
  cancelled: "Successfully cancelled subscription!",
  changed: "Successfully changed subscription!",
  unlinked: "Your account was unlinked successfully.",
  linked: "Successfully linked account",
  toProvider: "Taking you to the provider",
  paymentSuccessful: "Congratulations, Payment was successful!",
  subscriptionActivated: "Payment successful! Your subscription has been activated.",
  cancelling: "Cancelling subscription...",
  subscriptionCancelled: "Subscription cancelled successfully",
  noActiveSubscription: "No active subscription found.",
  noSubscriptions: "No subscriptions yet",
  noTeamSubscriptions: "No Team Subscriptions",
  // Not in the spec's catalogue: said where the spec is silent.
  alreadySubscribed: "You already have this plan.",
  priceChanged: "This plan's price has changed. Reload the page to see the current price.",
  unknownPlan: "That plan does not exist.",
  unknownSession: "We could not find that payment. If you were charged, it will show in your billing history shortly.",
  notTeamManager: "Only the team's managers can change its plan.",
  noPaidTeamPlan: "This team has no paid plan to change.",
} as const;

/** Spec §8: the connect error from the query string (access_denied is a cancellation; anything else names its description). */
export function connectErrorMessage(error: string | null, description: string | null): string {
  if (!error) return BILLING_MESSAGES.connectDefault;
  if (error === "access_denied") return BILLING_MESSAGES.connectCancelled;
  return description ? `Connection failed: ${description}` : BILLING_MESSAGES.connectDefault;
}

// ------------------------------------------------------------------ callable inputs

const platform = z.enum(PLATFORMS);
const environment = z.enum(["development", "production"]);
/** A path inside the app to come back to ('/member/pricing'), never another site. */
const appPath = z.string().regex(/^\/(?!\/)[A-Za-z0-9/_?=&%.-]{0,300}$/, "must be a path in the app");

/** Spec §3 Subscription checkout item, plus the team a team plan is for. */
export const checkoutItemSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().max(120),
    quantity: z.literal(1),
    cost: z.number().nonnegative().max(100_000),
    type: z.enum(["user", "teams", "change-team-subscription"]),
    subscriptionPriceId: z.string().min(1).max(128),
    platform,
    teamId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/)
      .optional(),
  })
  .strict();
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

export const createSubscriptionInput = z.object({ items: z.array(checkoutItemSchema).length(1), environment, cancelPath: appPath.optional() }).strict();
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionInput>;

export const cancelSubscriptionInput = z
  .object({
    type: z.enum(["user", "teams"]),
    /** A user plan id (member_plus, organizer_pro) or a team subscription id. */
    id: z.string().min(1).max(128),
    platform,
    /** 'periodEnd' keeps it to the end of the paid period (spec §4 Team subscription cancel); 'now' ends it at once (a plan changed to a free one). */
    when: z.enum(["now", "periodEnd"]).default("now"),
  })
  .strict();
export type CancelSubscriptionInput = z.input<typeof cancelSubscriptionInput>;

export const linkAccountInput = z.object({ type: z.enum(["new", "link"]), country: z.enum(COUNTRY_CODES), platform, environment, useLocalhost: z.boolean() }).strict();
export type LinkAccountInput = z.infer<typeof linkAccountInput>;

export const connectOAuthInput = z.object({ code: z.string().regex(/^[A-Za-z0-9_]{3,255}$/, "must be an authorization code"), state: z.string().max(128).optional() }).strict();

/** Spec §3 OAuth connect response. */
export interface OAuthConnectResponse {
  ok: boolean;
  stripeId: string;
  stripeChargesEnabled: boolean;
  stripeDetailsSubmitted: boolean;
}

/** What getAccount returns: the account's state and spec §3's requirements. */
export interface PaymentsAccount {
  stripeId: string;
  stripeChargesEnabled: boolean;
  stripeDetailsSubmitted: boolean;
  requirements: { currently_due: string[] };
}
