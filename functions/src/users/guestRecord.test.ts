import { describe, expect, it } from "vitest";
import { guestProfileFrom } from "./guestRecord";

describe("guestProfileFrom", () => {
  it("keeps the known, non-empty fields, trimmed and within their limits", () => {
    expect(guestProfileFrom({ displayName: "  Sam  ", fullName: "Samuel", lastName: "", phoneNumber: "555-0100", email: "x@y.z", role: "admin" })).toEqual({
      displayName: "Sam",
      fullName: "Samuel",
      phoneNumber: "555-0100",
    });
    expect(guestProfileFrom({ displayName: "x".repeat(40) }).displayName).toHaveLength(25);
  });

  it("ignores values of the wrong type", () => {
    expect(guestProfileFrom({ displayName: 42, fullName: null })).toEqual({});
  });
});
