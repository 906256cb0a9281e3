import { gameDay, gameTime, type GameDay, type GameTimeInput } from "@rallyhub/domain/time/gameTime";

/** The zone of whoever looks at the page: the browser's (null if it cannot say). */
function viewerZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * A game's time as every page shows it (issue 31, packages/domain/src/time/gameTime.ts): the
 * venue's time with its zone's abbreviation, then the viewer's own time in brackets when their
 * clock differs. Read at each call, so a device that changes zone shows the new one.
 */
export function viewerGameTime(game: GameTimeInput): string {
  return gameTime(game, viewerZone());
}

/** The day a game starts for a card's date block, in the zone `viewerGameTime` writes it in (null without a start). */
export function viewerGameDay(game: GameTimeInput): GameDay | null {
  return gameDay(game, viewerZone());
}
