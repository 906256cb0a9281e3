/**
 * Converters used at the Firestore edge: SDK values (Timestamps) become plain
 * numbers and strings before they reach Redux or components.
 */

/** A Timestamp, Date or epoch number as epoch milliseconds; null for anything else. */
export function toMillis(value: unknown): number | null {
  if (value == null) return null;
  if (typeof value === "number") return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "object" && "toMillis" in value && typeof value.toMillis === "function") {
    return (value as { toMillis: () => number }).toMillis();
  }
  return null;
}

/** A string field, or the fallback when it is missing or not a string. */
export function str(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

/** A list of strings, dropping anything else. */
export function strList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
