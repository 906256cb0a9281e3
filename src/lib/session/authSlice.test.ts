import { describe, expect, it } from "vitest";
import { makeProfile, makeSessionUser } from "@/test/fixtures";
import {
  assumedSignedOut,
  authFailed,
  authSlice,
  emailVerifiedChanged,
  signOutSettled,
  signOutStarted,
  profileChanged,
  selectAuthKnown,
  selectAuthVerified,
  selectIsSignedIn,
  selectProfileReady,
  sessionChanged,
  signedOut,
  type AuthState,
} from "./authSlice";

const reduce = authSlice.reducer;
const initial = reduce(undefined, { type: "@@init" });
const user = makeSessionUser();
const complete = makeProfile({ hasAdditionalInfo: true });
const incomplete = makeProfile({ hasAdditionalInfo: false, additionalInfo: null });
const select = (auth: AuthState) => ({ auth });

describe("authSlice (spec §4 Auth start)", () => {
  it("starts idle, with nothing known", () => {
    expect(initial).toEqual({ status: "idle", user: null, profile: null, error: null, sdkReady: false, leavingTo: null });
    expect(selectAuthKnown(select(initial))).toBe(false);
    expect(selectAuthVerified(select(initial))).toBe(false);
  });

  it("signedOut: idle → success with no user, SDK ready", () => {
    const state = reduce(initial, signedOut());
    expect(state).toEqual({ status: "success", user: null, profile: null, error: null, sdkReady: true, leavingTo: null });
    expect(selectAuthKnown(select(state))).toBe(true);
    expect(selectIsSignedIn(select(state))).toBe(false);
    expect(selectProfileReady(select(state))).toBe(false);
  });

  it("signedOut clears a previous session and error", () => {
    const signedIn = reduce(reduce(initial, sessionChanged({ user, profile: complete })), authFailed("boom"));
    expect(reduce(signedIn, signedOut())).toEqual({ status: "success", user: null, profile: null, error: null, sdkReady: true, leavingTo: null });
  });

  it.each<[string, ReturnType<typeof makeProfile> | null, AuthState["status"]]>([
    ["no profile", null, "pending"],
    ["a profile without additional info", incomplete, "pending"],
    ["a completed profile", complete, "success"],
  ])("sessionChanged with %s → %s", (_case, profile, status) => {
    const state = reduce(initial, sessionChanged({ user, profile }));
    expect(state).toEqual({ status, user, profile, error: null, sdkReady: true, leavingTo: null });
    expect(selectIsSignedIn(select(state))).toBe(true);
    expect(selectProfileReady(select(state))).toBe(status === "success");
  });

  it("profileChanged moves between pending and success as the profile is completed", () => {
    const pending = reduce(initial, sessionChanged({ user, profile: null }));
    expect(pending.status).toBe("pending");
    const done = reduce(pending, profileChanged(complete));
    expect(done).toMatchObject({ status: "success", profile: complete });
    const removed = reduce(done, profileChanged(null));
    expect(removed).toMatchObject({ status: "pending", profile: null, user });
    expect(reduce(done, profileChanged(incomplete)).status).toBe("pending");
  });

  it("profileChanged does nothing without a signed-in user", () => {
    const state = reduce(reduce(initial, signedOut()), profileChanged(complete));
    expect(state).toMatchObject({ status: "success", user: null, profile: null });
  });

  it("assumedSignedOut: shows signed-out before the SDK answers, without claiming the SDK answered", () => {
    const state = reduce(initial, assumedSignedOut());
    expect(state).toEqual({ status: "success", user: null, profile: null, error: null, sdkReady: false, leavingTo: null });
    expect(selectAuthKnown(select(state))).toBe(true);
    expect(selectAuthVerified(select(state))).toBe(false);
  });

  it.each([
    ["signed in", sessionChanged({ user, profile: complete })],
    ["pending", sessionChanged({ user, profile: null })],
    ["signed out", signedOut()],
    ["failed", authFailed("network")],
  ])("assumedSignedOut does nothing once the SDK has answered (%s)", (_case, action) => {
    const before = reduce(initial, action);
    expect(before.sdkReady).toBe(true);
    expect(reduce(before, assumedSignedOut())).toBe(before);
  });

  it("a real session after the assumption replaces it", () => {
    const state = reduce(reduce(initial, assumedSignedOut()), sessionChanged({ user, profile: complete }));
    expect(state).toMatchObject({ status: "success", user, sdkReady: true, leavingTo: null });
  });

  it("emailVerifiedChanged updates the signed-in user only", () => {
    const signedIn = reduce(initial, sessionChanged({ user: makeSessionUser({ emailVerified: false }), profile: complete }));
    expect(reduce(signedIn, emailVerifiedChanged(true)).user?.emailVerified).toBe(true);
    const out = reduce(initial, signedOut());
    expect(reduce(out, emailVerifiedChanged(true))).toEqual(out);
  });

  it("a sign-out's destination is kept from its start until it settles, and a new sign-in ends it too", () => {
    const signedIn = reduce(initial, sessionChanged({ user, profile: complete }));
    const leaving = reduce(signedIn, signOutStarted("/auth/login?logout=true"));
    expect(leaving).toMatchObject({ leavingTo: "/auth/login?logout=true", user });
    const out = reduce(leaving, signedOut());
    expect(out).toMatchObject({ leavingTo: "/auth/login?logout=true", user: null });
    expect(reduce(out, signOutSettled()).leavingTo).toBeNull();
    expect(reduce(out, sessionChanged({ user, profile: complete })).leavingTo).toBeNull();
  });

  it("authFailed → error with the message, SDK counted as answered", () => {
    const state = reduce(initial, authFailed("Could not start sign-in"));
    expect(state).toMatchObject({ status: "error", error: "Could not start sign-in", sdkReady: true, user: null });
    expect(selectProfileReady(select(state))).toBe(false);
  });
});
