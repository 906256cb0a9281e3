import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { logout } from "@/lib/session/logout";
import { signOutStarted, signedOut } from "@/lib/session/authSlice";
import { LOGOUT_DESTINATION } from "@/lib/session/paths";

/** Logs out and always lands on login?logout=true (spec §2.4, §4, §8 Logout). */
export function useLogout() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    // Leave the signed-in page first. The router renders the login page in a transition,
    // which the sign-out can overtake while the guarded page is still on screen; the
    // flag tells that page's guard (and the protected-path recheck) where a logout goes.
    dispatch(signOutStarted(LOGOUT_DESTINATION));
    await navigate(LOGOUT_DESTINATION, { replace: true });
    const { ok } = await logout();
    if (!ok) {
      dispatch(signedOut());
      toast.error("Error during logout. You have been signed out.", { duration: "normal", actionLabel: "Dismiss" });
    }
    setBusy(false);
  }, [dispatch, navigate]);
  return { logout: run, busy };
}
