import { describe, expect, it } from "vitest";
import { makeProfile } from "@/test/fixtures";
import type { UserProfile } from "@/lib/session/userProfile";
import { isOrganizer } from "./roles";

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
