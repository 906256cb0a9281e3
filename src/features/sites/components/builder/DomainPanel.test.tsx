import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeWebsite, signedInAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import { getWebsite } from "../../api/publicSiteRepository";
import { attachDomain } from "../../api/sitesRepository";
import { DomainPanel } from "./DomainPanel";

// The network boundary: the published site (its domain) and the attachDomain callable.
vi.mock("../../api/publicSiteRepository", () => ({ getWebsite: vi.fn() }));
vi.mock("../../api/sitesRepository", () => ({ attachDomain: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const open = (published = true) => renderWithProviders(<DomainPanel siteId="site-1" published={published} />, { preloadedState: { auth: signedInAuth() } });

const field = () => within(screen.getByRole("form", { name: "Connect a domain" })).getByRole("textbox", { name: "Domain" });

beforeEach(() => {
  vi.mocked(getWebsite)
    .mockReset()
    .mockResolvedValue(makeWebsite({ id: "site-1", domain: null }));
  vi.mocked(attachDomain).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("the builder's domain panel", () => {
  it("before the site is published, says to publish it first and offers no form", () => {
    open(false);
    expect(screen.getByRole("heading", { level: 2, name: "Your own domain" })).toBeInTheDocument();
    expect(screen.getByText("Publish the site first; then you can serve it on your own domain, such as www.yourclub.com.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Connect a domain" })).not.toBeInTheDocument();
    expect(getWebsite).not.toHaveBeenCalled();
  });

  it("a published site without a domain says where it is, and the TXT record follows what is typed", async () => {
    const user = setupUser();
    open();
    expect(await screen.findByText("Not on a domain of its own yet. It is always at /site/view/site-1.")).toBeInTheDocument();
    expect(getWebsite).toHaveBeenCalledWith("site-1");
    const form = screen.getByRole("form", { name: "Connect a domain" });
    expect(within(form).getByText("_rallyhub.your-domain.com")).toBeInTheDocument();
    expect(within(form).getByText("rallyhub-site=site-1")).toBeInTheDocument();
    await user.type(field(), "https://Club.Example.com/");
    // Named as the domain will be connected, without the scheme and the slash.
    expect(within(form).getByText("_rallyhub.club.example.com")).toBeInTheDocument();
  });

  it("refuses something that is not a domain, and sends nothing", async () => {
    const user = setupUser();
    open();
    await screen.findByText(/Not on a domain of its own yet/);
    await user.type(field(), "my club");
    await user.click(screen.getByRole("button", { name: "Connect domain" }));
    expect(await screen.findByText(SITE_MESSAGES.domainInvalid)).toBeInTheDocument();
    expect(field()).toHaveValue("my club");
    expect(attachDomain).not.toHaveBeenCalled();
  });

  it("a domain another site has: the server's refusal is shown and the typed domain stays", async () => {
    const user = setupUser();
    vi.mocked(attachDomain).mockRejectedValue(Object.assign(new Error(SITE_MESSAGES.domainTaken), { code: "functions/already-exists" }));
    open();
    await screen.findByText(/Not on a domain of its own yet/);
    await user.type(field(), "club.example.com");
    await user.click(screen.getByRole("button", { name: "Connect domain" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(SITE_MESSAGES.domainFailed);
    expect(alert).toHaveTextContent(SITE_MESSAGES.domainTaken);
    expect(attachDomain).toHaveBeenCalledWith("site-1", "club.example.com");
    expect(field()).toHaveValue("club.example.com");
    expect(screen.getByText("Not on a domain of its own yet. It is always at /site/view/site-1.")).toBeInTheDocument();
    expect(queued().some((t) => t.severity === "success")).toBe(false);
    await waitFor(() => expect(screen.getByRole("button", { name: "Connect domain" })).toBeEnabled());
  });

  it("connects a domain (as typed, made plain), says so, and shows the site served there", async () => {
    const user = setupUser();
    vi.mocked(attachDomain).mockResolvedValue({ domain: "club.example.com" });
    open();
    await screen.findByText(/Not on a domain of its own yet/);
    // The published site is read again after the domain is attached.
    vi.mocked(getWebsite).mockResolvedValue(makeWebsite({ id: "site-1", domain: "club.example.com" }));
    await user.type(field(), "https://Club.Example.com/");
    await user.click(screen.getByRole("button", { name: "Connect domain" }));
    await waitFor(() => expect(attachDomain).toHaveBeenCalledWith("site-1", "club.example.com"));
    await expectToast("Your site is now served at club.example.com", "success");
    const link = await screen.findByRole("link", { name: "club.example.com" });
    expect(link).toHaveAttribute("href", `${window.location.protocol}//club.example.com/`);
    expect(link.closest("p")).toHaveTextContent("Served at club.example.com");
    expect(field()).toHaveValue("");
    expect(screen.getByRole("button", { name: "Move to this domain" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("disconnects the domain", async () => {
    const user = setupUser();
    vi.mocked(getWebsite).mockResolvedValue(makeWebsite({ id: "site-1", domain: "club.example.com" }));
    vi.mocked(attachDomain).mockResolvedValue({ domain: null });
    open();
    expect(await screen.findByRole("link", { name: "club.example.com" })).toBeInTheDocument();
    vi.mocked(getWebsite).mockResolvedValue(makeWebsite({ id: "site-1", domain: null }));
    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(attachDomain).toHaveBeenCalledWith("site-1", null));
    await expectToast("The domain was disconnected", "success");
    expect(await screen.findByText("Not on a domain of its own yet. It is always at /site/view/site-1.")).toBeInTheDocument();
  });

  it("a failed disconnect says so and keeps the domain", async () => {
    const user = setupUser();
    vi.mocked(getWebsite).mockResolvedValue(makeWebsite({ id: "site-1", domain: "club.example.com" }));
    vi.mocked(attachDomain).mockRejectedValue(Object.assign(new Error("internal"), { code: "functions/internal" }));
    open();
    await user.click(await screen.findByRole("button", { name: "Disconnect" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SITE_MESSAGES.domainFailed);
    expect(screen.getByRole("link", { name: "club.example.com" })).toBeInTheDocument();
  });
});
