import { describe, expect, it } from "vitest";
import { SETTINGS_TABS, tabIndexFor, visibleTabs } from "./tabs";

const KEYS = ["general", "privacy", "payments", "sports", "availability", "notification", "activities-subscription"];
const LABELS = ["General", "Privacy", "Subscriptions & Payouts", "Interests", "Availability", "Notification Settings", "Activity Subscription"];

describe("settings tabs (spec §2.6)", () => {
  it("has the seven keys in order", () => {
    expect(SETTINGS_TABS.map((t) => t.key)).toEqual(KEYS);
  });

  it("has exactly the spec labels", () => {
    expect(SETTINGS_TABS.map((t) => t.label)).toEqual(LABELS);
  });

  it("labels the sports key Interests", () => {
    expect(SETTINGS_TABS.find((t) => t.key === "sports")?.label).toBe("Interests");
  });

  it.each(KEYS.map((key, index) => [key, index] as const))("tabIndexFor(%j) = %i", (key, index) => {
    expect(tabIndexFor(key)).toBe(index);
  });

  it.each([null, "", "unknown", "General", "PRIVACY", " privacy", "6", "activities", "settings"])("tabIndexFor(%j) falls back to 0 (general)", (value) => {
    expect(tabIndexFor(value)).toBe(0);
  });

  it("shows all seven tabs once the user is loaded", () => {
    expect(visibleTabs(true).map((t) => t.label)).toEqual(LABELS);
  });

  it("hides Notification Settings and Activity Subscription until the user is loaded", () => {
    expect(visibleTabs(false).map((t) => t.label)).toEqual(LABELS.slice(0, 5));
  });
});
