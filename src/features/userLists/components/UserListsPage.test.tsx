import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { liveSource } from "@/test/liveSource";
import { expectToast } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { USER_LIST_MESSAGES, type UserList } from "@rallyhub/domain/userLists/userLists";
import type { SearchResult } from "@rallyhub/domain/search/search";
import { addToUserList, createUserList, deleteUserList, removeFromUserList, renameUserList, watchUserLists, type UserListsPage as Page } from "../api/userListsRepository";
import { runSearch } from "@/features/search/api/searchRepository";
import { Component as UserListsPage } from "./UserListsPage";

// The network boundary: the live lists query, the user-list callables and the search callable.
vi.mock("../api/userListsRepository", () => ({
  watchUserLists: vi.fn(),
  createUserList: vi.fn(),
  renameUserList: vi.fn(),
  deleteUserList: vi.fn(),
  addToUserList: vi.fn(),
  removeFromUserList: vi.fn(),
  inviteUserList: vi.fn(),
}));
vi.mock("@/features/search/api/searchRepository", () => ({ runSearch: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const organizer = () => signedInAuth({ joinReason: "Organize" });

const list = (over: Partial<UserList> = {}): UserList => ({
  id: "l1",
  ownerId: "user-1",
  name: "Tuesday regulars",
  items: [
    { uid: "p1", email: "pat@example.com", displayName: "Pat Player" },
    { uid: "p2", email: "", displayName: "Riley Second" },
  ],
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

let lists = liveSource<Page>();

beforeEach(() => {
  lists = liveSource();
  vi.mocked(watchUserLists)
    .mockReset()
    .mockImplementation((_uid, _max, onChange, onError) => lists.watch(onChange, onError));
  vi.mocked(createUserList).mockReset().mockResolvedValue({ listId: "new" });
  vi.mocked(renameUserList).mockReset().mockResolvedValue({ listId: "l1" });
  vi.mocked(deleteUserList).mockReset().mockResolvedValue({ deleted: true });
  vi.mocked(addToUserList).mockReset();
  vi.mocked(removeFromUserList).mockReset().mockResolvedValue({ removed: true });
  vi.mocked(runSearch).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("user lists (organizer)", () => {
  it("says 'No user lists found.' when the organizer has none", async () => {
    renderWithProviders(<UserListsPage />, { preloadedState: { auth: organizer() } });
    expect(screen.getByRole("heading", { level: 1, name: "User Lists" })).toBeInTheDocument();
    await lists.emit({ items: [], more: false });
    expect(await screen.findByText("No user lists found.")).toBeInTheDocument();
    expect(watchUserLists).toHaveBeenCalledWith("user-1", 20, expect.any(Function), expect.any(Function));
  });

  it("creates a list by name, trimmed, and clears the form; the live list shows it", async () => {
    const user = setupUser();
    renderWithProviders(<UserListsPage />, { preloadedState: { auth: organizer() } });
    await lists.emit({ items: [], more: false });
    const form = screen.getByRole("form", { name: "New list" });
    await user.type(within(form).getByRole("textbox", { name: /List name/ }), "  Tuesday regulars ");
    await user.click(within(form).getByRole("button", { name: "Create list" }));
    await waitFor(() => expect(createUserList).toHaveBeenCalledWith("Tuesday regulars"));
    await expectToast(USER_LIST_MESSAGES.created, "success");
    expect(within(form).getByRole("textbox", { name: /List name/ })).toHaveValue("");
    await lists.emit({ items: [list({ items: [] })], more: false });
    expect(await screen.findByRole("button", { name: /Tuesday regulars\s*0 players/ })).toBeInTheDocument();
  });

  it("refuses an empty or over-long name with a clear message and sends nothing", async () => {
    const user = setupUser();
    renderWithProviders(<UserListsPage />, { preloadedState: { auth: organizer() } });
    await lists.emit({ items: [], more: false });
    const form = screen.getByRole("form", { name: "New list" });
    const field = within(form).getByRole("textbox", { name: /List name/ });
    await user.type(field, "   ");
    await user.click(within(form).getByRole("button", { name: "Create list" }));
    expect(await within(form).findByText(USER_LIST_MESSAGES.name)).toBeInTheDocument();
    // The field stops at 60 characters (and the schema says so if it did not).
    await user.clear(field);
    await user.type(field, "x".repeat(70));
    expect(field).toHaveValue("x".repeat(60));
    expect(createUserList).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = setupUser();
    vi.mocked(createUserList).mockRejectedValue(new AppError("permission-denied", USER_LIST_MESSAGES.saveFailed, undefined, USER_LIST_MESSAGES.organizersOnly));
    renderWithProviders(<UserListsPage />, { preloadedState: { auth: organizer() } });
    await lists.emit({ items: [], more: false });
    const form = screen.getByRole("form", { name: "New list" });
    await user.type(within(form).getByRole("textbox", { name: /List name/ }), "Regulars");
    await user.click(within(form).getByRole("button", { name: "Create list" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(USER_LIST_MESSAGES.organizersOnly);
    expect(within(form).getByRole("textbox", { name: /List name/ })).toHaveValue("Regulars");
  });

  it("opens a list: its players with e-mail (or none), removes one, adds one found by name and one by e-mail", async () => {
    const user = setupUser();
    vi.mocked(addToUserList).mockResolvedValue({ item: { uid: "p3", email: "", displayName: "Nico Neighbor" } });
    const found: SearchResult = {
      results: {
        players: {
          hits: [
            { kind: "players", id: "p3", title: "Nico Neighbor", subtitle: "Austin, TX", path: "/profile/p3", photoURL: "" },
            { kind: "players", id: "p1", title: "Pat Player", subtitle: "Austin, TX", path: "/profile/p1", photoURL: "" },
          ],
          next: null,
        },
      },
    };
    vi.mocked(runSearch).mockResolvedValue(found);
    renderWithProviders(<UserListsPage />, { preloadedState: { auth: organizer() } });
    await lists.emit({ items: [list()], more: false });
    await user.click(await screen.findByRole("button", { name: /Tuesday regulars\s*2 players/ }));
    const players = await screen.findByRole("list", { name: "Players on Tuesday regulars" });
    expect(
      within(players)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("pat@example.com"), expect.stringContaining("Added from search")]);

    await user.click(within(players).getByRole("button", { name: "Remove Riley Second from Tuesday regulars" }));
    await waitFor(() => expect(removeFromUserList).toHaveBeenCalledWith("l1", "p2"));

    await user.type(screen.getByRole("searchbox", { name: "Find a player by name" }), "nic");
    const results = await screen.findByRole("list", { name: "Players found" }, { timeout: 3000 });
    expect(runSearch).toHaveBeenCalledTimes(1);
    expect(runSearch).toHaveBeenCalledWith({ q: "nic", kinds: ["players"], limit: 5 });
    // Already on the list: no Add button.
    expect(within(results).getByText("On the list")).toBeInTheDocument();
    await user.click(within(results).getByRole("button", { name: "Add Nico Neighbor to Tuesday regulars" }));
    await waitFor(() => expect(addToUserList).toHaveBeenCalledWith("l1", { uid: "p3" }));

    const byEmail = screen.getByRole("form", { name: "Add a player to Tuesday regulars by e-mail" });
    await user.type(within(byEmail).getByRole("textbox", { name: /Or add by e-mail/ }), "not-an-email");
    await user.click(within(byEmail).getByRole("button", { name: "Add player" }));
    expect(await within(byEmail).findByText(USER_LIST_MESSAGES.email)).toBeInTheDocument();
    vi.mocked(addToUserList).mockRejectedValueOnce(new AppError("not-found", USER_LIST_MESSAGES.addFailed, undefined, USER_LIST_MESSAGES.noUser));
    await user.clear(within(byEmail).getByRole("textbox", { name: /Or add by e-mail/ }));
    await user.type(within(byEmail).getByRole("textbox", { name: /Or add by e-mail/ }), "Nobody@Example.com");
    await user.click(within(byEmail).getByRole("button", { name: "Add player" }));
    expect(await within(byEmail).findByRole("alert")).toHaveTextContent("No user found with this email or UID");
    expect(addToUserList).toHaveBeenLastCalledWith("l1", { email: "nobody@example.com" });
  });

  it("renames and deletes a list after asking", async () => {
    const user = setupUser();
    renderWithProviders(<UserListsPage />, { preloadedState: { auth: organizer() } });
    await lists.emit({ items: [list()], more: false });
    await user.click(await screen.findByRole("button", { name: /Tuesday regulars\s*2 players/ }));
    await user.click(await screen.findByRole("button", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename the list" });
    const field = within(dialog).getByRole("textbox", { name: /List name/ });
    await user.clear(field);
    await user.type(field, "Thursday regulars");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(renameUserList).toHaveBeenCalledWith("l1", "Thursday regulars"));

    await user.click(screen.getByRole("button", { name: "Delete list" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Tuesday regulars?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete list" }));
    await waitFor(() => expect(deleteUserList).toHaveBeenCalledWith("l1"));
  });
});
