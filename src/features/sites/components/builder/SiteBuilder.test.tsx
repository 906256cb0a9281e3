import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { makeStore } from "@/app/store";
import RouteErrorPageView from "@/app/pages/RouteErrorPage";
import { LeaveConfirmation } from "@/components/LeaveConfirmation";
import { registerAuthStore } from "@/lib/session/authGate";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { makeDraft, makePage, makeTeam, makeWebsite, signedInAuth } from "@/test/fixtures";
import { renderRoutes } from "@/test/renderWithProviders";
import { queued } from "@/test/toasts";
import { getWebsite } from "../../api/publicSiteRepository";
import { discardDraft, getDraft, publishSite, saveDraft } from "../../api/sitesRepository";

// The data boundary: Firestore and the Functions are not reached in screen tests.
vi.mock("../../api/publicSiteRepository", () => ({ getWebsite: vi.fn() }));
vi.mock("../../api/sitesRepository", () => ({
  getDraft: vi.fn(),
  createDraftFromSite: vi.fn(),
  saveDraft: vi.fn(),
  discardDraft: vi.fn(),
  publishSite: vi.fn(),
  attachDomain: vi.fn(),
  countOwnedSites: vi.fn(() => Promise.resolve(0)),
  listMySites: vi.fn(() => Promise.resolve([])),
}));
vi.mock("@/features/teams/api/teamsRepository", () => ({ listTeamsForUser: vi.fn(() => Promise.resolve([makeTeam({ id: "t1", name: "River Rats", managerIds: ["user-1"] })])) }));
vi.mock("@/features/organizations/api/organizationsRepository", () => ({ listOrganizationsByCreator: vi.fn(() => Promise.resolve([])) }));

const draft = makeDraft({
  id: "site-1",
  creator: "user-1",
  title: "Riverside Club",
  pages: [makePage({ id: "p1", title: "Home", slug: "home", seoDescription: "Welcome", content: "Hello" }), makePage({ id: "p2", title: "About", slug: "about" })],
});

const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorPageView />,
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      { path: "site", element: <p>My Sites page</p> },
      { element: <LeaveConfirmation />, children: [{ path: "site/build/:id", lazy: () => import("../SiteBuilderRoute") }] },
    ],
  },
];

// The builder is a large form: on a loaded two-core machine each step takes a while.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function open(id = "site-1") {
  const store = makeStore({ auth: signedInAuth() });
  registerAuthStore(store);
  return renderRoutes(routes, { store, initialEntries: [`/site/build/${id}`] });
}

beforeEach(() => {
  vi.mocked(getDraft).mockReset().mockResolvedValue(draft);
  vi.mocked(getWebsite).mockReset().mockResolvedValue(null);
  vi.mocked(saveDraft).mockReset().mockResolvedValue(undefined);
  vi.mocked(publishSite).mockReset().mockResolvedValue({ siteId: "site-1", publishedAt: 1 });
  vi.mocked(discardDraft).mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => toast.reset());
});

describe("site/build/{id}: opening (spec §4, §5)", { timeout: 60_000 }, () => {
  it("someone else's draft says 'User does not own this website'", async () => {
    vi.mocked(getDraft).mockResolvedValue("not-yours");
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "User does not own this website" }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("someone else's published site says 'User does not own this website'", async () => {
    vi.mocked(getDraft).mockResolvedValue(null);
    vi.mocked(getWebsite).mockResolvedValue(makeWebsite({ id: "site-9", creator: "someone-else" }));
    open("site-9");
    expect(await screen.findByRole("heading", { level: 1, name: "User does not own this website" }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("neither a draft nor a site is not found", async () => {
    vi.mocked(getDraft).mockResolvedValue(null);
    open("nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Website not found" }, { timeout: 20_000 })).toBeInTheDocument();
  });
});

describe("the builder", { timeout: 60_000 }, () => {
  it("shows the draft's pages and the first page's fields", async () => {
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Pages of the site" });
    expect(within(list).getByRole("button", { name: "Home" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByLabelText(/^Page title/)).toHaveValue("Home");
    expect(screen.getByLabelText(/^Address/)).toHaveValue("home");
    expect(screen.getByRole("textbox", { name: /^Text/ })).toHaveValue("Hello");
  });

  it("a slug used twice gets a clear message, nothing is saved, and what was typed stays", async () => {
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    await user.click(screen.getByRole("button", { name: "About" }));
    const address = screen.getByLabelText(/^Address/);
    await user.clear(address);
    await user.type(address, "home");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    const message = 'Another page already uses the address "home". Each page needs its own.';
    expect(await screen.findByText(`Page "About": ${message}`)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveValue("home");
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it("adds a page with its own address, and saves the draft", async () => {
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    await user.click(screen.getByRole("button", { name: "Add page" }));
    const title = screen.getByLabelText(/^Page title/);
    await user.clear(title);
    await user.type(title, "Contact us");
    await user.click(screen.getByRole("button", { name: "Make the address from the title" }));
    expect(screen.getByLabelText(/^Address/)).toHaveValue("contact-us");
    await user.type(screen.getByLabelText(/^Description for search engines/), "Write to us");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(saveDraft).toHaveBeenCalledTimes(1));
    const [id, content] = vi.mocked(saveDraft).mock.calls[0] ?? [];
    expect(id).toBe("site-1");
    expect(content?.pages.map((p) => [p.title, p.slug, p.seoDescription])).toEqual([
      ["Home", "home", "Welcome"],
      ["About", "about", ""],
      ["Contact us", "contact-us", "Write to us"],
    ]);
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: "Draft saved", severity: "success" })));
  });

  it("a failed save says why and keeps what was typed", async () => {
    vi.mocked(saveDraft).mockRejectedValue(new AppError("unavailable", "Your draft could not be saved. Check your connection and try again; nothing you typed is lost."));
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    const title = screen.getByLabelText(/^Site title/);
    await user.clear(title);
    await user.type(title, "Riverside Rec");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(/Your draft could not be saved/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Site title/)).toHaveValue("Riverside Rec");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
  });

  it("adds blocks, reorders and removes them; a team block needs a team", async () => {
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    await user.click(screen.getByRole("button", { name: "Add a block" }));
    await user.click(screen.getByRole("menuitem", { name: /Upcoming games/ }));
    const blocks = screen.getByRole("list", { name: "Blocks of Home" });
    expect(
      within(blocks)
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("aria-label")),
    ).toEqual(["Text block 1", "Upcoming games block 2"]);
    await user.click(screen.getByRole("button", { name: "Move Upcoming games block 2 up" }));
    expect(
      within(blocks)
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("aria-label")),
    ).toEqual(["Upcoming games block 1", "Text block 2"]);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/Choose the team whose games and roster the site shows/, { selector: "li" })).toBeInTheDocument();
    expect(publishSite).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Remove Upcoming games block 1" }));
    expect(within(blocks).getAllByRole("listitem")).toHaveLength(1);
  });

  it("publishes: saves the changes first, then copies the draft to the site", async () => {
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    await user.type(screen.getByLabelText(/^Description for search engines/), " to the club");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: "Your site is published", severity: "success" })));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(publishSite).toHaveBeenCalledWith("site-1");
    expect(vi.mocked(saveDraft).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(publishSite).mock.invocationCallOrder[0] ?? 0);
    expect(screen.getByText("Published")).toBeInTheDocument();
  });

  it("a refused publish (the plan's limit) shows the server's reason", async () => {
    vi.mocked(publishSite).mockRejectedValue(
      new AppError("failed-precondition", "Your site could not be published. Please try again.", undefined, "Your Free plan includes 1 website. Upgrade to Organizer Pro for up to 25."),
    );
    const user = setupUser();
    open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Your Free plan includes 1 website. Upgrade to Organizer Pro for up to 25.")).toBeInTheDocument();
  });

  it("Discard asks first, then drops the draft and goes to My Sites", async () => {
    const user = setupUser();
    const { router } = open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    await user.click(screen.getByRole("button", { name: "Discard" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard this draft?" });
    expect(dialog).toHaveTextContent("never been published");
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(discardDraft).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Discard" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Discard this draft?" })).getByRole("button", { name: "Discard draft" }));
    expect(await screen.findByText("My Sites page")).toBeInTheDocument();
    expect(discardDraft).toHaveBeenCalledWith("site-1");
    expect(router.state.location.pathname).toBe("/site");
  });

  it("leaving with unsaved changes asks to confirm", async () => {
    const user = setupUser();
    const { router } = open();
    await screen.findByRole("heading", { level: 1, name: "Site Builder" }, { timeout: 20_000 });
    await user.type(screen.getByLabelText(/^Site title/), "!");
    act(() => void router.navigate("/site"));
    const dialog = await screen.findByRole("dialog", { name: "Leave this page?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay on page" }));
    expect(router.state.location.pathname).toBe("/site/build/site-1");
    expect(screen.getByLabelText(/^Site title/)).toHaveValue("Riverside Club!");
  });
});
