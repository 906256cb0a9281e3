import { Navigate, type RouteObject } from "react-router-dom";
import { LeaveConfirmation } from "@/components/LeaveConfirmation";
import { PageLoader } from "@/components/PageLoader";
import { RedirectSignedIn } from "@/features/auth/components/Guard";
import { AppShell } from "../shell/AppShell";
import { lazy } from "react";
import { RouteErrorPage } from "../pages/lazyPages";
import { guarded, pending, redirectRoute } from "./routeHelpers";
import { SettingsForPlayers } from "./SettingsForPlayers";

const OrganizerOnlyNotice = lazy(() => import("./OrganizerOnlyNotice"));
import { authPages, authRoutes } from "./authRoutes";
import { devRoutes } from "./devRoutes";

const marketing = (path: string): RouteObject => ({
  path,
  handle: { marketing: path },
  lazy: () => import("@/features/marketing/components/MarketingRoute"),
});

/** Spec §2.1, the whole main-domain route table. */
export const mainRoutes: RouteObject[] = [
  {
    path: "/",
    element: <AppShell />,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import("@/features/marketing/components/LandingPage") },

          // Discovery
          { path: "discover", lazy: () => import("@/features/events/components/DiscoverPage") },
          { path: "discover/:context", lazy: () => import("@/features/events/components/DiscoverPage") },
          // A static segment outranks :context, so players are found here, not by the games' discover page.
          { path: "discover/players", lazy: () => import("@/features/players/components/DiscoverPlayersPage") },

          // Events area and its redirects
          {
            path: "event",
            children: [
              { index: true, element: <Navigate to="/discover/events" replace /> },
              guarded(["signedIn", "profileReady"], [{ element: <LeaveConfirmation />, children: [{ path: "create", lazy: () => import("@/features/events/components/EventCreatePage") }] }]),
              { path: ":id", lazy: () => import("@/features/events/components/EventPage") },
              guarded(["signedIn"], [{ element: <LeaveConfirmation />, children: [{ path: ":id/manage", lazy: () => import("@/features/events/components/EventManagePage") }] }]),
            ],
          },
          redirectRoute("share/event/:id", "/event/:id"),
          redirectRoute("evt/:id", "/event/:id"),
          redirectRoute("create", "/event/create"),
          redirectRoute("discover/events/:id", "/event/:id"),
          redirectRoute("discover/games/:id", "/event/:id"),
          redirectRoute("games/:id/manage", "/event/:id/manage"),
          redirectRoute("discover/events/:id/manage", "/event/:id/manage"),

          // Forms
          guarded(["signedIn"], [pending("form", "Forms")]),
          { path: "form/access-denied", lazy: () => import("../pages/AccessDeniedPage") },
          guarded(["signedIn", "profileReady"], [
            pending("form/build", "Form Builder"),
            {
              element: <LeaveConfirmation />,
              children: [{ path: "form/build/:id", lazy: () => import("@/features/forms/components/FormBuildRoute") }],
            },
          ]),
          pending("form/:id", "Form"),
          guarded(["signedIn"], [pending("form/:id/submissions", "Form Submissions"), pending("form/payment/:id/:submissionId", "Form Payment")]),
          pending("form/:id/:submissionId", "Form Submission"),
          pending("form/:formId/team-form-add/:userId", "Add to Team Form"),

          // Sites
          guarded(["signedIn", "profileReady"], [
            pending("site", "My Sites"),
            { path: "site/build", lazy: () => import("@/features/sites/components/SiteBuildRoute") },
            { element: <LeaveConfirmation />, children: [pending("site/build/:id", "Site Builder")] },
          ]),
          { path: "site/view/:id/*", lazy: () => import("@/features/sites/components/SiteViewRoute") },

          // Marketing pages (spec §2.11)
          ...[
            "community-connect",
            "find-players",
            "organize-events",
            "forms-and-waivers",
            "collect-payments",
            "create-tournaments",
            "create-webpages",
            "features",
            "main-carousel",
            "learn-and-grow-carousel",
            "faqs",
            "guide",
            "about-us",
            "promo",
            "ai",
            "careers",
            "start/ambassador",
          ].map(marketing),
          ...["pricing/member", "member/pricing", "organizer/pricing"].map((path) => ({ path, lazy: () => import("@/features/billing/components/PricingPage") })),
          guarded(["signedIn", "profileReady"], [pending("start/community", "Start a Community")]),
          pending("quiz", "Find Your Sport"),
          pending("quiz/pickleball", "Pickleball Quiz"),
          pending("quiz/pickleball-paddle", "Pickleball Paddle Quiz"),

          // Cities and e-mail links
          pending("city-search", "Major Cities"),
          pending("learn-and-grow", "Major Cities"),
          { path: "verify-new-email", lazy: authPages.verifyEmail },
          { path: "verify-email", lazy: authPages.verifyEmail },

          // Partners
          pending("partners/:ptype", "Partners"),
          pending("partner/preferred/:id", "Preferred Partner"),
          pending("partner/events/:id", "Partner Events"),

          // Signed-in areas
          guarded(["signedIn", "profileReady"], [
            { path: "home", lazy: () => import("@/features/home/components/HomePage") },
            { element: <LeaveConfirmation />, children: [{ path: "teams/create", lazy: () => import("@/features/teams/components/TeamCreatePage") }] },
            { path: "teams-v3", lazy: () => import("@/features/teams/components/TeamsDashboardPage") },
            { path: "scan", lazy: () => import("@/features/scan/components/ScanPage") },
          ]),
          guarded(["signedIn"], [
            pending("pay-balance/:id/:submissionId", "Pay Balance"),
            pending("subscriptions", "Subscriptions"),
            pending("subscriptions/:hostId", "Subscriptions"),
            pending("admin", "Admin"),
            { path: "user-onboarding", lazy: () => import("@/features/profile/components/UserOnboardingPage") },
          ]),
          guarded(["profileReady"], [
            { path: "my-communities", lazy: () => import("@/features/teams/components/MyCommunitiesPage") },
            { path: "notifications", lazy: () => import("@/features/notifications/components/NotificationsPage") },
            { path: "payment-success", handle: { title: "Payment Successful" }, lazy: () => import("@/features/billing/components/PaymentSuccessPage") },
            { path: "transactions", handle: { title: "Transactions" }, lazy: () => import("@/features/billing/components/TransactionsPage") },
            { path: "team-not-found", lazy: () => import("@/features/teams/components/TeamNotFoundPage") },
            { path: "external-teams", lazy: () => import("@/features/teams/components/ExternalTeamsPage") },
            pending("messages", "Messages"),
            { path: "profile", lazy: () => import("@/features/profile/components/PlayerProfilePage") },
            { path: "profile/settings", lazy: () => import("@/features/settings/components/SettingsPage") },
            { path: "profile/:id", lazy: () => import("@/features/profile/components/PlayerProfilePage") },
          ]),
          guarded(["signedIn"], [
            { path: "organizations", lazy: () => import("@/features/teams/components/TeamsDashboardPage") },
            { path: "leagues", lazy: () => import("@/features/teams/components/TeamsDashboardPage") },
          ]),

          // Organizations, teams and places
          { path: "org", lazy: () => import("@/features/organizations/components/OrganizationPage") },
          { path: "org/:slug", lazy: () => import("@/features/organizations/components/OrganizationPage") },
          pending("places/view/:id", "Place"),
          pending("places/poster", "Place Poster"),
          guarded(["profileReady", "organizer"], [pending("places/new", "New Place"), pending("places/edit/:id", "Edit Place")], <OrganizerOnlyNotice title="Places" />),
          { path: "connect", lazy: () => import("@/features/players/components/DiscoverPlayersPage") },
          pending("user-list", "User Lists"),
          pending("custom-website", "Custom Website"),
          guarded(["signedIn", "organizer", "profileReady"], [{ path: "settings", lazy: () => import("@/features/settings/components/SettingsPage") }], <SettingsForPlayers />),
          guarded(["profileReady", "organizer"], [{ path: "invoices", handle: { title: "Invoices" }, lazy: () => import("@/features/billing/components/InvoicesPage") }], <OrganizerOnlyNotice title="Invoices" />),
          { path: "team", element: <Navigate to="/" replace /> },
          { path: "team/:id", lazy: () => import("@/features/teams/components/TeamPage") },
          { path: "organization/:id", lazy: () => import("@/features/organizations/components/OrganizationPage") },
          pending("organization-website/:id/*", "Organization Website"),
          pending("full-search", "Search"),
          pending("localconnect", "Local Connect"),

          // Post board
          {
            path: "posts",
            children: [
              pending("", "Community Posts"),
              pending(":category", "Community Posts"),
              pending(":category/:subcategory", "Post Board"),
              pending(":category/:subcategory/:postId", "Post"),
            ],
          },

          // Authentication (spec §2.4)
          ...authRoutes,
          {
            element: <RedirectSignedIn />,
            children: [
              { path: "login", lazy: authPages.login },
              { path: "sign-up", lazy: authPages.signUp },
              { path: "forgot-password", lazy: authPages.forgotPassword },
            ],
          },

          ...devRoutes,

          { path: "*", lazy: () => import("../pages/NotFoundPage") },
        ],
      },
    ],
  },
];
