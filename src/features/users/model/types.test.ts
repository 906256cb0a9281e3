import { describe, expect, it } from "vitest";
import { makeProfile } from "@/test/fixtures";
import { isOrganizer, isProfileComplete, JOIN_REASONS, type UserProfile } from "./types";

describe("JOIN_REASONS", () => {
  it("are the spec §3 join reasons", () => {
    expect(JOIN_REASONS).toEqual(["Organize", "Find-people", "Find-events", "Substitute"]);
  });
});

describe("isOrganizer", () => {
  it.each<[string, Partial<UserProfile> | null, boolean]>([
    ["no profile", null, false],
    ["a player", { joinReason: "Find-events", userSubscription: "Free", stripeId: null }, false],
    ["a Member Plus player", { joinReason: "Substitute", userSubscription: "Member Plus", stripeId: null }, false],
    ["someone who joined to organise", { joinReason: "Organize" }, true],
    ["an Organizer Pro subscriber", { joinReason: null, userSubscription: "Organizer Pro" }, true],
    ["someone with a payments account", { joinReason: "Find-people", stripeId: "acct_1" }, true],
    ["an empty payments id", { joinReason: "Find-people", stripeId: "" }, false],
  ])("%s → %s", (_case, profile, organizer) => {
    expect(isOrganizer(profile ? makeProfile(profile) : null)).toBe(organizer);
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
