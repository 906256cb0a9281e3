import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeEvent, signedInAuth, signedOutAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import type { AuthState } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { browserTimeZone } from "@rallyhub/domain/availability/dates";
import { discoverEvents, type DiscoverPage as Page, type DiscoverQuery } from "../api/eventsRepository";
import { windowFor } from "../model/discoverWindow";
import { Component as DiscoverPage } from "./DiscoverPage";
import { EVENTS_MESSAGES } from "../messages";
import { stubPhoneScreen } from "@/test/phone";

// The network boundary: the discover query (Firestore, in the repository), the game types list
// and the city search.
vi.mock("../api/eventsRepository", () => ({ discoverEvents: vi.fn() }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));

/** The page opens on Wednesday March 4 2026, 16:00 UTC: the date windows count from then. */
const NOW = Date.UTC(2026, 2, 4, 16, 0);
const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431, hash: "9v6kp" };

const first = makeEvent({ id: "e1", title: "Pickup pickleball", goingCount: 7 });
const second = makeEvent({ id: "e2", title: "Night tennis", gameType: "Tennis", capacity: null, goingCount: 3, location: { ...makeEvent().location, name: "Austin High Courts" } });
const third = makeEvent({ id: "e3", title: "Sunday hoops", gameType: "Basketball", capacity: 10, goingCount: 10, allowWaitlist: true, waitlistCount: 2 });

function page(results: Page["results"], next: Page["next"] = null): Page {
  return { results, next, reads: results.length };
}

function renderAt(url: string, auth: AuthState = signedInAuth({ defaultCity: AUSTIN }, { status: "success" })) {
  return renderRoutes(
    [
      { path: "/discover", element: <DiscoverPage /> },
      { path: "/discover/:context", element: <DiscoverPage /> },
      { path: "/event/:id", element: <p>Event page</p> },
    ],
    { preloadedState: { auth }, initialEntries: [url] },
  );
}

/** What the page asked for last. */
function lastQuery(): DiscoverQuery {
  const call = vi.mocked(discoverEvents).mock.calls.at(-1);
  if (!call) throw new Error("discoverEvents was not called");
  return call[0];
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

beforeEach(() => {
  // Only the clock is fixed; timers stay real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  vi.mocked(discoverEvents).mockReset();
  vi.mocked(useGetProfileOptionsQuery)
    .mockReset()
    .mockReturnValue({ data: { gameTypes: ["Pickleball", "Tennis", "Basketball"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() });
  vi.mocked(getCitySearch).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("discover (spec §2.1, issue 9)", () => {
  it("near the profile's city: loads the first page of upcoming games and shows each card with its distance and spots", async () => {
    vi.mocked(discoverEvents).mockResolvedValue(
      page([
        { event: first, distanceMiles: 2.4 },
        { event: second, distanceMiles: 0.3 },
      ]),
    );
    renderAt("/discover/events");
    const list = await screen.findByRole("list", { name: "Games" });
    expect(discoverEvents).toHaveBeenCalledTimes(1);
    expect(discoverEvents).toHaveBeenCalledWith(
      { center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, radiusMiles: 25, ...windowFor("upcoming", NOW, browserTimeZone()), gameType: null, text: "", pageSize: 20 },
      null,
    );
    expect(screen.getByRole("status")).toHaveTextContent("2 games within 25 miles of Austin, TX");
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Pickup pickleball");
    expect(cards[0]).toHaveTextContent("Zilker Park Courts · 2 mi away");
    expect(cards[0]).toHaveTextContent("5 spots left");
    expect(cards[1]).toHaveTextContent("Austin High Courts · under 1 mi away");
    expect(cards[1]).toHaveTextContent("3 going · no limit");
    expect(within(cards[0] as HTMLElement).getByRole("link")).toHaveAttribute("href", "/event/e1");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("Austin, TX");
  });

  it("'Load more' fetches the next page from the cursor and adds it", async () => {
    const user = setupUser();
    const cursor = { dateStart: second.dateStart, id: "e2" };
    vi.mocked(discoverEvents)
      .mockResolvedValueOnce(
        page(
          [
            { event: first, distanceMiles: 2 },
            { event: second, distanceMiles: 3 },
          ],
          cursor,
        ),
      )
      .mockResolvedValueOnce(page([{ event: third, distanceMiles: 12 }]));
    renderAt("/discover/events");
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Sunday hoops")).toBeInTheDocument();
    expect(discoverEvents).toHaveBeenCalledTimes(2);
    const [firstQuery, firstCursor] = vi.mocked(discoverEvents).mock.calls[0] ?? [];
    const [nextQuery, nextCursor] = vi.mocked(discoverEvents).mock.calls[1] ?? [];
    expect(firstCursor).toBeNull();
    expect(nextCursor).toEqual(cursor);
    expect(nextQuery).toEqual(firstQuery);
    expect(
      within(screen.getByRole("list", { name: "Games" }))
        .getAllByRole("article")
        .map((a) => within(a).getByRole("heading").textContent),
    ).toEqual(["Pickup pickleball", "Night tennis", "Sunday hoops"]);
    expect(screen.getByRole("status")).toHaveTextContent("3 games within 25 miles of Austin, TX");
    expect(screen.getByText("Full · waitlist open (2)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("puts the filters in the address (radius, when, game, words) and asks with them", async () => {
    const user = setupUser();
    vi.mocked(discoverEvents).mockResolvedValue(page([{ event: first, distanceMiles: 2 }]));
    const { router } = renderAt("/discover/events");
    await screen.findByRole("list", { name: "Games" });
    await choose(user, "Within", "10 miles");
    await choose(user, "When", "This week");
    await choose(user, "Game", "Tennis");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "night" } });

    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ radius: "10", when: "week", type: "Tennis", q: "night" });
    // The words go out once typing has settled (300 ms).
    await waitFor(() => expect(lastQuery().text).toBe("night"));
    expect(lastQuery()).toEqual({ center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, radiusMiles: 10, ...windowFor("week", NOW, browserTimeZone()), gameType: "Tennis", text: "night", pageSize: 20 });
  });

  it("a reload of such an address keeps the filters: the fields show them and the query uses them", async () => {
    vi.mocked(discoverEvents).mockResolvedValue(page([{ event: second, distanceMiles: 4 }]));
    renderAt("/discover/events?radius=50&when=weekend&type=Tennis&q=night");
    expect(await screen.findByText("Night tennis")).toBeInTheDocument();
    expect(discoverEvents).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({ center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, radiusMiles: 50, ...windowFor("weekend", NOW, browserTimeZone()), gameType: "Tennis", text: "night", pageSize: 20 });
    expect(screen.getByRole("combobox", { name: "Within" })).toHaveTextContent("50 miles");
    expect(screen.getByRole("combobox", { name: "When" })).toHaveTextContent("This weekend");
    expect(screen.getByRole("combobox", { name: "Game" })).toHaveTextContent("Tennis");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("night");
  });

  it("a date range in the address is used, and a city in the address wins over the profile's", async () => {
    vi.mocked(discoverEvents).mockResolvedValue(page([{ event: first, distanceMiles: 1 }]));
    renderAt("/discover/events?when=range&from=2026-04-01&to=2026-04-10&near=Denver%2C+CO&lat=39.7392&lng=-104.9903");
    await screen.findByRole("list", { name: "Games" });
    expect(lastQuery()).toMatchObject({ center: { lat: 39.7392, lng: -104.9903 }, ...windowFor("range", NOW, browserTimeZone(), { from: "2026-04-01", to: "2026-04-10" }) });
    expect(screen.getByLabelText("From")).toHaveValue("2026-04-01");
    expect(screen.getByLabelText("To")).toHaveValue("2026-04-10");
    expect(screen.getByRole("status")).toHaveTextContent("1 game within 25 miles of Denver, CO");
  });

  it("Places are not built yet: they say so and query nothing (players have their own page, discover/players)", () => {
    renderAt("/discover/places");
    expect(screen.getByRole("alert")).toHaveTextContent("Discovering places nearby is being built. Meanwhile, find games here.");
    expect(screen.queryByRole("search", { name: "Find games" })).not.toBeInTheDocument();
    expect(discoverEvents).not.toHaveBeenCalled();
  });

  it("an unknown context (/discover/games) falls back to the games search, and searches", async () => {
    vi.mocked(discoverEvents).mockResolvedValue(page([{ event: first, distanceMiles: 2 }]));
    renderAt("/discover/games");
    expect(screen.getByRole("tab", { name: "Games", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("search", { name: "Find games" })).toBeInTheDocument();
    // Not "nothing found" before anything was asked.
    expect(screen.queryByText("No games match near Austin, TX.")).not.toBeInTheDocument();
    expect(await screen.findByText("Pickup pickleball")).toBeInTheDocument();
    expect(discoverEvents).toHaveBeenCalledTimes(1);
  });

  it("signed out with no city in the address: asks to choose a city and queries nothing", () => {
    renderAt("/discover/events", signedOutAuth());
    expect(screen.getByText("Choose a city to see games near it.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create a game" })).not.toBeInTheDocument();
    expect(discoverEvents).not.toHaveBeenCalled();
  });

  it("a failed load shows the message with Retry, which loads again", async () => {
    const user = setupUser();
    vi.mocked(discoverEvents)
      .mockRejectedValueOnce(new AppError("unavailable", EVENTS_MESSAGES.failure.discoverLoad))
      .mockResolvedValueOnce(page([{ event: first, distanceMiles: 2 }]));
    renderAt("/discover/events");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Games could not be loaded. Check your connection and try again.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Pickup pickleball")).toBeInTheDocument();
    expect(discoverEvents).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("nothing found says 'No games match near …' and suggests what to change", async () => {
    vi.mocked(discoverEvents).mockResolvedValue(page([]));
    renderAt("/discover/events");
    expect(await screen.findByText("No games match near Austin, TX.")).toBeInTheDocument();
    expect(screen.getByText("Try a wider radius or other dates, or create one.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Games" })).not.toBeInTheDocument();
  });
});

describe("discover on a phone (issue 31: games in the first screen)", () => {
  beforeEach(() => stubPhoneScreen());
  afterEach(() => vi.unstubAllGlobals());

  const filtersButton = () => screen.getByRole("button", { name: /^Filters/ });

  it("folds the filters behind one button that says what they are set to, above the search and the games", async () => {
    vi.mocked(discoverEvents).mockResolvedValue(page([{ event: first, distanceMiles: 2 }]));
    renderAt("/discover/events?radius=10&type=Tennis");
    await screen.findByRole("list", { name: "Games" });
    expect(filtersButton()).toHaveAccessibleName("Filters Austin, TX · 10 miles · Upcoming · Tennis");
    expect(filtersButton()).toHaveAttribute("aria-expanded", "false");
    // Folded away: out of the accessibility tree, and the search's helper text is left out for room.
    expect(screen.queryByRole("combobox", { name: "Within" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Near" })).not.toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeVisible();
    expect(screen.queryByText("Words in the title, the game or the place")).not.toBeInTheDocument();
  });

  it("the button opens the filters, a change is kept in the summary, and it closes them again", async () => {
    const user = setupUser();
    vi.mocked(discoverEvents).mockResolvedValue(page([{ event: first, distanceMiles: 2 }]));
    const { router } = renderAt("/discover/events");
    await screen.findByRole("list", { name: "Games" });
    await user.click(filtersButton());
    expect(filtersButton()).toHaveAttribute("aria-expanded", "true");
    await choose(user, "When", "This week");
    expect(new URLSearchParams(router.state.location.search).get("when")).toBe("week");
    expect(filtersButton()).toHaveAccessibleName("Filters Austin, TX · 25 miles · This week · All games");
    await user.click(filtersButton());
    expect(filtersButton()).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "When" })).not.toBeInTheDocument());
  });

  it("with no city yet the filters stay open, since nothing shows until one is chosen", () => {
    renderAt("/discover/events", signedOutAuth());
    expect(screen.queryByRole("button", { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Near" })).toBeVisible();
    expect(screen.getByText("Choose a city to see games near it.")).toBeInTheDocument();
  });
});
