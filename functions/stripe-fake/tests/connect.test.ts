import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { alertText, buttons, h1, idle, inputValue, labels, postForm, startHarness, startReceiver, WEBHOOK_SECRET, type Harness, type Receiver } from "./helpers";

let h: Harness;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  h = await startHarness({ webhookUrl: receiver.url });
});
afterAll(async () => {
  await h.close();
  await receiver.close();
});
beforeEach(async () => {
  await fetch(`${h.url}/_fake/reset`, { method: "POST" });
  receiver.received.length = 0;
});

const DUE = ["business_type", "external_account", "individual.first_name", "individual.last_name", "individual.dob.day", "tos_acceptance.date"];

describe("Connect accounts", () => {
  it("creates an Express account that still has everything due; retrieves, updates and deletes it", async () => {
    const account = await h.stripe.accounts.create({
      type: "express",
      country: "US",
      email: "org@example.test",
      metadata: { uid: "u1", platform: "gth" },
      capabilities: { transfers: { requested: true } },
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account).toMatchObject({
      object: "account",
      type: "express",
      country: "US",
      email: "org@example.test",
      charges_enabled: false,
      details_submitted: false,
      payouts_enabled: false,
      metadata: { uid: "u1", platform: "gth" },
    });
    expect(account.requirements).toMatchObject({ currently_due: DUE, eventually_due: DUE, past_due: [], disabled_reason: "requirements.past_due" });
    expect(await h.stripe.accounts.retrieve(account.id)).toEqual(account);
    const updated = await h.stripe.accounts.update(account.id, { metadata: { note: "x" } });
    expect(updated.metadata).toEqual({ uid: "u1", platform: "gth", note: "x" });
    const deleted = await h.stripe.accounts.del(account.id);
    expect(deleted).toEqual({ id: account.id, object: "account", deleted: true });
    await expect(h.stripe.accounts.retrieve(account.id)).rejects.toMatchObject({ code: "resource_missing" });
  });

  it("seeds a finished account with a fixed id once, with no events", async () => {
    const seed = (body: Record<string, string>) => fetch(`${h.url}/_fake/seed/account`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const first = await seed({ id: "acct_sim_demo", email: "org@example.test" });
    expect(first.status).toBe(200);
    const account = await h.stripe.accounts.retrieve("acct_sim_demo");
    expect(account).toMatchObject({ id: "acct_sim_demo", type: "express", country: "US", email: "org@example.test", charges_enabled: true, details_submitted: true });
    expect(account.requirements?.currently_due).toEqual([]);
    expect((await seed({ id: "acct_sim_demo", email: "other@example.test" })).status).toBe(200);
    expect((await h.stripe.accounts.retrieve("acct_sim_demo")).email).toBe("org@example.test");
    expect((await seed({ id: "cus_nope" })).status).toBe(400);
    expect((await seed({ id: "acct_sim_x", type: "weird" })).status).toBe(400);
    expect((await h.stripe.events.list()).data).toEqual([]);
  });

  it("validates the country", async () => {
    await expect(h.stripe.accounts.create({ type: "express", country: "XX" })).rejects.toMatchObject({ statusCode: 400, param: "country" });
    await expect(h.stripe.accounts.create({ type: "express", country: "USA" })).rejects.toMatchObject({ statusCode: 400, param: "country" });
    expect((await h.stripe.accounts.create({ type: "standard", country: "gb" })).country).toBe("GB");
  });
});

describe("hosted Connect onboarding", () => {
  async function link(accountId: string): Promise<Stripe.AccountLink> {
    return h.stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      refresh_url: "http://app.test/settings?tab=payments&connect=refresh",
      return_url: "http://app.test/settings?tab=payments&connect=return",
    });
  }

  it("shows one labelled input per requirement", async () => {
    const account = await h.stripe.accounts.create({ type: "express", country: "US" });
    const accountLink = await link(account.id);
    expect(accountLink).toMatchObject({ object: "account_link" });
    expect(accountLink.url).toMatch(new RegExp(`^${h.url}/connect/onboarding/`));
    expect(accountLink.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
    const html = await (await fetch(accountLink.url)).text();
    expect(h1(html)).toBe("Set up your payments account");
    expect(labels(html)).toEqual(["Business type", "Bank account number", "First name", "Last name", "Date of birth", "I agree to the Stripe Connected Account Agreement"]);
    expect(buttons(html)).toEqual(["Submit", "Save and finish later"]);
  });

  it("saves what was filled and finishes later; then submits the rest: account.updated each time", async () => {
    const account = await h.stripe.accounts.create({ type: "express", country: "US" });
    const first = await link(account.id);
    const partial = await postForm(first.url, { action: "save", "individual.first_name": "Olive", "individual.last_name": "Organizer" });
    expect(partial.status).toBe(303);
    expect(partial.headers.get("location")).toBe("http://app.test/settings?tab=payments&connect=return");
    let now = await h.stripe.accounts.retrieve(account.id);
    expect(now.requirements?.currently_due).toEqual(["business_type", "external_account", "individual.dob.day", "tos_acceptance.date"]);
    expect([now.charges_enabled, now.details_submitted]).toEqual([false, false]);
    // a used link goes to the refresh url
    const used = await fetch(first.url, { redirect: "manual" });
    expect([used.status, used.headers.get("location")]).toEqual([303, "http://app.test/settings?tab=payments&connect=refresh"]);

    const second = await link(account.id);
    const html = await (await fetch(second.url)).text();
    expect(labels(html)).toEqual(["Business type", "Bank account number", "Date of birth", "I agree to the Stripe Connected Account Agreement"]);
    const missing = await postForm(second.url, { action: "submit", business_type: "individual" });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(alertText(missingHtml)).toBe("Enter a bank account number. Enter your date of birth. Accept the Stripe Connected Account Agreement to continue.");
    expect(missingHtml).toMatch(/<select id="field-business_type" name="business_type"><option value="">Choose…<\/option><option value="individual" selected>/);
    const done = await postForm(second.url, { action: "submit", business_type: "individual", external_account: "000123456789", "individual.dob.day": "1990-05-17", "tos_acceptance.date": "accepted" });
    expect(done.status).toBe(303);
    now = await h.stripe.accounts.retrieve(account.id);
    expect(now).toMatchObject({ charges_enabled: true, details_submitted: true, payouts_enabled: true, business_type: "individual", requirements: { currently_due: [], disabled_reason: null } });
    await idle(h.url);
    const events = receiver.received.map((r) => h.stripe.webhooks.constructEvent(r.body, r.signature, WEBHOOK_SECRET));
    expect(events.map((e) => [e.type, e.account])).toEqual([
      ["account.updated", account.id],
      ["account.updated", account.id],
    ]);
    const last = events[1];
    if (last?.type !== "account.updated") throw new Error("expected account.updated");
    expect(last.data.object.charges_enabled).toBe(true);
    expect(last.data.previous_attributes?.charges_enabled).toBe(false);
  });

  it("redirects an expired link to the refresh url and refuses bad values", async () => {
    const account = await h.stripe.accounts.create({ type: "express", country: "US" });
    const fresh = await link(account.id);
    const bad = await postForm(fresh.url, { action: "save", external_account: "12", "individual.dob.day": "2030-01-01" });
    expect(bad.status).toBe(400);
    expect(alertText(await bad.text())).toBe("Enter a bank account number of 4 to 17 digits. Enter a valid date of birth (you must be at least 13).");
    await fetch(`${h.url}/_fake/clock/advance`, { method: "POST", body: new URLSearchParams({ seconds: "301" }) });
    const expired = await fetch(fresh.url, { redirect: "manual" });
    expect([expired.status, expired.headers.get("location")]).toEqual([303, "http://app.test/settings?tab=payments&connect=refresh"]);
    expect((await fetch(`${h.url}/connect/onboarding/nope`)).status).toBe(404);
  });
});

describe("OAuth for Standard accounts", () => {
  const authorize = (params: Record<string, string>): string =>
    `${h.url}/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: "ca_rallyhub_development", scope: "read_write", redirect_uri: "http://app.test/settings?tab=payments", state: "s-123", ...params }).toString()}`;

  it("shows the consent page with the e-mail prefilled", async () => {
    const res = await fetch(authorize({ "stripe_user[email]": "owner@example.test" }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1(html)).toBe("Connect RallyHub to your Stripe account?");
    expect(labels(html)).toEqual(["Email"]);
    expect(inputValue(html, "email")).toBe("owner@example.test");
    expect(buttons(html)).toEqual(["Connect my Stripe account", "Deny"]);
    expect((await fetch(authorize({ client_id: "nope" }))).status).toBe(400);
  });

  it("denies: back to the redirect uri with access_denied and the state", async () => {
    const res = await postForm(`${h.url}/oauth/authorize`, {
      client_id: "ca_rallyhub_development",
      redirect_uri: "http://app.test/settings?tab=payments",
      scope: "read_write",
      state: "s-123",
      action: "deny",
      email: "",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://app.test/settings?tab=payments&error=access_denied&error_description=The+user+denied+your+request&state=s-123");
  });

  it("connects: a code for oauth.token (through the SDK, at the fake), once; deauthorize", async () => {
    const noEmail = await postForm(`${h.url}/oauth/authorize`, {
      client_id: "ca_rallyhub_development",
      redirect_uri: "http://app.test/settings?tab=payments",
      scope: "read_write",
      state: "s-123",
      action: "connect",
      email: "",
    });
    expect(noEmail.status).toBe(400);
    expect(alertText(await noEmail.text())).toBe("Enter your email address.");
    const res = await postForm(`${h.url}/oauth/authorize`, {
      client_id: "ca_rallyhub_development",
      redirect_uri: "http://app.test/settings?tab=payments",
      scope: "read_write",
      state: "s-123",
      action: "connect",
      email: "owner@example.test",
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("http://app.test/settings");
    expect([location.searchParams.get("tab"), location.searchParams.get("scope"), location.searchParams.get("state")]).toEqual(["payments", "read_write", "s-123"]);
    const code = location.searchParams.get("code") ?? "";
    expect(code).toMatch(/^ac_/);

    // The SDK's oauth.token() goes to the configured host/port/protocol (resolveBaseAddress('connect')
    // returns the instance host when it is not api.stripe.com): no per-request option needed.
    const token = await h.stripe.oauth.token({ grant_type: "authorization_code", code });
    expect(token).toMatchObject({ livemode: false, scope: "read_write", token_type: "bearer" });
    expect(token.stripe_user_id).toMatch(/^acct_/);
    expect(token.access_token).toMatch(/^sk_test_/);
    expect(token.stripe_publishable_key).toMatch(/^pk_test_/);
    const account = await h.stripe.accounts.retrieve(token.stripe_user_id ?? "");
    expect(account).toMatchObject({ type: "standard", email: "owner@example.test", charges_enabled: true, details_submitted: true });

    const reused = await h.stripe.oauth.token({ grant_type: "authorization_code", code }).catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(Stripe.errors.StripeInvalidGrantError);
    expect((reused as Stripe.errors.StripeError).type).toBe("StripeInvalidGrantError");
    const unknown = await h.stripe.oauth.token({ grant_type: "authorization_code", code: "ac_unknown" }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidGrantError);
    const raw = await fetch(`${h.url}/oauth/token`, { method: "POST", headers: { Authorization: "Bearer sk_test_x" }, body: new URLSearchParams({ grant_type: "authorization_code", code }) });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: "invalid_grant", error_description: expect.any(String) as string });

    // Linking the same e-mail again finds the same account.
    const again = await postForm(`${h.url}/oauth/authorize`, {
      client_id: "ca_rallyhub_development",
      redirect_uri: "http://app.test/cb",
      scope: "read_write",
      action: "connect",
      email: "owner@example.test",
    });
    const code2 = new URL(again.headers.get("location") ?? "").searchParams.get("code") ?? "";
    expect((await h.stripe.oauth.token({ grant_type: "authorization_code", code: code2 })).stripe_user_id).toBe(account.id);

    const out = await h.stripe.oauth.deauthorize({ client_id: "ca_rallyhub_development", stripe_user_id: account.id });
    expect(out).toEqual(expect.objectContaining({ stripe_user_id: account.id }));
    await expect(h.stripe.oauth.deauthorize({ client_id: "ca_rallyhub_development", stripe_user_id: account.id })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidClientError);
    await idle(h.url);
    expect(receiver.received.map((r) => r.event.type)).toEqual(["account.application.authorized", "account.application.authorized", "account.application.deauthorized"]);
  });

  it("authorizeUrl() of the SDK always builds https://{host}/oauth/authorize without the port: build the consent URL yourself", () => {
    const url = h.stripe.oauth.authorizeUrl({ client_id: "ca_x", redirect_uri: "http://app.test/cb" });
    expect(url.startsWith("https://127.0.0.1/oauth/authorize?")).toBe(true);
    expect(url).not.toContain(String(h.port));
  });
});
