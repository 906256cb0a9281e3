import { getDb } from "@/lib/firebase";
import { getConfig } from "@/lib/config";
import { AppError, toAppError } from "@/lib/errors";
import { defaultNotificationSettings, defaultPrivacySettings } from "../userDefaults";
import type { UserProfile } from "../userProfile";
import { readData, readDoc } from "@rallyhub/domain/stored/fields";
import { userDocSchema } from "@rallyhub/domain/stored/users";

// Loaded from the auth session (which is on every page), so the Firestore SDK is imported lazily here.
const firestore = () => import("firebase/firestore");

/** Watches one user's document. Returns the unsubscribe function. */
export function watchUserProfile(uid: string, onChange: (profile: UserProfile | null) => void, onError: (error: AppError) => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void Promise.all([getDb(), firestore()])
    .then(([db, { doc, onSnapshot }]) => {
      if (cancelled) return;
      stop = onSnapshot(
        doc(db, "users", uid),
        (snap) => onChange(snap.exists() ? readDoc(userDocSchema, snap) : null),
        (error) => onError(toAppError(error, "User not found")),
      );
    })
    .catch((error: unknown) => onError(toAppError(error, "User not found")));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Reads one user; null when there is none. */
export async function getUser(uid: string): Promise<UserProfile | null> {
  const [db, { doc, getDoc }] = await Promise.all([getDb(), firestore()]);
  try {
    const snap = await getDoc(doc(db, "users", uid));
    return snap.exists() ? readDoc(userDocSchema, snap) : null;
  } catch (error) {
    throw toAppError(error, "User not found");
  }
}

export interface MinimalUserSeed {
  email: string;
  emailVerified: boolean;
  displayName: string;
  fullName: string;
  lastName?: string;
  photoURL: string;
  phoneNumber?: string;
}

/**
 * Returns the user's document, creating a minimal one first when there is none
 * (spec §4 Social sign-in step 4). Creating twice writes the same fields, so a
 * double submit still leaves exactly one document. The server fills in its own
 * fields (payments, plan) from a trigger.
 */
export async function ensureUserDocument(uid: string, seed: MinimalUserSeed): Promise<UserProfile> {
  const [db, { doc, getDoc, setDoc, serverTimestamp }] = await Promise.all([getDb(), firestore()]);
  const ref = doc(db, "users", uid);
  try {
    const existing = await getDoc(ref);
    if (existing.exists()) return readDoc(userDocSchema, existing);
    const data = {
      uid,
      email: seed.email,
      emailLower: seed.email.toLowerCase(),
      emailVerified: seed.emailVerified,
      displayName: seed.displayName,
      fullName: seed.fullName,
      ...(seed.lastName ? { lastName: seed.lastName } : {}),
      photoURL: seed.photoURL,
      ...(seed.phoneNumber ? { phoneNumber: seed.phoneNumber } : {}),
      hasAdditionalInfo: false,
      alternateEmails: [],
      sportAvailability: [],
      activitySubscriptions: [],
      privacySettings: defaultPrivacySettings(),
      notificationSettings: defaultNotificationSettings(),
      platform: getConfig().platform,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    await setDoc(ref, data);
    return readData(userDocSchema, uid, { ...data, createdAt: null, updatedAt: null });
  } catch (error) {
    throw toAppError(error, "User not loaded");
  }
}

export async function setEmailVerified(uid: string, emailVerified: boolean): Promise<void> {
  const [db, { doc, updateDoc, serverTimestamp }] = await Promise.all([getDb(), firestore()]);
  await updateDoc(doc(db, "users", uid), { emailVerified, updatedAt: serverTimestamp() }).catch(() => undefined);
}
