import { num, number, obj, recordOf, text, timeField } from "./fields";

/**
 * Collections only the server reads and writes, which the app never shows:
 * calendar feed tokens, Stripe events handled, game alert runs, and the
 * seed's marker (meta/seed). Their write schemas: ./write/server.ts.
 */

/** calendarTokens/{token}: whose feed a token opens. */
export const calendarTokenSchema = obj({ uid: text(), createdAt: timeField });

/** calendarOwners/{uid}: a player's current feed token. */
export const calendarOwnerSchema = obj({ token: text(), updatedAt: timeField });

/** meta/seed: which seed wrote the demo data, for which day, and what it wrote. */
export const seedMarkerSchema = obj({ version: num(), seededAt: timeField, now: timeField, counts: recordOf(number) });
