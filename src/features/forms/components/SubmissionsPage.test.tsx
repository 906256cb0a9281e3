import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { liveSource } from "@/test/liveSource";
import { blankField, type FormDef } from "@rallyhub/domain/forms/schema";
import type { FormSubmission } from "@rallyhub/domain/forms/submissions";
import { fetchAllSubmissions, getForm, watchSubmissions } from "../api/formsRepository";
import { downloadText } from "../model/download";
import { Component as SubmissionsPage, NO_SUBMISSIONS, NOT_YOUR_FORM } from "./SubmissionsPage";

// The network boundary: the form, the live submissions and the export's pages; and the file download.
vi.mock("../api/formsRepository", () => ({ getForm: vi.fn(), watchSubmissions: vi.fn(), fetchAllSubmissions: vi.fn() }));
vi.mock("../model/download", () => ({ downloadText: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const form: FormDef = {
  id: "f1",
  title: "Summer league",
  description: "",
  creatorId: "user-1",
  creatorName: "Olivia",
  teamId: null,
  teamName: null,
  fields: [{ ...blankField("name", "short_text"), label: "Your name" }],
  fee: { mode: "fixed", amount: 40, fieldId: null },
  deposit: null,
  createdAt: 1,
  updatedAt: 1,
};

const submission = (n: number, over: Partial<FormSubmission> = {}): FormSubmission => ({
  id: `s${n}`,
  formId: "f1",
  formTitle: "Summer league",
  ownerId: "user-1",
  uid: null,
  email: `p${n}@example.test`,
  name: `Player ${n}`,
  answers: { name: `Player ${n}` },
  questions: [{ id: "name", label: "Your name", type: "short_text", options: [] }],
  waivers: [],
  submittedAt: Date.UTC(2026, 0, n),
  amountDue: 4000,
  deposit: null,
  amountPaid: 0,
  paymentStatus: "unpaid",
  payments: [],
  currency: "usd",
  ...over,
});

let live = liveSource<{ items: FormSubmission[]; more: boolean }>();

beforeEach(() => {
  live = liveSource();
  vi.mocked(getForm).mockReset().mockResolvedValue(form);
  vi.mocked(watchSubmissions)
    .mockReset()
    .mockImplementation((_f, _o, _max, onChange, onError) => live.watch(onChange, onError));
  vi.mocked(fetchAllSubmissions).mockReset();
  vi.mocked(downloadText).mockReset();
});

describe("a form's submissions", () => {
  it("lists them live with their payment, and says when there are none", async () => {
    renderWithProviders(<SubmissionsPage />, { path: "/form/:id/submissions", initialEntries: ["/form/f1/submissions"], preloadedState: { auth: signedInAuth() } });
    expect(await screen.findByRole("heading", { level: 1, name: "Submissions" })).toBeInTheDocument();
    await live.emit({ items: [], more: false });
    expect(await screen.findByText(NO_SUBMISSIONS)).toBeInTheDocument();
    await live.emit({ items: [submission(1)], more: false });
    expect(await screen.findByRole("listitem", { name: "Player 1, $40.00, Unpaid" })).toBeInTheDocument();
    // The webhook marks it paid while the page is open.
    await live.emit({ items: [submission(1, { amountPaid: 4000, paymentStatus: "paid" })], more: false });
    expect(await screen.findByRole("listitem", { name: "Player 1, $40.00, Paid" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Player 1" })).toHaveAttribute("href", "/form/f1/s1");
  });

  it("exports every submission as CSV", async () => {
    const user = setupUser();
    vi.mocked(fetchAllSubmissions).mockResolvedValue({ items: [submission(1), submission(2, { amountPaid: 4000, paymentStatus: "paid" })], truncated: false });
    renderWithProviders(<SubmissionsPage />, { path: "/form/:id/submissions", initialEntries: ["/form/f1/submissions"], preloadedState: { auth: signedInAuth() } });
    await live.emit({ items: [submission(1)], more: true });
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    const [name, csv] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(name).toBe("summer-league-submissions.csv");
    expect(csv?.split("\r\n").slice(0, 3)).toEqual([
      "Submitted,Name,E-mail,Your name,Amount due,Amount paid,Payment",
      "2026-01-01T00:00:00.000Z,Player 1,p1@example.test,Player 1,40.00,0.00,unpaid",
      "2026-01-02T00:00:00.000Z,Player 2,p2@example.test,Player 2,40.00,40.00,paid",
    ]);
    expect(fetchAllSubmissions).toHaveBeenCalledWith("f1", "user-1");
  });

  it("shows someone else's form's submissions to nobody but its owner", async () => {
    vi.mocked(getForm).mockResolvedValue({ ...form, creatorId: "someone-else" });
    renderWithProviders(<SubmissionsPage />, { path: "/form/:id/submissions", initialEntries: ["/form/f1/submissions"], preloadedState: { auth: signedInAuth() } });
    expect(await screen.findByText(NOT_YOUR_FORM)).toBeInTheDocument();
    expect(watchSubmissions).not.toHaveBeenCalled();
  });
});
