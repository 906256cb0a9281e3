import { useRef, useState } from "react";
import type { AuthResult, SignInOutcome } from "../api/authService";
import type { AuthFailure } from "../model/authErrors";

/**
 * Runs a sign-in or sign-up attempt for a form: one at a time (a double click
 * creates one account), the failure kept for display, and the next step on success.
 */
export function useSignInAction(onSignedIn: (outcome: SignInOutcome) => Promise<void>) {
  const [problem, setProblem] = useState<AuthFailure | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const inFlight = useRef(false);

  const run = async (attempt: () => Promise<AuthResult<SignInOutcome>>, options: { google?: boolean; onFailure?: (failure: AuthFailure) => void } = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    if (options.google) setGoogleBusy(true);
    setProblem(null);
    try {
      const result = await attempt();
      if (!result.ok) {
        setProblem(result.failure);
        options.onFailure?.(result.failure);
        return;
      }
      await onSignedIn(result.value);
    } finally {
      inFlight.current = false;
      if (options.google) setGoogleBusy(false);
    }
  };

  return { run, problem, googleBusy };
}
