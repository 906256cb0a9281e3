import { collection, limit, onSnapshot, orderBy, query, where } from "firebase/firestore";
import { call, listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { INVOICE_MESSAGES, INVOICE_STATUSES, type Invoice, type InvoiceInput, type InvoiceStatus } from "@rallyhub/domain/billing/invoices";

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === "string" ? v : "");

export function invoiceFrom(id: string, x: Record<string, unknown>): Invoice {
  const status = (INVOICE_STATUSES as readonly string[]).includes(text(x.status)) ? (x.status as InvoiceStatus) : "open";
  return {
    id,
    organizerUid: text(x.organizerUid),
    organizerName: text(x.organizerName) || "An organizer",
    payerUid: text(x.payerUid),
    payerName: text(x.payerName) || "A player",
    amount: num(x.amount) ?? 0,
    currency: text(x.currency) || "usd",
    description: text(x.description),
    dueDate: text(x.dueDate),
    status,
    createdAt: num(x.createdAt) ?? 0,
    paidAt: num(x.paidAt),
    platform: x.platform === "meh" ? "meh" : "gth",
  };
}

/** Who is looking: the organizer who sent them, or the player billed (their open ones: bills to pay). */
export type InvoiceRole = "organizer" | "payer";

/**
 * Invoices sent by (or to) a user, newest first, live (the webhook marks them
 * paid): the first `max` of them, and whether there are more.
 */
export function watchInvoices(role: InvoiceRole, uid: string, max: number, onChange: (page: { items: Invoice[]; more: boolean }) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      role === "organizer"
        ? query(collection(db, "invoices"), where("organizerUid", "==", uid), orderBy("createdAt", "desc"), limit(max + 1))
        : query(collection(db, "invoices"), where("payerUid", "==", uid), where("status", "==", "open"), orderBy("createdAt", "desc"), limit(max + 1)),
      (snap) => onChange({ items: snap.docs.slice(0, max).map((d) => invoiceFrom(d.id, d.data())), more: snap.docs.length > max }),
      (error) => onError(toAppError(error, INVOICE_MESSAGES.loadFailed)),
    ),
  );
}

export const createInvoice = (input: InvoiceInput) => call("createInvoice", input);
export const voidInvoice = (invoiceId: string) => call("voidInvoice", { invoiceId });
export const payInvoice = (invoiceId: string) => call("payInvoice", { invoiceId });
