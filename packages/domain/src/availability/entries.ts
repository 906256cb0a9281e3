import { compareDays } from "./dates";
import type { DateSpecificEntry, TimeRange } from "./types";

/** Entries in date order. */
export function sortEntries(entries: readonly DateSpecificEntry[]): DateSpecificEntry[] {
  return [...entries].sort((a, b) => compareDays(a.date, b.date));
}

/** Whether an entry covers a calendar day. */
export function entryCovers(entry: DateSpecificEntry, day: string): boolean {
  const end = entry.endDate ?? entry.date;
  return compareDays(entry.date, day) <= 0 && compareDays(day, end) <= 0;
}

/** The hours an entry gives a day (daily hours when set for that day). */
export function entryRangesFor(entry: DateSpecificEntry, day: string): TimeRange[] {
  const daily = entry.dailyTimeRanges?.find((d) => d.date === day);
  return daily ? daily.timeRanges : entry.timeRanges;
}
