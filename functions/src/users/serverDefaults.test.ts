import { describe, expect, it } from "vitest";
import { missingServerDefaults, SERVER_OWNED_USER_FIELDS } from "./serverDefaults";

describe("missingServerDefaults", () => {
  it("fills every server default a new user lacks", () => {
    expect(missingServerDefaults({ displayName: "Pat" })).toEqual({ stripeChargesEnabled: false, stripeDetailsSubmitted: false, userSubscription: "Free" });
  });

  it("keeps values the server already set", () => {
    expect(missingServerDefaults({ stripeChargesEnabled: true, userSubscription: "Organizer Pro" })).toEqual({ stripeDetailsSubmitted: false });
  });

  it("returns null when nothing is missing", () => {
    expect(missingServerDefaults({ stripeChargesEnabled: false, stripeDetailsSubmitted: true, userSubscription: "Free" })).toBeNull();
  });

  it("names all six server-owned fields of spec §3", () => {
    expect([...SERVER_OWNED_USER_FIELDS].sort()).toEqual(["stripeChargesEnabled", "stripeCustomerId", "stripeDetailsSubmitted", "stripeId", "subscription", "userSubscription"].sort());
  });
});
