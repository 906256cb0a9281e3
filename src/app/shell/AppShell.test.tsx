import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { startAuthSession } from "@/lib/session/session";
import { mainRoutes } from "../routes/mainRoutes";
import { PROTECTED_RECHECK_MS } from "./AppShell";

vi.mock("@/lib/session/session", () => ({ startAuthSession: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Opens a not-found page with real timers (so its lazy modules load), then fakes
 * setTimeout and navigates to `path`, another not-found page. Testing Library's
 * async helpers wait on setTimeout, so only synchronous queries follow.
 */
async function navigateWithFakeTimers(path: string, auth: AuthState) {
  const view = renderRoutes(mainRoutes, { preloadedState: { auth }, initialEntries: ["/nowhere"] });
  await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await act(() => view.router.navigate(path));
  expect(view.router.state.location.pathname).toBe(path);
  expect(screen.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
  return view;
}

describe("AppShell protected-path recheck (spec §2.4, §9)", () => {
  it("waits 1 s", () => {
    expect(PROTECTED_RECHECK_MS).toBe(1000);
  });

  it("sends a signed-out visitor on a /teams path to login 1 s after navigating", async () => {
    const { router } = await navigateWithFakeTimers("/teams/unknown", signedOutAuth());
    expect(startAuthSession).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(PROTECTED_RECHECK_MS - 1));
    expect(router.state.location.pathname).toBe("/teams/unknown");
    expect(router.state.navigation.state).toBe("idle");
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe("/auth/login");
    // The timer has fired; the login page's module now loads for real.
    vi.useRealTimers();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/auth/login?returnUrl=%2Fteams%2Funknown"));
  });

  it.each<[string, AuthState]>([
    ["a signed-in user", signedInAuth()],
    ["a visitor whose sign-in state is only assumed", { ...signedOutAuth(), sdkReady: false }],
  ])("leaves %s where they are", async (_case, auth) => {
    const { router } = await navigateWithFakeTimers("/teams/unknown", auth);
    act(() => vi.advanceTimersByTime(PROTECTED_RECHECK_MS * 3));
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.location.pathname).toBe("/teams/unknown");
  });

  it("leaves a logout to land on login?logout=true rather than asking for login with a return route", async () => {
    const { router } = await navigateWithFakeTimers("/teams/unknown", signedOutAuth({ leavingTo: "/auth/login?logout=true" }));
    act(() => vi.advanceTimersByTime(PROTECTED_RECHECK_MS * 3));
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.location.pathname).toBe("/teams/unknown");
  });

  it("a sign-out that started here settles once its page is shown, and not before", async () => {
    const view = renderRoutes(mainRoutes, { preloadedState: { auth: signedOutAuth({ leavingTo: "/auth/login?logout=true" }) }, initialEntries: ["/nowhere"] });
    await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" });
    expect(view.store.getState().auth.leavingTo).toBe("/auth/login?logout=true");
    await act(() => view.router.navigate("/auth/login?logout=true"));
    await waitFor(() => expect(view.store.getState().auth.leavingTo).toBeNull());
  });

  it("a sign-out is not settled while the account is still signed in", async () => {
    const view = renderRoutes(mainRoutes, { preloadedState: { auth: signedInAuth({}, { leavingTo: "/auth/login?logout=true" }) }, initialEntries: ["/auth/login?logout=true"] });
    await screen.findByText("You have been logged out.");
    expect(view.store.getState().auth.leavingTo).toBe("/auth/login?logout=true");
  });

  it("does not recheck paths outside /home, /profile and /teams", async () => {
    const { router } = await navigateWithFakeTimers("/teams-v3-nope", signedOutAuth());
    act(() => vi.advanceTimersByTime(PROTECTED_RECHECK_MS * 3));
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.location.pathname).toBe("/teams-v3-nope");
  });
});

describe("AppShell top bar", () => {
  it("offers log in and sign up to a signed-out visitor", async () => {
    renderRoutes(mainRoutes, { preloadedState: { auth: signedOutAuth() }, initialEntries: ["/discover"] });
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/sign-up");
  });

  it("shows the account menu button to a signed-in user", async () => {
    renderRoutes(mainRoutes, { preloadedState: { auth: signedInAuth({ displayName: "Pat Player" }) }, initialEntries: ["/discover"] });
    expect(await screen.findByRole("button", { name: "Account menu for Pat Player" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });
});
