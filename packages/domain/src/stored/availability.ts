import * as z from "zod/mini";
import { COMMUNITY_FILTERS, WEEKDAYS, type DateSpecificEntry, type UserAvailability } from "../availability/types";
import { flag, listOf, obj, oneOf, storedTime, strings, text } from "./fields";

/** availability/{uid} (docs/data-model.md "availability"). */

/** Time ranges (anything that is not an object dropped). */
const ranges = /* @__PURE__ */ listOf(z.object({ startTime: text(), endTime: text() }));
const day = /* @__PURE__ */ obj({ isAvailable: flag(), timeRanges: ranges });

/** Every day of the week; a missing day is unavailable. */
const week = /* @__PURE__ */ obj(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<(typeof WEEKDAYS)[number], typeof day>);

/** A traveling entry's place, when it has a point. */
const travelLocation = /* @__PURE__ */ z.catch(z.optional(z.object({ city: text(), state: text(), country: text("US"), lat: z.number(), lng: z.number(), formattedAddress: text() })), undefined);

/** A date-specific entry (those without a date are dropped); optional parts only when they are there. */
const entry = /* @__PURE__ */ z.pipe(
  z.object({
    date: z.string(),
    endDate: text(),
    timeRanges: ranges,
    dailyTimeRanges: z.catch(z.optional(z.array(z.unknown())), undefined),
    isTraveling: flag(),
    location: travelLocation,
  }),
  z.transform(({ endDate, dailyTimeRanges, location, ...rest }): DateSpecificEntry => {
    const out: DateSpecificEntry = { date: rest.date, timeRanges: rest.timeRanges, isTraveling: rest.isTraveling };
    if (endDate) out.endDate = endDate;
    if (dailyTimeRanges) out.dailyTimeRanges = z.parse(listOf(z.object({ date: text(), timeRanges: ranges })), dailyTimeRanges);
    if (location) out.location = location;
    return out;
  }),
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
export const availabilityPrivacySchema = /* @__PURE__ */ obj({
  visibilityMode: oneOf(["public", "filtered"], "public"),
  allowedGenders: strings(),
  communityFilter: oneOf(COMMUNITY_FILTERS, "none"),
  allowedCommunities: strings(),
  connectsOnly: flag(),
  requireAllFilters: flag(),
});

/** An availability document as stored, read defensively: partial or old documents still give a whole value (its time zone null when unknown). */
export const availabilitySchema = /* @__PURE__ */ z.object({
  weeklyAvailability: week,
  dateSpecificAvailability: listOf(entry),
  privacySettings: availabilityPrivacySchema,
  timeZone: z.pipe(text(), z.transform(knownTimeZone)),
});

/**
 * availability/{uid} as getPlayerAvailability shares it with a viewer its
 * privacy lets in: the hours as stored (the viewer's app reads them with
 * availabilityOf), the time zone ("UTC" without one) and the privacy settings.
 */
export const sharedAvailabilitySchema = /* @__PURE__ */ z.object({
  weeklyAvailability: z.optional(z.unknown()),
  dateSpecificAvailability: z.optional(z.unknown()),
  timeZone: text("UTC"),
  privacySettings: availabilityPrivacySchema,
});

/** A user's availability as the app sees it: the stored time zone, or `fallbackTimeZone` when it is missing or unknown. */
export function availabilityOf(data: unknown, fallbackTimeZone: string): UserAvailability {
  const { weeklyAvailability, timeZone, ...rest } = z.parse(availabilitySchema, data ?? {});
  return { ...rest, weeklyAvailability: weeklyAvailability, timeZone: timeZone ?? fallbackTimeZone };
}

const storedRange = /* @__PURE__ */ z.strictObject({ startTime: z.string(), endTime: z.string() });

/** An availability document as written (the owner's editor, the seed). */
export const availabilityWriteSchema = /* @__PURE__ */ z.strictObject({
  weeklyAvailability: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, z.strictObject({ isAvailable: z.boolean(), timeRanges: z.array(storedRange) })])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodMiniObject<{ isAvailable: z.ZodMiniBoolean; timeRanges: z.ZodMiniArray<typeof storedRange> }, z.core.$strict>
    >,
  ),
  dateSpecificAvailability: z.array(
    z.strictObject({
      date: z.string(),
      endDate: z.optional(z.string()),
      timeRanges: z.array(storedRange),
      dailyTimeRanges: z.optional(z.array(z.strictObject({ date: z.string(), timeRanges: z.array(storedRange) }))),
      isTraveling: z.boolean(),
      location: z.optional(z.strictObject({ city: z.string(), state: z.string(), country: z.string(), lat: z.number(), lng: z.number(), formattedAddress: z.string() })),
    }),
  ),
  privacySettings: z.strictObject({
    visibilityMode: z.enum(["public", "filtered"]),
    allowedGenders: z.array(z.string()),
    communityFilter: z.enum(COMMUNITY_FILTERS),
    allowedCommunities: z.array(z.string()),
    connectsOnly: z.boolean(),
    requireAllFilters: z.boolean(),
  }),
  timeZone: z.string(),
  updatedAt: storedTime,
});
