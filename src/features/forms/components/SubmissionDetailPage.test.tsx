import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeSessionUser, signedInAuth, signedOutAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { blankField, FORM_MESSAGES, type FormDef } from "@rallyhub/domain/forms/schema";
import type { FormSubmission } from "@rallyhub/domain/forms/submissions";
import { getForm, getSubmission } from "../api/formsRepository";
import { Component as SubmissionDetailPage } from "./SubmissionDetailPage";

// The network boundary: the form and the submission (Firestore).
vi.mock("../api/formsRepository", () => ({ getForm: vi.fn(), getSubmission: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const SENT = Date.UTC(2026, 2, 14, 18, 30);
const PAID = Date.UTC(2026, 2, 14, 18, 35);

const form: FormDef = {
  id: "f1",
  title: "Summer league",
  description: "",
  creatorId: "user-1",
  creatorName: "Olivia",
  teamId: "t1",
  teamName: "River Rats",
  fields: [{ ...blankField("name", "short_text"), label: "Your name" }],
  fee: { mode: "fixed", amount: 40, fieldId: null },
  deposit: 10,
  createdAt: 1,
  updatedAt: 1,
};

/** Pat's submission to the signed-in user's form: three answers, a signed waiver, the deposit paid. */
const submission = (over: Partial<FormSubmission> = {}): FormSubmission => ({
  id: "s1",
  formId: "f1",
  formTitle: "Summer league",
  ownerId: "user-1",
  uid: "u-pat",
  email: "pat@example.test",
  name: "Pat Player",
  answers: {
    name: "Pat Player",
    level: "adv",
    days: ["tue", "thu"],
    notes: "",
    waiver: { agreed: true, kind: "typed", name: "Pat Player", image: "" },
  },
  questions: [
    { id: "name", label: "Your name", type: "short_text", options: [] },
    {
      id: "level",
      label: "Level",
      type: "choice",
      options: [
        { id: "beg", label: "Beginner" },
        { id: "adv", label: "Advanced" },
      ],
    },
    {
      id: "days",
      label: "Days you can play",
      type: "checkboxes",
      options: [
        { id: "tue", label: "Tuesday" },
        { id: "thu", label: "Thursday" },
      ],
    },
    { id: "notes", label: "Anything else?", type: "long_text", options: [] },
    { id: "waiver", label: "Liability waiver", type: "waiver", options: [] },
  ],
  waivers: [{ fieldId: "waiver", label: "Liability waiver", text: "I play at my own risk." }],
  submittedAt: SENT,
  amountDue: 4000,
  deposit: 1000,
  amountPaid: 1000,
  paymentStatus: "partial",
  payments: [{ paymentIntentId: "pi_1", amount: 1000, part: "deposit", paidAt: PAID }],
  currency: "usd",
  ...over,
});

const open = (auth: AuthState = signedInAuth()) => renderWithProviders(<SubmissionDetailPage />, { path: "/form/:id/:submissionId", initialEntries: ["/form/f1/s1"], preloadedState: { auth } });

/** A section's description list as "term: value" pairs. */
const pairs = (section: HTMLElement) => {
  const terms = within(section)
    .getAllByRole("term")
    .map((t) => t.textContent);
  const values = within(section)
    .getAllByRole("definition")
    .map((d) => d.textContent);
  return terms.map((t, i) => `${t}: ${values[i]}`);
};
const answers = () => pairs(screen.getByRole("region", { name: "Answers" }));

beforeEach(() => {
  vi.mocked(getForm).mockReset().mockResolvedValue(form);
  vi.mocked(getSubmission).mockReset().mockResolvedValue(submission());
});

describe("form/{id}/{submissionId}", () => {
  it("asks a signed-out visitor to sign in, and reads nothing", async () => {
    open(signedOutAuth());
    expect(await screen.findByRole("heading", { name: "Sign in to see this submission" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/auth/login?returnUrl=${encodeURIComponent("/form/f1/s1")}`);
    expect(getSubmission).not.toHaveBeenCalled();
    expect(getForm).not.toHaveBeenCalled();
  });

  it("says it is loading while the submission is read", async () => {
    vi.mocked(getSubmission).mockReturnValue(new Promise(() => undefined));
    open();
    expect(await screen.findByRole("status", { name: "Loading the submission" })).toBeInTheDocument();
    expect(getSubmission).toHaveBeenCalledWith("f1", "s1");
  });

  it("the form's owner sees the answers as asked, the signed waiver and the payments, and can add the sender to the team", async () => {
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Pat Player" })).toBeInTheDocument();
    expect(screen.getByText(`Summer league · pat@example.test · sent ${new Date(SENT).toLocaleString()}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All submissions" })).toHaveAttribute("href", "/form/f1/submissions");
    expect(screen.getByRole("link", { name: "Add to River Rats" })).toHaveAttribute("href", "/form/f1/team-form-add/u-pat");
    // The waiver is not one of the answers; an empty answer shows a dash.
    expect(answers()).toEqual(["Your name: Pat Player", "Level: Advanced", "Days you can play: Tuesday; Thursday", "Anything else?: —"]);

    const waiver = screen.getByRole("region", { name: "Waiver: Liability waiver" });
    expect(within(waiver).getByRole("region", { name: "Liability waiver: the text as signed" })).toHaveTextContent("I play at my own risk.");
    expect(within(waiver).getByText(`Agreed and signed on ${new Date(SENT).toLocaleString()} by typing their name:`)).toBeInTheDocument();
    expect(within(waiver).getByText("Pat Player")).toBeInTheDocument();

    const payment = screen.getByRole("region", { name: "Payment" });
    // The chip, then what is due, paid and left, then each payment.
    expect(
      within(payment)
        .getAllByText("Balance due")
        .map((e) => e.tagName),
    ).toEqual(["SPAN", "DT"]);
    expect(pairs(payment)).toEqual(["Fee: $40.00", "Paid: $10.00", "Balance due: $30.00"]);
    expect(
      within(within(payment).getByRole("list", { name: "Payments" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([`Deposit: $10.00 on ${new Date(PAID).toLocaleString()}`]);
    // The owner does not pay the sender's fee.
    expect(screen.queryByRole("link", { name: "Pay the balance" })).not.toBeInTheDocument();
  });

  it("the person who sent it sees what they sent and can pay what is left, but not the owner's links", async () => {
    vi.mocked(getSubmission).mockResolvedValue(submission({ ownerId: "u-olivia", uid: "user-1" }));
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Pat Player" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay the balance" })).toHaveAttribute("href", "/pay-balance/f1/s1");
    expect(screen.queryByRole("link", { name: "All submissions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Add to/ })).not.toBeInTheDocument();
  });

  it("a drawn signature is shown as an image, an unsigned waiver says so, and a free form has no payment", async () => {
    vi.mocked(getSubmission).mockResolvedValue(
      submission({
        uid: null,
        answers: { waiver: { agreed: true, kind: "drawn", name: "", image: "data:image/png;base64,AAAA" }, photo: { agreed: false, kind: "typed", name: "", image: "" } },
        questions: [
          { id: "waiver", label: "Liability waiver", type: "waiver", options: [] },
          { id: "photo", label: "Photo release", type: "waiver", options: [] },
        ],
        waivers: [
          { fieldId: "waiver", label: "Liability waiver", text: "I play at my own risk." },
          { fieldId: "photo", label: "Photo release", text: "Photos may be taken." },
        ],
        amountDue: 0,
        deposit: null,
        amountPaid: 0,
        paymentStatus: "none",
        payments: [],
      }),
    );
    open();
    const drawn = await screen.findByRole("region", { name: "Waiver: Liability waiver" });
    expect(within(drawn).getByRole("img", { name: "Drawn signature on Liability waiver" })).toHaveAttribute("src", "data:image/png;base64,AAAA");
    expect(within(screen.getByRole("region", { name: "Waiver: Photo release" })).getByText("Not signed")).toBeInTheDocument();
    // Only waivers were asked: no Answers section. No fee: no Payment section. A guest cannot be added to the team.
    expect(screen.queryByRole("region", { name: "Answers" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Payment" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Add to/ })).not.toBeInTheDocument();
  });

  it("a submission that is not there (or not the reader's) says so", async () => {
    vi.mocked(getSubmission).mockResolvedValue(null);
    open(signedInAuth({}, { user: makeSessionUser({ uid: "u-stranger" }) }));
    expect(await screen.findByRole("heading", { level: 1, name: FORM_MESSAGES.submissionNotFound })).toBeInTheDocument();
    expect(screen.getByText("Only the form's owner and the person who sent it can see a submission.")).toBeInTheDocument();
  });

  it("a load failure says so, and Retry reads it again", async () => {
    const user = setupUser();
    vi.mocked(getSubmission).mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" }));
    open();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FORM_MESSAGES.loadFailed);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Pat Player" })).toBeInTheDocument();
    expect(getSubmission).toHaveBeenCalledTimes(2);
  });
});
