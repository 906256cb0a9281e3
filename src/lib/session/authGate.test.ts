import { describe, expect, it, vi } from "vitest";
import { makeStore } from "@/app/store";
import { makeProfile, makeSessionUser } from "@/test/fixtures";
import { sessionChanged, signedOut } from "./authSlice";

vi.mock("./session", () => ({ startAuthSession: vi.fn(() => Promise.resolve()) }));

async function freshGate() {
  vi.resetModules();
  return import("./authGate");
}

describe("currentSession", () => {
  it("fails before a store is registered", async () => {
    const { currentSession } = await freshGate();
    await expect(currentSession()).rejects.toThrow("Auth store not registered");
  });

  it("answers at once when Firebase Auth has already answered", async () => {
    const { currentSession, registerAuthStore } = await freshGate();
    const store = makeStore();
    store.dispatch(signedOut());
    registerAuthStore(store);
    await expect(currentSession()).resolves.toEqual({ user: null, profile: null });
  });

  it("starts the session and waits for Firebase Auth's answer", async () => {
    const { currentSession, registerAuthStore } = await freshGate();
    const { startAuthSession: started } = await import("./session");
    const store = makeStore();
    registerAuthStore(store);
    let answer: unknown = null;
    const pending = currentSession().then((s) => (answer = s));
    expect(started).toHaveBeenCalledWith(store.dispatch);
    await Promise.resolve();
    expect(answer).toBeNull();
    const user = makeSessionUser();
    const profile = makeProfile();
    store.dispatch(sessionChanged({ user, profile }));
    await pending;
    expect(answer).toEqual({ user, profile });
  });
});
