import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeProfile, signedInAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import { recordedAnalyticsEvents } from "@/lib/analytics";
import { getFlag } from "@/lib/remoteConfig";
import { profileChanged, signedOut, type AuthState } from "@/lib/session/authSlice";
import type { UserProfile } from "@/lib/session/userProfile";
import { blockUsers, listBlockedConversations, setConversationBlocked, setPrivacyToggle, unblockUser } from "@/features/account/api/privacyRepository";
import { deleteAccount, getDeletionBlockers } from "@/features/account/api/accountRepository";
import { searchUser, type FoundUser } from "@/features/account/api/accountCallables";
import PrivacyTab from "./PrivacyTab";
import { expectToast, queued } from "@/test/toasts";

vi.mock("@/features/account/api/privacyRepository", () => ({
  setPrivacyToggle: vi.fn(),
  blockUsers: vi.fn(),
  unblockUser: vi.fn(),
  listBlockedConversations: vi.fn(),
  setConversationBlocked: vi.fn(),
}));
vi.mock("@/features/account/api/accountRepository", () => ({ getDeletionBlockers: vi.fn(), deleteAccount: vi.fn() }));
vi.mock("@/features/account/api/accountCallables", () => ({ searchUser: vi.fn(), call: vi.fn() }));
vi.mock("@/lib/remoteConfig", () => ({
  getFlag: vi.fn(),
  peekFlag: vi.fn((name: string) => name === "subscriptionsEnabled"),
}));

const riley: FoundUser = { uid: "u-riley", displayName: "Riley Second", email: "riley@example.com", photoURL: "" };
const sam: FoundUser = { uid: "u-sam", displayName: "Sam Third", email: "sam@example.com", photoURL: "" };

function signedIn(profile: Partial<UserProfile> = {}): AuthState {
  return signedInAuth(profile, { status: "success" });
}

function withBlocklist(blocklist: UserProfile["privacySettings"]["blocklist"]): Partial<UserProfile> {
  return { privacySettings: { ...makeProfile().privacySettings, blocklist } };
}

function renderTab(profile: Partial<UserProfile> = {}) {
  return renderWithProviders(<PrivacyTab />, { preloadedState: { auth: signedIn(profile) }, initialEntries: ["/settings?tab=privacy"] });
}

function flags(badgesEnabled: boolean) {
  vi.mocked(getFlag).mockImplementation((name) => Promise.resolve(name === "badgesEnabled" ? badgesEnabled : true));
}

/** Types a query and waits for the (debounced) search to answer. */
async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole("searchbox", { name: "Search by email or UID" }), text);
}

beforeEach(() => {
  flags(false);
  vi.mocked(listBlockedConversations).mockReset().mockResolvedValue([]);
  vi.mocked(getDeletionBlockers).mockReset().mockResolvedValue([]);
  vi.mocked(deleteAccount).mockReset();
  vi.mocked(setPrivacyToggle).mockReset();
  vi.mocked(blockUsers).mockReset();
  vi.mocked(unblockUser).mockReset();
  vi.mocked(setConversationBlocked).mockReset();
  vi.mocked(searchUser).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.reset());
});

describe("PrivacyTab toggles (spec §2.9, §6)", () => {
  it("shows three toggles, without Public badges, while the badges flag is off", async () => {
    renderTab();
    await waitFor(() => expect(getFlag).toHaveBeenCalledWith("badgesEnabled"));
    await act(() => Promise.resolve());
    expect(screen.getByRole("switch", { name: "Messages from anyone" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Public online status" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Public upcoming games" })).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Public badges" })).not.toBeInTheDocument();
  });

  it("shows Public badges when the badges flag is on", async () => {
    flags(true);
    renderTab({ privacySettings: { ...makeProfile().privacySettings, publicBadges: true } });
    expect(await screen.findByRole("switch", { name: "Public badges" })).toBeChecked();
  });

  it("saves a toggle at once and says so", async () => {
    vi.mocked(setPrivacyToggle).mockResolvedValue();
    const user = userEvent.setup();
    const { store } = renderTab();
    const online = screen.getByRole("switch", { name: "Public online status" });
    await user.click(online);
    expect(online).toBeChecked();
    expect(setPrivacyToggle).toHaveBeenCalledWith("user-1", "publicOnlineStatus", true);
    await expectToast("Privacy has been updated successfully.", "success");
    expect(online).toBeChecked();
    expect(store.getState().auth.profile?.privacySettings.publicOnlineStatus).toBe(true);
  });

  it("puts the switch back and shows the error's message when saving fails", async () => {
    vi.mocked(setPrivacyToggle).mockRejectedValue(new Error("Privacy could not be updated. Please try again."));
    const user = userEvent.setup();
    renderTab({ privacySettings: { ...makeProfile().privacySettings, messagesFromAnyone: true } });
    const messages = screen.getByRole("switch", { name: "Messages from anyone" });
    expect(messages).toBeChecked();
    await user.click(messages);
    await expectToast("Privacy could not be updated. Please try again.", "error");
    expect(messages).toBeChecked();
    expect(setPrivacyToggle).toHaveBeenCalledWith("user-1", "messagesFromAnyone", false);
  });
});

describe("PrivacyTab block list (spec §5 Blocking, §8)", () => {
  it("searches from 3 characters, 300 ms after the last keystroke", () => {
    vi.useFakeTimers();
    vi.mocked(searchUser).mockResolvedValue(null);
    renderTab();
    const box = screen.getByRole("searchbox", { name: "Search by email or UID" });
    fireEvent.change(box, { target: { value: "ri" } });
    act(() => vi.advanceTimersByTime(1000));
    expect(searchUser).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: "ril" } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: "rile" } });
    act(() => vi.advanceTimersByTime(299));
    expect(searchUser).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(searchUser).toHaveBeenCalledTimes(1);
    expect(searchUser).toHaveBeenCalledWith("rile");
  });

  it("says when nobody is found, and when the search fails", async () => {
    vi.mocked(searchUser).mockResolvedValueOnce(null).mockRejectedValueOnce(new Error("internal"));
    const user = userEvent.setup();
    renderTab();
    await search(user, "nobody@example.com");
    expect(await screen.findByText("No user found with this email or UID")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search by email or UID" }));
    await search(user, "u-broken");
    expect(await screen.findByText("Error searching for user. Please try again.")).toBeInTheDocument();
    expect(searchUser).toHaveBeenLastCalledWith("u-broken");
  });

  it("does not let an already blocked user be chosen", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    const user = userEvent.setup();
    renderTab(withBlocklist([{ userId: "u-riley", email: "riley@example.com" }]));
    await search(user, "u-riley");
    expect(await screen.findByText("Already blocked")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Riley Second" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Block" })).toBeDisabled();
  });

  it("matches an already blocked user by e-mail too", async () => {
    vi.mocked(searchUser).mockResolvedValue({ ...riley, uid: "u-riley-new" });
    const user = userEvent.setup();
    renderTab(withBlocklist([{ userId: "u-riley", email: "riley@example.com" }]));
    await search(user, "riley@example.com");
    expect(await screen.findByText("Already blocked")).toBeInTheDocument();
  });

  it("says 'User is already blocked.' when every chosen user got blocked meanwhile", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    const user = userEvent.setup();
    const { store } = renderTab();
    await search(user, "riley@example.com");
    await user.click(await screen.findByRole("button", { name: "Add Riley Second" }));
    // Blocked from another tab: the profile listener brings the new list.
    act(() => {
      store.dispatch(profileChanged(makeProfile(withBlocklist([{ userId: "u-riley", email: "riley@example.com" }]))));
    });
    await user.click(screen.getByRole("button", { name: "Block" }));
    await expectToast("User is already blocked.", "error");
    expect(blockUsers).not.toHaveBeenCalled();
  });

  it("blocks the chosen users and lists them", async () => {
    vi.mocked(searchUser)
      .mockResolvedValueOnce(riley)
      .mockResolvedValueOnce({ ...sam, email: "s••@example.com" });
    vi.mocked(blockUsers).mockResolvedValue();
    const user = userEvent.setup();
    const { store } = renderTab();
    expect(screen.getByText("You have not blocked any users.")).toBeInTheDocument();
    await search(user, "riley@example.com");
    await user.click(await screen.findByRole("button", { name: "Add Riley Second" }));
    await search(user, "u-sam");
    await user.click(await screen.findByRole("button", { name: "Add Sam Third" }));
    const chosen = screen.getByRole("list", { name: "To block" });
    expect(within(chosen).getByText("Riley Second")).toBeInTheDocument();
    expect(within(chosen).getByText("Sam Third")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Block" }));
    await expectToast("User(s) successfully blocked.", "success");
    // A masked e-mail (uid search) is not stored: it identifies nobody.
    expect(blockUsers).toHaveBeenCalledWith("user-1", [
      { userId: "u-riley", email: "riley@example.com" },
      { userId: "u-sam", email: "" },
    ]);
    const blocked = screen.getByRole("list", { name: "Blocked users" });
    expect(within(blocked).getByText("riley@example.com")).toBeInTheDocument();
    expect(within(blocked).getByText("u-sam")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "To block" })).not.toBeInTheDocument();
    expect(store.getState().auth.profile?.privacySettings.blocklist).toHaveLength(2);
  });

  it("says 'Error blocking users.' when blocking fails", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    vi.mocked(blockUsers).mockRejectedValue(new Error("permission-denied"));
    const user = userEvent.setup();
    renderTab();
    await search(user, "riley@example.com");
    await user.click(await screen.findByRole("button", { name: "Add Riley Second" }));
    await user.click(screen.getByRole("button", { name: "Block" }));
    await expectToast("Error blocking users.", "error");
    expect(screen.getByText("You have not blocked any users.")).toBeInTheDocument();
  });

  it("unblocks a user", async () => {
    vi.mocked(unblockUser).mockResolvedValue();
    const user = userEvent.setup();
    const entry = { userId: "u-riley", email: "riley@example.com" };
    renderTab(withBlocklist([entry]));
    await user.click(screen.getByRole("button", { name: "Unblock riley@example.com" }));
    await expectToast("User unblocked successfully.", "success");
    expect(unblockUser).toHaveBeenCalledWith("user-1", entry);
    expect(screen.getByText("You have not blocked any users.")).toBeInTheDocument();
  });

  it("says 'Error while unblocking user.' when unblocking fails", async () => {
    vi.mocked(unblockUser).mockRejectedValue(new Error("unavailable"));
    const user = userEvent.setup();
    renderTab(withBlocklist([{ userId: "u-riley", email: "riley@example.com" }]));
    await user.click(screen.getByRole("button", { name: "Unblock riley@example.com" }));
    await expectToast("Error while unblocking user.", "error");
    await waitFor(() => expect(screen.getByRole("button", { name: "Unblock riley@example.com" })).toBeEnabled());
  });
});

describe("PrivacyTab blocked conversations (spec §4)", () => {
  it("shows the empty state once loaded", async () => {
    renderTab();
    expect(screen.getByText("Loading blocked conversations…")).toBeInTheDocument();
    expect(await screen.findByText("You have not blocked any conversations.")).toBeInTheDocument();
    expect(listBlockedConversations).toHaveBeenCalledWith("user-1");
  });

  it("unblocks a conversation by turning its Blocked switch off", async () => {
    vi.mocked(listBlockedConversations).mockResolvedValue([{ id: "c1", participants: ["user-1", "u-riley"], blocked: true, title: "Riley Second" }]);
    vi.mocked(setConversationBlocked).mockResolvedValue();
    const user = userEvent.setup();
    renderTab();
    const blocked = await screen.findByRole("switch", { name: "Blocked: Riley Second" });
    expect(blocked).toBeChecked();
    await user.click(blocked);
    expect(setConversationBlocked).toHaveBeenCalledWith("c1", false);
    expect(await screen.findByText("You have not blocked any conversations.")).toBeInTheDocument();
  });

  it("when the server refuses the unblock (only the one who blocked may lift it), the conversation stays blocked and its reason is shown", async () => {
    vi.mocked(listBlockedConversations).mockResolvedValue([{ id: "c1", participants: ["user-1", "u-riley"], blocked: true, title: "Riley Second" }]);
    vi.mocked(setConversationBlocked).mockRejectedValue(
      new AppError("permission-denied", "The conversation could not be unblocked. Please try again.", null, "Only the person who blocked this conversation can unblock it."),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole("switch", { name: "Blocked: Riley Second" }));
    await waitFor(() =>
      expect(queued()).toContainEqual(
        expect.objectContaining({ severity: "error", message: "The conversation could not be unblocked. Please try again.", detail: "Only the person who blocked this conversation can unblock it." }),
      ),
    );
    expect(await screen.findByRole("switch", { name: "Blocked: Riley Second" })).toBeChecked();
  });
});

describe("PrivacyTab account deletion (spec §4, §5, §8)", () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    return screen.findByRole("dialog", { name: "Delete account" });
  }

  it("logs the prompt and enables Delete only for exactly DELETE", async () => {
    const user = userEvent.setup();
    renderTab();
    const before = recordedAnalyticsEvents().filter((e) => e.name === "delete_user_prompt").length;
    const dialog = await openDialog(user);
    expect(recordedAnalyticsEvents().filter((e) => e.name === "delete_user_prompt")).toHaveLength(before + 1);
    await waitFor(() => expect(getDeletionBlockers).toHaveBeenCalled());
    const field = within(dialog).getByRole("textbox", { name: "Type DELETE to confirm" });
    const remove = within(dialog).getByRole("button", { name: "Delete" });
    expect(remove).toBeDisabled();
    await user.type(field, "delete");
    expect(remove).toBeDisabled();
    await user.clear(field);
    await user.type(field, "DELETE ");
    expect(remove).toBeDisabled();
    await user.clear(field);
    await user.type(field, "DELETE");
    await waitFor(() => expect(remove).toBeEnabled());
  });

  it("keeps Delete disabled and lists the teams while teams block the deletion", async () => {
    vi.mocked(getDeletionBlockers).mockResolvedValue([
      { id: "t1", name: "Riverside Smash" },
      { id: "t2", name: "Lakeside Lobbers" },
    ]);
    const user = userEvent.setup();
    renderTab();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText("Delete or leave these teams first:")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Riverside Smash" })).toHaveAttribute("href", "/team/t1");
    expect(within(dialog).getByRole("link", { name: "Lakeside Lobbers" })).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeDisabled();
  });

  it("deletes the account and goes to the root", async () => {
    const user = userEvent.setup();
    const { router, store } = renderTab();
    // Deleting the auth account signs the user out; the settings page's guard must then follow the deletion home.
    vi.mocked(deleteAccount).mockImplementation(() => {
      expect(store.getState().auth.leavingTo).toBe("/");
      store.dispatch(signedOut());
      return Promise.resolve();
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    const remove = within(dialog).getByRole("button", { name: "Delete" });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    await expectToast("Account deleted successfully.", "success");
  });

  it("shows a spinner while deleting, then a 3 s error and keeps the dialog open when deletion fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    vi.mocked(deleteAccount).mockReturnValue(new Promise<void>((_resolve, reject) => (fail = reject)));
    const user = userEvent.setup();
    const { router, store } = renderTab();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled());
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByRole("progressbar", { name: "Deleting your account" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    act(() => fail(new Error("An error occurred while deleting your account.")));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: "An error occurred while deleting your account.", severity: "error", autoHideMs: 3000 })));
    expect(screen.getByRole("dialog", { name: "Delete account" })).toBeInTheDocument();
    // The toast is queued in the failure's catch, before the mutation's settled state renders, and the failure
    // re-checks the user's teams (the server may have found one), which Delete waits for.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled());
    expect(router.state.location.pathname).toBe("/settings");
    // Still signed in: a later sign-out asks for login with a return route as usual.
    expect(store.getState().auth.leavingTo).toBeNull();
  });
});
