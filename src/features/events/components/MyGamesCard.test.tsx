import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeEvent, signedInAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { listFavorites } from "../api/eventPagesRepository";
import { listHostedEvents, listMyRsvps } from "../api/eventsRepository";
import { getCalendarToken, regenerateCalendarToken } from "../api/eventCallables";
import { MyGamesCard } from "./MyGamesCard";
import { EVENTS_MESSAGES } from "../messages";

// The network boundary: the player's RSVPs, hosted games and favorites (Firestore) and the calendar-feed callables.
vi.mock("../api/eventsRepository", () => ({ listMyRsvps: vi.fn(), listHostedEvents: vi.fn() }));
vi.mock("../api/eventPagesRepository", () => ({ listFavorites: vi.fn() }));
vi.mock("../api/eventCallables", () => ({ getCalendarToken: vi.fn(), regenerateCalendarToken: vi.fn() }));

const DAY_MS = 86_400_000;
const pickleball = makeEvent({ id: "e1", title: "Pickup pickleball", goingCount: 5 });
const tennis = makeEvent({ id: "e2", title: "Night tennis", gameType: "Tennis", dateStart: Date.UTC(2030, 5, 6, 1, 30), location: { ...makeEvent().location, name: "Austin High Courts" } });
const hoops = makeEvent({ id: "e3", title: "Sunday hoops", gameType: "Basketball", cancelled: true });
/** A game that was yesterday: the Going table shows only what is ahead. */
const past = makeEvent({ id: "e0", title: "Last week's game", dateStart: Date.now() - DAY_MS });

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** Each game's one time (issue 31): in its venue's zone, then the viewer's (these tests run in UTC). */
const PICKLEBALL_TIME = "Tue, Jun 4 · 6:00 PM – 7:30 PM CDT (11:00 PM – Wed, Jun 5 · 12:30 AM your time)";
const TENNIS_TIME = "Wed, Jun 5 · 8:30 PM – 10:00 PM CDT (Thu, Jun 6 · 1:30 AM – 3:00 AM your time)";

function renderCard() {
  return renderWithProviders(<MyGamesCard uid="user-1" />, { preloadedState: { auth: signedInAuth({}, { status: "success" }) } });
}

/** Each data row as [game, when, where, status] (the game cell holds its title and type). */
async function rowsOf(label: string): Promise<string[][]> {
  const table = await screen.findByRole("table", { name: label });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) => [
      within(r).getByRole("rowheader").textContent,
      ...within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent.replace(/\s+/g, " ")),
    ]);
}

beforeEach(() => {
  vi.mocked(listMyRsvps).mockReset().mockResolvedValue([]);
  vi.mocked(listHostedEvents).mockReset().mockResolvedValue([]);
  vi.mocked(listFavorites).mockReset().mockResolvedValue([]);
  vi.mocked(getCalendarToken).mockReset();
  vi.mocked(regenerateCalendarToken).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("My games (spec §7: the user's events for the profile table)", () => {
  it("Going: the games ahead that the player answered, with their status, times in each game's zone; nothing else is read", async () => {
    vi.mocked(listMyRsvps).mockResolvedValue([
      { event: past, rsvpStatus: "going" },
      { event: pickleball, rsvpStatus: "going" },
      { event: tennis, rsvpStatus: "waitlist" },
      { event: hoops, rsvpStatus: "maybe" },
    ]);
    renderCard();
    expect(await rowsOf("Games I'm going to")).toEqual([
      ["Pickup pickleballPickleball", PICKLEBALL_TIME, "Zilker Park Courts", "Going"],
      ["Night tennisTennis", TENNIS_TIME, "Austin High Courts", "On the waitlist"],
      ["Sunday hoopsBasketball", PICKLEBALL_TIME, "Zilker Park Courts", "Cancelled"],
    ]);
    expect(screen.getByRole("link", { name: "Night tennis" })).toHaveAttribute("href", "/event/e2");
    expect(listMyRsvps).toHaveBeenCalledWith("user-1");
    expect(listHostedEvents).not.toHaveBeenCalled();
    expect(listFavorites).not.toHaveBeenCalled();
  });

  it("Hosting: the games the user organizes from today on, with how many are going", async () => {
    const user = setupUser();
    vi.mocked(listHostedEvents).mockResolvedValue([pickleball, { ...tennis, goingCount: 2 }]);
    renderCard();
    await screen.findByText("No upcoming games yet. Discover one near you.");
    await user.click(screen.getByRole("tab", { name: "Hosting" }));
    expect(await rowsOf("Games I host")).toEqual([
      ["Pickup pickleballPickleball", PICKLEBALL_TIME, "Zilker Park Courts", "5 going"],
      ["Night tennisTennis", TENNIS_TIME, "Austin High Courts", "2 going"],
    ]);
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(listHostedEvents).toHaveBeenCalledWith("user-1", midnight.getTime());
  });

  it("Favorites: the starred games", async () => {
    const user = setupUser();
    vi.mocked(listFavorites).mockResolvedValue([{ eventId: "e2", title: "Night tennis", dateStart: tennis.dateStart, dateEnd: tennis.dateEnd, timeZone: tennis.timeZone }]);
    renderCard();
    await user.click(screen.getByRole("tab", { name: "Favorites" }));
    const rows = await rowsOf("Favorite games");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe("Night tennis");
    expect(rows[0]?.[1]).toBe(TENNIS_TIME);
    expect(screen.getByRole("link", { name: "Night tennis" })).toHaveAttribute("href", "/event/e2");
    expect(listFavorites).toHaveBeenCalledWith("user-1");
  });

  it("each tab has its empty state", async () => {
    const user = setupUser();
    renderCard();
    expect(await screen.findByText("No upcoming games yet. Discover one near you.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Hosting" }));
    expect(await screen.findByText("You're not hosting any upcoming game.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Favorites" }));
    expect(await screen.findByText("No favorites yet: star a game to keep it here.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a failed load says so, with Retry", async () => {
    const user = setupUser();
    vi.mocked(listMyRsvps)
      .mockRejectedValueOnce(new AppError("unavailable", EVENTS_MESSAGES.failure.myEventsLoad))
      .mockResolvedValueOnce([{ event: pickleball, rsvpStatus: "going" }]);
    renderCard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your games could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await rowsOf("Games I'm going to")).toHaveLength(1);
  });

  it("the calendar feed: asked for only when wanted; 'Make a new link' replaces it", async () => {
    const user = setupUser();
    vi.mocked(getCalendarToken).mockResolvedValue({ token: "t1", url: "https://calendar.example/feed/t1.ics" });
    vi.mocked(regenerateCalendarToken).mockResolvedValue({ token: "t2", url: "https://calendar.example/feed/t2.ics" });
    renderCard();
    await screen.findByText("No upcoming games yet. Discover one near you.");
    expect(getCalendarToken).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox", { name: "Your calendar feed" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Subscribe in your calendar" }));
    const feed = await screen.findByRole("textbox", { name: "Your calendar feed" });
    expect(feed).toHaveValue("https://calendar.example/feed/t1.ics");
    expect(feed).toHaveAttribute("readonly");
    expect(getCalendarToken).toHaveBeenCalledWith(EVENTS_MESSAGES.failure.calendarFeed);

    await user.click(screen.getByRole("button", { name: "Make a new link" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Your calendar feed" })).toHaveValue("https://calendar.example/feed/t2.ics"));
    await expectToast("New link made: the old one no longer works.", "success");
    expect(regenerateCalendarToken).toHaveBeenCalledWith(EVENTS_MESSAGES.failure.calendarFeed);
    // The new link replaced the old one in place: not fetched again.
    expect(getCalendarToken).toHaveBeenCalledTimes(1);
  });

  it("the calendar feed's Copy puts the link on the clipboard", async () => {
    const user = setupUser();
    vi.mocked(getCalendarToken).mockResolvedValue({ token: "t1", url: "https://calendar.example/feed/t1.ics" });
    renderCard();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Subscribe in your calendar" }));
    await user.click(await screen.findByRole("button", { name: "Copy" }));
    await expectToast("Link copied", "success");
    expect(writeText).toHaveBeenCalledWith("https://calendar.example/feed/t1.ics");
  });

  it("a calendar link that cannot be made says so, with Retry", async () => {
    const user = setupUser();
    vi.mocked(getCalendarToken)
      .mockRejectedValueOnce(new AppError("unavailable", EVENTS_MESSAGES.failure.calendarFeed))
      .mockResolvedValueOnce({ token: "t1", url: "https://calendar.example/feed/t1.ics" });
    renderCard();
    await user.click(screen.getByRole("button", { name: "Subscribe in your calendar" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(EVENTS_MESSAGES.failure.calendarFeed);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("textbox", { name: "Your calendar feed" })).toHaveValue("https://calendar.example/feed/t1.ics");
  });
});
