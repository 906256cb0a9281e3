import type { EventRecord } from "@rallyhub/domain/events/types";
import type { GameCardGame } from "@/components/game/GameCard";
import { eventSpots, priceText } from "./format";

/** The game is over at `now`: its end, or its start when it has none, is before now. */
export function isOver(event: Pick<EventRecord, "dateStart" | "dateEnd">, now: number): boolean {
  return Math.max(event.dateStart, Number.isFinite(event.dateEnd) ? event.dateEnd : event.dateStart) < now;
}

/**
 * A game as its card shows it (src/components/game/GameCard.tsx). `now` decides whether it is
 * past (its end, or its start when it has none, is before now); `viewerUid` whether the viewer
 * is among the players the game previews as going.
 */
export function eventCardGame(event: EventRecord, { distanceMiles, now, viewerUid }: { distanceMiles?: number; now: number; viewerUid?: string | null }): GameCardGame {
  return {
    path: `/event/${event.id}`,
    title: event.title,
    sport: event.gameType,
    time: event,
    venue: event.location.name || undefined,
    distanceMiles,
    spots: eventSpots(event),
    price: event.price > 0 ? priceText(event) : undefined,
    cancelled: event.cancelled,
    past: isOver(event, now),
    going: Boolean(viewerUid) && event.attendeesPreview.some((a) => a.uid === viewerUid),
    players: event.attendeesPreview,
  };
}
