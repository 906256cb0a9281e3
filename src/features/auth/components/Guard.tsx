import { useEffect, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { isOrganizer } from "@/lib/session/roles";
import { selectAuth } from "@/lib/session/authSlice";
import { startAuthSession } from "@/lib/session/session";
import { loginPath } from "@/lib/session/paths";

export type GuardName = "signedIn" | "profileReady" | "organizer";

export interface GuardProps {
  guards: GuardName[];
  /** What a signed-in non-organizer sees on an organizer-only route. */
  organizerFallback?: ReactNode;
}

/**
 * Route guard (spec §2.1 guard names). Waits for Firebase Auth's answer, then:
 * signed-out → login (with a return route; during a logout or account deletion, where that goes); no completed profile → onboarding;
 * not an organizer → the fallback.
 */
export function Guard({ guards, organizerFallback }: GuardProps) {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  useEffect(() => {
    void startAuthSession(dispatch);
  }, [dispatch]);

  const here = `${location.pathname}${location.search}`;
  if (!auth.sdkReady) return <PageLoader label="Checking your account" />;
  if (!auth.user) return <Navigate to={auth.leavingTo ?? loginPath(here)} replace />;
  if ((guards.includes("profileReady") || guards.includes("organizer")) && auth.status !== "success") {
    return <Navigate to={`/user-onboarding?returnUrl=${encodeURIComponent(here)}`} replace />;
  }
  if (guards.includes("organizer") && !isOrganizer(auth.profile)) return <>{organizerFallback ?? <Navigate to="/home" replace />}</>;
  return <Outlet />;
}

/** Spec §2.4: the second auth group sends signed-in users to the home route. */
export function RedirectSignedIn() {
  const auth = useAppSelector(selectAuth);
  if (auth.user) return <Navigate to="/home" replace />;
  return <Outlet />;
}
