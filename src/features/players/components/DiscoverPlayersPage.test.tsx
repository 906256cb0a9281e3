import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import type { AuthState } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { browserTimeZone, zonedToInstant } from "@rallyhub/domain/availability/dates";
import type { NearbyPlayer, NearbyPlayersInput, NearbyPlayersPage } from "@rallyhub/domain/players/search";
import { findPlayersNearby } from "../api/playersRepository";
import { Component as DiscoverPlayersPage } from "./DiscoverPlayersPage";
import { PLAYERS_MESSAGES } from "../messages";

// The network boundary: the findPlayersNearby callable, the game types list and the city search.
vi.mock("../api/playersRepository", () => ({ findPlayersNearby: vi.fn() }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));

/** The page opens on Wednesday March 4 2026, 16:00 UTC. */
const NOW = Date.UTC(2026, 2, 4, 16, 0);
const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431, hash: "9v6kp" };
const ZONE = browserTimeZone();

function player(overrides: Partial<NearbyPlayer> = {}): NearbyPlayer {
  return { uid: "u1", displayName: "Riley Second", photoURL: "", cityName: "Austin, TX", sports: ["Tennis"], distanceMiles: 2.4, availableThisWeek: true, ...overrides };
}
const page = (players: NearbyPlayer[], next: string | null = null): NearbyPlayersPage => ({ players, next, reads: players.length + 3 });

function renderAt(url: string, auth: AuthState = signedInAuth({ defaultCity: AUSTIN }, { status: "success" })) {
  return renderRoutes(
    [
      { path: "/discover/players", element: <DiscoverPlayersPage /> },
      { path: "/connect", element: <DiscoverPlayersPage /> },
      { path: "/profile/:id", element: <p>Profile page</p> },
    ],
    { preloadedState: { auth }, initialEntries: [url] },
  );
}

/** What the page asked the server last. */
function lastInput(): NearbyPlayersInput {
  const call = vi.mocked(findPlayersNearby).mock.calls.at(-1);
  if (!call) throw new Error("findPlayersNearby was not called");
  return call[0];
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

const FIRST_SEARCH = { center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, radiusMiles: 25, sport: null, availableAt: null, pageSize: 12, cursor: null };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  vi.mocked(findPlayersNearby).mockReset();
  vi.mocked(useGetProfileOptionsQuery)
    .mockReset()
    .mockReturnValue({ data: { gameTypes: ["Pickleball", "Tennis", "Basketball"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() });
  vi.mocked(getCitySearch).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Discover players (discover/players and connect, issue 11)", () => {
  it("searches around the user's city by default and lists each player, each opening their profile", async () => {
    const user = setupUser();
    vi.mocked(findPlayersNearby).mockResolvedValue(page([player(), player({ uid: "u2", displayName: "Sam Soccer", availableThisWeek: null })]));
    renderAt("/discover/players");
    expect(screen.getByRole("heading", { level: 1, name: "Discover" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Players", selected: true })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Players" });
    expect(findPlayersNearby).toHaveBeenCalledTimes(1);
    expect(lastInput()).toEqual(FIRST_SEARCH);
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("Austin, TX");
    expect(screen.getByRole("status")).toHaveTextContent("2 players within 25 miles of Austin, TX");
    const cards = within(list).getAllByRole("article");
    expect(cards[0]).toHaveTextContent("Available this week");
    expect(cards[1]).not.toHaveTextContent(/available this week/i);
    await user.click(within(cards[1] as HTMLElement).getByRole("link"));
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
  });

  it("/connect is the same search under its own heading", async () => {
    vi.mocked(findPlayersNearby).mockResolvedValue(page([player()]));
    renderAt("/connect");
    expect(screen.getByRole("heading", { level: 1, name: "Connect" })).toBeInTheDocument();
    await screen.findByRole("list", { name: "Players" });
    expect(lastInput()).toEqual(FIRST_SEARCH);
  });

  it("'Load more' asks for the next page with the server's cursor and adds it", async () => {
    const user = setupUser();
    vi.mocked(findPlayersNearby)
      .mockResolvedValueOnce(page([player(), player({ uid: "u2", displayName: "Sam Soccer" })], "cursor-1"))
      .mockResolvedValueOnce(page([player({ uid: "u3", displayName: "Third Theo" })]));
    renderAt("/discover/players");
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Third Theo" })).toBeInTheDocument();
    expect(vi.mocked(findPlayersNearby).mock.calls.map((c) => c[0].cursor)).toEqual([null, "cursor-1"]);
    expect(lastInput()).toEqual({ ...FIRST_SEARCH, cursor: "cursor-1" });
    expect(within(screen.getByRole("list", { name: "Players" })).getAllByRole("article")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("3 players within 25 miles of Austin, TX");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("filters by sport and radius: the search asks with them and the address keeps them", async () => {
    const user = setupUser();
    vi.mocked(findPlayersNearby).mockResolvedValue(page([player()]));
    const { router } = renderAt("/discover/players");
    await screen.findByRole("list", { name: "Players" });
    await choose(user, "Sport", "Tennis");
    await choose(user, "Within", "10 miles");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(lastInput()).toEqual({ ...FIRST_SEARCH, sport: "Tennis", radiusMiles: 10 }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ sport: "Tennis", radius: "10" });
  });

  it("filters by being available at a chosen time, sent as a span in the user's time zone", async () => {
    const user = setupUser();
    vi.mocked(findPlayersNearby).mockResolvedValue(page([player()]));
    const { router } = renderAt("/discover/players");
    await screen.findByRole("list", { name: "Players" });
    await choose(user, "Available", "At a chosen time");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-03-06" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "18:30" } });
    await choose(user, "For", "2 hours");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const start = zonedToInstant("2026-03-06", 18 * 60 + 30, ZONE);
    await waitFor(() => expect(lastInput()).toEqual({ ...FIRST_SEARCH, availableAt: { start, end: start + 2 * 60 * 60 * 1000 } }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ day: "2026-03-06", time: "18:30", hours: "2" });
  });

  it("a chosen time in the past is refused on the form, and nothing is asked", async () => {
    const user = setupUser();
    vi.mocked(findPlayersNearby).mockResolvedValue(page([player()]));
    renderAt("/discover/players");
    await screen.findByRole("list", { name: "Players" });
    await choose(user, "Available", "At a chosen time");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "10:00" } });
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Choose a time from now on")).toBeInTheDocument();
    expect(findPlayersNearby).toHaveBeenCalledTimes(1);
  });

  it("a reload keeps the filters from the address", async () => {
    vi.mocked(findPlayersNearby).mockResolvedValue(page([player()]));
    renderAt("/discover/players?near=Denver%2C+CO&lat=39.7392&lng=-104.9903&radius=50&sport=Pickleball&day=2026-03-05&time=09:00&hours=3");
    await screen.findByRole("list", { name: "Players" });
    const start = zonedToInstant("2026-03-05", 9 * 60, ZONE);
    expect(lastInput()).toEqual({
      center: { lat: 39.7392, lng: -104.9903 },
      radiusMiles: 50,
      sport: "Pickleball",
      availableAt: { start, end: start + 3 * 60 * 60 * 1000 },
      pageSize: 12,
      cursor: null,
    });
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("Denver, CO");
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveTextContent("Pickleball");
    expect(screen.getByRole("combobox", { name: "Available" })).toHaveTextContent("At a chosen time");
    expect(screen.getByLabelText("Time")).toHaveValue("09:00");
  });

  it("a failed search shows the message with Retry, which searches again", async () => {
    const user = setupUser();
    vi.mocked(findPlayersNearby)
      .mockRejectedValueOnce(new AppError("unavailable", PLAYERS_MESSAGES.failure.searchLoad))
      .mockResolvedValueOnce(page([player()]));
    renderAt("/discover/players");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Players could not be loaded. Check your connection and try again.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: "Riley Second" })).toBeInTheDocument();
    expect(findPlayersNearby).toHaveBeenCalledTimes(2);
  });

  it("nobody matches: says so and suggests what to change", async () => {
    vi.mocked(findPlayersNearby).mockResolvedValue(page([]));
    renderAt("/discover/players");
    expect(await screen.findByText("No players match near Austin, TX.")).toBeInTheDocument();
    expect(screen.getByText("Try a wider radius, another sport or another time.")).toBeInTheDocument();
  });

  it("without a city (none in the profile or the address): asks for one and searches nothing", () => {
    renderAt("/discover/players", signedInAuth({ defaultCity: null as unknown as typeof AUSTIN }, { status: "success" }));
    expect(screen.getByText("Choose a city to see players near it.")).toBeInTheDocument();
    expect(findPlayersNearby).not.toHaveBeenCalled();
  });

  it("signed out: asks to sign in and searches nothing", () => {
    renderAt("/discover/players", signedOutAuth());
    expect(screen.getByText("Sign in to find players near you.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(findPlayersNearby).not.toHaveBeenCalled();
  });
});
