import { getConfig } from "./config";
import { AppError } from "./errors";

/**
 * One-time reads of public documents through Firestore's REST API, for pages
 * that visitors open without signing in (a published website): a fetch and a
 * small decoder instead of the Firestore SDK, which is most of a page's
 * JavaScript. The security rules apply exactly as to the SDK (an
 * unauthenticated request). Anything live, or anything a user writes, uses
 * the SDK (lib/firebase.ts).
 */

/** A Firestore REST value (google.firestore.v1.Value). */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/**
 * A REST value as the SDK's converters expect plain data: timestamps become
 * epoch milliseconds (what every converter turns Timestamps into anyway),
 * 64-bit integers numbers, maps objects, arrays arrays.
 */
export function decodeValue(value: RestValue): unknown {
  if ("nullValue" in value) return null;
  if ("booleanValue" in value) return value.booleanValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("timestampValue" in value) return Date.parse(value.timestampValue);
  if ("stringValue" in value) return value.stringValue;
  if ("bytesValue" in value) return value.bytesValue;
  if ("referenceValue" in value) return value.referenceValue;
  if ("geoPointValue" in value) return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(decodeValue);
  return decodeFields(value.mapValue.fields);
}

export function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(fields ?? {})) out[key] = decodeValue(v);
  return out;
}

export interface RestDoc {
  id: string;
  data: Record<string, unknown>;
}

const docOf = (d: RestDocument): RestDoc => ({ id: d.name.slice(d.name.lastIndexOf("/") + 1), data: decodeFields(d.fields) });

function databasePath(): string {
  return `projects/${getConfig().firebase.projectId}/databases/(default)/documents`;
}

function endpoint(suffix: string): string {
  const { emulators, firebase } = getConfig();
  const origin = emulators ? `http://${emulators.host}:${emulators.firestorePort}` : "https://firestore.googleapis.com";
  const key = !emulators && firebase.apiKey ? `?key=${encodeURIComponent(firebase.apiKey)}` : "";
  return `${origin}/v1/${databasePath()}${suffix}${key}`;
}

const CODES: Record<string, ConstructorParameters<typeof AppError>[0]> = {
  NOT_FOUND: "not-found",
  PERMISSION_DENIED: "permission-denied",
  UNAUTHENTICATED: "unauthenticated",
  INVALID_ARGUMENT: "invalid-argument",
  FAILED_PRECONDITION: "failed-precondition",
  UNAVAILABLE: "unavailable",
};

async function post(suffix: string, body: unknown, failure: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(endpoint(suffix), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch (error) {
    throw new AppError("network", failure, error);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const status = (answer as { error?: { status?: string } } | null)?.error?.status ?? "";
    throw new AppError(CODES[status] ?? (response.status >= 500 ? "unavailable" : "unknown"), failure, answer);
  }
  return answer;
}

/** One document by its path ("websites/abc"); null when it does not exist. */
export async function getPublicDoc(path: string, failure: string): Promise<RestDoc | null> {
  const answer = await post(":batchGet", { documents: [`${databasePath()}/${path}`] }, failure);
  const first = (Array.isArray(answer) ? answer[0] : null) as { found?: RestDocument } | null;
  return first?.found ? docOf(first.found) : null;
}

/** The documents of a collection whose field equals a string, at most `max`. */
export async function queryPublicDocs(collectionId: string, field: string, value: string, max: number, failure: string): Promise<RestDoc[]> {
  const structuredQuery = {
    from: [{ collectionId }],
    where: { fieldFilter: { field: { fieldPath: field }, op: "EQUAL", value: { stringValue: value } } },
    limit: max,
  };
  const answer = await post(":runQuery", { structuredQuery }, failure);
  if (!Array.isArray(answer)) return [];
  return (answer as Array<{ document?: RestDocument }>).flatMap((entry) => (entry.document ? [docOf(entry.document)] : []));
}
