import * as z from "zod/mini";
import { num, recordOf, storedTime, text, timeField } from "./fields";

/**
 * Collections only the server reads and writes, which the app never shows:
 * calendar feed tokens, Stripe events handled, game alert runs, and the
 * seed's marker (meta/seed).
 */

/** calendarTokens/{token}: whose feed a token opens. */
export const calendarTokenSchema = /* @__PURE__ */ z.object({ uid: text(), createdAt: timeField });
export const calendarTokenWriteSchema = /* @__PURE__ */ z.strictObject({ uid: z.string(), createdAt: storedTime });

/** calendarOwners/{uid}: a player's current feed token. */
export const calendarOwnerSchema = /* @__PURE__ */ z.object({ token: text(), updatedAt: timeField });
export const calendarOwnerWriteSchema = /* @__PURE__ */ z.strictObject({ token: z.string(), updatedAt: storedTime });

/** stripeEvents/{eventId}: a webhook event handled once. */
export const stripeEventWriteSchema = /* @__PURE__ */ z.strictObject({ type: z.string(), created: z.number(), handledAt: storedTime });

/** eventAlerts/{eventId}: a new game's alerts, started once (created with startedAt), and the counts when finished (merged in). */
export const eventAlertWriteSchema = /* @__PURE__ */ z.strictObject({ startedAt: storedTime, finishedAt: z.optional(storedTime), scanned: z.optional(z.number()), alerted: z.optional(z.number()) });

/** meta/seed: which seed wrote the demo data, for which day, and what it wrote. */
export const seedMarkerSchema = /* @__PURE__ */ z.object({ version: num(), seededAt: timeField, now: timeField, counts: recordOf(z.number()) });
export const seedMarkerWriteSchema = /* @__PURE__ */ z.strictObject({ version: z.number(), seededAt: storedTime, now: storedTime, counts: z.record(z.string(), z.number()) });
