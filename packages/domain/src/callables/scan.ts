import { z } from "zod";
import type { CheckInResult } from "../scan/checkIn";
import { defineContract, docId, owner, returns } from "./contract";

/** The organizer checks a player in on the game's day (the player's QR code). */
export const checkInPlayer = defineContract({
  name: "checkInPlayer",
  input: z.object({ eventId: docId, uid: docId }).strict(),
  output: returns<CheckInResult>(),
  access: owner("the game's organizer"),
});
