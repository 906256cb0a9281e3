import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeTeam, signedInAuth } from "@/test/fixtures";
import { getTeamReads, listTeamGames } from "../api/teamPagesRepository";
import { listInvitations, listTeamEvents, listTeamsForUser } from "../api/teamsRepository";
import { unreadCount } from "./MyCommunitiesPage";

// The data boundary: the teams, invitations, games and read marks in Firestore.
vi.mock("../api/teamsRepository", () => ({ listTeamsForUser: vi.fn(), listInvitations: vi.fn(), listTeamEvents: vi.fn() }));
vi.mock("../api/teamPagesRepository", () => ({ getTeamReads: vi.fn(), listTeamGames: vi.fn() }));
vi.mock("../api/teamCallables", () => ({ callTeam: vi.fn() }));

const routes: RouteObject[] = [{ path: "/", hydrateFallbackElement: <p>Loading</p>, children: [{ path: "my-communities", lazy: () => import("./MyCommunitiesPage") }] }];

beforeEach(() => {
  vi.mocked(listTeamsForUser).mockReset().mockResolvedValue([]);
  vi.mocked(listInvitations).mockReset().mockResolvedValue([]);
  vi.mocked(listTeamEvents).mockReset().mockResolvedValue([]);
  vi.mocked(getTeamReads).mockReset().mockResolvedValue({});
  vi.mocked(listTeamGames).mockReset().mockResolvedValue([]);
});

const open = () => renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/my-communities"] });

describe("my communities (issue 10)", () => {
  it("says 'No teams exist' when the user has none", async () => {
    open();
    expect(await screen.findByText("No teams exist", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Team" })).toHaveAttribute("href", "/teams/create");
  });

  it("lists each team with the user's role, its next game and unread team notifications", async () => {
    vi.mocked(listTeamsForUser).mockResolvedValue([
      makeTeam({ id: "t1", name: "Night Owls", creator: "someone", managerIds: ["someone", "user-1"], memberIds: ["someone", "user-1"], notificationTimes: [100, 300, 500] }),
      makeTeam({ id: "t2", name: "Early Birds", creator: "other", managerIds: ["other"], memberIds: ["other", "user-1"] }),
    ]);
    vi.mocked(getTeamReads).mockResolvedValue({ t1: 200 });
    vi.mocked(listTeamGames).mockResolvedValue([
      { id: "e1", teamId: "t1", title: "Thursday run", dateStart: Date.UTC(2030, 0, 3, 18), dateEnd: null, timeZone: "America/Chicago", location: "" },
      { id: "e2", teamId: "t1", title: "Friday run", dateStart: Date.UTC(2030, 0, 4, 18), dateEnd: null, timeZone: "America/Chicago", location: "" },
    ]);
    open();
    const owls = (await screen.findByRole("heading", { name: "Night Owls" }, { timeout: 10_000 })).closest("li") as HTMLElement;
    expect(within(owls).getByText("Manager")).toBeInTheDocument();
    expect(within(owls).getByText(/Next: Thursday run/)).toBeInTheDocument();
    expect(within(owls).getByText(/2 new notifications/)).toBeInTheDocument();
    const birds = screen.getByRole("heading", { name: "Early Birds" }).closest("li") as HTMLElement;
    expect(within(birds).getByText("Player")).toBeInTheDocument();
    expect(within(birds).getByText("No upcoming games")).toBeInTheDocument();
    // Each team's next game, from the sources Home uses; the user's own games of the team they manage among them.
    expect(listTeamGames).toHaveBeenCalledWith(expect.objectContaining({ teamIds: ["t1", "t2"], uid: "user-1", managedIds: ["t1"], max: "each" }));
  });

  it("a team whose coming games are private practices the user answered shows the next one, not 'No upcoming games' (issue 31, defect 2)", async () => {
    vi.mocked(listTeamsForUser).mockResolvedValue([makeTeam({ id: "t3", name: "Barton Creek Bandits", creator: "someone", managerIds: ["someone"], memberIds: ["someone", "user-1"] })]);
    // The team has no public game: the team-wide public list is empty, as it is on Home.
    vi.mocked(listTeamEvents).mockResolvedValue([]);
    vi.mocked(listTeamGames).mockResolvedValue([
      {
        id: "e26",
        teamId: "t3",
        title: "Barton Creek Bandits Practice",
        dateStart: Date.UTC(2030, 11, 17, 18),
        dateEnd: Date.UTC(2030, 11, 17, 19, 30),
        timeZone: "America/Chicago",
        location: "Zilker Park",
      },
    ]);
    open();
    const bandits = (await screen.findByRole("heading", { name: "Barton Creek Bandits" }, { timeout: 10_000 })).closest("li") as HTMLElement;
    expect(await within(bandits).findByText("Next: Barton Creek Bandits Practice, Tue, Dec 17 · 12:00 PM – 1:30 PM CST (6:00 PM – 7:30 PM your time)")).toBeInTheDocument();
    expect(within(bandits).queryByText("No upcoming games")).not.toBeInTheDocument();
  });

  it("shows pending invitations first", async () => {
    vi.mocked(listInvitations).mockResolvedValue([{ teamId: "t9", role: "pending", invitedBy: "m", invitedAt: 1, team: makeTeam({ id: "t9", name: "Late Owls" }) }]);
    open();
    const region = await screen.findByRole("region", { name: "Team invitations" }, { timeout: 10_000 });
    expect(within(region).getByRole("button", { name: "Accept the invitation to Late Owls" })).toBeInTheDocument();
  });
});

describe("unreadCount", () => {
  it("counts notifications after the last read", () => {
    expect(unreadCount({ notificationTimes: [1, 5, 9] }, 5)).toBe(1);
    expect(unreadCount({ notificationTimes: [1, 5, 9] }, undefined)).toBe(3);
  });
});
