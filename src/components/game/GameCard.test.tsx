import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "@/test/renderWithProviders";
import { viewerGameTime } from "@/lib/gameTime";
import { GameCard, GameCardSkeleton, GameCardsLoading, type GameCardGame } from "./GameCard";

/** Tuesday June 4 2030, 6:00 PM in Chicago (23:00 UTC), for 90 minutes: the app's test game. */
const START = Date.UTC(2030, 5, 4, 23, 0);
const TIME = { dateStart: START, dateEnd: START + 90 * 60_000, timeZone: "America/Chicago" };

function game(overrides: Partial<GameCardGame> = {}): GameCardGame {
  return {
    path: "/event/g1",
    title: "Pickup pickleball",
    sport: "Pickleball",
    time: TIME,
    venue: "Zilker Park Courts",
    spots: { capacity: 12, taken: 7, waitlist: false, waitlistCount: 0 },
    ...overrides,
  };
}

function renderCard(g: GameCardGame) {
  renderWithProviders(<GameCard game={g} />);
  return screen.getByRole("article", { name: g.title });
}

describe("GameCard (issue 31)", () => {
  it("shows the date block, the sport, the title as the one link, the formatter's time, the place and distance, and the spots", () => {
    const card = renderCard(game({ distanceMiles: 2.4 }));
    // The date block: the venue's day, big (weekday, day, month).
    expect(card.querySelector('[data-part="weekday"]')).toHaveTextContent("Tue");
    expect(card.querySelector('[data-part="date"]')).toHaveTextContent("4");
    expect(card.querySelector('[data-part="month"]')).toHaveTextContent("Jun");
    expect(card.querySelector('[data-sport="Pickleball"]')).toHaveTextContent("Pickleball");
    // The game's one time string, as the formatter writes it for this viewer (UTC here: with the bracket).
    expect(viewerGameTime(TIME)).toContain("your time");
    expect(card.textContent).toContain(viewerGameTime(TIME));
    expect(card).toHaveTextContent("Zilker Park Courts · 2 mi away");
    expect(card).toHaveTextContent("5 spots left");
    expect(within(card).getByRole("progressbar", { name: "5 of 12 spots left" })).toHaveAttribute("aria-valuenow", String(Math.round((7 / 12) * 100)));
    // One link, named by the title, described by the facts; nothing else to tab to.
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Pickup pickleball");
    expect(links[0]).toHaveAttribute("href", "/event/g1");
    expect(links[0]).toHaveAccessibleDescription(new RegExp(`5 spots left`));
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent("Cancelled");
  });

  it("a full game: 'Full', the bar at 100% named so", () => {
    const card = renderCard(game({ spots: { capacity: 10, taken: 10, waitlist: false, waitlistCount: 0 } }));
    expect(card).toHaveTextContent("Full");
    expect(within(card).getByRole("progressbar", { name: "Full" })).toHaveAttribute("aria-valuenow", "100");
  });

  it("a full game with a waitlist says the waitlist is open and how long it is", () => {
    const card = renderCard(game({ spots: { capacity: 10, taken: 10, waitlist: true, waitlistCount: 2 } }));
    expect(within(card).getByRole("progressbar", { name: "Full · waitlist open (2)" })).toBeInTheDocument();
  });

  it("a game without a limit has no bar, only who is going", () => {
    const card = renderCard(game({ spots: { capacity: null, taken: 3, waitlist: false, waitlistCount: 0 } }));
    expect(card).toHaveTextContent("3 going · no limit");
    expect(within(card).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("a cancelled game says so and shows no spots or faces", () => {
    const card = renderCard(game({ cancelled: true, players: [{ uid: "u1", displayName: "Ana", photoURL: "" }] }));
    expect(card).toHaveTextContent("Cancelled");
    expect(card).not.toHaveTextContent("spots left");
    expect(within(card).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent("1 going");
    expect(within(card).getByRole("link", { name: "Pickup pickleball" })).toBeInTheDocument();
  });

  it("a past game says so", () => {
    const card = renderCard(game({ past: true }));
    expect(card).toHaveTextContent("Past");
    expect(card).not.toHaveTextContent("You're going");
  });

  it("a game the viewer is going to says so, with the faces of who is going and how many", () => {
    const players = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"].map((n) => ({ uid: n, displayName: n, photoURL: "" }));
    const card = renderCard(game({ going: true, players, spots: { capacity: 12, taken: 9, waitlist: false, waitlistCount: 0 } }));
    expect(card).toHaveTextContent("You're going");
    expect(card).toHaveTextContent("9 going");
    // At most four discs: three faces and "+6".
    expect(card).toHaveTextContent("+6");
  });

  it("a sport the table does not know still has a chip (the fallback look)", () => {
    const card = renderCard(game({ sport: "Quidditch" }));
    expect(card.querySelector('[data-sport="Quidditch"]')).toHaveTextContent("Quidditch");
  });

  it("its loading skeleton is hidden from screen readers; a list of them is announced once", () => {
    const { container } = renderWithProviders(
      <>
        <GameCardSkeleton />
        <GameCardsLoading label="Finding games" count={2} />
      </>,
    );
    expect(screen.getByRole("status", { name: "Finding games" })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"].MuiPaper-root')).toHaveLength(3);
  });
});
