import type { User } from "firebase/auth";
import type { AppDispatch } from "@/lib/state";
import { assumedSignedOut, authFailed, profileChanged, sessionChanged, signedOut, type SessionUser } from "./authSlice";
import { hasSessionHint, setSessionHint } from "./sessionHint";

let started: Promise<void> | undefined;

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

/**
 * Starts listening to Firebase Auth (once). Each signed-in user's profile
 * document is watched live so that guards see a completed profile at once.
 */
export function startAuthSession(dispatch: AppDispatch): Promise<void> {
  started ??= (async () => {
    // Loaded here, not at the top, so that a signed-out visitor's first page carries none of it.
    const [{ getAuthClient }, { onAuthStateChanged }, watchUserProfile] = await Promise.all([
      import("@/lib/firebase"),
      import("firebase/auth"),
      import("./api/usersRepository").then((m) => m.watchUserProfile),
    ]);
    const auth = await getAuthClient();
    let stopProfile: (() => void) | null = null;
    let firstProfile = true;
    onAuthStateChanged(
      auth,
      (user) => {
        stopProfile?.();
        stopProfile = null;
        if (!user) {
          void import("./api/presence").then((m) => m.stopPresence());
          setSessionHint(false);
          dispatch(signedOut());
          return;
        }
        setSessionHint(true);
        const sessionUser = toSessionUser(user);
        firstProfile = true;
        stopProfile = watchUserProfile(
          user.uid,
          (profile) => {
            // Presence follows the user's 'public online status' toggle, as the profile says now.
            void import("./api/presence").then((m) => m.syncPresence(user.uid, profile?.privacySettings.publicOnlineStatus === true));
            if (firstProfile) {
              firstProfile = false;
              dispatch(sessionChanged({ user: sessionUser, profile }));
            } else {
              dispatch(profileChanged(profile));
            }
          },
          () => {
            // The account exists but its profile could not be read: treat it as
            // not yet set up rather than blocking every page.
            dispatch(sessionChanged({ user: sessionUser, profile: null }));
          },
        );
      },
      (error) => {
        dispatch(authFailed(error.message));
      },
    );
  })().catch((error: unknown) => {
    dispatch(authFailed(error instanceof Error ? error.message : "Could not start sign-in"));
  });
  return started;
}

/**
 * At start-up: a browser that had a session starts the SDK now; one that never
 * signed in is shown signed-out without downloading it. Guards that need the
 * real answer call startAuthSession themselves.
 */
export function bootstrapAuth(dispatch: AppDispatch, needsAccount: boolean): void {
  if (needsAccount || hasSessionHint()) void startAuthSession(dispatch);
  else dispatch(assumedSignedOut());
}
