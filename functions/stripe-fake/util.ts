import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A random base62 string (crypto-strong), as in Stripe's ids. */
export function randomId(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += ALPHABET.charAt(byte % ALPHABET.length);
  return out;
}

/** A Stripe-style id: the prefix (`cus`, `cs_test`, …), an underscore and a random suffix. */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomId(length)}`;
}

/**
 * A deep copy as the JSON the fake answers with (snapshots in events): decimal
 * fields become the strings Stripe sends.
 */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** An e-mail address as Stripe accepts it (something@domain.tld). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 512;
}

/** An absolute http(s) URL (Stripe refuses others: "Not a valid URL"). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** `base` with query parameters added (kept: the ones it has). */
export function withQuery(base: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** `value` escaped for HTML text and attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Cents as money text: 999 usd → "$9.99". */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** A unix time as a date text ("June 4, 2026", UTC). */
export function formatDate(unixSeconds: number): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(unixSeconds * 1000));
}

/**
 * Adds calendar intervals to a unix time (UTC), as Stripe's billing periods
 * do: a month after January 31 is the last day of February.
 */
export function addInterval(unixSeconds: number, interval: string, count: number): number {
  const date = new Date(unixSeconds * 1000);
  if (interval === "day" || interval === "week") {
    date.setUTCDate(date.getUTCDate() + (interval === "week" ? 7 : 1) * count);
    return Math.floor(date.getTime() / 1000);
  }
  const months = interval === "year" ? 12 * count : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
