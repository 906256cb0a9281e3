import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { liveSource } from "@/test/liveSource";
import { makeEvent, makeTeam, signedInAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { listTeamsForUser } from "@/features/teams/api/teamsRepository";
import { listPlacesInCity } from "@/features/places/api/cityPlacesRepository";
import { EVENT_MESSAGES } from "@rallyhub/domain/events/schema";
import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import { watchEvent, watchJoiners } from "../api/eventPagesRepository";
import { cancelEvent, findAvailablePlayers, inviteToEvent, messageJoiners, removeJoiner, respondToRsvp, saveEvent } from "../api/eventCallables";
import type { AvailablePlayer } from "@rallyhub/domain/callables/events";
import { joinersCsv } from "../model/format";
import { Component as EventManagePage } from "./EventManagePage";
import { EVENTS_MESSAGES } from "../messages";

// The network boundary: the event and players listeners (Firestore), the organizer's callables,
// the teams and places reads, and the game types list.
vi.mock("../api/eventPagesRepository", () => ({ watchEvent: vi.fn(), watchJoiners: vi.fn(), watchMyRsvp: vi.fn() }));
vi.mock("../api/eventCallables", () => ({
  saveEvent: vi.fn(),
  cancelEvent: vi.fn(),
  respondToRsvp: vi.fn(),
  removeJoiner: vi.fn(),
  messageJoiners: vi.fn(),
  inviteToEvent: vi.fn(),
  findAvailablePlayers: vi.fn(),
}));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/features/teams/api/teamsRepository", () => ({ listTeamsForUser: vi.fn(), getTeam: vi.fn() }));
vi.mock("@/features/teams/api/teamPagesRepository", () => ({ getTeamByDomain: vi.fn() }));
vi.mock("@/features/places/api/cityPlacesRepository", () => ({ listPlacesInCity: vi.fn() }));

/** The signed-in user (user-1) organizes this game. */
const mine = (overrides: Partial<EventRecord> = {}) => makeEvent({ creatorId: "user-1", creatorName: "Pat Player", goingCount: 4, maybeCount: 0, waitlistCount: 1, pendingCount: 1, ...overrides });

function joiner(uid: string, displayName: string, rsvpStatus: Joiner["rsvpStatus"], guests = 0, at = 1): Joiner {
  return { uid, displayName, photoURL: "", rsvpStatus, guests, joinedAt: Date.UTC(2030, 4, at, 15, 0), queuedAt: rsvpStatus === "waitlist" ? 1 : null };
}

const PLAYERS: Joiner[] = [
  joiner("user-1", "Pat Player", "going", 0, 1),
  joiner("u-riley", "Riley Second", "going", 1, 2),
  joiner("u-sam", "Sam Smash", "pending", 0, 3),
  joiner("u-max", "Max Volley", "waitlist", 0, 4),
  joiner("u-lee", 'Lee, "Lefty"', "notGoing", 0, 5),
];

const jordan: AvailablePlayer = { uid: "u-jordan", displayName: "Jordan Lee", photoURL: "", cityName: "Austin, TX", distanceMiles: 4.2, sports: ["Pickleball", "Tennis"], invited: false };
const casey: AvailablePlayer = { uid: "u-casey", displayName: "Casey Net", photoURL: "", cityName: "Round Rock, TX", distanceMiles: 15, sports: [], invited: true };

let event = liveSource<EventRecord | null>();
let joiners = liveSource<Joiner[]>();

async function openManage(value: EventRecord, tab?: "players" | "find") {
  const result = renderRoutes(
    [
      { path: "/event/:id/manage", element: <EventManagePage /> },
      { path: "/event/:id", element: <p>Event page</p> },
    ],
    { preloadedState: { auth: signedInAuth({}, { status: "success" }) }, initialEntries: [`/event/${value.id}/manage${tab ? `?tab=${tab}` : ""}`] },
  );
  await event.emit(value);
  await waitFor(() => expect(screen.queryByRole("status", { name: "Loading the game" })).not.toBeInTheDocument());
  return result;
}

async function openPlayers(value: EventRecord = mine(), list: Joiner[] = PLAYERS) {
  const result = await openManage(value, "players");
  await joiners.emit(list);
  await waitFor(() => expect(screen.queryByRole("status", { name: "Loading the players" })).not.toBeInTheDocument());
  return { ...result, table: screen.queryByRole("table", { name: "Players" }) ?? document.body };
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const row = (table: HTMLElement, name: string) => within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;

beforeEach(() => {
  event = liveSource<EventRecord | null>();
  joiners = liveSource<Joiner[]>();
  vi.mocked(watchEvent)
    .mockReset()
    .mockImplementation((_id, onChange, onError) => event.watch(onChange, onError));
  vi.mocked(watchJoiners)
    .mockReset()
    .mockImplementation((_id, onChange, onError) => joiners.watch(onChange, onError));
  vi.mocked(useGetProfileOptionsQuery)
    .mockReset()
    .mockReturnValue({ data: { gameTypes: ["Pickleball", "Tennis"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() });
  vi.mocked(listTeamsForUser).mockReset().mockResolvedValue([]);
  vi.mocked(listPlacesInCity).mockReset().mockResolvedValue([]);
  for (const fn of [saveEvent, cancelEvent, respondToRsvp, removeJoiner, messageJoiners, inviteToEvent, findAvailablePlayers]) vi.mocked(fn).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("event/{id}/manage (issue 9)", () => {
  it("another player is told only the organizer can manage it, with a way to the game", async () => {
    await openManage(makeEvent({ creatorId: "u-olivia" }), "players");
    expect(await screen.findByRole("alert")).toHaveTextContent("Only the organizer can manage this game.");
    expect(screen.getByRole("link", { name: "See the game" })).toHaveAttribute("href", "/event/e1");
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(watchJoiners).not.toHaveBeenCalled();
  });

  it("an unknown game says 'Game not found'", async () => {
    renderRoutes([{ path: "/event/:id/manage", element: <EventManagePage /> }], { preloadedState: { auth: signedInAuth({}, { status: "success" }) }, initialEntries: ["/event/nope/manage"] });
    await event.emit(null);
    expect(await screen.findByRole("alert")).toHaveTextContent("Game not found");
    expect(watchEvent).toHaveBeenCalledWith("nope", expect.any(Function), expect.any(Function));
  });

  it("Players: everyone who answered, with their status and guests; Approve/Decline only for requests; no Remove for the organizer or those not going", async () => {
    const { table } = await openPlayers();
    expect(watchJoiners).toHaveBeenCalledWith("e1", expect.any(Function), expect.any(Function));
    expect(screen.getByRole("tab", { name: "Players (6)", selected: true })).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Going", "0"],
      ["Going", "1"],
      ["Waiting for approval", "0"],
      ["On the waitlist", "0"],
      ["Not going", "0"],
    ]);
    expect(
      within(row(table, "Sam Smash"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Approve", "Decline", "Remove"]);
    expect(
      within(row(table, "Riley Second"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Remove"]);
    expect(
      within(row(table, "Max Volley"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Remove"]);
    expect(within(row(table, "Pat Player")).queryAllByRole("button")).toEqual([]);
    expect(within(row(table, 'Lee, "Lefty"')).queryAllByRole("button")).toEqual([]);
    expect(within(row(table, "Riley Second")).getByRole("link", { name: "Riley Second" })).toHaveAttribute("href", "/profile/u-riley");
    expect(screen.getByText("1 to approve")).toBeInTheDocument();
  });

  it("Approve and Decline answer a request", async () => {
    const user = setupUser();
    vi.mocked(respondToRsvp).mockResolvedValue({ status: "going" });
    const { table } = await openPlayers();
    await user.click(within(row(table, "Sam Smash")).getByRole("button", { name: "Approve" }));
    await expectToast("Sam Smash approved", "success");
    expect(respondToRsvp).toHaveBeenCalledWith({ eventId: "e1", uid: "u-sam", approve: true }, EVENTS_MESSAGES.failure.rsvpRespond);
    vi.mocked(respondToRsvp).mockResolvedValue({ status: "declined" });
    await user.click(within(row(table, "Sam Smash")).getByRole("button", { name: "Decline" }));
    await expectToast("Sam Smash declined", "success");
    expect(respondToRsvp).toHaveBeenLastCalledWith({ eventId: "e1", uid: "u-sam", approve: false }, EVENTS_MESSAGES.failure.rsvpRespond);
    // The list follows the server: Sam is declined.
    await joiners.emit(PLAYERS.map((j) => (j.uid === "u-sam" ? { ...j, rsvpStatus: "declined" as const } : j)));
    await waitFor(() => expect(within(row(table, "Sam Smash")).queryAllByRole("button")).toEqual([]));
    expect(row(table, "Sam Smash")).toHaveTextContent("Declined");
  });

  it("Remove takes a player off; a refusal shows the server's reason", async () => {
    const user = setupUser();
    vi.mocked(removeJoiner)
      .mockResolvedValueOnce({ promoted: 1 })
      .mockRejectedValueOnce(new AppError("failed-precondition", EVENTS_MESSAGES.failure.joinerRemove, undefined, "This game has already started."));
    const { table } = await openPlayers();
    await user.click(within(row(table, "Riley Second")).getByRole("button", { name: "Remove Riley Second" }));
    await expectToast("Riley Second removed", "success");
    expect(removeJoiner).toHaveBeenCalledWith({ eventId: "e1", uid: "u-riley" }, EVENTS_MESSAGES.failure.joinerRemove);
    await user.click(within(row(table, "Max Volley")).getByRole("button", { name: "Remove Max Volley" }));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: EVENTS_MESSAGES.failure.joinerRemove, detail: "This game has already started.", severity: "error" })));
  });

  it("'Export CSV' downloads the players as a CSV file", async () => {
    const user = setupUser();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    Object.defineProperty(URL, "createObjectURL", { value: vi.fn((blob: Blob) => (blobs.push(blob), "blob:players-csv")), configurable: true, writable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true, writable: true });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await openPlayers();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(downloads).toEqual(["Pickup pickleball.csv"]);
    const blob = blobs[0] as Blob;
    expect(blob.type).toContain("text/csv");
    const text = await blob.text();
    expect(text).toBe(joinersCsv(PLAYERS, "America/Chicago"));
    expect(text.split("\r\n")[0]).toBe("Name,Status,Guests,Answered");
    expect(text).toContain('"Lee, ""Lefty""",Not going,0,');
  });

  it("'Export CSV' is off while nobody has answered", async () => {
    await openPlayers(mine(), []);
    expect(screen.getByText("Nobody has answered yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });

  it("messages everyone on the list, then clears the box", async () => {
    const user = setupUser();
    vi.mocked(messageJoiners).mockResolvedValue({ sent: 4 });
    await openPlayers();
    const form = screen.getByRole("form", { name: "Message all players" });
    const send = within(form).getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    // Everyone on the list: not those who said no.
    expect(within(form).getByText(/Goes to the 4 players on the list/)).toBeInTheDocument();
    const box = within(form).getByRole("textbox", { name: "Message" });
    fireEvent.change(box, { target: { value: "Courts 3 and 4 tonight. Bring water!" } });
    await user.click(send);
    await expectToast("Message sent", "success");
    expect(messageJoiners).toHaveBeenCalledWith({ eventId: "e1", message: "Courts 3 and 4 tonight. Bring water!" }, EVENTS_MESSAGES.failure.joinersMessage);
    expect(box).toHaveValue("");
  });

  it("a blank message is not sent: Send stays off, and a submit anyway says what is missing", async () => {
    await openPlayers();
    const form = screen.getByRole("form", { name: "Message all players" });
    const box = within(form).getByRole("textbox", { name: "Message" });
    fireEvent.change(box, { target: { value: "   \n  " } });
    expect(within(form).getByRole("button", { name: "Send" })).toBeDisabled();
    fireEvent.submit(form);
    await waitFor(() => expect(box).toHaveAccessibleDescription(EVENT_MESSAGES.joinersMessage.empty));
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveValue("   \n  ");
    expect(messageJoiners).not.toHaveBeenCalled();
  });

  it("sends the message trimmed", async () => {
    const user = setupUser();
    vi.mocked(messageJoiners).mockResolvedValue({ sent: 4 });
    await openPlayers();
    const form = screen.getByRole("form", { name: "Message all players" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Message" }), { target: { value: "  Courts 3 and 4.  " } });
    await user.click(within(form).getByRole("button", { name: "Send" }));
    await expectToast("Message sent", "success");
    expect(messageJoiners).toHaveBeenCalledWith({ eventId: "e1", message: "Courts 3 and 4." }, EVENTS_MESSAGES.failure.joinersMessage);
  });

  it("a message that fails to send stays in the box", async () => {
    const user = setupUser();
    vi.mocked(messageJoiners).mockRejectedValue(new AppError("unavailable", EVENTS_MESSAGES.failure.joinersMessage));
    await openPlayers();
    const box = screen.getByRole("textbox", { name: "Message" });
    fireEvent.change(box, { target: { value: "See you there" } });
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expectToast(EVENTS_MESSAGES.failure.joinersMessage, "error");
    expect(box).toHaveValue("See you there");
  });

  it("Find available players: lists them, and Invite marks a player Invited at once", async () => {
    const user = setupUser();
    vi.mocked(findAvailablePlayers).mockResolvedValue({ players: [jordan, casey] });
    let done: () => void = () => undefined;
    vi.mocked(inviteToEvent).mockImplementation(() => new Promise((resolve) => (done = () => resolve({ invited: true }))));
    // From the Players tab (the Details tab would draw the whole form first).
    const { router } = await openManage(mine(), "players");
    await joiners.emit([]);
    await user.click(screen.getByRole("tab", { name: "Find available players" }));
    expect(router.state.location.search).toBe("?tab=find");
    const list = await screen.findByRole("list", { name: "Available players" });
    expect(findAvailablePlayers).toHaveBeenCalledWith("e1", EVENTS_MESSAGES.failure.findPlayers);
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Jordan Lee4.2 mi · Austin, TX · Pickleball, Tennis");
    expect(items[1]).toHaveTextContent("Casey Net15 mi · Round Rock, TX");
    expect(within(list).getByRole("button", { name: "Casey Net invited" })).toBeDisabled();

    await user.click(within(list).getByRole("button", { name: "Invite Jordan Lee" }));
    // Marked before the server answers.
    expect(await within(list).findByRole("button", { name: "Jordan Lee invited" })).toBeDisabled();
    expect(inviteToEvent).toHaveBeenCalledWith({ eventId: "e1", uid: "u-jordan" }, EVENTS_MESSAGES.failure.invite);
    act(() => done());
    await expectToast("Jordan Lee invited", "success");
    expect(within(list).getByRole("button", { name: "Jordan Lee invited" })).toHaveTextContent("Invited");
  });

  it("a failed invitation takes the mark back and says why", async () => {
    const user = setupUser();
    vi.mocked(findAvailablePlayers).mockResolvedValue({ players: [jordan] });
    vi.mocked(inviteToEvent).mockRejectedValue(new AppError("permission-denied", EVENTS_MESSAGES.failure.invite, undefined, "Jordan Lee does not take invitations."));
    await openManage(mine(), "find");
    await user.click(await screen.findByRole("button", { name: "Invite Jordan Lee" }));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: EVENTS_MESSAGES.failure.invite, detail: "Jordan Lee does not take invitations.", severity: "error" })));
    expect(await screen.findByRole("button", { name: "Invite Jordan Lee" })).toBeEnabled();
  });

  it("Cancel game: the dialog asks which games, and cancels with that scope", async () => {
    const user = setupUser();
    vi.mocked(cancelEvent).mockResolvedValue({ cancelled: 3 });
    await openManage(mine({ seriesId: "e1", reoccurringInfo: { frequency: "weekly", days: [2], until: null, count: 3 } }), "players");
    await joiners.emit([]);
    await user.click(screen.getByRole("button", { name: "Cancel game" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this game?" });
    expect(within(dialog).getByRole("radio", { name: "This game only" })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: "This and all later games in the series" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel game" }));
    await expectToast("3 games cancelled", "success");
    expect(cancelEvent).toHaveBeenCalledWith({ eventId: "e1", scope: "series" }, EVENTS_MESSAGES.failure.eventCancel);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("Cancel game for a single game: no choice to make; 'Keep it' cancels nothing", async () => {
    const user = setupUser();
    vi.mocked(cancelEvent).mockResolvedValue({ cancelled: 1 });
    await openManage(mine(), "players");
    await joiners.emit([]);
    await user.click(screen.getByRole("button", { name: "Cancel game" }));
    let dialog = await screen.findByRole("dialog", { name: "Cancel this game?" });
    expect(within(dialog).queryByRole("radio")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cancelEvent).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Cancel game" }));
    dialog = await screen.findByRole("dialog", { name: "Cancel this game?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel game" }));
    await expectToast("Game cancelled", "success");
    expect(cancelEvent).toHaveBeenCalledWith({ eventId: "e1", scope: "one" }, EVENTS_MESSAGES.failure.eventCancel);
  });

  it("a cancelled game: the banner, no Cancel button, no finding players, no editing", async () => {
    await openManage(mine({ cancelled: true }));
    expect(await screen.findByText("This game was cancelled.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel game" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Find available players" })).toBeDisabled();
    expect(screen.getByText("A cancelled game cannot be edited.")).toBeInTheDocument();
  });

  it("Details: the form holds the game (its hosting team offered) and saves this game with the edited values", async () => {
    const user = setupUser();
    vi.mocked(listTeamsForUser).mockResolvedValue([makeTeam({ id: "team-1", name: "Riverside Smash", managerIds: ["user-1"] })]);
    vi.mocked(saveEvent).mockResolvedValue({ eventId: "e1", count: 1 });
    await openManage(mine({ description: "All levels welcome." }));
    const form = await screen.findByRole("form", { name: "Edit the game" });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue("Pickup pickleball");
    expect(within(form).getByLabelText(/^Spots/)).toHaveValue(12);
    expect(await within(form).findByRole("combobox", { name: "Hosting team" })).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Discard changes" })).toBeDisabled();
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: "Pickup pickleball (moved)" } });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await expectToast("Game saved", "success");
    expect(saveEvent).toHaveBeenCalledTimes(1);
    const [input, failure] = vi.mocked(saveEvent).mock.calls[0] ?? [];
    expect(failure).toBe(EVENTS_MESSAGES.failure.eventSave);
    expect(input).toMatchObject({
      eventId: "e1",
      scope: "one",
      event: {
        title: "Pickup pickleball (moved)",
        description: "All levels welcome.",
        day: "2030-06-04",
        timeStart: "18:00",
        timeZone: "America/Chicago",
        capacity: 12,
        location: { placeId: "place-zilker" },
      },
    });
  });

  it("Details: a later game of a series with a skipped date before it can be edited (this game only)", async () => {
    const user = setupUser();
    vi.mocked(saveEvent).mockResolvedValue({ eventId: "e3", count: 1 });
    await openManage(
      mine({
        id: "e3",
        seriesId: "e1",
        occurrence: 2,
        day: "2030-06-18",
        dateStart: Date.UTC(2030, 5, 18, 23, 0),
        reoccurringInfo: { frequency: "weekly", days: [2], until: null, count: 4 },
        excludedDates: ["2030-06-11"],
      }),
    );
    const form = await screen.findByRole("form", { name: "Edit the game" });
    expect(within(form).getByRole("radio", { name: "This game only" })).toBeChecked();
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: "Pickup pickleball (moved)" } });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(vi.mocked(saveEvent).mock.calls.length + screen.queryAllByText(EVENT_MESSAGES.excluded).length).toBeGreaterThan(0));
    expect(screen.queryByText(EVENT_MESSAGES.excluded)).not.toBeInTheDocument();
    expect(vi.mocked(saveEvent).mock.calls[0]?.[0]).toMatchObject({ eventId: "e3", scope: "one", event: { title: "Pickup pickleball (moved)", day: "2030-06-18" } });
  });
});
