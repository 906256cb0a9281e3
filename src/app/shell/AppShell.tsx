import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import Box from "@mui/material/Box";
import { PageLoader } from "@/components/PageLoader";
import { selectAuth, signOutSettled } from "@/lib/session/authSlice";
import { isProtectedPath, loginPath } from "@/lib/session/paths";
import { startAuthSession } from "@/lib/session/session";
import { useLogout } from "@/features/auth/components/useLogout";
import { logout as signOutEverywhere } from "@/lib/session/logout";
import { useAppDispatch, useAppSelector, useAppStore } from "@/lib/hooks";
import { TopBar } from "./TopBar";

// The drawer's code loads the first time the menu is opened.
const SideNav = lazy(() => import("./SideNav"));
const ClearAndReloadOverlay = lazy(() => import("./ClearAndReloadOverlay"));

/** Spec §9: protected-route recheck 1 s after navigation. */
export const PROTECTED_RECHECK_MS = 1000;

export function AppShell() {
  const auth = useAppSelector(selectAuth);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [resetting, setResetting] = useState(false);
  const reset = () => {
    setResetting(true);
    void import("./clearAndReload").then(({ clearAndReload }) =>
      clearAndReload({
        storages: [localStorage, sessionStorage],
        caches: "caches" in window ? window.caches : undefined,
        serviceWorker: "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
        logout: () => signOutEverywhere(),
        goHome: () => window.location.assign("/"),
      }),
    );
  };
  const { logout, busy } = useLogout();
  useProtectedPrefixCheck();
  useSignOutLanding();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar
        auth={auth}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
        onLogout={() => void logout()}
        loggingOut={busy}
      />
      {menuUsed ? (
        <Suspense fallback={null}>
          <SideNav open={menuOpen} onClose={() => setMenuOpen(false)} signedIn={auth.user !== null} onReset={reset} />
        </Suspense>
      ) : null}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: "none" }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {resetting ? (
        <Suspense fallback={null}>
          <ClearAndReloadOverlay />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** Spec §2.4: after navigation to /home, /profile or /teams, a check after 1 s sends a signed-out visitor to login. */
function useProtectedPrefixCheck() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (!isProtectedPath(location.pathname)) return;
    void startAuthSession(dispatch);
    const timer = setTimeout(() => {
      const { auth } = store.getState();
      if (auth.sdkReady && !auth.user && !auth.leavingTo) void navigate(loginPath(`${location.pathname}${location.search}`), { replace: true });
    }, PROTECTED_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search, navigate, dispatch, store]);
}

/**
 * A sign-out started here (logout, account deletion) is over once the signed-out
 * user is on its page; from then on guarded pages ask for login with their return route.
 */
function useSignOutLanding() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const { user, leavingTo } = useAppSelector(selectAuth);
  useEffect(() => {
    if (leavingTo && !user && `${pathname}${search}` === leavingTo) dispatch(signOutSettled());
  }, [dispatch, leavingTo, user, pathname, search]);
}
