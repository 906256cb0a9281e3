import { gameTime, type GameTimeInput } from "@rallyhub/domain/time/gameTime";

/** The zone of whoever looks at the page: the browser's (null if it cannot say). */
export function viewerZone(): string | null {
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
