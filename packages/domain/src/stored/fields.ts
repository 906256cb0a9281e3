import * as z from "zod/mini";

/**
 * The building blocks of the stored-document schemas (one file per area beside
 * this one). Each collection has a read schema, the document as the app sees it
 * (plain data: times as epoch millis), and, where the Functions or the seed
 * write whole documents, a write schema of what is stored.
 *
 * Read schemas never fail on a stored document: a field that is missing,
 * older or malformed reads as its fallback (`catch`), as the hand-written
 * converters they replace did. Write schemas are strict: a document that
 * drifts from them (a missing field, a wrong type, a key they do not know)
 * fails to parse, loudly.
 *
 * zod/mini, not classic zod: it is tree-shaken, so a page that reads a few
 * collections downloads the parser core and those schemas only.
 */

// The production Content-Security-Policy allows no eval: zod's compiled
// object parsers would only probe for it (a CSP violation report) and fall back.
z.config({ jitless: true });

type Data = Record<string, unknown>;
const isData = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Epoch millis of a stored time, or null: a Firestore Timestamp of either SDK
 * (anything with `toMillis()`), its plain `{seconds, nanoseconds}` form, a
 * number of millis, a Date or an ISO string.
 */
export function millisOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  }
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (isData(value)) {
    if (typeof value.toMillis === "function") {
      const ms: unknown = (value as { toMillis: () => unknown }).toMillis();
      return typeof ms === "number" && Number.isFinite(ms) ? ms : null;
    }
    if (typeof value.seconds === "number" && typeof value.nanoseconds === "number") return value.seconds * 1000 + Math.floor(value.nanoseconds / 1e6);
  }
  return null;
}

// ------------------------------------------------------------------ reading

/** "A time": epoch millis from whatever a stored time may be (see millisOf), or null. */
export const timeField = /* @__PURE__ */ z.pipe(z.transform(millisOf), z.nullable(z.number()));

/** A time, or `fallback` when there is none. */
/* @__NO_SIDE_EFFECTS__ */
export function timeOr(fallback: number) {
  return z.pipe(
    z.transform((v: unknown) => millisOf(v) ?? fallback),
    z.number(),
  );
}

/** A string; `fallback` when it is missing, not a string or empty. */
/* @__NO_SIDE_EFFECTS__ */
export function text(fallback = "") {
  return fallback === "" ? z.catch(z.string(), "") : z.catch(z.string().check(z.minLength(1)), fallback);
}

/** A non-empty string, or null. */
/* @__NO_SIDE_EFFECTS__ */
export function textOrNull() {
  return z.catch(z.nullable(z.string().check(z.minLength(1))), null);
}

/** A string (empty ones too), or null when it is not one. */
/* @__NO_SIDE_EFFECTS__ */
export function nullableText() {
  return z.catch(z.nullable(z.string()), null);
}

/** A finite number; `fallback` otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export function num(fallback = 0) {
  return z.catch(z.number(), fallback);
}

/** A finite number, or null. */
/* @__NO_SIDE_EFFECTS__ */
export function numOrNull() {
  return z.catch(z.nullable(z.number()), null);
}

/** A boolean; `fallback` when it is not one (a flag is on only when stored as true). */
/* @__NO_SIDE_EFFECTS__ */
export function flag(fallback = false) {
  return z.catch(z.boolean(), fallback);
}

/** One of `values`; `fallback` otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.catch(z.enum(values), fallback);
}

/** A list: the items that read as `item` (anything else dropped); [] when it is not a list. */
/* @__NO_SIDE_EFFECTS__ */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((values: unknown[]) =>
      values.flatMap((v): Array<z.output<T>> => {
        const r = z.safeParse(item, v);
        return r.success ? [r.data] : [];
      }),
    ),
  );
}

/** A list of strings (anything else dropped). */
/* @__NO_SIDE_EFFECTS__ */
export function strings() {
  return listOf(z.string());
}

/** A map: the entries whose values read as `value` (others dropped); {} when it is not a map. */
/* @__NO_SIDE_EFFECTS__ */
export function recordOf<T extends z.ZodMiniType>(value: T) {
  return z.pipe(
    z.transform((v: unknown) => (isData(v) ? v : {})),
    z.transform((map: Data) => {
      const out: Record<string, z.output<T>> = {};
      for (const [key, v] of Object.entries(map)) {
        const r = z.safeParse(value, v);
        if (r.success) out[key] = r.data;
      }
      return out;
    }),
  );
}

/** A nested object read field by field (each field tolerant): a missing or malformed one reads as `{}`. */
/* @__NO_SIDE_EFFECTS__ */
export function obj<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.pipe(
    z.transform((v: unknown): Data => (isData(v) ? v : {})),
    z.object(shape),
  );
}

/** A nested object read field by field when there is one (any object); null when there is none or it is not an object. */
/* @__NO_SIDE_EFFECTS__ */
export function objOrNull<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.pipe(
    z.transform((v: unknown): Data | null => (isData(v) ? v : null)),
    z.nullable(z.object(shape)),
  );
}

/** A map read as it is (any object; {} otherwise). */
export const anyMap = /* @__PURE__ */ z.pipe(
  z.transform((v: unknown): Data => (isData(v) ? v : {})),
  z.record(z.string(), z.unknown()),
);

// ------------------------------------------------------------------ writing

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

/** A stored document as the app sees it: the read schema's output for its data, with the document's id as `id`. */
export function readData<T extends z.ZodMiniType>(schema: T, id: string, data: unknown): z.output<T> {
  return z.parse(schema, { ...(isData(data) ? data : {}), id });
}

/** A stored document (a snapshot of either SDK) as the app sees it: readData of its id and data. */
export function readDoc<T extends z.ZodMiniType>(schema: T, snap: { id: string; data(): unknown }): z.output<T> {
  return readData(schema, snap.id, snap.data());
}
