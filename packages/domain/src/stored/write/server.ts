import * as z from "zod/mini";
import { storedTime } from "./fields";

/** What the server writes of the collections only it reads (../server.ts). */

/** calendarTokens/{token}: whose feed a token opens. */
export const calendarTokenWriteSchema = /* @__PURE__ */ z.strictObject({ uid: z.string(), createdAt: storedTime });

/** calendarOwners/{uid}: a player's current feed token. */
export const calendarOwnerWriteSchema = /* @__PURE__ */ z.strictObject({ token: z.string(), updatedAt: storedTime });

/** stripeEvents/{eventId}: a webhook event handled once. */
export const stripeEventWriteSchema = /* @__PURE__ */ z.strictObject({ type: z.string(), created: z.number(), handledAt: storedTime });

/** eventAlerts/{eventId}: a new game's alerts, started once (created with startedAt), and the counts when finished (merged in). */
export const eventAlertWriteSchema = /* @__PURE__ */ z.strictObject({ startedAt: storedTime, finishedAt: z.optional(storedTime), scanned: z.optional(z.number()), alerted: z.optional(z.number()) });

/** meta/seed: which seed wrote the demo data, for which day, and what it wrote. */
export const seedMarkerWriteSchema = /* @__PURE__ */ z.strictObject({ version: z.number(), seededAt: storedTime, now: storedTime, counts: z.record(z.string(), z.number()) });
