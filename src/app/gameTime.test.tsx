// @viewer-zones
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { useParams } from "react-router-dom";
import { renderRoutes, renderWithProviders } from "@/test/renderWithProviders";
import { liveSource } from "@/test/liveSource";
import { makeEvent, makeTeam, makeWebsite, signedInAuth } from "@/test/fixtures";
import { viewerZone } from "@/test/viewerZone";
import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import type { SearchHit } from "@rallyhub/domain/search/search";
import { discoverEvents, listHostedEvents, listMyRsvps, listUpcomingRsvps, type UpcomingRsvp } from "@/features/events/api/eventsRepository";
import { isFavorite, listFavorites, listSeries, watchEvent, watchJoiners, watchMyRsvp, type Favorite } from "@/features/events/api/eventPagesRepository";
import { countPendingInvitations, getTeam, listInvitations, listTeamEvents, listTeamsForUser, type TeamEventSummary } from "@/features/teams/api/teamsRepository";
import { getMyRole, getTeamReads, listTeamGames } from "@/features/teams/api/teamPagesRepository";
import { hasAvailability } from "@/features/home/api/homeRepository";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { runSearch } from "@/features/search/api/searchRepository";
import { listTodaysEvents } from "@/features/scan/api/scanRepository";
import type { TodayEvent } from "@/features/scan/model/todayEvents";
import { MyGamesCard } from "@/features/events/components/MyGamesCard";
import { SiteView } from "@/features/sites/components/SiteView";
import type { Website } from "@/features/sites/model/types";

// Issue 31, "One game, one time": one game reads the same on every page that shows it — its
// venue's time with the zone's abbreviation, then the viewer's own time in brackets when their
// clock differs (packages/domain/src/time/gameTime.ts). This file runs twice (vitest.config.ts):
// in UTC, where the Chicago game gets the bracket, and in America/Chicago, where it does not.

// The network boundary of every page below: Firestore reads and the callables.
vi.mock("@/features/events/api/eventsRepository", () => ({ listUpcomingRsvps: vi.fn(), listHostedEvents: vi.fn(), discoverEvents: vi.fn(), listMyRsvps: vi.fn() }));
vi.mock("@/features/events/api/eventPagesRepository", () => ({
  getEvent: vi.fn(),
  watchEvent: vi.fn(),
  watchMyRsvp: vi.fn(),
  watchJoiners: vi.fn(),
  listSeries: vi.fn(),
  listFavorites: vi.fn(),
  isFavorite: vi.fn(),
  setFavorite: vi.fn(),
}));
vi.mock("@/features/events/api/eventCallables", () => ({
  saveEvent: vi.fn(),
  cancelEvent: vi.fn(),
  rsvp: vi.fn(),
  getMyRsvp: vi.fn(),
  respondToRsvp: vi.fn(),
  removeJoiner: vi.fn(),
  messageJoiners: vi.fn(),
  inviteToEvent: vi.fn(),
  findAvailablePlayers: vi.fn(),
  getCalendarToken: vi.fn(),
  regenerateCalendarToken: vi.fn(),
}));
vi.mock("@/features/teams/api/teamsRepository", () => ({ listTeamsForUser: vi.fn(), countPendingInvitations: vi.fn(), listTeamEvents: vi.fn(), getTeam: vi.fn(), listInvitations: vi.fn() }));
vi.mock("@/features/teams/api/teamPagesRepository", () => ({ getTeamByDomain: vi.fn(), getMyRole: vi.fn(), getTeamReads: vi.fn(), listTeamGames: vi.fn() }));
vi.mock("@/features/teams/api/teamCallables", () => ({ callTeam: vi.fn() }));
vi.mock("@/features/home/api/homeRepository", () => ({ hasAvailability: vi.fn(), saveDefaultTeamFilter: vi.fn(), saveHomeCity: vi.fn() }));
vi.mock("@/features/players/api/playersRepository", () => ({ findPlayersNearby: vi.fn(() => Promise.resolve({ players: [], next: null, reads: 0 })) }));
vi.mock("@/features/search/api/searchRepository", () => ({ runSearch: vi.fn() }));
vi.mock("@/features/scan/api/scanRepository", () => ({ listTodaysEvents: vi.fn(), checkInPlayer: vi.fn() }));
vi.mock("@/features/places/api/cityPlacesRepository", () => ({ listPlacesInCity: vi.fn(() => Promise.resolve([])) }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));
// The city search's offline lists are no concern of these pages.
vi.mock("@/components/CityAutocomplete", () => ({ CityAutocomplete: ({ label }: { label: string }) => <p>{label}</p> }));

/** The game: Tuesday June 4 2030, 6:00–7:30 PM in Chicago (23:00–00:30 UTC), hosted by the Lakeside Lightning. */
const GAME: EventRecord = makeEvent({ id: "g1", title: "Pickup pickleball", hostingTeam: "t1", teamName: "Lakeside Lightning", goingCount: 3 });
const TEAM = makeTeam({ id: "t1", name: "Lakeside Lightning", creator: "owner", managerIds: ["owner"], memberIds: ["owner", "user-1"], memberCount: 2 });
const AUSTIN = { name: "Austin, TX", lat: 30.2747, lng: -97.7404, hash: "9v6kpz7" };

/** What every page must say of it, for a viewer in each zone this file runs in. */
const EXPECTED: Record<string, string> = {
  UTC: "Tue, Jun 4 · 6:00 PM – 7:30 PM CDT (11:00 PM – Wed, Jun 5 · 12:30 AM your time)",
  "America/Chicago": "Tue, Jun 4 · 6:00 PM – 7:30 PM CDT",
};
const expected = () => {
  const text = EXPECTED[viewerZone()];
  if (!text) throw new Error(`No expectation for ${viewerZone()}`);
  return text;
};

/** The element shows the game's one time (with no viewer's bracket where none belongs). */
function expectGameTime(element: Element) {
  const text = element.textContent.replace(/\s+/g, " ");
  expect(text).toContain(expected());
  if (!expected().includes("your time")) expect(text).not.toContain("your time");
}

/** The game as the player's RSVP keeps a copy of it (the home's Upcoming Events). */
const rsvpCopy: UpcomingRsvp = {
  eventId: GAME.id,
  title: GAME.title,
  dateStart: GAME.dateStart,
  dateEnd: GAME.dateEnd,
  timeZone: GAME.timeZone,
  locationName: GAME.location.name,
  teamId: "t1",
  rsvpStatus: "going",
};
/** The game as a team's lists read it (team page and My Communities: listTeamGames; the home with a team chosen: listTeamEvents). */
const teamCopy: TeamEventSummary = { id: GAME.id, title: GAME.title, dateStart: GAME.dateStart, dateEnd: GAME.dateEnd, timeZone: GAME.timeZone, teamId: "t1", location: GAME.location.name };

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
let event = liveSource<EventRecord | null>();

beforeEach(() => {
  event = liveSource<EventRecord | null>();
  vi.mocked(watchEvent)
    .mockReset()
    .mockImplementation((_id, onChange, onError) => event.watch(onChange, onError));
  // No RSVP of the player's, nobody on the list yet: given to each listener as it starts.
  vi.mocked(watchMyRsvp)
    .mockReset()
    .mockImplementation((_e, _u, onChange: (rsvp: Joiner | null) => void) => {
      queueMicrotask(() => onChange(null));
      return () => undefined;
    });
  vi.mocked(watchJoiners)
    .mockReset()
    .mockImplementation((_e, onChange: (joiners: Joiner[]) => void) => {
      queueMicrotask(() => onChange([]));
      return () => undefined;
    });
  vi.mocked(isFavorite).mockReset().mockResolvedValue(false);
  vi.mocked(listSeries).mockReset().mockResolvedValue([]);
  vi.mocked(listUpcomingRsvps).mockReset().mockResolvedValue([]);
  vi.mocked(listHostedEvents).mockReset().mockResolvedValue([]);
  vi.mocked(listMyRsvps).mockReset().mockResolvedValue([]);
  vi.mocked(listFavorites).mockReset().mockResolvedValue([]);
  vi.mocked(discoverEvents).mockReset().mockResolvedValue({ results: [], next: null, reads: 0 });
  vi.mocked(listTeamsForUser).mockReset().mockResolvedValue([TEAM]);
  vi.mocked(listInvitations).mockReset().mockResolvedValue([]);
  vi.mocked(countPendingInvitations).mockReset().mockResolvedValue(0);
  vi.mocked(listTeamEvents).mockReset().mockResolvedValue([]);
  vi.mocked(getTeam).mockReset().mockResolvedValue(TEAM);
  vi.mocked(getMyRole).mockReset().mockResolvedValue(null);
  vi.mocked(getTeamReads).mockReset().mockResolvedValue({});
  vi.mocked(listTeamGames).mockReset().mockResolvedValue([]);
  vi.mocked(hasAvailability).mockReset().mockResolvedValue(true);
  vi.mocked(useGetProfileOptionsQuery)
    .mockReset()
    .mockReturnValue({ data: { gameTypes: ["Pickleball"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() } as never);
  vi.mocked(runSearch).mockReset();
  vi.mocked(listTodaysEvents).mockReset().mockResolvedValue([]);
});

describe(`one game, one time (issue 31), for a viewer in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, () => {
  it("the run is in the zone it says", () => {
    expect(Object.keys(EXPECTED)).toContain(viewerZone());
  });

  it("the game page", async () => {
    renderRoutes([{ path: "/event/:id", lazy: () => import("@/features/events/components/EventPage") }], { preloadedState: { auth: signedInAuth() }, initialEntries: ["/event/g1"] });
    await event.emit(GAME);
    await screen.findByRole("heading", { level: 1, name: "Pickup pickleball" });
    expectGameTime(screen.getByText("When:").parentElement as HTMLElement);
  });

  it("the game's manage page", async () => {
    renderRoutes([{ path: "/event/:id/manage", lazy: () => import("@/features/events/components/EventManagePage") }], {
      preloadedState: { auth: signedInAuth({}, { status: "success" }) },
      initialEntries: ["/event/g1/manage"],
    });
    await event.emit({ ...GAME, creatorId: "user-1" });
    const heading = await screen.findByRole("heading", { level: 1, name: /Pickup pickleball/ });
    expectGameTime(heading.parentElement as HTMLElement);
  });

  it("home: Upcoming Events, from the player's RSVP", async () => {
    vi.mocked(listUpcomingRsvps).mockResolvedValue([rsvpCopy]);
    renderRoutes([{ path: "/home", lazy: () => import("./home/HomePage") }], { preloadedState: { auth: signedInAuth({ defaultCity: AUSTIN }) }, initialEntries: ["/home"] });
    const list = await screen.findByRole("list", { name: "Your upcoming events" }, { timeout: 10_000 });
    expectGameTime(within(list).getByRole("listitem"));
  });

  it("home: Upcoming Events, a game the player hosts", async () => {
    vi.mocked(listHostedEvents).mockResolvedValue([GAME]);
    renderRoutes([{ path: "/home", lazy: () => import("./home/HomePage") }], { preloadedState: { auth: signedInAuth({ defaultCity: AUSTIN }) }, initialEntries: ["/home"] });
    const list = await screen.findByRole("list", { name: "Your upcoming events" }, { timeout: 10_000 });
    expectGameTime(within(list).getByRole("listitem"));
  });

  it("home: Local Events", async () => {
    vi.mocked(discoverEvents).mockResolvedValue({ results: [{ event: GAME, distanceMiles: 2 }], next: null, reads: 1 });
    renderRoutes([{ path: "/home", lazy: () => import("./home/HomePage") }], { preloadedState: { auth: signedInAuth({ defaultCity: AUSTIN }) }, initialEntries: ["/home"] });
    const section = await screen.findByRole("region", { name: "Local Events" }, { timeout: 10_000 });
    const link = await within(section).findByRole("link", { name: "Pickup pickleball" });
    expectGameTime(link.closest("li") as HTMLElement);
  });

  it("the team page", async () => {
    vi.mocked(listTeamGames).mockResolvedValue([teamCopy]);
    renderRoutes([{ path: "/team/:id", lazy: () => import("@/features/teams/components/TeamPage") }], { initialEntries: ["/team/t1"] });
    const list = await screen.findByRole("list", { name: "Upcoming games" }, { timeout: 10_000 });
    expectGameTime(within(list).getByRole("listitem"));
  });

  it("My Communities", async () => {
    vi.mocked(listTeamGames).mockResolvedValue([teamCopy]);
    renderRoutes([{ path: "/my-communities", lazy: () => import("@/features/teams/components/MyCommunitiesPage") }], { preloadedState: { auth: signedInAuth() }, initialEntries: ["/my-communities"] });
    const team = (await screen.findByRole("heading", { name: "Lakeside Lightning" }, { timeout: 10_000 })).closest("li") as HTMLElement;
    await within(team).findByText(/Next: Pickup pickleball/);
    expectGameTime(team);
  });

  it("discover", async () => {
    vi.mocked(discoverEvents).mockResolvedValue({ results: [{ event: GAME, distanceMiles: 2 }], next: null, reads: 1 });
    renderRoutes([{ path: "/discover/:context", lazy: () => import("@/features/events/components/DiscoverPage") }], {
      preloadedState: { auth: signedInAuth({ defaultCity: AUSTIN }, { status: "success" }) },
      initialEntries: ["/discover/events"],
    });
    const list = await screen.findByRole("list", { name: "Games" }, { timeout: 10_000 });
    expectGameTime(within(list).getByRole("article"));
  });

  it("search", async () => {
    const hit: SearchHit = {
      kind: "events",
      id: "g1",
      title: GAME.title,
      subtitle: "Zilker Park Courts · Pickleball",
      path: "/event/g1",
      photoURL: "",
      when: { dateStart: GAME.dateStart, dateEnd: GAME.dateEnd, timeZone: GAME.timeZone },
    };
    const none = { hits: [], next: null };
    vi.mocked(runSearch).mockResolvedValue({ results: { events: { hits: [hit], next: null }, teams: none, players: none, places: none, posts: none } });
    renderRoutes([{ path: "/full-search", lazy: () => import("@/features/search/components/FullSearchPage") }], { initialEntries: ["/full-search?q=pickup"] });
    const events = await screen.findByRole("region", { name: "Events" }, { timeout: 10_000 });
    // A game hit is a game card: its title is the link, its time and place the card's text.
    const card = await within(events).findByRole("article", { name: /Pickup pickleball/ });
    expect(within(card).getByRole("link", { name: /Pickup pickleball/ })).toHaveAttribute("href", "/event/g1");
    expectGameTime(card);
    expect(card).toHaveTextContent("Zilker Park Courts · Pickleball");
  });

  it("the profile's games: going, hosting and favorites", async () => {
    const user = setupUser();
    vi.mocked(listMyRsvps).mockResolvedValue([{ event: GAME, rsvpStatus: "going" }]);
    vi.mocked(listHostedEvents).mockResolvedValue([GAME]);
    const favorite: Favorite = { eventId: GAME.id, title: GAME.title, dateStart: GAME.dateStart, dateEnd: GAME.dateEnd, timeZone: GAME.timeZone };
    vi.mocked(listFavorites).mockResolvedValue([favorite]);
    renderWithProviders(<MyGamesCard uid="user-1" />, { preloadedState: { auth: signedInAuth({}, { status: "success" }) } });
    for (const [tab, table] of [
      ["Going", "Games I'm going to"],
      ["Hosting", "Games I host"],
      ["Favorites", "Favorite games"],
    ] as const) {
      await user.click(screen.getByRole("tab", { name: tab }));
      const rows = within(await screen.findByRole("table", { name: table }, { timeout: 10_000 })).getAllByRole("row");
      expectGameTime(rows[1] as HTMLElement);
    }
  });

  it("scan: the organizer's games today", async () => {
    const today: TodayEvent = {
      id: GAME.id,
      title: GAME.title,
      dateStart: GAME.dateStart,
      dateEnd: GAME.dateEnd,
      timeZone: GAME.timeZone,
      locationName: GAME.location.name,
      goingCount: 3,
      cancelled: false,
    };
    vi.mocked(listTodaysEvents).mockResolvedValue([today]);
    renderRoutes([{ path: "/scan", lazy: () => import("@/features/scan/components/ScanPage") }], { preloadedState: { auth: signedInAuth({ joinReason: "Organize" }) }, initialEntries: ["/scan"] });
    const choice = await screen.findByRole("combobox", { name: "When a card is scanned" }, { timeout: 10_000 });
    await waitFor(() => expect(within(choice).getAllByRole("option")).toHaveLength(2));
    expectGameTime(within(choice).getAllByRole("option")[1] as HTMLElement);
  });

  it("a team's website: its next games", () => {
    const site: Website = makeWebsite({
      pages: [{ id: "home", title: "Home", slug: "home", seoDescription: "", blocks: [{ id: "e", type: "events", heading: "Next games" }] }],
      feed: {
        teamName: TEAM.name,
        events: [{ id: GAME.id, title: GAME.title, dateStart: GAME.dateStart, dateEnd: GAME.dateEnd, timeZone: GAME.timeZone, location: GAME.location.name }],
        roster: [],
        memberCount: 2,
        updatedAt: 0,
      },
    });
    function Page() {
      const params = useParams();
      return <SiteView site={site} slug={params["*"] ?? ""} basePath="/site/view/site-1" />;
    }
    renderRoutes([{ path: "/site/view/:id/*", element: <Page /> }], { initialEntries: ["/site/view/site-1"] });
    expectGameTime(within(screen.getByRole("region", { name: "Next games" })).getByRole("listitem"));
  });
});
