import type { LatLng } from "../geo";
import { addDays, todayIn, zonedToInstant } from "./dates";
import { hoursOn, isAvailable } from "./isAvailable";
import type { UserAvailability } from "./types";

/** How many days "this week" spans: today and the six after it, on the player's own calendar. */
const DAYS_AHEAD = 7;

const MINUTE_MS = 60 * 1000;

/**
 * Whether a player has any free time left this week (today, from now on, and
 * the next six days of their own calendar) where the search happens: some of
 * their hours (weekly, or a date override) still ahead, at which the
 * availability model (isAvailable) finds them free there — a traveling
 * player counts at their destination, not at home.
 */
export function availableThisWeek(availability: UserAvailability, query: { now: number; at?: LatLng; home?: LatLng | null }): boolean {
  const zone = availability.timeZone;
  const today = todayIn(zone, query.now);
  for (let offset = 0; offset < DAYS_AHEAD; offset += 1) {
    const day = addDays(today, offset);
    for (const range of hoursOn(availability, day).ranges) {
      const end = zonedToInstant(day, range.end, zone);
      const start = Math.max(zonedToInstant(day, range.start, zone), query.now);
      if (end - start < MINUTE_MS) continue;
      // The first minute still ahead in this range: free there, at that moment?
      if (isAvailable(availability, { start, end: start + MINUTE_MS, at: query.at, home: query.home ?? null }).available) return true;
    }
  }
  return false;
}
