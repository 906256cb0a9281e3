/** Spec §2.6: the settings tabs, selected by ?tab= (indexes 0 to 6 in this order). */
export const SETTINGS_TABS = [
  { key: "general", label: "General" },
  { key: "privacy", label: "Privacy" },
  { key: "payments", label: "Subscriptions & Payouts" },
  { key: "sports", label: "Interests" },
  { key: "availability", label: "Availability" },
  { key: "notification", label: "Notification Settings" },
  { key: "activities-subscription", label: "Activity Subscription" },
] as const;

export type SettingsTabKey = (typeof SETTINGS_TABS)[number]["key"];

/** Unknown values fall back to general. */
export function tabIndexFor(value: string | null): number {
  const index = SETTINGS_TABS.findIndex((t) => t.key === value);
  return index === -1 ? 0 : index;
}

/** The last two tabs appear only once the user is loaded. */
export function visibleTabs(userLoaded: boolean) {
  return userLoaded ? SETTINGS_TABS : SETTINGS_TABS.slice(0, 5);
}
