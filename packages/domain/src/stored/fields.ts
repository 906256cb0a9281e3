/**
 * The building blocks of the stored documents' read schemas (one file per area
 * beside this one). A collection's read schema gives its documents as the app
 * sees them (plain data: times as epoch millis) and is their one converter:
 * the web reads every document through it (`readDoc`), and so do the
 * Functions. What is stored is checked by the collection's strict write
 * schema, in zod, in ./write/ (the Functions and the seed write).
 *
 * A read schema never fails on a stored document: a field that is missing,
 * older or malformed reads as its fallback. So it needs no validation library:
 * a read schema is a function (a Reader) made of the ones below, and neither
 * this file nor a read schema imports zod (the lint checks it). A page reads
 * its documents without zod's parser core (15 KB gzip), which a visitor on a
 * team's own domain and the signed-in home cannot afford (scripts/budget.mjs).
 */

type Data = Record<string, unknown>;
const isData = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);

/** A read schema: the app's view of a stored value. Never throws. */
export type Reader<T> = (value: unknown) => T;

/**
 * What a check gives for a value that is not what it reads: a list or a map
 * drops that item, an object with that field is NONE in turn, and `or` gives
 * its fallback instead.
 */
export const NONE: unique symbol = Symbol("none");
export type None = typeof NONE;

/** What a read schema gives (a document's type, e.g. `Read<typeof teamSchema>`). */
export type Read<R extends Reader<unknown>> = Exclude<ReturnType<R>, None>;

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

// ------------------------------------------------------------------ checks (NONE when the value is not one)

/** A string (empty ones too). */
export const string: Reader<string | None> = (v) => (typeof v === "string" ? v : NONE);

/** A string that is not empty. */
const nonEmpty: Reader<string | None> = (v) => (typeof v === "string" && v !== "" ? v : NONE);

/** A finite number. */
export const number: Reader<number | None> = (v) => (typeof v === "number" && Number.isFinite(v) ? v : NONE);

/** A stored time (see millisOf). */
const time: Reader<number | None> = (v) => millisOf(v) ?? NONE;

/** `check`'s value, or `fallback` when it is NONE. */
/* @__NO_SIDE_EFFECTS__ */
export function or<T, F>(check: Reader<T | None>, fallback: F): Reader<T | F> {
  return (v) => {
    const r = check(v);
    return r === NONE ? fallback : r;
  };
}

/** `read`'s value made into another by `to` (NONE stays NONE). */
/* @__NO_SIDE_EFFECTS__ */
export function map<T, U>(read: Reader<T>, to: (value: Exclude<T, None>) => U): Reader<U | Extract<T, None>> {
  return (v) => {
    const r = read(v);
    return r === NONE ? (r as Extract<T, None>) : to(r as Exclude<T, None>);
  };
}

// ------------------------------------------------------------------ readers (a fallback instead of NONE)

/** "A time": epoch millis from whatever a stored time may be (see millisOf), or null. */
export const timeField: Reader<number | null> = /* @__PURE__ */ or(time, null);

/** A time, or `fallback` when there is none. */
/* @__NO_SIDE_EFFECTS__ */
export function timeOr(fallback: number): Reader<number> {
  return or(time, fallback);
}

/** A string; `fallback` when it is missing, not a string or empty. */
/* @__NO_SIDE_EFFECTS__ */
export function text(fallback = ""): Reader<string> {
  return or(nonEmpty, fallback);
}

/** A non-empty string, or null. */
/* @__NO_SIDE_EFFECTS__ */
export function textOrNull(): Reader<string | null> {
  return or(nonEmpty, null);
}

/** A string (empty ones too), or null when it is not one. */
/* @__NO_SIDE_EFFECTS__ */
export function nullableText(): Reader<string | null> {
  return or(string, null);
}

/** A finite number; `fallback` otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export function num(fallback = 0): Reader<number> {
  return or(number, fallback);
}

/** A finite number, or null. */
/* @__NO_SIDE_EFFECTS__ */
export function numOrNull(): Reader<number | null> {
  return or(number, null);
}

/** A boolean; `fallback` when it is not one (a flag is on only when stored as true). */
/* @__NO_SIDE_EFFECTS__ */
export function flag(fallback = false): Reader<boolean> {
  return or((v) => (typeof v === "boolean" ? v : NONE), fallback);
}

/** One of `values`; `fallback` otherwise (NONE makes it a check). */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends readonly (string | number)[], const F>(values: T, fallback: F): Reader<T[number] | F> {
  return or((v) => (values.includes(v as T[number]) ? (v as T[number]) : NONE), fallback);
}

/** The value as it is stored (whatever it is). */
export const asIs: Reader<unknown> = (v) => v;

/** A list: the items that `item` reads (those it finds NONE dropped); [] when it is not a list. */
/* @__NO_SIDE_EFFECTS__ */
export function listOf<T>(item: Reader<T>): Reader<Array<Exclude<T, None>>> {
  return (v) => (Array.isArray(v) ? (v.map((x) => item(x)).filter((r) => r !== NONE) as Array<Exclude<T, None>>) : []);
}

/** A list of strings (anything else dropped). */
/* @__NO_SIDE_EFFECTS__ */
export function strings(): Reader<string[]> {
  return listOf(string);
}

/** A map: the entries whose values `value` reads (those it finds NONE dropped); {} when it is not a map. */
/* @__NO_SIDE_EFFECTS__ */
export function recordOf<T>(value: Reader<T>): Reader<Record<string, Exclude<T, None>>> {
  return (v) => {
    const out: Record<string, Exclude<T, None>> = {};
    if (isData(v))
      for (const [key, x] of Object.entries(v)) {
        const r = value(x);
        if (r !== NONE) out[key] = r as Exclude<T, None>;
      }
    return out;
  };
}

/** A map read as it is (any object; {} otherwise). */
export const anyMap: Reader<Data> = (v) => (isData(v) ? { ...v } : {});

type Shape = Record<string, Reader<unknown>>;
type Fields<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, None> };
/** NONE when one of the shape's fields may be NONE (a check), nothing otherwise. */
type NoneOf<S extends Shape> = Extract<ReturnType<S[keyof S]>, None>;

/** An object read field by field, each field by its reader (keys not in `fields` left out); NONE when it is not an object or a field is NONE. */
/* @__NO_SIDE_EFFECTS__ */
export function shape<S extends Shape>(fields: S): Reader<Fields<S> | None> {
  return (v) => {
    if (!isData(v)) return NONE;
    const out: Data = {};
    for (const [key, read] of Object.entries(fields)) {
      const r = read(v[key]);
      if (r === NONE) return NONE;
      out[key] = r;
    }
    return out as Fields<S>;
  };
}

/**
 * A nested object (or a document) read field by field; one that is missing or
 * not an object reads as `{}` (each field its fallback). `more` adds fields
 * or reads some differently (a Functions' view of a document the app reads too).
 */
export function obj<S extends Shape>(fields: S): Reader<Fields<S> | NoneOf<S>>;
export function obj<S extends Shape, M extends Shape>(fields: S, more: M): Reader<Fields<Omit<S, keyof M> & M> | NoneOf<S & M>>;
/* @__NO_SIDE_EFFECTS__ */
export function obj(fields: Shape, more?: Shape): Reader<unknown> {
  const read = shape(more ? { ...fields, ...more } : fields);
  return (v) => read(isData(v) ? v : {});
}

/** A nested object read field by field when there is one (any object); null when there is none, it is not an object or a field is NONE. */
/* @__NO_SIDE_EFFECTS__ */
export function objOrNull<S extends Shape>(fields: S): Reader<Fields<S> | null> {
  return or(shape(fields), null);
}

// ------------------------------------------------------------------ documents

/** A stored document as the app sees it: the read schema's output for its data, with the document's id as `id`. */
export function readData<T>(schema: Reader<T>, id: string, data: unknown): T {
  return schema({ ...(isData(data) ? data : {}), id });
}

/** A stored document (a snapshot of either SDK) as the app sees it: readData of its id and data. */
export function readDoc<T>(schema: Reader<T>, snap: { id: string; data(): unknown }): T {
  return readData(schema, snap.id, snap.data());
}
