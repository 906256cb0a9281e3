import { api, attempt, firstValue, keepLive, type Watch } from "@/lib/api";
import type { CallableOutput } from "@rallyhub/domain/callables/all";
import { INVOICE_MESSAGES, type Invoice, type InvoiceInput } from "@rallyhub/domain/billing/invoices";
import { createInvoice, payInvoice, voidInvoice, watchInvoices, type InvoiceRole } from "./invoicesRepository";

type InvoicePage = { items: Invoice[]; more: boolean };
type PageArgs = { role: InvoiceRole; uid: string; max: number };

const pageOf = ({ role, uid, max }: PageArgs): Watch<InvoicePage> => (onChange, onError) => watchInvoices(role, uid, max, onChange, onError);
const keyOf = ({ role, uid, max }: PageArgs) => `invoices:${role}:${uid}:${max}`;

/**
 * Invoices (issue 12): the organizer's sent invoices and a player's bills,
 * live (the webhook marks them paid); sending, voiding and paying go through
 * the Functions, which write every invoice.
 */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoicePage, PageArgs>({
      queryFn: (args) => firstValue(pageOf(args), INVOICE_MESSAGES.loadFailed, keyOf(args)),
      onCacheEntryAdded: (args, lifecycle) =>
        keepLive(pageOf(args), lifecycle, () => void lifecycle.dispatch(invoicesApi.endpoints.getInvoices.initiate(args, { subscribe: false, forceRefetch: true })), keyOf(args)),
      keepUnusedDataFor: 0,
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

export const { useGetInvoicesQuery, useCreateInvoiceMutation, useVoidInvoiceMutation, usePayInvoiceMutation } = invoicesApi;
