import { Outlet, type RouteObject } from "react-router-dom";
import { Suspense } from "react";
import { LeaveConfirmation } from "@/components/LeaveConfirmation";
import { PageLoader } from "@/components/PageLoader";
import { RouteErrorPage } from "../pages/lazyPages";
import { authRoutes } from "./authRoutes";
import { guarded } from "./routeHelpers";

function BareShell() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
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
      // The site is loaded once by a layout over its pages (the root and every deeper path), so
      // moving between them keeps the route and its loaded site (spec §2.1: reused, not reloaded).
      {
        lazy: () => import("@/features/sites/components/CustomSiteRoute"),
        // Only for matching: the layout renders the page itself, from the path.
        children: [
          { index: true, element: null },
          { path: "*", element: null },
        ],
      },
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
      // Forms, without guards: each page asks a signed-out visitor to sign in where it needs an account.
      { path: "forms", handle: { title: "Forms" }, lazy: () => import("@/features/forms/components/FormsListPage") },
      { element: <LeaveConfirmation />, children: [{ path: "form/build/:id", handle: { title: "Form Builder" }, lazy: () => import("@/features/forms/components/FormBuildRoute") }] },
      { path: "form/access-denied", lazy: () => import("../pages/AccessDeniedPage") },
      { path: "form/:id", handle: { title: "Form" }, lazy: () => import("@/features/forms/components/FormFillPage") },
      { path: "form/:id/submissions", handle: { title: "Form Submissions" }, lazy: () => import("@/features/forms/components/SubmissionsPage") },
      { path: "form/:id/:submissionId", handle: { title: "Form Submission" }, lazy: () => import("@/features/forms/components/SubmissionDetailPage") },
      { path: "form/payment/:id/:submissionId", handle: { title: "Form Payment" }, lazy: () => import("@/features/forms/components/FormPaymentPage") },
      ...authRoutes,
      { path: "*", lazy: () => import("@/components/NotFoundRoute") },
    ],
  },
];
