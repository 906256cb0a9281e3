import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAndReload, CLEAR_AND_RELOAD_FAILSAFE_MS, type ClearAndReloadDeps } from "./clearAndReload";

function fakeStorage(): Storage & { cleared: number } {
  const data = new Map<string, string>([["k", "v"]]);
  return {
    cleared: 0,
    get length() {
      return data.size;
    },
    clear() {
      this.cleared += 1;
      data.clear();
    },
    getItem: (k: string) => data.get(k) ?? null,
    key: (i: number) => [...data.keys()][i] ?? null,
    removeItem: (k: string) => void data.delete(k),
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

function fakes(overrides: Partial<ClearAndReloadDeps> = {}) {
  const order: string[] = [];
  const local = fakeStorage();
  const session = fakeStorage();
  const cacheNames = ["workbox-precache", "images", "api"];
  const caches = {
    keys: vi.fn(() => Promise.resolve([...cacheNames])),
    delete: vi.fn((name: string) => {
      order.push(`cache ${name}`);
      return Promise.resolve(true);
    }),
  };
  const registrations = [1, 2].map((n) => ({
    unregister: vi.fn(() => {
      order.push(`sw ${String(n)}`);
      return Promise.resolve(true);
    }),
  }));
  const serviceWorker = { getRegistrations: vi.fn(() => Promise.resolve(registrations as unknown as readonly ServiceWorkerRegistration[])) };
  const logout = vi.fn(() => {
    order.push("logout");
    return Promise.resolve();
  });
  const goHome = vi.fn(() => {
    order.push("home");
  });
  const deps: ClearAndReloadDeps = { storages: [local, session], caches, serviceWorker, logout, goHome, ...overrides };
  return { deps, local, session, caches, registrations, serviceWorker, logout, goHome, order };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("clearAndReload (spec §4 Clear-and-reload)", () => {
  it("uses a 5 s failsafe (spec §9)", () => {
    expect(CLEAR_AND_RELOAD_FAILSAFE_MS).toBe(5000);
  });

  it("clears both storages, deletes every cache, unregisters every service worker, logs out, then goes home once", async () => {
    const f = fakes();
    await clearAndReload(f.deps);
    expect(f.local.cleared).toBe(1);
    expect(f.session.cleared).toBe(1);
    expect(f.local.length).toBe(0);
    expect(f.caches.delete.mock.calls.map(([name]) => name)).toEqual(["workbox-precache", "images", "api"]);
    for (const r of f.registrations) expect(r.unregister).toHaveBeenCalledTimes(1);
    expect(f.logout).toHaveBeenCalledTimes(1);
    expect(f.goHome).toHaveBeenCalledTimes(1);
    expect(f.order.at(-2)).toBe("logout");
    expect(f.order.at(-1)).toBe("home");
  });

  it("does not go home before logout has finished", async () => {
    let release: () => void = () => undefined;
    const f = fakes({ logout: () => new Promise<void>((r) => (release = r)) });
    const done = clearAndReload(f.deps);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.goHome).not.toHaveBeenCalled();
    release();
    await done;
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("works without cache storage or service workers (older browsers)", async () => {
    const f = fakes({ caches: undefined, serviceWorker: undefined });
    await clearAndReload(f.deps);
    expect(f.local.cleared).toBe(1);
    expect(f.logout).toHaveBeenCalledTimes(1);
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("goes on when a storage refuses to clear", async () => {
    const blocked = fakeStorage();
    blocked.clear = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    const f = fakes();
    await clearAndReload({ ...f.deps, storages: [blocked, f.session] });
    expect(f.session.cleared).toBe(1);
    expect(f.caches.delete).toHaveBeenCalledTimes(3);
    expect(f.logout).toHaveBeenCalledTimes(1);
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("with a logout that never resolves, the failsafe goes home once after 5 s", async () => {
    vi.useFakeTimers();
    const f = fakes({ logout: () => new Promise<void>(() => undefined) });
    void clearAndReload(f.deps);
    await vi.advanceTimersByTimeAsync(4999);
    expect(f.goHome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(f.goHome).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("a late logout after the failsafe does not go home a second time", async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const f = fakes({ logout: () => new Promise<void>((r) => (release = r)) });
    const done = clearAndReload(f.deps);
    await vi.advanceTimersByTimeAsync(5000);
    expect(f.goHome).toHaveBeenCalledTimes(1);
    release();
    await done;
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("honours a custom failsafe delay", async () => {
    vi.useFakeTimers();
    const f = fakes({ logout: () => new Promise<void>(() => undefined), failsafeMs: 100 });
    void clearAndReload(f.deps);
    await vi.advanceTimersByTimeAsync(100);
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("a hanging cache deletion is also covered by the failsafe", async () => {
    vi.useFakeTimers();
    const f = fakes();
    f.caches.keys.mockReturnValue(new Promise<string[]>(() => undefined));
    void clearAndReload(f.deps);
    await vi.advanceTimersByTimeAsync(5000);
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("cancels the failsafe when everything finishes in time", async () => {
    vi.useFakeTimers();
    const f = fakes();
    await clearAndReload(f.deps);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it.each<[string, (f: ReturnType<typeof fakes>) => void]>([
    ["logout rejects", (f) => f.logout.mockRejectedValueOnce(new Error("network"))],
    ["listing caches rejects", (f) => f.caches.keys.mockRejectedValueOnce(new Error("no caches"))],
    ["deleting a cache rejects", (f) => f.caches.delete.mockRejectedValueOnce(new Error("busy"))],
    ["listing service workers rejects", (f) => f.serviceWorker.getRegistrations.mockRejectedValueOnce(new Error("insecure"))],
    ["unregistering a service worker rejects", (f) => f.registrations[0]!.unregister.mockRejectedValueOnce(new Error("nope"))],
  ])("still goes home exactly once when %s", async (_label, breakIt) => {
    const f = fakes();
    breakIt(f);
    await expect(clearAndReload(f.deps)).resolves.toBeUndefined();
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it.each<[string, (f: ReturnType<typeof fakes>) => void]>([
    ["listing caches rejects", (f) => f.caches.keys.mockRejectedValueOnce(new DOMException("denied", "SecurityError"))],
    ["listing service workers rejects", (f) => f.serviceWorker.getRegistrations.mockRejectedValueOnce(new DOMException("denied", "SecurityError"))],
  ])("still logs out when %s", async (_label, breakIt) => {
    // A failure while clearing caches skips every later step, so the user lands home still signed in.
    const f = fakes();
    breakIt(f);
    await clearAndReload(f.deps);
    expect(f.logout).toHaveBeenCalledTimes(1);
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });
});
