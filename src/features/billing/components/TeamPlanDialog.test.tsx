import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import { toast } from "@/lib/toast";
import type { SubscriptionPlan } from "@rallyhub/domain/billing/model";
import { cancelSubscription, createSubscription, listManagedTeamsForPlans, listPlans, type ManagedTeam } from "../api/billingRepository";
import { TeamPlanDialog, teamPlanChoice } from "./TeamPlanDialog";

// The network boundary only: the billing callables and the managed-teams query.
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
  listManagedTeamsForPlans: vi.fn(),
}));

const TEAM_PLANS: SubscriptionPlan[] = [
  { id: "ROOKIE", itemKey: "ROOKIE", label: "Rookie", cost: 0, priceId: null, order: 0, interval: "month", features: ["Up to 20 roster spots"] },
  { id: "PRO", itemKey: "PRO", label: "Pro", cost: 9.99, priceId: "price_sim_team_pro_month", order: 1, interval: "month", features: ["Team website"] },
  { id: "ALL_STAR", itemKey: "ALL_STAR", label: "All-Star", cost: 24.99, priceId: "price_sim_team_all_star_month", order: 2, interval: "month", features: ["Custom team domain"] },
];
const rookie: ManagedTeam = { id: "t-rookie", name: "South Congress Smash", subscription: "ROOKIE", subscriptionId: null };
const pro: ManagedTeam = { id: "t-pro", name: "Lakeside Lightning", subscription: "PRO", subscriptionId: "sub_pro" };
const assign = vi.fn();
const onClose = vi.fn();

beforeEach(() => {
  act(() => toast.reset());
  vi.mocked(listPlans).mockReset().mockResolvedValue(TEAM_PLANS);
  vi.mocked(listManagedTeamsForPlans).mockReset().mockResolvedValue([rookie, pro]);
  vi.mocked(createSubscription).mockReset().mockResolvedValue({ url: "http://localhost:12111/checkout/cs_test_9", sessionId: "cs_test_9" });
  vi.mocked(cancelSubscription).mockReset().mockResolvedValue({ ok: true });
  assign.mockReset();
  onClose.mockReset();
  vi.stubGlobal("location", { assign, href: window.location.href, origin: window.location.origin, pathname: window.location.pathname, search: "", hash: "" });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = () => renderWithProviders(<TeamPlanDialog open uid="user-1" platform="gth" onClose={onClose} />, { preloadedState: { auth: signedInAuth() } });

async function pickTeam(name: string) {
  await userEvent.click(await screen.findByRole("combobox", { name: "Team" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

describe("teamPlanChoice (spec §4 Plan change, team)", () => {
  it("does nothing for the current plan or a free plan on a free team; confirms a cancel or a change for a paid team; checks out a paid plan for a free team", () => {
    expect(teamPlanChoice(rookie, TEAM_PLANS[0] as SubscriptionPlan)).toBe("nothing");
    expect(teamPlanChoice(pro, TEAM_PLANS[1] as SubscriptionPlan)).toBe("nothing");
    expect(teamPlanChoice(pro, TEAM_PLANS[0] as SubscriptionPlan)).toBe("confirmCancel");
    expect(teamPlanChoice(pro, TEAM_PLANS[2] as SubscriptionPlan)).toBe("confirmChange");
    expect(teamPlanChoice(rookie, TEAM_PLANS[1] as SubscriptionPlan)).toBe("checkout");
  });
});

describe("the Change Plan dialog", () => {
  it("shows the team select and the team plans per month, the team's current plan marked", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "Change Plan" });
    const proCard = await within(dialog).findByRole("article", { name: "Pro" });
    expect(within(proCard).getByText("$9.99 per month")).toBeInTheDocument();
    expect(within(await within(dialog).findByRole("article", { name: "Rookie" })).getByRole("button", { name: "Current plan" })).toBeDisabled();
    await pickTeam("Lakeside Lightning");
    expect(within(proCard).getByRole("button", { name: "Current plan" })).toBeDisabled();
  });

  it("sends a free team to a 'teams' checkout for a paid plan", async () => {
    open();
    await userEvent.click(within(await screen.findByRole("article", { name: "Pro" })).getByRole("button", { name: "Choose Pro" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost:12111/checkout/cs_test_9"));
    expect(vi.mocked(createSubscription).mock.calls[0]?.[0]).toMatchObject({ items: [{ id: "PRO", type: "teams", teamId: "t-rookie", subscriptionPriceId: "price_sim_team_pro_month", cost: 9.99 }] });
    await expectToast("Taking you to the provider", "info");
  });

  it("asks before changing a paid team's plan, then makes a change-team-subscription checkout", async () => {
    open();
    await pickTeam("Lakeside Lightning");
    await userEvent.click(within(await screen.findByRole("article", { name: "All-Star" })).getByRole("button", { name: "Choose All-Star" }));
    const confirm = await screen.findByRole("dialog", { name: "Change this team's plan?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep current plan" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change this team's plan?" })).not.toBeInTheDocument());
    expect(createSubscription).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole("article", { name: "All-Star" })).getByRole("button", { name: "Choose All-Star" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Change this team's plan?" })).getByRole("button", { name: "Continue to checkout" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(vi.mocked(createSubscription).mock.calls[0]?.[0]).toMatchObject({ items: [{ id: "ALL_STAR", type: "change-team-subscription", teamId: "t-pro" }] });
  });

  it("asks before moving a paid team to the free plan, then cancels it now", async () => {
    open();
    await pickTeam("Lakeside Lightning");
    await userEvent.click(within(await screen.findByRole("article", { name: "Rookie" })).getByRole("button", { name: "Choose Rookie" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Cancel this team's plan?" })).getByRole("button", { name: "Cancel plan" }));
    await waitFor(() => expect(cancelSubscription).toHaveBeenCalledWith({ type: "teams", id: "sub_pro", platform: "gth", when: "now" }));
    await expectToast("Successfully cancelled subscription!", "success");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("keeps the choice open and says why when the checkout cannot start", async () => {
    vi.mocked(createSubscription).mockRejectedValue(Object.assign(new Error("This team already has a paid plan: change it instead."), { code: "functions/failed-precondition" }));
    open();
    await userEvent.click(within(await screen.findByRole("article", { name: "Pro" })).getByRole("button", { name: "Choose Pro" }));
    await waitFor(() => expect(queued().some((t) => t.severity === "error" && /paid plan|could not start the checkout/.test(t.message))).toBe(true));
    expect(assign).not.toHaveBeenCalled();
    expect(within(screen.getByRole("article", { name: "Pro" })).getByRole("button", { name: "Choose Pro" })).toBeEnabled();
  });

  it("says so when the user manages no team", async () => {
    vi.mocked(listManagedTeamsForPlans).mockResolvedValue([]);
    open();
    expect(await screen.findByText("You do not manage any teams yet. Create a team to choose a plan for it.")).toBeInTheDocument();
  });
});
