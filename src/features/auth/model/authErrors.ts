/**
 * Spec §4 Email login: failures map to email not found; invalid user (wrong
 * password or invalid e-mail); network (too many requests); cancelled by user
 * (popup closed); no password set (e-mail linked only to a social provider);
 * unknown. With e-mail enumeration protection on, Firebase answers
 * auth/invalid-credential and we cannot tell which part was wrong, so we say so
 * honestly in one message.
 */
export type AuthFailureCategory =
  "email-not-found" | "invalid-user" | "invalid-credential" | "network" | "cancelled-by-user" | "no-password" | "email-in-use" | "weak-password" | "expired-link" | "invalid-link" | "unknown";

export interface AuthFailure {
  category: AuthFailureCategory;
  message: string;
  /** Which form field the message belongs to, if any. */
  field?: "email" | "password";
}

const MESSAGES: Record<AuthFailureCategory, string> = {
  "email-not-found": "We couldn't find an account with that e-mail. Check it, or sign up.",
  "invalid-user": "That password is not right. Try again, or reset it.",
  "invalid-credential": "The e-mail or password is incorrect.",
  network: "Too many attempts, or no connection. Wait a moment and try again.",
  "cancelled-by-user": "Sign-in was cancelled.",
  "no-password": "This e-mail signs in with Google and has no password yet. Use “Continue with Google”, or set a password with “Forgot password”.",
  "email-in-use": "An account with this e-mail already exists. Log in instead.",
  "weak-password": "Choose a stronger password: at least 8 characters with a letter and a number.",
  "expired-link": "This link has expired. Request a new one.",
  "invalid-link": "This link is invalid or has already been used. Request a new one.",
  unknown: "Something went wrong. Please try again.",
};

const BY_CODE: Record<string, { category: AuthFailureCategory; field?: "email" | "password"; message?: string }> = {
  "auth/user-not-found": { category: "email-not-found", field: "email" },
  "auth/wrong-password": { category: "invalid-user", field: "password" },
  "auth/invalid-email": { category: "invalid-user", field: "email", message: "That e-mail address is not valid." },
  "auth/user-disabled": { category: "invalid-user", field: "email", message: "This account has been disabled. Contact support." },
  "auth/invalid-credential": { category: "invalid-credential" },
  "auth/invalid-login-credentials": { category: "invalid-credential" },
  "auth/too-many-requests": { category: "network" },
  "auth/network-request-failed": { category: "network" },
  "auth/popup-closed-by-user": { category: "cancelled-by-user" },
  "auth/cancelled-popup-request": { category: "cancelled-by-user" },
  "auth/user-cancelled": { category: "cancelled-by-user" },
  "auth/popup-blocked": { category: "cancelled-by-user", message: "Your browser blocked the sign-in window. Allow pop-ups for this site and try again." },
  "auth/no-password": { category: "no-password", field: "password" },
  "auth/email-already-in-use": { category: "email-in-use", field: "email" },
  "auth/weak-password": { category: "weak-password", field: "password" },
  "auth/expired-action-code": { category: "expired-link" },
  "auth/invalid-action-code": { category: "invalid-link" },
};

export function authErrorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "";
}

export function toAuthFailure(error: unknown): AuthFailure {
  const entry = BY_CODE[authErrorCode(error)];
  if (!entry) return { category: "unknown", message: MESSAGES.unknown };
  return { category: entry.category, message: entry.message ?? MESSAGES[entry.category], field: entry.field };
}

export function failure(category: AuthFailureCategory): AuthFailure {
  return { category, message: MESSAGES[category] };
}

/** Spec §4: an e-mail linked only to a social provider (no password method) cannot log in with a password. */
export function isSocialOnly(signInMethods: string[]): boolean {
  return signInMethods.length > 0 && !signInMethods.includes("password") && !signInMethods.includes("emailLink");
}
