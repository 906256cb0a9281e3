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
    makePage({ title: "Schedule", slug: "schedule", seoDescription: "When we play", content: "Games start at 7pm." }),
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
    renderSite("/site/view/site-1", { ...site, settings: { ...site.settings, logos: { primary: "https://img.example/club.png", secondary: null } } });
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

  it("falls back to the page title for the description (spec §2.5)", async () => {
    renderSite("/site/view/site-1/about", { ...site, pages: [...site.pages, makePage({ title: "About", slug: "about", seoDescription: "" })] });
    await expect.poll(() => document.title).toBe("About | Riverside Club");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", "About");
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

describe("SiteView blocks", () => {
  const now = Date.now();
  const blocks: Website["pages"][number]["blocks"] = [
    { id: "t", type: "text", heading: "Who we are", body: "Friendly.\n\nCompetitive." },
    { id: "i", type: "image", url: "https://img.example/team.jpg", alt: "The team at the park", caption: "Spring 2030" },
    { id: "b", type: "button", label: "See the schedule", url: "/schedule" },
    { id: "x", type: "button", label: "Our shop", url: "https://shop.example" },
    { id: "e", type: "events", heading: "Next games" },
    { id: "r", type: "roster", heading: "Roster" },
    { id: "f", type: "form", formId: "form-1", label: "Register now" },
  ];
  const withBlocks = makeWebsite({
    pages: [{ id: "home", title: "Home", slug: "home", seoDescription: "", blocks }, makePage({ title: "Schedule", slug: "schedule" })],
    feed: {
      teamName: "River Rats",
      events: [
        { id: "old", title: "Last week's game", dateStart: now - 86_400_000, dateEnd: null, timeZone: "America/Chicago", location: "Park" },
        { id: "e1", title: "Sunday league game", dateStart: now + 86_400_000, dateEnd: null, timeZone: "America/Chicago", location: "Zilker Park" },
      ],
      roster: [
        { displayName: "Ann Owner", role: "owner" },
        { displayName: "Bo Player", role: "player" },
      ],
      memberCount: 5,
      updatedAt: now,
    },
    formTitles: { "form-1": "Summer sign-up" },
  });

  it("renders each block as visitors see it", () => {
    renderSite("/site/view/site-1", withBlocks);
    expect(screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeInTheDocument();
    expect(screen.getByText("Competitive.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "The team at the park" })).toHaveAttribute("src", "https://img.example/team.jpg");
    expect(screen.getByText("Spring 2030")).toBeInTheDocument();
    // A path is a page of this site; anything else is left as it is.
    expect(screen.getByRole("link", { name: "See the schedule" })).toHaveAttribute("href", "/site/view/site-1/schedule");
    expect(screen.getByRole("link", { name: "Our shop" })).toHaveAttribute("href", "https://shop.example");
    const games = screen.getByRole("region", { name: "Next games" });
    expect(games).toHaveTextContent("Sunday league game");
    expect(games).toHaveTextContent("Zilker Park");
    expect(games).not.toHaveTextContent("Last week's game");
    expect(within(games).getByRole("link", { name: "Details of Sunday league game" })).toHaveAttribute("href", "/event/e1");
    const roster = screen.getByRole("region", { name: "Roster" });
    expect(roster).toHaveTextContent("Ann Owner");
    expect(roster).toHaveTextContent("Owner");
    expect(roster).toHaveTextContent("and 3 more");
    const form = screen.getByRole("region", { name: "Summer sign-up" });
    expect(within(form).getByRole("link", { name: "Register now" })).toHaveAttribute("href", "/form/form-1");
  });

  it("says when the team has no upcoming games", () => {
    renderSite("/site/view/site-1", { ...withBlocks, feed: { ...withBlocks.feed!, events: [] } });
    expect(screen.getByRole("region", { name: "Next games" })).toHaveTextContent("No upcoming games right now.");
  });

  it("shows the secondary logo in the footer", () => {
    renderSite("/site/view/site-1", { ...site, settings: { ...site.settings, logos: { primary: null, secondary: "https://img.example/sponsor.png" } } });
    expect(screen.getByRole("img", { name: "Riverside Club logo" })).toHaveAttribute("src", "https://img.example/sponsor.png");
  });
});
