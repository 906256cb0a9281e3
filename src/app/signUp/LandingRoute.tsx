import { lazy } from "react";
import { LandingPage } from "@/features/marketing/components/LandingPage";

// Loaded when a visitor asks to join, not with the landing page.
const SignUpDialog = lazy(() => import("./SignUpDialog"));

/** The landing page with its "Join free" dialog (auth's account step, then profile's form). */
export function Component() {
  return <LandingPage SignUpDialog={SignUpDialog} />;
}
