import { lazy } from "react";

// The auth feature's public surface: the session as other features see it.
export {
  displayNameOf,
  profileChanged,
  selectAuth,
  selectIsSignedIn,
  selectProfile,
  selectProfileReady,
  selectUser,
  signOutSettled,
  signOutStarted,
  type AuthState,
  type SessionUser,
} from "./model/authSlice";
export { currentSession, waitForSignedIn, type SessionSnapshot } from "./api/authGate";
export { safeReturnPath } from "./model/paths";
export { isOrganizer } from "./model/roles";
export { patchOwnProfile } from "./model/ownProfile";

/** The sign-up dialog (loaded only when opened, e.g. from the landing page's "Join free"). */
export const SignUpDialog = lazy(() => import("./components/SignUpDialog"));
