import type { TimeRange } from "./types";

// Time-of-day arithmetic on 'HH:mm' strings, as minutes after midnight.
// Ranges are half-open [start, end): 17:00–18:00 and 18:00–19:00 touch but do not overlap.

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseTime(value: string): number | null {
  const m = HH_MM.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

export function formatTime(minutes: number): string {
  const clamped = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)));
  return `${String(Math.floor(clamped / 60)).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
}

/** "17:00" → "5:00 PM" for display. */
export function displayTime(value: string): string {
  const minutes = parseTime(value);
  if (minutes === null) return value;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${suffix}`;
}

export interface MinuteRange {
  start: number;
  end: number;
}

export function toMinutes(range: TimeRange): MinuteRange | null {
  const start = parseTime(range.startTime);
  const end = parseTime(range.endTime);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

export function overlaps(a: MinuteRange, b: MinuteRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Sorted, with overlapping or touching ranges joined. */
export function mergeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const out: MinuteRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

export function intersectRanges(a: readonly MinuteRange[], b: readonly MinuteRange[]): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const x of mergeRanges(a)) {
    for (const y of mergeRanges(b)) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return mergeRanges(out);
}

/** a minus b. */
export function subtractRanges(a: readonly MinuteRange[], b: readonly MinuteRange[]): MinuteRange[] {
  let rest = mergeRanges(a);
  for (const cut of mergeRanges(b)) {
    const next: MinuteRange[] = [];
    for (const r of rest) {
      if (!overlaps(r, cut)) {
        next.push(r);
        continue;
      }
      if (cut.start > r.start) next.push({ start: r.start, end: cut.start });
      if (cut.end < r.end) next.push({ start: cut.end, end: r.end });
    }
    rest = next;
  }
  return rest;
}

/** True when `span` lies entirely inside the union of `ranges`. */
export function covers(ranges: readonly MinuteRange[], span: MinuteRange): boolean {
  if (span.end <= span.start) return true;
  return subtractRanges([span], ranges).length === 0;
}

/** Spec §5 Time ranges: per-range problems, keyed by the field they belong to. */
export interface RangeErrors {
  startTime?: "required" | "invalid";
  endTime?: "required" | "invalid" | "endTimeBeforeStartTime";
  overlap?: boolean;
}

export const RANGE_MESSAGES = {
  required: "Required",
  invalid: "Enter a time as HH:mm",
  endTimeBeforeStartTime: "End time must be after the start time",
  overlap: "Overlapping times with another range.",
} as const;

/** A range with neither time filled in counts as empty and is dropped on save (spec §5). */
export function isEmptyRange(range: TimeRange): boolean {
  return range.startTime.trim() === "" && range.endTime.trim() === "";
}

export function dropEmptyRanges(ranges: readonly TimeRange[]): TimeRange[] {
  return ranges.filter((r) => !isEmptyRange(r));
}

/**
 * Validates one day's ranges (spec §5): start and end required, end after
 * start, no overlaps with another range. Empty ranges are ignored (dropped on save).
 */
export function validateRanges(ranges: readonly TimeRange[]): Array<RangeErrors | null> {
  const parsed = ranges.map((r) => (isEmptyRange(r) ? null : toMinutes(r)));
  return ranges.map((r, i) => {
    if (isEmptyRange(r)) return null;
    const errors: RangeErrors = {};
    const start = parseTime(r.startTime);
    const end = parseTime(r.endTime);
    if (r.startTime.trim() === "") errors.startTime = "required";
    else if (start === null) errors.startTime = "invalid";
    if (r.endTime.trim() === "") errors.endTime = "required";
    else if (end === null) errors.endTime = "invalid";
    else if (start !== null && end <= start) errors.endTime = "endTimeBeforeStartTime";
    const mine = parsed[i];
    if (mine && parsed.some((other, j) => j !== i && other !== null && overlaps(mine, other))) errors.overlap = true;
    return Object.keys(errors).length > 0 ? errors : null;
  });
}

export function hasRangeErrors(ranges: readonly TimeRange[]): boolean {
  return validateRanges(ranges).some((e) => e !== null);
}
