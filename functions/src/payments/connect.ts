import { randomBytes } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import Stripe from "stripe";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as paymentCallables from "@rallyhub/domain/callables/payments";
import { BILLING_MESSAGES } from "@rallyhub/domain/billing/model";
import { accountFields } from "./billingState";
import { appOriginFor, fromStripe, sharedIdempotencyKey } from "./common";
import { connectBase, connectClientId, STRIPE_SECRETS, stripe } from "./stripe";
import { billingServerSchema } from "@rallyhub/domain/stored/billing";
import { billingWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { userWriteSchema } from "@rallyhub/domain/stored/write/users";

const options = { secrets: STRIPE_SECRETS };
const PAYMENTS_TAB = "/settings?tab=payments";

/**
 * Spec §7 linkOrCreateStripeAccount {type, country, platform, environment,
 * useLocalhost}: the address the browser goes to next. 'new' creates an
 * Express account for the caller (or continues the one they have) and returns
 * its onboarding link; 'link' returns Stripe's OAuth consent page for an
 * account they already own, with a state kept for the caller to check the
 * answer against.
 */
export const linkOrCreateStripeAccount = defineCallable(
  paymentCallables.linkOrCreateStripeAccount,
  async (input, { caller, request }) => {
    const userRef = db().doc(`users/${caller.uid}`);
    const snap = await userRef.get();
    if (!snap.exists) throw new HttpsError("failed-precondition", "User not loaded");
    const user = readDoc(serverUserSchema, snap);
    const origin = appOriginFor(request);
    try {
      if (input.type === "link") {
        const state = randomBytes(18).toString("base64url");
        await db()
          .doc(`billing/${caller.uid}`)
          .set(writeFields(billingWriteSchema, { oauthState: state, updatedAt: FieldValue.serverTimestamp() }), { merge: true });
        const params = new URLSearchParams({ response_type: "code", client_id: connectClientId(), scope: "read_write", redirect_uri: `${origin}${PAYMENTS_TAB}`, state });
        if (caller.email) params.set("stripe_user[email]", caller.email);
        return { url: `${connectBase()}/oauth/authorize?${params.toString()}` };
      }
      let accountId = user.stripeId;
      if (accountId) {
        try {
          await stripe().accounts.retrieve(accountId);
        } catch (error: unknown) {
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          accountId = null;
        }
      }
      if (!accountId) {
        const params: Stripe.AccountCreateParams = { type: "express", country: input.country, email: caller.email ?? undefined, metadata: { uid: caller.uid, platform: input.platform } };
        const account = await stripe().accounts.create(params, { idempotencyKey: await sharedIdempotencyKey("account", params) });
        accountId = account.id;
        await userRef.update(writeFields(userWriteSchema, accountFields(account)));
      }
      const link = await stripe().accountLinks.create({
        account: accountId,
        type: "account_onboarding",
        refresh_url: `${origin}${PAYMENTS_TAB}&connect=refresh`,
        return_url: `${origin}${PAYMENTS_TAB}&connect=return`,
      });
      return { url: link.url };
    } catch (error: unknown) {
      throw fromStripe(error, BILLING_MESSAGES.linkFailed);
    }
  },
  options,
);

/** Exchanges an OAuth code for the connected account's id (Stripe's OAuth answers on its connect host: the fake's in development). */
async function accountIdFromCode(code: string): Promise<string> {
  const response = await stripe().oauth.token({ grant_type: "authorization_code", code });
  if (!response.stripe_user_id) throw new Error("OAuth answer without stripe_user_id");
  return response.stripe_user_id;
}

/**
 * Spec §7 connectOAuth(code): the code from Stripe's consent page becomes the
 * caller's connected account: its id and state written on users/{uid}
 * (server-owned), returned as spec §3's OAuth connect response.
 */
export const connectOAuth = defineCallable(
  paymentCallables.connectOAuth,
  async ({ code, state }, { caller }) => {
    const billingRef = db().doc(`billing/${caller.uid}`);
    const expected = readDoc(billingServerSchema, await billingRef.get()).oauthState;
    if (!expected || state !== expected) throw new HttpsError("permission-denied", BILLING_MESSAGES.codeLinkFailed);
    try {
      const accountId = await accountIdFromCode(code);
      const account = await stripe().accounts.retrieve(accountId);
      const fields = accountFields(account);
      await db().doc(`users/${caller.uid}`).update(writeFields(userWriteSchema, fields));
      await billingRef.update(writeFields(billingWriteSchema, { oauthState: FieldValue.delete(), connectedBy: "oauth" }));
      return { ok: true, ...fields };
    } catch (error: unknown) {
      if (error instanceof Stripe.errors.StripeError && (error.type === "StripeInvalidGrantError" || error.code === "invalid_grant")) {
        throw new HttpsError("failed-precondition", BILLING_MESSAGES.codeLinkFailed);
      }
      throw fromStripe(error, BILLING_MESSAGES.codeLinkFailed);
    }
  },
  options,
);

/** Spec §7 getAccount(stripeId): the caller's own connected account with its requirements (and its state written again). */
export const getAccount = defineCallable(
  paymentCallables.getAccount,
  async ({ stripeId }, { caller }) => {
    const userRef = db().doc(`users/${caller.uid}`);
    const user = readDoc(serverUserSchema, await userRef.get());
    if (user.stripeId !== stripeId) throw new HttpsError("permission-denied", "That payments account is not yours.");
    try {
      const account = await stripe().accounts.retrieve(stripeId);
      const fields = accountFields(account);
      await userRef.update(writeFields(userWriteSchema, fields));
      return { ...fields, requirements: { currently_due: account.requirements?.currently_due ?? [] } };
    } catch (error: unknown) {
      throw fromStripe(error, BILLING_MESSAGES.connectionFailed);
    }
  },
  options,
);

/**
 * Spec §7 unlinkStripeAccount: the three payments fields cleared (spec §4).
 * An account linked through OAuth is also disconnected from the platform.
 */
export const unlinkStripeAccount = defineCallable(
  paymentCallables.unlinkStripeAccount,
  async (_, { caller }) => {
    const userRef = db().doc(`users/${caller.uid}`);
    const [user, billing] = await Promise.all([userRef.get(), db().doc(`billing/${caller.uid}`).get()]);
    const accountId = readDoc(serverUserSchema, user).stripeId;
    if (!accountId) return true;
    try {
      if (readDoc(billingServerSchema, billing).connectedBy === "oauth") {
        await stripe().oauth.deauthorize({ client_id: connectClientId(), stripe_user_id: accountId });
      }
    } catch (error: unknown) {
      // Already disconnected on Stripe's side: unlinking here is what is left to do.
      if (!(error instanceof Stripe.errors.StripeError)) throw fromStripe(error, BILLING_MESSAGES.unlinkFailed);
    }
    await userRef.update(writeFields(userWriteSchema, { stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false }));
    if (billing.exists) await billing.ref.update(writeFields(billingWriteSchema, { connectedBy: FieldValue.delete() }));
    return true;
  },
  options,
);
