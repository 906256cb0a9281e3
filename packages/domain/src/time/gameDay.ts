import { formatterFor, type GameTimeInput } from "./gameTime";

// A game's day in parts, for a card's date block (issue 31). Apart from gameTime.ts so that the
// pages that write a game's time without a date block (the home's lists) do not carry it.

/** A game's day as a card's date block shows it: the same day `gameTime` starts with, in parts. */
export interface GameDay {
  /** "Wed" */
  weekday: string;
  /** "Dec" */
  month: string;
  /** "2" */
  date: string;
}

/**
 * The day a game starts, in the zone `gameTime` writes it in (its venue's; the viewer's, then
 * UTC, when that is missing or unknown), for a date block ("Wed" / "2" / "Dec"); null for a start
 * that is not a number. Its parts are the first words of `gameTime`'s text, so the block and the
 * line under it agree (gameDay.test.ts).
 */
export function gameDay(game: GameTimeInput, viewerZone: string | null): GameDay | null {
  if (!Number.isFinite(game.dateStart)) return null;
  const venue = formatterFor(game.timeZone ?? "") ?? (viewerZone ? formatterFor(viewerZone) : null) ?? formatterFor("UTC");
  if (venue === null) return null;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of venue.formatToParts(new Date(game.dateStart))) part[p.type] = p.value;
  return { weekday: part.weekday ?? "", month: part.month ?? "", date: part.day ?? "" };
}
