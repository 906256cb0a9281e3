import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedOutAuth } from "@/test/fixtures";
import { BILLING_MESSAGES } from "@rallyhub/domain/billing/model";
import { blankField, FORM_MESSAGES, type FormDef } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState } from "@rallyhub/domain/forms/submissions";
import { getForm, getFormPayment, payFormSubmission, submitForm } from "../api/formsRepository";
import { Component as FormFillPage } from "./FormFillPage";
import { formCheckout, guestTokens, PAYMENT_NOT_FINISHED } from "./SubmissionPayment";

// The network boundary: the form and the form callables.
vi.mock("../api/formsRepository", () => ({ getForm: vi.fn(), submitForm: vi.fn(), payFormSubmission: vi.fn(), getFormPayment: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const form: FormDef = {
  id: "f1",
  title: "Summer league",
  description: "Eight weeks of doubles.",
  creatorId: "owner",
  creatorName: "Olivia",
  teamId: null,
  teamName: null,
  fields: [{ ...blankField("name", "short_text"), label: "Your name", required: true }],
  fee: { mode: "fixed", amount: 40, fieldId: null },
  deposit: 10,
  createdAt: 1,
  updatedAt: 1,
};

const state = (over: Partial<FormPaymentState> = {}): FormPaymentState => ({
  formId: "f1",
  submissionId: "s1",
  formTitle: "Summer league",
  email: "guest@example.test",
  amountDue: 4000,
  amountPaid: 0,
  deposit: 1000,
  paymentStatus: "unpaid",
  currency: "usd",
  session: null,
  canPay: true,
  ...over,
});

beforeEach(() => {
  vi.mocked(getForm).mockReset().mockResolvedValue(form);
  vi.mocked(submitForm).mockReset().mockResolvedValue({ submissionId: "s1", amountDue: 4000, deposit: 1000, guestToken: "guest-token-abcdefghijklmnop" });
  vi.mocked(payFormSubmission).mockReset().mockResolvedValue({ url: "https://checkout.example/cs_1", sessionId: "cs_1" });
  vi.mocked(getFormPayment).mockReset();
  sessionStorage.clear();
});

describe("the form page", () => {
  it("a guest fills it in, then pays the deposit through Checkout with their token", async () => {
    const user = setupUser();
    const go = vi.spyOn(formCheckout, "go").mockImplementation(() => undefined);
    renderWithProviders(<FormFillPage />, { path: "/form/:id", initialEntries: ["/form/f1"], preloadedState: { auth: signedOutAuth() } });
    expect(await screen.findByRole("heading", { level: 1, name: "Summer league" })).toBeInTheDocument();
    expect(screen.getByText("Fee: $40.00 (a $10.00 deposit can be paid first)")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: /^Your e-mail/ }), { target: { value: "guest@example.test" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Your name/ }), { target: { value: "Pat" } });
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText(/Thank you! Your answers were sent\./)).toBeInTheDocument();
    expect(submitForm).toHaveBeenCalledWith("f1", { email: "guest@example.test", answers: { name: "Pat" } });
    expect(guestTokens.read("s1")).toBe("guest-token-abcdefghijklmnop");
    await user.click(screen.getByRole("button", { name: "Pay the $10.00 deposit" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://checkout.example/cs_1"));
    expect(payFormSubmission).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", amount: "deposit", guestToken: "guest-token-abcdefghijklmnop" });
  });

  it("a guest back from Checkout sees the payment checked on the server", async () => {
    guestTokens.keep("s1", "guest-token-abcdefghijklmnop");
    vi.mocked(getFormPayment).mockResolvedValue(state({ session: "paid", amountPaid: 4000, paymentStatus: "paid" }));
    renderWithProviders(<FormFillPage />, { path: "/form/:id", initialEntries: ["/form/f1?submission=s1&session_id=cs_123"], preloadedState: { auth: signedOutAuth() } });
    expect(await screen.findByText(BILLING_MESSAGES.paymentSuccessful)).toBeInTheDocument();
    expect(screen.getByText("Paid in full")).toBeInTheDocument();
    expect(getFormPayment).toHaveBeenCalledWith({ formId: "f1", submissionId: "s1", sessionId: "cs_123", guestToken: "guest-token-abcdefghijklmnop" });
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("a declined or cancelled payment says nothing was charged and offers to pay again", async () => {
    guestTokens.keep("s1", "guest-token-abcdefghijklmnop");
    vi.mocked(getFormPayment).mockResolvedValue(state());
    renderWithProviders(<FormFillPage />, { path: "/form/:id", initialEntries: ["/form/f1?submission=s1&payment=cancelled"], preloadedState: { auth: signedOutAuth() } });
    expect(await screen.findByText(PAYMENT_NOT_FINISHED)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $40.00" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay the $10.00 deposit" })).toBeInTheDocument();
  });

  it("says when there is no such form", async () => {
    vi.mocked(getForm).mockResolvedValue(null);
    renderWithProviders(<FormFillPage />, { path: "/form/:id", initialEntries: ["/form/nope"], preloadedState: { auth: signedOutAuth() } });
    expect(await screen.findByRole("heading", { level: 1, name: FORM_MESSAGES.formNotFound })).toBeInTheDocument();
  });
});
