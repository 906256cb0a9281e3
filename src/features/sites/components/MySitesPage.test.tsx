import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeDraft, makeWebsite, signedInAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { SITE_MESSAGES, siteLimitMessage } from "@rallyhub/domain/sites/constants";
import type { MySite } from "../model/types";
import { listMySites, unpublishSite } from "../api/sitesRepository";
import { Component as MySitesPage, NO_SITES } from "./MySitesPage";

// The network boundary: the user's sites and drafts (Firestore) and the unpublishSite callable.
vi.mock("../api/sitesRepository", () => ({ listMySites: vi.fn(), unpublishSite: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A published site with no newer draft. */
const published = (over: Partial<MySite> = {}): MySite => {
  const site = makeWebsite({ id: "site-1", title: "Riverside Club", domain: "club.example.com", publishedAt: 2_000 });
  return { id: site.id, title: site.title, site, draft: null, ...over };
};

/** A draft never published. */
const draftOnly = (id: string, title: string): MySite => ({ id, title, site: null, draft: makeDraft({ id, title, published: false, pages: [makeDraft().pages[0]!] }) });

/** A callable's failure with no reason for people (the endpoint's own message is shown). */
const internal = () => Object.assign(new Error("internal"), { code: "functions/internal" });

const open = (plan: "Free" | "Organizer Pro" = "Free") => renderWithProviders(<MySitesPage />, { preloadedState: { auth: signedInAuth({ userSubscription: plan }) } });

beforeEach(() => {
  vi.mocked(listMySites).mockReset().mockResolvedValue([]);
  vi.mocked(unpublishSite).mockReset().mockResolvedValue({ siteId: "site-1" });
});

afterEach(() => {
  act(() => toast.reset());
});

describe("My Sites", () => {
  it("shows a loading state while the sites are read", async () => {
    vi.mocked(listMySites).mockReturnValue(new Promise(() => undefined));
    open();
    expect(screen.getByRole("heading", { level: 1, name: "My Sites" })).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "Loading your sites" })).toBeInTheDocument();
    expect(listMySites).toHaveBeenCalledWith("user-1");
    expect(screen.queryByText(/websites? on your/)).not.toBeInTheDocument();
  });

  it("with no sites says so, counts 0 of the plan's sites, and offers to create one", async () => {
    open();
    expect(await screen.findByText(NO_SITES)).toBeInTheDocument();
    expect(screen.getByText("0 of 1 website on your Free plan")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your first site" })).toHaveAttribute("href", "/site/build");
    expect(screen.getByRole("link", { name: "Create a site" })).toHaveAttribute("href", "/site/build");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists each site with its status, domain and pages, and counts those on the plan", async () => {
    const changed: MySite = {
      ...published({ id: "site-2", title: "Hill Runners" }),
      site: makeWebsite({ id: "site-2", title: "Hill Runners", domain: null, publishedAt: 1_000 }),
      draft: makeDraft({ id: "site-2", title: "Hill Runners", published: true, savedAt: 5_000 }),
    };
    vi.mocked(listMySites).mockResolvedValue([changed, published(), draftOnly("site-3", "Zebra Club")]);
    open("Organizer Pro");
    const list = await screen.findByRole("list", { name: "Your websites" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("heading", { level: 2, name: "Hill Runners" })).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Published, with unpublished changes")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Published")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("club.example.com")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("2 pages")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Draft, not published")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("1 page")).toBeInTheDocument();
    // A published site can be viewed and unpublished; a draft only edited.
    expect(within(rows[1]!).getByRole("link", { name: "Edit Riverside Club" })).toHaveAttribute("href", "/site/build/site-1");
    expect(within(rows[1]!).getByRole("link", { name: "View Riverside Club" })).toHaveAttribute("href", "/site/view/site-1");
    expect(within(rows[1]!).getByRole("button", { name: "Unpublish Riverside Club" })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole("link", { name: "Edit Zebra Club" })).toHaveAttribute("href", "/site/build/site-3");
    expect(within(rows[2]!).queryByRole("link", { name: "View Zebra Club" })).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole("button", { name: "Unpublish Zebra Club" })).not.toBeInTheDocument();
    expect(screen.getByText("3 of 25 websites on your Organizer Pro plan")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create a site" })).toBeInTheDocument();
  });

  it("at the plan's limit says so, links to the plans, and offers no 'Create a site'", async () => {
    vi.mocked(listMySites).mockResolvedValue([published()]);
    open();
    expect(await screen.findByText(siteLimitMessage("Free"))).toBeInTheDocument();
    expect(screen.getByText("1 of 1 website on your Free plan")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/organizer/pricing");
    expect(screen.queryByRole("link", { name: "Create a site" })).not.toBeInTheDocument();
  });

  it("a load failure shows the message, and Retry loads the sites", async () => {
    const user = setupUser();
    vi.mocked(listMySites).mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" }));
    open();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SITE_MESSAGES.loadFailed);
    vi.mocked(listMySites).mockResolvedValue([published()]);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Riverside Club" })).toBeInTheDocument();
    expect(screen.queryByText(SITE_MESSAGES.loadFailed)).not.toBeInTheDocument();
    expect(listMySites).toHaveBeenCalledTimes(2);
  });
});

describe("My Sites: unpublishing", () => {
  it("asks first, and keeping it online sends nothing", async () => {
    const user = setupUser();
    vi.mocked(listMySites).mockResolvedValue([published()]);
    open();
    await user.click(await screen.findByRole("button", { name: "Unpublish Riverside Club" }));
    const dialog = await screen.findByRole("dialog", { name: "Unpublish Riverside Club?" });
    expect(dialog).toHaveTextContent("Visitors can no longer open it, and club.example.com is disconnected.");
    await user.click(within(dialog).getByRole("button", { name: "Keep it online" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(unpublishSite).not.toHaveBeenCalled();
  });

  it("takes the site offline: the callable gets its id, the toast says so, and the row becomes a draft", async () => {
    const user = setupUser();
    vi.mocked(listMySites).mockResolvedValue([published()]);
    open();
    await user.click(await screen.findByRole("button", { name: "Unpublish Riverside Club" }));
    const dialog = await screen.findByRole("dialog", { name: "Unpublish Riverside Club?" });
    // Afterwards the list is read again: the site is a draft now.
    vi.mocked(listMySites).mockResolvedValue([draftOnly("site-1", "Riverside Club")]);
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(unpublishSite).toHaveBeenCalledWith("site-1"));
    expect(unpublishSite).toHaveBeenCalledTimes(1);
    await expectToast(SITE_MESSAGES.unpublished, "success");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Draft, not published")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unpublish Riverside Club" })).not.toBeInTheDocument();
  });

  it("a failure says so and keeps the dialog open, and Unpublish can be tried again", async () => {
    const user = setupUser();
    vi.mocked(listMySites).mockResolvedValue([published()]);
    vi.mocked(unpublishSite).mockRejectedValueOnce(internal());
    open();
    await user.click(await screen.findByRole("button", { name: "Unpublish Riverside Club" }));
    const dialog = await screen.findByRole("dialog", { name: "Unpublish Riverside Club?" });
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await expectToast(SITE_MESSAGES.unpublishFailed, "error");
    expect(queued().some((t) => t.message === SITE_MESSAGES.unpublished)).toBe(false);
    expect(screen.getByRole("dialog", { name: "Unpublish Riverside Club?" })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Unpublish" })).toBeEnabled());

    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await expectToast(SITE_MESSAGES.unpublished, "success");
    expect(unpublishSite).toHaveBeenCalledTimes(2);
    expect(unpublishSite).toHaveBeenLastCalledWith("site-1");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("a refusal with the server's reason shows the reason under the message", async () => {
    const user = setupUser();
    vi.mocked(listMySites).mockResolvedValue([published()]);
    vi.mocked(unpublishSite).mockRejectedValueOnce(Object.assign(new Error(SITE_MESSAGES.notOwner), { code: "functions/permission-denied" }));
    open();
    await user.click(await screen.findByRole("button", { name: "Unpublish Riverside Club" }));
    const dialog = await screen.findByRole("dialog", { name: "Unpublish Riverside Club?" });
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: SITE_MESSAGES.unpublishFailed, detail: SITE_MESSAGES.notOwner, severity: "error" })));
    expect(screen.getByRole("dialog", { name: "Unpublish Riverside Club?" })).toBeInTheDocument();
  });
});
