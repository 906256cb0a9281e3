import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from "node:fs";
import { dirname } from "node:path";
import type Stripe from "stripe";
import type { CardInfo } from "./objects";
import type { Delivery } from "./webhooks";

/** What a Checkout Session carries besides its Stripe object. */
export interface SessionData {
  lineItems: Stripe.LineItem[];
  subscriptionMetadata: Stripe.Metadata;
  paymentIntent: {
    metadata: Stripe.Metadata;
    description: string | null;
    applicationFeeAmount: number | null;
    transferDestination: string | null;
    receiptEmail: string | null;
  };
}

export interface AccountLinkRecord {
  id: string;
  account: string;
  type: string;
  refreshUrl: string;
  returnUrl: string;
  created: number;
  expiresAt: number;
  used: boolean;
}

/** A 3D Secure challenge waiting on its page (what was typed, except the card number). */
export interface AuthAttempt {
  id: string;
  session: string;
  email: string;
  name: string;
  expiry: string;
  cvc: string;
  card: CardInfo;
}

export interface OAuthCode {
  code: string;
  account: string;
  clientId: string;
  scope: string;
  created: number;
  used: boolean;
}

export interface OAuthGrant {
  account: string;
  clientId: string;
  scope: string;
  accessToken: string;
  refreshToken: string;
}

export interface IdempotencyRecord {
  fingerprint: string;
  status: number;
  body: string;
  /** Unix ms (real time): records are kept 24 hours, as Stripe does. */
  at: number;
}

export interface State {
  version: 1;
  /** Seconds added to the real time: the fake's clock (POST /_fake/clock/advance). */
  clockOffset: number;
  invoiceNumber: number;
  customers: Record<string, Stripe.Customer>;
  deletedCustomers: Record<string, true>;
  /** Inline products and prices (Checkout `price_data`); the catalog's are not stored. */
  products: Record<string, Stripe.Product>;
  prices: Record<string, Stripe.Price>;
  checkoutSessions: Record<string, Stripe.Checkout.Session>;
  sessionData: Record<string, SessionData>;
  subscriptions: Record<string, Stripe.Subscription>;
  invoices: Record<string, Stripe.Invoice>;
  paymentIntents: Record<string, Stripe.PaymentIntent>;
  charges: Record<string, Stripe.Charge>;
  refunds: Record<string, Stripe.Refund>;
  accounts: Record<string, Stripe.Account>;
  /** What onboarding collected per account (requirement → value). */
  accountDetails: Record<string, Record<string, string>>;
  accountLinks: Record<string, AccountLinkRecord>;
  portalSessions: Record<string, Stripe.BillingPortal.Session>;
  /** The card on file per customer. */
  cards: Record<string, CardInfo>;
  authAttempts: Record<string, AuthAttempt>;
  oauthCodes: Record<string, OAuthCode>;
  /** Connected through OAuth, per account id. */
  oauthGrants: Record<string, OAuthGrant>;
  /** Objects created with a Stripe-Account header: object id → connected account id. */
  owners: Record<string, string>;
  events: Record<string, Stripe.Event>;
  deliveries: Record<string, Delivery>;
  idempotency: Record<string, IdempotencyRecord>;
}

export function emptyState(): State {
  return {
    version: 1,
    clockOffset: 0,
    invoiceNumber: 0,
    customers: {},
    deletedCustomers: {},
    products: {},
    prices: {},
    checkoutSessions: {},
    sessionData: {},
    subscriptions: {},
    invoices: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    accounts: {},
    accountDetails: {},
    accountLinks: {},
    portalSessions: {},
    cards: {},
    authAttempts: {},
    oauthCodes: {},
    oauthGrants: {},
    owners: {},
    events: {},
    deliveries: {},
    idempotency: {},
  };
}

/** The state in `file`, or an empty one (no file yet). A file that is not the fake's state is an error. */
export function loadState(file: string | null): State {
  const state = emptyState();
  if (!file || !existsSync(file)) return state;
  const raw = JSON.parse(readFileSync(file, "utf8")) as Partial<State> & { version?: unknown };
  if (raw.version !== 1) throw new Error(`${file} is not a Stripe fake state file (version ${String(raw.version)})`);
  return { ...state, ...raw, version: 1 };
}

/** Writes the state atomically: a temporary file beside it, renamed over it. */
export function saveState(file: string, state: State): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(state));
  renameSync(tmp, file);
}
