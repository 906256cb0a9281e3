import { api, attempt } from "@/lib/api";
import { liveWindow, type Watch } from "@/lib/liveQuery";
import type { CallableOutput } from "@rallyhub/domain/callables/all";
import { INVOICE_MESSAGES, type Invoice, type InvoiceInput } from "@rallyhub/domain/billing/invoices";
import { createInvoice, payInvoice, voidInvoice, watchInvoices, type InvoiceRole } from "./invoicesRepository";

type InvoicePage = { items: Invoice[]; more: boolean };
type InvoicesArgs = { role: InvoiceRole; uid: string };

const pageOf =
  ({ role, uid }: InvoicesArgs, max: number): Watch<InvoicePage> =>
  (onChange, onError) =>
    watchInvoices(role, uid, max, onChange, onError);

/** Invoices show 20 at a time. */
const INVOICES_PAGE = 20;

/**
 * Invoices (issue 12): the organizer's sent invoices and a player's bills,
 * live (the webhook marks them paid); sending, voiding and paying go through
 * the Functions, which write every invoice.
 */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.infiniteQuery<InvoicePage, InvoicesArgs, number>({
      ...liveWindow(pageOf, INVOICE_MESSAGES.loadFailed, INVOICES_PAGE),
    }),
    createInvoice: build.mutation<CallableOutput<"createInvoice">, InvoiceInput>({
      queryFn: (input) => attempt(() => createInvoice(input), INVOICE_MESSAGES.createFailed),
    }),
    voidInvoice: build.mutation<CallableOutput<"voidInvoice">, string>({
      queryFn: (id) => attempt(() => voidInvoice(id), INVOICE_MESSAGES.voidFailed),
    }),
    payInvoice: build.mutation<CallableOutput<"payInvoice">, string>({
      queryFn: (id) => attempt(() => payInvoice(id), INVOICE_MESSAGES.payFailed),
    }),
  }),
});

export const { useGetInvoicesInfiniteQuery, useCreateInvoiceMutation, useVoidInvoiceMutation, usePayInvoiceMutation } = invoicesApi;
