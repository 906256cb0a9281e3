import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { sessionChanged, type AuthState } from "@/lib/session/authSlice";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { startAuthSession } from "@/lib/session/session";
import { Guard, RedirectSignedIn, type GuardName } from "./Guard";

// The network boundary: the Guard starts the Firebase Auth listener on mount.
vi.mock("@/lib/session/session", () => ({ startAuthSession: vi.fn(() => Promise.resolve()) }));

function routes(guards: GuardName[], organizerFallback?: React.ReactNode): RouteObject[] {
  return [
    { element: <Guard guards={guards} organizerFallback={organizerFallback} />, children: [{ path: "/private", element: <p>Private page</p> }] },
    { path: "/auth/login", element: <p>Login page</p> },
    { path: "/user-onboarding", element: <p>Onboarding page</p> },
    { path: "/home", element: <p>Home page</p> },
  ];
}

function renderGuard(auth: AuthState, guards: GuardName[], { at = "/private?tab=2", fallback }: { at?: string; fallback?: React.ReactNode } = {}) {
  return renderRoutes(routes(guards, fallback), { preloadedState: { auth }, initialEntries: [at] });
}

const where = (router: ReturnType<typeof renderGuard>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;

const player = signedInAuth({ joinReason: "Find-events" });
const organizer = signedInAuth({ joinReason: "Organize" });
const pendingProfile = signedInAuth(null);
const incompleteProfile = signedInAuth({ hasAdditionalInfo: false });

describe("Guard", () => {
  it("starts the auth session on mount", () => {
    const { store } = renderGuard(signedOutAuth(), ["signedIn"]);
    expect(startAuthSession).toHaveBeenCalledWith(store.dispatch);
  });

  it("waits for Firebase Auth's answer before deciding", () => {
    const { router } = renderGuard(signedOutAuth({ sdkReady: false }), ["signedIn"]);
    expect(screen.getByRole("status", { name: "Checking your account" })).toBeInTheDocument();
    expect(screen.queryByText("Private page")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/private");
  });

  it.each<[GuardName[]]>([[["signedIn"]], [["profileReady"]], [["organizer"]], [["signedIn", "profileReady", "organizer"]]])(
    "%j: a signed-out visitor goes to login with a return URL",
    async (guards) => {
      const { router } = renderGuard(signedOutAuth(), guards);
      expect(await screen.findByText("Login page")).toBeInTheDocument();
      expect(where(router)).toBe("/auth/login?returnUrl=%2Fprivate%3Ftab%3D2");
      expect(router.state.historyAction).toBe("REPLACE");
    },
  );

  it.each([
    ["a logout", "/auth/login?logout=true", "Login page"],
    ["an account deletion", "/home", "Home page"],
  ])("a page left by %s still under way goes where that goes, not to login with a return URL", async (_case, destination, page) => {
    const { router } = renderGuard(signedOutAuth({ leavingTo: destination }), ["signedIn", "profileReady"]);
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(where(router)).toBe(destination);
  });

  it.each<[string, AuthState, GuardName[]]>([
    ["no profile, profileReady", pendingProfile, ["signedIn", "profileReady"]],
    ["an unfinished profile, profileReady", incompleteProfile, ["profileReady"]],
    ["no profile, organizer", pendingProfile, ["organizer"]],
  ])("a user with %s goes to onboarding with a return URL", async (_case, auth, guards) => {
    const { router } = renderGuard(auth, guards);
    expect(await screen.findByText("Onboarding page")).toBeInTheDocument();
    expect(where(router)).toBe("/user-onboarding?returnUrl=%2Fprivate%3Ftab%3D2");
  });

  it("signedIn alone lets a user with an unfinished profile in", () => {
    renderGuard(pendingProfile, ["signedIn"]);
    expect(screen.getByText("Private page")).toBeInTheDocument();
  });

  it("shows the fallback to a signed-in non-organizer on an organizer-only route", () => {
    const { router } = renderGuard(player, ["profileReady", "organizer"], { fallback: <p>Places is for organizers</p> });
    expect(screen.getByText("Places is for organizers")).toBeInTheDocument();
    expect(screen.queryByText("Private page")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/private");
  });

  it("sends a non-organizer home when there is no fallback", async () => {
    const { router } = renderGuard(player, ["organizer"]);
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/home");
  });

  it.each<[string, AuthState, GuardName[]]>([
    ["a player", player, ["signedIn"]],
    ["a player", player, ["signedIn", "profileReady"]],
    ["an organizer", organizer, ["signedIn", "profileReady", "organizer"]],
    ["an Organizer Pro subscriber", signedInAuth({ joinReason: "Find-people", userSubscription: "Organizer Pro" }), ["organizer"]],
    ["a user with a payments account", signedInAuth({ joinReason: null, stripeId: "acct_1" }), ["profileReady", "organizer"]],
  ])("lets %s through %j", (_case, auth, guards) => {
    const { router } = renderGuard(auth, guards, { fallback: <p>Fallback</p> });
    expect(screen.getByText("Private page")).toBeInTheDocument();
    expect(screen.queryByText("Fallback")).not.toBeInTheDocument();
    expect(where(router)).toBe("/private?tab=2");
  });

  it("follows the store: signing in later shows the page", async () => {
    const { store, router } = renderGuard(signedOutAuth({ status: "idle", sdkReady: false }), ["profileReady"]);
    expect(screen.getByRole("status", { name: "Checking your account" })).toBeInTheDocument();
    const done = signedInAuth();
    store.dispatch(sessionChanged({ user: done.user!, profile: done.profile }));
    expect(await screen.findByText("Private page")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/private"));
  });
});

describe("RedirectSignedIn (spec §2.4 second auth group)", () => {
  const authGroup: RouteObject[] = [
    { element: <RedirectSignedIn />, children: [{ path: "/login", element: <p>Login form</p> }] },
    { path: "/home", element: <p>Home page</p> },
  ];

  it("sends a signed-in user home", async () => {
    const { router } = renderRoutes(authGroup, { preloadedState: { auth: player }, initialEntries: ["/login"] });
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/home");
  });

  it("shows the page to a signed-out visitor", () => {
    renderRoutes(authGroup, { preloadedState: { auth: signedOutAuth() }, initialEntries: ["/login"] });
    expect(screen.getByText("Login form")).toBeInTheDocument();
  });
});
