import { describe, expect, it } from "vitest";
import { collectProblems, pageOf, whereIs } from "./builderErrors";

const errors = {
  title: { type: "too_small", message: "Give your site a title", ref: {} },
  pages: [
    undefined,
    {
      slug: { type: "custom", message: 'Another page already uses the address "home". Each page needs its own.' },
      blocks: [undefined, { url: { type: "custom", message: "Upload an image or paste its address" } }],
    },
  ],
  teamId: { type: "custom", message: "Choose the team" },
};

const values = {
  pages: [
    { title: "Home", blocks: [] },
    { title: "About", blocks: [{ type: "text" as const }, { type: "image" as const }] },
  ],
};

describe("collectProblems", () => {
  it("lists every message with its path, skipping refs and holes", () => {
    expect(collectProblems(errors)).toEqual([
      { path: ["title"], message: "Give your site a title" },
      { path: ["pages", 1, "slug"], message: 'Another page already uses the address "home". Each page needs its own.' },
      { path: ["pages", 1, "blocks", 1, "url"], message: "Upload an image or paste its address" },
      { path: ["teamId"], message: "Choose the team" },
    ]);
    expect(collectProblems(undefined)).toEqual([]);
  });
});

describe("whereIs and pageOf", () => {
  it.each<[Array<string | number>, string, number | null]>([
    [["title"], "Site title", null],
    [["pages", 1, "slug"], 'Page "About"', 1],
    [["pages", 1, "blocks", 1, "url"], 'Page "About", block 2 (Image)', 1],
    [["pages", "root"], "Pages", null],
    [["teamId"], "Site settings", null],
    [["settings", "theme", "primary"], "Site settings", null],
  ])("%j → %s", (path, where, page) => {
    expect(whereIs(path, values)).toBe(where);
    expect(pageOf({ path, message: "" })).toBe(page);
  });
});
