import { dropEmptyRanges } from "@shared/availability/time";
import { DEFAULT_RANGE, WEEKDAYS, type DayAvailability, type TimeRange, type Weekday, type WeeklyAvailability } from "@shared/availability/types";

// Spec §4 Availability (weekly): the editor's transitions as pure functions.

/** Checking a day with no ranges adds 17:00–20:00; unchecking clears its ranges. */
export function setDayChecked(day: DayAvailability, checked: boolean): DayAvailability {
  if (!checked) return { isAvailable: false, timeRanges: [] };
  return { isAvailable: true, timeRanges: day.timeRanges.length > 0 ? day.timeRanges : [{ ...DEFAULT_RANGE }] };
}

/** A new range starts where the day's last one ends (an hour long), or at the default. */
export function addRange(day: DayAvailability): DayAvailability {
  const last = day.timeRanges[day.timeRanges.length - 1];
  let next: TimeRange = { ...DEFAULT_RANGE };
  if (last) {
    const [h = 0, m = 0] = last.endTime.split(":").map(Number);
    if (Number.isFinite(h) && h < 23) next = { startTime: last.endTime, endTime: `${String(h + 1).padStart(2, "0")}:${String(m).padStart(2, "0")}` };
    else next = { startTime: "", endTime: "" };
  }
  return { isAvailable: true, timeRanges: [...day.timeRanges, next] };
}

/** Removing the last range makes the day unavailable. */
export function removeRange(day: DayAvailability, index: number): DayAvailability {
  const timeRanges = day.timeRanges.filter((_, i) => i !== index);
  return { isAvailable: timeRanges.length > 0, timeRanges };
}

export function updateRange(day: DayAvailability, index: number, patch: Partial<TimeRange>): DayAvailability {
  return { ...day, timeRanges: day.timeRanges.map((r, i) => (i === index ? { ...r, ...patch } : r)) };
}

/** What is saved: empty ranges dropped; a day left without ranges is unavailable. */
export function normalizeWeek(week: WeeklyAvailability): WeeklyAvailability {
  const out = {} as WeeklyAvailability;
  for (const d of WEEKDAYS) {
    const ranges = dropEmptyRanges(week[d].timeRanges);
    out[d] = { isAvailable: week[d].isAvailable && ranges.length > 0, timeRanges: week[d].isAvailable ? ranges : [] };
  }
  return out;
}

/** Copies one day's hours to other days ("apply to all weekdays"). */
export function copyDay(week: WeeklyAvailability, from: Weekday, to: readonly Weekday[]): WeeklyAvailability {
  const source = week[from];
  const out = { ...week };
  for (const d of to) out[d] = { isAvailable: source.isAvailable, timeRanges: source.timeRanges.map((r) => ({ ...r })) };
  return out;
}
