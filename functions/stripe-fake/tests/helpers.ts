import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { startStripeFake, type StripeFake, type StripeFakeOptions } from "../server";

export const WEBHOOK_SECRET = "whsec_test_secret_for_the_fake";

export interface Harness {
  fake: StripeFake;
  stripe: Stripe;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The SDK as the Functions configure it, pointed at the fake. */
export function sdkFor(port: number): Stripe {
  return new Stripe("sk_test_fake", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
}

export async function startHarness(options: Partial<StripeFakeOptions> = {}): Promise<Harness> {
  const fake = await startStripeFake({ port: 0, webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [30, 30], ...options });
  return { fake, stripe: sdkFor(fake.port), url: fake.url, port: fake.port, close: () => fake.close() };
}

export function tempStateFile(): string {
  return join(mkdtempSync(join(tmpdir(), "stripe-fake-")), "state.json");
}

export interface Received {
  body: string;
  signature: string;
  event: { id: string; type: string };
}

/** A webhook endpoint: records what it gets; `status` decides its answer (default 200). */
export interface Receiver {
  url: string;
  received: Received[];
  status: (event: { id: string; type: string }, attempt: number) => number;
  close(): Promise<void>;
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
  });
}

export async function startReceiver(): Promise<Receiver> {
  const attempts = new Map<string, number>();
  const receiver: Receiver = {
    url: "",
    received: [],
    status: () => 200,
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((req, res) => {
    void readAll(req).then((body) => {
      const event = JSON.parse(body) as { id: string; type: string };
      const attempt = (attempts.get(event.id) ?? 0) + 1;
      attempts.set(event.id, attempt);
      receiver.received.push({ body, signature: String(req.headers["stripe-signature"] ?? ""), event });
      res.writeHead(receiver.status(event, attempt), { "Content-Type": "application/json" });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
  return receiver;
}

/** Waits until the fake's webhook queue is empty. */
export async function idle(url: string): Promise<void> {
  const res = await fetch(`${url}/_fake/webhooks/idle?timeout_ms=10000`);
  if (res.status !== 200) throw new Error(`webhooks not idle: ${await res.text()}`);
}

export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

/** The id of an expandable field (`customer`, `subscription`, …), which must be set. */
export function ref(value: string | { id: string } | null | undefined): string {
  if (value === null || value === undefined) throw new Error("expected an id");
  return typeof value === "string" ? value : value.id;
}

export const GOOD_CARD = { card_number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Jordan Player" };

/** The texts of the <label>s of a page. */
export function labels(html: string): string[] {
  return [...html.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)].map((m) => decode(m[1] ?? ""));
}

/** The texts of the buttons of a page. */
export function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((m) => decode(m[1] ?? ""));
}

export function alertText(html: string): string | null {
  const match = /<div[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return match
    ? decode((match[1] ?? "").replace(/<[^>]+>/g, " "))
        .replace(/\s+/g, " ")
        .trim()
    : null;
}

export function h1(html: string): string {
  return decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
}

export function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name.replace(/[.[\]]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  return decode(/value="([^"]*)"/.exec(tag)?.[1] ?? "");
}

export function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"');
}

/** Creates a subscription Checkout Session and pays it on the hosted page with 4242. */
export async function subscribe(
  h: Harness,
  priceId: string,
  opts: { customer?: string; email?: string; metadata?: Record<string, string> } = {},
): Promise<{ session: Stripe.Checkout.Session; subscription: Stripe.Subscription }> {
  const session = await h.stripe.checkout.sessions.create({
    mode: "subscription",
    ...(opts.customer ? { customer: opts.customer } : { customer_email: opts.email ?? "sub@example.test" }),
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: "http://app.test/done?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/cancel",
    ...(opts.metadata ? { subscription_data: { metadata: opts.metadata }, metadata: opts.metadata } : {}),
  });
  const res = await postForm(session.url ?? "", { email: opts.email ?? "sub@example.test", ...GOOD_CARD });
  if (res.status !== 303) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const done = await h.stripe.checkout.sessions.retrieve(session.id);
  const subscription = await h.stripe.subscriptions.retrieve(ref(done.subscription));
  return { session: done, subscription };
}
