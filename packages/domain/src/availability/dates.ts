import { WEEKDAYS, type Weekday } from "./types";

// Calendar days as 'yyyy-MM-dd' strings. All arithmetic is on the calendar
// (UTC-based Date math on midnight UTC), so it never drifts across daylight-saving
// changes, and time-zone conversion happens only in zonedParts / zonedToInstant.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDay(day: string): { y: number; m: number; d: number } | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return { y, m, d };
}

export function isValidDay(day: string): boolean {
  return parseDay(day) !== null;
}

function toUtcDate(day: string): Date {
  const p = parseDay(day);
  if (!p) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(p.y, p.m - 1, p.d));
}

function fromUtcDate(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
}

export function addDays(day: string, days: number): string {
  const d = toUtcDate(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtcDate(d);
}

/** One calendar month later, clamped to the month's last day (Jan 31 → Feb 28/29). */
export function addOneMonth(day: string): string {
  const p = parseDay(day);
  if (!p) throw new Error(`Not a calendar day: ${day}`);
  const lastOfNext = new Date(Date.UTC(p.y, p.m + 1, 0)).getUTCDate();
  return fromUtcDate(new Date(Date.UTC(p.y, p.m, Math.min(p.d, lastOfNext))));
}

export function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every day from start to end inclusive (at most 62, to bound work). */
export function eachDay(start: string, end: string): string[] {
  const out: string[] = [];
  let d = start;
  while (compareDays(d, end) <= 0 && out.length < 62) {
    out.push(d);
    d = addDays(d, 1);
  }
  return out;
}

export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 = Sunday.
  const index = (toUtcDate(day).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] ?? "monday";
}

/** The calendar day and minutes after midnight of an instant, in a time zone. */
export function zonedParts(instant: number, timeZone: string): { day: string; minutes: number } {
  const fmt = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(fmt.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Today in a time zone. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return zonedParts(now, timeZone).day;
}

/**
 * The instant when the wall clock in `timeZone` shows `day` at `minutes`. On a
 * spring-forward day a skipped time maps to the instant just after the gap;
 * on a fall-back day an ambiguous time maps to its first occurrence.
 */
export function zonedToInstant(day: string, minutes: number, timeZone: string): number {
  const p = parseDay(day);
  if (!p) throw new Error(`Not a calendar day: ${day}`);
  const naive = Date.UTC(p.y, p.m - 1, p.d, 0, minutes);
  // Start from the naive guess and correct by the zone's offset, twice (the offset may change in between).
  let guess = naive;
  for (let i = 0; i < 3; i++) {
    const seen = zonedParts(guess, timeZone);
    const seenNaive = Date.UTC(Number(seen.day.slice(0, 4)), Number(seen.day.slice(5, 7)) - 1, Number(seen.day.slice(8, 10)), 0, seen.minutes);
    const diff = naive - seenNaive;
    if (diff === 0) break;
    guess += diff;
  }
  // Ambiguous (fall back): prefer the earlier instant if it shows the same wall time.
  const earlier = guess - 60 * 60 * 1000;
  const e = zonedParts(earlier, timeZone);
  if (e.day === day && e.minutes === minutes) return earlier;
  return guess;
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
