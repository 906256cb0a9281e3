import { describe, expect, it } from "vitest";
import { readData } from "./fields";
import { draftSchema, siteContentReadSchema, siteFeedSchema, websiteSchema } from "./sites";
import { DEFAULT_THEME } from "../sites/basics";

const siteContentFrom = (data: Record<string, unknown>) => readData(siteContentReadSchema, "", data);
const feedFrom = (raw: unknown) => siteFeedSchema(raw);

const websiteFromData = (id: string, data: Record<string, unknown>) => readData(websiteSchema, id, data);
const draftFromData = (id: string, data: Record<string, unknown>) => readData(draftSchema, id, data);
/** A Firestore Timestamp as either SDK reads it (the schemas need only toMillis). */
const Timestamp = { fromMillis: (ms: number) => ({ seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1e6, toMillis: () => ms }) };

describe("websiteSchema (websites/{id} as the app reads it)", () => {
  it("fills in defaults for an empty document", () => {
    expect(websiteFromData("s1", {})).toEqual({
      id: "s1",
      title: "Untitled site",
      creator: "",
      domain: null,
      teamId: null,
      organizationId: null,
      pages: [],
      settings: { logos: { primary: null, secondary: null }, theme: { primary: "#1565c0", secondary: "#c2410c" } },
      feed: null,
      formTitles: {},
      publishedAt: null,
    });
  });

  it("reads pages with blocks, an older page's text, logos, the feed and form titles", () => {
    const site = websiteFromData("s2", {
      title: "Club",
      domain: "club.localhost",
      pages: [{ id: "a", title: "Home", slug: "home", seoDescription: "SEO", blocks: [{ id: "b", type: "form", formId: "f1", label: "" }] }, { content: "Hi" }],
      settings: { logos: { primary: "https://img.example/p.png", secondary: 3 }, theme: { primary: "#000000", secondary: "red" } },
      feed: { teamName: "Rats", events: [], roster: [], memberCount: 4, updatedAt: 9 },
      formTitles: { f1: "Sign-up" },
      publishedAt: Timestamp.fromMillis(1000),
    });
    expect(site.pages).toEqual([
      { id: "a", title: "Home", slug: "home", seoDescription: "SEO", blocks: [{ id: "b", type: "form", formId: "f1", label: "" }] },
      { id: "p2", title: "Page 2", slug: "page-2", seoDescription: "", blocks: [{ id: "p2-b1", type: "text", heading: "", body: "Hi" }] },
    ]);
    expect(site.settings).toEqual({ logos: { primary: "https://img.example/p.png", secondary: null }, theme: { primary: "#000000", secondary: "#c2410c" } });
    expect(site.feed).toEqual({ teamName: "Rats", events: [], roster: [], memberCount: 4, updatedAt: 9 });
    expect(site.formTitles).toEqual({ f1: "Sign-up" });
    expect(site.publishedAt).toBe(1000);
    expect(site.domain).toBe("club.localhost");
  });
});

describe("draftSchema (websiteDrafts/{id})", () => {
  it("reads whether the draft's site is published and when it was saved", () => {
    expect(draftFromData("d1", { title: "Club", creator: "u1", published: true, savedAt: Timestamp.fromMillis(5) })).toMatchObject({
      id: "d1",
      creator: "u1",
      published: true,
      savedAt: 5,
      publishedAt: null,
    });
    expect(draftFromData("d2", { creator: "u1", updatedAt: 7 })).toMatchObject({ published: false, savedAt: 7 });
  });
});

describe("stored documents (the content and feed the Functions read)", () => {
  it("reads an older page's text as a text block, and fills defaults", () => {
    expect(siteContentFrom({ title: "Club", pages: [{ title: "Home", slug: "home", seoDescription: "S", content: "Hello\n\nWorld" }, {}] })).toEqual({
      title: "Club",
      teamId: null,
      organizationId: null,
      pages: [
        { id: "p1", title: "Home", slug: "home", seoDescription: "S", blocks: [{ id: "p1-b1", type: "text", heading: "", body: "Hello\n\nWorld" }] },
        { id: "p2", title: "Page 2", slug: "page-2", seoDescription: "", blocks: [] },
      ],
      settings: { logos: { primary: null, secondary: null }, theme: DEFAULT_THEME },
    });
  });

  it("drops unknown blocks and keeps known ones", () => {
    const content = siteContentFrom({
      pages: [
        {
          id: "a",
          title: "A",
          slug: "a",
          blocks: [
            { id: "x", type: "script", body: "<script>" },
            { id: "y", type: "button", label: "Go", url: "/b" },
          ],
        },
      ],
    });
    expect(content.pages[0]?.blocks).toEqual([{ id: "y", type: "button", label: "Go", url: "/b" }]);
  });

  it("reads a feed with Timestamps", () => {
    const feed = feedFrom({
      teamName: "Rats",
      events: [
        { id: "e1", title: "Game", dateStart: { toMillis: () => 5 }, dateEnd: { toMillis: () => 9 }, timeZone: "America/Chicago", location: "Park" },
        // Published before a game's end and zone were kept (issue 31).
        { id: "e0", title: "Old", dateStart: { toMillis: () => 3 }, location: "Park" },
      ],
      roster: [{ displayName: "Ann", role: "owner" }],
    });
    expect(feed).toEqual({
      teamName: "Rats",
      events: [
        { id: "e1", title: "Game", dateStart: 5, dateEnd: 9, timeZone: "America/Chicago", location: "Park" },
        { id: "e0", title: "Old", dateStart: 3, dateEnd: null, timeZone: "", location: "Park" },
      ],
      roster: [{ displayName: "Ann", role: "owner" }],
      memberCount: 1,
      updatedAt: 0,
    });
    expect(feedFrom(null)).toBeNull();
  });
});
