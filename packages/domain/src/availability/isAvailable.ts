import { distanceMiles, type LatLng } from "../geo";
import { compareDays, weekdayOf, zonedParts } from "./dates";
import { entryCovers, entryRangesFor } from "./entries";
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

/** Time inputs stop at 23:59; a range ending then runs to midnight, so evenings join the next morning. */
function toEndOfDay(ranges: MinuteRange[]): MinuteRange[] {
  return ranges.map((r) => (r.end === 24 * 60 - 1 ? { start: r.start, end: 24 * 60 } : r));
}

const STEP_MS = 5 * 60 * 1000;

/**
 * Is the player free for the whole span? Weekly hours apply unless a
 * date-specific entry covers the day. The span is walked in real time, minute
 * marks five minutes apart plus its last minute, each read on the player's own
 * clock — so midnight, daylight-saving gaps and repeated hours are all handled
 * the same way. Where: a traveling player counts as available at their
 * destination and not at home; otherwise they count near their home area.
 */
export function isAvailable(availability: UserAvailability, query: AvailabilityQuery): Answer {
  if (!(query.end > query.start)) return { available: false, reason: "invalid-span" };
  if (query.end - query.start > 62 * 24 * 60 * 60 * 1000) return { available: false, reason: "invalid-span" };
  const tz = availability.timeZone;
  const near = query.nearMiles ?? NEAR_MILES;
  const days = new Map<string, { ranges: MinuteRange[]; trip: DateSpecificEntry | null }>();
  const instants: number[] = [];
  for (let t = query.start; t < query.end; t += STEP_MS) instants.push(t);
  instants.push(query.end - 60 * 1000 > query.start ? query.end - 60 * 1000 : query.start);
  for (const instant of instants) {
    const { day, minutes } = zonedParts(instant, tz);
    let hours = days.get(day);
    if (!hours) {
      const h = hoursOn(availability, day);
      hours = { ranges: toEndOfDay(h.ranges), trip: h.trip };
      days.set(day, hours);
    }
    if (!covers(hours.ranges, { start: minutes, end: minutes + 1 })) return { available: false, reason: "outside-hours" };
  }
  // Time first, then place: each day of the span must be spent where the activity is.
  if (query.at) {
    for (const { trip } of days.values()) {
      if (trip?.location) {
        if (distanceMiles(query.at, trip.location) > near) return { available: false, reason: "not-at-destination" };
      } else if (query.home && distanceMiles(query.at, query.home) > near) {
        return { available: false, reason: "away" };
      }
    }
  }
  return { available: true };
}
