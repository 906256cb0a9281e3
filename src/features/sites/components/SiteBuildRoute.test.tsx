import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { useParams, type RouteObject } from "react-router-dom";
import { makeStore } from "@/app/store";
import RouteErrorPageView from "@/app/pages/RouteErrorPage";
import { registerAuthStore } from "@/lib/session/authGate";
import type { AuthState } from "@/lib/session/authSlice";
import { toast } from "@/lib/toast";
import { signedInAuth } from "@/test/fixtures";
import { renderRoutes } from "@/test/renderWithProviders";
import { expectToast, queued } from "@/test/toasts";
import { SITE_MESSAGES, siteLimitMessage } from "@rallyhub/domain/sites/constants";
import { countOwnedSites, createDraft } from "../api/sitesRepository";

// The network boundary: the Firebase Auth listener the loader starts, and the site count and draft writes (Firestore).
vi.mock("@/lib/session/session", () => ({ startAuthSession: vi.fn(() => Promise.resolve()) }));
vi.mock("../api/sitesRepository", () => ({ countOwnedSites: vi.fn(), createDraft: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function BuilderStandIn() {
  const { id } = useParams();
  return <p>Site builder for {id}</p>;
}

/** site/build as mainRoutes has it, with stand-ins for My Sites and the builder. */
const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorPageView />,
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      { path: "site", element: <p>My Sites page</p> },
      { path: "site/build", lazy: () => import("./SiteBuildRoute") },
      { path: "site/build/:id", element: <BuilderStandIn /> },
    ],
  },
];

function open(auth: AuthState = signedInAuth()) {
  const store = makeStore({ auth });
  registerAuthStore(store);
  return renderRoutes(routes, { store, initialEntries: ["/site/build"] });
}

const title = () => screen.getByRole("textbox", { name: /^Site title/ });

beforeEach(() => {
  vi.mocked(countOwnedSites).mockReset().mockResolvedValue(0);
  vi.mocked(createDraft).mockReset().mockResolvedValue("new-site");
});

afterEach(() => {
  act(() => toast.reset());
});

describe("site/build: the plan's limit (spec §2.5)", () => {
  it("at the limit of the Free plan, sends to My Sites with the limit message", async () => {
    vi.mocked(countOwnedSites).mockResolvedValue(1);
    open();
    expect(await screen.findByText("My Sites page")).toBeInTheDocument();
    await expectToast(siteLimitMessage("Free"), "info");
    expect(countOwnedSites).toHaveBeenCalledWith("user-1");
    expect(screen.queryByRole("heading", { name: "New website" })).not.toBeInTheDocument();
  });

  it("at the limit of Organizer Pro, says so in that plan's words", async () => {
    vi.mocked(countOwnedSites).mockResolvedValue(25);
    open(signedInAuth({ userSubscription: "Organizer Pro" }));
    expect(await screen.findByText("My Sites page")).toBeInTheDocument();
    await expectToast(siteLimitMessage("Organizer Pro"), "info");
  });

  it("under the limit, opens the new-site form and says nothing", async () => {
    vi.mocked(countOwnedSites).mockResolvedValue(24);
    open(signedInAuth({ userSubscription: "Organizer Pro" }));
    expect(await screen.findByRole("heading", { level: 1, name: "New website" })).toBeInTheDocument();
    expect(queued()).toEqual([]);
  });

  it("a failed count lands on the error page, not the form", async () => {
    vi.mocked(countOwnedSites).mockRejectedValue(Object.assign(new Error("offline"), { code: "unavailable" }));
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong on this page" })).toBeInTheDocument();
    // The endpoint's own sentence, not a generic one.
    expect(screen.getByText("This website could not be loaded.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "New website" })).not.toBeInTheDocument();
  });
});

describe("site/build: creating a site (spec §4)", () => {
  it("asks for a title and sends nothing without one", async () => {
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "New website" });
    await user.type(title(), "   ");
    await user.click(screen.getByRole("button", { name: "Create site" }));
    expect(await screen.findByText("Give your site a title")).toBeInTheDocument();
    expect(createDraft).not.toHaveBeenCalled();
  });

  it("creates a draft with the signed-in user as creator and a home page, then opens the builder", async () => {
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "New website" });
    await user.type(title(), "  Riverside Club ");
    await user.click(screen.getByRole("button", { name: "Create site" }));
    expect(await screen.findByText("Site builder for new-site")).toBeInTheDocument();
    expect(createDraft).toHaveBeenCalledTimes(1);
    const [uid, content] = vi.mocked(createDraft).mock.calls[0] ?? [];
    expect(uid).toBe("user-1");
    expect(content).toMatchObject({ title: "Riverside Club", teamId: null, organizationId: null });
    expect(content?.pages.map((p) => [p.title, p.slug])).toEqual([["Home", "home"]]);
    expect(content?.pages[0]?.blocks[0]).toMatchObject({ type: "text", heading: "Welcome to Riverside Club" });
  });

  it("a failed create shows 'Error creating website', keeps the title, and can be tried again", async () => {
    const user = setupUser();
    vi.mocked(createDraft).mockRejectedValueOnce(Object.assign(new Error("denied"), { code: "permission-denied" }));
    open();
    await screen.findByRole("heading", { level: 1, name: "New website" });
    await user.type(title(), "Riverside Club");
    await user.click(screen.getByRole("button", { name: "Create site" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SITE_MESSAGES.createFailed);
    expect(title()).toHaveValue("Riverside Club");
    expect(screen.queryByText(/Site builder for/)).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole("button", { name: "Create site" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Create site" }));
    expect(await screen.findByText("Site builder for new-site")).toBeInTheDocument();
    expect(createDraft).toHaveBeenCalledTimes(2);
  });
});
