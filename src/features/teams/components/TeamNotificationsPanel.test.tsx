import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import type { TeamNotification } from "@rallyhub/domain/teams/types";
import { listTeamNotifications, markTeamRead } from "../api/teamPagesRepository";
import { callTeam } from "../api/teamCallables";
import { TeamNotificationsPanel } from "./TeamNotificationsPanel";

// The data boundaries: the notifications and read marks in Firestore, and the team callables that write notifications.
vi.mock("../api/teamPagesRepository", () => ({ listTeamNotifications: vi.fn(), markTeamRead: vi.fn() }));
vi.mock("../api/teamCallables", () => ({ callTeam: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const created = Date.UTC(2031, 2, 1, 17, 0);
const moved: TeamNotification = { id: "n1", title: "Game moved", body: "Now at 7.", createdBy: "owner-1", createdAt: created, updatedAt: created };
const water: TeamNotification = { id: "n2", title: "Bring water", body: "", createdBy: "owner-1", createdAt: created - 60_000, updatedAt: created + 3_600_000 };

beforeEach(() => {
  vi.mocked(listTeamNotifications).mockReset().mockResolvedValue([moved, water]);
  vi.mocked(markTeamRead).mockReset().mockResolvedValue();
  vi.mocked(callTeam).mockReset().mockResolvedValue({ id: "n9" });
});

afterEach(() => {
  act(() => toast.reset());
});

function open(canManage: boolean) {
  return renderWithProviders(<TeamNotificationsPanel teamId="t1" canManage={canManage} uid="user-1" />, { preloadedState: { auth: signedInAuth() } });
}

const list = () => screen.findByRole("list", { name: "Team notifications" });

describe("team notifications", () => {
  it("lists the notifications, newest first, marks edited ones, and marks the team read once loaded", async () => {
    open(false);
    const items = within(await list()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Game moved");
    expect(items[0]).toHaveTextContent("Now at 7.");
    expect(items[0]).not.toHaveTextContent("(edited)");
    expect(items[1]).toHaveTextContent("Bring water");
    expect(items[1]).toHaveTextContent("(edited)");
    expect(listTeamNotifications).toHaveBeenCalledWith("t1");
    await waitFor(() => expect(markTeamRead).toHaveBeenCalledWith("user-1", "t1", expect.any(Number)));
    expect(markTeamRead).toHaveBeenCalledTimes(1);
  });

  it("says so when there are none (and still marks the team read)", async () => {
    vi.mocked(listTeamNotifications).mockResolvedValue([]);
    open(false);
    expect(await screen.findByText("No team notifications yet.")).toBeInTheDocument();
    await waitFor(() => expect(markTeamRead).toHaveBeenCalledWith("user-1", "t1", expect.any(Number)));
  });

  it("does not mark the team read when the notifications could not be loaded", async () => {
    vi.mocked(listTeamNotifications).mockRejectedValue(new AppError("permission-denied", "The team notifications could not be loaded."));
    open(false);
    expect(await screen.findByText("The team notifications could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(markTeamRead).not.toHaveBeenCalled();
  });

  it("players see no post form and no Edit buttons", async () => {
    open(false);
    await list();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post" })).not.toBeInTheDocument();
  });
});

describe("team notifications for managers: posting", () => {
  it("needs a title, and posts nothing without one", async () => {
    const user = setupUser();
    open(true);
    const form = screen.getByRole("form", { name: "Post to the team" });
    await user.type(within(form).getByRole("textbox", { name: /Message/ }), "No title here.");
    await user.click(within(form).getByRole("button", { name: "Post" }));
    expect(await within(form).findByText("Give the notification a title")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: /Title/ })).toHaveAccessibleDescription(/Give the notification a title/);
    expect(callTeam).not.toHaveBeenCalled();
  });

  it("posts a notification with a new id, then clears the form", async () => {
    const user = setupUser();
    open(true);
    const form = screen.getByRole("form", { name: "Post to the team" });
    await user.type(within(form).getByRole("textbox", { name: /Title/ }), "  Practice cancelled ");
    await user.type(within(form).getByRole("textbox", { name: /Message/ }), "The gym is closed.");
    await user.click(within(form).getByRole("button", { name: "Post" }));
    await waitFor(() =>
      expect(callTeam).toHaveBeenCalledWith(
        "postTeamNotification",
        { teamId: "t1", id: expect.stringMatching(/^[a-z0-9]{6,}$/) as string, title: "Practice cancelled", body: "The gym is closed." },
        expect.any(String),
      ),
    );
    await expectToast("Posted to the team", "success");
    await waitFor(() => expect(within(form).getByRole("textbox", { name: /Title/ })).toHaveValue(""));
    expect(within(form).getByRole("textbox", { name: /Message/ })).toHaveValue("");
    expect(callTeam).not.toHaveBeenCalledWith("updateTeamNotification", expect.anything(), expect.anything());
  });

  it("gives each post its own id", async () => {
    const user = setupUser();
    open(true);
    const form = screen.getByRole("form", { name: "Post to the team" });
    for (const title of ["First", "Second"]) {
      await user.type(within(form).getByRole("textbox", { name: /Title/ }), title);
      await user.click(within(form).getByRole("button", { name: "Post" }));
      await waitFor(() => expect(within(form).getByRole("textbox", { name: /Title/ })).toHaveValue(""));
    }
    const ids = vi.mocked(callTeam).mock.calls.map(([, input]) => (input as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("shows the server's reason when posting is refused, and keeps what was typed", async () => {
    vi.mocked(callTeam).mockRejectedValue(new AppError("permission-denied", "The team notification could not be saved. Please try again.", undefined, "Only managers can post."));
    const user = setupUser();
    open(true);
    const form = screen.getByRole("form", { name: "Post to the team" });
    await user.type(within(form).getByRole("textbox", { name: /Title/ }), "Hello");
    await user.click(within(form).getByRole("button", { name: "Post" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Only managers can post.");
    expect(within(form).getByRole("textbox", { name: /Title/ })).toHaveValue("Hello");
  });
});

describe("team notifications for managers: editing by id", () => {
  it("Edit opens the form filled in; Save updates the same notification by its id and closes the form", async () => {
    vi.mocked(listTeamNotifications)
      .mockResolvedValueOnce([moved, water])
      .mockResolvedValue([{ ...moved, title: "Game moved to 8", body: "Now at 8.", updatedAt: created + 60_000 }, water]);
    const user = setupUser();
    open(true);
    await user.click(within(await list()).getByRole("button", { name: "Edit Game moved" }));
    const form = screen.getByRole("form", { name: "Edit Game moved" });
    const title = within(form).getByRole("textbox", { name: /Title/ });
    const body = within(form).getByRole("textbox", { name: /Message/ });
    expect(title).toHaveValue("Game moved");
    expect(body).toHaveValue("Now at 7.");
    // The item being edited has no Edit button; the others keep theirs.
    expect(screen.queryByRole("button", { name: "Edit Game moved" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Bring water" })).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, "Game moved to 8");
    await user.clear(body);
    await user.type(body, "Now at 8.");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callTeam).toHaveBeenCalledWith("updateTeamNotification", { teamId: "t1", id: "n1", title: "Game moved to 8", body: "Now at 8." }, expect.any(String)));
    expect(callTeam).not.toHaveBeenCalledWith("postTeamNotification", expect.anything(), expect.anything());
    await expectToast("Notification updated", "success");
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit Game moved" })).not.toBeInTheDocument());
    // The list is read again and shows the new text.
    expect(await screen.findByText("Game moved to 8")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Game moved to 8" })).toBeInTheDocument();
  });

  it("edits the right notification when there are several", async () => {
    const user = setupUser();
    open(true);
    await user.click(within(await list()).getByRole("button", { name: "Edit Bring water" }));
    const form = screen.getByRole("form", { name: "Edit Bring water" });
    expect(within(form).getByRole("textbox", { name: /Title/ })).toHaveValue("Bring water");
    expect(within(form).getByRole("textbox", { name: /Message/ })).toHaveValue("");
    await user.type(within(form).getByRole("textbox", { name: /Message/ }), "Two bottles.");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callTeam).toHaveBeenCalledWith("updateTeamNotification", { teamId: "t1", id: "n2", title: "Bring water", body: "Two bottles." }, expect.any(String)));
  });

  it("Cancel closes the form without saving", async () => {
    const user = setupUser();
    open(true);
    await user.click(within(await list()).getByRole("button", { name: "Edit Game moved" }));
    const form = screen.getByRole("form", { name: "Edit Game moved" });
    await user.type(within(form).getByRole("textbox", { name: /Title/ }), " (draft)");
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Edit Game moved" })).not.toBeInTheDocument();
    expect(screen.getByText("Game moved")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Game moved" })).toBeInTheDocument();
    expect(callTeam).not.toHaveBeenCalled();
    // The post form is still there, empty.
    expect(within(screen.getByRole("form", { name: "Post to the team" })).getByRole("textbox", { name: /Title/ })).toHaveValue("");
  });

  it("an edit needs a title too", async () => {
    const user = setupUser();
    open(true);
    await user.click(within(await list()).getByRole("button", { name: "Edit Game moved" }));
    const form = screen.getByRole("form", { name: "Edit Game moved" });
    await user.clear(within(form).getByRole("textbox", { name: /Title/ }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Give the notification a title")).toBeInTheDocument();
    expect(callTeam).not.toHaveBeenCalled();
  });

  it("keeps the edit form open with the reason when the update is refused", async () => {
    vi.mocked(callTeam).mockRejectedValue(new AppError("not-found", "The team notification could not be saved. Please try again.", undefined, "This notification was deleted."));
    const user = setupUser();
    open(true);
    await user.click(within(await list()).getByRole("button", { name: "Edit Game moved" }));
    const form = screen.getByRole("form", { name: "Edit Game moved" });
    await user.type(within(form).getByRole("textbox", { name: /Title/ }), "!");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("This notification was deleted.");
    expect(within(form).getByRole("textbox", { name: /Title/ })).toHaveValue("Game moved!");
  });
});
