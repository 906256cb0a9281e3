import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  GoogleAuthProvider,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  verifyPasswordResetCode,
  type ActionCodeSettings,
  type User,
} from "firebase/auth";
import { call, getAuthClient } from "@/lib/firebase";
import { getConfig } from "@/lib/config";
import type { MinimalUserSeed } from "@/lib/session/api/usersRepository";
import type { GuestProfile } from "@rallyhub/domain/callables/users";

// The user document's reads and writes load on demand: a signed-out visitor's first page carries none of them.
const loadUsersRepository = () => import("@/lib/session/api/usersRepository");
const ensureUserDocument = async (uid: string, seed: MinimalUserSeed) => (await loadUsersRepository()).ensureUserDocument(uid, seed);
const setEmailVerified = async (uid: string, verified: boolean) => (await loadUsersRepository()).setEmailVerified(uid, verified);
import { failure, isSocialOnly, toAuthFailure, type AuthFailure } from "../model/authErrors";

export type AuthResult<T = void> = { ok: true; value: T } | { ok: false; failure: AuthFailure };

const ok = <T>(value: T): AuthResult<T> => ({ ok: true, value });
const fail = (f: AuthFailure): AuthResult<never> => ({ ok: false, failure: f });

export interface SignInOutcome {
  uid: string;
  /** Spec §4: true when the user has not yet given the additional profile information. */
  newUser: boolean;
}

function actionSettings(path: string): ActionCodeSettings {
  const origin = getConfig().appOrigin ?? window.location.origin;
  return { url: `${origin}${path}`, handleCodeInApp: false };
}

/**
 * Spec §4 Email login: check the sign-in methods first; an e-mail linked only
 * to a social provider fails (it has no password); otherwise sign in.
 */
export async function signInWithEmail(email: string, password: string): Promise<AuthResult<SignInOutcome>> {
  const auth = await getAuthClient();
  try {
    // With e-mail enumeration protection this list is always empty, and the
    // sign-in below answers auth/invalid-credential instead.
    const methods = await fetchSignInMethodsForEmail(auth, email).catch(() => [] as string[]);
    if (isSocialOnly(methods)) return fail({ ...failure("no-password"), field: "password" });
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    const profile = await ensureUserDocument(user.uid, seedFrom(user));
    return ok({ uid: user.uid, newUser: !profile.hasAdditionalInfo });
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

/** Creates the account and its user document, then sends the verification e-mail. */
export async function signUpWithEmail(email: string, password: string): Promise<AuthResult<SignInOutcome>> {
  const auth = await getAuthClient();
  try {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    await ensureUserDocument(user.uid, seedFrom(user));
    // A failed verification e-mail must not undo the sign-up: the verify page offers to resend it.
    await sendEmailVerification(user, actionSettings("/verify-email")).catch(() => undefined);
    return ok({ uid: user.uid, newUser: true });
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

/**
 * Spec §4 Social sign-in: sign in with the provider, check for an unregistered
 * guest record, find the user, and build a minimal user from the provider's
 * data when none exists. newUser is true when additional info is missing.
 */
export async function signInWithGoogle(): Promise<AuthResult<SignInOutcome>> {
  const auth = await getAuthClient();
  try {
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: "select_account" });
    const { user } = await signInWithPopup(auth, provider);
    const guest = await claimGuestRecord();
    const profile = await ensureUserDocument(user.uid, { ...seedFrom(user), ...guestSeed(guest) });
    return ok({ uid: user.uid, newUser: !profile.hasAdditionalInfo });
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

/** An organizer may have added this person before they had an account; their record becomes the new user's start. */
async function claimGuestRecord(): Promise<GuestProfile | null> {
  try {
    return (await call("claimGuestRecord", {})).guest;
  } catch {
    // No guest record, or the Functions are unreachable: sign-in goes on with the provider's data.
    return null;
  }
}

function guestSeed(guest: GuestProfile | null): Partial<MinimalUserSeed> {
  if (!guest) return {};
  const seed: Partial<MinimalUserSeed> = {};
  if (guest.displayName) seed.displayName = guest.displayName;
  if (guest.fullName) seed.fullName = guest.fullName;
  if (guest.lastName) seed.lastName = guest.lastName;
  if (guest.phoneNumber) seed.phoneNumber = guest.phoneNumber;
  return seed;
}

function seedFrom(user: User): MinimalUserSeed {
  const [first = "", ...rest] = (user.displayName ?? "").trim().split(/\s+/);
  return {
    email: user.email ?? "",
    emailVerified: user.emailVerified,
    displayName: (user.displayName ?? "").trim().slice(0, 25),
    fullName: first,
    lastName: rest.join(" ") || undefined,
    photoURL: user.photoURL ?? "",
    phoneNumber: user.phoneNumber ?? undefined,
  };
}

/** Sends the reset link. Resolves ok even for unknown e-mails, so that the page does not reveal who has an account. */
export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const auth = await getAuthClient();
  try {
    await sendPasswordResetEmail(auth, email, actionSettings("/auth/login"));
    return ok(undefined);
  } catch (error) {
    const f = toAuthFailure(error);
    if (f.category === "email-not-found") return ok(undefined);
    return fail(f);
  }
}

/** Checks a reset link and returns the e-mail it is for. */
export async function checkResetCode(code: string): Promise<AuthResult<string>> {
  const auth = await getAuthClient();
  try {
    return ok(await verifyPasswordResetCode(auth, code));
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

export async function resetPassword(code: string, password: string): Promise<AuthResult> {
  const auth = await getAuthClient();
  try {
    await confirmPasswordReset(auth, code, password);
    return ok(undefined);
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

/** Applies an e-mail verification (or new-address verification) link. */
export async function applyEmailLink(code: string): Promise<AuthResult> {
  const auth = await getAuthClient();
  try {
    await applyActionCode(auth, code);
    if (auth.currentUser) await refreshEmailVerified(auth.currentUser);
    return ok(undefined);
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

export async function resendVerification(): Promise<AuthResult> {
  const auth = await getAuthClient();
  const user = auth.currentUser;
  if (!user) return fail(failure("unknown"));
  try {
    await sendEmailVerification(user, actionSettings("/verify-email"));
    return ok(undefined);
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

/** Spec §4 Reload user: refresh the auth user and save emailVerified. */
export async function reloadUser(): Promise<AuthResult<boolean>> {
  const auth = await getAuthClient();
  const user = auth.currentUser;
  if (!user) return fail(failure("unknown"));
  try {
    return ok(await refreshEmailVerified(user));
  } catch (error) {
    return fail(toAuthFailure(error));
  }
}

async function refreshEmailVerified(user: User): Promise<boolean> {
  await reload(user);
  // The rules compare emailVerified with the sign-in token, so refresh the token first.
  if (user.emailVerified) await user.getIdToken(true);
  await setEmailVerified(user.uid, user.emailVerified);
  // A verified address may have team invitations sent before the account existed: claim them (the server checks the token).
  if (user.emailVerified) await claimGuestRecord();
  return user.emailVerified;
}

export async function currentEmail(): Promise<string | null> {
  const auth = await getAuthClient();
  return auth.currentUser?.email ?? null;
}
