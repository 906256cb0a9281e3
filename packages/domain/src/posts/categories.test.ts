import { describe, expect, it } from "vitest";
import { categoryPath, isPostCategoryPair, POST_CATEGORIES, postPath, resolvePostRoute, slugOf, subCategoryPath } from "./categories";
import { POST_MESSAGES } from "./messages";

describe("post categories (spec §9)", () => {
  it("are the eight categories with their subcategories, labels exactly as the spec writes them", () => {
    expect(POST_CATEGORIES.map((c) => [c.label, c.subCategories.map((s) => s.label)])).toEqual([
      ["Play & Competition", ["Find a Game", "Sub Needed", "Tournaments & Events", "Match Challenges"]],
      ["Gear & Equipment", ["Buy & Sell Sports Gear", "Trade Equipment", "Lost & Found"]],
      ["Training & Coaching", ["Find a Coach", "Offer Coaching", "Training Partners"]],
      ["Teams & Leagues", ["Team Openings", "Join a Team", "League Openings", "Referees & Umpires Needed"]],
      ["Venues & Locations", ["Find a Court/Field", "Facility Rentals"]],
      ["Community & Social", ["Carpool to Games", "Meetup & Networking", "Watch Parties"]],
      ["Announcements & Miscellaneous", ["General Announcements", "Volunteer Opportunities", "Miscellaneous"]],
      ["Test", ["Tester", "Volunteer Opportunities", "Miscellaneous"]],
    ]);
  });

  it("make URL slugs: lower case, & as 'and', anything else a single dash", () => {
    expect(slugOf("Play & Competition")).toBe("play-and-competition");
    expect(slugOf("Find a Court/Field")).toBe("find-a-court-field");
    expect(slugOf("Referees & Umpires Needed")).toBe("referees-and-umpires-needed");
    expect(slugOf("  Test  ")).toBe("test");
    expect(POST_CATEGORIES[0]?.subCategories[0]?.slug).toBe("find-a-game");
  });

  it("have slugs that are unique: categories among themselves, subcategories within their category", () => {
    const categorySlugs = POST_CATEGORIES.map((c) => c.slug);
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    for (const c of POST_CATEGORIES) {
      const subs = c.subCategories.map((s) => s.slug);
      expect(new Set(subs).size, c.label).toBe(subs.length);
      for (const slug of [c.slug, ...subs]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("know which pairs exist (a subcategory only within its own category)", () => {
    expect(isPostCategoryPair("Play & Competition", "Find a Game")).toBe(true);
    expect(isPostCategoryPair("Test", "Volunteer Opportunities")).toBe(true);
    expect(isPostCategoryPair("Announcements & Miscellaneous", "Volunteer Opportunities")).toBe(true);
    expect(isPostCategoryPair("Play & Competition", "Lost & Found")).toBe(false);
    expect(isPostCategoryPair("Players", "Find a Game")).toBe(false);
    expect(isPostCategoryPair("play-and-competition", "find-a-game")).toBe(false);
  });
});

describe("resolvePostRoute", () => {
  it("turns URL segments back into the category and subcategory", () => {
    const route = resolvePostRoute("play-and-competition", "find-a-game");
    expect(route.ok && [route.category.label, route.subCategory?.label]).toEqual(["Play & Competition", "Find a Game"]);
    const alone = resolvePostRoute("venues-and-locations");
    expect(alone.ok && [alone.category.label, alone.subCategory]).toEqual(["Venues & Locations", null]);
  });

  it("does not mind upper case in an address typed by hand", () => {
    const route = resolvePostRoute("Test", "Tester");
    expect(route.ok && route.subCategory?.label).toBe("Tester");
  });

  it("takes the labels too, as a link written with them reads (/posts/Play & Competition/Find a Game)", () => {
    const route = resolvePostRoute("Play & Competition", "Find a Game");
    expect(route.ok && [route.category.slug, route.subCategory?.slug]).toEqual(["play-and-competition", "find-a-game"]);
    const test = resolvePostRoute("Announcements & Miscellaneous", "Volunteer Opportunities");
    expect(test.ok && test.subCategory?.slug).toBe("volunteer-opportunities");
  });

  it("tells the same subcategory label under two categories apart", () => {
    const a = resolvePostRoute("test", "miscellaneous");
    const b = resolvePostRoute("announcements-and-miscellaneous", "miscellaneous");
    expect(a.ok && a.category.label).toBe("Test");
    expect(b.ok && b.category.label).toBe("Announcements & Miscellaneous");
  });

  it("names an unknown category or subcategory with a sentence, never throws", () => {
    expect(resolvePostRoute("basket-weaving", "find-a-game")).toEqual({ ok: false, problem: "unknownCategory", message: POST_MESSAGES.category.unknownCategory });
    expect(resolvePostRoute(undefined)).toMatchObject({ ok: false, problem: "unknownCategory" });
    const sub = resolvePostRoute("play-and-competition", "lost-and-found");
    expect(sub).toMatchObject({ ok: false, problem: "unknownSubCategory", message: POST_MESSAGES.category.unknownSubCategory });
    expect(!sub.ok && sub.problem === "unknownSubCategory" && sub.category.label).toBe("Play & Competition");
  });
});

describe("post addresses (spec §2.1: /posts/{category}/{subCategory}/{id})", () => {
  it("are built from the stored labels' slugs, and resolve back to them", () => {
    const post = { id: "abc123", category: "Venues & Locations", subCategory: "Find a Court/Field" };
    expect(postPath(post)).toBe("/posts/venues-and-locations/find-a-court-field/abc123");
    expect(subCategoryPath(post.category, post.subCategory)).toBe("/posts/venues-and-locations/find-a-court-field");
    expect(categoryPath(post.category)).toBe("/posts/venues-and-locations");
    for (const c of POST_CATEGORIES) {
      for (const s of c.subCategories) {
        const [, , cat, sub] = postPath({ id: "x", category: c.label, subCategory: s.label }).split("/");
        const route = resolvePostRoute(cat, sub);
        expect(route.ok && [route.category.label, route.subCategory?.label]).toEqual([c.label, s.label]);
      }
    }
  });
});
