import type { CallableRequest } from "firebase-functions/v2/https";
import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { createHash, randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import Stripe from "stripe";
import { db } from "../admin";
import { config } from "../config";
import type { Caller } from "../lib/callable";
import { stripe } from "./stripe";
import { idempotencyKeySchema } from "@rallyhub/domain/stored/billing";
import { idempotencyKeyWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { userWriteSchema } from "@rallyhub/domain/stored/write/users";

/** A local app origin (the dev server, a test server, a *.localhost site) the emulator may send people back to. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)(:\d{2,5})?$/;

/**
 * Where Stripe's pages send the user back: the app's origin (APP_ORIGIN), or
 * in the emulator the origin the call came from when it is a local one, so
 * that every local server (npm start, the tests) gets its own users back.
 */
export function appOriginFor(request: Pick<CallableRequest, "rawRequest">): string {
  const origin = request.rawRequest.headers.origin ?? "";
  if (config.isEmulator && LOCAL_ORIGIN.test(origin)) return origin;
  return config.appOrigin;
}

/**
 * Where Checkout sends a form's payer back: the host they paid from when it
 * is the branded host (or one of its team sub-domains, https only), which
 * serves forms and keeps a guest's payment token; else appOriginFor.
 */
export function formReturnOriginFor(request: Pick<CallableRequest, "rawRequest">, brandedHosts = config.brandedHosts): string {
  const origin = request.rawRequest.headers.origin ?? "";
  const match = /^https:\/\/([a-z0-9.-]+)$/.exec(origin.toLowerCase());
  const host = match?.[1];
  if (host && brandedHosts.some((b) => host === b || host.endsWith(`.${b}`))) return `https://${host}`;
  return appOriginFor(request);
}

/** The caller's Stripe customer, created once (the id is kept on users/{uid}, server-written). */
export async function customerFor(caller: Caller): Promise<string> {
  const userRef = db().doc(`users/${caller.uid}`);
  const snap = await userRef.get();
  if (!snap.exists) throw new HttpsError("failed-precondition", "User not loaded");
  const user = readDoc(serverUserSchema, snap);
  const known = user.stripeCustomerId;
  if (known) {
    try {
      const customer = await stripe().customers.retrieve(known);
      if (!("deleted" in customer && customer.deleted)) return known;
    } catch (error: unknown) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")) throw error;
    }
  }
  const email = caller.email ?? (user.email || undefined);
  // One customer per user even when two calls race: the same idempotency key gives the same customer.
  const customer = await stripe().customers.create(
    { email, name: user.fullName || user.displayName || undefined, metadata: { uid: caller.uid } },
    { idempotencyKey: `customer-${caller.uid}-${known ?? "new"}` },
  );
  await userRef.update(writeFields(userWriteSchema, { stripeCustomerId: customer.id }));
  return customer.id;
}

/** A Stripe failure as the caller sees it: Stripe's own message for a card or request problem, else the given sentence. */
export function fromStripe(error: unknown, message: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new HttpsError("failed-precondition", error.message);
  logger.error(message, error);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return new HttpsError("failed-precondition", message);
  return new HttpsError("unavailable", message);
}

/** How long the same request to Stripe keeps giving the same object (a double click, a retry after a slow answer). */
export const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

/**
 * The idempotency key for a Stripe request with these parameters: calls with
 * the same parameters within IDEMPOTENCY_WINDOW_MS share one key, so two
 * clicks make one Checkout Session even when they straddle a clock minute;
 * any change of parameters (another price, return page or customer) is a new
 * key. The key lives in the server-only `idempotencyKeys` collection and is
 * claimed in a transaction, so racing calls agree on it.
 */
export async function sharedIdempotencyKey(kind: string, params: unknown, renew = false): Promise<string> {
  const digest = createHash("sha256")
    .update(`${kind}|${JSON.stringify(params)}`)
    .digest("hex");
  const ref = db().doc(`idempotencyKeys/${digest}`);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = Date.now();
    const { key, at } = readDoc(idempotencyKeySchema, snap);
    if (!renew && snap.exists && key && now - at < IDEMPOTENCY_WINDOW_MS) return key;
    const fresh = `${kind}-${randomUUID()}`;
    tx.set(ref, writeDoc(idempotencyKeyWriteSchema, { key: fresh, at: now, expiresAt: Timestamp.fromMillis(now + IDEMPOTENCY_WINDOW_MS) }));
    return fresh;
  });
}

/**
 * A Checkout Session for these parameters: the same open session for a double
 * click; a new one when the shared key's session was already paid or expired
 * (paying, cancelling and paying again within the window).
 */
export async function checkoutSession(kind: string, params: Stripe.Checkout.SessionCreateParams): Promise<Stripe.Checkout.Session> {
  const session = await stripe().checkout.sessions.create(params, { idempotencyKey: await sharedIdempotencyKey(kind, params) });
  if (session.lastResponse.headers["idempotent-replayed"] !== "true") return session;
  const current = await stripe().checkout.sessions.retrieve(session.id);
  if (current.status === "open") return current;
  return stripe().checkout.sessions.create(params, { idempotencyKey: await sharedIdempotencyKey(kind, params, true) });
}
