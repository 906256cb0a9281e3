import { describe, expect, it } from "vitest";
import { blockedUidsOf, hasBlocked } from "./blocks";

describe("blockedUidsOf", () => {
  it("reads the string uids of blockedUids", () => {
    expect(blockedUidsOf({ blockedUids: ["a", "b"] })).toEqual(["a", "b"]);
  });

  it.each([undefined, {}, { blockedUids: null }, { blockedUids: "a" }, { blockedUids: { a: true } }])("treats %j as no block list", (data) => {
    expect(blockedUidsOf(data)).toEqual([]);
  });

  it("ignores entries that are not strings", () => {
    expect(blockedUidsOf({ blockedUids: ["a", 1, null, { uid: "b" }] })).toEqual(["a"]);
  });
});

describe("hasBlocked", () => {
  it("is true only for a uid on the list", () => {
    expect(hasBlocked({ blockedUids: ["mallory"] }, "mallory")).toBe(true);
    expect(hasBlocked({ blockedUids: ["mallory"] }, "alice")).toBe(false);
    expect(hasBlocked(undefined, "mallory")).toBe(false);
  });
});
