import { describe, expect, it } from "vitest";
import { cursorAfter, decodeCursor, encodeCursor, postFrom } from "./postDocs";

const ts = (seconds: number, nanoseconds: number) => ({ seconds, nanoseconds, toMillis: () => seconds * 1000 + Math.floor(nanoseconds / 1e6) });

describe("post cursors", () => {
  it("round-trip the exact createdAt (seconds and nanoseconds) and id", () => {
    const cursor = { seconds: 1_780_000_000, nanoseconds: 123_456_789, id: "post-001" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(cursorAfter("p9", ts(5, 7))).toEqual({ seconds: 5, nanoseconds: 7, id: "p9" });
    expect(cursorAfter("p9", "yesterday")).toBeNull();
  });

  it.each([
    ["not base64 JSON", "!!!"],
    ["JSON of another shape", Buffer.from(JSON.stringify({ v: 1, at: 3 })).toString("base64url")],
    ["an id that is a path", Buffer.from(JSON.stringify({ v: 1, s: 1, n: 0, id: "../x" })).toString("base64url")],
    ["nanoseconds out of range", Buffer.from(JSON.stringify({ v: 1, s: 1, n: 1e9, id: "p" })).toString("base64url")],
  ])("refuse %s", (_label, raw) => {
    expect(decodeCursor(raw)).toBeNull();
  });
});

describe("postFrom", () => {
  it("gives the app plain values (millis), and safe ones for a malformed document", () => {
    expect(postFrom("p1", { title: "T", text: "X", category: "Test", subCategory: "Tester", authorId: "u1", authorName: "Ann", createdAt: ts(10, 0), updatedAt: ts(20, 5_000_000) })).toEqual({
      id: "p1",
      title: "T",
      text: "X",
      category: "Test",
      subCategory: "Tester",
      authorId: "u1",
      authorName: "Ann",
      createdAt: 10_000,
      updatedAt: 20_005,
    });
    expect(postFrom("p2", { title: 3 })).toMatchObject({ title: "", authorName: "A player", createdAt: 0, updatedAt: null });
  });
});
