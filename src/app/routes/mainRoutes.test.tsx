import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { makeStore } from "@/app/store";
import { registerAuthStore } from "@/lib/session/authGate";
import { registerAppStore } from "@/lib/session/storeAccess";
import { mainRoutes } from "./mainRoutes";

// The network boundary: guards and the shell start the Firebase Auth listener.
vi.mock("@/lib/session/session", () => ({ startAuthSession: vi.fn(() => Promise.resolve()) }));
// The profile page reads a public profile: it stays loading here.
vi.mock("@/features/profile/api/publicProfiles", () => ({ getPublicProfile: vi.fn(() => new Promise(() => undefined)) }));
// The shell's unread count listens to Firestore: no notifications here.
vi.mock("@/features/notifications/api/notificationsRepository", () => ({
  watchUnread: vi.fn((_collection: string, _uid: string, onChange: (items: []) => void) => {
    onChange([]);
    return () => undefined;
  }),
  markNotificationRead: vi.fn(),
  deleteNotification: vi.fn(),
  createNotification: vi.fn(),
}));

// Organizations and teams read Firestore: one organization, no teams, here.
vi.mock("@/features/organizations/api/organizationsRepository", () => ({
  getOrganizationBySlug: vi.fn((slug: string) => Promise.resolve({ id: slug, slug, name: "Riverside League", description: "", logoURL: null, city: "" })),
  listOrganizationsByCreator: vi.fn(() => Promise.resolve([])),
}));
vi.mock("@/features/teams/api/teamsRepository", () => ({
  getTeam: vi.fn(() => Promise.resolve(null)),
  listTeamsForUser: vi.fn(() => Promise.resolve([])),
  listInvitations: vi.fn(() => Promise.resolve([])),
  countPendingInvitations: vi.fn(() => Promise.resolve(0)),
  listTeamEvents: vi.fn(() => Promise.resolve([])),
}));
vi.mock("@/features/teams/api/teamPagesRepository", () => ({
  getTeamByDomain: vi.fn(() => Promise.resolve(null)),
  listManagedTeams: vi.fn(() => Promise.resolve([])),
  listOrganizationTeams: vi.fn(() => Promise.resolve([])),
  getTeamReads: vi.fn(() => Promise.resolve({})),
}));

// Websites: an organization's website exists, the user has no sites.
vi.mock("@/features/sites/api/publicSiteRepository", async () => {
  const { makeWebsite } = await import("@/test/fixtures");
  return {
    getWebsite: vi.fn(() => Promise.resolve(null)),
    getWebsiteByDomain: vi.fn(() => Promise.resolve(null)),
    getWebsiteByOrganization: vi.fn((id: string) => Promise.resolve(makeWebsite({ id: `site-of-${id}`, organizationId: id }))),
  };
});
vi.mock("@/features/sites/api/sitesRepository", () => ({
  countOwnedSites: vi.fn(() => Promise.resolve(0)),
  listMySites: vi.fn(() => Promise.resolve([])),
  getDraft: vi.fn(() => Promise.resolve(null)),
}));

// Forms live in Firestore and the Functions: none here.
vi.mock("@/features/forms/api/formsRepository", () => ({
  getForm: vi.fn(() => Promise.resolve(null)),
  listMyForms: vi.fn(() => Promise.resolve({ items: [], more: false })),
  getSubmission: vi.fn(() => Promise.resolve(null)),
  getFormPayment: vi.fn(() => new Promise(() => undefined)),
}));

vi.mock("@/features/places/api/cityPlacesRepository", () => ({ listPlacesInCity: vi.fn(() => Promise.resolve([])) }));
// Places live in Firestore: none here (an unknown id shows 'Place not found').
vi.mock("@/features/places/api/placesRepository", () => ({
  getPlace: vi.fn(() => Promise.resolve(null)),
  placesInBounds: vi.fn(() => Promise.resolve({ places: [], next: null, reads: 1 })),
  savePlace: vi.fn(),
  placeUploadsAvailable: vi.fn(() => Promise.resolve(false)),
  uploadPlacePhoto: vi.fn(),
}));

// Games live in Firestore: none here (an unknown id shows 'Game not found').
vi.mock("@/features/events/api/eventsRepository", () => ({
  discoverEvents: vi.fn(() => Promise.resolve({ results: [], next: null, reads: 0 })),
  listMyRsvps: vi.fn(() => Promise.resolve([])),
  listHostedEvents: vi.fn(() => Promise.resolve([])),
}));
vi.mock("@/features/events/api/eventPagesRepository", () => ({
  getEvent: vi.fn(() => Promise.resolve(null)),
  watchEvent: vi.fn((_id: string, onChange: (e: null) => void) => {
    onChange(null);
    return () => undefined;
  }),
  watchMyRsvp: vi.fn((_e: string, _u: string, onChange: (j: null) => void) => {
    onChange(null);
    return () => undefined;
  }),
  watchJoiners: vi.fn((_e: string, onChange: (list: []) => void) => {
    onChange([]);
    return () => undefined;
  }),
  listSeries: vi.fn(() => Promise.resolve([])),
  listFavorites: vi.fn(() => Promise.resolve([])),
  isFavorite: vi.fn(() => Promise.resolve(false)),
  setFavorite: vi.fn(() => Promise.resolve()),
}));

// The post board reads through the listPosts callable and single posts: none here.
vi.mock("@/features/posts/api/postsRepository", () => ({
  listPosts: vi.fn(() => Promise.resolve({ posts: [], next: null, reads: 1 })),
  getPost: vi.fn(() => Promise.resolve(null)),
  createPost: vi.fn(),
  updatePost: vi.fn(),
  deletePost: vi.fn(),
  reportPost: vi.fn(),
}));

// Invoices are read live: each user has one open invoice from Olivia here.
vi.mock("@/features/billing/api/invoicesRepository", async () => {
  const { makeInvoice } = await import("@/test/fixtures");
  return {
    watchInvoices: vi.fn((_role: string, uid: string, _max: number, onChange: (page: unknown) => void) => {
      onChange({
        items: [makeInvoice({ payerUid: uid })],
        more: false,
      });
      return () => undefined;
    }),
    createInvoice: vi.fn(),
    voidInvoice: vi.fn(),
    payInvoice: vi.fn(),
  };
});

const NOT_FOUND = "We couldn't find that page";

/**
 * Opens `path` in the main route table with a real store, waits until the
 * router has settled on `expected` (path and query), and returns the router.
 * Page contents are only checked where they are stable (pages still being
 * built are replaced by their features over time).
 */
async function landsOn(path: string, expected: string, auth: AuthState = signedOutAuth()) {
  const store = makeStore({ auth });
  // Route loaders (site/build, form/build/{id}) read the session through the registered store, as after bootstrap.
  registerAppStore(store);
  registerAuthStore(store);
  const { router } = renderRoutes(mainRoutes, { store, initialEntries: [path] });
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe("idle");
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected);
  });
  return router;
}

async function showsAPage(path: string, auth?: AuthState) {
  await landsOn(path, path, auth);
  expect(screen.queryByRole("heading", { name: NOT_FOUND })).not.toBeInTheDocument();
  expect(screen.queryByRole("status", { name: "Checking your account" })).not.toBeInTheDocument();
}

describe("main route table (spec §2.1)", () => {
  describe("event redirects", () => {
    it.each([
      ["/share/event/1", "/event/1"],
      ["/evt/1", "/event/1"],
      ["/discover/events/1", "/event/1"],
      ["/discover/games/1", "/event/1"],
      ["/games/1/manage", "/event/1/manage"],
      ["/discover/events/1/manage", "/event/1/manage"],
      ["/create", "/event/create"],
      ["/evt/a%20b", "/event/a%20b"],
      ["/evt/42?ref=mail", "/event/42?ref=mail"],
    ])("signed in: %s → %s", async (from, to) => {
      await landsOn(from, to, signedInAuth());
    });

    it.each([
      ["/share/event/1", "/event/1"],
      ["/evt/1", "/event/1"],
      ["/discover/events/1", "/event/1"],
      ["/discover/games/1", "/event/1"],
      ["/evt/42?ref=share", "/event/42?ref=share"],
    ])("signed out: %s → %s (a public page)", async (from, to) => {
      await landsOn(from, to);
      expect(screen.queryByRole("heading", { name: NOT_FOUND })).not.toBeInTheDocument();
    });

    it.each([
      ["/create", "/auth/login?returnUrl=%2Fevent%2Fcreate"],
      ["/games/1/manage", "/auth/login?returnUrl=%2Fevent%2F1%2Fmanage"],
      ["/discover/events/1/manage", "/auth/login?returnUrl=%2Fevent%2F1%2Fmanage"],
    ])("signed out: %s → the event route, which needs sign-in: %s", async (from, to) => {
      await landsOn(from, to);
    });

    it("/event on its own goes to discover events", async () => {
      await landsOn("/event", "/discover/events");
    });
  });

  describe("auth routes (spec §2.4)", () => {
    it("/auth → /auth/sign-up", async () => {
      await landsOn("/auth", "/auth/sign-up");
    });

    it.each(["/auth/login", "/auth/sign-up", "/auth/forgot-password", "/auth/verify-email"])("%s is a page", async (path) => {
      await showsAPage(path);
    });

    it.each(["/login", "/sign-up", "/forgot-password"])("the second auth group sends a signed-in user from %s home", async (path) => {
      await landsOn(path, "/home", signedInAuth());
    });

    it.each(["/login", "/sign-up", "/forgot-password"])("the second auth group shows %s to a signed-out visitor", async (path) => {
      await showsAPage(path);
    });
  });

  it("/team without an id → /", async () => {
    await landsOn("/team", "/");
  });

  it.each(["/no-such-page", "/event/1/nope/deeper", "/homes", "/teams-v3/x"])("%s shows the not-found page", async (path) => {
    const router = await landsOn(path, path);
    expect(await screen.findByRole("heading", { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up to play" })).toHaveAttribute("href", "/auth/sign-up");
    expect(router.state.location.pathname).toBe(path);
  });

  it("the not-found page sends signed-in users to discover events", async () => {
    await landsOn("/no-such-page", "/no-such-page", signedInAuth());
    expect(await screen.findByRole("link", { name: "Discover events" })).toHaveAttribute("href", "/discover/events");
  });

  describe("guards", () => {
    it.each([
      "/home",
      "/form",
      "/form/build",
      "/form/abc/submissions",
      "/form/payment/abc/sub-1",
      "/site",
      "/site/build",
      "/teams/create",
      "/teams-v3",
      "/scan",
      "/start/community",
      "/pay-balance/i-1/sub-1",
      "/subscriptions",
      "/subscriptions/host-1",
      "/admin",
      "/user-onboarding",
      "/settings",
      "/my-communities",
      "/notifications",
      "/payment-success",
      "/transactions",
      "/team-not-found",
      "/external-teams",
      "/messages",
      "/profile",
      "/invoices",
      "/user-list",
      "/places/new",
      "/places/edit/p-1",
    ])("signed out: %s → login with it as the return URL", async (path) => {
      await landsOn(path, `/auth/login?returnUrl=${encodeURIComponent(path)}`);
    });

    it.each(["/home", "/teams/create", "/site", "/form/build", "/my-communities", "/profile", "/start/community", "/invoices", "/settings"])(
      "a signed-in user without a profile on %s goes to onboarding",
      async (path) => {
        await landsOn(path, `/user-onboarding?returnUrl=${encodeURIComponent(path)}`, signedInAuth(null));
      },
    );

    it.each(["/form", "/subscriptions", "/admin", "/user-onboarding", "/pay-balance/i-1/sub-1"])("signed-in alone is enough for %s", async (path) => {
      await showsAPage(path, signedInAuth(null));
    });

    it.each(["/home", "/teams/create", "/teams-v3", "/scan", "/site", "/profile", "/notifications", "/messages"])("a signed-in player reaches %s", async (path) => {
      await showsAPage(path, signedInAuth());
    });

    it("a player on settings is sent to the profile settings, keeping the query", async () => {
      await landsOn("/settings?tab=payments", "/profile/settings?tab=payments", signedInAuth());
    });

    it.each(["/settings", "/invoices", "/user-list", "/places/new", "/places/edit/p-1"])("an organizer reaches %s", async (path) => {
      await showsAPage(path, signedInAuth({ joinReason: "Organize" }));
      expect(screen.queryByRole("heading", { name: /is for organizers$/ })).not.toBeInTheDocument();
    });

    it("a player on /invoices sees the invoices addressed to them, each with Pay (issue 31)", async () => {
      await landsOn("/invoices", "/invoices", signedInAuth());
      expect(await screen.findByRole("heading", { level: 1, name: "Invoices" })).toBeInTheDocument();
      const bill = await screen.findByRole("listitem", { name: "Olivia, Spring league fee, $40.00, Open" });
      expect(bill).toHaveTextContent("Due Jan 5, 2099");
      expect(screen.getByRole("button", { name: "Pay $40.00" })).toBeEnabled();
      expect(screen.getByRole("link", { name: "Transaction History" })).toHaveAttribute("href", "/transactions");
      expect(screen.queryByRole("heading", { name: /is for organizers$/ })).not.toBeInTheDocument();
    });

    it.each([
      ["/user-list", "User Lists is for organizers"],
      ["/places/new", "Places is for organizers"],
      ["/places/edit/p-1", "Places is for organizers"],
    ])("a player on %s sees the organizer-only notice", async (path, heading) => {
      await landsOn(path, path, signedInAuth());
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    });
  });

  describe("public pages", () => {
    it.each([
      "/",
      "/discover",
      "/discover/events",
      "/event/1",
      "/form/abc",
      "/form/abc/sub-1",
      "/form/f-1/team-form-add/u-1",
      "/pricing/member",
      "/member/pricing",
      "/organizer/pricing",
      "/quiz",
      "/quiz/pickleball",
      "/quiz/pickleball-paddle",
      "/city-search",
      "/learn-and-grow",
      "/verify-new-email",
      "/verify-email",
      "/partners/gear",
      "/partner/preferred/p-1",
      "/partner/events/p-1",
      "/organizations",
      "/leagues",
      "/places/view/p-1",
      "/places/poster",
      "/connect",
      "/custom-website",
      "/organization/o-1",
      "/organization-website/o-1/about/team",
      "/full-search",
      "/localconnect",
      "/posts",
      "/posts/play-and-competition",
      "/posts/play-and-competition/find-a-game",
      "/posts/play-and-competition/find-a-game/post-001",
      // An unknown category is the post board's own message, not the app's not-found page.
      "/posts/play",
    ])("%s is public", async (path) => {
      await showsAPage(path);
    });

    it.each([
      ["/discover/players", "Discover"],
      ["/connect", "Connect"],
    ])("%s is the players search (a static segment wins over discover/:context), asking a visitor to sign in", async (path, heading) => {
      await landsOn(path, path);
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText("Sign in to find players near you.")).toBeInTheDocument();
      expect(screen.queryByText(/Discovering players nearby is being built/)).not.toBeInTheDocument();
    });

    it("/discover/places is the places browser (a static segment wins over discover/:context), asking for a city", async () => {
      await landsOn("/discover/places", "/discover/places");
      expect(await screen.findByRole("heading", { level: 1, name: "Discover" })).toBeInTheDocument();
      expect(screen.getByRole("tab", { name: "Places", selected: true })).toBeInTheDocument();
      expect(screen.getByText("Choose a city to see the places near it.")).toBeInTheDocument();
      expect(screen.queryByText(/Discovering places nearby is being built/)).not.toBeInTheDocument();
    });

    it.each([
      ["/places/view/p-1", "Place not found"],
      ["/places/poster?id=p-1", "Place not found"],
    ])("%s says '%s' for an unknown place", async (path, text) => {
      await landsOn(path, path);
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
    });

    it.each([
      "features",
      "community-connect",
      "find-players",
      "organize-events",
      "forms-and-waivers",
      "collect-payments",
      "create-tournaments",
      "create-webpages",
      "main-carousel",
      "learn-and-grow-carousel",
      "faqs",
      "guide",
      "about-us",
      "promo",
      "ai",
      "careers",
      "start/ambassador",
    ])("the marketing page /%s shows its content", async (path) => {
      const { marketingPageFor } = await import("@/features/marketing/model/pages");
      const page = marketingPageFor(path)!;
      await landsOn(`/${path}`, `/${path}`);
      expect(await screen.findByRole("heading", { level: 1, name: page.heading })).toBeInTheDocument();
    });

    it("/form/access-denied explains who can edit a form", async () => {
      await landsOn("/form/access-denied", "/form/access-denied");
      expect(await screen.findByRole("heading", { level: 1, name: "You can't edit this form" })).toBeInTheDocument();
    });
  });
});
