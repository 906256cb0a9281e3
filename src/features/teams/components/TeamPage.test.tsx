import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeTeam } from "@/test/fixtures";
import RouteErrorPageView from "@/app/pages/RouteErrorPage";
import { getTeam, getTeamByDomain } from "../api/teamsRepository";

// The data boundary: Firestore is not reached in unit tests.
vi.mock("../api/teamsRepository", () => ({ getTeam: vi.fn(), getTeamByDomain: vi.fn() }));

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
});

// jsdom's host is localhost: the main domain.
describe("team/{id} on the main domain (spec §2.5 team page guard)", () => {
  it("shows a team with a creator, with its page title, description and image", async () => {
    vi.mocked(getTeam).mockResolvedValue(
      makeTeam({ id: "t1", name: "Night Owls", description: "Late games.", organizerWebsite: { metaLogoURL: "https://img.example/meta.png" } }),
    );
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
