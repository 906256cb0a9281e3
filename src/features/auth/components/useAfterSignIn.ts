import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { waitForSignedIn } from "@/lib/session/authGate";
import type { SignInOutcome } from "../api/authService";
import { safeReturnPath } from "@/lib/session/paths";

/** Where to go after signing in: a new user completes the profile first; others return where they were going. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    async (outcome: SignInOutcome) => {
      await waitForSignedIn(outcome.uid);
      const returnUrl = params.get("returnUrl");
      if (outcome.newUser) {
        const query = returnUrl ? `?returnUrl=${encodeURIComponent(safeReturnPath(returnUrl))}` : "";
        await navigate(`/user-onboarding${query}`, { replace: true });
      } else {
        await navigate(safeReturnPath(returnUrl), { replace: true });
      }
    },
    [navigate, params],
  );
}
