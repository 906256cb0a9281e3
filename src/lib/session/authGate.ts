import type { AppStoreLike } from "@/lib/state";
import type { SessionUser } from "./authSlice";
import type { UserProfile } from "@/lib/session/userProfile";
import { startAuthSession } from "./session";

/**
 * Lets route loaders (which run outside React) wait for the signed-in account.
 * The app registers its store once at start-up.
 */
let store: AppStoreLike | null = null;

export function registerAuthStore(s: AppStoreLike): void {
  store = s;
}

export interface SessionSnapshot {
  user: SessionUser | null;
  profile: UserProfile | null;
}

/** Resolves with the account once Firebase Auth has answered (starting it if needed). */
export function currentSession(): Promise<SessionSnapshot> {
  const s = store;
  if (!s) return Promise.reject(new Error("Auth store not registered"));
  void startAuthSession(s.dispatch);
  const read = (): SessionSnapshot | null => {
    const { auth } = s.getState();
    return auth.sdkReady ? { user: auth.user, profile: auth.profile } : null;
  };
  const now = read();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = s.subscribe(() => {
      const value = read();
      if (value) {
        stop();
        resolve(value);
      }
    });
  });
}

/** Resolves once the store shows this account signed in (after a sign-in, before navigating). */
export function waitForSignedIn(uid: string): Promise<SessionSnapshot> {
  const s = store;
  if (!s) return Promise.reject(new Error("Auth store not registered"));
  void startAuthSession(s.dispatch);
  const read = (): SessionSnapshot | null => {
    const { auth } = s.getState();
    return auth.user?.uid === uid && auth.status !== "idle" ? { user: auth.user, profile: auth.profile } : null;
  };
  const now = read();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = s.subscribe(() => {
      const value = read();
      if (value) {
        stop();
        resolve(value);
      }
    });
  });
}
