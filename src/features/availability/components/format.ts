import { parseDay } from "@rallyhub/domain/availability/dates";
import { displayTime } from "@rallyhub/domain/availability/time";
import type { DateSpecificEntry, TimeRange } from "@rallyhub/domain/availability/types";

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "2026-12-05" → "Sat, Dec 5". */
export function formatDay(day: string): string {
  const p = parseDay(day);
  if (!p) return day;
  return dayFormat.format(new Date(Date.UTC(p.y, p.m - 1, p.d)));
}

export function formatRanges(ranges: readonly TimeRange[]): string {
  if (ranges.length === 0) return "Unavailable";
  return ranges.map((r) => `${displayTime(r.startTime)}–${displayTime(r.endTime)}`).join(", ");
}

export function formatEntryDates(entry: DateSpecificEntry): string {
  return entry.endDate && entry.endDate !== entry.date ? `${formatDay(entry.date)} – ${formatDay(entry.endDate)}` : formatDay(entry.date);
}
