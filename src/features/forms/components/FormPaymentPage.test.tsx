import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { BILLING_MESSAGES } from "@rallyhub/domain/billing/model";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState } from "@rallyhub/domain/forms/submissions";
import { getFormPayment, payFormSubmission } from "../api/formsRepository";
import { Component as FormPaymentPage } from "./FormPaymentPage";
import { formCheckout, guestTokens, PAYMENT_NOT_FINISHED } from "./SubmissionPayment";

// The network boundary: the payment callables.
vi.mock("../api/formsRepository", () => ({ getFormPayment: vi.fn(), payFormSubmission: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A $40.00 fee with a $10.00 deposit, nothing paid yet. */
const state = (over: Partial<FormPaymentState> = {}): FormPaymentState => ({
  formId: "f1",
  submissionId: "s1",
  formTitle: "Summer league",
  email: "pat@example.test",
  amountDue: 4000,
  amountPaid: 0,
  deposit: 1000,
  paymentStatus: "unpaid",
  currency: "usd",
  session: null,
  canPay: true,
  ...over,
});

const open = (search = "", auth: AuthState = signedInAuth()) =>
  renderWithProviders(<FormPaymentPage />, { path: "/form/payment/:id/:submissionId", initialEntries: [`/form/payment/f1/s1${search}`], preloadedState: { auth } });

beforeEach(() => {
  vi.mocked(getFormPayment).mockReset().mockResolvedValue(state());
  vi.mocked(payFormSubmission).mockReset().mockResolvedValue({ url: "https://checkout.example/cs_2", sessionId: "cs_2" });
});

describe("form/payment/{id}/{submissionId}", () => {
  it("asks a signed-out visitor to sign in and come back here, and reads nothing", async () => {
    open("?session_id=cs_123", signedOutAuth());
    expect(await screen.findByRole("heading", { name: "Sign in to see this payment" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/auth/login?returnUrl=${encodeURIComponent("/form/payment/f1/s1?session_id=cs_123")}`);
    expect(getFormPayment).not.toHaveBeenCalled();
  });

  it("says nothing while the sign-in is still being checked", () => {
    const { container } = open("", signedOutAuth({ sdkReady: false, status: "idle" }));
    expect(container).toBeEmptyDOMElement();
    expect(getFormPayment).not.toHaveBeenCalled();
  });

  it("back from Checkout, checks the payment on the server before saying it was paid", async () => {
    let answer: (s: FormPaymentState) => void = () => undefined;
    vi.mocked(getFormPayment).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open("?session_id=cs_123");
    expect(screen.getByRole("heading", { level: 1, name: "Your payment" })).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your payment…");
    expect(getFormPayment).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", sessionId: "cs_123" });
    expect(screen.queryByText(BILLING_MESSAGES.paymentSuccessful)).not.toBeInTheDocument();

    answer(state({ session: "paid", amountPaid: 4000, paymentStatus: "paid" }));
    expect(await screen.findByText(BILLING_MESSAGES.paymentSuccessful)).toBeInTheDocument();
    expect(screen.getByText("Paid · receipts go to pat@example.test")).toBeInTheDocument();
    expect(screen.getByText("Paid in full")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See what you sent" })).toHaveAttribute("href", "/form/f1/s1");
    expect(screen.getByRole("link", { name: "Transaction History" })).toHaveAttribute("href", "/transactions");
  });

  it("an unfinished Checkout says nothing was charged, and the payer can pay the deposit again (with their guest token)", async () => {
    const user = setupUser();
    const go = vi.spyOn(formCheckout, "go").mockImplementation(() => undefined);
    guestTokens.keep("s1", "guest-token-abcdefghijklmnop");
    vi.mocked(getFormPayment).mockResolvedValue(state({ session: "open" }));
    open("?session_id=cs_123");
    expect(await screen.findByText(PAYMENT_NOT_FINISHED)).toBeInTheDocument();
    expect(getFormPayment).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", sessionId: "cs_123", guestToken: "guest-token-abcdefghijklmnop" });
    expect(screen.getByRole("button", { name: "Pay $40.00" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay the $10.00 deposit" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://checkout.example/cs_2"));
    expect(payFormSubmission).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", amount: "deposit", guestToken: "guest-token-abcdefghijklmnop" });
  });

  it("a refused payment says why and keeps the buttons", async () => {
    const user = setupUser();
    const go = vi.spyOn(formCheckout, "go").mockImplementation(() => undefined);
    vi.mocked(payFormSubmission).mockRejectedValue(Object.assign(new Error("internal"), { code: "functions/internal" }));
    open("?payment=cancelled");
    expect(await screen.findByText(PAYMENT_NOT_FINISHED)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay $40.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_MESSAGES.payFailed);
    expect(payFormSubmission).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", amount: "full" });
    expect(go).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay $40.00" })).toBeEnabled());
  });

  it("a payment that cannot be read says the submission was not found", async () => {
    vi.mocked(getFormPayment).mockRejectedValue(Object.assign(new Error("internal"), { code: "functions/internal" }));
    open("?session_id=cs_123");
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_MESSAGES.submissionNotFound);
    expect(screen.getByRole("link", { name: "See what you sent" })).toBeInTheDocument();
  });
});
