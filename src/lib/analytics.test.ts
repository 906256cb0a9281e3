import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AppConfig } from "./configSchema";

const mocks = vi.hoisted(() => ({
  getConfig: vi.fn(),
  getFirebaseApp: vi.fn(() => Promise.resolve({ name: "[DEFAULT]" })),
  isSupported: vi.fn(() => Promise.resolve(true)),
  getAnalytics: vi.fn(() => ({ analytics: true })),
  logEvent: vi.fn(),
}));

vi.mock("./config", () => ({ getConfig: mocks.getConfig }));
vi.mock("./firebase", () => ({ getFirebaseApp: mocks.getFirebaseApp }));
vi.mock("firebase/analytics", () => ({ isSupported: mocks.isSupported, getAnalytics: mocks.getAnalytics, logEvent: mocks.logEvent }));

function config(environment: AppConfig["environment"], measurementId?: string): AppConfig {
  const base = { environment, firebase: { measurementId } };
  return base as unknown as AppConfig;
}

async function load() {
  vi.resetModules();
  return import("./analytics");
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.clearAllMocks();
  mocks.getConfig.mockReturnValue(config("test"));
  mocks.isSupported.mockResolvedValue(true);
});

describe("logAnalyticsEvent", () => {
  it.each<[AppConfig["environment"], string | undefined]>([
    ["test", undefined],
    ["test", "G-TEST"],
    ["development", "G-DEV"],
    ["production", undefined],
  ])("in %s (measurement id %s) records the event and sends nothing", async (environment, measurementId) => {
    mocks.getConfig.mockReturnValue(config(environment, measurementId));
    const { logAnalyticsEvent, recordedAnalyticsEvents } = await load();
    logAnalyticsEvent("settings_created");
    logAnalyticsEvent("user_info", { join_reason: "Organize", sports: 2 });
    await settle();
    expect(recordedAnalyticsEvents()).toEqual([
      { name: "settings_created", params: {} },
      { name: "user_info", params: { join_reason: "Organize", sports: 2 } },
    ]);
    expect(mocks.getFirebaseApp).not.toHaveBeenCalled();
    expect(mocks.logEvent).not.toHaveBeenCalled();
  });

  it("keeps only the last 100 recorded events", async () => {
    const { logAnalyticsEvent, recordedAnalyticsEvents } = await load();
    for (let i = 0; i < 105; i += 1) logAnalyticsEvent("app_open", { n: i });
    const events = recordedAnalyticsEvents();
    expect(events).toHaveLength(100);
    expect(events[0]?.params.n).toBe(5);
    expect(events.at(-1)?.params.n).toBe(104);
  });

  it("in production with a measurement id sends the event to Firebase Analytics and records nothing", async () => {
    mocks.getConfig.mockReturnValue(config("production", "G-PROD"));
    const { logAnalyticsEvent, recordedAnalyticsEvents } = await load();
    logAnalyticsEvent("settings_updated", { tab: "general" });
    await vi.waitFor(() => expect(mocks.logEvent).toHaveBeenCalledTimes(1));
    expect(mocks.logEvent).toHaveBeenCalledWith({ analytics: true }, "settings_updated", { tab: "general" });
    expect(recordedAnalyticsEvents()).toEqual([]);
  });

  it("in production sends nothing where analytics is not supported", async () => {
    mocks.getConfig.mockReturnValue(config("production", "G-PROD"));
    mocks.isSupported.mockResolvedValue(false);
    const { logAnalyticsEvent } = await load();
    logAnalyticsEvent("app_open");
    await vi.waitFor(() => expect(mocks.isSupported).toHaveBeenCalled());
    await settle();
    expect(mocks.logEvent).not.toHaveBeenCalled();
  });

  it("never throws, even when Firebase fails to load", async () => {
    mocks.getConfig.mockReturnValue(config("production", "G-PROD"));
    mocks.getFirebaseApp.mockRejectedValueOnce(new Error("offline"));
    const { logAnalyticsEvent } = await load();
    expect(() => logAnalyticsEvent("delete_user_prompt")).not.toThrow();
    await settle();
    expect(mocks.logEvent).not.toHaveBeenCalled();
  });

  it("never throws when logEvent itself throws", async () => {
    mocks.getConfig.mockReturnValue(config("production", "G-PROD"));
    mocks.logEvent.mockImplementationOnce(() => {
      throw new Error("blocked by an ad blocker");
    });
    const { logAnalyticsEvent } = await load();
    logAnalyticsEvent("notification_settings_updated");
    await vi.waitFor(() => expect(mocks.logEvent).toHaveBeenCalled());
    await settle();
  });
});
