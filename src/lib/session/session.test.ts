// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "firebase/auth";
import { makeStore } from "@/app/store";
import { makeProfile } from "@/test/fixtures";
import type { UserProfile } from "@/lib/session/userProfile";
import { AppError } from "@/lib/errors";
import { hasSessionHint, setSessionHint } from "./sessionHint";

// The network boundary: Firebase Auth and the user's profile document.
const fake = vi.hoisted(() => ({
  authChanged: null as null | ((user: unknown) => void),
  authError: null as null | ((error: Error) => void),
  profileChanged: null as null | ((profile: unknown) => void),
  profileError: null as null | ((error: unknown) => void),
  stopProfile: [] as Array<ReturnType<typeof vi.fn>>,
  getAuthClient: null as null | (() => Promise<unknown>),
}));

vi.mock("@/lib/firebase", () => ({ getAuthClient: () => (fake.getAuthClient ? fake.getAuthClient() : Promise.resolve({ name: "auth" })), getRealtimeDb: () => Promise.resolve(null) }));
vi.mock("firebase/auth", () => ({
  onAuthStateChanged: (_auth: unknown, next: (user: unknown) => void, error: (e: Error) => void) => {
    fake.authChanged = next;
    fake.authError = error;
    return () => undefined;
  },
}));
vi.mock("@/lib/session/api/usersRepository", () => ({
  watchUserProfile: (_uid: string, onChange: (p: unknown) => void, onError: (e: unknown) => void) => {
    fake.profileChanged = onChange;
    fake.profileError = onError;
    const stop = vi.fn();
    fake.stopProfile.push(stop);
    return stop;
  },
}));

function firebaseUser(overrides: Partial<User> = {}): User {
  return {
    uid: "user-1",
    email: "pat@example.com",
    emailVerified: false,
    displayName: "Pat",
    photoURL: null,
    providerData: [{ providerId: "google.com" }, { providerId: "password" }],
    ...overrides,
  } as unknown as User;
}

async function start() {
  vi.resetModules();
  const session = await import("./session");
  const store = makeStore();
  await session.startAuthSession(store.dispatch);
  return { session, store };
}

beforeEach(() => {
  fake.authChanged = fake.authError = fake.profileChanged = fake.profileError = null;
  fake.stopProfile = [];
  fake.getAuthClient = null;
});

describe("toSessionUser", () => {
  it("keeps plain data only", async () => {
    const { toSessionUser } = await import("./session");
    expect(toSessionUser(firebaseUser())).toEqual({
      uid: "user-1",
      email: "pat@example.com",
      emailVerified: false,
      displayName: "Pat",
      photoURL: null,
      providerIds: ["google.com", "password"],
    });
  });
});

describe("startAuthSession (spec §4 Auth start)", () => {
  it("no user → success with no user, and forgets the session hint", async () => {
    setSessionHint(true);
    const { store } = await start();
    fake.authChanged!(null);
    expect(store.getState().auth).toMatchObject({ status: "success", user: null, sdkReady: true });
    expect(hasSessionHint()).toBe(false);
  });

  it.each<[string, UserProfile | null, string]>([
    ["no profile", null, "pending"],
    ["an unfinished profile", makeProfile({ hasAdditionalInfo: false }), "pending"],
    ["a completed profile", makeProfile(), "success"],
  ])("a user with %s → %s", async (_case, profile, status) => {
    const { store } = await start();
    fake.authChanged!(firebaseUser());
    expect(hasSessionHint()).toBe(true);
    expect(store.getState().auth.sdkReady).toBe(false);
    fake.profileChanged!(profile);
    expect(store.getState().auth).toMatchObject({ status, user: { uid: "user-1" }, profile, sdkReady: true });
  });

  it("follows later profile changes", async () => {
    const { store } = await start();
    fake.authChanged!(firebaseUser());
    fake.profileChanged!(null);
    expect(store.getState().auth.status).toBe("pending");
    fake.profileChanged!(makeProfile());
    expect(store.getState().auth.status).toBe("success");
  });

  it("treats an unreadable profile as not yet set up", async () => {
    const { store } = await start();
    fake.authChanged!(firebaseUser());
    fake.profileError!(new AppError("permission-denied", "User not found"));
    expect(store.getState().auth).toMatchObject({ status: "pending", user: { uid: "user-1" }, profile: null, sdkReady: true });
  });

  it("stops watching the old profile when the user changes or signs out", async () => {
    const { store } = await start();
    fake.authChanged!(firebaseUser());
    fake.profileChanged!(makeProfile());
    fake.authChanged!(firebaseUser({ uid: "user-2" }));
    expect(fake.stopProfile[0]).toHaveBeenCalledTimes(1);
    fake.authChanged!(null);
    expect(fake.stopProfile[1]).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.user).toBeNull();
  });

  it("reports an Auth error", async () => {
    const { store } = await start();
    fake.authError!(new Error("auth/network-request-failed"));
    expect(store.getState().auth).toMatchObject({ status: "error", error: "auth/network-request-failed", sdkReady: true });
  });

  it("reports a failure to start", async () => {
    fake.getAuthClient = () => Promise.reject(new Error("SDK failed to load"));
    const { store } = await start();
    expect(store.getState().auth).toMatchObject({ status: "error", error: "SDK failed to load" });
  });

  it("starts only once", async () => {
    vi.resetModules();
    const session = await import("./session");
    const store = makeStore();
    const first = session.startAuthSession(store.dispatch);
    expect(session.startAuthSession(store.dispatch)).toBe(first);
    // Let it finish here, not during the next test.
    await first;
  });
});

describe("bootstrapAuth", () => {
  it("a browser that never signed in is shown signed-out without the SDK", async () => {
    vi.resetModules();
    const session = await import("./session");
    const store = makeStore();
    session.bootstrapAuth(store.dispatch, false);
    expect(store.getState().auth).toMatchObject({ status: "success", user: null, sdkReady: false });
    expect(fake.authChanged).toBeNull();
  });

  it.each([
    ["a session hint", true, false],
    ["a page that needs the account", false, true],
  ])("starts the SDK with %s", async (_case, hint, needsAccount) => {
    setSessionHint(hint);
    vi.resetModules();
    const session = await import("./session");
    const store = makeStore();
    session.bootstrapAuth(store.dispatch, needsAccount);
    expect(store.getState().auth.status).toBe("idle");
    await session.startAuthSession(store.dispatch);
    expect(fake.authChanged).not.toBeNull();
  });
});
