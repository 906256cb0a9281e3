import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { UserProfile } from "@/lib/session/userProfile";

/** The signed-in account as Firebase Auth reports it, as plain data. */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  providerIds: string[];
}

/**
 * Spec §4 Auth start: with no user the state is success and user null; with a
 * user it is success if a profile exists and pending if not. 'idle' means the
 * answer is not known yet (guards wait on it).
 */
export type AuthStatus = "idle" | "pending" | "success" | "error";

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  profile: UserProfile | null;
  error: string | null;
  /** True once Firebase Auth itself has answered (false while only assumed signed-out). */
  sdkReady: boolean;
  /**
   * Where a sign-out started here (logout, account deletion) is taking the user,
   * from its start until that page is shown: no guard or recheck sends the user
   * to login with a return route meanwhile.
   */
  leavingTo: string | null;
}

const initialState: AuthState = { status: "idle", user: null, profile: null, error: null, sdkReady: false, leavingTo: null };

export const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    signOutStarted(state, action: PayloadAction<string>) {
      state.leavingTo = action.payload;
    },
    /** The sign-out reached its page, or did not happen after all. */
    signOutSettled(state) {
      state.leavingTo = null;
    },
    signedOut(state) {
      state.status = "success";
      state.user = null;
      state.profile = null;
      state.error = null;
      state.sdkReady = true;
    },
    /** No session hint in this browser: shown signed-out without asking the SDK. */
    assumedSignedOut(state) {
      if (state.sdkReady) return;
      state.status = "success";
      state.user = null;
      state.profile = null;
    },
    sessionChanged(state, action: PayloadAction<{ user: SessionUser; profile: UserProfile | null }>) {
      state.user = action.payload.user;
      state.profile = action.payload.profile;
      state.leavingTo = null;
      state.error = null;
      state.sdkReady = true;
      state.status = action.payload.profile && action.payload.profile.hasAdditionalInfo ? "success" : "pending";
    },
    profileChanged(state, action: PayloadAction<UserProfile | null>) {
      if (!state.user) return;
      state.profile = action.payload;
      state.status = action.payload && action.payload.hasAdditionalInfo ? "success" : "pending";
    },
    emailVerifiedChanged(state, action: PayloadAction<boolean>) {
      if (state.user) state.user.emailVerified = action.payload;
    },
    authFailed(state, action: PayloadAction<string>) {
      state.status = "error";
      state.error = action.payload;
      state.sdkReady = true;
    },
  },
});

export const { signOutStarted, signOutSettled, signedOut, assumedSignedOut, sessionChanged, profileChanged, emailVerifiedChanged, authFailed } = authSlice.actions;

interface WithAuth {
  auth: AuthState;
}
export const selectAuth = (s: WithAuth) => s.auth;
export const selectUser = (s: WithAuth) => s.auth.user;
export const selectProfile = (s: WithAuth) => s.auth.profile;
/** The name to show for the signed-in user: their display name, the provider's, or their e-mail. */
export const displayNameOf = (auth: AuthState): string => auth.profile?.displayName || auth.user?.displayName || auth.user?.email || "";
export const selectAuthKnown = (s: WithAuth) => s.auth.status !== "idle";
export const selectAuthVerified = (s: WithAuth) => s.auth.sdkReady;
export const selectIsSignedIn = (s: WithAuth) => s.auth.user !== null;
export const selectProfileReady = (s: WithAuth) => s.auth.status === "success" && s.auth.user !== null;

declare module "@/lib/state" {
  interface AppState {
    auth: AuthState;
  }
}
