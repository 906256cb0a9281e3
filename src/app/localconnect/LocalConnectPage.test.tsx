import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeEvent, signedInAuth, signedOutAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { discoverEvents } from "@/features/events/api/eventsRepository";
import { listPlacesInCity } from "@/features/places/api/cityPlacesRepository";
import { listPosts } from "@/features/posts/api/postsRepository";
import { listTeamsInCity } from "@/features/teams/api/localConnectRepository";
import { AppError } from "@/lib/errors";
import { Component as LocalConnectPage } from "./LocalConnectPage";

// The network boundary of each section: discover (Firestore), places, teams (Firestore) and the listPosts callable.
vi.mock("@/features/events/api/eventsRepository", () => ({ discoverEvents: vi.fn() }));
vi.mock("@/features/places/api/cityPlacesRepository", () => ({ listPlacesInCity: vi.fn() }));
vi.mock("@/features/teams/api/localConnectRepository", () => ({ listTeamsInCity: vi.fn() }));
vi.mock("@/features/posts/api/postsRepository", () => ({ listPosts: vi.fn() }));

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431, hash: "9v6kp" };

const place = { id: "place-01", name: "Zilker Park Courts", address: "2100 Barton Springs Rd", city: "Austin, TX", lat: 30.2669, lng: -97.7729, sports: ["Tennis"], indoor: false };
const post = {
  id: "post-01",
  title: "Need a keeper Sunday",
  text: "Our keeper is out this week.",
  category: "Play & Competition",
  subCategory: "Find a Game",
  authorId: "u-9",
  authorName: "Sam",
  createdAt: 1_700_000_000_000,
  updatedAt: null,
};

function renderAt(url: string, auth: AuthState) {
  return renderRoutes(
    [
      { path: "/localconnect", element: <LocalConnectPage /> },
      { path: "/event/:id", element: <p>Event page</p> },
      { path: "/team/:id", element: <p>Team page</p> },
    ],
    { preloadedState: { auth }, initialEntries: [url] },
  );
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  vi.mocked(discoverEvents)
    .mockReset()
    .mockResolvedValue({ results: [{ event: makeEvent({ id: "ev-1", title: "Sunday Soccer" }), distanceMiles: 2.5 }], next: null, reads: 1 });
  vi.mocked(listPlacesInCity).mockReset().mockResolvedValue([place]);
  vi.mocked(listTeamsInCity)
    .mockReset()
    .mockResolvedValue([{ id: "t-1", name: "Austin Eagles", gameType: "Soccer", memberCount: 12 }]);
  vi.mocked(listPosts)
    .mockReset()
    .mockResolvedValue({ posts: [post], next: null, reads: 1 });
});

describe("localconnect (spec §2.1): the community page of the user's city", () => {
  it("shows the user's city: its upcoming games, places, teams and the board's recent posts, each with its full list", async () => {
    renderAt("/localconnect", signedInAuth({ defaultCity: AUSTIN }));
    expect(await screen.findByRole("heading", { level: 1, name: "Local Connect: Austin, TX" })).toBeInTheDocument();

    const games = screen.getByRole("region", { name: "Upcoming games" });
    expect(await within(games).findByRole("heading", { name: "Sunday Soccer" })).toBeInTheDocument();
    expect(within(games).getByRole("link", { name: "See all games" })).toHaveAttribute("href", "/discover/events?near=Austin%2C+TX&lat=30.2672&lng=-97.7431");
    expect(vi.mocked(discoverEvents).mock.calls[0]?.[0]).toMatchObject({ center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, pageSize: 6 });

    const places = screen.getByRole("region", { name: "Places" });
    expect(await within(places).findByRole("link", { name: "Zilker Park Courts" })).toHaveAttribute("href", "/places/view/place-01");
    expect(listPlacesInCity).toHaveBeenCalledWith("Austin, TX", 6);

    const teams = screen.getByRole("region", { name: "Teams" });
    expect(await within(teams).findByRole("link", { name: "Austin Eagles" })).toHaveAttribute("href", "/team/t-1");
    expect(within(teams).getByText("Soccer · 12 members")).toBeInTheDocument();
    expect(listTeamsInCity).toHaveBeenCalledWith("Austin, TX", 6);

    const posts = screen.getByRole("region", { name: "Recent posts" });
    expect(await within(posts).findByRole("link", { name: "Need a keeper Sunday" })).toHaveAttribute("href", "/posts/play-and-competition/find-a-game/post-01");
    expect(listPosts).toHaveBeenCalledWith({ limit: 5 });
  });

  it("takes the city from the address over the user's own", async () => {
    renderAt("/localconnect?near=Denver%2C+CO&lat=39.7392&lng=-104.9903", signedInAuth({ defaultCity: AUSTIN }));
    expect(await screen.findByRole("heading", { level: 1, name: "Local Connect: Denver, CO" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Zilker Park Courts" });
    expect(listPlacesInCity).toHaveBeenCalledWith("Denver, CO", 6);
    expect(listTeamsInCity).toHaveBeenCalledWith("Denver, CO", 6);
  });

  it("asks a visitor without a city to choose one, reading nothing", () => {
    renderAt("/localconnect", signedOutAuth());
    expect(screen.getByRole("heading", { level: 1, name: "Local Connect" })).toBeInTheDocument();
    expect(screen.getByText("Choose a city to see its games, places and teams.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Choose a city" })).toBeInTheDocument();
    expect(discoverEvents).not.toHaveBeenCalled();
    expect(listPosts).not.toHaveBeenCalled();
  });

  it("says when a section is empty, each on its own", async () => {
    vi.mocked(discoverEvents).mockResolvedValue({ results: [], next: null, reads: 1 });
    vi.mocked(listPlacesInCity).mockResolvedValue([]);
    vi.mocked(listTeamsInCity).mockResolvedValue([]);
    vi.mocked(listPosts).mockResolvedValue({ posts: [], next: null, reads: 1 });
    renderAt("/localconnect", signedInAuth({ defaultCity: AUSTIN }));
    expect(await screen.findByText(/No public games within 25 miles of Austin, TX in the next 30 days\./)).toBeInTheDocument();
    expect(await screen.findByText("No places have been added in Austin, TX yet.")).toBeInTheDocument();
    expect(await screen.findByText(/No teams in Austin, TX yet\./)).toBeInTheDocument();
    expect(await screen.findByText("No posts yet.")).toBeInTheDocument();
  });

  it("shows a failed section's error with Try again, and the rest of the page still works", async () => {
    vi.mocked(listTeamsInCity).mockRejectedValueOnce(new AppError("unavailable", "Teams could not be loaded. Please try again."));
    renderAt("/localconnect", signedInAuth({ defaultCity: AUSTIN }));
    const teams = screen.getByRole("region", { name: "Teams" });
    expect(await within(teams).findByRole("alert")).toHaveTextContent("Teams could not be loaded. Please try again.");
    expect(await screen.findByRole("link", { name: "Zilker Park Courts" })).toBeInTheDocument();
    await setupUser().click(within(teams).getByRole("button", { name: "Try again" }));
    expect(await within(teams).findByRole("link", { name: "Austin Eagles" })).toBeInTheDocument();
  });
});
