import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeWebsite } from "@/test/fixtures";
import { getWebsite } from "../api/publicSiteRepository";

// The data boundary: Firestore is not reached in unit tests.
vi.mock("../api/publicSiteRepository", () => ({ getWebsite: vi.fn() }));

const site = makeWebsite({ id: "site-1" });
const other = makeWebsite({ id: "site-2", title: "Other Club" });

beforeEach(() => {
  vi.mocked(getWebsite).mockReset();
  vi.mocked(getWebsite).mockImplementation((id: string) => Promise.resolve(id === "site-1" ? site : id === "site-2" ? other : null));
});

function renderRoute(at: string) {
  return renderRoutes([{ path: "/site/view/:id/*", lazy: () => import("./SiteViewRoute"), errorElement: <p>Route error</p>, hydrateFallbackElement: <p>Loading</p> }], { initialEntries: [at] });
}

describe("SiteViewRoute (site/view/{id}/*)", () => {
  it("loads the site and shows the page", async () => {
    renderRoute("/site/view/site-1/schedule");
    expect(await screen.findByRole("heading", { level: 1, name: "Schedule" })).toBeInTheDocument();
    expect(getWebsite).toHaveBeenCalledWith("site-1");
  });

  it("is reused between page changes rather than reloaded (spec §2.1)", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute("/site/view/site-1");
    await user.click(await screen.findByRole("link", { name: "Schedule" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Schedule" })).toBeInTheDocument();
    expect(getWebsite).toHaveBeenCalledTimes(1);

    await router.navigate("/site/view/site-2");
    expect(await screen.findByText("Other Club", { selector: "p" })).toBeInTheDocument();
    expect(getWebsite).toHaveBeenCalledTimes(2);
    expect(getWebsite).toHaveBeenLastCalledWith("site-2");
  });

  it("throws a 404 for an unknown site", async () => {
    const { router } = renderRoute("/site/view/missing");
    expect(await screen.findByText("Route error")).toBeInTheDocument();
    const errors = router.state.errors ?? {};
    expect(Object.values(errors)[0]).toMatchObject({ status: 404, data: "Website not found" });
  });
});
