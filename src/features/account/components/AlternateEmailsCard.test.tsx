import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeProfile, signedInAuth, signedOutAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import { profileChanged, type AuthState } from "@/lib/session/authSlice";
import type { UserProfile } from "@/lib/session/userProfile";
import { addToList, removeFromList, updateUserFields } from "@/features/account/api/userSettings";
import { AlternateEmailsCard } from "./AlternateEmailsCard";
import { expectToast } from "@/test/toasts";

// The network boundary: the user document write. The api's list helpers stay real, so
// the call carries the Firestore union/remove the write would send.
vi.mock("@/features/account/api/userSettings", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/features/account/api/userSettings")>();
  return { ...actual, updateUserFields: vi.fn(), updatePublicProfile: vi.fn() };
});

function signedIn(profile: Partial<UserProfile> = {}): AuthState {
  return signedInAuth(profile, { status: "success" });
}

function renderCard(profile: Partial<UserProfile> = {}, auth: AuthState = signedIn(profile)) {
  return renderWithProviders(<AlternateEmailsCard />, { preloadedState: { auth } });
}

const field = () => screen.getByRole("textbox", { name: "Add an e-mail" });
const addButton = () => screen.getByRole("button", { name: "Add" });

async function add(user: UserEvent, email: string) {
  await user.type(field(), email);
  await user.click(addButton());
}

beforeEach(() => {
  vi.mocked(updateUserFields).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("AlternateEmailsCard (spec §2.7, §5 Alternate emails)", () => {
  it("shows the empty state, and Add stays disabled until something is typed", async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole("heading", { name: "Alternate e-mails" })).toBeInTheDocument();
    expect(screen.getByText("No alternate e-mails yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Alternate e-mails" })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await user.type(field(), "   ");
    expect(addButton()).toBeDisabled();
    await user.type(field(), "a");
    expect(addButton()).toBeEnabled();
  });

  it("lists the stored addresses, each with its Remove button", () => {
    renderCard({ alternateEmails: ["work@example.com", "old@example.org"] });
    expect(screen.queryByText("No alternate e-mails yet.")).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Alternate e-mails" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("work@example.com")).toBeInTheDocument();
    expect(within(list).getByText("old@example.org")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Remove work@example.com" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Remove old@example.org" })).toBeInTheDocument();
  });

  it("adds an address at once, trimmed, with 'Alternate emails updated successfully'", async () => {
    vi.mocked(updateUserFields).mockResolvedValue();
    const user = userEvent.setup();
    const { store } = renderCard({ alternateEmails: ["work@example.com"] });
    await add(user, "  second@example.com ");
    expect(updateUserFields).toHaveBeenCalledTimes(1);
    expect(updateUserFields).toHaveBeenCalledWith("user-1", { alternateEmails: addToList("second@example.com") }, "Failed to update alternate emails");
    await expectToast("Alternate emails updated successfully", "success");
    expect(field()).toHaveValue("");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    // The profile listener brings the saved list.
    act(() => {
      store.dispatch(profileChanged(makeProfile({ alternateEmails: ["work@example.com", "second@example.com"] })));
    });
    expect(within(screen.getByRole("list", { name: "Alternate e-mails" })).getByText("second@example.com")).toBeInTheDocument();
  });

  it("submits with Enter too", async () => {
    vi.mocked(updateUserFields).mockResolvedValue();
    const user = userEvent.setup();
    renderCard();
    await user.type(field(), "enter@example.com{Enter}");
    expect(updateUserFields).toHaveBeenCalledWith("user-1", { alternateEmails: addToList("enter@example.com") }, "Failed to update alternate emails");
    await expectToast("Alternate emails updated successfully", "success");
  });

  it.each(["not-an-email", "pat@", "@example.com", "pat example@example.com"])("refuses '%s' with 'Please enter a valid email address'", async (email) => {
    const user = userEvent.setup();
    renderCard();
    await add(user, email);
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveValue(email);
    expect(updateUserFields).not.toHaveBeenCalled();
  });

  it("refuses an address over 100 characters", async () => {
    const user = userEvent.setup();
    renderCard();
    await add(user, `${"a".repeat(89)}@example.com`);
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(updateUserFields).not.toHaveBeenCalled();
  });

  it("refuses an address already on the list, whatever its case, with 'This email is already added'", async () => {
    const user = userEvent.setup();
    renderCard({ alternateEmails: ["work@example.com"] });
    await add(user, "Work@Example.com");
    expect(screen.getByText("This email is already added")).toBeInTheDocument();
    expect(field()).toHaveValue("Work@Example.com");
    expect(updateUserFields).not.toHaveBeenCalled();
  });

  it("refuses the account's own address with 'This email is already added'", async () => {
    const user = userEvent.setup();
    renderCard();
    await add(user, "player@example.com");
    expect(screen.getByText("This email is already added")).toBeInTheDocument();
    expect(updateUserFields).not.toHaveBeenCalled();
  });

  it("clears the message as soon as the address is edited", async () => {
    const user = userEvent.setup();
    renderCard();
    await add(user, "nope");
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(field(), "@example.com");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "false");
  });

  it("says 'Failed to update alternate emails' when adding fails and keeps what was typed for a retry", async () => {
    vi.mocked(updateUserFields).mockRejectedValueOnce(new AppError("permission-denied", "Failed to update alternate emails")).mockResolvedValueOnce();
    const user = userEvent.setup();
    renderCard();
    await add(user, "second@example.com");
    await expectToast("Failed to update alternate emails", "error");
    expect(field()).toHaveValue("second@example.com");
    expect(addButton()).toBeEnabled();

    await user.click(addButton());
    await expectToast("Alternate emails updated successfully", "success");
    expect(updateUserFields).toHaveBeenCalledTimes(2);
    expect(updateUserFields).toHaveBeenLastCalledWith("user-1", { alternateEmails: addToList("second@example.com") }, "Failed to update alternate emails");
    expect(field()).toHaveValue("");
  });

  it("removes an address at once", async () => {
    vi.mocked(updateUserFields).mockResolvedValue();
    const user = userEvent.setup();
    renderCard({ alternateEmails: ["work@example.com", "old@example.org"] });
    await user.click(screen.getByRole("button", { name: "Remove old@example.org" }));
    expect(updateUserFields).toHaveBeenCalledTimes(1);
    expect(updateUserFields).toHaveBeenCalledWith("user-1", { alternateEmails: removeFromList("old@example.org") }, "Failed to update alternate emails");
    await expectToast("Alternate emails updated successfully", "success");
  });

  it("says 'Failed to update alternate emails' when removing fails, and the address stays", async () => {
    vi.mocked(updateUserFields).mockRejectedValue(new AppError("unavailable", "Failed to update alternate emails"));
    const user = userEvent.setup();
    renderCard({ alternateEmails: ["work@example.com"] });
    await user.click(screen.getByRole("button", { name: "Remove work@example.com" }));
    await expectToast("Failed to update alternate emails", "error");
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove work@example.com" })).toBeEnabled());
    expect(screen.getByText("work@example.com")).toBeInTheDocument();
  });

  it("disables Add and Remove while a change is being saved", async () => {
    let finish: () => void = () => undefined;
    vi.mocked(updateUserFields).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderCard({ alternateEmails: ["work@example.com"] });
    await add(user, "second@example.com");
    expect(addButton()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove work@example.com" })).toBeDisabled();
    act(() => finish());
    await expectToast("Alternate emails updated successfully", "success");
    // The toast comes when the save resolves; the mutation's state and the form's submitting flag
    // settle in later renders (a clean-clone run, on two busy cores, checked in between).
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove work@example.com" })).toBeEnabled());
  });

  it("says 'User not loaded' when nobody is signed in", async () => {
    const user = userEvent.setup();
    renderCard({}, signedOutAuth());
    await add(user, "second@example.com");
    await expectToast("User not loaded", "error");
    expect(updateUserFields).not.toHaveBeenCalled();
  });
});
