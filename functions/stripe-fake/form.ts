import { invalidParam, missingParam } from "./errors";

/**
 * Request parameters as Stripe reads them: form-encoded with bracket notation
 * (`line_items[0][price]=…&metadata[uid]=…&expand[]=…`), parsed into nested
 * objects whose leaves are strings. Arrays stay objects with numeric keys
 * (`{ "0": … }`) until read with `list()`, so that metadata with numeric keys
 * is never mistaken for an array.
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue | undefined;
}

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

function splitKey(raw: string): string[] {
  const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(raw);
  if (!match) return [raw];
  const head = match[1] ?? raw;
  const rest = [...(match[2] ?? "").matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  return [head, ...rest];
}

function assign(root: FormObject, keys: string[], value: string): void {
  let node = root;
  for (let i = 0; i < keys.length; i++) {
    let key = keys[i] ?? "";
    if (key === "") key = String(Object.keys(node).length);
    if (FORBIDDEN.has(key)) return;
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined || typeof next === "string") {
      const created: FormObject = {};
      node[key] = created;
      node = created;
    } else {
      node = next;
    }
  }
}

/** Parses `application/x-www-form-urlencoded` text (a body or a query string). */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) assign(root, splitKey(key), value);
  return root;
}

/** A JSON body made into the same shape (numbers and booleans as strings). */
export function fromJson(value: unknown): FormObject {
  const root: FormObject = {};
  const walk = (node: unknown): FormValue | undefined => {
    if (node === null || node === undefined) return "";
    if (typeof node === "string") return node;
    if (typeof node === "number" || typeof node === "boolean") return String(node);
    if (typeof node === "object") {
      const out: FormObject = {};
      for (const [k, v] of Object.entries(node)) if (!FORBIDDEN.has(k)) out[k] = walk(v);
      return out;
    }
    return undefined;
  };
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) if (!FORBIDDEN.has(k)) root[k] = walk(v);
  }
  return root;
}

/** Reads parameters with Stripe's validation messages; `prefix` names nested params (`line_items[0]`). */
export class Params {
  constructor(
    readonly data: FormObject,
    readonly prefix = "",
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.data[key] !== undefined;
  }

  /** A string parameter, or undefined when absent (an empty string counts as given). */
  str(key: string): string | undefined {
    const value = this.data[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw invalidParam(this.name(key), `Invalid string: ${JSON.stringify(value)}`, "parameter_invalid_string");
    return value;
  }

  /** A required, non-empty string. */
  required(key: string): string {
    const value = this.str(key);
    if (value === undefined || value === "") throw missingParam(this.name(key));
    return value;
  }

  /** A non-empty string or undefined. */
  optional(key: string): string | undefined {
    const value = this.str(key);
    return value === undefined || value === "" ? undefined : value;
  }

  int(key: string): number | undefined {
    const value = this.optional(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidParam(this.name(key), `Invalid integer: ${value}`, "parameter_invalid_integer");
    return Number(value);
  }

  bool(key: string): boolean | undefined {
    const value = this.optional(key);
    if (value === undefined) return undefined;
    if (value === "true") return true;
    if (value === "false") return false;
    throw invalidParam(this.name(key), `Invalid boolean: ${value}`);
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.optional(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidParam(this.name(key), `Invalid ${key}: must be one of ${allowed.join(", ")}`);
    }
    return value as T;
  }

  /** A nested hash (`metadata[...]`), or undefined. An empty string (Stripe's "unset") gives an empty hash. */
  child(key: string): Params | undefined {
    const value = this.data[key];
    if (value === undefined) return undefined;
    if (typeof value === "string") {
      if (value === "") return new Params({}, this.name(key));
      throw invalidParam(this.name(key), `Invalid hash`, "parameter_invalid_empty");
    }
    return new Params(value, this.name(key));
  }

  /** An array parameter (`items[0][...]`, `expand[]=…`), in index order. */
  list(key: string): FormValue[] {
    const value = this.data[key];
    if (value === undefined || value === "") return [];
    if (typeof value === "string") return [value];
    return Object.keys(value)
      .filter((k) => /^\d+$/.test(k))
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => value[k])
      .filter((v): v is FormValue => v !== undefined);
  }

  /** An array of hashes, each as Params named `key[i]`. */
  objects(key: string): Params[] {
    return this.list(key).map((value, i) => {
      if (typeof value === "string") throw invalidParam(`${this.name(key)}[${i}]`, "Invalid hash", "parameter_invalid_empty");
      return new Params(value, `${this.name(key)}[${i}]`);
    });
  }

  strings(key: string): string[] {
    return this.list(key).filter((v): v is string => typeof v === "string");
  }

  /**
   * Metadata as Stripe applies it to `current`: keys set to "" are removed,
   * `metadata=""` clears all; undefined when the parameter is absent.
   */
  metadata(key = "metadata", current: Record<string, string> = {}): Record<string, string> | undefined {
    const value = this.data[key];
    if (value === undefined) return undefined;
    if (value === "") return {};
    if (typeof value === "string") throw invalidParam(this.name(key), "Invalid hash", "parameter_invalid_empty");
    let next: Record<string, string> = { ...current };
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== "string") throw invalidParam(`${this.name(key)}[${k}]`, "Invalid metadata value: must be a string");
      if (k.length > 40) throw invalidParam(`${this.name(key)}[${k}]`, "Metadata keys can have up to 40 characters");
      if (v.length > 500) throw invalidParam(`${this.name(key)}[${k}]`, "Metadata values can have up to 500 characters");
      if (v === "") next = Object.fromEntries(Object.entries(next).filter(([name]) => name !== k));
      else next[k] = v;
    }
    if (Object.keys(next).length > 50) throw invalidParam(this.name(key), "Metadata can have up to 50 keys");
    return next;
  }
}
