import * as z from "zod/mini";

/**
 * The building blocks of the stored documents' write schemas (one file per
 * area beside this one; the same area's read schemas are in ../): strict zod
 * schemas of what the Functions and the seed store. A document that drifts from them
 * (a missing field, a wrong type, a key they do not know) fails to parse,
 * loudly. Only the Functions and the seed write through them: the app never
 * imports them (the lint checks it), so zod's parser core stays out of its
 * pages that only read.
 */

type Data = Record<string, unknown>;
const isData = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);

/** A Firestore Timestamp of either SDK (or anything else with toMillis). */
export interface TimestampLike {
  toMillis(): number;
}

/** A server-side sentinel such as `FieldValue.serverTimestamp()` (either SDK's FieldValue): only in write shapes. */
export interface FieldSentinel {
  isEqual(other: unknown): boolean;
}

function isTimestampLike(v: unknown): v is TimestampLike {
  return isData(v) && typeof v.toMillis === "function";
}

function isSentinel(v: unknown): v is FieldSentinel {
  return isData(v) && typeof v.isEqual === "function" && typeof v.toMillis !== "function";
}

/**
 * A time stored as a Firestore Timestamp: what a writer may give for it is a
 * Timestamp, a Date (both SDKs store it as a Timestamp) or a server sentinel
 * (`FieldValue.serverTimestamp()`).
 */
export const storedTime = /* @__PURE__ */ z.custom<TimestampLike | Date | FieldSentinel>(
  (v) => (v instanceof Date && Number.isFinite(v.getTime())) || isTimestampLike(v) || isSentinel(v),
  "Expected a Timestamp, a Date or a server timestamp",
);

/** Any value that Firestore stores as it is (a map of unknown shape, kept as written). */
export const storedValue = /* @__PURE__ */ z.unknown();

/** The parsed document to write: a schema's output, checked (throws a ZodError naming the fields that drifted). */
export function writeDoc<T extends z.ZodMiniType>(schema: T, data: z.input<T>): z.output<T> {
  return z.parse(schema, data);
}

/** What a partial write (an update, a merge) may give a field of `T`: its stored value, or a server sentinel. */
export type FieldsWrite<T extends z.ZodMiniObject> = { [K in keyof z.input<T>]?: z.input<T>[K] | FieldSentinel };

/**
 * The fields of a partial write (an update, a set with merge), each checked
 * against the write schema's own field: a key the schema does not know, or a
 * value of the wrong type, throws. A server sentinel (`FieldValue.increment`,
 * `arrayUnion`, `delete`, `serverTimestamp`) stands for whatever it computes.
 */
export function writeFields<T extends z.ZodMiniObject>(schema: T, data: FieldsWrite<T>): FieldsWrite<T> {
  const shape = schema.shape as Record<string, z.ZodMiniType | undefined>;
  for (const [key, value] of Object.entries(data)) {
    const field = shape[key];
    if (!field) throw new Error(`Not a stored field: "${key}"`);
    if (isSentinel(value)) continue;
    const checked = z.safeParse(field, value);
    if (!checked.success) throw new Error(`Stored field "${key}": ${z.prettifyError(checked.error)}`);
  }
  return data;
}
