import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { AppError } from "@/lib/errors";
import { blankField, FORM_MESSAGES, type FormDef } from "@rallyhub/domain/forms/schema";
import type { FormSubmission } from "@rallyhub/domain/forms/submissions";
import { addFormSubmitterToTeam, findSubmissionBy, getForm } from "../api/formsRepository";
import { Component as TeamFormAddPage } from "./TeamFormAddPage";

// The network boundary: the form, the sender's submission (Firestore) and the addFormSubmitterToTeam callable.
vi.mock("../api/formsRepository", () => ({ getForm: vi.fn(), findSubmissionBy: vi.fn(), addFormSubmitterToTeam: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const form: FormDef = {
  id: "f1",
  title: "Summer league",
  description: "",
  creatorId: "user-1",
  creatorName: "Olivia",
  teamId: "t1",
  teamName: "River Rats",
  fields: [{ ...blankField("name", "short_text"), label: "Your name" }],
  fee: { mode: "none", amount: null, fieldId: null },
  deposit: null,
  createdAt: 1,
  updatedAt: 1,
};

const submission: FormSubmission = {
  id: "s1",
  formId: "f1",
  formTitle: "Summer league",
  ownerId: "user-1",
  uid: "u-pat",
  email: "pat@example.test",
  name: "Pat Player",
  answers: { name: "Pat Player" },
  questions: [{ id: "name", label: "Your name", type: "short_text", options: [] }],
  waivers: [],
  submittedAt: 1,
  amountDue: 0,
  deposit: null,
  amountPaid: 0,
  paymentStatus: "none",
  payments: [],
  currency: "usd",
};

const open = (auth: AuthState = signedInAuth()) =>
  renderWithProviders(<TeamFormAddPage />, { path: "/form/:formId/team-form-add/:userId", initialEntries: ["/form/f1/team-form-add/u-pat"], preloadedState: { auth } });

beforeEach(() => {
  vi.mocked(getForm).mockReset().mockResolvedValue(form);
  vi.mocked(findSubmissionBy).mockReset().mockResolvedValue(submission);
  vi.mocked(addFormSubmitterToTeam).mockReset().mockResolvedValue({ teamId: "t1", teamName: "River Rats", entryId: "e1" });
});

describe("form/{formId}/team-form-add/{userId}", () => {
  it("asks a signed-out visitor to sign in, and reads nothing", async () => {
    open(signedOutAuth());
    expect(await screen.findByRole("heading", { name: "Sign in to add someone to a team" })).toBeInTheDocument();
    expect(getForm).not.toHaveBeenCalled();
  });

  it("says it is loading while the form is read", async () => {
    vi.mocked(getForm).mockReturnValue(new Promise(() => undefined));
    open();
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(getForm).toHaveBeenCalledWith("f1");
  });

  it("asks the owner to confirm, adds the sender to the form's team, and links to the team", async () => {
    const user = setupUser();
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Add to team" })).toBeInTheDocument();
    expect(await screen.findByText(/^Add .*\?/)).toHaveTextContent(
      "Add Pat Player (pat@example.test), who filled in Summer league, to River Rats? They are invited as a pending member and join once they accept.",
    );
    expect(findSubmissionBy).toHaveBeenCalledWith("f1", "user-1", "u-pat");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/form/f1/s1");

    await user.click(screen.getByRole("button", { name: "Add to team" }));
    expect(await screen.findByText("Pat Player is invited to River Rats: a pending member until they accept.")).toBeInTheDocument();
    expect(addFormSubmitterToTeam).toHaveBeenCalledWith("f1", "u-pat");
    expect(screen.getByRole("link", { name: "Open River Rats" })).toHaveAttribute("href", "/team/t1");
    expect(screen.getByRole("link", { name: "Back to submissions" })).toHaveAttribute("href", "/form/f1/submissions");
    expect(screen.queryByRole("button", { name: "Add to team" })).not.toBeInTheDocument();
  });

  it("a refusal shows the server's reason, and Add to team can be tried again", async () => {
    const user = setupUser();
    vi.mocked(addFormSubmitterToTeam).mockRejectedValueOnce(Object.assign(new Error("Pat Player is already on River Rats."), { code: "functions/already-exists" }));
    open();
    await user.click(await screen.findByRole("button", { name: "Add to team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Pat Player is already on River Rats.");
    expect(screen.queryByText(/is invited to/)).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole("button", { name: "Add to team" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Add to team" }));
    expect(await screen.findByText("Pat Player is invited to River Rats: a pending member until they accept.")).toBeInTheDocument();
    expect(addFormSubmitterToTeam).toHaveBeenCalledTimes(2);
  });

  it("a failure without a reason shows the general message", async () => {
    const user = setupUser();
    vi.mocked(addFormSubmitterToTeam).mockRejectedValueOnce(Object.assign(new Error("internal"), { code: "functions/internal" }));
    open();
    await user.click(await screen.findByRole("button", { name: "Add to team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The person could not be added to the team. Please try again.");
  });

  it("a form that could not be loaded says so and offers Retry, which loads it", async () => {
    const user = setupUser();
    vi.mocked(getForm).mockRejectedValueOnce(new AppError("unavailable", FORM_MESSAGES.loadFailed));
    open();
    expect(await screen.findByText(FORM_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(FORM_MESSAGES.formNotFound)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Add to team" })).toBeInTheDocument();
  });

  it("says when there is no such form", async () => {
    vi.mocked(getForm).mockResolvedValue(null);
    open();
    expect(await screen.findByText(FORM_MESSAGES.formNotFound)).toBeInTheDocument();
    expect(findSubmissionBy).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Add to team" })).not.toBeInTheDocument();
  });

  it("refuses someone else's form without reading its submissions", async () => {
    vi.mocked(getForm).mockResolvedValue({ ...form, creatorId: "u-olivia" });
    open();
    expect(await screen.findByText(FORM_MESSAGES.notOwner)).toBeInTheDocument();
    expect(findSubmissionBy).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Add to team" })).not.toBeInTheDocument();
  });

  it("says when the form has no team", async () => {
    vi.mocked(getForm).mockResolvedValue({ ...form, teamId: null, teamName: null });
    open();
    expect(await screen.findByText(FORM_MESSAGES.noTeam)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to team" })).not.toBeInTheDocument();
  });

  it("says when the person did not fill the form in", async () => {
    vi.mocked(findSubmissionBy).mockResolvedValue(null);
    open();
    expect(await screen.findByText(FORM_MESSAGES.notASubmitter)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to team" })).not.toBeInTheDocument();
  });

  it("says when the submissions could not be read", async () => {
    vi.mocked(findSubmissionBy).mockRejectedValue(Object.assign(new Error("offline"), { code: "unavailable" }));
    open();
    expect(await screen.findByText(FORM_MESSAGES.submissionsLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to team" })).not.toBeInTheDocument();
  });
});
