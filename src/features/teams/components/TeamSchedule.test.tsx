import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import type { Registration, Season, SeasonGroup, TeamSession } from "@rallyhub/domain/teams/types";
import { deleteScheduleItem, groupHasSeasons, listSeasonGroups, listSeasons, listSessions, listTeamGames, register, saveScheduleItem, unregister } from "../api/teamPagesRepository";
import { listRegistrations } from "../api/teamsRepository";
import { TeamSchedule, type TeamScheduleProps } from "./TeamSchedule";

// The data boundary: the schedule and registrations in Firestore.
vi.mock("../api/teamsRepository", () => ({
  listRegistrations: vi.fn(),
}));
vi.mock("../api/teamPagesRepository", () => ({
  listSeasons: vi.fn(),
  listSeasonGroups: vi.fn(),
  listSessions: vi.fn(),
  listTeamGames: vi.fn(),
  saveScheduleItem: vi.fn(),
  deleteScheduleItem: vi.fn(),
  groupHasSeasons: vi.fn(),
  register: vi.fn(),
  unregister: vi.fn(),
}));
vi.mock("../api/teamCallables", () => ({ callTeam: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const TODAY = "2031-03-01";
/** The page opened at noon that day (UTC, as these tests run). */
const NOW = Date.UTC(2031, 2, 1, 12, 0);
const team = { id: "t1", name: "Night Owls" };

const season = (overrides: Partial<Season> & Pick<Season, "id" | "label">): Season => ({ startDate: "2031-03-01", endDate: "2031-05-31", groupId: null, ...overrides });
const spring31 = season({ id: "s1", label: "Spring 2031", groupId: "g1" });
const spring32 = season({ id: "s2", label: "Spring 2032", startDate: "2032-03-01", endDate: "2032-05-31", groupId: "g1" });
const winter = season({ id: "s3", label: "Winter 2031", startDate: "2031-01-05", endDate: "2031-03-20" });
const orphan = season({ id: "s4", label: "Old cup", startDate: "2030-06-01", endDate: "2030-06-30", groupId: "gone" });
const springLeague: SeasonGroup = { id: "g1", name: "Spring league" };
const fallLeague: SeasonGroup = { id: "g2", name: "Fall league" };
const practice: TeamSession = { id: "p1", kind: "practice", title: "Drills", day: "2031-03-04", timeStart: "18:00", seasonId: null, eventId: null, location: "Gym" };

const manager: Omit<TeamScheduleProps, "team" | "today" | "now"> = { canManage: true, isMember: true, viewerUid: "user-1" };
const player: Omit<TeamScheduleProps, "team" | "today" | "now"> = { canManage: false, isMember: true, viewerUid: "user-1" };
const visitor: Omit<TeamScheduleProps, "team" | "today" | "now"> = { canManage: false, isMember: false, viewerUid: null };

function open(who: Omit<TeamScheduleProps, "team" | "today" | "now">) {
  return renderWithProviders(<TeamSchedule team={team} today={TODAY} now={NOW} {...who} />, { preloadedState: { auth: signedInAuth() } });
}

/** Waits for the seasons to have loaded. */
const loaded = () => waitFor(() => expect(screen.queryByLabelText("Loading the seasons")).not.toBeInTheDocument());

beforeEach(() => {
  vi.mocked(listSeasons).mockReset().mockResolvedValue([]);
  vi.mocked(listSeasonGroups).mockReset().mockResolvedValue([]);
  vi.mocked(listSessions).mockReset().mockResolvedValue([]);
  vi.mocked(listTeamGames).mockReset().mockResolvedValue([]);
  vi.mocked(listRegistrations).mockReset().mockResolvedValue([]);
  vi.mocked(saveScheduleItem).mockReset().mockResolvedValue("new-id");
  vi.mocked(deleteScheduleItem).mockReset().mockResolvedValue();
  vi.mocked(groupHasSeasons).mockReset().mockResolvedValue(false);
  vi.mocked(register).mockReset().mockResolvedValue();
  vi.mocked(unregister).mockReset().mockResolvedValue();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("the team schedule: seasons and groups", () => {
  it("files seasons under their groups' headings and the rest under 'Other seasons'", async () => {
    vi.mocked(listSeasonGroups).mockResolvedValue([springLeague, fallLeague]);
    vi.mocked(listSeasons).mockResolvedValue([spring32, spring31, winter, orphan]);
    open(visitor);
    const spring = await screen.findByRole("region", { name: "Spring league" });
    expect(within(spring).getByRole("heading", { level: 3, name: "Spring league" })).toBeInTheDocument();
    const springItems = within(within(spring).getByRole("list", { name: "Seasons of Spring league" })).getAllByRole("listitem");
    expect(springItems.map((li) => li.textContent)).toEqual([expect.stringContaining("Spring 2032"), expect.stringContaining("Spring 2031")]);
    expect(within(spring).getByText("Sat, Mar 1, 2031 to Sat, May 31, 2031")).toBeInTheDocument();

    const fall = screen.getByRole("region", { name: "Fall league" });
    expect(within(fall).getByText("No seasons in this group.")).toBeInTheDocument();
    expect(within(fall).queryByRole("list")).not.toBeInTheDocument();

    // No group, or a group that is gone: "Other seasons".
    const other = screen.getByRole("region", { name: "Other seasons" });
    expect(within(other).getByRole("heading", { level: 3, name: "Other seasons" })).toBeInTheDocument();
    const otherItems = within(within(other).getByRole("list", { name: "Other seasons" })).getAllByRole("listitem");
    expect(otherItems.map((li) => li.textContent)).toEqual([expect.stringContaining("Winter 2031"), expect.stringContaining("Old cup")]);
    expect(within(spring).queryByText("Winter 2031")).not.toBeInTheDocument();

    expect(listSeasons).toHaveBeenCalledWith("t1", 5);
    expect(listSeasonGroups).toHaveBeenCalledWith("t1");
    expect(listSessions).toHaveBeenCalledWith("t1", TODAY, 3);
  });

  it("without groups lists the seasons plainly under 'Seasons'", async () => {
    vi.mocked(listSeasons).mockResolvedValue([winter, orphan]);
    open(visitor);
    const list = await screen.findByRole("list", { name: "Seasons" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 2, name: "Seasons" })).toBeInTheDocument();
    expect(screen.queryByText("Other seasons")).not.toBeInTheDocument();
  });

  it("says 'No seasons yet.' and 'No games or practices scheduled.' when there are none", async () => {
    open(visitor);
    expect(await screen.findByText("No seasons yet.")).toBeInTheDocument();
    expect(await screen.findByText("No games or practices scheduled.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more seasons" })).not.toBeInTheDocument();
  });

  it("offers 'Show more seasons' when a full page of 5 is shown, and asks for 5 more", async () => {
    const five = [1, 2, 3, 4, 5].map((n) => season({ id: `s${n}`, label: `Season ${n}` }));
    vi.mocked(listSeasons)
      .mockResolvedValueOnce(five)
      .mockResolvedValueOnce([...five, season({ id: "s6", label: "Season 6" })]);
    const user = setupUser();
    open(visitor);
    await user.click(await screen.findByRole("button", { name: "Show more seasons" }));
    expect(await screen.findByText("Season 6")).toBeInTheDocument();
    expect(listSeasons).toHaveBeenLastCalledWith("t1", 10);
    // Six of ten: the end of the list.
    expect(screen.queryByRole("button", { name: "Show more seasons" })).not.toBeInTheDocument();
  });

  it("does not offer more seasons when fewer than 5 came back", async () => {
    vi.mocked(listSeasons).mockResolvedValue([1, 2, 3, 4].map((n) => season({ id: `s${n}`, label: `Season ${n}` })));
    open(visitor);
    expect(await screen.findByText("Season 4")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more seasons" })).not.toBeInTheDocument();
  });
});

describe("the team schedule for members: registration", () => {
  const registration = (s: Season): Registration => ({
    id: `user-1_t1_${s.id}`,
    uid: "user-1",
    teamId: "t1",
    teamName: "Night Owls",
    season: { id: s.id, label: s.label, startDate: s.startDate, endDate: s.endDate },
    createdAt: 1,
  });

  it("shows Registered for a season the player registered for and Register for the others (not for ended ones)", async () => {
    vi.mocked(listSeasons).mockResolvedValue([spring32, spring31, orphan]);
    vi.mocked(listRegistrations).mockResolvedValue([registration(spring31)]);
    open(player);
    expect(await screen.findByRole("button", { name: "Cancel registration for Spring 2031" })).toHaveTextContent("Registered");
    expect(screen.getByRole("button", { name: "Register for Spring 2032" })).toHaveTextContent("Register");
    // Old cup ended in 2030.
    expect(screen.queryByRole("button", { name: /Old cup/ })).not.toBeInTheDocument();
    expect(listRegistrations).toHaveBeenCalledWith("user-1", "t1");
  });

  it("registers for a season and cancels a registration", async () => {
    vi.mocked(listSeasons).mockResolvedValue([spring32, spring31]);
    vi.mocked(listRegistrations).mockResolvedValue([registration(spring31)]);
    const user = setupUser();
    open(player);
    await user.click(await screen.findByRole("button", { name: "Register for Spring 2032" }));
    await waitFor(() => expect(register).toHaveBeenCalledWith("user-1", team, spring32));
    await expectToast("Registered for Spring 2032", "success");

    await user.click(screen.getByRole("button", { name: "Cancel registration for Spring 2031" }));
    await waitFor(() => expect(unregister).toHaveBeenCalledWith("user-1", "t1", "s1"));
    await expectToast("Registration cancelled", "success");
  });

  it("shows no registration buttons to someone who is not on the team", async () => {
    vi.mocked(listSeasons).mockResolvedValue([spring32]);
    open(visitor);
    expect(await screen.findByText("Spring 2032")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Register/ })).not.toBeInTheDocument();
    expect(listRegistrations).not.toHaveBeenCalled();
  });
});

describe("the team schedule for managers", () => {
  it("shows the add forms (with a Group select when there are groups) and Delete buttons", async () => {
    vi.mocked(listSeasonGroups).mockResolvedValue([springLeague]);
    vi.mocked(listSeasons).mockResolvedValue([spring31, winter]);
    vi.mocked(listSessions).mockResolvedValue([practice]);
    open(manager);
    await loaded();
    expect(screen.getByRole("form", { name: "Add a season group" })).toBeInTheDocument();
    const addSeason = screen.getByRole("form", { name: "Add a season" });
    expect(within(addSeason).getByRole("combobox", { name: "Group" })).toBeInTheDocument();
    // Adding a session waits behind its button.
    expect(screen.queryByRole("form", { name: "Add a session" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add session" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete season Spring 2031" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Delete season Winter 2031" })).toBeEnabled();
    expect(await screen.findByRole("button", { name: "Delete session Drills" })).toBeEnabled();
  });

  it("has no Group select on the season form when there are no groups", async () => {
    open(manager);
    await loaded();
    const addSeason = screen.getByRole("form", { name: "Add a season" });
    expect(within(addSeason).queryByRole("combobox", { name: "Group" })).not.toBeInTheDocument();
  });

  it("a group with seasons cannot be deleted; an empty one can", async () => {
    vi.mocked(listSeasonGroups).mockResolvedValue([springLeague, fallLeague]);
    vi.mocked(listSeasons).mockResolvedValue([spring31]);
    open(manager);
    const full = await screen.findByRole("button", { name: "Delete group Spring league" });
    expect(full).toBeDisabled();
    expect(full).toHaveAttribute("title", "Move or delete its seasons first");
    expect(screen.getByRole("button", { name: "Delete group Fall league" })).toBeEnabled();
  });

  it("asks before deleting a season; Cancel deletes nothing", async () => {
    vi.mocked(listSeasons).mockResolvedValue([winter]);
    const user = setupUser();
    open(manager);
    await user.click(await screen.findByRole("button", { name: "Delete season Winter 2031" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Winter 2031?" });
    expect(dialog).toHaveAccessibleDescription(/keep their registration record/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deleteScheduleItem).not.toHaveBeenCalled();
    expect(screen.getByText("Winter 2031")).toBeInTheDocument();
  });

  it("deletes a season once confirmed, and the list is read again", async () => {
    vi.mocked(listSeasons).mockResolvedValueOnce([winter, orphan]).mockResolvedValue([orphan]);
    const user = setupUser();
    open(manager);
    await user.click(await screen.findByRole("button", { name: "Delete season Winter 2031" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete Winter 2031?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteScheduleItem).toHaveBeenCalledWith("t1", "seasons", "s3"));
    await expectToast("Winter 2031 deleted", "success");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText("Winter 2031")).not.toBeInTheDocument());
    expect(screen.getByText("Old cup")).toBeInTheDocument();
  });

  it("deletes an empty group and a session", async () => {
    vi.mocked(listSeasonGroups).mockResolvedValue([fallLeague]);
    vi.mocked(listSessions).mockResolvedValue([practice]);
    const user = setupUser();
    open(manager);
    await user.click(await screen.findByRole("button", { name: "Delete group Fall league" }));
    const groupDialog = await screen.findByRole("dialog", { name: "Delete Fall league?" });
    expect(groupDialog).toHaveAccessibleDescription("It leaves the team's schedule.");
    await user.click(within(groupDialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteScheduleItem).toHaveBeenCalledWith("t1", "seasonGroups", "g2"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(await screen.findByRole("button", { name: "Delete session Drills" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete Drills?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleteScheduleItem).toHaveBeenLastCalledWith("t1", "sessions", "p1"));
    expect(deleteScheduleItem).toHaveBeenCalledTimes(2);
  });

  it("does not delete a group whose seasons are not among those shown, and says why", async () => {
    vi.mocked(listSeasonGroups).mockResolvedValue([fallLeague]);
    vi.mocked(groupHasSeasons).mockResolvedValue(true);
    const user = setupUser();
    open(manager);
    await user.click(await screen.findByRole("button", { name: "Delete group Fall league" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete Fall league?" })).getByRole("button", { name: "Delete" }));
    await expectToast("This group still has seasons: move or delete them first.", "error");
    expect(groupHasSeasons).toHaveBeenCalledWith("t1", "g2");
    expect(deleteScheduleItem).not.toHaveBeenCalled();
  });

  it("keeps the dialog open and says why when the deletion fails", async () => {
    vi.mocked(listSeasons).mockResolvedValue([winter]);
    vi.mocked(deleteScheduleItem).mockRejectedValue(new AppError("permission-denied", "The schedule could not be saved. Please try again."));
    const user = setupUser();
    open(manager);
    await user.click(await screen.findByRole("button", { name: "Delete season Winter 2031" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Winter 2031?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expectToast("The schedule could not be saved. Please try again.", "error");
    expect(screen.getByRole("dialog", { name: "Delete Winter 2031?" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
  });

  it("adds a season group", async () => {
    const user = setupUser();
    open(manager);
    await loaded();
    const form = screen.getByRole("form", { name: "Add a season group" });
    await user.type(within(form).getByRole("textbox", { name: /Group name/ }), "Summer league");
    await user.click(within(form).getByRole("button", { name: "Add group" }));
    await waitFor(() => expect(saveScheduleItem).toHaveBeenCalledWith("t1", "seasonGroups", null, { name: "Summer league" }));
    await expectToast("Group added", "success");
    await waitFor(() => expect(within(form).getByRole("textbox", { name: /Group name/ })).toHaveValue(""));
  });

  it("adds a season filed under the chosen group", async () => {
    vi.mocked(listSeasonGroups).mockResolvedValue([springLeague, fallLeague]);
    const user = setupUser();
    open(manager);
    await loaded();
    const form = screen.getByRole("form", { name: "Add a season" });
    await user.type(within(form).getByRole("textbox", { name: /Season name/ }), "Fall 2031");
    await user.type(within(form).getByLabelText(/Starts/), "2031-09-01");
    await user.type(within(form).getByLabelText(/Ends/), "2031-11-30");
    await user.click(within(form).getByRole("combobox", { name: "Group" }));
    await user.click(await screen.findByRole("option", { name: "Fall league" }));
    await user.click(within(form).getByRole("button", { name: "Add season" }));
    await waitFor(() => expect(saveScheduleItem).toHaveBeenCalledWith("t1", "seasons", null, { label: "Fall 2031", startDate: "2031-09-01", endDate: "2031-11-30", groupId: "g2" }));
    await expectToast("Season added", "success");
  });

  it("refuses a season that ends before it starts, and saves nothing", async () => {
    const user = setupUser();
    open(manager);
    await loaded();
    const form = screen.getByRole("form", { name: "Add a season" });
    await user.type(within(form).getByRole("textbox", { name: /Season name/ }), "Backwards");
    await user.type(within(form).getByLabelText(/Starts/), "2031-09-01");
    await user.type(within(form).getByLabelText(/Ends/), "2031-08-31");
    await user.click(within(form).getByRole("button", { name: "Add season" }));
    expect(await within(form).findByText("The season must end on or after its start")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Ends/)).toHaveAccessibleDescription("The season must end on or after its start");
    expect(saveScheduleItem).not.toHaveBeenCalled();
    expect(within(form).getByRole("textbox", { name: /Season name/ })).toHaveValue("Backwards");
  });

  it("adds a session", async () => {
    const user = setupUser();
    open(manager);
    await loaded();
    await user.click(screen.getByRole("button", { name: "Add session" }));
    const form = screen.getByRole("form", { name: "Add a session" });
    await user.click(within(form).getByRole("combobox", { name: "Kind" }));
    await user.click(await screen.findByRole("option", { name: "Game" }));
    await user.type(within(form).getByRole("textbox", { name: /Title/ }), "Derby");
    await user.type(within(form).getByLabelText(/Date/), "2031-03-08");
    await user.type(within(form).getByRole("textbox", { name: /Where/ }), "Main court");
    await user.click(within(form).getByRole("button", { name: "Add session" }));
    await waitFor(() =>
      expect(saveScheduleItem).toHaveBeenCalledWith("t1", "sessions", null, {
        kind: "game",
        title: "Derby",
        day: "2031-03-08",
        timeStart: "18:00",
        seasonId: null,
        eventId: null,
        location: "Main court",
      }),
    );
    await expectToast("Session added", "success");
    // Saved: the form closes, and its button is back.
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add a session" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Add session" })).toHaveFocus();
  });

  it("'Add session' opens the form; Cancel closes it without saving", async () => {
    const user = setupUser();
    open(manager);
    await loaded();
    await user.click(screen.getByRole("button", { name: "Add session" }));
    const form = screen.getByRole("form", { name: "Add a session" });
    expect(within(form).getByRole("combobox", { name: "Kind" })).toHaveFocus();
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Add a session" })).not.toBeInTheDocument();
    expect(saveScheduleItem).not.toHaveBeenCalled();
  });
});

describe("the team schedule: games and practices first (issue 31, defect 2)", () => {
  // The team's games as Home finds them (public ones, and private ones the viewer answered or hosts) and its sessions.
  const derby = { id: "ev-derby", teamId: "t1", title: "Night Owls vs Early Birds", dateStart: Date.UTC(2031, 2, 6, 1, 0), dateEnd: null, timeZone: "America/Chicago", location: "Main court" };
  const scrimmage = {
    id: "ev-scrim",
    teamId: "t1",
    title: "Night Owls Scrimmage",
    dateStart: Date.UTC(2031, 2, 8, 15, 0),
    dateEnd: Date.UTC(2031, 2, 8, 17, 0),
    timeZone: "America/Chicago",
    location: "",
  };
  const list = () => screen.findByRole("list", { name: "Upcoming games and practices" });

  it("lists the team's games and its sessions together, soonest first, before the seasons", async () => {
    vi.mocked(listTeamGames).mockResolvedValue([derby, scrimmage]);
    vi.mocked(listSessions).mockResolvedValue([practice]);
    open(visitor);
    const items = within(await list()).getAllByRole("listitem");
    expect(items.map((li) => li.textContent.replace(/\u00a0/g, " "))).toEqual([
      "DrillsPractice · Tue, Mar 4 · 6:00 PM UTC · Gym",
      "Night Owls vs Early BirdsWed, Mar 5 · 7:00 PM CST (Thu, Mar 6 · 1:00 AM your time) · Main court",
      "Night Owls ScrimmageSat, Mar 8 · 9:00 AM – 11:00 AM CST (3:00 PM – 5:00 PM your time)",
    ]);
    expect(within(items[1] as HTMLElement).getByRole("link", { name: "Night Owls vs Early Birds" })).toHaveAttribute("href", "/event/ev-derby");
    // A list first: the games come before the seasons.
    const seasons = screen.getByRole("heading", { level: 2, name: "Seasons" });
    expect(items[0]?.compareDocumentPosition(seasons)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(listTeamGames).toHaveBeenCalledWith({ teamIds: ["t1"], uid: null, managedIds: [], now: NOW, max: 3 });
    expect(listSessions).toHaveBeenCalledWith("t1", TODAY, 3);
  });

  it("a session that is one of the listed games shows once, as the game at its venue's time", async () => {
    vi.mocked(listTeamGames).mockResolvedValue([derby]);
    vi.mocked(listSessions).mockResolvedValue([{ ...practice, id: "p2", kind: "game", title: "Derby", day: "2031-03-05", timeStart: "19:00", eventId: "ev-derby" }]);
    open(manager);
    const items = within(await list()).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent.replace(/\u00a0/g, " ")).toContain("Night Owls vs Early BirdsGame · Wed, Mar 5 · 7:00 PM CST (Thu, Mar 6 · 1:00 AM your time) · Main court");
    // The manager can still take the session off the schedule.
    expect(within(items[0] as HTMLElement).getByRole("button", { name: "Delete session Derby" })).toBeEnabled();
  });

  it("a full window offers 'Show more games and practices', which reads 3 more", async () => {
    const user = setupUser();
    const games = Array.from({ length: 4 }, (_, i) => ({ ...derby, id: `ev-${i}`, title: `Game ${i + 1}`, dateStart: derby.dateStart + i * 86_400_000 }));
    vi.mocked(listTeamGames).mockImplementation(({ max }) => Promise.resolve(games.slice(0, max === "each" ? 1 : max)));
    open(player);
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Show more games and practices" }));
    await waitFor(async () => expect(within(await list()).getAllByRole("listitem")).toHaveLength(4));
    expect(listTeamGames).toHaveBeenLastCalledWith({ teamIds: ["t1"], uid: "user-1", managedIds: [], now: NOW, max: 6 });
    expect(screen.queryByRole("button", { name: "Show more games and practices" })).not.toBeInTheDocument();
  });

  it("a manager's own games of the team are read too", async () => {
    open(manager);
    await waitFor(() => expect(listTeamGames).toHaveBeenCalledWith({ teamIds: ["t1"], uid: "user-1", managedIds: ["t1"], now: NOW, max: 3 }));
  });

  it.each([
    ["a player", player],
    ["a visitor", visitor],
  ])("%s has no 'Add session' button", async (_who, who) => {
    open(who);
    await loaded();
    expect(await screen.findByText("No games or practices scheduled.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add session" })).not.toBeInTheDocument();
  });
});

describe("the team schedule for players and visitors", () => {
  it.each([
    ["a player", player],
    ["a visitor", visitor],
  ])("%s sees no add forms and no Delete buttons", async (_who, who) => {
    vi.mocked(listSeasonGroups).mockResolvedValue([springLeague, fallLeague]);
    vi.mocked(listSeasons).mockResolvedValue([spring31, winter]);
    vi.mocked(listSessions).mockResolvedValue([practice]);
    open(who);
    expect(await screen.findByText("Spring 2031")).toBeInTheDocument();
    expect(await screen.findByText("Drills")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });
});
