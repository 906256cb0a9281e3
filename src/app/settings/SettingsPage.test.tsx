import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeProfile, signedInAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { profileChanged } from "@/lib/session/authSlice";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { Component as SettingsPage } from "./SettingsPage";

// The network boundary of the General tab's profile form.
vi.mock("@/features/profile/api/profileRepository", () => ({ saveProfile: vi.fn(() => Promise.resolve()) }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({
  useGetProfileOptionsQuery: vi.fn(() => ({ data: { gameTypes: ["Pickleball"], genders: ["Female"] }, isLoading: false, isError: false, refetch: vi.fn() })),
}));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));
// The Privacy tab's data: network boundary only.
vi.mock("@/features/account/api/privacyRepository", () => ({
  setPrivacyToggle: vi.fn(() => Promise.resolve()),
  blockUsers: vi.fn(() => Promise.resolve()),
  unblockUser: vi.fn(() => Promise.resolve()),
  listBlockedConversations: vi.fn(() => Promise.resolve([])),
  setConversationBlocked: vi.fn(() => Promise.resolve()),
}));
// The General tab's cards: their network boundary.
vi.mock("@/features/account/api/familyRepository", () => ({
  watchConnections: vi.fn(() => () => undefined),
  sendFamilyRequest: vi.fn(),
  respondToFamilyRequest: vi.fn(),
  removeFamilyConnection: vi.fn(),
  saveFamilyMembers: vi.fn(),
}));
vi.mock("@/features/account/api/userSettings", () => ({ addToList: vi.fn(), removeFromList: vi.fn(), updateUserFields: vi.fn() }));
vi.mock("@/features/account/api/avatarRepository", () => ({ setPhotoURL: vi.fn(), uploadAvatar: vi.fn(), uploadsAvailable: vi.fn(() => Promise.resolve(false)) }));
vi.mock("@/features/account/api/accountRepository", () => ({ getDeletionBlockers: vi.fn(() => Promise.resolve([])), deleteAccount: vi.fn() }));
vi.mock("@/lib/remoteConfig", () => ({ getFlag: vi.fn(() => Promise.resolve(false)), peekFlag: vi.fn(() => false) }));
// The Availability tab's network boundary: it stays loading here.
vi.mock("@/features/availability/api/availabilityApi", () => ({
  useGetMyAvailabilityQuery: vi.fn(() => ({ isLoading: true, isError: false, data: undefined, refetch: vi.fn() })),
  useSaveMyAvailabilityMutation: vi.fn(() => [vi.fn(), { isLoading: false }]),
  useGetPlayerAvailabilityQuery: vi.fn(() => ({ isLoading: true })),
}));

// The tabs are lazy: load their code once up front, so that no test waits for a first transform.
beforeAll(async () => {
  await Promise.all([import("./GeneralTab"), import("@/features/availability/components/AvailabilityTab")]);
}, 60_000);

beforeEach(() => {
  vi.mocked(getCitySearch).mockResolvedValue({ search: () => Promise.resolve([]) });
});

const LABELS = ["General", "Privacy", "Subscriptions & Payouts", "Interests", "Availability", "Notification Settings", "Activity Subscription"];

function renderSettings(at: string, auth: AuthState = signedInAuth()) {
  return renderRoutes(
    [
      { path: "/settings", element: <SettingsPage /> },
      { path: "/profile", element: <p>Profile page</p> },
    ],
    { preloadedState: { auth }, initialEntries: [at] },
  );
}

const selectedTab = () => screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true");
const tabLabels = () => screen.getAllByRole("tab").map((t) => t.textContent);

describe("SettingsPage (spec §2.6)", () => {
  it("with no tab shows General and its profile form", async () => {
    renderSettings("/settings");
    expect(selectedTab()).toHaveTextContent("General");
    expect(await screen.findByRole("heading", { name: "Settings", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
  });

  it("shows all seven tabs in order once the profile is loaded", () => {
    renderSettings("/settings");
    expect(tabLabels()).toEqual(LABELS);
  });

  it.each([
    ["general", "General"],
    ["privacy", "Privacy"],
    ["payments", "Subscriptions & Payouts"],
    ["sports", "Interests"],
    ["availability", "Availability"],
    ["notification", "Notification Settings"],
    ["activities-subscription", "Activity Subscription"],
  ])("?tab=%s selects %s", (key, label) => {
    const { router } = renderSettings(`/settings?tab=${key}`);
    expect(selectedTab()).toHaveTextContent(label);
    expect(router.state.location.search).toBe(`?tab=${key}`);
  });

  it("?tab=privacy shows the Privacy panel", async () => {
    renderSettings("/settings?tab=privacy");
    expect(selectedTab()).toHaveTextContent("Privacy");
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "settings-tab-privacy");
    expect(await screen.findByRole("heading", { name: "Privacy", level: 2 })).toBeInTheDocument();
  });

  it.each(["bogus", "", "PRIVACY", "3"])("an unknown tab %j falls back to General and says so in the address", async (value) => {
    const { router } = renderSettings(`/settings?tab=${value}&skippable=true`);
    expect(selectedTab()).toHaveTextContent("General");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=general&skippable=true"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("choosing a tab puts it in the address", async () => {
    const { router } = renderSettings("/settings?tab=privacy&skippable=true");
    await userEvent.setup().click(screen.getByRole("tab", { name: "Availability" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=availability&skippable=true"));
    await waitFor(() => expect(selectedTab()).toHaveTextContent("Availability"));
  });

  it("skippable=true shows 'Skip for now...' linking to the profile", async () => {
    renderSettings("/settings?tab=availability&skippable=true");
    const link = screen.getByRole("link", { name: "Skip for now..." });
    expect(link).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("link", { name: "View Profile" })).not.toBeInTheDocument();
    await userEvent.setup().click(link);
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
  });

  it.each(["/settings", "/settings?skippable=false", "/settings?skippable=1"])("%s shows 'View Profile' instead", (at) => {
    renderSettings(at);
    expect(screen.getByRole("link", { name: "View Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("link", { name: "Skip for now..." })).not.toBeInTheDocument();
  });

  it("hides the last two tabs while the profile is not loaded", () => {
    renderSettings("/settings", signedInAuth(null));
    expect(tabLabels()).toEqual(LABELS.slice(0, 5));
    expect(screen.queryByRole("tab", { name: "Notification Settings" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Activity Subscription" })).not.toBeInTheDocument();
  });

  it("shows them as soon as the profile arrives, and a requested hidden tab is then selected", async () => {
    const { store } = renderSettings("/settings?tab=notification", signedInAuth(null));
    expect(tabLabels()).toHaveLength(5);
    act(() => {
      store.dispatch(profileChanged(makeProfile()));
    });
    await waitFor(() => expect(tabLabels()).toEqual(LABELS));
    expect(selectedTab()).toHaveTextContent("Notification Settings");
  });

  it("a user without additional info sees the new-user form ('More Information', 'Setup Account')", async () => {
    renderSettings("/settings", signedInAuth({ hasAdditionalInfo: false }));
    expect(await screen.findByRole("heading", { name: "More Information" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Setup Account" })).toBeInTheDocument();
    // Spec §2.7: the avatar dialog and both cards are there for a new user too.
    expect(screen.getByRole("button", { name: "Change photo" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Alternate e-mails" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Family members" })).toBeInTheDocument();
  });

  it("an existing user sees the avatar and both cards beside the form", async () => {
    renderSettings("/settings?tab=general");
    expect(await screen.findByRole("button", { name: "Save Changes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change photo" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Alternate e-mails" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Family members" })).toBeInTheDocument();
  });
});
