import { collection, limit, onSnapshot, orderBy, query, where } from "firebase/firestore";
import { call, listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { INVOICE_MESSAGES, type Invoice, type InvoiceInput } from "@rallyhub/domain/billing/invoices";
import { invoiceSchema } from "@rallyhub/domain/stored/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";

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
      (snap) => onChange({ items: snap.docs.slice(0, max).map((d): Invoice => readDoc(invoiceSchema, d)), more: snap.docs.length > max }),
      (error) => onError(toAppError(error, INVOICE_MESSAGES.loadFailed)),
    ),
  );
}

export const createInvoice = (input: InvoiceInput) => call("createInvoice", input);
export const voidInvoice = (invoiceId: string) => call("voidInvoice", { invoiceId });
export const payInvoice = (invoiceId: string) => call("payInvoice", { invoiceId });
