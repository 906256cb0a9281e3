import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import RouteErrorPageView from "@/app/pages/RouteErrorPage";
import { toast } from "@/lib/toast";
import { getOrganizationBySlug } from "@/features/organizations/api/organizationsRepository";
import type { Organization } from "@/features/organizations/model/types";
import { queued } from "@/test/toasts";
import { makeTeam, makeWebsite } from "@/test/fixtures";
import { listOrganizationTeams } from "@/features/teams/api/teamPagesRepository";
import { getWebsiteByOrganization } from "@/features/sites/api/publicSiteRepository";

// The data boundary: Firestore is not reached in unit tests.
vi.mock("@/features/organizations/api/organizationsRepository", () => ({ getOrganizationBySlug: vi.fn() }));
vi.mock("@/features/teams/api/teamPagesRepository", () => ({ listOrganizationTeams: vi.fn() }));
vi.mock("@/features/sites/api/publicSiteRepository", () => ({ getWebsiteByOrganization: vi.fn() }));

const org: Organization = { id: "o1", slug: "riverside", name: "Riverside League", description: "Weekly leagues.", logoURL: null, city: "Austin" };

const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorPageView />,
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      { index: true, element: <p>Start page</p> },
      { path: "org", lazy: () => import("./OrganizationPage") },
      { path: "org/:slug", lazy: () => import("./OrganizationPage") },
      { path: "organization/:id", lazy: () => import("./OrganizationPage") },
    ],
  },
];

beforeEach(() => {
  vi.mocked(getOrganizationBySlug).mockReset();
  vi.mocked(listOrganizationTeams).mockReset().mockResolvedValue([]);
  vi.mocked(getWebsiteByOrganization).mockReset().mockResolvedValue(null);
});

afterEach(() => {
  act(() => toast.reset());
});

describe("org/{slug} (spec §2.5 organization resolver, §8)", () => {
  it.each(["/org", "/org/%20%20"])("%s: no slug → / with 'No organization slug provided'", async (path) => {
    const { router } = renderRoutes(routes, { initialEntries: [path] });
    expect(await screen.findByText("Start page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(queued()).toEqual([expect.objectContaining({ message: "No organization slug provided", severity: "error", autoHideMs: 3500 })]);
    expect(getOrganizationBySlug).not.toHaveBeenCalled();
  });

  it("shows the organization found by its lower-cased slug", async () => {
    vi.mocked(getOrganizationBySlug).mockResolvedValue(org);
    renderRoutes(routes, { initialEntries: ["/org/Riverside"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Riverside League" })).toBeInTheDocument();
    expect(screen.getByText("Weekly leagues.")).toBeInTheDocument();
    expect(getOrganizationBySlug).toHaveBeenCalledWith("riverside");
    await waitFor(() => expect(document.title).toBe("Riverside League | RallyHub"));
  });

  it("an unknown slug → 'Organization not found'", async () => {
    vi.mocked(getOrganizationBySlug).mockResolvedValue(null);
    const { router } = renderRoutes(routes, { initialEntries: ["/org/nobody"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Organization not found" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/org/nobody");
  });

  it("a failing lookup → 'Failed to load organization'", async () => {
    vi.mocked(getOrganizationBySlug).mockRejectedValue(new Error("unavailable"));
    renderRoutes(routes, { initialEntries: ["/org/riverside"] });
    expect(await screen.findByText("Failed to load organization")).toBeInTheDocument();
  });
});

describe("an organization's teams, grouped into leagues (issue 10)", () => {
  it("organization/{id} shows the organization with its teams by league", async () => {
    vi.mocked(getOrganizationBySlug).mockResolvedValue(org);
    vi.mocked(listOrganizationTeams).mockResolvedValue([makeTeam({ id: "t1", name: "River Rats", league: "Sunday Soccer" }), makeTeam({ id: "t2", name: "Hill Runners", league: null })]);
    renderRoutes(routes, { initialEntries: ["/organization/riverside"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Riverside League" })).toBeInTheDocument();
    expect(getOrganizationBySlug).toHaveBeenCalledWith("riverside");
    const league = await screen.findByRole("region", { name: "Sunday Soccer" });
    expect(listOrganizationTeams).toHaveBeenCalledWith("o1");
    expect(league).toHaveTextContent("River Rats");
    expect(screen.getByRole("region", { name: "Other teams" })).toHaveTextContent("Hill Runners");
  });

  it("says 'No teams exist' when it has none", async () => {
    vi.mocked(getOrganizationBySlug).mockResolvedValue(org);
    renderRoutes(routes, { initialEntries: ["/org/riverside"] });
    expect(await screen.findByText("No teams exist")).toBeInTheDocument();
  });
});

describe("an organization's website (issue 14)", () => {
  it("links to organization-website/{id} when one is published", async () => {
    vi.mocked(getOrganizationBySlug).mockResolvedValue(org);
    vi.mocked(getWebsiteByOrganization).mockResolvedValue(makeWebsite({ id: "site-o1", organizationId: "o1" }));
    renderRoutes(routes, { initialEntries: ["/org/riverside"] });
    expect(await screen.findByRole("link", { name: "Visit the website" })).toHaveAttribute("href", "/organization-website/o1");
    expect(getWebsiteByOrganization).toHaveBeenCalledWith("o1");
  });
});
