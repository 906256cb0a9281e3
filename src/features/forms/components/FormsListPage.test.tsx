import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import type { AuthState } from "@/lib/session/authSlice";
import { toast } from "@/lib/toast";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import type { FormListItem } from "@rallyhub/domain/stored/forms";
import { deleteForm, listMyForms } from "../api/formsRepository";
import { Component as FormsListPage, NO_FORMS } from "./FormsListPage";

// The network boundary: the user's forms and the delete (Firestore).
vi.mock("../api/formsRepository", () => ({ listMyForms: vi.fn(), deleteForm: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const item = (n: number, over: Partial<FormListItem> = {}): FormListItem => ({
  id: `f${n}`,
  title: `Form ${n}`,
  questions: 3,
  paid: false,
  teamName: null,
  submissionCount: 0,
  updatedAt: n,
  ...over,
});

const open = (auth: AuthState = signedInAuth()) => renderWithProviders(<FormsListPage />, { path: "/form", initialEntries: ["/form"], preloadedState: { auth } });

beforeEach(() => {
  vi.mocked(listMyForms).mockReset().mockResolvedValue({ items: [], more: false });
  vi.mocked(deleteForm).mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => toast.reset());
});

describe("form (my forms)", () => {
  it("asks a signed-out visitor to sign in, and reads nothing", async () => {
    open(signedOutAuth());
    expect(await screen.findByRole("heading", { name: "Sign in to see your forms" })).toBeInTheDocument();
    expect(listMyForms).not.toHaveBeenCalled();
  });

  it("shows a loading state while the forms are read", async () => {
    vi.mocked(listMyForms).mockReturnValue(new Promise(() => undefined));
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Forms & waivers" })).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "Loading your forms" })).toBeInTheDocument();
    expect(listMyForms).toHaveBeenCalledWith("user-1", 20);
  });

  it("with no forms says so and offers to create one", async () => {
    open();
    expect(await screen.findByText(NO_FORMS)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create a form" })).toHaveAttribute("href", "/form/build");
  });

  it("lists each form with what it asks and takes, and its links; only a form nobody filled in can be deleted", async () => {
    vi.mocked(listMyForms).mockResolvedValue({
      items: [item(1, { title: "Summer league", paid: true, submissionCount: 2, teamName: "River Rats" }), item(2, { title: "Waiver", questions: 1 })],
      more: false,
    });
    open();
    const list = await screen.findByRole("list", { name: "Your forms" });
    const league = within(list).getByRole("listitem", { name: "Summer league" });
    expect(within(league).getByRole("link", { name: "Summer league" })).toHaveAttribute("href", "/form/f1");
    expect(within(league).getByText("3 questions · takes a fee · 2 submissions · team River Rats")).toBeInTheDocument();
    expect(within(league).getByRole("link", { name: "Edit Summer league" })).toHaveAttribute("href", "/form/build/f1");
    expect(within(league).getByRole("link", { name: "Submissions of Summer league" })).toHaveAttribute("href", "/form/f1/submissions");
    expect(within(league).queryByRole("button", { name: "Delete Summer league" })).not.toBeInTheDocument();

    const waiver = within(list).getByRole("listitem", { name: "Waiver" });
    expect(within(waiver).getByText("1 question · free · 0 submissions")).toBeInTheDocument();
    expect(within(waiver).getByRole("button", { name: "Delete Waiver" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("copies a form's link to share", async () => {
    const user = setupUser();
    vi.mocked(listMyForms).mockResolvedValue({ items: [item(1)], more: false });
    open();
    await user.click(await screen.findByRole("button", { name: "Copy the link to Form 1" }));
    await expectToast("Link copied", "success");
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/form/f1`);
  });

  it("shows more forms when there are more", async () => {
    const user = setupUser();
    vi.mocked(listMyForms).mockImplementation((_uid, max) => Promise.resolve({ items: Array.from({ length: max === 20 ? 20 : 22 }, (_, i) => item(i + 1)), more: max === 20 }));
    open();
    const list = await screen.findByRole("list", { name: "Your forms" });
    expect(within(list).getAllByRole("listitem", { name: /^Form \d+$/ })).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem", { name: /^Form \d+$/ })).toHaveLength(22));
    expect(listMyForms).toHaveBeenLastCalledWith("user-1", 40);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("a load failure says so, and Retry reads the forms again", async () => {
    const user = setupUser();
    vi.mocked(listMyForms).mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" }));
    open();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(FORM_MESSAGES.loadFailed);
    vi.mocked(listMyForms).mockResolvedValue({ items: [item(1)], more: false });
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Form 1" })).toBeInTheDocument();
    expect(screen.queryByText(FORM_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });
});

describe("form (my forms): deleting", () => {
  it("asks first; keeping the form sends nothing", async () => {
    const user = setupUser();
    vi.mocked(listMyForms).mockResolvedValue({ items: [item(2, { title: "Waiver" })], more: false });
    open();
    await user.click(await screen.findByRole("button", { name: "Delete Waiver" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this form?" });
    expect(dialog).toHaveTextContent('"Waiver" will no longer open for anyone. Its link stops working. This cannot be undone.');
    await user.click(within(dialog).getByRole("button", { name: "Keep form" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deleteForm).not.toHaveBeenCalled();
  });

  it("deletes the form after asking, says so, and the list no longer has it", async () => {
    const user = setupUser();
    vi.mocked(listMyForms).mockResolvedValue({ items: [item(1), item(2, { title: "Waiver" })], more: false });
    open();
    await user.click(await screen.findByRole("button", { name: "Delete Waiver" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this form?" });
    vi.mocked(listMyForms).mockResolvedValue({ items: [item(1)], more: false });
    await user.click(within(dialog).getByRole("button", { name: "Delete form" }));
    await waitFor(() => expect(deleteForm).toHaveBeenCalledWith("f2"));
    await expectToast(FORM_MESSAGES.deleted, "success");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Waiver" })).not.toBeInTheDocument());
    expect(screen.getByRole("listitem", { name: "Form 1" })).toBeInTheDocument();
  });

  it("a failed delete says so and keeps the dialog open to try again", async () => {
    const user = setupUser();
    vi.mocked(listMyForms).mockResolvedValue({ items: [item(2, { title: "Waiver" })], more: false });
    vi.mocked(deleteForm).mockRejectedValueOnce(Object.assign(new Error("denied"), { code: "permission-denied" }));
    open();
    await user.click(await screen.findByRole("button", { name: "Delete Waiver" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this form?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete form" }));
    await expectToast(FORM_MESSAGES.deleteFailed, "error");
    expect(queued().some((t) => t.message === FORM_MESSAGES.deleted)).toBe(false);
    expect(screen.getByRole("dialog", { name: "Delete this form?" })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Delete form" })).toBeEnabled());
    await user.click(within(dialog).getByRole("button", { name: "Delete form" }));
    await expectToast(FORM_MESSAGES.deleted, "success");
    expect(deleteForm).toHaveBeenCalledTimes(2);
  });
});
