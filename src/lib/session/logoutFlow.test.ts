// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signOut } from "firebase/auth";
import { hasSessionHint, setSessionHint } from "./sessionHint";
import { logout, LOGOUT_TIMEOUT_MS, onBeforeSignOut } from "./logout";

// The network boundary: Firebase Auth.
const fakeAuth = { name: "fake-auth" };
vi.mock("@/lib/firebase", () => ({ getAuthClient: vi.fn(() => Promise.resolve(fakeAuth)), getRealtimeDb: vi.fn(() => Promise.resolve(null)) }));
vi.mock("firebase/auth", () => ({ signOut: vi.fn() }));

beforeEach(() => {
  vi.mocked(signOut).mockReset();
  setSessionHint(true);
  localStorage.setItem("firebase:authUser:key:[DEFAULT]", "{}");
  localStorage.setItem("keep", "1");
});

afterEach(() => {
  vi.useRealTimers();
});

function expectCleared() {
  expect(hasSessionHint()).toBe(false);
  expect(localStorage.getItem("firebase:authUser:key:[DEFAULT]")).toBeNull();
  expect(localStorage.getItem("keep")).toBe("1");
}

describe("logout (spec §4 Logout)", () => {
  it("marks the user offline first, then signs out and clears stored data", async () => {
    const order: string[] = [];
    const stop = onBeforeSignOut(() => {
      order.push("offline");
      return Promise.resolve();
    });
    vi.mocked(signOut).mockImplementation(() => {
      order.push("signOut");
      return Promise.resolve();
    });
    await expect(logout()).resolves.toEqual({ ok: true });
    stop();
    expect(order).toEqual(["offline", "signOut"]);
    expect(signOut).toHaveBeenCalledWith(fakeAuth);
    expectCleared();
  });

  it("an unregistered hook no longer runs", async () => {
    const hook = vi.fn(() => Promise.resolve());
    onBeforeSignOut(hook)();
    vi.mocked(signOut).mockResolvedValue(undefined);
    await logout();
    expect(hook).not.toHaveBeenCalled();
  });

  it("any error still clears the data and reports ok: false", async () => {
    vi.mocked(signOut).mockRejectedValue(new Error("network"));
    await expect(logout()).resolves.toEqual({ ok: false });
    expectCleared();
  });

  it("a failing offline hook still clears the data", async () => {
    const stop = onBeforeSignOut(() => Promise.reject(new Error("presence failed")));
    vi.mocked(signOut).mockResolvedValue(undefined);
    await expect(logout()).resolves.toEqual({ ok: false });
    stop();
    expectCleared();
  });

  it("gives up after 10 s and completes anyway", async () => {
    vi.useFakeTimers();
    vi.mocked(signOut).mockReturnValue(new Promise<void>(() => undefined));
    let settled: { ok: boolean } | null = null;
    const done = logout().then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    expect(hasSessionHint()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(settled).toEqual({ ok: false });
    expectCleared();
  });
});
