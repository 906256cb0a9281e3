import { z } from "zod";
import type { Platform } from "./model";

/**
 * Invoices (issue 12): an organizer bills a player an amount for something
 * (a season's fee, a court share); the player pays through Checkout, to the
 * organizer's connected account. Open until paid, or void when the organizer
 * takes it back. Written only by the server (invoices/{id}).
 */
export const INVOICE_STATUSES = ["open", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = { open: "Open", paid: "Paid", void: "Void" };

export interface Invoice {
  id: string;
  organizerUid: string;
  organizerName: string;
  payerUid: string;
  payerName: string;
  /** Cents. */
  amount: number;
  currency: string;
  description: string;
  /** The day it is due, YYYY-MM-DD. */
  dueDate: string;
  status: InvoiceStatus;
  /** Epoch millis. */
  createdAt: number;
  paidAt: number | null;
  platform: Platform;
}

export const INVOICE_LIMITS = {
  /** Dollars: Stripe's smallest charge, and a ceiling against typos. */
  amount: { min: 0.5, max: 10_000 },
  description: { max: 300 },
  /** A due date at most this many days ahead. */
  dueWithinDays: 365,
} as const;

export const INVOICE_MESSAGES = {
  email: "Enter the player's e-mail address",
  amount: `Enter an amount from $${INVOICE_LIMITS.amount.min.toFixed(2)} to $${INVOICE_LIMITS.amount.max.toLocaleString("en-US")}, in dollars and cents`,
  description: "Say what the invoice is for",
  descriptionLong: `Keep the description under ${INVOICE_LIMITS.description.max} characters`,
  dueDate: "Choose a due date from today to a year ahead",
  noPlayer: "No player has an account with that e-mail address.",
  notYourself: "You cannot send an invoice to yourself.",
  paymentsAccount: "Set up Stripe under Subscriptions & Payouts before you send invoices.",
  notFound: "Invoice not found",
  notOpen: "This invoice is no longer open.",
  organizerCannotTakePayments: "The organizer cannot take payments right now. Please try again later.",
  sent: "Invoice sent",
  voided: "Invoice voided",
  createFailed: "The invoice could not be sent. Please try again.",
  voidFailed: "The invoice could not be voided. Please try again.",
  payFailed: "We could not start the payment. Please try again.",
  loadFailed: "Invoices could not be loaded.",
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of an instant in UTC (the due date is a calendar day, checked loosely against time zones). */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole cents, or NaN when the amount has more than two decimals. */
export function centsOf(dollars: number): number {
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : Number.NaN;
}

/**
 * The invoice form and the createInvoice callable's input. The due date is a
 * day from `now` on, within INVOICE_LIMITS.dueWithinDays; a day's slack either
 * side covers time zones. With `now` null the window is not checked (the
 * callable's contract: its handler checks it against the clock it runs on).
 */
export function invoiceInputSchema(now: number | null) {
  const earliest = now === null ? "" : dayOf(now - 86_400_000);
  const latest = now === null ? "9999-12-31" : dayOf(now + (INVOICE_LIMITS.dueWithinDays + 1) * 86_400_000);
  return z
    .object({
      email: z.string().trim().toLowerCase().max(254, INVOICE_MESSAGES.email).pipe(z.email(INVOICE_MESSAGES.email)),
      amount: z.number({ error: INVOICE_MESSAGES.amount }),
      description: z.string().trim().min(1, INVOICE_MESSAGES.description).max(INVOICE_LIMITS.description.max, INVOICE_MESSAGES.descriptionLong),
      dueDate: z.string().regex(DAY, INVOICE_MESSAGES.dueDate),
    })
    .strict()
    .superRefine((v, ctx) => {
      const cents = centsOf(v.amount);
      if (!Number.isFinite(cents) || v.amount < INVOICE_LIMITS.amount.min || v.amount > INVOICE_LIMITS.amount.max) ctx.addIssue({ code: "custom", path: ["amount"], message: INVOICE_MESSAGES.amount });
      if (DAY.test(v.dueDate) && (v.dueDate < earliest || v.dueDate > latest || Number.isNaN(Date.parse(`${v.dueDate}T00:00:00Z`)))) {
        ctx.addIssue({ code: "custom", path: ["dueDate"], message: INVOICE_MESSAGES.dueDate });
      }
    });
}

export type InvoiceInput = z.infer<ReturnType<typeof invoiceInputSchema>>;

/** Whether an open invoice is past its due day (on `today`, YYYY-MM-DD). */
export function isOverdue(invoice: Pick<Invoice, "status" | "dueDate">, today: string): boolean {
  return invoice.status === "open" && invoice.dueDate < today;
}
