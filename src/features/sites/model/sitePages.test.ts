import { describe, expect, it } from "vitest";
import { makePage, makeWebsite } from "@/test/fixtures";
import { pageSlugFromPath, resolveSiteLink, resolveSitePage, sitePageMeta, sitePagePath } from "./sitePages";

const home = makePage({ title: "Home", slug: "home", seoDescription: "SEO home" });
const about = makePage({ title: "About", slug: "about" });
const contact = makePage({ title: "Contact", slug: "contact" });
const site = makeWebsite({ title: "Riverside Club", pages: [home, about, contact] });

describe("pageSlugFromPath", () => {
  it.each<[string | undefined, string]>([
    [undefined, ""],
    ["", ""],
    ["/", ""],
    ["about", "about"],
    ["about/", "about"],
    ["/about", "about"],
    ["about/team/extra", "about"],
    ["//contact//x", "contact"],
  ])("%j → %j", (rest, slug) => {
    expect(pageSlugFromPath(rest)).toBe(slug);
  });
});

describe("resolveSitePage", () => {
  it("gives the first page when there is no slug", () => {
    expect(resolveSitePage(site, "")).toBe(home);
  });

  it.each([
    ["home", home],
    ["about", about],
    ["contact", contact],
  ])("finds the page %s", (slug, page) => {
    expect(resolveSitePage(site, slug)).toBe(page);
  });

  it.each(["missing", "About", "about/team"])("gives null for the unknown slug %j", (slug) => {
    expect(resolveSitePage(site, slug)).toBeNull();
  });

  it("gives null for a site without pages", () => {
    expect(resolveSitePage({ pages: [] }, "")).toBeNull();
  });
});

describe("sitePageMeta", () => {
  const withLogo = (primary: string | null) => ({ title: "Riverside Club", settings: { logos: { primary, secondary: null }, theme: { primary: "#000000", secondary: "#000000" } } });

  it("titles the page 'page title | site title'", () => {
    expect(sitePageMeta(withLogo(null), about, "/logo.svg").title).toBe("About | Riverside Club");
  });

  it.each<[string, Parameters<typeof makePage>[0], string]>([
    ["seoDescription first", { title: "About", seoDescription: "SEO text" }, "SEO text"],
    ["the title when seoDescription is empty", { title: "About", seoDescription: "" }, "About"],
    ["the title when seoDescription is blank", { title: "About", seoDescription: "   " }, "About"],
  ])("description: %s", (_case, page, description) => {
    expect(sitePageMeta(withLogo(null), makePage(page), "/logo.svg").description).toBe(description);
  });

  it.each<[string | null, string]>([
    ["https://img.example/club.png", "https://img.example/club.png"],
    [null, "/logo.svg"],
    ["", "/logo.svg"],
  ])("icon with primary logo %j is %s", (primary, icon) => {
    expect(sitePageMeta(withLogo(primary), home, "/logo.svg").icon).toBe(icon);
  });
});

describe("sitePagePath", () => {
  it.each<[string, string, string]>([
    ["/site/view/site-1", "home", "/site/view/site-1"],
    ["/site/view/site-1", "about", "/site/view/site-1/about"],
    ["/site/view/site-1/", "about", "/site/view/site-1/about"],
    ["/site/view/site-1/", "home", "/site/view/site-1"],
    ["/", "home", "/"],
    ["/", "contact", "/contact"],
    ["", "home", "/"],
  ])("base %j, page %s → %s", (base, slug, path) => {
    const page = site.pages.find((p) => p.slug === slug)!;
    expect(sitePagePath(base, site, page)).toBe(path);
  });
});

describe("resolveSiteLink", () => {
  it.each<[string, string, { internal: boolean; to: string }]>([
    ["/site/view/s1", "/about", { internal: true, to: "/site/view/s1/about" }],
    ["/site/view/s1", "/", { internal: true, to: "/site/view/s1" }],
    ["/", "/about", { internal: true, to: "/about" }],
    ["/", "/", { internal: true, to: "/" }],
    ["/", "https://example.com", { internal: false, to: "https://example.com" }],
    ["/", "mailto:hi@example.com", { internal: false, to: "mailto:hi@example.com" }],
    ["/", "//evil.example", { internal: false, to: "//evil.example" }],
  ])("base %j, %j", (base, url, expected) => {
    expect(resolveSiteLink(base, url)).toEqual(expected);
  });
});
