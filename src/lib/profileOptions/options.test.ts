import { describe, expect, it } from "vitest";
import { activityChoices, gendersForProfile, JOIN_REASON_LABELS, otherFirst } from "./options";
import { AFTER_ONBOARDING, afterOnboardingTarget, POST_SIGNUP_RELOAD_MS } from "@/features/profile/model/onboarding";

describe("gendersForProfile (spec §7: the genders list without 'Any')", () => {
  it("drops Any and keeps the order of the rest", () => {
    expect(gendersForProfile([{ label: "Any" }, { label: "Male" }, { label: "Female" }, { label: "Non-binary" }])).toEqual(["Male", "Female", "Non-binary"]);
  });

  it("drops Any wherever it is", () => {
    expect(gendersForProfile([{ label: "Male" }, { label: "Any" }])).toEqual(["Male"]);
  });

  it("is empty for an empty list and for a list of only Any", () => {
    expect(gendersForProfile([])).toEqual([]);
    expect(gendersForProfile([{ label: "Any" }])).toEqual([]);
  });

  it("keeps labels that only contain 'Any'", () => {
    expect(gendersForProfile([{ label: "Anyone" }, { label: "any" }])).toEqual(["Anyone", "any"]);
  });
});

describe("otherFirst (spec §2.1: Other placed first)", () => {
  it("moves Other to the front and keeps the rest in order", () => {
    expect(otherFirst(["Tennis", "Other", "Basketball", "Padel"])).toEqual(["Other", "Tennis", "Basketball", "Padel"]);
  });

  it("leaves a list without Other unchanged", () => {
    expect(otherFirst(["Tennis", "Padel"])).toEqual(["Tennis", "Padel"]);
  });

  it("does not change its input", () => {
    const input = ["Tennis", "Other"];
    otherFirst(input);
    expect(input).toEqual(["Tennis", "Other"]);
  });
});

describe("activityChoices (spec §9: game types without 'Other', sorted by label)", () => {
  it("drops Other and sorts", () => {
    expect(activityChoices(["Volleyball", "Other", "Basketball", "Pickleball", "Tennis"])).toEqual(["Basketball", "Pickleball", "Tennis", "Volleyball"]);
  });

  it("sorts without regard to case", () => {
    expect(activityChoices(["badminton", "Tennis", "Archery"])).toEqual(["Archery", "badminton", "Tennis"]);
  });

  it("does not change its input", () => {
    const input = ["Tennis", "Other", "Archery"];
    activityChoices(input);
    expect(input).toEqual(["Tennis", "Other", "Archery"]);
  });

  it("is empty for only Other", () => {
    expect(activityChoices(["Other"])).toEqual([]);
  });
});

describe("JOIN_REASON_LABELS", () => {
  it("labels every join reason", () => {
    expect(Object.keys(JOIN_REASON_LABELS).sort()).toEqual(["Find-events", "Find-people", "Organize", "Substitute"]);
    for (const label of Object.values(JOIN_REASON_LABELS)) expect(label.length).toBeGreaterThan(0);
  });
});

describe("afterOnboardingTarget (spec §2.6)", () => {
  it("goes to the skippable availability tab by default", () => {
    expect(AFTER_ONBOARDING).toBe("/settings?tab=availability&skippable=true");
    expect(afterOnboardingTarget({ inAuthDialog: false, storedReturnRoute: null })).toBe("/settings?tab=availability&skippable=true");
  });

  it("uses the stored route only inside an auth dialog", () => {
    expect(afterOnboardingTarget({ inAuthDialog: true, storedReturnRoute: "/events/e1?x=1" })).toBe("/events/e1?x=1");
    expect(afterOnboardingTarget({ inAuthDialog: false, storedReturnRoute: "/events/e1" })).toBe(AFTER_ONBOARDING);
  });

  it("ignores a missing or empty stored route inside the dialog", () => {
    expect(afterOnboardingTarget({ inAuthDialog: true, storedReturnRoute: null })).toBe(AFTER_ONBOARDING);
    expect(afterOnboardingTarget({ inAuthDialog: true, storedReturnRoute: "" })).toBe(AFTER_ONBOARDING);
  });

  it.each(["//evil.example", "//evil.example/path", "https://evil.example", "javascript:alert(1)", "events/e1"])("refuses the stored route %s", (stored) => {
    expect(afterOnboardingTarget({ inAuthDialog: true, storedReturnRoute: stored })).toBe(AFTER_ONBOARDING);
  });

  it("refuses a stored route starting with /\\ (browsers read it as //, like safeReturnPath does)", () => {
    expect(afterOnboardingTarget({ inAuthDialog: true, storedReturnRoute: "/\\evil.example" })).toBe(AFTER_ONBOARDING);
  });

  it("reloads 250 ms after the redirect (spec §9)", () => {
    expect(POST_SIGNUP_RELOAD_MS).toBe(250);
  });
});
