import { z } from "zod";
import { dropEmptyRanges, RANGE_MESSAGES, validateRanges } from "@rallyhub/domain/availability/time";
import { DEFAULT_RANGE, WEEKDAYS, type DayAvailability, type TimeRange, type UserAvailability, type Weekday, type WeeklyAvailability } from "@rallyhub/domain/availability/types";
import { AVAILABILITY_MESSAGES } from "../messages";

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

/**
 * The availability form's schema (spec §5 Time ranges): every range of an
 * available day passes validateRanges (empty ranges are dropped on save, not
 * errors). A week with a problem gets one issue on weeklyAvailability (the
 * form's field, with the summary message) and then one per problem on what
 * it concerns, keyed as RangeErrors keys them (weeklyAvailability.<day>.
 * timeRanges.<i>.startTime / endTime / overlap), in RANGE_MESSAGES' words.
 */
export const availabilityFormSchema = z
  .custom<UserAvailability>((v) => typeof v === "object" && v !== null)
  .superRefine((value, ctx) => {
    const problems: Array<{ path: Array<string | number>; message: string }> = [];
    for (const day of WEEKDAYS) {
      const { isAvailable, timeRanges } = value.weeklyAvailability[day];
      if (!isAvailable) continue;
      validateRanges(timeRanges).forEach((errors, i) => {
        const at = ["weeklyAvailability", day, "timeRanges", i];
        if (errors?.startTime) problems.push({ path: [...at, "startTime"], message: RANGE_MESSAGES[errors.startTime] });
        if (errors?.endTime) problems.push({ path: [...at, "endTime"], message: RANGE_MESSAGES[errors.endTime] });
        if (errors?.overlap) problems.push({ path: [...at, "overlap"], message: RANGE_MESSAGES.overlap });
      });
    }
    if (problems.length === 0) return;
    // The summary first: react-hook-form reports a field's error only when the field's own path has one.
    ctx.addIssue({ code: "custom", path: ["weeklyAvailability"], message: AVAILABILITY_MESSAGES.week.fixTimes });
    for (const problem of problems) ctx.addIssue({ code: "custom", ...problem });
  });
