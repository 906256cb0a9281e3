import { describe, expect, it } from "vitest";
import { makeProfile } from "@/test/fixtures";
import { isProfileComplete, JOIN_REASONS, type UserProfile } from "./userProfile";

describe("JOIN_REASONS", () => {
  it("are the spec §3 join reasons", () => {
    expect(JOIN_REASONS).toEqual(["Organize", "Find-people", "Find-events", "Substitute"]);
  });
});

describe("isProfileComplete (spec §4: new if no additional info)", () => {
  it.each<[string, Partial<UserProfile> | null, boolean]>([
    ["no profile", null, false],
    ["hasAdditionalInfo false", { hasAdditionalInfo: false }, false],
    ["no additionalInfo", { hasAdditionalInfo: true, additionalInfo: null }, false],
    ["both", { hasAdditionalInfo: true, additionalInfo: { gender: "", sports: [], pronoun: "" } }, true],
  ])("%s → %s", (_case, profile, complete) => {
    expect(isProfileComplete(profile ? makeProfile(profile) : null)).toBe(complete);
  });
});
