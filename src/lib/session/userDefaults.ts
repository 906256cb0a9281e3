/** Spec §3 Notification settings: the categories, each {email, push}, default true. */
export const NOTIFICATION_CATEGORIES = [
  "surveys",
  "news",
  "learning",
  "products",
  "offers",
  "connections",
  "usersJoinNearby",
  "eventCreatedJoin",
  "eventJoined",
  "endorsement",
  "directMessage",
  "teamJoin",
  "teamMessage",
  "announcements",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export interface ChannelSetting {
  email: boolean;
  push: boolean;
}

export function defaultNotificationSettings(): Record<NotificationCategory, ChannelSetting> {
  return Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, { email: true, push: true }])) as Record<NotificationCategory, ChannelSetting>;
}

export interface PrivacySettings {
  blocklist: Array<{ userId: string; email: string }>;
  messagesFromAnyone: boolean;
  publicBadges: boolean;
  publicOnlineStatus: boolean;
  publicUpcomingGames: boolean;
}

/**
 * The spec gives two readings of the privacy defaults (all four false, or all
 * four true). We choose all four false: a new account shares nothing and
 * accepts no messages from strangers until its owner opts in (privacy by
 * default). Recorded in the README.
 */
export function defaultPrivacySettings(): PrivacySettings {
  return { blocklist: [], messagesFromAnyone: false, publicBadges: false, publicOnlineStatus: false, publicUpcomingGames: false };
}
