/** One of the organizer's games today, as the scan page lists them. */
export interface TodayEvent {
  id: string;
  title: string;
  /** Start instant, epoch millis. */
  dateStart: number;
  /** End instant (null without one), for the game's one time (src/lib/gameTime.ts). */
  dateEnd: number | null;
  /** The game's own IANA time zone. */
  timeZone: string;
  locationName: string;
  goingCount: number;
  cancelled: boolean;
}

/** Whether a game starts today in its own time zone (an unknown zone counts as UTC). */
export function isToday(event: Pick<TodayEvent, "dateStart" | "timeZone">, now: number, todayIn: (zone: string, at: number) => string): boolean {
  const zone = knownZone(event.timeZone);
  return todayIn(zone, event.dateStart) === todayIn(zone, now);
}

function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}
