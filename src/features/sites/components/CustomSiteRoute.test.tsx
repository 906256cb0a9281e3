import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeWebsite } from "@/test/fixtures";
import RouteErrorPageView from "@/app/pages/RouteErrorPage";
import { AppError } from "@/lib/errors";
import { SITE_LOAD_FAILED } from "@rallyhub/domain/sites/basics";
import { getWebsiteByDomain } from "../api/publicSiteRepository";

// The data boundary: the REST read of the site whose domain is this host.
vi.mock("../api/publicSiteRepository", () => ({ getWebsiteByDomain: vi.fn() }));

const site = makeWebsite({ id: "site-1", domain: "localhost" });

beforeEach(() => {
  vi.mocked(getWebsiteByDomain).mockReset().mockResolvedValue(site);
});

function renderAt(at: string) {
  return renderRoutes(
    // As customRoutes has it: a layout that loads the site over the root and every deeper page.
    [
      {
        path: "/",
        errorElement: <RouteErrorPageView />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          {
            lazy: () => import("./CustomSiteRoute"),
            children: [
              { index: true, element: null },
              { path: "*", element: null },
            ],
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
}

describe("custom-website mode (spec §2.2): the site whose domain is this host", () => {
  it("shows the first page at the root and a page by its slug, reading the site once", async () => {
    const user = userEvent.setup();
    renderAt("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    // jsdom's host is localhost.
    expect(getWebsiteByDomain).toHaveBeenCalledWith("localhost");
    await user.click(screen.getByRole("link", { name: "Schedule" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Schedule" })).toBeInTheDocument();
    expect(getWebsiteByDomain).toHaveBeenCalledTimes(1);
  });

  it("a host with no site is the not-found page", async () => {
    vi.mocked(getWebsiteByDomain).mockResolvedValue(null);
    renderAt("/");
    expect(await screen.findByRole("link", { name: /sign up|discover/i })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1, name: "Home" })).not.toBeInTheDocument();
  });

  it("a failed read says so, in the site's words", async () => {
    vi.mocked(getWebsiteByDomain).mockRejectedValue(new AppError("unavailable", SITE_LOAD_FAILED));
    renderAt("/schedule");
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong on this page" })).toBeInTheDocument();
    expect(screen.getByText(SITE_LOAD_FAILED)).toBeInTheDocument();
  });
});
