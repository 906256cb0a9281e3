import * as z from "zod/mini";
import { COMMUNITY_FILTERS, WEEKDAYS } from "../../availability/types";
import { storedTime } from "./fields";

/** What is stored of availability/{uid}: the Functions and the seed write through these (the read schemas: ../availability.ts). */

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
