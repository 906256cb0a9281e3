import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { BILLING_MESSAGES } from "@rallyhub/domain/billing/model";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState } from "@rallyhub/domain/forms/submissions";
import { getFormPayment, payFormSubmission } from "../api/formsRepository";
import { Component as PayBalancePage } from "./PayBalancePage";
import { formCheckout, PAYMENT_NOT_FINISHED, PAYMENT_REFUNDED } from "./SubmissionPayment";

// The network boundary: the payment callables.
vi.mock("../api/formsRepository", () => ({ getFormPayment: vi.fn(), payFormSubmission: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A $40.00 fee with its $10.00 deposit paid. */
const state = (over: Partial<FormPaymentState> = {}): FormPaymentState => ({
  formId: "f1",
  submissionId: "s1",
  formTitle: "Summer league",
  email: "pat@example.test",
  amountDue: 4000,
  amountPaid: 1000,
  deposit: 1000,
  paymentStatus: "partial",
  currency: "usd",
  session: null,
  canPay: true,
  ...over,
});

const open = (search = "") =>
  renderWithProviders(<PayBalancePage />, { path: "/pay-balance/:id/:submissionId", initialEntries: [`/pay-balance/f1/s1${search}`], preloadedState: { auth: signedInAuth() } });

/** The money list as "term: value" pairs. */
const money = () => {
  const terms = screen.getAllByRole("term").map((t) => t.textContent);
  const values = screen.getAllByRole("definition").map((d) => d.textContent);
  return terms.map((t, i) => `${t}: ${values[i]}`);
};

beforeEach(() => {
  vi.mocked(getFormPayment).mockReset().mockResolvedValue(state());
  vi.mocked(payFormSubmission).mockReset().mockResolvedValue({ url: "https://checkout.example/cs_2", sessionId: "cs_2" });
});

describe("pay-balance/{id}/{submissionId}", () => {
  it("says it is loading while the payment is read", async () => {
    vi.mocked(getFormPayment).mockReturnValue(new Promise(() => undefined));
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Pay Balance" })).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the payment…");
    expect(getFormPayment).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1" });
    expect(screen.getByRole("link", { name: "See what you sent" })).toHaveAttribute("href", "/form/f1/s1");
  });

  it("shows what is paid and left, and pays the balance through Checkout", async () => {
    const user = setupUser();
    const go = vi.spyOn(formCheckout, "go").mockImplementation(() => undefined);
    open();
    expect(await screen.findByRole("heading", { level: 2, name: "Summer league" })).toBeInTheDocument();
    expect(screen.getByText("Balance due · receipts go to pat@example.test")).toBeInTheDocument();
    expect(money()).toEqual(["Fee: $40.00", "Paid: $10.00", "Balance due: $30.00"]);
    // Part is paid: only the balance is offered.
    expect(screen.queryByRole("button", { name: /deposit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay the balance: $30.00" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://checkout.example/cs_2"));
    expect(payFormSubmission).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", amount: "balance" });
  });

  it("a refused payment says why, opens no Checkout, and can be tried again", async () => {
    const user = setupUser();
    const go = vi.spyOn(formCheckout, "go").mockImplementation(() => undefined);
    vi.mocked(payFormSubmission).mockRejectedValueOnce(Object.assign(new Error(FORM_MESSAGES.organizerCannotTakePayments), { code: "functions/failed-precondition" }));
    open();
    await user.click(await screen.findByRole("button", { name: "Pay the balance: $30.00" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FORM_MESSAGES.payFailed);
    expect(alert).toHaveTextContent(FORM_MESSAGES.organizerCannotTakePayments);
    expect(go).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Pay the balance: $30.00" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://checkout.example/cs_2"));
    expect(payFormSubmission).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("back from Checkout, the session is checked on the server and a paid fee says so", async () => {
    vi.mocked(getFormPayment).mockResolvedValue(state({ session: "paid", amountPaid: 4000, paymentStatus: "paid" }));
    open("?session_id=cs_123");
    expect(await screen.findByText(BILLING_MESSAGES.paymentSuccessful)).toBeInTheDocument();
    expect(getFormPayment).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", sessionId: "cs_123" });
    expect(money()).toEqual(["Fee: $40.00", "Paid: $40.00", "Balance: Paid in full"]);
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("a session id that is not Checkout's is not sent", async () => {
    open("?session_id=evil%2F..%2Fx");
    expect(await screen.findByRole("heading", { level: 2, name: "Summer league" })).toBeInTheDocument();
    expect(getFormPayment).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1" });
  });

  it("a cancelled payment says nothing was charged and offers to pay again", async () => {
    open("?payment=cancelled");
    expect(await screen.findByText(PAYMENT_NOT_FINISHED)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay the balance: $30.00" })).toBeInTheDocument();
  });

  it("a payment that came after the fee was paid says it was refunded", async () => {
    vi.mocked(getFormPayment).mockResolvedValue(state({ session: "refunded", amountPaid: 4000, paymentStatus: "paid" }));
    open("?session_id=cs_123");
    expect(await screen.findByText(PAYMENT_REFUNDED)).toBeInTheDocument();
  });

  it("offers no payment to someone who may not pay it (the form's owner)", async () => {
    vi.mocked(getFormPayment).mockResolvedValue(state({ canPay: false }));
    open();
    expect(await screen.findByText("Balance due · receipts go to pat@example.test")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("a submission that cannot be read says it was not found", async () => {
    vi.mocked(getFormPayment).mockRejectedValue(Object.assign(new Error("No submission"), { code: "functions/not-found" }));
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_MESSAGES.submissionNotFound);
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
