import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { makePage, makeWebsite } from "@/test/fixtures";
import type { Website } from "../model/types";
import { pageSlugFromPath } from "../model/sitePages";
import { SiteView } from "./SiteView";

const site = makeWebsite({
  id: "site-1",
  title: "Riverside Club",
  pages: [
    makePage({ title: "Home", slug: "home", seoDescription: "Welcome to the club", content: "Welcome to Riverside.\n\nWe play every Thursday." }),
    makePage({ title: "Schedule", slug: "schedule", seoDescription: "", description: "When we play", content: "Games start at 7pm." }),
  ],
});

function Page({ website }: { website: Website }) {
  const params = useParams();
  return <SiteView site={website} slug={pageSlugFromPath(params["*"])} basePath={`/site/view/${website.id}`} />;
}

function renderSite(at: string, website: Website = site) {
  return renderRoutes([{ path: "/site/view/:id/*", element: <Page website={website} /> }], { initialEntries: [at] });
}

describe("SiteView", () => {
  it("shows the site's page navigation, linking the first page to the site's root", () => {
    renderSite("/site/view/site-1");
    const nav = screen.getByRole("navigation", { name: "Riverside Club pages" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/site/view/site-1");
    expect(within(nav).getByRole("link", { name: "Schedule" })).toHaveAttribute("href", "/site/view/site-1/schedule");
    expect(screen.getByText("Riverside Club", { selector: "p" })).toBeInTheDocument();
  });

  it("shows the first page by default, with its paragraphs and head", async () => {
    renderSite("/site/view/site-1");
    expect(screen.getByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(screen.getByText("Welcome to Riverside.")).toBeInTheDocument();
    expect(screen.getByText("We play every Thursday.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Schedule" })).not.toHaveAttribute("aria-current");
    await expect.poll(() => document.title).toBe("Home | Riverside Club");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", "Welcome to the club");
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/logo.svg");
  });

  it("shows the page named by the first path segment", async () => {
    renderSite("/site/view/site-1/schedule/extra");
    expect(screen.getByRole("heading", { level: 1, name: "Schedule" })).toBeInTheDocument();
    expect(screen.getByText("Games start at 7pm.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => document.title).toBe("Schedule | Riverside Club");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", "When we play");
  });

  it("uses the site's primary logo as the icon", async () => {
    renderSite("/site/view/site-1", { ...site, settings: { logos: { primary: "https://img.example/club.png", secondary: null } } });
    await expect.poll(() => document.querySelector('link[rel="icon"]')?.getAttribute("href")).toBe("https://img.example/club.png");
  });

  it("says so for an unknown page slug, keeping the navigation", async () => {
    renderSite("/site/view/site-1/nope");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1, name: "This page isn't part of Riverside Club" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("nope");
    expect(screen.getByRole("navigation", { name: "Riverside Club pages" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { current: "page" })).not.toBeInTheDocument();
    await expect.poll(() => document.title).toBe("Page not found | Riverside Club");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  it("moves between pages through its navigation", async () => {
    const user = userEvent.setup();
    const { router } = renderSite("/site/view/site-1");
    await user.click(screen.getByRole("link", { name: "Schedule" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Schedule" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/site/view/site-1/schedule");
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/site/view/site-1");
  });

  it("works at the root of a custom host", () => {
    renderRoutes([{ path: "/*", element: <SiteView site={site} slug="schedule" basePath="/" /> }], { initialEntries: ["/schedule"] });
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Schedule" })).toHaveAttribute("href", "/schedule");
  });
});
