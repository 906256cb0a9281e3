import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { deleteNotification, markNotificationRead, watchUnread, type AppNotification } from "@/features/notifications/api/notificationsRepository";
import { respondToFamilyRequest } from "@/features/account/api/familyRepository";
import { listInvitations } from "@/features/teams/api/teamsRepository";
import { callTeam } from "@/features/teams/api/teamCallables";
import { makeTeam } from "@/test/fixtures";
import NotificationsBell from "./NotificationsBell";
import { Component as NotificationsPage } from "./NotificationsPage";

// The network boundary: the live unread queries and the writes.
vi.mock("@/features/notifications/api/notificationsRepository", () => ({ watchUnread: vi.fn(), markNotificationRead: vi.fn(), deleteNotification: vi.fn(), createNotification: vi.fn() }));
vi.mock("@/features/account/api/familyRepository", () => ({ respondToFamilyRequest: vi.fn() }));
vi.mock("@/features/teams/api/teamsRepository", () => ({ listInvitations: vi.fn() }));
vi.mock("@/features/teams/api/teamCallables", () => ({ callTeam: vi.fn() }));

type Push = (list: AppNotification[]) => void;
let feeds: Record<AppNotification["collection"], Push[]>;
let fail: (() => void)[];
let latest: Partial<Record<AppNotification["collection"], AppNotification[]>>;
const stops = vi.fn();

function note(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: "n1",
    collection: "notifications",
    userId: "user-1",
    type: "news",
    title: "Court reopened",
    message: "Zilker courts are open again.",
    data: {},
    read: false,
    createdAt: 1_800_000_000_000,
    imageUrl: "",
    ...overrides,
  };
}

const request = note({
  id: "r1",
  collection: "user-notifications",
  type: "familyConnectionRequest",
  title: "Family request",
  message: "Riley added you as their sibling.",
  data: { connectionId: "c-1" },
  createdAt: 1_800_000_100_000,
});

function renderBoth() {
  return renderWithProviders(
    <>
      <NotificationsBell uid="user-1" />
      <NotificationsPage />
    </>,
    { preloadedState: { auth: signedInAuth() } },
  );
}

function push(name: AppNotification["collection"], list: AppNotification[]) {
  latest[name] = list;
  act(() => {
    for (const f of feeds[name]) f(list);
  });
}

beforeEach(() => {
  feeds = { notifications: [], "user-notifications": [] };
  fail = [];
  stops.mockReset();
  latest = {};
  vi.mocked(watchUnread)
    .mockReset()
    .mockImplementation((name, _uid, onChange, onError) => {
      feeds[name].push(onChange);
      fail.push(() => onError(new Error("offline") as never));
      // Like Firestore, a new listener first gets the current result.
      const current = latest[name];
      if (current) queueMicrotask(() => onChange(current));
      return stops;
    });
  vi.mocked(markNotificationRead).mockReset().mockResolvedValue();
  vi.mocked(deleteNotification).mockReset().mockResolvedValue();
  vi.mocked(respondToFamilyRequest).mockReset().mockResolvedValue();
  vi.mocked(listInvitations).mockReset().mockResolvedValue([]);
  vi.mocked(callTeam).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

/** Waits for the two listeners, then gives them their first values. */
async function show(general: AppNotification[], requests: AppNotification[]) {
  await waitFor(() => expect(watchUnread).toHaveBeenCalledTimes(2));
  push("notifications", general);
  push("user-notifications", requests);
  await waitFor(() => expect(screen.queryByRole("status", { name: "Loading notifications" })).not.toBeInTheDocument());
}

describe("notifications (spec §7 Notifications)", () => {
  it("the bell and the page share one live listener per collection (which also gave the first value), closed when both are gone", async () => {
    const { unmount } = renderBoth();
    await show([], []);
    // One listener per collection serves the first value and every change after it: not one pair per reader.
    expect(vi.mocked(watchUnread).mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ["notifications", "user-1"],
      ["user-notifications", "user-1"],
    ]);
    expect(stops).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(stops).toHaveBeenCalledTimes(2));
  });

  it("loads, then lists requests and notifications newest first with the unread count on the bell", async () => {
    renderBoth();
    expect(screen.getByRole("status", { name: "Loading notifications" })).toBeInTheDocument();
    await show([note({})], [request]);
    const items = within(await screen.findByRole("list", { name: "Unread notifications" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining("Family request"), expect.stringContaining("Court reopened")]);
    expect(screen.getByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
  });

  it("follows live changes: a new notification appears, a read one leaves", async () => {
    renderBoth();
    await show([note({})], []);
    push("notifications", [note({ id: "n2", title: "Game tonight", createdAt: 1_800_000_200_000 }), note({})]);
    expect(await screen.findByText("Game tonight")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    push("notifications", []);
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
  });

  it("a notification about a page of the app opens it (an invoice to pay); links elsewhere are not offered", async () => {
    renderBoth();
    await show([note({ id: "i1", type: "invoice", title: "New invoice", data: { link: "/transactions" } }), note({ id: "x1", title: "Odd", data: { link: "//evil.example/x" } })], []);
    expect(await screen.findByRole("link", { name: "Open" })).toHaveAttribute("href", "/transactions");
    expect(screen.getAllByRole("link", { name: "Open" })).toHaveLength(1);
  });

  it("says 'You're all caught up.' when there is nothing unread", async () => {
    renderBoth();
    await show([], []);
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Notifications" })).toBeInTheDocument();
  });

  it("shows the load error, with a retry that loads again", async () => {
    const user = userEvent.setup();
    renderBoth();
    await waitFor(() => expect(watchUnread).toHaveBeenCalledTimes(2));
    act(() => fail[0]?.());
    expect(await screen.findByRole("alert")).toHaveTextContent("Notifications could not be loaded. Check your connection and try again.");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(watchUnread).toHaveBeenCalledTimes(4));
    push("notifications", []);
    push("user-notifications", []);
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
  });

  it("answers a family request in place", async () => {
    const user = userEvent.setup();
    renderBoth();
    await show([], [request]);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(respondToFamilyRequest).toHaveBeenCalledWith("c-1", true);
    await expectToast("Family connection confirmed", "success");
  });

  it("a notification marked read leaves the list at once", async () => {
    const user = userEvent.setup();
    const n = note({});
    renderBoth();
    await show([n], []);
    await user.click(await screen.findByRole("button", { name: "Mark read" }));
    expect(markNotificationRead).toHaveBeenCalledWith(expect.objectContaining({ id: "n1", collection: "notifications" }));
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
  });

  it("a failed delete puts the notification back and says so, with the spec's wording kept in one place", async () => {
    const user = userEvent.setup();
    const n = note({});
    vi.mocked(deleteNotification).mockRejectedValueOnce(new Error("offline"));
    renderBoth();
    await show([n], []);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(deleteNotification).toHaveBeenCalledWith(expect.objectContaining({ id: "n1" }));
    await expectToast("Could not delete it. Please try again.", "error");
    expect(screen.getByText("Court reopened")).toBeInTheDocument();
  });

  it("a refused family answer shows the server's reason under the message", async () => {
    const user = userEvent.setup();
    vi.mocked(respondToFamilyRequest).mockRejectedValueOnce(new AppError("failed-precondition", "The request could not be answered. Please try again.", null, "This request was already answered."));
    renderBoth();
    await show([], [request]);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    await waitFor(() =>
      expect(queued()).toContainEqual(expect.objectContaining({ message: "The request could not be answered. Please try again.", detail: "This request was already answered.", severity: "error" })),
    );
  });

  it("shows a pending team invitation, which the player accepts in place (issue 10)", async () => {
    const user = userEvent.setup();
    vi.mocked(listInvitations).mockResolvedValue([{ teamId: "t1", role: "pending", invitedBy: "m1", invitedAt: 1, team: makeTeam({ id: "t1", name: "Night Owls" }) }]);
    vi.mocked(callTeam).mockResolvedValue({ role: "player" });
    renderBoth();
    await show([], []);
    const invitations = await screen.findByRole("region", { name: "Team invitations" });
    expect(within(invitations).getByText("Night Owls")).toBeInTheDocument();
    vi.mocked(listInvitations).mockResolvedValue([]);
    await user.click(within(invitations).getByRole("button", { name: "Accept the invitation to Night Owls" }));
    expect(callTeam).toHaveBeenCalledWith("respondToTeamInvite", { teamId: "t1", accept: true }, expect.any(String));
    await expectToast("Welcome to Night Owls!", "success");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Team invitations" })).not.toBeInTheDocument());
  });
});
