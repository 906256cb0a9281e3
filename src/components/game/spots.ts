/** A game's spots as numbers: `capacity` null for no limit; `taken` the players going with their guests. */
export interface GameSpots {
  capacity: number | null;
  taken: number;
  /** Whether a full game takes a waitlist, and how many are on it. */
  waitlist: boolean;
  waitlistCount: number;
}

/** Spots left, or null without a limit. */
export function spotsLeftOf(spots: Pick<GameSpots, "capacity" | "taken">): number | null {
  return spots.capacity === null ? null : Math.max(0, spots.capacity - spots.taken);
}

/** What a card and a game's page say about its spots: "5 spots left", "Full", "Full · waitlist open (2)", "3 going · no limit". */
export function spotsWords(spots: GameSpots): string {
  const left = spotsLeftOf(spots);
  if (left === null) return `${spots.taken} going · no limit`;
  if (left === 0) return spots.waitlist ? `Full · waitlist open${spots.waitlistCount > 0 ? ` (${spots.waitlistCount})` : ""}` : "Full";
  return `${left} spot${left === 1 ? "" : "s"} left`;
}

/** The spots bar's accessible name: "5 of 12 spots left", or the words above when full or unlimited. */
export function spotsBarLabel(spots: GameSpots): string {
  const left = spotsLeftOf(spots);
  if (left === null || spots.capacity === null || left === 0) return spotsWords(spots);
  return `${left} of ${spots.capacity} spot${spots.capacity === 1 ? "" : "s"} left`;
}
