import { describe, expect, it } from "vitest";
import { authErrorCode, failure, isSocialOnly, toAuthFailure, type AuthFailure, type AuthFailureCategory } from "./authErrors";

const MSG = {
  emailNotFound: "We couldn't find an account with that e-mail. Check it, or sign up.",
  invalidUser: "That password is not right. Try again, or reset it.",
  invalidCredential: "The e-mail or password is incorrect.",
  network: "Too many attempts, or no connection. Wait a moment and try again.",
  cancelled: "Sign-in was cancelled.",
  noPassword: "This e-mail signs in with Google and has no password yet. Use “Continue with Google”, or set a password with “Forgot password”.",
  emailInUse: "An account with this e-mail already exists. Log in instead.",
  weakPassword: "Choose a stronger password: at least 8 characters with a letter and a number.",
  expiredLink: "This link has expired. Request a new one.",
  invalidLink: "This link is invalid or has already been used. Request a new one.",
  unknown: "Something went wrong. Please try again.",
} as const;

/** Every Firebase code the map knows, and what it becomes (spec §4 Email login failures). */
const CASES: Array<[code: string, expected: AuthFailure]> = [
  ["auth/user-not-found", { category: "email-not-found", message: MSG.emailNotFound, field: "email" }],
  ["auth/wrong-password", { category: "invalid-user", message: MSG.invalidUser, field: "password" }],
  ["auth/invalid-email", { category: "invalid-user", message: "That e-mail address is not valid.", field: "email" }],
  ["auth/user-disabled", { category: "invalid-user", message: "This account has been disabled. Contact support.", field: "email" }],
  ["auth/invalid-credential", { category: "invalid-credential", message: MSG.invalidCredential, field: undefined }],
  ["auth/invalid-login-credentials", { category: "invalid-credential", message: MSG.invalidCredential, field: undefined }],
  ["auth/too-many-requests", { category: "network", message: MSG.network, field: undefined }],
  ["auth/network-request-failed", { category: "network", message: MSG.network, field: undefined }],
  ["auth/popup-closed-by-user", { category: "cancelled-by-user", message: MSG.cancelled, field: undefined }],
  ["auth/cancelled-popup-request", { category: "cancelled-by-user", message: MSG.cancelled, field: undefined }],
  ["auth/user-cancelled", { category: "cancelled-by-user", message: MSG.cancelled, field: undefined }],
  ["auth/popup-blocked", { category: "cancelled-by-user", message: "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.", field: undefined }],
  ["auth/no-password", { category: "no-password", message: MSG.noPassword, field: "password" }],
  ["auth/email-already-in-use", { category: "email-in-use", message: MSG.emailInUse, field: "email" }],
  ["auth/weak-password", { category: "weak-password", message: MSG.weakPassword, field: "password" }],
  ["auth/expired-action-code", { category: "expired-link", message: MSG.expiredLink, field: undefined }],
  ["auth/invalid-action-code", { category: "invalid-link", message: MSG.invalidLink, field: undefined }],
];

describe("toAuthFailure (spec §4 Email login)", () => {
  it.each(CASES)("maps %s", (code, expected) => {
    expect(toAuthFailure({ code, message: "Firebase: something" })).toEqual(expected);
  });

  it("maps an Error subclass carrying a code (as FirebaseError does)", () => {
    const error = Object.assign(new Error("Firebase: Error (auth/wrong-password)."), { code: "auth/wrong-password" });
    expect(toAuthFailure(error).category).toBe("invalid-user");
  });

  it.each<[string, unknown]>([
    ["an unknown auth code", { code: "auth/quota-exceeded" }],
    ["a code of another service", { code: "permission-denied" }],
    ["an empty code", { code: "" }],
    ["a numeric code", { code: 400 }],
    ["a plain Error", new Error("boom")],
    ["a string", "auth/wrong-password"],
    ["null", null],
    ["undefined", undefined],
    ["an object without a code", { message: "nope" }],
  ])("maps %s to unknown", (_label, error) => {
    const f = toAuthFailure(error);
    expect(f.category).toBe("unknown");
    expect(f.message).toBe(MSG.unknown);
    expect(f.field).toBeUndefined();
  });
});

describe("authErrorCode", () => {
  it("reads a string code and ignores anything else", () => {
    expect(authErrorCode({ code: "auth/x" })).toBe("auth/x");
    expect(authErrorCode({ code: 1 })).toBe("");
    expect(authErrorCode(null)).toBe("");
    expect(authErrorCode("auth/x")).toBe("");
  });
});

describe("failure", () => {
  it.each<[AuthFailureCategory, string]>([
    ["email-not-found", MSG.emailNotFound],
    ["invalid-user", MSG.invalidUser],
    ["invalid-credential", MSG.invalidCredential],
    ["network", MSG.network],
    ["cancelled-by-user", MSG.cancelled],
    ["no-password", MSG.noPassword],
    ["email-in-use", MSG.emailInUse],
    ["weak-password", MSG.weakPassword],
    ["expired-link", MSG.expiredLink],
    ["invalid-link", MSG.invalidLink],
    ["unknown", MSG.unknown],
  ])("gives the %s message without a field", (category, message) => {
    expect(failure(category)).toEqual({ category, message });
  });
});

describe("isSocialOnly (spec §4: an e-mail linked only to a social provider)", () => {
  it.each<[string[], boolean]>([
    [["google.com"], true],
    [["google.com", "facebook.com"], true],
    [["password", "google.com"], false],
    [["google.com", "password"], false],
    [["password"], false],
    [["emailLink"], false],
    [["google.com", "emailLink"], false],
    [[], false],
  ])("%j → %s", (methods, expected) => {
    expect(isSocialOnly(methods)).toBe(expected);
  });
});
