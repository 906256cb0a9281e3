import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeTeam } from "@/test/fixtures";
import RouteErrorPageView from "@/app/pages/RouteErrorPage";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { within } from "@testing-library/react";
import { signedInAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import { getMyRole, getTeamByDomain, listSessions, listTeamGames } from "../api/teamPagesRepository";
import { getTeam, listTeamEvents } from "../api/teamsRepository";
import { callTeam } from "../api/teamCallables";

// The data boundary: Firestore and the team callables are not reached in unit tests.
vi.mock("../api/teamsRepository", () => ({ getTeam: vi.fn(), listTeamEvents: vi.fn() }));
vi.mock("../api/teamPagesRepository", () => ({ getTeamByDomain: vi.fn(), getMyRole: vi.fn(), listTeamGames: vi.fn(), listSessions: vi.fn() }));
vi.mock("../api/teamCallables", () => ({ callTeam: vi.fn() }));

const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorPageView />,
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      { index: true, element: <p>Start page</p> },
      { path: "team/:id", lazy: () => import("./TeamPage") },
    ],
  },
];

beforeEach(() => {
  vi.mocked(getTeam).mockReset();
  vi.mocked(getTeamByDomain).mockReset();
  vi.mocked(getMyRole).mockReset().mockResolvedValue(null);
  vi.mocked(listTeamEvents).mockReset().mockResolvedValue([]);
  vi.mocked(listTeamGames).mockReset().mockResolvedValue([]);
  vi.mocked(listSessions).mockReset().mockResolvedValue([]);
  vi.mocked(callTeam).mockReset();
});

// jsdom's host is localhost: the main domain.
describe("team/{id} on the main domain (spec §2.5 team page guard)", () => {
  it("shows a team with a creator, with its page title, description and image", async () => {
    vi.mocked(getTeam).mockResolvedValue(makeTeam({ id: "t1", name: "Night Owls", description: "Late games.", organizerWebsite: { metaLogoURL: "https://img.example/meta.png" } }));
    renderRoutes(routes, { initialEntries: ["/team/t1"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Night Owls" })).toBeInTheDocument();
    expect(getTeam).toHaveBeenCalledWith("t1");
    expect(getTeamByDomain).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe("Night Owls | RallyHub"));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", "Late games.");
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute("content", "https://img.example/meta.png");
  });

  it.each([
    ["a team without a creator", () => Promise.resolve(makeTeam({ creator: null }))],
    ["no team", () => Promise.resolve(null)],
    ["a failing lookup", () => Promise.reject(new Error("permission-denied"))],
  ])("%s → root", async (_case, answer) => {
    vi.mocked(getTeam).mockImplementation(answer);
    const { router } = renderRoutes(routes, { initialEntries: ["/team/t1"] });
    expect(await screen.findByText("Start page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("the team page (issue 10)", () => {
  const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const owls = makeTeam({
    id: "t1",
    name: "Night Owls",
    creator: "owner-1",
    managerIds: ["owner-1"],
    memberIds: ["owner-1"],
    memberCount: 1,
    subscription: "ROOKIE",
    rosterPreview: [{ uid: "owner-1", displayName: "Olive", photoURL: "", role: "owner" }],
  });

  it("shows the tier, the players and the topics ('No topics configured' when none)", async () => {
    vi.mocked(getTeam).mockResolvedValue(owls);
    renderRoutes(routes, { initialEntries: ["/team/t1"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Night Owls" })).toBeInTheDocument();
    expect(screen.getByText("Rookie (free)")).toBeInTheDocument();
    expect(screen.getByText("Olive")).toBeInTheDocument();
    expect(screen.getByText("No topics configured")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in to join" })).toBeInTheDocument();
  });

  it("an invited player accepts the invitation", async () => {
    const user = setupUser();
    vi.mocked(getTeam).mockResolvedValue(owls);
    vi.mocked(getMyRole).mockResolvedValue("pending");
    vi.mocked(callTeam).mockResolvedValue({ role: "player" });
    renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/team/t1"] });
    const invite = await screen.findByText("You're invited to join Night Owls.");
    await user.click(within(invite.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Accept" }));
    expect(callTeam).toHaveBeenCalledWith("respondToTeamInvite", { teamId: "t1", accept: true }, expect.any(String));
    await expectToast("Welcome to Night Owls!", "success");
  });

  it("a stranger asks to join; a refusal shows the server's reason", async () => {
    const user = setupUser();
    vi.mocked(getTeam).mockResolvedValue(owls);
    vi.mocked(callTeam).mockRejectedValue(Object.assign(new Error("x"), { code: "functions/failed-precondition", details: undefined, message: "You can't join this team." }));
    renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/team/t1"] });
    await user.click(await screen.findByRole("button", { name: "Ask to join" }));
    expect(callTeam).toHaveBeenCalledWith("requestToJoinTeam", { teamId: "t1" }, expect.any(String));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ severity: "error", detail: "You can't join this team." })));
    expect(screen.getByRole("button", { name: "Ask to join" })).toBeInTheDocument();
  });

  it("the roster tab lists what the server allows, with e-mails for members", async () => {
    const user = setupUser();
    vi.mocked(getTeam).mockResolvedValue(makeTeam({ ...owls, memberIds: ["owner-1", "user-1"], memberCount: 2 }));
    vi.mocked(callTeam).mockResolvedValue({
      rows: [
        { id: "owner-1", uid: "owner-1", displayName: "Olive", photoURL: "", role: "owner", email: "olive@example.com", joinedAt: 1 },
        { id: "user-1", uid: "user-1", displayName: "Pat", photoURL: "", role: "player", email: "pat@example.com", joinedAt: 2 },
      ],
      next: null,
      viewerRole: "player",
    });
    renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/team/t1"] });
    await user.click(await screen.findByRole("tab", { name: "Roster" }));
    const roster = await screen.findByRole("list", { name: "Roster" });
    expect(await within(roster).findByText("Owner · olive@example.com")).toBeInTheDocument();
    expect(callTeam).toHaveBeenCalledWith("getTeamRoster", { teamId: "t1", after: null }, expect.any(String));
    // A player manages nothing.
    expect(within(roster).queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Invite a player" })).not.toBeInTheDocument();
  });
});

describe("the team page's games and practices (issue 31, defect 2)", () => {
  const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const owls = makeTeam({ id: "t1", name: "Night Owls", creator: "owner-1", managerIds: ["owner-1"], memberIds: ["owner-1", "user-1"], memberCount: 2 });
  // A private practice the member answered (Home lists it through their RSVP) and a public game.
  const practice = {
    id: "ev-practice",
    teamId: "t1",
    title: "Night Owls Practice",
    dateStart: Date.UTC(2030, 11, 5, 0, 30),
    dateEnd: Date.UTC(2030, 11, 5, 2, 0),
    timeZone: "America/Chicago",
    location: "Zilker Park Courts",
  };
  const game = { id: "ev-game", teamId: "t1", title: "Night Owls vs Early Birds", dateStart: Date.UTC(2030, 11, 12, 1, 0), dateEnd: null, timeZone: "America/Chicago", location: "" };

  it("Upcoming games lists every game of the team the viewer can see (a private practice they answered too), each at the venue's time", async () => {
    vi.mocked(getTeam).mockResolvedValue(owls);
    vi.mocked(listTeamGames).mockResolvedValue([practice, game]);
    renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/team/t1"] });
    const list = await screen.findByRole("list", { name: "Upcoming games" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent.replace(/\u00a0/g, " "))).toEqual([
      // Each a game card (issue 31): the date block, the team's sport, the title, the one time string, the place.
      "Wed4DecPickleballNight Owls PracticeWed, Dec 4 · 6:30 PM – 8:00 PM CST (Thu, Dec 5 · 12:30 AM – 2:00 AM your time)Zilker Park Courts",
      "Wed11DecPickleballNight Owls vs Early BirdsWed, Dec 11 · 7:00 PM CST (Thu, Dec 12 · 1:00 AM your time)",
    ]);
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(within(list).getByRole("link", { name: "Night Owls Practice" })).toHaveAttribute("href", "/event/ev-practice");
    // The viewer's own answers count, as on Home (a player creates no team games: none of their own are asked for).
    expect(listTeamGames).toHaveBeenCalledWith(expect.objectContaining({ teamIds: ["t1"], uid: "user-1", managedIds: [], max: 4 }));
    expect(screen.queryByText("No upcoming games.")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "See the whole schedule" })).not.toBeInTheDocument();
  });

  it("heads the page in the team's colour, its sport's (issue 31), with the logo's initial on it", async () => {
    vi.mocked(getTeam).mockResolvedValue(makeTeam({ ...owls, gameType: "Basketball", photoURL: "" }));
    vi.mocked(listTeamGames).mockResolvedValue([]);
    const { container } = renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/team/t1"] });
    await screen.findByRole("heading", { level: 1, name: owls.name });
    const band = container.querySelector("[data-team-color]");
    expect(band).toHaveAttribute("data-team-color", "#c2410c");
    expect(band).toHaveStyle({ backgroundColor: "rgb(194, 65, 12)" });
  });

  it("shows the first 3 and leads to the whole schedule when there are more", async () => {
    vi.mocked(getTeam).mockResolvedValue(makeTeam({ ...owls, managerIds: ["owner-1", "user-1"] }));
    vi.mocked(listTeamGames).mockResolvedValue([1, 2, 3, 4].map((n) => ({ ...game, id: `g${n}`, title: `Game ${n}`, dateStart: game.dateStart + n * 86_400_000 })));
    renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/team/t1"] });
    const list = await screen.findByRole("list", { name: "Upcoming games" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "See the whole schedule" })).toHaveAttribute("href", "/team/t1?tab=schedule");
    // A manager's own games of the team count too.
    expect(listTeamGames).toHaveBeenCalledWith(expect.objectContaining({ uid: "user-1", managedIds: ["t1"] }));
  });

  it("says 'No upcoming games.' when the team has none the viewer can see", async () => {
    vi.mocked(getTeam).mockResolvedValue(owls);
    renderRoutes(routes, { initialEntries: ["/team/t1"] });
    expect(await screen.findByText("No upcoming games.")).toBeInTheDocument();
    // Signed out: the team's public games only.
    expect(listTeamGames).toHaveBeenCalledWith(expect.objectContaining({ teamIds: ["t1"], uid: null }));
  });

  it("the Schedule tab lists them too, first", async () => {
    const user = setupUser();
    vi.mocked(getTeam).mockResolvedValue(owls);
    vi.mocked(listTeamGames).mockResolvedValue([practice]);
    renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/team/t1"] });
    await user.click(await screen.findByRole("tab", { name: "Schedule" }));
    const list = await screen.findByRole("list", { name: "Upcoming games and practices" });
    expect(within(list).getByRole("link", { name: "Night Owls Practice" })).toBeInTheDocument();
  });
});
