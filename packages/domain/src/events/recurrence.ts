import { addDays, compareDays, isValidDay, parseDay } from "../availability/dates";
import { EVENT_LIMITS, startInstant } from "./schema";
import type { Recurrence } from "./types";

/** Day of the week of a 'yyyy-MM-dd' day, 0 = Sunday (the calendar's, not any time zone's). */
export function weekDayOf(day: string): number {
  const p = parseDay(day);
  if (!p) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay();
}

/**
 * The local days of a weekly series (spec §3 reoccurringInfo): from the first
 * day (which counts when it falls on a chosen weekday; otherwise the first
 * chosen weekday after it starts the series), on the chosen weekdays, until
 * the last day or for `count` games. Excluded dates are skipped and do not
 * count towards `count`. Bounded by EVENT_LIMITS (52 games, a year).
 */
export function occurrenceDays(first: string, rule: Recurrence, excludedDates: readonly string[] = []): string[] {
  if (!isValidDay(first) || rule.days.length === 0) return [];
  const excluded = new Set(excludedDates);
  const lastAllowed = addDays(first, EVENT_LIMITS.seriesDays);
  const until = rule.until && compareDays(rule.until, lastAllowed) < 0 ? rule.until : lastAllowed;
  const count = Math.min(rule.count ?? EVENT_LIMITS.occurrences.max, EVENT_LIMITS.occurrences.max);
  const days = new Set<number>(rule.days);
  const out: string[] = [];
  for (let day = first; compareDays(day, until) <= 0 && out.length < count; day = addDays(day, 1)) {
    if (days.has(weekDayOf(day)) && !excluded.has(day)) out.push(day);
  }
  return out;
}

/**
 * The start instants of a series: each day at the same wall-clock time in the
 * event's time zone, so a 6 pm game stays at 6 pm across daylight-saving changes.
 */
export function occurrenceStarts(first: string, timeStart: string, timeZone: string, rule: Recurrence, excludedDates: readonly string[] = []): Array<{ day: string; start: number }> {
  return occurrenceDays(first, rule, excludedDates).map((day) => ({ day, start: startInstant({ day, timeStart, timeZone }) }));
}

const DAY_NAMES = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];

/** "Weekly on Tuesdays and Thursdays, 8 times" / "…, until Mar 3, 2027". */
export function describeRecurrence(rule: Recurrence): string {
  const names = [...rule.days].sort((a, b) => a - b).map((d) => DAY_NAMES[d] ?? "");
  const list = names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
  let end = "";
  if (rule.count !== null) end = `, ${rule.count} times`;
  else if (rule.until && isValidDay(rule.until)) {
    const p = parseDay(rule.until);
    if (p) end = `, until ${new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(p.y, p.m - 1, p.d)))}`;
  }
  return `Weekly on ${list}${end}`;
}
