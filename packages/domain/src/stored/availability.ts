import { COMMUNITY_FILTERS, WEEKDAYS, type DateSpecificEntry, type UserAvailability } from "../availability/types";
import { asIs, flag, listOf, map, number, obj, oneOf, or, shape, string, strings, text } from "./fields";

/** availability/{uid} (docs/data-model.md "availability"). */

/** Time ranges (anything that is not an object dropped). */
const ranges = listOf(shape({ startTime: text(), endTime: text() }));
const day = obj({ isAvailable: flag(), timeRanges: ranges });

/** Every day of the week; a missing day is unavailable. */
const week = obj(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<(typeof WEEKDAYS)[number], typeof day>);

/** A traveling entry's place, when it has a point. */
const travelLocation = or(shape({ city: text(), state: text(), country: text("US"), lat: number, lng: number, formattedAddress: text() }), undefined);

/** A day's own time ranges within an entry that spans days. */
const dailyRanges = listOf(shape({ date: text(), timeRanges: ranges }));

/** A date-specific entry (those without a date are dropped); optional parts only when they are there. */
const entry = map(
  shape({
    date: string,
    endDate: text(),
    timeRanges: ranges,
    dailyTimeRanges: asIs,
    isTraveling: flag(),
    location: travelLocation,
  }),
  ({ endDate, dailyTimeRanges, location, ...rest }): DateSpecificEntry => {
    const out: DateSpecificEntry = { date: rest.date, timeRanges: rest.timeRanges, isTraveling: rest.isTraveling };
    if (endDate) out.endDate = endDate;
    if (Array.isArray(dailyTimeRanges)) out.dailyTimeRanges = dailyRanges(dailyTimeRanges);
    if (location) out.location = location;
    return out;
  },
);

/** A stored time zone only if this runtime knows it; null otherwise. */
function knownTimeZone(value: string): string | null {
  if (!value) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/** Who may see a user's availability (public unless filtered; a missing filter is off). */
export const availabilityPrivacySchema = obj({
  visibilityMode: oneOf(["public", "filtered"], "public"),
  allowedGenders: strings(),
  communityFilter: oneOf(COMMUNITY_FILTERS, "none"),
  allowedCommunities: strings(),
  connectsOnly: flag(),
  requireAllFilters: flag(),
});

/** An availability document as stored, read defensively: partial or old documents still give a whole value (its time zone null when unknown). */
export const availabilitySchema = obj({
  weeklyAvailability: week,
  dateSpecificAvailability: listOf(entry),
  privacySettings: availabilityPrivacySchema,
  timeZone: map(text(), knownTimeZone),
});

/**
 * availability/{uid} as getPlayerAvailability shares it with a viewer its
 * privacy lets in: the hours as stored (the viewer's app reads them with
 * availabilityOf), the time zone ("UTC" without one) and the privacy settings.
 */
export const sharedAvailabilitySchema = obj({
  weeklyAvailability: asIs,
  dateSpecificAvailability: asIs,
  timeZone: text("UTC"),
  privacySettings: availabilityPrivacySchema,
});

/** A user's availability as the app sees it: the stored time zone, or `fallbackTimeZone` when it is missing or unknown. */
export function availabilityOf(data: unknown, fallbackTimeZone: string): UserAvailability {
  const { weeklyAvailability, timeZone, ...rest } = availabilitySchema(data ?? {});
  return { ...rest, weeklyAvailability: weeklyAvailability, timeZone: timeZone ?? fallbackTimeZone };
}
