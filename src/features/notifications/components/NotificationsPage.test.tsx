import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { deleteNotification, markNotificationRead, watchUnread, type AppNotification } from "@/features/account/api/notificationsRepository";
import { respondToFamilyRequest } from "@/features/account/api/familyRepository";
import NotificationsBell from "./NotificationsBell";
import { Component as NotificationsPage } from "./NotificationsPage";

// The network boundary: the live unread queries and the writes.
vi.mock("@/features/account/api/notificationsRepository", () => ({ watchUnread: vi.fn(), markNotificationRead: vi.fn(), deleteNotification: vi.fn(), createNotification: vi.fn() }));
vi.mock("@/features/account/api/familyRepository", () => ({ respondToFamilyRequest: vi.fn() }));

type Push = (list: AppNotification[]) => void;
let feeds: Record<AppNotification["collection"], Push[]>;
let fail: (() => void)[];
const stops = vi.fn();

function note(overrides: Partial<AppNotification>): AppNotification {
  return { id: "n1", collection: "notifications", userId: "user-1", type: "news", title: "Court reopened", message: "Zilker courts are open again.", data: {}, read: false, createdAt: 1_800_000_000_000, imageUrl: "", ...overrides };
}

const request = note({ id: "r1", collection: "user-notifications", type: "familyConnectionRequest", title: "Family request", message: "Riley added you as their sibling.", data: { connectionId: "c-1" }, createdAt: 1_800_000_100_000 });

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
  act(() => {
    for (const f of feeds[name]) f(list);
  });
}

beforeEach(() => {
  feeds = { notifications: [], "user-notifications": [] };
  fail = [];
  stops.mockReset();
  vi.mocked(watchUnread).mockReset().mockImplementation((name, _uid, onChange, onError) => {
    feeds[name].push(onChange);
    fail.push(() => onError(new Error("offline") as never));
    return stops;
  });
  vi.mocked(markNotificationRead).mockReset().mockResolvedValue();
  vi.mocked(deleteNotification).mockReset().mockResolvedValue();
  vi.mocked(respondToFamilyRequest).mockReset().mockResolvedValue();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("notifications (spec §7 Notifications)", () => {
  it("the bell and the page share one listener per collection, closed when both are gone", () => {
    const { unmount } = renderBoth();
    expect(watchUnread).toHaveBeenCalledTimes(2);
    expect(vi.mocked(watchUnread).mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ["notifications", "user-1"],
      ["user-notifications", "user-1"],
    ]);
    unmount();
    expect(stops).toHaveBeenCalledTimes(2);
  });

  it("loads, then lists requests and notifications newest first with the unread count on the bell", () => {
    renderBoth();
    expect(screen.getByRole("status", { name: "Loading notifications" })).toBeInTheDocument();
    push("notifications", [note({})]);
    push("user-notifications", [request]);
    const items = within(screen.getByRole("list", { name: "Unread notifications" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining("Family request"), expect.stringContaining("Court reopened")]);
    expect(screen.getByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
  });

  it("says 'You're all caught up.' when there is nothing unread", () => {
    renderBoth();
    push("notifications", []);
    push("user-notifications", []);
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Notifications" })).toBeInTheDocument();
  });

  it("shows the load error", () => {
    renderBoth();
    act(() => fail[0]?.());
    expect(screen.getByRole("alert")).toHaveTextContent("Notifications could not be loaded. Check your connection and try again.");
  });

  it("answers a family request in place", async () => {
    const user = userEvent.setup();
    renderBoth();
    push("notifications", []);
    push("user-notifications", [request]);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(respondToFamilyRequest).toHaveBeenCalledWith("c-1", true);
    await expectToast("Family connection confirmed", "success");
  });

  it("marks a notification read, deletes one, and says when that fails", async () => {
    const user = userEvent.setup();
    const n = note({});
    renderBoth();
    push("notifications", [n]);
    push("user-notifications", []);
    await user.click(screen.getByRole("button", { name: "Mark read" }));
    expect(markNotificationRead).toHaveBeenCalledWith(n);
    vi.mocked(deleteNotification).mockRejectedValueOnce(new Error("offline"));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(deleteNotification).toHaveBeenCalledWith(n);
    await expectToast("Could not delete it. Please try again.", "error");
  });
});
