import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { toast } from "@/lib/toast";
import type { SubscriptionPlan } from "@rallyhub/domain/billing/model";
import { cancelSubscription, createSubscription, listPlans, watchUserPlans, type UserPlans } from "../api/billingRepository";
import { Component as PricingPage } from "./PricingPage";

vi.mock("../api/billingRepository", () => ({
  watchUserPlans: vi.fn(),
  watchTeamSubscriptions: vi.fn(),
  listPlans: vi.fn(),
  createSubscription: vi.fn(),
  cancelSubscription: vi.fn(),
  createCustomerSession: vi.fn(),
  linkOrCreateStripeAccount: vi.fn(),
  connectOAuth: vi.fn(),
  getAccount: vi.fn(),
  unlinkStripeAccount: vi.fn(),
  getCheckoutSession: vi.fn(),
}));

const PLANS: SubscriptionPlan[] = [
  { id: "free", itemKey: "free", label: "Free", cost: 0, priceId: null, order: 0, interval: "year", features: ["Join events"] },
  { id: "member_plus", itemKey: "member_plus", label: "Member Plus", cost: 49, priceId: "price_sim_member_plus_year", order: 1, interval: "year", features: ["Member badge"] },
  { id: "organizer_pro", itemKey: "organizer_pro", label: "Organizer Pro", cost: 149, priceId: "price_sim_organizer_pro_year", order: 2, interval: "year", features: ["Paid events"] },
];
let held: UserPlans = {};
const assign = vi.fn();

beforeEach(() => {
  act(() => toast.reset());
  held = {};
  vi.mocked(listPlans).mockReset().mockResolvedValue(PLANS);
  vi.mocked(watchUserPlans)
    .mockReset()
    .mockImplementation((_uid, onChange) => {
      onChange(held);
      return () => undefined;
    });
  vi.mocked(createSubscription).mockReset().mockResolvedValue({ url: "http://127.0.0.1:12111/checkout/cs_test_1", sessionId: "cs_test_1" });
  vi.mocked(cancelSubscription).mockReset().mockResolvedValue({ ok: true });
  assign.mockReset();
  vi.stubGlobal("location", { assign, href: window.location.href, origin: window.location.origin, pathname: window.location.pathname, search: "", hash: "" });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (path = "/member/pricing") => renderWithProviders(<PricingPage />, { preloadedState: { auth: signedInAuth() }, initialEntries: [path], path: path });

describe("pricing pages (issue 12)", () => {
  it("lists the platform's plans in USD per year, the free one marked as the current plan", async () => {
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Member Plus Pricing" })).toBeInTheDocument();
    const member = await screen.findByRole("article", { name: "Member Plus" });
    expect(within(member).getByText("$49.00 per year")).toBeInTheDocument();
    expect(within(member).getByText("Member badge")).toBeInTheDocument();
    expect(await within(screen.getByRole("article", { name: "Free" })).findByText("Current plan")).toBeInTheDocument();
    expect(listPlans).toHaveBeenCalledWith("user", "gth");
  });

  it("goes to Checkout once for a paid plan, however often it is clicked", async () => {
    open();
    const choose = await screen.findByRole("button", { name: "Choose Member Plus" });
    // A double click: the second arrives before the page has redrawn.
    fireEvent.click(choose);
    fireEvent.click(choose);
    expect(choose).toBeDisabled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://127.0.0.1:12111/checkout/cs_test_1"));
    expect(createSubscription).toHaveBeenCalledTimes(1);
    expect(createSubscription).toHaveBeenCalledWith({
      items: [{ id: "member_plus", name: "Member Plus", quantity: 1, cost: 49, type: "user", subscriptionPriceId: "price_sim_member_plus_year", platform: "gth" }],
      environment: "development",
      cancelPath: "/member/pricing",
    });
  });

  it("shows why a checkout could not start and lets the user try again", async () => {
    const user = userEvent.setup();
    vi.mocked(createSubscription).mockRejectedValueOnce(Object.assign(new Error("You already have this plan."), { code: "functions/already-exists" }));
    open();
    await user.click(await screen.findByRole("button", { name: "Choose Member Plus" }));
    await expectToast("We could not start the checkout. Please try again.", "error");
    await waitFor(() => expect(screen.getByRole("button", { name: "Choose Member Plus" })).toBeEnabled());
  });

  it("asks before the free plan cancels a paid one, then cancels it now", async () => {
    const user = userEvent.setup();
    held = { member_plus: { subscriptionId: "sub_1", status: "active", priceId: "price_sim_member_plus_year", platform: "gth", periodStart: 1, periodEnd: 2, cancelAtPeriodEnd: false } };
    open("/organizer/pricing");
    expect(await within(await screen.findByRole("article", { name: "Member Plus" })).findByText("Current plan")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Switch to Free" }));
    await user.click(within(screen.getByRole("dialog", { name: "Cancel your subscription?" })).getByRole("button", { name: "Cancel subscription" }));
    await waitFor(() => expect(cancelSubscription).toHaveBeenCalledWith({ type: "user", id: "member_plus", platform: "gth", when: "now" }));
    await expectToast("Successfully cancelled subscription!", "success");
  });

  it("offers a visitor a primary Sign up, and says what paid games cost: the 5% platform fee (issue 31)", async () => {
    renderWithProviders(<PricingPage />, { preloadedState: { auth: signedOutAuth() }, initialEntries: ["/member/pricing"], path: "/member/pricing" });
    const signUp = screen.getByRole("link", { name: "Sign up" });
    expect(signUp).toHaveAttribute("href", "/auth/sign-up?returnUrl=%2Fmember%2Fpricing");
    expect(signUp).toHaveClass("MuiButton-contained");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login?returnUrl=%2Fmember%2Fpricing");
    expect(within(await screen.findByRole("article", { name: "Member Plus" })).getByRole("link", { name: "Sign up to choose" })).toHaveAttribute("href", "/auth/sign-up?returnUrl=%2Fmember%2Fpricing");
    const fees = screen.getByRole("region", { name: "Fees on paid games" });
    expect(fees).toHaveTextContent(
      "Free games stay free. When players pay for a game, an invoice or a form, 5% of what they pay is the platform fee; the rest goes to the organizer's payouts account on Stripe.",
    );
  });

  it("a signed-in user is not asked to sign up, and sees the fee too", async () => {
    open();
    await screen.findByRole("article", { name: "Member Plus" });
    expect(screen.queryByRole("link", { name: "Sign up" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Fees on paid games" })).toHaveTextContent("5% of what they pay is the platform fee");
  });
});
