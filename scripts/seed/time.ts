// Date helpers for the demo seed. Every date the seed writes is an offset from the
// start of the current UTC day, so the data always looks current.

export const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

/** The day the seed builds for: every date it writes is an offset from `today`, the start of the UTC day of `now`. */
export interface Clock {
  today: Date;
  /** `days` before today, `minutes` after that midnight (UTC). */
  daysAgo: (days: number, minutes?: number) => Date;
}

export function clockFor(now: Date): Clock {
  const today = startOfUtcDay(now);
  return { today, daysAgo: (days, minutes = 0) => addMinutes(addDays(today, -days), minutes) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 'yyyy-MM-dd' of the UTC calendar date. */
export function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 'HH:mm' from minutes after midnight. */
export function hhmm(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Weekday name of the UTC calendar date. */
export function weekdayName(date: Date): string {
  return WEEKDAYS[date.getUTCDay()] ?? "";
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of the zone from UTC at the given instant, in milliseconds. */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return asUtc - (instantMs - (instantMs % 1000));
}

/**
 * The instant at which the wall clock in timeZone shows the given calendar date (the
 * UTC date of `day`) and minutes after midnight.
 */
export function zonedDateTime(day: Date, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + minutes * 60 * 1000;
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}
