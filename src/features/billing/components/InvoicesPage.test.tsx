import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { liveSource } from "@/test/liveSource";
import { expectToast } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { INVOICE_MESSAGES, type Invoice } from "@rallyhub/domain/billing/invoices";
import { createInvoice, voidInvoice, watchInvoices } from "../api/invoicesRepository";
import { Component as InvoicesPage, NO_INVOICES } from "./InvoicesPage";

// The network boundary: the live invoices query and the invoice callables.
vi.mock("../api/invoicesRepository", () => ({ watchInvoices: vi.fn(), createInvoice: vi.fn(), voidInvoice: vi.fn(), payInvoice: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const organizer = () => signedInAuth({ joinReason: "Organize", stripeId: "acct_1", stripeChargesEnabled: true, stripeDetailsSubmitted: true });
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

const invoice = (n: number, over: Partial<Invoice> = {}): Invoice => ({
  id: `inv_${n}`,
  organizerUid: "user-1",
  organizerName: "Olivia",
  payerUid: `p${n}`,
  payerName: `Player ${n}`,
  amount: 2500,
  currency: "usd",
  description: `League fee ${n}`,
  dueDate: day(7),
  status: "open",
  createdAt: 10 - n,
  paidAt: null,
  platform: "gth",
  ...over,
});

let sent = liveSource<{ items: Invoice[]; more: boolean }>();

beforeEach(() => {
  sent = liveSource();
  vi.mocked(watchInvoices)
    .mockReset()
    .mockImplementation((_role, _uid, _max, onChange, onError) => sent.watch(onChange, onError));
  vi.mocked(createInvoice).mockReset().mockResolvedValue({ invoiceId: "inv_new" });
  vi.mocked(voidInvoice).mockReset().mockResolvedValue({ status: "void" });
});

afterEach(() => {
  act(() => toast.reset());
});

describe("invoices (organizer)", () => {
  it("lists sent invoices with their status, and says when there are none", async () => {
    const view = renderWithProviders(<InvoicesPage />, { preloadedState: { auth: organizer() } });
    expect(screen.getByRole("heading", { level: 1, name: "Invoices" })).toBeInTheDocument();
    await sent.emit({ items: [], more: false });
    expect(await screen.findByText(NO_INVOICES)).toBeInTheDocument();
    await sent.emit({ items: [invoice(1), invoice(2, { status: "paid", paidAt: Date.UTC(2026, 10, 20, 12) }), invoice(3, { status: "void" }), invoice(4, { dueDate: day(-3) })], more: false });
    const list = await screen.findByRole("list", { name: "Sent invoices" });
    expect(within(list).getByRole("listitem", { name: "Player 1, League fee 1, $25.00, Open" })).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Player 2, League fee 2, $25.00, Paid" })).toHaveTextContent("Paid Nov 20, 2026");
    expect(within(list).getByRole("listitem", { name: "Player 3, League fee 3, $25.00, Void" })).toBeInTheDocument();
    expect(within(list).getByRole("listitem", { name: "Player 4, League fee 4, $25.00, Overdue" })).toBeInTheDocument();
    // Only open invoices can be voided.
    expect(within(list).getAllByRole("button", { name: /^Void the invoice/ })).toHaveLength(2);
    expect(screen.queryByText(INVOICE_MESSAGES.paymentsAccount)).not.toBeInTheDocument();
    view.unmount();
  });

  it("sends an invoice from valid input only, then clears the form", async () => {
    const user = setupUser();
    renderWithProviders(<InvoicesPage />, { preloadedState: { auth: organizer() } });
    await sent.emit({ items: [], more: false });
    await user.click(screen.getByRole("button", { name: "Send invoice" }));
    expect(await screen.findByText(INVOICE_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MESSAGES.amount)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MESSAGES.description)).toBeInTheDocument();
    expect(createInvoice).not.toHaveBeenCalled();

    await user.type(screen.getByRole("textbox", { name: /Player's e-mail/ }), "pat@example.test");
    fireEvent.change(screen.getByRole("spinbutton", { name: /Amount/ }), { target: { value: "12.345" } });
    await user.type(screen.getByRole("textbox", { name: /What it is for/ }), "Court share");
    await user.click(screen.getByRole("button", { name: "Send invoice" }));
    expect(await screen.findByText(INVOICE_MESSAGES.amount)).toBeInTheDocument();
    fireEvent.change(screen.getByRole("spinbutton", { name: /Amount/ }), { target: { value: "12.50" } });
    await user.click(screen.getByRole("button", { name: "Send invoice" }));
    await waitFor(() => expect(createInvoice).toHaveBeenCalledWith({ email: "pat@example.test", amount: 12.5, description: "Court share", dueDate: day(14) }));
    await expectToast(INVOICE_MESSAGES.sent, "success");
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Player's e-mail/ })).toHaveValue(""));
  });

  it("a refused invoice keeps what was typed and says why", async () => {
    const user = setupUser();
    vi.mocked(createInvoice).mockRejectedValue(new AppError("not-found", INVOICE_MESSAGES.createFailed, undefined, INVOICE_MESSAGES.noPlayer));
    renderWithProviders(<InvoicesPage />, { preloadedState: { auth: organizer() } });
    await sent.emit({ items: [], more: false });
    await user.type(screen.getByRole("textbox", { name: /Player's e-mail/ }), "nobody@example.test");
    fireEvent.change(screen.getByRole("spinbutton", { name: /Amount/ }), { target: { value: "20" } });
    await user.type(screen.getByRole("textbox", { name: /What it is for/ }), "Jerseys");
    await user.click(screen.getByRole("button", { name: "Send invoice" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(INVOICE_MESSAGES.createFailed);
    expect(alert).toHaveTextContent(INVOICE_MESSAGES.noPlayer);
    expect(screen.getByRole("textbox", { name: /Player's e-mail/ })).toHaveValue("nobody@example.test");
  });

  it("voids an open invoice after asking; 'Keep invoice' changes nothing", async () => {
    const user = setupUser();
    renderWithProviders(<InvoicesPage />, { preloadedState: { auth: organizer() } });
    await sent.emit({ items: [invoice(1)], more: false });
    await user.click(await screen.findByRole("button", { name: "Void the invoice to Player 1 for $25.00" }));
    await user.click(screen.getByRole("button", { name: "Keep invoice" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(voidInvoice).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Void the invoice to Player 1 for $25.00" }));
    expect(screen.getByRole("dialog", { name: "Void this invoice?" })).toHaveTextContent('Player 1 will no longer be able to pay $25.00 for "League fee 1"');
    await user.click(screen.getByRole("button", { name: "Void invoice" }));
    await waitFor(() => expect(voidInvoice).toHaveBeenCalledWith("inv_1"));
    await expectToast(INVOICE_MESSAGES.voided, "success");
  });

  it("asks for more with Show more, and tells an organizer without payouts to set them up", async () => {
    const user = setupUser();
    renderWithProviders(<InvoicesPage />, { preloadedState: { auth: signedInAuth({ joinReason: "Organize" }) } });
    expect(screen.getByText(INVOICE_MESSAGES.paymentsAccount)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up payouts" })).toHaveAttribute("href", "/settings?tab=payments");
    await sent.emit({ items: [invoice(1)], more: true });
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    await waitFor(() => expect(watchInvoices).toHaveBeenLastCalledWith("organizer", "user-1", 40, expect.any(Function), expect.any(Function)));
  });
});
