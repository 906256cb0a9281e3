import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import { searchUser, type FoundUser } from "@/features/account/api/accountCallables";
import type { RosterPage } from "@rallyhub/domain/teams/types";
import { callTeam } from "../api/teamCallables";
import { TeamRoster } from "./TeamRoster";

// The network boundaries: the team callables (roster, invitations) and the account search callable.
vi.mock("../api/teamCallables", () => ({ callTeam: vi.fn() }));
vi.mock("@/features/account/api/accountCallables", () => ({ searchUser: vi.fn(), call: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const riley: FoundUser = { uid: "u-riley", displayName: "Riley Second", email: "riley@example.com", photoURL: "" };
const roster: RosterPage = {
  rows: [{ id: "owner-1", uid: "owner-1", displayName: "Olive", photoURL: "", role: "owner", email: "olive@example.com", joinedAt: 1 }],
  next: null,
  viewerRole: "owner",
};

/** The invitation callable's answer, or its refusal; the roster is always there. */
let inviteAnswer: () => Promise<unknown>;

beforeEach(() => {
  inviteAnswer = () => Promise.resolve({ entryId: "u-riley", emailed: false });
  vi.mocked(callTeam)
    .mockReset()
    .mockImplementation((name) => (name === "getTeamRoster" ? Promise.resolve(roster) : name === "inviteToTeam" ? (inviteAnswer() as never) : Promise.reject(new Error(`unexpected ${name}`))));
  vi.mocked(searchUser).mockReset().mockResolvedValue(null);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.reset());
});

function open(canManage = true, memberIds: string[] = ["owner-1"]) {
  renderWithProviders(<TeamRoster teamId="t1" memberCount={1} memberIds={memberIds} canManage={canManage} isOwner={canManage} viewerUid="owner-1" />, { preloadedState: { auth: signedInAuth() } });
}

const inviteForm = () => screen.getByRole("form", { name: "Invite a player" });
const field = () => within(inviteForm()).getByRole("searchbox", { name: "Invite by e-mail or user ID" });
const invitesSent = () => vi.mocked(callTeam).mock.calls.filter(([name]) => name === "inviteToTeam");

describe("the roster's invite form (managers)", () => {
  it("is not there for players", async () => {
    open(false);
    expect(await screen.findByText("Olive")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Invite a player" })).not.toBeInTheDocument();
  });

  it("searches from 3 characters, 300 ms after the last keystroke", () => {
    open();
    vi.useFakeTimers();
    fireEvent.change(field(), { target: { value: "ri" } });
    act(() => vi.advanceTimersByTime(1000));
    expect(searchUser).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: "ril" } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(field(), { target: { value: "rile" } });
    act(() => vi.advanceTimersByTime(299));
    expect(searchUser).not.toHaveBeenCalled();
    expect(screen.getByText("Searching…")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(searchUser).toHaveBeenCalledTimes(1);
    expect(searchUser).toHaveBeenCalledWith("rile");
  });

  it("shows a user found by e-mail and invites them by uid", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    const user = setupUser();
    open();
    await user.type(field(), "riley@example.com");
    const invite = await within(inviteForm()).findByRole("button", { name: "Invite Riley" });
    expect(within(inviteForm()).getByText("Riley Second")).toBeInTheDocument();
    expect(within(inviteForm()).getByText("riley@example.com")).toBeInTheDocument();
    expect(searchUser).toHaveBeenLastCalledWith("riley@example.com");
    expect(within(inviteForm()).queryByRole("button", { name: "Send an e-mail invitation" })).not.toBeInTheDocument();

    await user.click(invite);
    await waitFor(() => expect(callTeam).toHaveBeenCalledWith("inviteToTeam", { teamId: "t1", invitee: { uid: "u-riley" } }, expect.any(String)));
    expect(invitesSent()).toHaveLength(1);
    await expectToast("Riley Second is invited", "success");
    await waitFor(() => expect(field()).toHaveValue(""));
  });

  it("says a user found is already on the team instead of offering an invitation, and Enter sends none", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    const user = setupUser();
    open(true, ["owner-1", "u-riley"]);
    await user.type(field(), "riley@example.com");
    expect(await within(inviteForm()).findByText("Already on the team")).toBeInTheDocument();
    expect(within(inviteForm()).queryByRole("button", { name: "Invite Riley" })).not.toBeInTheDocument();
    await user.type(field(), "{Enter}");
    expect(invitesSent()).toHaveLength(0);
  });

  it("finds a user by their user ID too, and Enter invites them", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    const user = setupUser();
    open();
    await user.type(field(), "u-riley");
    await within(inviteForm()).findByRole("button", { name: "Invite Riley" });
    expect(searchUser).toHaveBeenLastCalledWith("u-riley");
    await user.type(field(), "{Enter}");
    await waitFor(() => expect(callTeam).toHaveBeenCalledWith("inviteToTeam", { teamId: "t1", invitee: { uid: "u-riley" } }, expect.any(String)));
  });

  it("offers an e-mail invitation to a valid address nobody uses, and invites by e-mail", async () => {
    inviteAnswer = () => Promise.resolve({ entryId: "email-abc", emailed: true });
    const user = setupUser();
    open();
    await user.type(field(), "New.Player@Example.com");
    const send = await within(inviteForm()).findByRole("button", { name: "Send an e-mail invitation" });
    expect(within(inviteForm()).getByText(/Nobody uses this address yet/)).toBeInTheDocument();
    expect(within(inviteForm()).queryByRole("button", { name: /^Invite / })).not.toBeInTheDocument();

    await user.click(send);
    await waitFor(() => expect(callTeam).toHaveBeenCalledWith("inviteToTeam", { teamId: "t1", invitee: { email: "new.player@example.com" } }, expect.any(String)));
    expect(invitesSent()).toHaveLength(1);
    await expectToast("Invitation e-mailed to new.player@example.com", "success");
    await waitFor(() => expect(field()).toHaveValue(""));
  });

  it("says 'No user found with this email or UID' for a query that is neither a user nor an e-mail, and invites nobody", async () => {
    const user = setupUser();
    open();
    await user.type(field(), "nobody-here");
    expect(await within(inviteForm()).findByText("No user found with this email or UID")).toBeInTheDocument();
    expect(within(inviteForm()).queryByRole("button", { name: "Send an e-mail invitation" })).not.toBeInTheDocument();
    await user.type(field(), "{Enter}");
    expect(field()).toHaveAccessibleDescription("No user found with this email or UID");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(invitesSent()).toHaveLength(0);
    // Typing again clears the complaint.
    await user.type(field(), "x");
    expect(field()).toHaveAttribute("aria-invalid", "false");
  });

  it("asks for an e-mail or a user ID when sent empty", async () => {
    const user = setupUser();
    open();
    await user.type(field(), "{Enter}");
    expect(field()).toHaveAccessibleDescription("Enter an e-mail or a user ID");
    expect(invitesSent()).toHaveLength(0);
  });

  it("asks for a valid e-mail when the text is too short to search and is no address, and invites nobody", async () => {
    const user = setupUser();
    open();
    await user.type(field(), "ab{Enter}");
    await waitFor(() => expect(field()).toHaveAccessibleDescription("Enter a valid e-mail"));
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveValue("ab");
    expect(invitesSent()).toHaveLength(0);
  });

  it("says so when the search fails", async () => {
    vi.mocked(searchUser).mockRejectedValue(new Error("internal"));
    const user = setupUser();
    open();
    await user.type(field(), "riley@example.com");
    expect(await within(inviteForm()).findByText("Error searching for user. Please try again.")).toBeInTheDocument();
  });

  it("shows the server's refusal (a duplicate invitation) in the field's helper text and keeps the query", async () => {
    vi.mocked(searchUser).mockResolvedValue(riley);
    inviteAnswer = () => Promise.reject(new AppError("already-exists", "The invitation could not be sent. Please try again.", undefined, "Riley Second is already invited."));
    const user = setupUser();
    open();
    await user.type(field(), "riley@example.com");
    await user.click(await within(inviteForm()).findByRole("button", { name: "Invite Riley" }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription("Riley Second is already invited."));
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveValue("riley@example.com");
    expect(within(inviteForm()).getByRole("button", { name: "Invite Riley" })).toBeEnabled();
    // Typing again clears the refusal.
    await user.type(field(), "x");
    expect(field()).toHaveAttribute("aria-invalid", "false");
    expect(invitesSent()).toHaveLength(1);
  });

  it("shows the message when the refusal gives no reason", async () => {
    inviteAnswer = () => Promise.reject(new AppError("unavailable", "The invitation could not be sent. Please try again."));
    const user = setupUser();
    open();
    await user.type(field(), "new@example.com");
    await user.click(await within(inviteForm()).findByRole("button", { name: "Send an e-mail invitation" }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription("The invitation could not be sent. Please try again."));
    expect(field()).toHaveValue("new@example.com");
  });
});
