import { BadCursorError } from "./backend";

/**
 * A page cursor of the Firestore backend: where the previous page stopped, as
 * the value of the query's order field and the document id (ties broken by
 * id), in URL-safe base64 JSON. Opaque to the app.
 */
export interface Position {
  /** The order field's value: a string, epoch millis, or null when the query is ordered by id only. */
  v: string | number | null;
  id: string;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.v, position.id]), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new BadCursorError();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new BadCursorError();
  const [v, id] = parsed as [unknown, unknown];
  const validValue = v === null || typeof v === "string" || (typeof v === "number" && Number.isFinite(v));
  if (!validValue || typeof id !== "string" || !/^(?!__)[A-Za-z0-9_-]{1,128}$/.test(id)) throw new BadCursorError();
  return { v, id };
}
