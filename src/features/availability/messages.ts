/** The availability pages' own copy (web only). */
export const AVAILABILITY_MESSAGES = {
  /** A date-specific draft's problems, by key. */
  draft: {
    dateRequired: "Choose a date",
    dateInPast: "The date must be today or later",
    endDateRequired: "Choose an end date",
    endBeforeStart: "The end date must be on or after the start date",
    endTooLate: "The end date can be at most one month after the start date",
    destinationRequired: "Choose where you're traveling to",
    noRanges: "Add at least one time range",
    dayWithoutRanges: "Every day needs at least one time range",
    rangeErrors: "Fix the times marked above",
  },
  week: {
    fixTimes: "Fix the times marked in red to save.",
  },
} as const;
