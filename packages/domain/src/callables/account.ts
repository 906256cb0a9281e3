import { z } from "zod";
import { defineContract, noInput, returns, SIGNED_IN } from "./contract";

/** The account callables (functions/src/account): deleting one's account, and activity subscriptions. */

/** Spec §9 and the user document's rules: at most 20 subscriptions, radius 1-50 miles. */
export const SUBSCRIPTION_LIMITS = { entries: 20, activities: 30, radius: { min: 1, max: 50 } } as const;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim() !== "", "must not be empty");
/** A day as the app stores it: epoch millis of its local midnight, or null. */
const day = z.number().int().min(0).nullable();

export const activitySubscriptionSchema = z
  .object({
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    address: z
      .object({
        name: text(200),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        description: text(300),
      })
      .strict(),
    radius: z.number().int().min(SUBSCRIPTION_LIMITS.radius.min).max(SUBSCRIPTION_LIMITS.radius.max),
    activities: z.array(text(60)).max(SUBSCRIPTION_LIMITS.activities),
    startDate: day,
    endDate: day,
  })
  .strict()
  .refine((s) => s.startDate === null || s.endDate === null || s.endDate >= s.startDate, { message: "The end date cannot be before the start date", path: ["endDate"] });

export type ActivitySubscriptionInput = z.infer<typeof activitySubscriptionSchema>;

/** The teams that keep someone from deleting their account (they leave or delete them first). */
export interface BlockingTeam {
  id: string;
  name: string;
}

/** Spec §7: deletes the caller's data, then their login (refused while they are on a team). */
export const deleteAccount = defineContract({ name: "deleteAccount", input: noInput, output: returns<{ deleted: true }>(), access: SIGNED_IN });

export const getDeletionBlockers = defineContract({ name: "getDeletionBlockers", input: noInput, output: returns<{ teams: BlockingTeam[] }>(), access: SIGNED_IN });

/** The caller's whole list of activity subscriptions, and the server's index that finds subscribers near a new game. */
export const saveActivitySubscriptions = defineContract({
  name: "saveActivitySubscriptions",
  input: z
    .object({ list: z.array(activitySubscriptionSchema).max(SUBSCRIPTION_LIMITS.entries) })
    .strict()
    .refine((v) => new Set(v.list.map((s) => s.id)).size === v.list.length, { message: "Each subscription needs its own id", path: ["list"] }),
  output: returns<{ saved: number }>(),
  access: SIGNED_IN,
});

/** The confirmation e-mail of one of the caller's subscriptions, to the caller's own address. */
export const sendActivitySubscriptionConfirmation = defineContract({
  name: "sendActivitySubscriptionConfirmation",
  input: z.object({ subscriptionId: z.number().int().positive() }).strict(),
  output: returns<{ mailId: string }>(),
  access: SIGNED_IN,
});
