import { z } from "zod";
import { playerIdFrom } from "./profileLink";

export const MANUAL_ENTRY_MESSAGES = {
  empty: "Enter a profile link or user ID.",
  invalid: "That is not a profile link or user ID.",
} as const;

/** The scan page's manual entry: a profile link or a user ID, read as the player's ID. */
export const manualEntrySchema = z.object({
  player: z
    .string()
    .trim()
    .min(1, MANUAL_ENTRY_MESSAGES.empty)
    .refine((v) => playerIdFrom(v) !== null, MANUAL_ENTRY_MESSAGES.invalid),
});

export type ManualEntryValues = z.input<typeof manualEntrySchema>;
