import { beforeEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "./config";
import { getFirebaseApp } from "./firebase";
import { getFlag, peekFlag, REMOTE_CONFIG_DEFAULTS, resetRemoteConfigForTests } from "./remoteConfig";

vi.mock("./config", () => ({ getConfig: vi.fn() }));
vi.mock("./firebase", () => ({ getFirebaseApp: vi.fn() }));

const sdk = vi.hoisted(() => ({
  isSupported: vi.fn(),
  getRemoteConfig: vi.fn(),
  fetchAndActivate: vi.fn(),
  getBoolean: vi.fn(),
}));
vi.mock("firebase/remote-config", () => sdk);

function environment(name: "development" | "test" | "production") {
  vi.mocked(getConfig).mockReturnValue({ environment: name } as ReturnType<typeof getConfig>);
}

beforeEach(() => {
  resetRemoteConfigForTests();
  vi.mocked(getFirebaseApp)
    .mockReset()
    .mockResolvedValue({} as Awaited<ReturnType<typeof getFirebaseApp>>);
  sdk.isSupported.mockReset().mockResolvedValue(true);
  sdk.getRemoteConfig.mockReset().mockReturnValue({ settings: { fetchTimeoutMillis: 60000, minimumFetchIntervalMillis: 0 }, defaultConfig: {} });
  sdk.fetchAndActivate.mockReset().mockResolvedValue(true);
  sdk.getBoolean.mockReset();
});

describe("remote config outside production", () => {
  it.each(["development", "test"] as const)("returns the in-app defaults in %s without loading Firebase", async (env) => {
    environment(env);
    expect(REMOTE_CONFIG_DEFAULTS).toEqual({ badgesEnabled: false, subscriptionsEnabled: true });
    await expect(getFlag("badgesEnabled")).resolves.toBe(false);
    await expect(getFlag("subscriptionsEnabled")).resolves.toBe(true);
    expect(peekFlag("badgesEnabled")).toBe(false);
    expect(peekFlag("subscriptionsEnabled")).toBe(true);
    expect(getFirebaseApp).not.toHaveBeenCalled();
    expect(sdk.fetchAndActivate).not.toHaveBeenCalled();
  });
});

describe("remote config in production", () => {
  beforeEach(() => environment("production"));

  it("fetches once with the defaults set, then answers from what was fetched", async () => {
    const rc = { settings: { fetchTimeoutMillis: 60000, minimumFetchIntervalMillis: 0 }, defaultConfig: {} };
    sdk.getRemoteConfig.mockReturnValue(rc);
    sdk.getBoolean.mockImplementation((_rc: unknown, key: string) => key === "badgesEnabled");
    await expect(getFlag("badgesEnabled")).resolves.toBe(true);
    await expect(getFlag("subscriptionsEnabled")).resolves.toBe(false);
    expect(rc.defaultConfig).toEqual(REMOTE_CONFIG_DEFAULTS);
    expect(sdk.fetchAndActivate).toHaveBeenCalledTimes(1);
    expect(peekFlag("badgesEnabled")).toBe(true);
  });

  it("falls back to the defaults when the fetch fails", async () => {
    sdk.fetchAndActivate.mockRejectedValue(new Error("offline"));
    await expect(getFlag("badgesEnabled")).resolves.toBe(false);
    await expect(getFlag("subscriptionsEnabled")).resolves.toBe(true);
  });

  it("falls back to the defaults where Remote Config is not supported", async () => {
    sdk.isSupported.mockResolvedValue(false);
    await expect(getFlag("subscriptionsEnabled")).resolves.toBe(true);
    expect(sdk.fetchAndActivate).not.toHaveBeenCalled();
  });

  it("falls back to the defaults when Firebase cannot start", async () => {
    vi.mocked(getFirebaseApp).mockRejectedValue(new Error("bad config"));
    await expect(getFlag("badgesEnabled")).resolves.toBe(false);
  });
});
