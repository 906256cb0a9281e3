import { z } from "zod";
import { PLACE_MESSAGES, placeInputSchema } from "../places/schema";
import { defineContract, docId, organizer, returns } from "./contract";

/**
 * places/new and places/edit/{id} (spec §2.1, §7 Places add and update): an
 * organizer adds a place (without placeId), or changes one they added (only
 * its creator may, checked with the place in the handler's transaction).
 */
export const savePlace = defineContract({
  name: "savePlace",
  input: z.object({ placeId: docId.optional(), place: placeInputSchema }).strict(),
  output: returns<{ placeId: string }>(),
  access: organizer(PLACE_MESSAGES.notOrganizer),
  sentences: true,
});
