import type { GameCardGame } from "@/components/game/GameCard";
import type { SearchHit } from "@rallyhub/domain/search/search";

/**
 * A game found by full search as its card shows it. A hit from a server that sends no `game`
 * (one deployed before it did) still has a card: its subtitle as the place, the fallback sport.
 */
export function hitCardGame(hit: SearchHit): GameCardGame {
  const game = hit.game;
  return {
    path: hit.path,
    title: hit.title,
    sport: game?.sport ?? "",
    time: hit.when ?? { dateStart: Number.NaN },
    venue: (game ? game.venue : hit.subtitle) || undefined,
    spots: game ? { capacity: game.capacity, taken: game.going, waitlist: game.waitlist, waitlistCount: game.waitlistCount } : undefined,
  };
}
