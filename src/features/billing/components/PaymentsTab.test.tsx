import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { expectToast } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { signedInAuth } from "@/test/fixtures";
import type { UserProfile } from "@/lib/session/userProfile";
import type { TeamSubscriptionRecord } from "@rallyhub/domain/billing/model";
import { cancelSubscription, connectOAuth, getAccount, linkOrCreateStripeAccount, unlinkStripeAccount, watchTeamSubscriptions, watchUserPlans, type UserPlans } from "../api/billingRepository";
import PaymentsTab from "./PaymentsTab";

// The network boundary only: the billing documents and the payments callables.
vi.mock("../api/billingRepository", () => ({
  watchUserPlans: vi.fn(),
  watchTeamSubscriptions: vi.fn(),
  listPlans: vi.fn(() => Promise.resolve([])),
  createSubscription: vi.fn(),
  cancelSubscription: vi.fn(),
  createCustomerSession: vi.fn(),
  linkOrCreateStripeAccount: vi.fn(),
  connectOAuth: vi.fn(),
  getAccount: vi.fn(),
  unlinkStripeAccount: vi.fn(),
  getCheckoutSession: vi.fn(),
}));

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1, 12);
const end = Date.UTC(2027, 10, 1, 12);
let plans: UserPlans = {};
let teamSubs: TeamSubscriptionRecord[] = [];
const teamSub = (over: Partial<TeamSubscriptionRecord> = {}): TeamSubscriptionRecord => ({
  id: "sub_t1",
  teamId: "t1",
  ownerUid: "user-1",
  tier: "PRO",
  status: "active",
  priceId: "price_sim_team_pro_month",
  periodStart: start,
  periodEnd: start + 30 * DAY,
  cancelAtPeriodEnd: false,
  metadata: { team: { name: "Lakeside Lightning" } },
  ...over,
});

beforeEach(() => {
  act(() => toast.reset());
  plans = {};
  teamSubs = [];
  vi.mocked(watchUserPlans)
    .mockReset()
    .mockImplementation((_uid, onChange) => {
      onChange(plans);
      return () => undefined;
    });
  vi.mocked(watchTeamSubscriptions)
    .mockReset()
    .mockImplementation((_uid, onChange) => {
      onChange(teamSubs);
      return () => undefined;
    });
  vi.mocked(getAccount).mockReset();
  vi.mocked(cancelSubscription).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(unlinkStripeAccount).mockReset().mockResolvedValue(true);
  vi.mocked(connectOAuth).mockReset();
  vi.mocked(linkOrCreateStripeAccount).mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (profile: Partial<UserProfile> = {}, path = "/settings?tab=payments") => renderWithProviders(<PaymentsTab />, { preloadedState: { auth: signedInAuth(profile) }, initialEntries: [path] });

describe("Subscriptions & Payouts tab (spec §2.8)", () => {
  it("offers the quick actions, with Transaction History only on 'gth'", () => {
    open();
    const nav = screen.getByRole("navigation", { name: "Billing quick actions" });
    expect(within(nav).getByRole("link", { name: "View Invoices" })).toHaveAttribute("href", "/invoices");
    expect(within(nav).getByRole("button", { name: "Billing Portal" })).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: "Organizer Payouts" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Transaction History" })).toHaveAttribute("href", "/transactions");
  });

  it("hides Transaction History on 'meh'", () => {
    open({ platform: "meh" });
    expect(screen.queryByRole("link", { name: "Transaction History" })).not.toBeInTheDocument();
  });

  it("shows each plan's period or 'No active subscription' with the right button", async () => {
    plans = { member_plus: { subscriptionId: "sub_1", status: "active", priceId: "price_sim_member_plus_year", platform: "gth", periodStart: start, periodEnd: end, cancelAtPeriodEnd: false } };
    open();
    const member = await screen.findByRole("article", { name: "Member Plus" });
    expect(await within(member).findByText("Current Period: Nov 1, 2026 to Nov 1, 2027")).toBeInTheDocument();
    expect(within(member).getByRole("button", { name: "Manage Subscription" })).toBeInTheDocument();
    const pro = screen.getByRole("article", { name: "Organizer Pro" });
    expect(within(pro).getByText("No active subscription")).toBeInTheDocument();
    expect(within(pro).getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/organizer/pricing");
  });

  it("lists team subscriptions with their next billing, and says so when there are none", async () => {
    open();
    expect(await screen.findByText("No Team Subscriptions")).toBeInTheDocument();
  });

  it("cancels a team subscription at its period's end through the dialog, after Keep Subscription changed nothing", async () => {
    const user = userEvent.setup();
    teamSubs = [teamSub()];
    open();
    const item = await screen.findByRole("listitem", { name: "Lakeside Lightning" });
    expect(within(item).getByText("Next billing: Dec 1, 2026")).toBeInTheDocument();
    await user.click(within(item).getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel Team Subscription" });
    expect(within(dialog).getByText(/stays active until the end of the current period/)).toBeInTheDocument();
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep Subscription" }));
    expect(cancelSubscription).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(within(item).getByRole("button", { name: "Cancel" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel Subscription" }));
    await waitFor(() => expect(cancelSubscription).toHaveBeenCalledWith({ type: "teams", id: "sub_t1", platform: "gth", when: "periodEnd" }));
    await expectToast("Subscription cancelled successfully", "success");
  });

  it("shows a canceled team subscription with a disabled 'Canceled'", async () => {
    teamSubs = [teamSub({ status: "canceled" }), teamSub({ id: "sub_t2", cancelAtPeriodEnd: true, metadata: { team: { name: "" } } })];
    open();
    const canceled = await screen.findAllByRole("button", { name: "Canceled" });
    expect(canceled).toHaveLength(2);
    for (const b of canceled) expect(b).toBeDisabled();
    expect(screen.getByRole("listitem", { name: "Team Subscription" })).toBeInTheDocument();
  });

  it("offers Stripe setup without an account, with the 550px connect dialog defaulting to the United States", async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole("button", { name: "Start Stripe Setup" }));
    const dialog = screen.getByRole("dialog", { name: "Connect to Stripe" });
    expect(within(dialog).getByRole("combobox", { name: "Country" })).toHaveTextContent("United States");
    expect(within(dialog).getByRole("button", { name: "Create Stripe Account" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Link Existing Stripe Account" })).toBeInTheDocument();
  });

  it("shows an incomplete account with its requirements in title case, and an active one as Active", async () => {
    vi.mocked(getAccount).mockResolvedValue({
      stripeId: "acct_1",
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
      requirements: { currently_due: ["individual.first_name", "external_account"] },
    });
    const { unmount } = open({ stripeId: "acct_1" });
    const card = await screen.findByRole("article", { name: "Stripe account" });
    expect(await within(card).findByText("Incomplete")).toBeInTheDocument();
    expect(within(card).getByText("Individual - First Name")).toBeInTheDocument();
    expect(within(card).getByText("External Account")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Complete Verification" })).toBeInTheDocument();
    unmount();
    vi.mocked(getAccount).mockResolvedValue({ stripeId: "acct_1", stripeChargesEnabled: true, stripeDetailsSubmitted: true, requirements: { currently_due: [] } });
    open({ stripeId: "acct_1" });
    const active = await screen.findByRole("article", { name: "Stripe account" });
    expect(await within(active).findByText("Active")).toBeInTheDocument();
    expect(within(active).queryByRole("button", { name: "Complete Verification" })).not.toBeInTheDocument();
  });

  it("never shows Active beside a failed read of the account: its status is unknown until Retry reads it", async () => {
    const user = userEvent.setup();
    vi.mocked(getAccount).mockRejectedValueOnce(new Error("No such account: acct_1"));
    // The profile still says the account was active when it was last read.
    open({ stripeId: "acct_1", stripeChargesEnabled: true, stripeDetailsSubmitted: true });
    const card = await screen.findByRole("article", { name: "Stripe account" });
    expect(await within(card).findByText("Connection failed. Please check your account and try again.")).toBeInTheDocument();
    expect(within(card).queryByText("Active")).not.toBeInTheDocument();
    expect(within(card).queryByText("Incomplete")).not.toBeInTheDocument();
    expect(within(card).getByText("Status unknown")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Complete Verification" })).not.toBeInTheDocument();
    vi.mocked(getAccount).mockResolvedValue({ stripeId: "acct_1", stripeChargesEnabled: true, stripeDetailsSubmitted: true, requirements: { currently_due: [] } });
    await user.click(within(card).getByRole("button", { name: "Retry" }));
    expect(await within(card).findByText("Active")).toBeInTheDocument();
    expect(within(card).queryByText("Connection failed. Please check your account and try again.")).not.toBeInTheDocument();
  });

  it("says the setup is incomplete when nothing is listed as due", async () => {
    vi.mocked(getAccount).mockResolvedValue({ stripeId: "acct_1", stripeChargesEnabled: false, stripeDetailsSubmitted: true, requirements: { currently_due: [] } });
    open({ stripeId: "acct_1" });
    expect(await screen.findByText("Your Stripe setup is incomplete...")).toBeInTheDocument();
  });

  it("unlinks through the 340px dialog", async () => {
    const user = userEvent.setup();
    vi.mocked(getAccount).mockResolvedValue({ stripeId: "acct_1", stripeChargesEnabled: true, stripeDetailsSubmitted: true, requirements: { currently_due: [] } });
    open({ stripeId: "acct_1" });
    await user.click(await screen.findByRole("button", { name: "Unlink account" }));
    await user.click(within(screen.getByRole("dialog", { name: "Unlink account?" })).getByRole("button", { name: "Unlink" }));
    await expectToast("Your account was unlinked successfully.", "success");
    expect(unlinkStripeAccount).toHaveBeenCalledTimes(1);
  });

  it("reads an OAuth code once, links the account and clears the address", async () => {
    vi.mocked(connectOAuth).mockResolvedValue({ ok: true, stripeId: "acct_9", stripeChargesEnabled: true, stripeDetailsSubmitted: true });
    const { router } = open({}, "/settings?tab=payments&code=ac_123&state=st&scope=read_write");
    await expectToast("Successfully linked account", "success");
    expect(connectOAuth).toHaveBeenCalledTimes(1);
    expect(connectOAuth).toHaveBeenCalledWith("ac_123", "st");
    expect(router.state.location.search).toBe("?tab=payments");
  });

  it("says a denied connection was cancelled and another error names its description", async () => {
    const { router } = open({}, "/settings?tab=payments&error=access_denied&error_description=The+user+denied+your+request");
    await expectToast("The connection was cancelled.", "error");
    expect(router.state.location.search).toBe("?tab=payments");
    expect(connectOAuth).not.toHaveBeenCalled();
  });
});
