/** Spec §2.6: after the new-user form, the availability tab (skippable), or the stored return route inside an auth dialog. */
export const AFTER_ONBOARDING = "/settings?tab=availability&skippable=true";
/** Spec §9: post-signup redirect 250 ms (a full reload follows). */
export const POST_SIGNUP_RELOAD_MS = 250;

export function afterOnboardingTarget(options: { inAuthDialog: boolean; storedReturnRoute: string | null }): string {
  const stored = options.storedReturnRoute;
  if (options.inAuthDialog && stored && stored.startsWith("/") && !stored.startsWith("//") && !stored.startsWith("/\\")) return stored;
  return AFTER_ONBOARDING;
}
