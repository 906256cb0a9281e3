import { useCallback } from "react";
import { useAppDispatch, useAppSelector, useAppStore } from "@/app/hooks";
import { profileChanged, selectAuth } from "@/features/auth/model/authSlice";
import { defaultPrivacySettings, type PrivacySettings } from "@/features/users/model/defaults";

/**
 * The signed-in user's privacy settings, and a way to mirror a confirmed write
 * into the store at once. The profile listener brings the same data from
 * Firestore a moment later; mirroring keeps the tab right in between (and
 * wherever that listener is not running).
 */
export function usePrivacySettings() {
  const auth = useAppSelector(selectAuth);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const settings: PrivacySettings = auth.profile?.privacySettings ?? defaultPrivacySettings();

  const applySaved = useCallback(
    (update: (current: PrivacySettings) => PrivacySettings) => {
      const latest = store.getState().auth.profile;
      if (!latest) return;
      dispatch(profileChanged({ ...latest, privacySettings: update(latest.privacySettings) }));
    },
    [store, dispatch],
  );

  return { uid: auth.user?.uid ?? "", settings, applySaved };
}

/** The message to show for a failed call: the error's own, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A copy of a record without one key. */
export function withoutKey<K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key)) as Partial<Record<K, V>>;
}
