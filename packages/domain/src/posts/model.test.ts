import { describe, expect, it } from "vitest";
import { excerptOf, listPostsInput, POST_LIMITS, POST_MESSAGES, postInputSchema, reportPostInput } from "./model";

const valid = { title: "Saturday doubles", text: "Need a fourth at 9am.", category: "Play & Competition", subCategory: "Find a Game" };
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("excerptOf (spec §9: a post card shows the first 100 characters)", () => {
  it("keeps a text of up to 100 characters whole", () => {
    expect(excerptOf("Short text.")).toEqual({ text: "Short text.", cut: false });
    const hundred = "a".repeat(100);
    expect(excerptOf(hundred)).toEqual({ text: hundred, cut: false });
  });

  it("cuts a longer text at exactly 100 characters", () => {
    const text = `${"b".repeat(100)}THE REST`;
    expect(excerptOf(text)).toEqual({ text: "b".repeat(100), cut: true });
  });

  it("counts an emoji or accented letter as one character and never splits it", () => {
    const text = `${"é".repeat(99)}😀😀`;
    const { text: start, cut } = excerptOf(text);
    expect(cut).toBe(true);
    expect(Array.from(start)).toHaveLength(100);
    expect(start.endsWith("😀")).toBe(true);
  });
});

describe("postInputSchema", () => {
  it("accepts a post, trimmed", () => {
    expect(postInputSchema.parse({ ...valid, title: "  Saturday doubles ", text: "\nNeed a fourth at 9am.  " })).toEqual(valid);
  });

  it.each([
    ["an empty title", { title: "" }, POST_MESSAGES.title],
    ["a title of spaces", { title: "   " }, POST_MESSAGES.title],
    ["a title over 120 characters", { title: "t".repeat(121) }, POST_MESSAGES.titleLong],
    ["an empty text", { text: "" }, POST_MESSAGES.text],
    ["a text over 5000 characters", { text: "x".repeat(5001) }, POST_MESSAGES.textLong],
    ["no category", { category: "", subCategory: "" }, POST_MESSAGES.category.pair],
    ["a subcategory of another category", { subCategory: "Lost & Found" }, POST_MESSAGES.category.pair],
  ])("refuses %s with a clear message", (_label, change, message) => {
    const result = postInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
  });

  it("takes exactly the limits of firestore.rules", () => {
    expect(postInputSchema.safeParse({ ...valid, title: "t".repeat(POST_LIMITS.title), text: "x".repeat(POST_LIMITS.text) }).success).toBe(true);
    expect(POST_LIMITS).toMatchObject({ title: 120, text: 5000 });
  });
});

describe("listPostsInput", () => {
  it("defaults to the first page of 20", () => {
    expect(listPostsInput.parse({ category: "Test", subCategory: "Tester" })).toEqual({ category: "Test", subCategory: "Tester", cursor: null, limit: 20 });
  });

  it.each([
    ["a limit over 20", { limit: 21 }],
    ["a limit of 0", { limit: 0 }],
    ["an unknown pair", { subCategory: "Find a Game" }],
    ["an unknown field", { orderBy: "title" }],
    ["a category without its subcategory", { subCategory: undefined }],
    ["a subcategory without its category", { category: undefined }],
  ])("refuses %s", (_label, change) => {
    expect(listPostsInput.safeParse({ category: "Test", subCategory: "Tester", ...change }).success).toBe(false);
  });

  it("takes neither category nor subcategory: the newest posts of the whole board", () => {
    expect(listPostsInput.parse({ limit: 5 })).toEqual({ cursor: null, limit: 5 });
  });
});

describe("reportPostInput", () => {
  it("takes a post id and an optional reason, trimmed", () => {
    expect(reportPostInput.parse({ postId: "p1" })).toEqual({ postId: "p1", reason: "" });
    expect(reportPostInput.parse({ postId: "p1", reason: "  spam " })).toEqual({ postId: "p1", reason: "spam" });
  });

  it("refuses a reason over 500 characters, and an id that is a path", () => {
    expect(firstMessage(reportPostInput.safeParse({ postId: "p1", reason: "r".repeat(501) }))).toBe(POST_MESSAGES.reasonLong);
    expect(reportPostInput.safeParse({ postId: "../users/x" }).success).toBe(false);
  });
});
