import { gameDay, type GameDay } from "@rallyhub/domain/time/gameDay";
import { viewerZone } from "./gameTime";

/** The day a game starts for a card's date block, in the zone `viewerGameTime` writes it in (null without a start). */
export function viewerGameDay(game: Parameters<typeof gameDay>[0]): GameDay | null {
  return gameDay(game, viewerZone());
}
