import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeProfile, makeTeam, signedInAuth } from "@/test/fixtures";
import { profileChanged } from "@/lib/session/authSlice";
import { recordedAnalyticsEvents } from "@/lib/analytics";
import { toast } from "@/lib/toast";
import type { UserProfile } from "@/lib/session/userProfile";
import type { Team } from "@/features/teams/model/types";
import { NOTIFICATION_CATEGORIES } from "@/lib/session/userDefaults";
import { useGetTeamsForUserQuery } from "@/features/teams/api/myTeamsApi";
import { updateUserFields } from "@/features/account/api/userSettings";
import { NOTIFICATION_CATEGORY_LABELS } from "@/features/account/model/notificationSettings";
import NotificationSettingsTab from "./NotificationSettingsTab";

// The network boundaries: the user document write and the user's teams.
vi.mock("@/features/account/api/userSettings", () => ({ updateUserFields: vi.fn() }));
vi.mock("@/features/teams/api/myTeamsApi", () => ({ useGetTeamsForUserQuery: vi.fn() }));

type TeamsResult = ReturnType<typeof useGetTeamsForUserQuery>;

function teamsResult(partial: { data?: Team[]; isLoading?: boolean; isError?: boolean; refetch?: () => void }): TeamsResult {
  return { data: undefined, isLoading: false, isError: false, refetch: vi.fn(), ...partial } as unknown as TeamsResult;
}

beforeEach(() => {
  vi.mocked(updateUserFields).mockReset().mockResolvedValue(undefined);
  vi.mocked(useGetTeamsForUserQuery)
    .mockReset()
    .mockReturnValue(teamsResult({ data: [] }));
});

function renderTab(profile: Partial<UserProfile> = {}) {
  return renderWithProviders(<NotificationSettingsTab />, { preloadedState: { auth: signedInAuth(profile) } });
}

const toggle = (name: string) => screen.getByRole("switch", { name });

describe("NotificationSettingsTab (spec §2.9, §3 Notification settings)", { timeout: 20_000 }, () => {
  it("lists every category with human labels and Email and Push switches, on by default", () => {
    renderTab({ notificationSettings: {} });
    expect(NOTIFICATION_CATEGORIES).toHaveLength(14);
    for (const category of NOTIFICATION_CATEGORIES) {
      const label = NOTIFICATION_CATEGORY_LABELS[category];
      expect(screen.getByRole("rowheader", { name: label })).toBeInTheDocument();
      expect(toggle(`${label} by email`)).toBeChecked();
      expect(toggle(`${label} by push`)).toBeChecked();
    }
    expect(screen.getByRole("switch", { name: "News by email" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Players joining near you" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "New events you can join" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Direct messages" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader", { name: "Email" }).length).toBeGreaterThan(0);
  });

  it("shows stored values; a missing channel counts as on", () => {
    renderTab({ notificationSettings: { news: { email: false, push: true }, directMessage: { email: true, push: false } } });
    expect(toggle("News by email")).not.toBeChecked();
    expect(toggle("News by push")).toBeChecked();
    expect(toggle("Direct messages by push")).not.toBeChecked();
    expect(toggle("Surveys by email")).toBeChecked();
  });

  it("a toggle saves only its field path, shows the success toast and logs analytics", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const before = recordedAnalyticsEvents().length;
    renderTab();
    await user.click(toggle("News by email"));

    expect(toggle("News by email")).not.toBeChecked();
    await waitFor(() => expect(success).toHaveBeenCalledWith("Updated user data successfully.", { duration: "short" }));
    expect(updateUserFields).toHaveBeenCalledTimes(1);
    expect(updateUserFields).toHaveBeenCalledWith("user-1", { "notificationSettings.news.email": false }, expect.any(String));
    expect(toggle("News by email")).not.toBeChecked();
    expect(toggle("News by push")).toBeChecked();
    expect(
      recordedAnalyticsEvents()
        .slice(before)
        .map((e) => e.name),
    ).toContain("notification_settings_updated");
  });

  it("follows the live profile once saved, including a later change made elsewhere", async () => {
    const user = userEvent.setup();
    const { store } = renderTab();
    await user.click(toggle("Surveys by push"));
    await waitFor(() => expect(updateUserFields).toHaveBeenCalledTimes(1));
    expect(toggle("Surveys by push")).not.toBeChecked();
    // The live profile catches up with the write…
    act(() => {
      store.dispatch(profileChanged(makeProfile({ notificationSettings: { surveys: { email: true, push: false } } })));
    });
    expect(toggle("Surveys by push")).not.toBeChecked();
    // …and a change from another device or tab is shown too.
    act(() => {
      store.dispatch(profileChanged(makeProfile({ notificationSettings: { surveys: { email: true, push: true } } })));
    });
    expect(toggle("Surveys by push")).toBeChecked();
  });

  it("turning a stored 'off' back on saves true", async () => {
    const user = userEvent.setup();
    renderTab({ notificationSettings: { eventJoined: { email: true, push: false } } });
    await user.click(toggle("Players joining your events by push"));
    await waitFor(() => expect(updateUserFields).toHaveBeenCalledWith("user-1", { "notificationSettings.eventJoined.push": true }, expect.any(String)));
    expect(toggle("Players joining your events by push")).toBeChecked();
  });

  it("a failed save shows an error and the switch goes back", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "failure");
    const success = vi.spyOn(toast, "success");
    let reject: (e: Error) => void = () => undefined;
    vi.mocked(updateUserFields).mockImplementation(() => new Promise((_resolve, r) => (reject = r)));
    renderTab();
    await user.click(toggle("Direct messages by push"));
    // Optimistic while the write is in flight, and not clickable again until it settles.
    expect(toggle("Direct messages by push")).not.toBeChecked();
    expect(toggle("Direct messages by push")).toBeDisabled();

    reject(new Error("offline"));
    // The undo lands a tick before the switch is released: wait for both.
    await waitFor(() => {
      expect(toggle("Direct messages by push")).toBeChecked();
      expect(toggle("Direct messages by push")).toBeEnabled();
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
  });

  it("shows one row per topic and a 'Team discussion' row per team, saved under their keys", async () => {
    const user = userEvent.setup();
    vi.mocked(useGetTeamsForUserQuery).mockReturnValue(
      teamsResult({
        data: [
          makeTeam({ id: "team-1", name: "Riverside Smash", topics: [{ id: "topic-ladder", name: "Ladder results", description: "Weekly ladder standings" }] }),
          makeTeam({ id: "team-2", name: "Hoops Crew", topics: [] }),
        ],
      }),
    );
    renderTab({ notificationSettings: { "topic-ladder": { email: false, push: true } } });

    expect(useGetTeamsForUserQuery).toHaveBeenCalledWith("user-1", expect.anything());
    expect(screen.getByRole("heading", { name: "Riverside Smash" })).toBeInTheDocument();
    expect(screen.getByText("Weekly ladder standings")).toBeInTheDocument();
    expect(toggle("Riverside Smash: Ladder results by email")).not.toBeChecked();
    expect(toggle("Riverside Smash: Ladder results by push")).toBeChecked();
    expect(toggle("Riverside Smash: Team discussion by email")).toBeChecked();
    expect(toggle("Hoops Crew: Team discussion by push")).toBeChecked();
    // The team without topics says so.
    expect(screen.getByText("No topics configured")).toBeInTheDocument();

    await user.click(toggle("Riverside Smash: Ladder results by email"));
    await waitFor(() => expect(updateUserFields).toHaveBeenCalledWith("user-1", { "notificationSettings.topic-ladder.email": true }, expect.any(String)));
    await user.click(toggle("Hoops Crew: Team discussion by push"));
    await waitFor(() => expect(updateUserFields).toHaveBeenCalledWith("user-1", { "notificationSettings.teamDiscussion_team-2.push": false }, expect.any(String)));
  });

  it("says 'No topics configured' when the user has no teams", () => {
    renderTab();
    expect(screen.getByText("No topics configured")).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: /Team discussion/ })).not.toBeInTheDocument();
  });

  it("shows a loading state, then an error with Retry for the teams list", async () => {
    const user = userEvent.setup();
    vi.mocked(useGetTeamsForUserQuery).mockReturnValue(teamsResult({ isLoading: true }));
    const { unmount } = renderTab();
    expect(screen.getByText("Loading your communities…")).toBeInTheDocument();
    // The categories do not wait for the teams.
    expect(toggle("News by email")).toBeInTheDocument();
    unmount();

    const refetch = vi.fn();
    vi.mocked(useGetTeamsForUserQuery).mockReturnValue(teamsResult({ isError: true, refetch }));
    renderTab();
    expect(screen.getByText(/Your communities could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
