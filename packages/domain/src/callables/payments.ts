import { z } from "zod";
import { invoiceInputSchema } from "../billing/invoices";
import { cancelSubscriptionInput, connectOAuthInput, createSubscriptionInput, linkAccountInput, type CheckoutSessionState, type OAuthConnectResponse, type PaymentsAccount } from "../billing/model";
import { defineContract, docId, noInput, owner, returns, SIGNED_IN } from "./contract";

/** The payments callables (functions/src/payments, Stripe): plans, payouts accounts, paid games and invoices. */

/** Where the browser goes to pay: a Stripe Checkout Session. */
export interface CheckoutRedirect {
  url: string;
  sessionId: string;
}

/** Spec §7 createSubscription: a Checkout Session for one plan (a user's or a team's), priced as the plan document says. */
export const createSubscription = defineContract({ name: "createSubscription", input: createSubscriptionInput, output: returns<CheckoutRedirect>(), access: SIGNED_IN });

/** Cancels the caller's plan (or a team plan they own or manage), now or at the end of its period. */
export const cancelSubscription = defineContract({
  name: "cancelSubscription",
  input: cancelSubscriptionInput,
  output: returns<{ ok: true }>(),
  access: owner("the plan's holder (a team's: its owner or managers)"),
});

/** Spec §7 createCustomerSession {email, uid}: the caller's own Billing Portal (an e-mail or uid not the caller's is refused). */
export const createCustomerSession = defineContract({
  name: "createCustomerSession",
  input: z
    .object({ email: z.string().max(320).optional(), uid: z.string().max(128).optional() })
    .strict()
    .nullish()
    .transform((v): { email?: string; uid?: string } => v ?? {}),
  output: returns<{ url: string }>(),
  access: SIGNED_IN,
});

/** A Checkout Session the caller came back from: its state (someone else's is not found). */
export const getCheckoutSession = defineContract({
  name: "getCheckoutSession",
  input: z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, "must be a checkout session id") }).strict(),
  output: returns<CheckoutSessionState>(),
  access: owner("whoever the session was made for"),
});

/** Spec §7: a product lookup by id returns its name. */
export const getProduct = defineContract({
  name: "getProduct",
  input: z.object({ id: z.string().regex(/^prod_[A-Za-z0-9_]{1,200}$/, "must be a product id") }).strict(),
  output: returns<{ name: string }>(),
  access: SIGNED_IN,
});

/** Spec §7 linkOrCreateStripeAccount: the onboarding link of the caller's payouts account, or Stripe's consent page to link one. */
export const linkOrCreateStripeAccount = defineContract({ name: "linkOrCreateStripeAccount", input: linkAccountInput, output: returns<{ url: string }>(), access: SIGNED_IN });

/** The answer of Stripe's OAuth consent page, checked against the state kept for the caller. */
export const connectOAuth = defineContract({ name: "connectOAuth", input: connectOAuthInput, output: returns<OAuthConnectResponse>(), access: SIGNED_IN });

/** The caller's own payouts account, as Stripe has it. */
export const getAccount = defineContract({
  name: "getAccount",
  input: z.object({ stripeId: z.string().regex(/^acct_[A-Za-z0-9_]{1,200}$/, "must be an account id") }).strict(),
  output: returns<PaymentsAccount>(),
  access: owner("the account's holder"),
});

/** Unlinks the caller's payouts account (true: nothing is linked any more). */
export const unlinkStripeAccount = defineContract({ name: "unlinkStripeAccount", input: noInput, output: returns<boolean>(), access: SIGNED_IN });

/** A paid game: a Checkout Session for a spot (and the guests), paid to the organizer, while a spot is free. */
export const payForEvent = defineContract({
  name: "payForEvent",
  input: z.object({ eventId: docId, guests: z.number().int().min(0).max(10).default(0) }).strict(),
  output: returns<CheckoutRedirect>(),
  access: SIGNED_IN,
});

/**
 * An organizer whose payouts account takes charges bills a player. The due
 * date's window is checked against today by the handler (invoiceInputSchema(now)).
 */
export const createInvoice = defineContract({
  name: "createInvoice",
  input: invoiceInputSchema(null),
  output: returns<{ invoiceId: string }>(),
  access: owner("an organizer whose payouts account takes charges"),
});

export const voidInvoice = defineContract({
  name: "voidInvoice",
  input: z.object({ invoiceId: docId }).strict(),
  output: returns<{ status: "void" }>(),
  access: owner("the invoice's organizer"),
});

export const payInvoice = defineContract({
  name: "payInvoice",
  input: z.object({ invoiceId: docId }).strict(),
  output: returns<CheckoutRedirect>(),
  access: owner("the invoice's payer"),
});
