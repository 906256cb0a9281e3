/**
 * What an operation no endpoint worded says (UNEXPECTED_FAILURE).
 * Here, not read from messages.ts: errors.ts is on a team website's own-domain
 * page, and the bundler keeps the shared messages table in a chunk with RTK
 * Query, which put 14.5 KB on a page held to 170 KB.
 */
export const UNEXPECTED_FAILURE = "Something went wrong. Please try again.";

/**
 * One error type for the app, with a union of codes. Callers switch on the code,
 * never on message text; the message is what the user is shown, and `reason`
 * is the server's own explanation when it gave one meant for people ("You
 * already sent this person a request."), shown beside the message, never lost.
 */
export type AppErrorCode = "not-found" | "permission-denied" | "unauthenticated" | "invalid-argument" | "already-exists" | "failed-precondition" | "unavailable" | "cancelled" | "network" | "unknown";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    override readonly cause?: unknown,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  /** A plain, serializable copy for Redux and RTK Query. */
  toJSON(): SerializedAppError {
    return this.reason ? { code: this.code, message: this.message, reason: this.reason } : { code: this.code, message: this.message };
  }
}

export interface SerializedAppError {
  code: AppErrorCode;
  message: string;
  /** The server's explanation, when it gave one for people to read. */
  reason?: string;
}

const FIREBASE_CODE_MAP: Record<string, AppErrorCode> = {
  "not-found": "not-found",
  "permission-denied": "permission-denied",
  unauthenticated: "unauthenticated",
  "invalid-argument": "invalid-argument",
  "already-exists": "already-exists",
  "failed-precondition": "failed-precondition",
  unavailable: "unavailable",
  cancelled: "cancelled",
  "deadline-exceeded": "network",
};

/**
 * Codes whose message our own callables write for people (they refuse with
 * HttpsError and a sentence). Firestore's own refusals of these codes carry
 * technical text, so only callable errors ("functions/…") count.
 */
const EXPLAINED_CODES = new Set<AppErrorCode>(["not-found", "permission-denied", "invalid-argument", "already-exists", "failed-precondition"]);

function rawCode(error: unknown): string {
  return typeof error === "object" && error && "code" in error ? String(error.code) : "";
}

/** The server's own sentence from a callable's refusal, if it wrote one. */
export function serverReason(error: unknown): string | undefined {
  const raw = rawCode(error);
  if (!raw.startsWith("functions/")) return undefined;
  const code = FIREBASE_CODE_MAP[raw.slice("functions/".length)];
  if (!code || !EXPLAINED_CODES.has(code)) return undefined;
  const message = error instanceof Error ? error.message.trim() : "";
  // The SDK's generic texts say nothing the user can act on.
  if (!message || /^(internal|INTERNAL|Internal error)/.test(message)) return undefined;
  return message;
}

/** Turns anything thrown (Firebase errors included) into an AppError with the given user-facing message. */
export function toAppError(error: unknown, message: string): AppError {
  if (error instanceof AppError) return error;
  const code = FIREBASE_CODE_MAP[rawCode(error).replace(/^(firestore|functions|storage|database)\//, "")] ?? "unknown";
  return new AppError(code, message, error, serverReason(error));
}

export function serializeError(error: unknown, fallbackMessage: string): SerializedAppError {
  return toAppError(error, fallbackMessage).toJSON();
}

/** Reads a SerializedAppError back from whatever an RTK Query hook reports as its error. */
export function asAppError(error: unknown, fallbackMessage: string): SerializedAppError {
  if (isSerializedAppError(error)) return error;
  return serializeError(error, fallbackMessage);
}

/** What every endpoint rejects with (the api's base query is typed with it). */
export function isSerializedAppError(error: unknown): error is SerializedAppError {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" && "message" in error && typeof error.message === "string";
}

/**
 * The AppError of a failed query or mutation: what `.unwrap()` throws and what
 * a hook reports as `error`. Endpoints reject with SerializedAppError; anything
 * else (an exception RTK Query caught itself) becomes an AppError with
 * `fallbackMessage`, never raw technical text.
 */
export function appErrorOf(error: unknown, fallbackMessage: string = UNEXPECTED_FAILURE): SerializedAppError {
  return asAppError(error, fallbackMessage);
}
