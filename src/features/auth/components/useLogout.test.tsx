import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import { logout } from "@/lib/session/logout";
import { useLogout } from "./useLogout";
import { queued } from "@/test/toasts";
import { Guard } from "./Guard";
import { signedOut } from "@/lib/session/authSlice";
import { makeStore } from "@/app/store";

vi.mock("@/lib/session/logout", () => ({ logout: vi.fn() }));
vi.mock("@/lib/session/session", () => ({ startAuthSession: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  act(() => toast.reset());
});

function LogoutButton() {
  const { logout: run, busy } = useLogout();
  return (
    <button type="button" onClick={() => void run()} disabled={busy}>
      {busy ? "Logging out" : "Log out"}
    </button>
  );
}

function renderButton() {
  return renderRoutes(
    [
      { path: "/home", element: <LogoutButton /> },
      { path: "/auth/login", element: <p>Login page</p> },
    ],
    { preloadedState: { auth: signedInAuth() }, initialEntries: ["/home"] },
  );
}

describe("useLogout (spec §2.4, §4, §8 Logout)", () => {
  it("leaves a guarded page before signing out, so the page's guard never sends the user to login?returnUrl", async () => {
    const store = makeStore({ auth: signedInAuth() });
    const paths: string[] = [];
    // The real sign-out: Firebase's listener clears the account as soon as signOut resolves.
    vi.mocked(logout).mockImplementation(() => {
      store.dispatch(signedOut());
      return Promise.resolve({ ok: true });
    });
    const rendered = renderRoutes(
      [
        { element: <Guard guards={["signedIn", "profileReady"]} />, children: [{ path: "/home", element: <LogoutButton /> }] },
        // Lazy, as in the app: the navigation waits for the page's module.
        { path: "/auth/login", lazy: () => Promise.resolve({ Component: () => <p>Login page</p> }) },
      ],
      { store, initialEntries: ["/home"] },
    );
    rendered.router.subscribe((state) => paths.push(`${state.location.pathname}${state.location.search}`));
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out" }));
    await screen.findByText("Login page");
    await waitFor(() => expect(rendered.store.getState().auth.user).toBeNull());
    expect(`${rendered.router.state.location.pathname}${rendered.router.state.location.search}`).toBe("/auth/login?logout=true");
    expect(paths.filter((p) => p.includes("returnUrl"))).toEqual([]);
  });

  it("always lands on login?logout=true", async () => {
    vi.mocked(logout).mockResolvedValue({ ok: true });
    const { router } = renderButton();
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/auth/login?logout=true"));
    expect(queued()).toEqual([]);
  });

  it("on failure signs out locally, says so with a dismissable 5 s toast, and still goes to login", async () => {
    vi.mocked(logout).mockResolvedValue({ ok: false });
    const { router, store } = renderButton();
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/auth/login?logout=true"));
    expect(store.getState().auth.user).toBeNull();
    expect(queued()).toEqual([expect.objectContaining({ message: "Error during logout. You have been signed out.", severity: "error", actionLabel: "Dismiss", autoHideMs: 5000 })]);
  });
});
