import { z } from "zod";
import { defineContract, docId, returns, SIGNED_IN } from "./contract";

/** Another player's availability as stored, without their privacy settings. */
export type SharedAvailability = { weeklyAvailability: unknown; dateSpecificAvailability: unknown; timeZone: string };

/**
 * Another player's availability, if their privacy settings let the caller see
 * it (decided on the server: the stored document is readable only by its owner).
 * A player who blocked the caller is not found.
 */
export const getPlayerAvailability = defineContract({
  name: "getPlayerAvailability",
  input: z.object({ uid: docId }).strict(),
  output: returns<{ visible: true; availability: SharedAvailability } | { visible: false; reason: "filtered" | "none" }>(),
  access: SIGNED_IN,
});
