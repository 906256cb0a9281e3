/**
 * One error type for the app, with a union of codes. Callers switch on the code,
 * never on message text; the message is what the user is shown.
 */
export type AppErrorCode =
  | "not-found"
  | "permission-denied"
  | "unauthenticated"
  | "invalid-argument"
  | "already-exists"
  | "failed-precondition"
  | "unavailable"
  | "cancelled"
  | "network"
  | "unknown";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }

  /** A plain, serializable copy for Redux and RTK Query. */
  toJSON(): SerializedAppError {
    return { code: this.code, message: this.message };
  }
}

export interface SerializedAppError {
  code: AppErrorCode;
  message: string;
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

/** Turns anything thrown (Firebase errors included) into an AppError with the given user-facing message. */
export function toAppError(error: unknown, message: string): AppError {
  if (error instanceof AppError) return error;
  const raw = typeof error === "object" && error && "code" in error ? String(error.code) : "";
  const code = FIREBASE_CODE_MAP[raw.replace(/^(firestore|functions|storage|database)\//, "")] ?? "unknown";
  return new AppError(code, message, error);
}

export function serializeError(error: unknown, fallbackMessage: string): SerializedAppError {
  return toAppError(error, fallbackMessage).toJSON();
}
