import { defineSecret } from "firebase-functions/params";
import Stripe from "stripe";
import { config } from "../config";

/**
 * The one Stripe client (DESIGN.md, Payments): the official SDK, always.
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are Functions secrets. In
 * development and tests STRIPE_API_BASE (set by `npm start` and `npm test`)
 * points the SDK at the project's Stripe-compatible fake; without it the SDK
 * talks to Stripe itself.
 */
export const STRIPE_SECRET_KEY = defineSecret("STRIPE_SECRET_KEY");
export const STRIPE_WEBHOOK_SECRET = defineSecret("STRIPE_WEBHOOK_SECRET");
/** The secrets every payments Function binds. */
export const STRIPE_SECRETS = [STRIPE_SECRET_KEY];

interface StripeTarget {
  host: string;
  port: number;
  protocol: "http" | "https";
  /** Where browsers go for Stripe's own pages (OAuth consent): connect.stripe.com, or the fake. */
  connectBase: string;
}

/** Where the SDK sends its requests: the fake at STRIPE_API_BASE, else Stripe. */
export function stripeTarget(env: NodeJS.ProcessEnv = process.env): StripeTarget | null {
  const base = (env.STRIPE_API_BASE ?? "").trim();
  if (!base) return null;
  const url = new URL(base);
  const protocol = url.protocol === "https:" ? "https" : "http";
  return { host: url.hostname, port: Number(url.port || (protocol === "https" ? 443 : 80)), protocol, connectBase: url.origin };
}

let client: Stripe | null = null;

export function stripe(): Stripe {
  if (client) return client;
  // A bound secret is in the environment under its name.
  const key = process.env.STRIPE_SECRET_KEY ?? "";
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const target = stripeTarget();
  client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: config.productName },
    ...(target ? { host: target.host, port: target.port, protocol: target.protocol } : {}),
  });
  return client;
}

/** Stripe's OAuth host (connect.stripe.com), or the fake's. */
export function connectBase(): string {
  return stripeTarget()?.connectBase ?? "https://connect.stripe.com";
}

/** The Connect platform's OAuth client id (STRIPE_CONNECT_CLIENT_ID; the fake accepts any). */
export function connectClientId(): string {
  return (process.env.STRIPE_CONNECT_CLIENT_ID ?? "").trim() || "ca_rallyhub_development";
}

export function webhookSecret(): string {
  return process.env.STRIPE_WEBHOOK_SECRET ?? "";
}
