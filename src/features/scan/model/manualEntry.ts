import { z } from "zod";
import { playerIdFrom } from "./profileLink";
import { SCAN_MESSAGES } from "../messages";

/** The scan page's manual entry: a profile link or a user ID, read as the player's ID. */
export const manualEntrySchema = z.object({
  player: z
    .string()
    .trim()
    .min(1, SCAN_MESSAGES.manualEntry.empty)
    .refine((v) => playerIdFrom(v) !== null, SCAN_MESSAGES.manualEntry.invalid),
});

export type ManualEntryValues = z.input<typeof manualEntrySchema>;
