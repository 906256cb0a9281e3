import { addDays, compareDays, isValidDay, todayIn, weekdayOf, zonedToInstant } from "@rallyhub/domain/availability/dates";

/** Spec/issue 9 discover date filters. */
export const WINDOW_KINDS = ["upcoming", "today", "week", "weekend", "range"] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

export const WINDOW_LABELS: Record<WindowKind, string> = {
  upcoming: "Upcoming",
  today: "Today",
  week: "This week",
  weekend: "This weekend",
  range: "Dates…",
};

/** How far "Upcoming" looks ahead, and the longest custom range. */
export const UPCOMING_DAYS = 60;
export const MAX_RANGE_DAYS = 92;

const startOf = (day: string, zone: string) => zonedToInstant(day, 0, zone);

/**
 * The instants [from, to) a date filter means, in the viewer's time zone:
 * never earlier than now (past games are not discovered).
 */
export function windowFor(kind: WindowKind, now: number, zone: string, range?: { from: string; to: string }): { from: number; to: number } {
  const today = todayIn(zone, now);
  const clamp = (from: number, to: number) => ({ from: Math.max(from, now), to: Math.max(to, now) });
  switch (kind) {
    case "today":
      return clamp(now, startOf(addDays(today, 1), zone));
    case "week": {
      // Monday-based week: through Sunday.
      const index = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].indexOf(weekdayOf(today));
      return clamp(now, startOf(addDays(today, 7 - index), zone));
    }
    case "weekend": {
      const index = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].indexOf(weekdayOf(today));
      // This week's Saturday (yesterday on a Sunday): the weekend still under way counts.
      const saturday = addDays(today, 5 - index);
      return clamp(startOf(saturday, zone), startOf(addDays(saturday, 2), zone));
    }
    case "range": {
      if (!range || !isValidDay(range.from) || !isValidDay(range.to) || compareDays(range.to, range.from) < 0) return clamp(now, now);
      // At most MAX_RANGE_DAYS days, the first one included.
      const last = addDays(range.from, MAX_RANGE_DAYS - 1);
      const to = compareDays(range.to, last) > 0 ? last : range.to;
      return clamp(startOf(range.from, zone), startOf(addDays(to, 1), zone));
    }
    default:
      return clamp(now, startOf(addDays(today, UPCOMING_DAYS), zone));
  }
}
