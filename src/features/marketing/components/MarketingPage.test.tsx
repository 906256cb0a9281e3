import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/test/renderWithProviders";
import { MARKETING_PAGES, marketingPageFor } from "../model/pages";
import { MarketingPage } from "./MarketingPage";

const SPEC_2_11 = ["community-connect", "features", "collect-payments", "create-tournaments", "create-webpages", "find-players", "forms-and-waivers", "organize-events"];

function head(selector: string, attribute = "content") {
  return document.head.querySelector(selector)?.getAttribute(attribute) ?? null;
}

describe("MARKETING_PAGES", () => {
  it.each(SPEC_2_11)("has the spec §2.11 page %s", (path) => {
    expect(marketingPageFor(path)).toBeDefined();
  });

  it("has unique paths", () => {
    const paths = MARKETING_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives undefined for an unknown path", () => {
    expect(marketingPageFor("nope")).toBeUndefined();
  });
});

describe("MarketingPage", () => {
  it.each(SPEC_2_11)("%s: h1, title, description, social tags, keywords, robots and canonical link", async (path) => {
    const page = marketingPageFor(path)!;
    renderWithProviders(<MarketingPage page={page} />, { initialEntries: [`/${path}`] });
    expect(screen.getByRole("heading", { level: 1, name: page.heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: page.cta.label })).toHaveAttribute("href", page.cta.to);
    for (const section of page.sections) expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeInTheDocument();

    await expect.poll(() => document.title).toBe(`${page.title} | RallyHub`);
    expect(head('meta[name="description"]')).toBe(page.description);
    expect(head('meta[name="keywords"]')).toBe(page.keywords.join(", "));
    expect(head('meta[name="robots"]')).toBe("index, follow");
    expect(head('meta[property="og:title"]')).toBe(`${page.title} | RallyHub`);
    expect(head('meta[property="og:description"]')).toBe(page.description);
    expect(head('meta[name="twitter:title"]')).toBe(`${page.title} | RallyHub`);
    expect(head('link[rel="canonical"]', "href")).toBe(`${window.location.origin}/${path}`);
  });

  it("create-tournaments carries JSON-LD software data: free, pre-order from 2025-06-01, coming soon", () => {
    renderWithProviders(<MarketingPage page={marketingPageFor("create-tournaments")!} />);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    const text = script!.textContent;
    expect(text).toContain("PreOrder");
    expect(text).toContain("2025-06-01");
    const data = JSON.parse(text) as { "@type": string; offers: { price: string; availability: string; availabilityStarts: string }; releaseNotes: string };
    expect(data["@type"]).toBe("SoftwareApplication");
    expect(data.offers).toMatchObject({ price: "0", availability: "https://schema.org/PreOrder", availabilityStarts: "2025-06-01" });
    expect(data.releaseNotes.toLowerCase()).toContain("coming soon");
  });

  it.each(SPEC_2_11.filter((p) => p !== "create-tournaments"))("%s has no structured data", (path) => {
    renderWithProviders(<MarketingPage page={marketingPageFor(path)!} />);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
