import { getConfig } from "./config";
import { getFirebaseApp } from "./firebase";

/**
 * Analytics events (spec §7: user_info, settings created/updated,
 * notification_settings_updated, app open, delete-user prompt). Sent to
 * Firebase Analytics in production only; elsewhere they are kept in a short
 * in-memory log, which tests read.
 */
export type AnalyticsEventName = "user_info" | "settings_created" | "settings_updated" | "notification_settings_updated" | "app_open" | "delete_user_prompt";

export interface RecordedEvent {
  name: AnalyticsEventName;
  params: Record<string, string | number | boolean>;
}

const recorded: RecordedEvent[] = [];

export function logAnalyticsEvent(name: AnalyticsEventName, params: Record<string, string | number | boolean> = {}): void {
  const config = getConfig();
  if (config.environment !== "production" || !config.firebase.measurementId) {
    recorded.push({ name, params });
    if (recorded.length > 100) recorded.shift();
    return;
  }
  // Analytics must never break the action that logs it.
  void Promise.all([getFirebaseApp(), import("firebase/analytics")])
    .then(async ([app, m]) => {
      if (!(await m.isSupported())) return;
      m.logEvent(m.getAnalytics(app), name as string, params);
    })
    .catch(() => undefined);
}

export function recordedAnalyticsEvents(): readonly RecordedEvent[] {
  return recorded;
}
