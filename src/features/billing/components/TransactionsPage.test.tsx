import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeInvoice, signedInAuth } from "@/test/fixtures";
import type { Transaction } from "@rallyhub/domain/billing/model";
import { getCheckoutSession, listTransactions } from "../api/billingRepository";
import { liveSource } from "@/test/liveSource";
import type { Invoice } from "@rallyhub/domain/billing/invoices";
import { payInvoice, watchInvoices } from "../api/invoicesRepository";
import { Component as TransactionsPage, NO_TRANSACTIONS } from "./TransactionsPage";
import { invoiceCheckout } from "./InvoicesToPay";
import { Component as PaymentSuccessPage, EVENT_REFUNDED, sessionIdFrom } from "./PaymentSuccessPage";

vi.mock("../api/billingRepository", () => ({
  watchUserPlans: vi.fn(),
  watchTeamSubscriptions: vi.fn(),
  listPlans: vi.fn(),
  listTransactions: vi.fn(),
  createSubscription: vi.fn(),
  cancelSubscription: vi.fn(),
  createCustomerSession: vi.fn(),
  linkOrCreateStripeAccount: vi.fn(),
  connectOAuth: vi.fn(),
  getAccount: vi.fn(),
  unlinkStripeAccount: vi.fn(),
  getCheckoutSession: vi.fn(),
}));

vi.mock("../api/invoicesRepository", () => ({ watchInvoices: vi.fn(), createInvoice: vi.fn(), voidInvoice: vi.fn(), payInvoice: vi.fn() }));

const payment = (n: number, over: Partial<Transaction> = {}): Transaction => ({
  id: `in_${n}`,
  uid: "user-1",
  kind: "subscription",
  description: `Payment ${n}`,
  amount: 4900,
  currency: "usd",
  status: "paid",
  createdAt: Date.UTC(2026, 10, 20 - n, 12),
  reference: `RH-${n}`,
  platform: "gth",
  ...over,
});

let bills = liveSource<{ items: Invoice[]; more: boolean }>();

beforeEach(() => {
  bills = liveSource();
  vi.mocked(watchInvoices)
    .mockReset()
    .mockImplementation((_role, _uid, _max, onChange, onError) => bills.watch(onChange, onError));
  vi.mocked(payInvoice).mockReset().mockResolvedValue({ url: "http://stripe.test/checkout/cs_inv", sessionId: "cs_inv" });
  vi.spyOn(invoiceCheckout, "go").mockImplementation(() => undefined);
  vi.mocked(listTransactions).mockReset();
  vi.mocked(getCheckoutSession).mockReset();
});

describe("transactions", () => {
  it("lists payments newest first with amount, date and reference, and pages with Show more", async () => {
    vi.mocked(listTransactions).mockImplementation((_uid, after) =>
      Promise.resolve(
        after
          ? { items: [payment(3, { amount: -1500, status: "refunded", description: "Pickup game refund" })], next: null }
          : { items: [payment(1), payment(2, { amount: 999, description: "Team Pro for Lakeside (monthly)" })], next: { createdAt: 1, id: "in_2" } },
      ),
    );
    renderWithProviders(<TransactionsPage />, { preloadedState: { auth: signedInAuth() } });
    expect(screen.getByRole("heading", { level: 1, name: "Transaction History" })).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Payment 1, $49.00, Nov 19, 2026" })).toBeInTheDocument();
    expect(screen.getByText("Nov 18, 2026 · RH-2")).toBeInTheDocument();
    expect(screen.getByText("$9.99")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("-$15.00")).toBeInTheDocument();
    expect(screen.getByText("Refunded")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(vi.mocked(listTransactions).mock.calls[1]).toEqual(["user-1", { createdAt: 1, id: "in_2" }]);
  });

  it("says when there are none, and offers Retry when loading fails", async () => {
    vi.mocked(listTransactions).mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ items: [], next: null });
    renderWithProviders(<TransactionsPage />, { preloadedState: { auth: signedInAuth() } });
    await userEvent.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByText(NO_TRANSACTIONS)).toBeInTheDocument();
  });
});

describe("invoices to pay", () => {
  it("lists the player's open invoices above the history; Pay opens Checkout once", async () => {
    vi.mocked(listTransactions).mockResolvedValue({ items: [], next: null });
    renderWithProviders(<TransactionsPage />, { preloadedState: { auth: signedInAuth() } });
    await bills.emit({ items: [], more: false });
    expect(screen.queryByRole("heading", { name: "Invoices to pay" })).not.toBeInTheDocument();
    const bill: Invoice = makeInvoice({ id: "inv_9", organizerUid: "o1" });
    await bills.emit({ items: [bill], more: false });
    expect(await screen.findByRole("listitem", { name: "Olivia, Spring league fee, $40.00, Open" })).toHaveTextContent("Due Jan 5, 2099");
    expect(watchInvoices).toHaveBeenCalledWith("payer", "user-1", 20, expect.any(Function), expect.any(Function));
    await userEvent.click(screen.getByRole("button", { name: "Pay $40.00" }));
    await waitFor(() => expect(invoiceCheckout.go).toHaveBeenCalledWith("http://stripe.test/checkout/cs_inv"));
    expect(payInvoice).toHaveBeenCalledWith("inv_9");
    expect(screen.getByRole("button", { name: "Pay $40.00" })).toBeDisabled();
  });
});

describe("payment-success", () => {
  it("reads only a Checkout session id", () => {
    expect(sessionIdFrom(new URLSearchParams("session_id=cs_test_1"))).toBe("cs_test_1");
    expect(sessionIdFrom(new URLSearchParams("session_id=../x"))).toBeNull();
    expect(sessionIdFrom(new URLSearchParams(""))).toBeNull();
  });

  it("says the payment went through once the server has found it paid", async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({ status: "complete", paymentStatus: "paid", kind: "user_plan", eventId: null, refunded: false });
    renderWithProviders(<PaymentSuccessPage />, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/payment-success?session_id=cs_test_9"], path: "/payment-success" });
    expect(screen.getByText("Checking your payment…")).toBeInTheDocument();
    expect(await screen.findByText("Congratulations, Payment was successful!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscriptions & Payouts" })).toHaveAttribute("href", "/profile/settings?tab=payments");
    expect(getCheckoutSession).toHaveBeenCalledTimes(1);
  });

  it("a paid game's spot: going, or refunded when the last spot went meanwhile", async () => {
    vi.mocked(getCheckoutSession).mockResolvedValueOnce({ status: "complete", paymentStatus: "paid", kind: "event_rsvp", eventId: "ev1", refunded: false });
    const first = renderWithProviders(<PaymentSuccessPage />, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/payment-success?session_id=cs_test_9"], path: "/payment-success" });
    expect(await screen.findByText("Congratulations, Payment was successful!")).toBeInTheDocument();
    expect(screen.getByText("Your spot is kept: you're going.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the game" })).toHaveAttribute("href", "/event/ev1");
    expect(screen.getByRole("link", { name: "Transaction History" })).toHaveAttribute("href", "/transactions");
    first.unmount();
    vi.mocked(getCheckoutSession).mockResolvedValueOnce({ status: "complete", paymentStatus: "paid", kind: "event_rsvp", eventId: "ev1", refunded: true });
    renderWithProviders(<PaymentSuccessPage />, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/payment-success?session_id=cs_test_8"], path: "/payment-success" });
    expect(await screen.findByText(EVENT_REFUNDED)).toBeInTheDocument();
    expect(screen.queryByText("Congratulations, Payment was successful!")).not.toBeInTheDocument();
  });

  it("says an unpaid session is not finished, and an unknown one is not found", async () => {
    vi.mocked(getCheckoutSession).mockResolvedValue({ status: "open", paymentStatus: "unpaid", kind: "event_rsvp", eventId: "ev1", refunded: false });
    const first = renderWithProviders(<PaymentSuccessPage />, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/payment-success?session_id=cs_test_9"], path: "/payment-success" });
    expect(await screen.findByText(/Your payment is not finished/)).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<PaymentSuccessPage />, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/payment-success"], path: "/payment-success" });
    await waitFor(() => expect(screen.getByText("We could not find that payment. If you were charged, it will show in your billing history shortly.")).toBeInTheDocument());
    expect(screen.queryByText("Congratulations, Payment was successful!")).not.toBeInTheDocument();
  });
});
