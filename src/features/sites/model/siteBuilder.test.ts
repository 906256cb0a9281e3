import { describe, expect, it } from "vitest";
import { canCreateSite, SITE_LIMITS, siteLimitFor } from "./siteBuilder";

describe("siteLimitFor", () => {
  it.each<[string, number]>([
    ["Free", 1],
    ["Member Plus", 1],
    ["Organizer Pro", 25],
    ["Something else", SITE_LIMITS.Free],
    ["", SITE_LIMITS.Free],
  ])("%j → %s", (plan, limit) => {
    expect(siteLimitFor(plan)).toBe(limit);
  });
});

describe("canCreateSite (spec §2.5 site-builder guard)", () => {
  it.each<[string, number, boolean]>([
    ["Free", 0, true],
    ["Free", 1, false],
    ["Free", 3, false],
    ["Member Plus", 0, true],
    ["Member Plus", 1, false],
    ["Organizer Pro", 0, true],
    ["Organizer Pro", 24, true],
    ["Organizer Pro", 25, false],
    ["Unknown plan", 0, true],
    ["Unknown plan", 1, false],
  ])("%s with %s sites → %s", (plan, owned, allowed) => {
    expect(canCreateSite(plan, owned)).toBe(allowed);
  });
});
