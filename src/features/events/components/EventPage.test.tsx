import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { liveSource } from "@/test/liveSource";
import { makeEvent, signedInAuth, signedOutAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { cssValue } from "@/test/cssHeight";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import { isFavorite, listSeries, setFavorite, watchEvent, watchMyRsvp } from "../api/eventPagesRepository";
import { getMyRsvp } from "../api/eventCallables";
import { EVENTS_MESSAGES } from "../messages";
import { stubPhoneScreen } from "@/test/phone";

// The network boundary: the event and RSVP listeners, the favorite document, the series
// list (Firestore, in the repository) and the callables.
vi.mock("../api/eventsRepository", () => ({
  discoverEvents: vi.fn(),
  listMyRsvps: vi.fn(),
  listHostedEvents: vi.fn(),
}));
vi.mock("../api/eventPagesRepository", () => ({
  getEvent: vi.fn(),
  watchEvent: vi.fn(),
  watchMyRsvp: vi.fn(),
  watchJoiners: vi.fn(),
  listSeries: vi.fn(),
  listFavorites: vi.fn(),
  isFavorite: vi.fn(),
  setFavorite: vi.fn(),
}));
vi.mock("../api/eventCallables", () => ({
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

const routes: RouteObject[] = [
  {
    path: "/",
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      { path: "event/:id", lazy: () => import("./EventPage") },
      { path: "event/:id/manage", element: <p>Manage page</p> },
      { path: "auth/login", element: <p>Login page</p> },
      { path: "profile/:id", element: <p>Profile page</p> },
    ],
  },
];

// Pointer-events checks read a computed style per ancestor: slow in jsdom, and nothing here hides a button with CSS alone.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

let event = liveSource<EventRecord | null>();
let myRsvp = liveSource<Joiner | null>();

/** Opens event/{id} and serves the game (and, signed in, the player's own RSVP: none yet). */
async function openEvent(value: EventRecord | null, { auth = signedInAuth(), id = value?.id ?? "e1", rsvp = null as Joiner | null } = {}) {
  const result = renderRoutes(routes, { preloadedState: { auth }, initialEntries: [`/event/${id}`] });
  await event.emit(value);
  if (value && auth.user) await myRsvp.emit(rsvp);
  return result;
}

const going = (uid: string, displayName: string) => ({ uid, displayName, photoURL: `https://img.example/${uid}.png` });

beforeEach(() => {
  event = liveSource<EventRecord | null>();
  myRsvp = liveSource<Joiner | null>();
  vi.mocked(watchEvent)
    .mockReset()
    .mockImplementation((_id, onChange, onError) => event.watch(onChange, onError));
  vi.mocked(watchMyRsvp)
    .mockReset()
    .mockImplementation((_eventId, _uid, onChange, onError) => myRsvp.watch(onChange, onError));
  vi.mocked(isFavorite).mockReset().mockResolvedValue(false);
  vi.mocked(setFavorite).mockReset().mockResolvedValue();
  vi.mocked(listSeries).mockReset().mockResolvedValue([]);
  vi.mocked(getMyRsvp).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("event/{id} (spec §2.1, issue 9)", () => {
  it("a public game: title, when, where (directions once, in the location card), host, spots, who's going and how many more", async () => {
    await openEvent(
      makeEvent({
        goingCount: 7,
        attendeesPreview: [going("u-riley", "Riley Second"), going("u-sam", "Sam Smash"), going("u-max", "Max Volley")],
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Pickup pickleball" })).toBeInTheDocument();
    expect(watchEvent).toHaveBeenCalledWith("e1", expect.any(Function), expect.any(Function));

    // The venue's time, the viewer's (these tests run in UTC) and the duration (issue 31).
    expect(screen.getByText("When:").parentElement).toHaveTextContent("When: Tue, Jun 4 · 6:00 PM – 7:30 PM CDT (11:00 PM – Wed, Jun 5 · 12:30 AM your time) · 1 h 30 min");
    const where = screen.getByText("Where:").parentElement as HTMLElement;
    expect(where).toHaveTextContent(/^Where: Zilker Park Courts, 2100 Barton Springs Rd, Austin, TX$/);
    // One way to the venue: the location card's (the facts line named it a second time, issue 31).
    expect(within(where).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /directions/i })).toHaveLength(1);
    const directions = within(screen.getByRole("region", { name: "Location" })).getByRole("link", { name: "Get directions" });
    expect(directions).toHaveAttribute("href", "https://www.google.com/maps/dir/?api=1&destination=30.267,-97.772");
    expect(directions).toHaveAttribute("target", "_blank");
    expect(directions).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(screen.getByRole("link", { name: "Olivia Organizer" })).toHaveAttribute("href", "/profile/u-olivia");
    expect(screen.getByText("Spots:").parentElement).toHaveTextContent("Spots: 5 spots left");

    const who = screen.getByRole("region", { name: "Who's going" });
    expect(within(who).getByRole("link", { name: "Riley Second" })).toHaveAttribute("href", "/profile/u-riley");
    expect(within(who).getByRole("link", { name: "Sam Smash" })).toHaveAttribute("href", "/profile/u-sam");
    expect(within(who).getByRole("link", { name: "Max Volley" })).toHaveAttribute("href", "/profile/u-max");
    expect(within(who).getByText("and more: 7 spots taken in all")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "About" })).toHaveTextContent("All levels welcome.");
    // The sport's banner heads the page (issue 31): its colour and name, the date block, the host.
    const banner = screen.getByRole("heading", { level: 1 }).closest("header");
    expect(banner).toHaveAttribute("data-sport", "Pickleball");
    expect(banner).toHaveStyle({ backgroundColor: "rgb(77, 124, 15)" });
    expect(banner).toHaveTextContent(/^TUE4JUNPickleballPickup pickleballHosted by Olivia Organizer$/i);
    // Where it is, in words (no Maps key in tests), with directions.
    expect(within(screen.getByRole("region", { name: "Location" })).getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=30.267,-97.772",
    );
  });

  it("says how many more players the minimum needs, and who waits", async () => {
    await openEvent(makeEvent({ hasMinimumNeeded: true, minimumNeeded: 6, goingCount: 4, capacity: 4, allowWaitlist: true, waitlistCount: 2 }));
    expect(await screen.findByText("2 more players needed for this game to happen")).toBeInTheDocument();
    expect(screen.getByText("Spots:").parentElement).toHaveTextContent("Spots: Full · waitlist open (2)");
    expect(screen.getByText("2 on the waitlist")).toBeInTheDocument();
    // Nobody shows in the preview (their privacy), so the count stands alone.
    expect(screen.getByText("4 spots taken")).toBeInTheDocument();
  });

  it("an unknown id says 'Game not found', with a way to discover games", async () => {
    await openEvent(null, { id: "nope" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Game not found");
    expect(watchEvent).toHaveBeenCalledWith("nope", expect.any(Function), expect.any(Function));
    expect(screen.getByRole("link", { name: "Discover games" })).toHaveAttribute("href", "/discover/events");
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("a game that goes away while open (deleted or made private) turns into 'Game not found'", async () => {
    await openEvent(makeEvent());
    expect(await screen.findByRole("heading", { level: 1, name: "Pickup pickleball" })).toBeInTheDocument();
    await event.emit(null);
    expect(await screen.findByRole("alert")).toHaveTextContent("Game not found");
  });

  it("follows the game live: spots change as others answer", async () => {
    await openEvent(makeEvent({ goingCount: 3 }));
    expect(await screen.findByText("9 spots left")).toBeInTheDocument();
    await event.emit(makeEvent({ goingCount: 11 }));
    expect(await screen.findByText("1 spot left")).toBeInTheDocument();
  });

  it("a cancelled game shows the banner and no RSVP buttons", async () => {
    await openEvent(makeEvent({ cancelled: true }));
    expect(await screen.findByRole("heading", { level: 1, name: "Pickup pickleball" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Are you in?" })).toBeInTheDocument();
    expect(screen.getAllByText("This game was cancelled.").length).toBeGreaterThanOrEqual(1);
    // The banner goes grey: the game will not be played.
    expect(screen.getByRole("heading", { level: 1 }).closest("header")).toHaveStyle({ backgroundColor: "rgb(95, 99, 104)" });
    for (const name of ["Going", "Maybe", "Not going", "Ask to join", "Join the waitlist"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });

  it("signed out: 'Log in to join' goes to login and back here; no favorite star", async () => {
    const user = setupUser();
    const { router } = await openEvent(makeEvent(), { auth: signedOutAuth() });
    const login = await screen.findByRole("link", { name: "Log in to join" });
    expect(login).toHaveAttribute("href", "/auth/login?returnUrl=%2Fevent%2Fe1");
    expect(screen.queryByRole("button", { name: "Add to favorites" })).not.toBeInTheDocument();
    expect(isFavorite).not.toHaveBeenCalled();
    expect(watchMyRsvp).not.toHaveBeenCalled();
    await user.click(login);
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("returnUrl")).toBe("/event/e1");
  });

  it("the organizer sees Manage", async () => {
    await openEvent(makeEvent({ creatorId: "user-1", creatorName: "Pat Player" }));
    expect(await screen.findByRole("link", { name: "Manage" })).toHaveAttribute("href", "/event/e1/manage");
  });

  it("another player does not see Manage", async () => {
    await openEvent(makeEvent());
    expect(await screen.findByRole("heading", { level: 1, name: "Pickup pickleball" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Going" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Manage" })).not.toBeInTheDocument();
  });

  it("the favorite star turns on at once, stays on when the write succeeds, and reads one favorite document", async () => {
    const user = setupUser();
    let done: () => void = () => undefined;
    vi.mocked(setFavorite).mockImplementation(() => new Promise<void>((resolve) => (done = resolve)));
    await openEvent(makeEvent());
    const star = await screen.findByRole("button", { name: "Add to favorites" });
    await waitFor(() => expect(isFavorite).toHaveBeenCalledWith("user-1", "e1"));
    expect(star).toHaveAttribute("aria-pressed", "false");
    await user.click(star);
    // Optimistic: the star is on before the write answers.
    expect(await screen.findByRole("button", { name: "Remove from favorites" })).toHaveAttribute("aria-pressed", "true");
    expect(setFavorite).toHaveBeenCalledWith("user-1", expect.objectContaining({ id: "e1", title: "Pickup pickleball", dateStart: Date.UTC(2030, 5, 4, 23, 0) }), true);
    act(() => done());
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove from favorites" })).toBeEnabled());
    expect(screen.queryByRole("button", { name: "Add to favorites" })).not.toBeInTheDocument();
  });

  it("a starred game can be unstarred", async () => {
    const user = setupUser();
    vi.mocked(isFavorite).mockResolvedValue(true);
    await openEvent(makeEvent());
    await user.click(await screen.findByRole("button", { name: "Remove from favorites" }));
    expect(await screen.findByRole("button", { name: "Add to favorites" })).toHaveAttribute("aria-pressed", "false");
    expect(setFavorite).toHaveBeenCalledWith("user-1", expect.objectContaining({ id: "e1" }), false);
  });

  it("the star goes back, with a toast, when the favorite cannot be saved", async () => {
    const user = setupUser();
    let fail: (e: unknown) => void = () => undefined;
    vi.mocked(setFavorite).mockImplementation(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    await openEvent(makeEvent());
    await waitFor(() => expect(isFavorite).toHaveBeenCalled());
    await user.click(await screen.findByRole("button", { name: "Add to favorites" }));
    expect(await screen.findByRole("button", { name: "Remove from favorites" })).toBeInTheDocument();
    act(() => fail(new AppError("unavailable", EVENTS_MESSAGES.failure.favoriteSave)));
    expect(await screen.findByRole("button", { name: "Add to favorites" })).toHaveAttribute("aria-pressed", "false");
    await expectToast(EVENTS_MESSAGES.failure.favoriteSave, "error");
  });

  it("'Add to calendar' downloads an .ics file with the game in it", async () => {
    const user = setupUser();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    Object.defineProperty(URL, "createObjectURL", { value: vi.fn((blob: Blob) => (blobs.push(blob), "blob:event-ics")), configurable: true, writable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true, writable: true });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    await openEvent(makeEvent());
    await user.click(await screen.findByRole("button", { name: "Add to calendar" }));
    expect(blobs).toHaveLength(1);
    expect(downloads).toEqual([expect.stringMatching(/\.ics blob:event-ics$/)]);
    const blob = blobs[0] as Blob;
    expect(blob.type).toContain("text/calendar");
    const text = await blob.text();
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("SUMMARY:Pickup pickleball");
    // In the game's own zone: 6:00 to 7:30 PM in Chicago.
    expect(text).toContain("DTSTART;TZID=America/Chicago:20300604T180000");
    expect(text).toContain("DTEND;TZID=America/Chicago:20300604T193000");
    expect(text).toContain("/event/e1");
    expect(text).toContain("END:VEVENT");
  });

  it("a game of a series says how it repeats and lists the next games", async () => {
    vi.mocked(listSeries).mockResolvedValue([
      makeEvent({ id: "e1", seriesId: "e1" }),
      makeEvent({ id: "e2", seriesId: "e1", dateStart: Date.UTC(2030, 5, 11, 23, 0), goingCount: 12 }),
      makeEvent({ id: "e3", seriesId: "e1", dateStart: Date.UTC(2030, 5, 18, 23, 0), cancelled: true }),
    ]);
    await openEvent(makeEvent({ seriesId: "e1", reoccurringInfo: { frequency: "weekly", days: [2], until: null, count: 3 } }));
    const series = await screen.findByRole("region", { name: "Repeats" });
    expect(series).toHaveTextContent("Weekly on Tuesdays, 3 times");
    const next = await within(series).findByRole("list", { name: "Next games in the series" });
    // Each with the game's one time (issue 31), as every page shows it.
    expect(
      within(next)
        .getAllByRole("listitem")
        .map((li) => li.textContent.replace(/\s+/g, " ")),
    ).toEqual(["Tue, Jun 11 · 6:00 PM – 7:30 PM CDT (11:00 PM – Wed, Jun 12 · 12:30 AM your time)Full", "Tue, Jun 18 · 6:00 PM – 7:30 PM CDT (11:00 PM – Wed, Jun 19 · 12:30 AM your time)Cancelled"]);
    expect(within(next).getByRole("link", { name: /^Tue, Jun 11 · 6:00\sPM/ })).toHaveAttribute("href", "/event/e2");
    expect(listSeries).toHaveBeenCalledWith("e1", expect.any(Number));
  });
});

describe("event/{id} on a phone: the RSVP bar (issue 31, defect 5)", () => {
  /** Below MUI's sm (600 px): the theme's down("sm") query matches; the bar is measured 96 px high. */
  beforeEach(() => {
    stubPhoneScreen();
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const height = this.getAttribute("aria-label") === "Your RSVP" ? 96 : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) };
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const bar = () => screen.getByRole("region", { name: "Your RSVP" });

  it("keeps the answer and the choices in a bar fixed to the bottom, and pads the page by its height", async () => {
    await openEvent(makeEvent(), { rsvp: { uid: "user-1", displayName: "Pat Player", photoURL: "", rsvpStatus: "going", guests: 0, joinedAt: 1, queuedAt: null } });
    // The player's answer has come in (until then the bar asks, its buttons waiting).
    expect(await screen.findByRole("heading", { name: "You're going" })).toBeInTheDocument();
    expect(bar()).toHaveStyle({ position: "fixed", bottom: "0px", left: "0px", right: "0px" });
    expect(within(bar()).getByText("You're going")).toBeInTheDocument();
    const choices = within(bar()).getByRole("group", { name: "Your answer" });
    expect(within(choices).getByRole("button", { name: "Going" })).toHaveAttribute("aria-pressed", "true");
    // One set of choices on the page: the panel does not repeat them.
    expect(screen.getAllByRole("group", { name: "Your answer" })).toHaveLength(1);
    // With nothing else to say, the panel is no empty card under the bar; its heading stays for screen readers.
    const panel = screen.getByRole("region", { name: "You're going" });
    expect(panel).toHaveAttribute("data-bare", "true");
    expect(panel).toHaveStyle({ borderWidth: "0px", padding: "0px" });
    // The page ends with room for the bar (16 px of its own spacing plus the bar's 96 px), so nothing stays under it:
    // on a phone's width, with the page's own responsive spacing in effect (jsdom applies no media queries itself).
    const page = screen.getByRole("heading", { level: 1, name: "Pickup pickleball" }).closest(".MuiContainer-root") as HTMLElement;
    await waitFor(() => expect(cssValue(page, "padding-bottom", 390)).toBe("112px"));
  });

  it("keeps the panel as a card when it has more to say than the bar (the cancellation cut-off)", async () => {
    await openEvent(makeEvent({ hoursToCancelBefore: 2 }));
    expect(await screen.findByText("Cancellations close 2 hours before the start.")).toBeVisible();
    expect(screen.getByRole("region", { name: "Are you in?" })).not.toHaveAttribute("data-bare");
  });

  it.each([
    ["signed out", () => openEvent(makeEvent(), { auth: signedOutAuth() })],
    ["a cancelled game", () => openEvent(makeEvent({ cancelled: true }))],
    ["a game that has started", () => openEvent(makeEvent({ dateStart: Date.now() - 60_000 }))],
  ])("no bar where the player cannot answer: %s", async (_case, open) => {
    await open();
    expect(await screen.findByRole("heading", { level: 1, name: "Pickup pickleball" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your RSVP" })).not.toBeInTheDocument();
    const page = screen.getByRole("heading", { level: 1 }).closest(".MuiContainer-root") as HTMLElement;
    expect(cssValue(page, "padding-bottom", 390)).toBe("16px");
  });
});

describe("event/{id} on a wider screen", () => {
  it("the choices stay in the RSVP panel: no bar", async () => {
    await openEvent(makeEvent());
    const panel = await screen.findByRole("region", { name: "Are you in?" });
    expect(within(panel).getByRole("group", { name: "Your answer" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your RSVP" })).not.toBeInTheDocument();
  });
});
