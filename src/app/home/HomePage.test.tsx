import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cssHeight } from "@/test/cssHeight";
import { renderWithProviders, renderRoutes } from "@/test/renderWithProviders";
import { makeEvent, makeTeam, signedInAuth } from "@/test/fixtures";
import type { UserProfile } from "@/lib/session/userProfile";
import type { UpcomingRsvp } from "@/features/events/public";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { discoverEvents, listHostedEvents, listUpcomingRsvps } from "@/features/events/api/eventsRepository";
import { countPendingInvitations, getTeam, listTeamEvents, listTeamsForUser } from "@/features/teams/api/teamsRepository";
import { hasAvailability, saveDefaultTeamFilter, saveHomeCity } from "@/features/home/api/homeRepository";
import { Component as HomePage } from "./HomePage";

// The network boundary only: Firestore reads and writes behind the endpoints the home uses.
vi.mock("@/features/events/api/eventsRepository", () => ({ listUpcomingRsvps: vi.fn(), listHostedEvents: vi.fn(), discoverEvents: vi.fn() }));
vi.mock("@/features/events/api/eventCallables", () => ({}));
vi.mock("@/features/teams/api/teamsRepository", () => ({ listTeamsForUser: vi.fn(), countPendingInvitations: vi.fn(), listTeamEvents: vi.fn(), getTeam: vi.fn() }));
vi.mock("@/features/teams/api/teamCallables", () => ({ callTeam: vi.fn() }));
// The city search's offline lists are not the home's business: a stand-in picks Denver.
vi.mock("@/components/CityAutocomplete", () => ({
  CityAutocomplete: ({ label, onChange }: { label: string; onChange: (c: { name: string; lat: number; lng: number }) => void }) => (
    <button type="button" onClick={() => onChange({ name: "Denver, CO", lat: 39.7392, lng: -104.9903 })}>
      {label}: pick Denver
    </button>
  ),
}));
vi.mock("@/features/players/api/playersRepository", () => ({ findPlayersNearby: vi.fn(() => Promise.resolve({ players: [], next: null, reads: 0 })) }));
vi.mock("@/features/home/api/homeRepository", () => ({ hasAvailability: vi.fn(), saveDefaultTeamFilter: vi.fn(), saveHomeCity: vi.fn() }));

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const AUSTIN = { name: "Austin, TX", lat: 30.2747, lng: -97.7404, hash: "9v6kpz7" };
const lightning = makeTeam({ id: "t1", name: "Lakeside Lightning", creator: "owner", managerIds: ["owner"], memberIds: ["owner", "user-1"], memberCount: 9, gameType: "Soccer" });
const smash = makeTeam({ id: "t2", name: "South Congress Smash", creator: "user-1", managerIds: ["user-1"], memberIds: ["user-1"], memberCount: 4 });

function availability(set: boolean) {
  vi.mocked(hasAvailability).mockResolvedValue(set);
}

beforeEach(() => {
  vi.mocked(listUpcomingRsvps).mockReset().mockResolvedValue([]);
  vi.mocked(listHostedEvents).mockReset().mockResolvedValue([]);
  vi.mocked(discoverEvents).mockReset().mockResolvedValue({ results: [], next: null, reads: 0 });
  vi.mocked(listTeamsForUser).mockReset().mockResolvedValue([lightning, smash]);
  vi.mocked(countPendingInvitations).mockReset().mockResolvedValue(0);
  vi.mocked(listTeamEvents).mockReset().mockResolvedValue([]);
  vi.mocked(getTeam)
    .mockReset()
    .mockImplementation((id: string) => Promise.resolve([lightning, smash].find((t) => t.id === id) ?? null));
  vi.mocked(saveDefaultTeamFilter).mockReset().mockResolvedValue(undefined);
  availability(true);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (profile: Partial<UserProfile> = {}) => renderWithProviders(<HomePage />, { preloadedState: { auth: signedInAuth({ defaultCity: AUSTIN, ...profile }) }, initialEntries: ["/home"] });

describe("home page (issue 11)", () => {
  it("is the /home route and shows every section, in the tour's order, each with its anchor", async () => {
    const { container } = renderRoutes([{ path: "/home", hydrateFallbackElement: <p>Loading</p>, lazy: () => import("./HomePage") }], {
      preloadedState: { auth: signedInAuth({ defaultCity: AUSTIN }) },
      initialEntries: ["/home"],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Pat Player" }, { timeout: 10_000 })).toBeInTheDocument();
    for (const name of ["Action Center", "Upcoming Events", "Your Location", "Quick Actions", "Your RallyHub community", "My Teams and Groups"]) {
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole("region", { name: "Local Events" }, { timeout: 10_000 })).toBeInTheDocument();
    const anchors = [...container.querySelectorAll("[data-tour]")].map((el) => el.getAttribute("data-tour"));
    expect(anchors).toEqual(["action-center", "upcoming-events", "location-hub", "quick-actions", "community-highlights", "teams-and-groups", "nearby-players", "local-events"]);
  });

  describe("the next action, by role (issue 31)", () => {
    it("an organizer gets 'Create a game' at the top of the page", async () => {
      open({ joinReason: "Organize" });
      expect(await screen.findByRole("link", { name: "Create a game" })).toHaveAttribute("href", "/event/create");
    });

    it("a player does not: their next action is their next game", async () => {
      open();
      expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Pat Player" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Create a game" })).not.toBeInTheDocument();
    });
  });

  describe("Action Center", () => {
    it("shows the pending invitation task with its exact text and count, and counts the tasks in its header", async () => {
      vi.mocked(countPendingInvitations).mockResolvedValue(2);
      availability(false);
      open();
      const card = screen.getByRole("region", { name: "Action Center" });
      expect(await within(card).findByText("You have 2 pending team invitation(s)! Review your team invites.")).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: "Review invites" })).toHaveAttribute("href", "/my-communities");
      expect(within(card).getByRole("link", { name: "Set availability" })).toHaveAttribute("href", "/profile/settings?tab=availability");
      expect(within(card).getByText("2 tasks")).toBeInTheDocument();
    });

    it("asks an organizer without charges enabled to connect payouts", async () => {
      open({ joinReason: "Organize", stripeChargesEnabled: false });
      const card = screen.getByRole("region", { name: "Action Center" });
      expect(await within(card).findByRole("link", { name: "Connect payouts" })).toHaveAttribute("href", "/settings?tab=payments");
      expect(within(card).getByText("1 task")).toBeInTheDocument();
    });

    it("says all is done when nothing is left, and collapses and expands", async () => {
      const user = userEvent.setup();
      open();
      const card = screen.getByRole("region", { name: "Action Center" });
      expect(await within(card).findByText("You are all caught up. Nothing needs your attention.")).toBeInTheDocument();
      expect(within(card).getByText("0 tasks")).toBeInTheDocument();
      const toggle = within(card).getByRole("button", { name: "Collapse Action Center" });
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      await user.click(toggle);
      expect(within(card).getByRole("button", { name: "Expand Action Center" })).toHaveAttribute("aria-expanded", "false");
      await user.click(within(card).getByRole("button", { name: "Expand Action Center" }));
      expect(within(card).getByRole("button", { name: "Collapse Action Center" })).toHaveAttribute("aria-expanded", "true");
    });

    it("shows an invitations failure with Retry and keeps the other tasks", async () => {
      const user = userEvent.setup();
      vi.mocked(countPendingInvitations).mockRejectedValueOnce(new Error("offline"));
      open({ joinReason: "Organize" });
      const card = screen.getByRole("region", { name: "Action Center" });
      expect(await within(card).findByRole("alert")).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: "Connect payouts" })).toBeInTheDocument();
      vi.mocked(countPendingInvitations).mockResolvedValue(1);
      await user.click(within(card).getByRole("button", { name: "Retry" }));
      expect(await within(card).findByText("You have 1 pending team invitation(s)! Review your team invites.")).toBeInTheDocument();
    });
  });

  /** A game as the user's RSVP keeps it (listUpcomingRsvps). */
  const upcoming = (e: EventRecord, rsvpStatus: UpcomingRsvp["rsvpStatus"]): UpcomingRsvp => ({
    eventId: e.id,
    title: e.title,
    dateStart: e.dateStart,
    dateEnd: e.dateEnd,
    timeZone: e.timeZone,
    locationName: e.location.name,
    teamId: e.hostingTeam,
    rsvpStatus,
  });

  describe("Upcoming Events and the team filter", () => {
    const mine = [
      upcoming(makeEvent({ id: "past", title: "Yesterday's run", dateStart: now - 2 * DAY }), "going"),
      upcoming(makeEvent({ id: "e-soon", title: "Tonight pickup", dateStart: now + DAY / 4 }), "going"),
      upcoming(makeEvent({ id: "e-team", title: "Lightning scrimmage", dateStart: now + 2 * DAY, hostingTeam: "t1", isPrivate: true }), "maybe"),
    ];
    const teamGames = [
      { id: "e-team", title: "Lightning scrimmage", dateStart: now + 2 * DAY, dateEnd: null, timeZone: "America/Chicago", teamId: "t1", location: "Zilker" },
      { id: "e-team2", title: "Lightning practice", dateStart: now + 3 * DAY, dateEnd: null, timeZone: "America/Chicago", teamId: "t1", location: "Zilker" },
    ];

    it("without a team shows the user's games from today on (at most 7), with RSVP status", async () => {
      vi.mocked(listUpcomingRsvps).mockResolvedValue([
        ...mine,
        ...Array.from({ length: 8 }, (_, i) => upcoming(makeEvent({ id: `x${i}`, title: `Later game ${i}`, dateStart: now + (10 + i) * DAY }), "going")),
      ]);
      open();
      const section = screen.getByRole("region", { name: "Upcoming Events" });
      const list = await within(section).findByRole("list", { name: "Your upcoming events" });
      const items = within(list).getAllByRole("listitem");
      expect(items).toHaveLength(7);
      expect(within(items[0] as HTMLElement).getByRole("link", { name: "Tonight pickup" })).toHaveAttribute("href", "/event/e-soon");
      expect(within(items[1] as HTMLElement).getByText("Maybe")).toBeInTheDocument();
      expect(within(section).queryByText("Yesterday's run")).not.toBeInTheDocument();
      // The next game is the player's next action (issue 31): marked "Next up", and only it.
      expect(items[0]).toHaveTextContent(/^Next upTonight pickup/);
      expect(within(list).getAllByText("Next up")).toHaveLength(1);
    });

    it("applies the saved default team when the teams load, with the user's RSVPs merged in, and sets the active team", async () => {
      vi.mocked(listUpcomingRsvps).mockResolvedValue(mine);
      vi.mocked(listTeamEvents).mockResolvedValue(teamGames);
      const { store } = open({ defaultHomeTeamFilter: "t1" });
      const section = screen.getByRole("region", { name: "Upcoming Events" });
      const list = await within(section).findByRole("list", { name: "Upcoming events for Lakeside Lightning" });
      expect(within(section).getByRole("combobox", { name: "Team" })).toHaveValue("t1");
      const items = within(list).getAllByRole("listitem");
      expect(items.map((li) => within(li).getByRole("link").textContent)).toEqual(["Lightning scrimmage", "Lightning practice"]);
      expect(within(items[0] as HTMLElement).getByText("Maybe")).toBeInTheDocument();
      expect(listTeamEvents).toHaveBeenCalledWith(["t1"], expect.any(Number), 7);
      // The user's own games with that team (private ones too), the next 7; the unfiltered list is never asked for.
      expect(listUpcomingRsvps).toHaveBeenCalledWith(signedInAuth().user?.uid, expect.any(Number), 7, "t1");
      expect(listUpcomingRsvps).not.toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.anything(), null);
      await waitFor(() => expect(store.getState().teams.activeTeamId).toBe("t1"));
      expect(within(section).getByRole("button", { name: "Saved as default" })).toBeDisabled();
    });

    it("ignores a saved default for a team the user is no longer on", async () => {
      vi.mocked(listUpcomingRsvps).mockResolvedValue(mine);
      open({ defaultHomeTeamFilter: "gone" });
      const section = screen.getByRole("region", { name: "Upcoming Events" });
      expect(await within(section).findByRole("list", { name: "Your upcoming events" })).toBeInTheDocument();
      expect(within(section).getByRole("combobox", { name: "Team" })).toHaveValue("");
    });

    it("changes the team, clears it again, and saves the default", async () => {
      const user = userEvent.setup();
      vi.mocked(listUpcomingRsvps).mockResolvedValue(mine);
      vi.mocked(listTeamEvents).mockResolvedValue(teamGames);
      const { store } = open();
      const section = screen.getByRole("region", { name: "Upcoming Events" });
      await within(section).findByRole("list", { name: "Your upcoming events" });
      const select = within(section).getByRole("combobox", { name: "Team" });

      await user.selectOptions(select, "t1");
      expect(await within(section).findByRole("list", { name: "Upcoming events for Lakeside Lightning" })).toBeInTheDocument();
      expect(within(section).getByText("Lightning practice")).toBeInTheDocument();
      expect(within(section).queryByText("Tonight pickup")).not.toBeInTheDocument();
      await waitFor(() => expect(store.getState().teams.activeTeamId).toBe("t1"));

      await user.click(within(section).getByRole("button", { name: "Save as default" }));
      expect(saveDefaultTeamFilter).toHaveBeenCalledWith("user-1", "t1");
      expect(await within(section).findByRole("button", { name: "Saved as default" })).toBeDisabled();
      expect(store.getState().auth.profile?.defaultHomeTeamFilter).toBe("t1");

      await user.selectOptions(select, "");
      expect(await within(section).findByRole("list", { name: "Your upcoming events" })).toBeInTheDocument();
      expect(within(section).getByText("Tonight pickup")).toBeInTheDocument();
      await waitFor(() => expect(store.getState().teams.activeTeamId).toBeNull());
    });

    it("only logs a failure to save the default filter", async () => {
      const user = userEvent.setup();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      vi.mocked(saveDefaultTeamFilter).mockRejectedValue(new Error("denied"));
      vi.mocked(listTeamEvents).mockResolvedValue(teamGames);
      const { store } = open();
      const section = screen.getByRole("region", { name: "Upcoming Events" });
      await within(section).findByText("No upcoming events");
      await user.selectOptions(within(section).getByRole("combobox", { name: "Team" }), "t2");
      await user.click(within(section).getByRole("button", { name: "Save as default" }));
      await waitFor(() => expect(warn).toHaveBeenCalledWith("The default team filter could not be saved", expect.anything()));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      // The filter stays on this visit; the saved value goes back to what it was.
      expect(within(section).getByRole("combobox", { name: "Team" })).toHaveValue("t2");
      expect(store.getState().auth.profile?.defaultHomeTeamFilter).toBeNull();
    });

    it("shows an error with Retry when the user's games fail, and the rest of the page stays", async () => {
      const user = userEvent.setup();
      vi.mocked(listUpcomingRsvps).mockRejectedValueOnce(new Error("offline"));
      open();
      const section = screen.getByRole("region", { name: "Upcoming Events" });
      expect(await within(section).findByRole("alert")).toBeInTheDocument();
      expect(screen.getByRole("region", { name: "My Teams and Groups" })).toBeInTheDocument();
      expect(screen.getByRole("region", { name: "Quick Actions" })).toBeInTheDocument();
      vi.mocked(listUpcomingRsvps).mockResolvedValue(mine);
      await user.click(within(section).getByRole("button", { name: "Retry" }));
      expect(await within(section).findByText("Tonight pickup")).toBeInTheDocument();
    });

    it("shows an empty state that leads to discover", async () => {
      open();
      const section = screen.getByRole("region", { name: "Upcoming Events" });
      expect(await within(section).findByText("No upcoming events")).toBeInTheDocument();
      expect(within(section).getByRole("link", { name: "Discover events" })).toHaveAttribute("href", "/discover/events");
    });
  });

  describe("skeletons (spec §9)", () => {
    it("are 224px high below 1201px wide", () => {
      vi.mocked(listUpcomingRsvps).mockReturnValue(new Promise(() => undefined));
      open();
      const narrow = within(screen.getByRole("region", { name: "Upcoming Events" })).getByRole("status", { name: "Loading your upcoming events" });
      expect(cssHeight(within(narrow).getByTestId("section-skeleton"), 390)).toBe("224px");
      expect(cssHeight(within(narrow).getByTestId("section-skeleton"), 1200)).toBe("224px");
    });

    it("uses 383px from 1201px wide", () => {
      vi.mocked(listUpcomingRsvps).mockReturnValue(new Promise(() => undefined));
      open();
      const wide = within(screen.getByRole("region", { name: "Upcoming Events" })).getByRole("status", { name: "Loading your upcoming events" });
      expect(cssHeight(within(wide).getByTestId("section-skeleton"), 1201)).toBe("383px");
      expect(cssHeight(within(wide).getByTestId("section-skeleton"), 1440)).toBe("383px");
    });
  });

  describe("Quick Actions, location and teams", () => {
    it("links exactly the spec's quick actions; manage subscriptions opens the settings payments tab on the app host in a new tab", () => {
      open();
      const section = screen.getByRole("region", { name: "Quick Actions" });
      const links = within(section).getAllByRole("link");
      expect(links.map((l) => l.textContent)).toEqual([
        "Your communities",
        "Manage subscriptions (opens in a new tab)",
        "Hosts you follow",
        "Help and FAQs",
        "Discover events",
        "Invoices and payments",
      ]);
      expect(links.map((l) => l.getAttribute("href"))).toEqual(["/my-communities", `${window.location.origin}/settings?tab=payments`, "/subscriptions", "/faqs", "/discover/events", "/invoices"]);
      expect(links[1]).toHaveAttribute("target", "_blank");
      expect(links[1]).toHaveAttribute("rel", "noopener noreferrer");
    });

    it("shows the user's city and offers to change it", () => {
      open();
      const section = screen.getByRole("region", { name: "Your Location" });
      expect(within(section).getByText("Austin, TX")).toBeInTheDocument();
      expect(within(section).getByRole("button", { name: "Change city" })).toBeInTheDocument();
    });

    it("changes the city: saved with its geohash, shown at once", async () => {
      const user = userEvent.setup();
      vi.mocked(saveHomeCity).mockResolvedValue(undefined);
      const { store } = open();
      const section = screen.getByRole("region", { name: "Your Location" });
      await user.click(within(section).getByRole("button", { name: "Change city" }));
      await user.click(await within(section).findByRole("button", { name: "Go-To Area to Play: pick Denver" }, { timeout: 10_000 }));
      await user.click(within(section).getByRole("button", { name: "Save city" }));
      expect(saveHomeCity).toHaveBeenCalledWith("user-1", { name: "Denver, CO", lat: 39.7392, lng: -104.9903, hash: expect.stringMatching(/^9xj/) as unknown });
      expect(await within(section).findByText("Denver, CO")).toBeInTheDocument();
      expect(store.getState().auth.profile?.defaultCity?.name).toBe("Denver, CO");
    });

    it("keeps the old city when the change fails", async () => {
      const user = userEvent.setup();
      vi.mocked(saveHomeCity).mockRejectedValue(new Error("denied"));
      const { store } = open();
      const section = screen.getByRole("region", { name: "Your Location" });
      await user.click(within(section).getByRole("button", { name: "Change city" }));
      await user.click(await within(section).findByRole("button", { name: "Go-To Area to Play: pick Denver" }, { timeout: 10_000 }));
      await user.click(within(section).getByRole("button", { name: "Save city" }));
      await waitFor(() => expect(store.getState().auth.profile?.defaultCity?.name).toBe("Austin, TX"));
      // The editor stays open to try again.
      expect(within(section).getByRole("button", { name: "Save city" })).toBeInTheDocument();
    });

    it("lists the user's teams with their role", async () => {
      open();
      const section = screen.getByRole("region", { name: "My Teams and Groups" });
      const link = await within(section).findByRole("link", { name: "Lakeside Lightning" });
      expect(link).toHaveAttribute("href", "/team/t1");
      const items = within(section).getAllByRole("listitem");
      expect(within(items[0] as HTMLElement).getByText("Player")).toBeInTheDocument();
      expect(within(items[1] as HTMLElement).getByText("Owner")).toBeInTheDocument();
    });

    it("shows an empty My Teams and Groups", async () => {
      vi.mocked(listTeamsForUser).mockResolvedValue([]);
      open();
      const section = screen.getByRole("region", { name: "My Teams and Groups" });
      expect(await within(section).findByText("You are not on a team yet")).toBeInTheDocument();
      expect(within(section).getByRole("link", { name: "Create Team" })).toHaveAttribute("href", "/teams/create");
    });
  });

  describe("Local Events", () => {
    it("lists upcoming public events near the user's city", async () => {
      vi.mocked(discoverEvents).mockResolvedValue({ results: [{ event: makeEvent({ id: "n1", title: "Zilker open play", dateStart: now + DAY }), distanceMiles: 2.345 }], next: null, reads: 1 });
      open();
      const section = await screen.findByRole("region", { name: "Local Events" }, { timeout: 10_000 });
      expect(await within(section).findByRole("link", { name: "Zilker open play" })).toHaveAttribute("href", "/event/n1");
      expect(within(section).getByText(/2\.3 mi/)).toBeInTheDocument();
      const [query] = vi.mocked(discoverEvents).mock.calls[0] ?? [];
      expect(query).toMatchObject({ center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, radiusMiles: 25, gameType: null, text: "", pageSize: 4 });
    });

    it("shows an error with Retry", async () => {
      const user = userEvent.setup();
      vi.mocked(discoverEvents).mockRejectedValueOnce(new Error("offline"));
      open();
      const section = await screen.findByRole("region", { name: "Local Events" }, { timeout: 10_000 });
      expect(await within(section).findByRole("alert")).toBeInTheDocument();
      await user.click(within(section).getByRole("button", { name: "Retry" }));
      expect(await within(section).findByText(/No public events within 25 miles of Austin, TX/)).toBeInTheDocument();
    });

    it("asks for a city when the user has none", async () => {
      open({ defaultCity: null });
      const section = await screen.findByRole("region", { name: "Local Events" }, { timeout: 10_000 });
      expect(within(section).getByText("Choose your city to see events near you.")).toBeInTheDocument();
      expect(discoverEvents).not.toHaveBeenCalled();
    });
  });
});
