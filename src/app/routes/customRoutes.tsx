import { Outlet, type RouteObject } from "react-router-dom";
import { Suspense } from "react";
import { PageLoader } from "@/components/PageLoader";
import { ToastHost } from "@/components/ToastHost";
import { RouteErrorPage } from "../pages/lazyPages";
import { authRoutes } from "./authRoutes";
import { guarded, pending } from "./routeHelpers";

function BareShell() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ToastHost />
    </>
  );
}

/** Spec §2.2: custom-website mode. The root and any deeper path show the site for this host. */
export const customRoutes: RouteObject[] = [
  {
    path: "/",
    element: <BareShell />,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      ...authRoutes,
      guarded(["signedIn"], [{ path: "user-onboarding", lazy: () => import("@/features/profile/components/UserOnboardingPage") }]),
      { index: true, lazy: () => import("@/features/sites/components/CustomSiteRoute") },
      { path: "*", lazy: () => import("@/features/sites/components/CustomSiteRoute") },
    ],
  },
];

/** Spec §2.3: the second branded host: forms without guards; the root and home show the team website for the host. */
export const brandedRoutes: RouteObject[] = [
  {
    path: "/",
    element: <BareShell />,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: () => import("@/features/teams/components/TeamPage") },
      { path: "home", lazy: () => import("@/features/teams/components/TeamPage") },
      pending("forms", "Forms"),
      pending("form/build/:id", "Form Builder"),
      pending("form/:id", "Form"),
      pending("form/:id/submissions", "Form Submissions"),
      pending("form/:id/:submissionId", "Form Submission"),
      pending("form/payment/:id/:submissionId", "Form Payment"),
      ...authRoutes,
      { path: "*", lazy: () => import("@/components/NotFoundRoute") },
    ],
  },
];
