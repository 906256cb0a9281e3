import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import { getPublicProfile, type PublicProfile } from "@/features/profile/api/publicProfiles";
import { useGetPlayerAvailabilityQuery } from "@/features/availability/api/availabilityApi";
import { Component as PlayerProfilePage } from "./PlayerProfilePage";

// The network boundary: the public profile read and the server's availability answer.
vi.mock("@/features/profile/api/publicProfiles", () => ({ getPublicProfile: vi.fn() }));
vi.mock("@/features/availability/api/availabilityApi", () => ({ useGetPlayerAvailabilityQuery: vi.fn() }));

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return { uid: "user-1", displayName: "Pat Player", photoURL: "", cityName: "Austin, TX", sports: ["Pickleball"], bio: "Weeknight pickup.", ...overrides };
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: "/profile", element: <PlayerProfilePage /> },
      { path: "/profile/:id", element: <PlayerProfilePage /> },
    ],
    { preloadedState: { auth: signedInAuth() }, initialEntries: [path] },
  );
}

beforeEach(() => {
  vi.mocked(getPublicProfile).mockReset();
  vi.mocked(useGetPlayerAvailabilityQuery).mockReturnValue({ isLoading: false, isError: false, data: { visible: false, reason: "filtered" }, refetch: vi.fn() });
});

describe("PlayerProfilePage", () => {
  it("/profile shows the signed-in player's own public profile, with a way to edit it", async () => {
    vi.mocked(getPublicProfile).mockResolvedValue(profile());
    renderAt("/profile");
    expect(await screen.findByRole("heading", { name: "Pat Player", level: 1 })).toBeInTheDocument();
    expect(getPublicProfile).toHaveBeenCalledWith("user-1");
    expect(screen.getByText("This is how other players see your profile.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/settings");
    expect(useGetPlayerAvailabilityQuery).toHaveBeenCalledWith("user-1");
  });

  it("another player's profile has no edit link and shows only what their availability filter allows", async () => {
    vi.mocked(getPublicProfile).mockResolvedValue(profile({ uid: "u-riley", displayName: "Riley Second" }));
    renderAt("/profile/u-riley");
    expect(await screen.findByRole("heading", { name: "Riley Second", level: 1 })).toBeInTheDocument();
    expect(getPublicProfile).toHaveBeenCalledWith("u-riley");
    expect(screen.queryByRole("link", { name: "Edit profile" })).not.toBeInTheDocument();
    expect(screen.getByText("Riley Second shares their availability only with some players.")).toBeInTheDocument();
  });

  it("says 'User not found' for a missing or blocking player", async () => {
    vi.mocked(getPublicProfile).mockRejectedValue(new AppError("not-found", "User not found"));
    renderAt("/profile/u-gone");
    expect(await screen.findByRole("alert")).toHaveTextContent("User not found");
  });
});
