import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { toast } from "@/lib/toast";
import { logout } from "../api/logout";
import { signedOut } from "../model/authSlice";

/** Logs out and always lands on login?logout=true (spec §2.4, §4, §8 Logout). */
export function useLogout() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    const { ok } = await logout();
    if (!ok) {
      dispatch(signedOut());
      toast.error("Error during logout. You have been signed out.", { duration: "normal", actionLabel: "Dismiss" });
    }
    setBusy(false);
    void navigate("/auth/login?logout=true", { replace: true });
  }, [dispatch, navigate]);
  return { logout: run, busy };
}
