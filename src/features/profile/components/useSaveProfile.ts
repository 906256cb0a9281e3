import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useAppSelector } from "@/lib/hooks";
import { logAnalyticsEvent } from "@/lib/analytics";
import { brand } from "@/lib/brand";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/lib/session/authSlice";
import { APP_MESSAGES } from "@/lib/messages";
import { useSaveProfileMutation } from "../api/profileApi";
import { afterOnboardingTarget, POST_SIGNUP_RELOAD_MS } from "../model/onboarding";
import type { ProfileInput } from "../model/profileSchema";

/** Where the sign-up dialog was opened from (spec §2.6 stored return route). */
export const RETURN_ROUTE_KEY = "rallyhub.returnRoute";

/** Saves the profile form and does what spec §2.6 and §4 (Profile form) say comes next. */
export function useSaveProfile({ isNew, inAuthDialog = false }: { isNew: boolean; inAuthDialog?: boolean }) {
  const auth = useAppSelector(selectAuth);
  const navigate = useNavigate();
  const [save] = useSaveProfileMutation();
  return useCallback(
    async (input: ProfileInput) => {
      const uid = auth.user?.uid;
      if (!uid) throw new Error(APP_MESSAGES.failure.userNotLoaded);
      // The e-mail saved is the sign-in address (the form checks they match; the token's spelling is what the rules accept).
      const email = auth.user?.email ?? input.email;
      await save({ uid, input: { ...input, email, birthdate: input.birthdate ? input.birthdate.getTime() : null }, photoURL: auth.profile?.photoURL || auth.user?.photoURL || "" }).unwrap();
      logAnalyticsEvent("user_info", { join_reason: input.joinReason, sports: input.sports.length });
      if (!isNew) {
        logAnalyticsEvent("settings_updated");
        toast.success("Successfully updated your profile");
        return;
      }
      logAnalyticsEvent("settings_created");
      // A full reload follows, so the welcome is shown once the page is back.
      toast.afterReload({ message: `Welcome to ${brand.productName}!`, severity: "success" });
      const stored = sessionStorage.getItem(RETURN_ROUTE_KEY);
      sessionStorage.removeItem(RETURN_ROUTE_KEY);
      await navigate(afterOnboardingTarget({ inAuthDialog, storedReturnRoute: stored }), { replace: true });
      // Spec §2.6: a full reload follows after 250 ms, so every part of the app starts from the completed profile.
      setTimeout(() => window.location.reload(), POST_SIGNUP_RELOAD_MS);
    },
    [auth.profile?.photoURL, auth.user?.email, auth.user?.photoURL, auth.user?.uid, inAuthDialog, isNew, navigate, save],
  );
}
