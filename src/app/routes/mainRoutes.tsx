import { Navigate, type RouteObject } from "react-router-dom";
import { LeaveConfirmation } from "@/components/LeaveConfirmation";
import { PageLoader } from "@/components/PageLoader";
import { RedirectSignedIn } from "@/features/auth/components/Guard";
import { lazy } from "react";
import { RouteErrorPage } from "../pages/lazyPages";
import { guarded, pending, redirectRoute } from "./routeHelpers";
import { SettingsForPlayers } from "./SettingsForPlayers";

const OrganizerOnlyNotice = lazy(() => import("./OrganizerOnlyNotice"));
// A player on the invoices route sees the invoices addressed to them (issue 31); organizers send them.
const PlayerInvoicesPage = lazy(() => import("@/features/billing/components/PlayerInvoicesPage"));
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
    // The shell (top bar, menu, logout) loads beside the first page's own code, not in the
    // entry that every host downloads: a team's website on its own domain never needs it.
    lazy: async () => ({ Component: (await import("../shell/AppShell")).AppShell }),
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import("../signUp/LandingRoute") },

          // Discovery
          { path: "discover", lazy: () => import("@/features/events/components/DiscoverPage") },
          { path: "discover/:context", lazy: () => import("@/features/events/components/DiscoverPage") },
          // A static segment outranks :context, so players are found here, not by the games' discover page.
          { path: "discover/players", lazy: () => import("@/features/players/components/DiscoverPlayersPage") },
          { path: "discover/places", handle: { title: "Discover places" }, lazy: () => import("@/features/places/components/PlacesBrowserPage") },

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
          guarded(["signedIn"], [{ path: "form", handle: { title: "Forms" }, lazy: () => import("@/features/forms/components/FormsListPage") }]),
          { path: "form/access-denied", lazy: () => import("../pages/AccessDeniedPage") },
          guarded(
            ["signedIn", "profileReady"],
            [
              {
                element: <LeaveConfirmation />,
                children: [
                  { path: "form/build", handle: { title: "Form Builder" }, lazy: () => import("@/features/forms/components/FormBuildNewPage") },
                  { path: "form/build/:id", handle: { title: "Form Builder" }, lazy: () => import("@/features/forms/components/FormBuildRoute") },
                ],
              },
            ],
          ),
          { path: "form/:id", handle: { title: "Form" }, lazy: () => import("@/features/forms/components/FormFillPage") },
          guarded(
            ["signedIn"],
            [
              { path: "form/:id/submissions", handle: { title: "Form Submissions" }, lazy: () => import("@/features/forms/components/SubmissionsPage") },
              { path: "form/payment/:id/:submissionId", handle: { title: "Form Payment" }, lazy: () => import("@/features/forms/components/FormPaymentPage") },
            ],
          ),
          { path: "form/:id/:submissionId", handle: { title: "Form Submission" }, lazy: () => import("@/features/forms/components/SubmissionDetailPage") },
          { path: "form/:formId/team-form-add/:userId", handle: { title: "Add to Team Form" }, lazy: () => import("@/features/forms/components/TeamFormAddPage") },

          // Sites
          guarded(
            ["signedIn", "profileReady"],
            [
              { path: "site", handle: { title: "My Sites" }, lazy: () => import("@/features/sites/components/MySitesPage") },
              { path: "site/build", handle: { title: "New website" }, lazy: () => import("@/features/sites/components/SiteBuildRoute") },
              { element: <LeaveConfirmation />, children: [{ path: "site/build/:id", handle: { title: "Site Builder" }, lazy: () => import("@/features/sites/components/SiteBuilderRoute") }] },
            ],
          ),
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
          { path: "city-search", handle: { title: "Major Cities" }, lazy: () => import("@/features/places/components/MajorCitiesPage") },
          { path: "learn-and-grow", handle: { title: "Major Cities" }, lazy: () => import("@/features/places/components/MajorCitiesPage") },
          { path: "verify-new-email", lazy: authPages.verifyEmail },
          { path: "verify-email", lazy: authPages.verifyEmail },

          // Partners
          pending("partners/:ptype", "Partners"),
          pending("partner/preferred/:id", "Preferred Partner"),
          pending("partner/events/:id", "Partner Events"),

          // Signed-in areas
          guarded(
            ["signedIn", "profileReady"],
            [
              { path: "home", lazy: () => import("@/app/home/HomePage") },
              { element: <LeaveConfirmation />, children: [{ path: "teams/create", lazy: () => import("@/features/teams/components/TeamCreatePage") }] },
              { path: "teams-v3", lazy: () => import("@/features/teams/components/TeamsDashboardPage") },
              { path: "scan", lazy: () => import("@/features/scan/components/ScanPage") },
            ],
          ),
          guarded(
            ["signedIn"],
            [
              { path: "pay-balance/:id/:submissionId", handle: { title: "Pay Balance" }, lazy: () => import("@/features/forms/components/PayBalancePage") },
              pending("subscriptions", "Subscriptions"),
              pending("subscriptions/:hostId", "Subscriptions"),
              pending("admin", "Admin"),
              { path: "user-onboarding", lazy: () => import("@/features/profile/components/UserOnboardingPage") },
            ],
          ),
          guarded(
            ["profileReady"],
            [
              { path: "my-communities", lazy: () => import("@/features/teams/components/MyCommunitiesPage") },
              { path: "notifications", lazy: () => import("@/features/notifications/components/NotificationsPage") },
              { path: "payment-success", handle: { title: "Payment Successful" }, lazy: () => import("@/features/billing/components/PaymentSuccessPage") },
              { path: "transactions", handle: { title: "Transactions" }, lazy: () => import("@/features/billing/components/TransactionsPage") },
              { path: "team-not-found", lazy: () => import("@/features/teams/components/TeamNotFoundPage") },
              { path: "external-teams", lazy: () => import("@/features/teams/components/ExternalTeamsPage") },
              { path: "messages", handle: { title: "Messages" }, lazy: () => import("@/features/messages/components/MessagesPage") },
              { path: "messages/:id", handle: { title: "Conversation" }, lazy: () => import("@/features/messages/components/ConversationPage") },
              { path: "profile", lazy: () => import("@/features/profile/components/PlayerProfilePage") },
              { path: "profile/settings", lazy: () => import("@/app/settings/SettingsPage") },
              { path: "profile/:id", lazy: () => import("@/features/profile/components/PlayerProfilePage") },
            ],
          ),
          guarded(
            ["signedIn"],
            [
              { path: "organizations", lazy: () => import("@/features/teams/components/TeamsDashboardPage") },
              { path: "leagues", lazy: () => import("@/features/teams/components/TeamsDashboardPage") },
            ],
          ),

          // Organizations, teams and places
          { path: "org", lazy: () => import("@/app/organizations/OrganizationPage") },
          { path: "org/:slug", lazy: () => import("@/app/organizations/OrganizationPage") },
          { path: "places/view/:id", handle: { title: "Place" }, lazy: () => import("@/app/places/PlacePage") },
          { path: "places/poster", handle: { title: "Place Poster" }, lazy: () => import("@/features/places/components/PlacePosterPage") },
          guarded(
            ["profileReady", "organizer"],
            [
              {
                element: <LeaveConfirmation />,
                children: [
                  { path: "places/new", handle: { title: "New Place" }, lazy: () => import("@/features/places/components/PlaceFormPage") },
                  { path: "places/edit/:id", handle: { title: "Edit Place" }, lazy: () => import("@/features/places/components/PlaceFormPage") },
                ],
              },
            ],
            <OrganizerOnlyNotice title="Places" />,
          ),
          { path: "connect", lazy: () => import("@/features/players/components/DiscoverPlayersPage") },
          guarded(
            ["profileReady", "organizer"],
            [{ path: "user-list", handle: { title: "User Lists" }, lazy: () => import("@/features/userLists/components/UserListsPage") }],
            <OrganizerOnlyNotice title="User Lists" />,
          ),
          { path: "custom-website", handle: { title: "Custom Website" }, lazy: () => import("@/features/sites/components/CustomWebsitePage") },
          guarded(["signedIn", "organizer", "profileReady"], [{ path: "settings", lazy: () => import("@/app/settings/SettingsPage") }], <SettingsForPlayers />),
          guarded(["profileReady", "organizer"], [{ path: "invoices", handle: { title: "Invoices" }, lazy: () => import("@/features/billing/components/InvoicesPage") }], <PlayerInvoicesPage />),
          { path: "team", element: <Navigate to="/" replace /> },
          { path: "team/:id", lazy: () => import("@/features/teams/components/TeamPage") },
          { path: "organization/:id", lazy: () => import("@/app/organizations/OrganizationPage") },
          { path: "organization-website/:id/*", lazy: () => import("@/features/sites/components/OrganizationWebsiteRoute") },
          { path: "full-search", handle: { title: "Search" }, lazy: () => import("@/features/search/components/FullSearchPage") },
          { path: "localconnect", handle: { title: "Local Connect" }, lazy: () => import("@/app/localconnect/LocalConnectPage") },

          // Post board
          {
            path: "posts",
            handle: { title: "Community Posts" },
            lazy: () => import("@/features/posts/components/PostsLayout"),
            children: [
              { index: true, handle: { title: "Community Posts" }, lazy: () => import("@/features/posts/components/PostsIndexPage") },
              { path: ":category", handle: { title: "Community Posts" }, lazy: () => import("@/features/posts/components/CategoryPage") },
              { path: ":category/:subcategory", handle: { title: "Post Board" }, lazy: () => import("@/features/posts/components/SubCategoryPage") },
              { path: ":category/:subcategory/:postId", handle: { title: "Post" }, lazy: () => import("@/features/posts/components/PostPage") },
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
