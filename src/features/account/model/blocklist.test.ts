import { describe, expect, it } from "vitest";
import { entryLabel, isAlreadyBlocked, isMaskedEmail, withEntries, withoutEntry } from "./blocklist";

const pat = { userId: "u-pat", email: "pat@example.com" };

describe("block list", () => {
  it("matches an already blocked user by userId or by e-mail (case-insensitive)", () => {
    expect(isAlreadyBlocked({ userId: "u-pat", email: "" }, [pat])).toBe(true);
    expect(isAlreadyBlocked({ userId: "other", email: "PAT@example.com" }, [pat])).toBe(true);
    expect(isAlreadyBlocked({ userId: "u-sam", email: "sam@example.com" }, [pat])).toBe(false);
  });

  it("never matches on an empty or masked e-mail", () => {
    expect(isAlreadyBlocked({ userId: "u-x", email: "" }, [{ userId: "u-y", email: "" }])).toBe(false);
    expect(isAlreadyBlocked({ userId: "u-x", email: "p••@example.com" }, [{ userId: "u-y", email: "p••@example.com" }])).toBe(false);
    expect(isMaskedEmail("p••@example.com")).toBe(true);
  });

  it("adds without duplicates and removes every identical entry", () => {
    const sam = { userId: "u-sam", email: "" };
    expect(withEntries([pat], [pat, sam])).toEqual([pat, sam]);
    expect(withoutEntry([pat, sam], { ...pat })).toEqual([sam]);
  });

  it("labels an entry by e-mail, else uid", () => {
    expect(entryLabel(pat)).toBe("pat@example.com");
    expect(entryLabel({ userId: "u-sam", email: "" })).toBe("u-sam");
  });
});
