import { useState } from "react";
import { GameCard } from "@/components/game/GameCard";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { eventCardGame } from "../model/gameCard";

/** A game in a list (discover, a place's games, Local Connect): its GameCard, past and "You're going" told from now and the viewer. */
export function EventCard({ event, distanceMiles }: { event: EventRecord; distanceMiles?: number }) {
  const viewerUid = useAppSelector(selectAuth).user?.uid ?? null;
  // "Past" counts from when the card first showed, like the lists' own windows.
  const [now] = useState(() => Date.now());
  return <GameCard game={eventCardGame(event, { distanceMiles, now, viewerUid })} />;
}
