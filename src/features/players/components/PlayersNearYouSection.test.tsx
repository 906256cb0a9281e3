import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cssHeight } from "@/test/cssHeight";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import type { NearbyPlayer, NearbyPlayersPage } from "@rallyhub/domain/players/search";
import { findPlayersNearby } from "../api/playersRepository";
import { PlayersNearYouSection } from "../public";
import { PLAYERS_MESSAGES } from "../messages";

// The network boundary: the findPlayersNearby callable.
vi.mock("../api/playersRepository", () => ({ findPlayersNearby: vi.fn() }));

const AUSTIN = { lat: 30.2672, lng: -97.7431 };

function player(overrides: Partial<NearbyPlayer> = {}): NearbyPlayer {
  return { uid: "u1", displayName: "Riley Second", photoURL: "", cityName: "Austin, TX", sports: ["Tennis", "Pickleball"], distanceMiles: 2.4, availableThisWeek: true, ...overrides };
}

const page = (players: NearbyPlayer[], next: string | null = null): NearbyPlayersPage => ({ players, next, reads: players.length + 3 });

function renderSection(props: Parameters<typeof PlayersNearYouSection>[0] = { center: AUSTIN, cityName: "Austin, TX" }) {
  return renderWithProviders(<PlayersNearYouSection {...props} />, { preloadedState: { auth: signedInAuth() } });
}

beforeEach(() => {
  vi.mocked(findPlayersNearby).mockReset();
});

describe("Players Near You (home, issue 11)", () => {
  it("is one section, headed 'Players Near You', anchored for the tour", async () => {
    vi.mocked(findPlayersNearby).mockResolvedValue(page([player()]));
    renderSection();
    const section = screen.getByRole("region", { name: "Players Near You" });
    expect(section).toHaveAttribute("data-tour", "nearby-players");
    expect(within(section).getByRole("heading", { level: 2, name: "Players Near You" })).toBeInTheDocument();
    await screen.findByRole("article", { name: "Riley Second" });
  });

  it.each([
    [390, 224],
    [1200, 224],
    [1201, 383],
    [1440, 383],
  ])("while loading at %ipx wide, the skeleton is %ipx high", async (width, height) => {
    vi.mocked(findPlayersNearby).mockReturnValue(new Promise(() => undefined));
    renderSection();
    const loading = await screen.findByRole("status", { name: "Loading players near you" });
    expect(cssHeight(within(loading).getByTestId("section-skeleton"), width)).toBe(`${height}px`);
  });

  it("asks the server for the players around the user's city, and shows each with sports, distance and this week's availability, linking to their profile", async () => {
    vi.mocked(findPlayersNearby).mockResolvedValue(
      page([
        player(),
        player({ uid: "u2", displayName: "Sam Soccer", sports: ["Soccer"], distanceMiles: 0.4, availableThisWeek: false }),
        player({ uid: "u3", displayName: "Quiet Quinn", sports: [], distanceMiles: 7.8, availableThisWeek: null }),
      ]),
    );
    renderSection();
    const list = await screen.findByRole("list", { name: "Players near Austin, TX" });
    expect(findPlayersNearby).toHaveBeenCalledWith({ center: AUSTIN, radiusMiles: 25, sport: null, availableAt: null, pageSize: 4, cursor: null }, PLAYERS_MESSAGES.failure.searchLoad);
    const cards = within(list).getAllByRole("article");
    expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual(["Riley Second", "Sam Soccer", "Quiet Quinn"]);
    expect(cards[0]).toHaveTextContent("2 mi away · Austin, TX");
    expect(cards[0]).toHaveTextContent("Tennis, Pickleball");
    expect(cards[0]).toHaveTextContent("Available this week");
    expect(cards[1]).toHaveTextContent("under 1 mi away");
    expect(cards[1]).toHaveTextContent("Not available this week");
    // Quinn does not let this viewer see their availability: nothing is said about it.
    expect(cards[2]).not.toHaveTextContent(/available this week/i);
    expect(within(cards[0] as HTMLElement).getByRole("link")).toHaveAttribute("href", "/profile/u1");
    expect(within(cards[2] as HTMLElement).getByRole("link")).toHaveAttribute("href", "/profile/u3");
    expect(screen.getByRole("link", { name: "See all players" })).toHaveAttribute("href", "/discover/players");
  });

  it("shows at most 4 players even when the server's page holds more", async () => {
    vi.mocked(findPlayersNearby).mockResolvedValue(
      page(
        Array.from({ length: 9 }, (_, i) => player({ uid: `u${i}`, displayName: `Player ${i}` })),
        "more",
      ),
    );
    renderSection();
    const list = await screen.findByRole("list", { name: "Players near Austin, TX" });
    expect(within(list).getAllByRole("article")).toHaveLength(4);
  });

  it("nobody nearby: an empty state that points to Discover players", async () => {
    vi.mocked(findPlayersNearby).mockResolvedValue(page([]));
    renderSection();
    expect(await screen.findByText("No players near Austin, TX yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discover players" })).toHaveAttribute("href", "/discover/players");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("a failed load shows the section's error with Retry, which loads again (the rest of the page is untouched)", async () => {
    const user = userEvent.setup();
    vi.mocked(findPlayersNearby)
      .mockRejectedValueOnce(new AppError("unavailable", PLAYERS_MESSAGES.failure.searchLoad))
      .mockResolvedValueOnce(page([player()]));
    renderSection();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Players near you could not be loaded. Check your connection and try again.");
    expect(screen.getByRole("heading", { name: "Players Near You" })).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: "Riley Second" })).toBeInTheDocument();
    expect(findPlayersNearby).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("without a city: asks the user to set one, and searches nothing", () => {
    renderSection({ center: null });
    const section = screen.getByRole("region", { name: "Players Near You" });
    expect(section).toHaveAttribute("data-tour", "nearby-players");
    expect(within(section).getByText("Set your city to see players near you.")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Set your city" })).toHaveAttribute("href", "/profile/settings");
    expect(findPlayersNearby).not.toHaveBeenCalled();
  });
});
