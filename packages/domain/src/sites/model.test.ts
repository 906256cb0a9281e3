import { describe, expect, it } from "vitest";
import {
  DEFAULT_THEME,
  SITE_MESSAGES,
  domainSchema,
  domainVerificationRecord,
  duplicateSlugs,
  isImageUrl,
  isLinkUrl,
  newBlock,
  normalizeDomain,
  siteContentSchema,
  siteLimitFor,
  siteLimitMessage,
  slugify,
  slugSchema,
  starterContent,
  type SiteContent,
} from "./model";

let n = 0;
const id = () => `id${++n}`;

function site(overrides: Partial<SiteContent> = {}): SiteContent {
  return {
    title: "Riverside Club",
    teamId: null,
    organizationId: null,
    pages: [
      { id: "p1", title: "Home", slug: "home", seoDescription: "Welcome", blocks: [{ id: "b1", type: "text", heading: "", body: "Hi" }] },
      { id: "p2", title: "About", slug: "about", seoDescription: "", blocks: [] },
    ],
    settings: { logos: { primary: null, secondary: null }, theme: { ...DEFAULT_THEME } },
    ...overrides,
  };
}

describe("site plan limits (Free and Member Plus 1, Organizer Pro 25)", () => {
  it.each<[string, number]>([
    ["Free", 1],
    ["Member Plus", 1],
    ["Organizer Pro", 25],
    ["Something else", 1],
    ["", 1],
    ["constructor", 1],
  ])("%j → %s", (plan, limit) => expect(siteLimitFor(plan)).toBe(limit));

  it("tells a free user to upgrade, and an Organizer Pro user that they have them all", () => {
    expect(siteLimitMessage("Free")).toBe("Your Free plan includes 1 website. Upgrade to Organizer Pro for up to 25.");
    expect(siteLimitMessage("Organizer Pro")).toMatch(/includes 25 websites, and you have them all/);
  });
});

describe("slugs", () => {
  it.each([
    ["Our Team!", "our-team"],
    ["  Café  Schedule ", "cafe-schedule"],
    ["???", "page"],
    ["a".repeat(60), "a".repeat(40)],
  ])("slugify(%j) → %j", (title, slug) => expect(slugify(title)).toBe(slug));

  it.each(["home", "our-team", "2024"])("accepts %j", (slug) => expect(slugSchema.safeParse(slug).success).toBe(true));
  it.each(["", "Home", "our team", "-x", "x-", "a--b", "auth", "user-onboarding", "a".repeat(41)])("refuses %j", (slug) => expect(slugSchema.safeParse(slug).success).toBe(false));
});

describe("siteContentSchema", () => {
  it("accepts a valid two-page site", () => {
    expect(siteContentSchema.safeParse(site()).success).toBe(true);
  });

  it("names a slug used twice on the later page", () => {
    const result = siteContentSchema.safeParse(site({ pages: [...site().pages, { id: "p3", title: "Again", slug: "about", seoDescription: "", blocks: [] }] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["pages", 2, "slug"], message: 'Another page already uses the address "about". Each page needs its own.' })]);
    expect(duplicateSlugs([{ slug: "a" }, { slug: "b" }, { slug: "a" }, { slug: "a" }])).toEqual([2, 3]);
  });

  it("needs a page, a title and a team for team blocks", () => {
    expect(siteContentSchema.safeParse(site({ pages: [] })).error?.issues[0]?.message).toBe("Add at least one page");
    expect(siteContentSchema.safeParse(site({ title: "  " })).error?.issues[0]?.message).toBe("Give your site a title");
    const withEvents = site({ pages: [{ id: "p1", title: "Home", slug: "home", seoDescription: "", blocks: [newBlock("events", "b9")] }] });
    expect(siteContentSchema.safeParse(withEvents).error?.issues).toEqual([expect.objectContaining({ path: ["teamId"], message: SITE_MESSAGES.teamNeeded })]);
    expect(siteContentSchema.safeParse({ ...withEvents, teamId: "team-1" }).success).toBe(true);
  });

  it("checks each block's fields", () => {
    const page = (blocks: unknown[]) => site({ pages: [{ id: "p1", title: "Home", slug: "home", seoDescription: "", blocks: blocks as never }] });
    expect(siteContentSchema.safeParse(page([{ ...newBlock("button", "b1"), label: "Join", url: "javascript:alert(1)" }])).success).toBe(false);
    expect(siteContentSchema.safeParse(page([{ ...newBlock("button", "b1"), label: "Join", url: "https://example.com/join" }])).success).toBe(true);
    expect(siteContentSchema.safeParse(page([newBlock("image", "b1")])).error?.issues[0]?.message).toBe("Upload an image or paste its address");
    expect(siteContentSchema.safeParse(page([newBlock("form", "b1")])).success).toBe(false);
    expect(siteContentSchema.safeParse(page([{ ...newBlock("form", "b1"), formId: "form-club" }])).success).toBe(true);
    expect(siteContentSchema.safeParse(page([newBlock("text", "b1")])).error?.issues[0]?.message).toBe("Write the text, or remove the block");
  });

  it("the starter content is publishable", () => {
    expect(siteContentSchema.safeParse(starterContent("New Club", id)).success).toBe(true);
  });
});

describe("addresses", () => {
  it.each([
    ["https://example.com/x", true],
    ["http://example.com", true],
    ["mailto:hi@example.com", true],
    ["tel:+1 512 555 0100", true],
    ["/about", true],
    ["//evil.example", false],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["", false],
  ])("link %j → %s", (url, ok) => expect(isLinkUrl(url)).toBe(ok));

  it.each([
    ["https://img.example/a.png", true],
    ["/logo.svg", true],
    ["mailto:x@y.z", false],
    ["javascript:x", false],
  ])("image %j → %s", (url, ok) => expect(isImageUrl(url)).toBe(ok));
});

describe("domains", () => {
  it.each([
    ["Club.Example.com", "club.example.com"],
    ["https://club.example.com/", "club.example.com"],
    ["teamsite.localhost", "teamsite.localhost"],
    ["club.example.com.", "club.example.com"],
    ["localhost", null],
    ["club example.com", null],
    ["club.example.com/path", null],
    ["-bad.example.com", null],
  ])("normalizeDomain(%j) → %j", (input, host) => expect(normalizeDomain(input)).toBe(host));

  it("the schema gives the plain host or the message", () => {
    expect(domainSchema.parse(" HTTPS://Club.Example.com ")).toBe("club.example.com");
    expect(domainSchema.safeParse("nope").error?.issues[0]?.message).toBe(SITE_MESSAGES.domainInvalid);
  });

  it("the TXT record names the site", () => {
    expect(domainVerificationRecord("site-1", "club.example.com")).toEqual({ name: "_rallyhub.club.example.com", value: "rallyhub-site=site-1" });
  });
});
