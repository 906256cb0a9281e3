import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedOutAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import { SEARCH_DEBOUNCE_MS, SEARCH_MESSAGES, type SearchHit, type SearchKind, type SearchResult } from "@rallyhub/domain/search/search";
import { runSearch } from "../api/searchRepository";
import { Component as FullSearchPage } from "./FullSearchPage";

// The network boundary: the search callable.
vi.mock("../api/searchRepository", () => ({ runSearch: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const hit = (kind: SearchKind, id: string, title: string, subtitle = ""): SearchHit => ({ kind, id, title, subtitle, path: `/${kind}/${id}`, photoURL: "" });
const none = { hits: [], next: null };

function answer(over: Partial<SearchResult["results"]> = {}): SearchResult {
  return { results: { events: none, teams: none, players: none, places: none, posts: none, ...over } };
}

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: "/full-search", element: <FullSearchPage /> },
      { path: "*", element: <p>Opened page</p> },
    ],
    { preloadedState: { auth: signedOutAuth() }, initialEntries: [url] },
  );
}

beforeEach(() => {
  vi.mocked(runSearch).mockReset();
});

describe("full search (issue 13)", () => {
  it("searches the ?q= of the address at once and groups the results by kind, each linking to its page", async () => {
    vi.mocked(runSearch).mockResolvedValue(
      answer({
        events: {
          hits: [
            {
              ...hit("events", "e1", "Zilker pickup", "Zilker Park Fields · Soccer"),
              when: { dateStart: Date.UTC(2030, 11, 7, 0, 0), dateEnd: null, timeZone: "America/Chicago" },
              game: { sport: "Soccer", venue: "Zilker Park Fields", capacity: 14, going: 10, waitlist: false, waitlistCount: 0 },
            },
          ],
          next: null,
        },
        teams: { hits: [hit("teams", "t4", "Zilker Flyers", "Ultimate Frisbee · Austin, TX")], next: null },
        players: { hits: [], next: null, restricted: "signIn" },
        places: { hits: [hit("places", "p1", "Zilker Park Fields")], next: null },
      }),
    );
    const view = renderAt("/full-search?q=zilker");
    expect(screen.getByRole("searchbox", { name: "Search games, teams, players, places and posts" })).toHaveValue("zilker");
    expect(await screen.findByText("Results for “zilker”")).toHaveAttribute("role", "status");
    expect(runSearch).toHaveBeenCalledTimes(1);
    expect(runSearch).toHaveBeenCalledWith({ q: "zilker", limit: 5 });

    const events = screen.getByRole("region", { name: "Events" });
    expect(within(events).getByRole("link", { name: /Zilker pickup/ })).toHaveAttribute("href", "/events/e1");
    // A game is a game card (issue 31): its time as every page shows it (its venue's, then the viewer's; these tests
    // run in UTC), its place, its sport and its spots; the title is the one link.
    const game = within(events).getByRole("article", { name: "Zilker pickup" });
    expect(game).toHaveTextContent("Fri, Dec 6 · 6:00 PM CST (Sat, Dec 7 · 12:00 AM your time)");
    expect(game).toHaveTextContent("Zilker Park Fields");
    expect(game).toHaveTextContent("Soccer");
    expect(within(game).getByRole("progressbar", { name: "4 of 14 spots left" })).toBeInTheDocument();
    expect(within(game).getAllByRole("link")).toHaveLength(1);
    expect(within(screen.getByRole("region", { name: "Teams" })).getByRole("link", { name: /Zilker Flyers/ })).toHaveAttribute("href", "/teams/t4");
    expect(within(screen.getByRole("region", { name: "Players" })).getByText(/to find players/)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Places" })).getAllByRole("link")).toHaveLength(1);
    expect(within(screen.getByRole("region", { name: "Posts" })).getByText("No posts match “zilker”.")).toBeInTheDocument();
    // In the spec's order.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Events", "Teams", "Players", "Places", "Posts"]);

    fireEvent.click(within(events).getByRole("link", { name: /Zilker pickup/ }));
    expect(await screen.findByText("Opened page")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/events/e1");
  });

  it("says when nothing matches", async () => {
    vi.mocked(runSearch).mockResolvedValue(answer());
    renderAt("/full-search?q=qqqzzz");
    expect(await screen.findByText("No results for “qqqzzz”.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("region", { name: "Events" })).not.toBeInTheDocument();
  });

  it("keeps the words in the address as they are typed and searches once, 300 ms after the last keystroke", async () => {
    vi.mocked(runSearch).mockResolvedValue(answer({ teams: { hits: [hit("teams", "t1", "Lakeside Lightning")], next: null } }));
    const view = renderAt("/full-search");
    const box = screen.getByRole("searchbox", { name: "Search games, teams, players, places and posts" });
    // Only the timers are fake here (and only while typing): RTK Query and the assertions after run on real ones.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      for (const value of ["l", "la", "lak", "lake", "lakes"]) {
        fireEvent.change(box, { target: { value } });
        act(() => vi.advanceTimersByTime(100));
      }
      expect(view.router.state.location.search).toBe("?q=lakes");
      act(() => vi.advanceTimersByTime(199));
      expect(runSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole("link", { name: /Lakeside Lightning/ })).toBeInTheDocument();
    expect(runSearch).toHaveBeenCalledTimes(1);
    expect(runSearch).toHaveBeenCalledWith({ q: "lakes", limit: 5 });
  });

  it("does not search under 3 characters (spec §9)", async () => {
    renderAt("/full-search");
    const box = screen.getByRole("searchbox", { name: "Search games, teams, players, places and posts" });
    // Typed, then well past the debounce, on a fake clock rather than a real wait.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      for (const value of ["l", "la"]) fireEvent.change(box, { target: { value } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    } finally {
      vi.useRealTimers();
    }
    await act(() => Promise.resolve());
    expect(box).toHaveValue("la");
    expect(runSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows more of one kind from its cursor, page by page", async () => {
    const user = setupUser();
    vi.mocked(runSearch)
      .mockResolvedValueOnce(answer({ teams: { hits: [hit("teams", "t1", "Court A"), hit("teams", "t2", "Court B")], next: "c1" } }))
      .mockResolvedValueOnce({ results: { teams: { hits: [hit("teams", "t3", "Court C")], next: "c2" } } })
      .mockResolvedValueOnce({ results: { teams: { hits: [hit("teams", "t4", "Court D")], next: null } } });
    renderAt("/full-search?q=court");
    const teams = await screen.findByRole("region", { name: "Teams" });
    await user.click(within(teams).getByRole("button", { name: "Show more teams" }));
    expect(await within(teams).findByRole("link", { name: /Court C/ })).toBeInTheDocument();
    expect(runSearch).toHaveBeenLastCalledWith({ q: "court", kinds: ["teams"], limit: 10, cursors: { teams: "c1" } });
    await user.click(within(teams).getByRole("button", { name: "Show more teams" }));
    expect(await within(teams).findByRole("link", { name: /Court D/ })).toBeInTheDocument();
    expect(runSearch).toHaveBeenLastCalledWith({ q: "court", kinds: ["teams"], limit: 10, cursors: { teams: "c2" } });
    expect(
      within(teams)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/teams/t1", "/teams/t2", "/teams/t3", "/teams/t4"]);
    expect(within(teams).getByRole("link", { name: "Court A" })).toBeInTheDocument();
    expect(within(teams).queryByRole("button", { name: "Show more teams" })).not.toBeInTheDocument();
  });

  it("a failed search says so and can be retried", async () => {
    const user = setupUser();
    vi.mocked(runSearch)
      .mockRejectedValueOnce(new AppError("unavailable", SEARCH_MESSAGES.failed))
      .mockResolvedValueOnce(answer({ places: { hits: [hit("places", "p1", "Zilker Park")], next: null } }));
    renderAt("/full-search?q=zilker");
    expect(await screen.findByRole("alert")).toHaveTextContent(SEARCH_MESSAGES.failed);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: /Zilker Park/ })).toBeInTheDocument();
  });
});
