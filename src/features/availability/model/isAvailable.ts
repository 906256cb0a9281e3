import { distanceMiles, type LatLng } from "@/lib/geo";
import { addDays, compareDays, weekdayOf, zonedParts } from "./dates";
import { entryCovers, entryRangesFor } from "./dateSpecific";
import { covers, toMinutes, type MinuteRange } from "./time";
import type { DateSpecificEntry, TimeRange, UserAvailability } from "./types";

/** How far from a place a player still counts as "there" (home area or travel destination). */
export const NEAR_MILES = 30;

export interface AvailabilityQuery {
  /** Start and end of the span, epoch millis. */
  start: number;
  end: number;
  /** Where the activity happens; without it, only time is checked. */
  at?: LatLng;
  /** The player's home area (their Go-To Area to Play). */
  home?: LatLng | null;
  nearMiles?: number;
}

export type Answer = { available: true } | { available: false; reason: "outside-hours" | "away" | "not-at-destination" | "invalid-span" };

function minuteRanges(ranges: readonly TimeRange[]): MinuteRange[] {
  return ranges.map(toMinutes).filter((r): r is MinuteRange => r !== null);
}

/** The override for a day: the latest-starting entry that covers it (a trip inside a longer range wins). */
export function overrideFor(entries: readonly DateSpecificEntry[], day: string): DateSpecificEntry | null {
  let best: DateSpecificEntry | null = null;
  for (const e of entries) {
    if (entryCovers(e, day) && (!best || compareDays(e.date, best.date) >= 0)) best = e;
  }
  return best;
}

/** The hours a player has on a calendar day (their time zone), and the trip that day if any. */
export function hoursOn(availability: UserAvailability, day: string): { ranges: MinuteRange[]; trip: DateSpecificEntry | null } {
  const override = overrideFor(availability.dateSpecificAvailability, day);
  if (override) return { ranges: minuteRanges(entryRangesFor(override, day)), trip: override.isTraveling ? override : null };
  const weekly = availability.weeklyAvailability[weekdayOf(day)];
  return { ranges: weekly.isAvailable ? minuteRanges(weekly.timeRanges) : [], trip: null };
}

/**
 * Is the player free for the whole span? Weekly hours apply unless a
 * date-specific entry covers the day; a span crossing midnight (in the player's
 * time zone, daylight-saving changes included) must be covered on each day.
 * Where: a traveling player counts as available at their destination and not
 * at home; otherwise they count near their home area.
 */
export function isAvailable(availability: UserAvailability, query: AvailabilityQuery): Answer {
  if (!(query.end > query.start)) return { available: false, reason: "invalid-span" };
  const tz = availability.timeZone;
  const from = zonedParts(query.start, tz);
  // The end instant is exclusive: a span ending exactly at midnight does not touch the next day.
  const to = zonedParts(query.end - 1, tz);
  const near = query.nearMiles ?? NEAR_MILES;
  let day = from.day;
  for (let guard = 0; guard < 62 && compareDays(day, to.day) <= 0; guard++) {
    const start = day === from.day ? from.minutes : 0;
    const end = day === to.day ? to.minutes + 1 : 24 * 60;
    const { ranges, trip } = hoursOn(availability, day);
    if (!covers(ranges, { start, end })) return { available: false, reason: "outside-hours" };
    if (query.at) {
      if (trip?.location) {
        if (distanceMiles(query.at, trip.location) > near) return { available: false, reason: "not-at-destination" };
      } else if (query.home && distanceMiles(query.at, query.home) > near) {
        return { available: false, reason: "away" };
      }
    }
    day = addDays(day, 1);
  }
  return { available: true };
}
