import { describe, expect, it } from "vitest";
import { websiteFromData } from "./siteConverter";

describe("websiteFromData", () => {
  it("fills in defaults for an empty document", () => {
    expect(websiteFromData("s1", {})).toEqual({
      id: "s1",
      title: "Untitled site",
      creator: "",
      domain: null,
      teamId: null,
      pages: [],
      settings: { logos: { primary: null, secondary: null } },
    });
  });

  it("reads pages, naming untitled ones by position and keeping an absent description absent", () => {
    const site = websiteFromData("s2", {
      title: "Club",
      pages: [{ title: "Home", slug: "home", seoDescription: "SEO", description: "Desc", content: "Hi" }, {}],
      settings: { logos: { primary: "https://img.example/p.png", secondary: 3 } },
    });
    expect(site.pages).toEqual([
      { title: "Home", slug: "home", seoDescription: "SEO", description: "Desc", content: "Hi" },
      { title: "Page 2", slug: "page-2", seoDescription: "", description: undefined, content: "" },
    ]);
    expect(site.settings.logos).toEqual({ primary: "https://img.example/p.png", secondary: null });
  });
});
