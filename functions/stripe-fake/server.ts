import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { callApi, isApiPath } from "./api";
import { CATALOG } from "./catalog";
import { FakeStripe, type RequestInfo } from "./core";
import { OAuthFakeError, StripeFakeError, type StripeErrorBody } from "./errors";
import { fromJson, Params, parseForm, type FormObject } from "./form";
import { errorPage, page } from "./html";
import { checkoutAuthenticate, checkoutGet, checkoutPost, oauthAuthorizeGet, oauthAuthorizePost, onboardingGet, onboardingPost, portalGet, portalPost, type PageResult } from "./pages";
import { API_VERSION } from "./objects";
import { escapeHtml, newId } from "./util";

export interface StripeFakeOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** JSON file the state is kept in (loaded at start, written after each change); null/absent: memory only. */
  stateFile?: string | null;
  /** Where events are POSTed (signed); null/absent: events are only recorded. */
  webhookUrl?: string | null;
  /** The webhook endpoint's signing secret (whsec_…), as the webhook Function has it. */
  webhookSecret: string;
  /** The base URL browsers use for the hosted pages; default http://127.0.0.1:{port}. */
  publicUrl?: string;
  /** The platform's name on the hosted pages ("Return to RallyHub"); default RallyHub. */
  businessName?: string;
  /** Waits before each webhook retry (default 500 ms, 2 s, 5 s: three retries). */
  webhookRetryDelaysMs?: number[];
}

export interface StripeFake {
  /** The API base (also the hosted pages' origin unless publicUrl says otherwise). */
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new BodyTooLarge("body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", reject);
  });
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === "string" ? body : JSON.stringify(body, null, 2);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(text);
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'";

function sendPage(res: ServerResponse, result: PageResult): void {
  if ("redirect" in result) {
    res.writeHead(result.status ?? 303, { Location: result.redirect, "Cache-Control": "no-store" });
    res.end();
    return;
  }
  res.writeHead(result.status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  });
  res.end(result.html);
}

function errorJson(error: StripeErrorBody): { error: StripeErrorBody } {
  return { error };
}

/** The API key of a request (Bearer, or Basic with the key as user), or a Stripe-shaped 401. */
function authenticate(req: IncomingMessage): StripeFakeError | null {
  const auth = header(req, "authorization") ?? "";
  let key = "";
  const bearer = /^Bearer\s+(.+)$/i.exec(auth);
  const basic = /^Basic\s+(.+)$/i.exec(auth);
  if (bearer) key = (bearer[1] ?? "").trim();
  else if (basic)
    key =
      Buffer.from(basic[1] ?? "", "base64")
        .toString("utf8")
        .split(":")[0] ?? "";
  if (!key) {
    return new StripeFakeError(401, {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  if (!/^(sk|rk)_test_[A-Za-z0-9_]+$/.test(key)) {
    return new StripeFakeError(401, {
      type: "invalid_request_error",
      code: "api_key_invalid",
      message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
    });
  }
  return null;
}

function handleApi(fake: FakeStripe, req: IncomingMessage, res: ServerResponse, method: string, path: string, query: FormObject, body: FormObject, raw: string): void {
  const requestId = newId("req", 14);
  const baseHeaders: Record<string, string> = { "Request-Id": requestId, "Stripe-Version": header(req, "stripe-version") ?? API_VERSION };
  const fail = (error: StripeFakeError): void => {
    sendJson(res, error.status, errorJson(error.body), baseHeaders);
  };
  const authError = authenticate(req);
  if (authError) {
    if (path.startsWith("/oauth/")) sendJson(res, 401, { error: "invalid_client", error_description: authError.body.message }, baseHeaders);
    else fail(authError);
    return;
  }
  const account = header(req, "stripe-account");
  if (account && !fake.state.accounts[account]) {
    fail(
      new StripeFakeError(403, {
        type: "invalid_request_error",
        code: "account_invalid",
        message: `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
      }),
    );
    return;
  }
  const idempotencyKey = method === "POST" ? header(req, "idempotency-key") : null;
  if (idempotencyKey) baseHeaders["Idempotency-Key"] = idempotencyKey;
  const scopeKey = `${account ?? "platform"}|${idempotencyKey ?? ""}`;
  const fingerprint = createHash("sha256").update(`${method} ${path} ${raw}`).digest("hex");
  if (idempotencyKey && path.startsWith("/v1/")) {
    const seen = fake.state.idempotency[scopeKey];
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        fail(
          new StripeFakeError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
        return;
      }
      sendJson(res, seen.status, seen.body, { ...baseHeaders, "Idempotent-Replayed": "true" });
      return;
    }
  }
  const request: RequestInfo = { id: requestId, idempotencyKey, account };
  try {
    const params = new Params(method === "POST" ? body : query);
    const result = callApi({ fake, method, path, params, request });
    const text = JSON.stringify(result.body, null, 2);
    if (idempotencyKey && path.startsWith("/v1/")) {
      fake.state.idempotency[scopeKey] = { fingerprint, status: result.status, body: text, at: Date.now() };
      fake.touch();
    }
    sendJson(res, result.status, text, baseHeaders);
  } catch (error: unknown) {
    if (error instanceof StripeFakeError) fail(error);
    else if (error instanceof OAuthFakeError) sendJson(res, error.status, { error: error.error, error_description: error.description }, baseHeaders);
    else throw error;
  }
}

function handleControl(fake: FakeStripe, res: ServerResponse, method: string, path: string, query: FormObject, body: FormObject): Promise<void> | void {
  const params = new Params(method === "GET" ? query : { ...query, ...body });
  if (method === "POST" && path === "/_fake/reset") {
    fake.reset();
    sendJson(res, 200, { ok: true });
    return;
  }
  if (method === "GET" && path === "/_fake/state") {
    sendJson(res, 200, fake.summary());
    return;
  }
  if (method === "GET" && path === "/_fake/catalog") {
    sendJson(res, 200, CATALOG);
    return;
  }
  if (method === "GET" && path === "/_fake/clock") {
    sendJson(res, 200, { now: fake.now(), offset: fake.state.clockOffset });
    return;
  }
  if (method === "POST" && path === "/_fake/clock/advance") {
    const seconds = params.int("seconds");
    if (seconds === undefined || seconds < 0) {
      sendJson(res, 400, errorJson({ type: "invalid_request_error", code: "parameter_missing", param: "seconds", message: "Give seconds: a whole number of seconds ≥ 0 to move the clock by." }));
      return;
    }
    sendJson(res, 200, fake.advanceClock(seconds));
    return;
  }
  if (method === "POST" && path === "/_fake/seed/account") {
    const id = params.required("id");
    if (!/^acct_[A-Za-z0-9_]+$/.test(id)) {
      sendJson(res, 400, errorJson({ type: "invalid_request_error", param: "id", message: "An account id looks like acct_…" }));
      return;
    }
    const type = params.optional("type") ?? "express";
    if (type !== "express" && type !== "standard" && type !== "custom") {
      sendJson(res, 400, errorJson({ type: "invalid_request_error", param: "type", message: "type is express, standard or custom." }));
      return;
    }
    sendJson(res, 200, fake.seedAccount({ id, type, country: params.optional("country") ?? "US", email: params.optional("email") ?? null }));
    return;
  }
  if (method === "POST" && path === "/_fake/seed/subscription") {
    const customer = params.required("customer");
    const subscription = params.required("subscription");
    if (!/^cus_[A-Za-z0-9_]+$/.test(customer) || !/^sub_[A-Za-z0-9_]+$/.test(subscription)) {
      sendJson(res, 400, errorJson({ type: "invalid_request_error", message: "Ids look like cus_… and sub_…" }));
      return;
    }
    const metadata = Object.fromEntries(Object.entries(params.child("metadata")?.data ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"));
    sendJson(
      res,
      200,
      fake.seedSubscription({
        customer,
        subscription,
        email: params.optional("email") ?? null,
        name: params.optional("name") ?? null,
        price: params.required("price"),
        metadata,
        periodStart: params.int("period_start"),
      }),
    );
    return;
  }
  const resend = /^\/_fake\/events\/([A-Za-z0-9_]+)\/resend$/.exec(path);
  if (method === "POST" && resend) {
    fake.resend(resend[1] ?? "");
    sendJson(res, 200, { ok: true, id: resend[1] });
    return;
  }
  if (path === "/_fake/webhooks/idle" || path === "/_fake/webhooks/flush") {
    const timeout = Math.min(params.int("timeout_ms") ?? 10_000, 120_000);
    return fake.webhooks.idle(timeout).then((idle) => {
      const summary = fake.summary().webhooks;
      sendJson(res, idle ? 200 : 504, { idle, ...(summary as object) });
    });
  }
  sendJson(
    res,
    404,
    errorJson({
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}). The fake's controls: POST /_fake/reset, POST /_fake/seed/account, POST /_fake/seed/subscription, GET /_fake/state, GET /_fake/catalog, GET /_fake/clock, POST /_fake/clock/advance, POST /_fake/events/:id/resend, GET /_fake/webhooks/idle.`,
    }),
  );
}

function handlePage(fake: FakeStripe, method: string, path: string, query: FormObject, body: FormObject): PageResult | null {
  let match: RegExpExecArray | null;
  if ((match = /^\/checkout\/([A-Za-z0-9_]+)$/.exec(path))) {
    const id = match[1] ?? "";
    if (method === "GET") return checkoutGet(fake, id);
    if (method === "POST") return checkoutPost(fake, id, body);
  }
  if ((match = /^\/checkout\/([A-Za-z0-9_]+)\/authenticate$/.exec(path)) && method === "POST") return checkoutAuthenticate(fake, match[1] ?? "", body);
  if ((match = /^\/portal\/([A-Za-z0-9_]+)$/.exec(path))) {
    const id = match[1] ?? "";
    if (method === "GET") return portalGet(fake, id, query);
    if (method === "POST") return portalPost(fake, id, body);
  }
  if ((match = /^\/connect\/onboarding\/([A-Za-z0-9_]+)$/.exec(path))) {
    const id = match[1] ?? "";
    if (method === "GET") return onboardingGet(fake, id);
    if (method === "POST") return onboardingPost(fake, id, body);
  }
  if (path === "/oauth/authorize") {
    if (method === "GET") return oauthAuthorizeGet(fake, query);
    if (method === "POST") return oauthAuthorizePost(fake, body);
  }
  if (path === "/" && method === "GET") {
    return page({
      title: "Stripe fake",
      body: `<div class="card"><h1>Stripe fake</h1><p>A Stripe-compatible test server: the API under /v1, hosted Checkout, Billing Portal, Connect onboarding and OAuth pages.</p><p><a href="/_fake/state">State summary (JSON)</a></p><p class="muted">Webhooks: ${escapeHtml(fake.webhooks.url ?? "none (events are only recorded)")}</p></div>`,
    });
  }
  if (/^\/(checkout|portal|connect|oauth)(\/|$)/.test(path) && method === "GET") return errorPage(404, "Page not found", "This page does not exist.");
  return null;
}

async function handle(fake: FakeStripe, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  const url = new URL(req.url ?? "/", "http://stripe-fake.local");
  const path = url.pathname;
  let raw: string;
  try {
    raw = await readBody(req);
  } catch (error: unknown) {
    if (error instanceof BodyTooLarge) sendJson(res, 413, errorJson({ type: "invalid_request_error", message: "Request body too large." }));
    return;
  }
  let body: FormObject;
  const contentType = header(req, "content-type") ?? "";
  try {
    body = contentType.includes("application/json") ? fromJson(raw ? JSON.parse(raw) : {}) : parseForm(raw);
  } catch {
    sendJson(res, 400, errorJson({ type: "invalid_request_error", message: "Invalid request body: it is neither form-encoded nor JSON." }));
    return;
  }
  const query = parseForm(url.search.slice(1));
  try {
    if (path.startsWith("/_fake/")) {
      try {
        await handleControl(fake, res, method, path, query, body);
      } catch (error: unknown) {
        if (!(error instanceof StripeFakeError)) throw error;
        sendJson(res, error.status, errorJson(error.body));
      }
      return;
    }
    fake.sweep();
    if (isApiPath(path)) {
      handleApi(fake, req, res, method, path, query, body, raw);
      return;
    }
    let result: PageResult | null;
    try {
      result = handlePage(fake, method, path, query, body);
    } catch (error: unknown) {
      if (!(error instanceof StripeFakeError)) throw error;
      result = errorPage(error.status, "This action could not be completed", error.body.message);
    }
    if (result) sendPage(res, result);
    else
      sendJson(
        res,
        404,
        errorJson({ type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` }),
      );
  } finally {
    fake.save(method !== "GET");
  }
}

/**
 * Starts the Stripe fake: the API the app's Functions call through the
 * `stripe` SDK (pointed here with its host, port and protocol options), the
 * hosted pages browsers visit, signed webhooks, and test controls under
 * /_fake/. See README.md.
 */
export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const host = options.host ?? "127.0.0.1";
  const fake = new FakeStripe({
    stateFile: options.stateFile ?? null,
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: options.webhookSecret,
    publicUrl: options.publicUrl ?? "",
    businessName: options.businessName ?? "RallyHub",
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2000, 5000],
  });
  const server = createServer((req, res) => {
    handle(fake, req, res).catch((error: unknown) => {
      console.error("[stripe-fake] request failed", error);
      if (res.headersSent) {
        res.end();
        return;
      }
      sendJson(res, 500, errorJson({ type: "api_error", message: `The Stripe fake failed: ${error instanceof Error ? error.message : String(error)}` }));
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}`;
  fake.options.publicUrl = (options.publicUrl ?? url).replace(/\/+$/, "");
  fake.save(true);
  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    close(): Promise<void> {
      closed ??= new Promise<void>((resolve) => {
        fake.webhooks.close();
        server.close(() => {
          fake.save(true);
          resolve();
        });
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
