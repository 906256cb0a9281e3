import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeTeam, signedInAuth } from "@/test/fixtures";
import { listOrganizationsByCreator } from "@/features/organizations/api/organizationsRepository";
import { listManagedTeams } from "../api/teamPagesRepository";
import { listTeamsForUser } from "../api/teamsRepository";

// The data boundary: the teams and organizations in Firestore.
vi.mock("../api/teamsRepository", () => ({ listTeamsForUser: vi.fn() }));
vi.mock("../api/teamPagesRepository", () => ({ listManagedTeams: vi.fn() }));
vi.mock("@/features/organizations/api/organizationsRepository", () => ({ listOrganizationsByCreator: vi.fn() }));

const routes: RouteObject[] = [{ path: "/", hydrateFallbackElement: <p>Loading</p>, children: [{ path: "teams-v3", lazy: () => import("./TeamsDashboardPage") }] }];

beforeEach(() => {
  vi.mocked(listTeamsForUser).mockReset().mockResolvedValue([]);
  vi.mocked(listManagedTeams).mockReset().mockResolvedValue([]);
  vi.mocked(listOrganizationsByCreator).mockReset().mockResolvedValue([]);
});

const open = () => renderRoutes(routes, { preloadedState: { auth: signedInAuth() }, initialEntries: ["/teams-v3"] });

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("teams dashboard (teams-v3)", () => {
  it("says 'No teams exist' only when the user plays on, manages and owns none", async () => {
    open();
    expect(await screen.findByText("No teams exist", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Team" })).toHaveAttribute("href", "/teams/create");
  });

  it("lists the teams the user plays on, manages and owns, each once, with the user's role, owned first", async () => {
    vi.mocked(listTeamsForUser).mockResolvedValue([
      makeTeam({ id: "t1", name: "Early Birds", creator: "other", managerIds: ["other"], memberIds: ["other", "user-1"] }),
      makeTeam({ id: "t2", name: "Night Owls", creator: "someone", managerIds: ["someone", "user-1"], memberIds: ["someone", "user-1"] }),
      makeTeam({ id: "t3", name: "Zebras", creator: "user-1", managerIds: ["user-1"], memberIds: ["user-1"] }),
    ]);
    // A manager the member list does not name (an older team) is still the user's team.
    vi.mocked(listManagedTeams).mockResolvedValue([
      makeTeam({ id: "t2", name: "Night Owls", creator: "someone", managerIds: ["someone", "user-1"], memberIds: ["someone", "user-1"] }),
      makeTeam({ id: "t4", name: "Ghosts", creator: "x", managerIds: ["x", "user-1"], memberIds: ["x"] }),
    ]);
    open();
    const region = await screen.findByRole("region", { name: "Your teams" }, { timeout: 10_000 });
    const list = await within(region).findByRole("list");
    expect(names(list)).toEqual(["Zebras", "Ghosts", "Night Owls", "Early Birds"]);
    expect(within(screen.getByRole("heading", { name: "Early Birds" }).closest("li") as HTMLElement).getByText("Player")).toBeInTheDocument();
    expect(within(screen.getByRole("heading", { name: "Night Owls" }).closest("li") as HTMLElement).getByText("Manager")).toBeInTheDocument();
    expect(within(screen.getByRole("heading", { name: "Zebras" }).closest("li") as HTMLElement).getByText("Owner")).toBeInTheDocument();
    expect(screen.queryByText("No teams exist")).not.toBeInTheDocument();
  });

  it("offers Try again when the teams cannot be loaded", async () => {
    vi.mocked(listManagedTeams).mockRejectedValue(new Error("offline"));
    open();
    expect(await screen.findByText("Your teams could not be loaded.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
