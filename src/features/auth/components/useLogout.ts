import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { toast } from "@/lib/toast";
import { logout } from "../api/logout";
import { signedOut } from "../model/authSlice";

export const LOGOUT_DESTINATION = "/auth/login?logout=true";

/** Logs out and always lands on login?logout=true (spec §2.4, §4, §8 Logout). */
export function useLogout() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    // Leave the signed-in page first, so that no guard on it reacts to the sign-out by
    // sending the user elsewhere; the destination is always login?logout=true.
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
