import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { defaultPrivacySettings, type PrivacySettings } from "@/lib/session/userDefaults";

/** The signed-in user's privacy settings (saved changes show at once: the mutations patch the session's profile). */
export function usePrivacySettings() {
  const auth = useAppSelector(selectAuth);
  const settings: PrivacySettings = auth.profile?.privacySettings ?? defaultPrivacySettings();
  return { uid: auth.user?.uid ?? "", settings };
}

/** A copy of a record without one key. */
export function withoutKey<K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key)) as Partial<Record<K, V>>;
}
