import { z } from "zod";
import { addOneMonth, compareDays, eachDay, isValidDay } from "@rallyhub/domain/availability/dates";
import { dropEmptyRanges, hasRangeErrors } from "@rallyhub/domain/availability/time";
import { DEFAULT_RANGE, type DailyTimeRanges, type DateSpecificEntry, type TimeRange, type TravelLocation } from "@rallyhub/domain/availability/types";

/**
 * Spec §4 Date-specific dialog, as a small state machine the dialog renders:
 * the travel toggle forces date-range mode; turning travel off clears the
 * destination; turning the range off clears the end date; moving the start past
 * the end clears the end; daily-hours mode keeps one set of hours per day.
 */
export interface DateSpecificDraft {
  date: string;
  endDate: string;
  isRange: boolean;
  isTraveling: boolean;
  location: TravelLocation | null;
  dailyMode: boolean;
  timeRanges: TimeRange[];
  dailyTimeRanges: DailyTimeRanges[];
}

export function newDraft(today: string): DateSpecificDraft {
  return { date: today, endDate: "", isRange: false, isTraveling: false, location: null, dailyMode: false, timeRanges: [{ ...DEFAULT_RANGE }], dailyTimeRanges: [] };
}

export function draftFromEntry(entry: DateSpecificEntry): DateSpecificDraft {
  return {
    date: entry.date,
    endDate: entry.endDate ?? "",
    isRange: Boolean(entry.endDate),
    isTraveling: entry.isTraveling,
    location: entry.location ?? null,
    dailyMode: Boolean(entry.dailyTimeRanges && entry.dailyTimeRanges.length > 0),
    timeRanges: entry.timeRanges.length > 0 ? entry.timeRanges.map((r) => ({ ...r })) : [{ ...DEFAULT_RANGE }],
    dailyTimeRanges: (entry.dailyTimeRanges ?? []).map((d) => ({ date: d.date, timeRanges: d.timeRanges.map((r) => ({ ...r })) })),
  };
}

/** Spec §9: the end date is at most one month after the start. */
export function maxEndDate(start: string): string | null {
  return isValidDay(start) ? addOneMonth(start) : null;
}

/** Keeps one hours set per day of the range, reusing what was typed for days still in it. */
function syncDaily(draft: DateSpecificDraft): DailyTimeRanges[] {
  if (!draft.dailyMode || !draft.isRange) return draft.dailyTimeRanges;
  // Without a valid range there are no days to set hours for.
  if (!isValidDay(draft.date) || !isValidDay(draft.endDate) || compareDays(draft.endDate, draft.date) < 0) return [];
  const byDate = new Map(draft.dailyTimeRanges.map((d) => [d.date, d.timeRanges]));
  return eachDay(draft.date, draft.endDate).map((date) => ({ date, timeRanges: byDate.get(date) ?? draft.timeRanges.map((r) => ({ ...r })) }));
}

export type DraftAction =
  | { type: "setDate"; date: string }
  | { type: "setEndDate"; endDate: string }
  | { type: "setRange"; on: boolean }
  | { type: "setTraveling"; on: boolean }
  | { type: "setLocation"; location: TravelLocation | null }
  | { type: "setDailyMode"; on: boolean }
  | { type: "setRanges"; timeRanges: TimeRange[] }
  | { type: "setDayRanges"; date: string; timeRanges: TimeRange[] };

export function draftReducer(draft: DateSpecificDraft, action: DraftAction): DateSpecificDraft {
  switch (action.type) {
    case "setDate": {
      const next = { ...draft, date: action.date };
      // Moving the start past the end (or beyond the one-month limit) clears the end date.
      if (next.endDate && isValidDay(action.date)) {
        const max = maxEndDate(action.date);
        if (compareDays(next.endDate, action.date) < 0 || (max && compareDays(next.endDate, max) > 0)) next.endDate = "";
      }
      return { ...next, dailyTimeRanges: syncDaily(next) };
    }
    case "setEndDate": {
      const next = { ...draft, endDate: action.endDate };
      return { ...next, dailyTimeRanges: syncDaily(next) };
    }
    case "setRange": {
      // Travel needs a range: it cannot be turned off while traveling.
      if (!action.on && draft.isTraveling) return draft;
      if (action.on) return { ...draft, isRange: true };
      return { ...draft, isRange: false, endDate: "", dailyMode: false, dailyTimeRanges: [] };
    }
    case "setTraveling": {
      if (action.on) return { ...draft, isTraveling: true, isRange: true };
      return { ...draft, isTraveling: false, location: null };
    }
    case "setLocation":
      return { ...draft, location: action.location };
    case "setDailyMode": {
      const next = { ...draft, dailyMode: action.on && draft.isRange };
      return { ...next, dailyTimeRanges: action.on ? syncDaily(next) : [] };
    }
    case "setRanges": {
      const next = { ...draft, timeRanges: action.timeRanges };
      return next;
    }
    case "setDayRanges":
      return { ...draft, dailyTimeRanges: draft.dailyTimeRanges.map((d) => (d.date === action.date ? { ...d, timeRanges: action.timeRanges } : d)) };
  }
}

export type DraftProblem = "dateRequired" | "dateInPast" | "endDateRequired" | "endBeforeStart" | "endTooLate" | "destinationRequired" | "noRanges" | "dayWithoutRanges" | "rangeErrors";

/** Spec §5 Date-specific dialog: what stops the entry from being added. */
export function draftProblems(draft: DateSpecificDraft, today: string): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!isValidDay(draft.date)) problems.push("dateRequired");
  else if (compareDays(draft.date, today) < 0) problems.push("dateInPast");
  if (draft.isRange) {
    if (!isValidDay(draft.endDate)) problems.push("endDateRequired");
    else if (isValidDay(draft.date)) {
      if (compareDays(draft.endDate, draft.date) < 0) problems.push("endBeforeStart");
      const max = maxEndDate(draft.date);
      if (max && compareDays(draft.endDate, max) > 0) problems.push("endTooLate");
    }
  }
  if (draft.isTraveling && !draft.location) problems.push("destinationRequired");
  if (draft.dailyMode && draft.isRange) {
    if (draft.dailyTimeRanges.length === 0 || draft.dailyTimeRanges.some((d) => dropEmptyRanges(d.timeRanges).length === 0)) problems.push("dayWithoutRanges");
    else if (draft.dailyTimeRanges.some((d) => hasRangeErrors(d.timeRanges))) problems.push("rangeErrors");
  } else if (dropEmptyRanges(draft.timeRanges).length === 0) problems.push("noRanges");
  else if (hasRangeErrors(draft.timeRanges)) problems.push("rangeErrors");
  return problems;
}

const PROBLEM_FIELD: Record<DraftProblem, keyof DateSpecificDraft> = {
  dateRequired: "date",
  dateInPast: "date",
  endDateRequired: "endDate",
  endBeforeStart: "endDate",
  endTooLate: "endDate",
  destinationRequired: "location",
  noRanges: "timeRanges",
  dayWithoutRanges: "dailyTimeRanges",
  rangeErrors: "timeRanges",
};

/**
 * The add/edit-entry operation's schema (spec §5 Date-specific dialog): the
 * dialog's react-hook-form resolver and the value it saves. Each issue's
 * message is a DraftProblem (AVAILABILITY_MESSAGES.draft words it), on its field.
 */
export function dateSpecificSchema(today: string) {
  return z
    .custom<DateSpecificDraft>((v) => typeof v === "object" && v !== null)
    .superRefine((draft, ctx) => {
      for (const problem of draftProblems(draft, today)) ctx.addIssue({ code: "custom", path: [PROBLEM_FIELD[problem]], message: problem });
    });
}

/** The entry to store; call only when draftProblems is empty. */
export function entryFromDraft(draft: DateSpecificDraft): DateSpecificEntry {
  const entry: DateSpecificEntry = { date: draft.date, timeRanges: dropEmptyRanges(draft.timeRanges), isTraveling: draft.isTraveling };
  if (draft.isRange && draft.endDate) entry.endDate = draft.endDate;
  if (draft.dailyMode && draft.isRange) entry.dailyTimeRanges = draft.dailyTimeRanges.map((d) => ({ date: d.date, timeRanges: dropEmptyRanges(d.timeRanges) }));
  if (draft.isTraveling && draft.location) entry.location = draft.location;
  return entry;
}

export { entryCovers, entryRangesFor, sortEntries } from "@rallyhub/domain/availability/entries";
