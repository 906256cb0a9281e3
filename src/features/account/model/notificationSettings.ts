import type { ChannelSetting, NotificationCategory } from "@/lib/session/userDefaults";

export type NotificationChannel = keyof ChannelSetting;
export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ["email", "push"];
export const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: "Email", push: "Push" };

/** Human labels for the categories of spec §3 Notification settings. */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  surveys: "Surveys",
  news: "News",
  learning: "Tips and learning",
  products: "Product updates",
  offers: "Offers and promotions",
  connections: "Connection requests",
  usersJoinNearby: "Players joining near you",
  eventCreatedJoin: "New events you can join",
  eventJoined: "Players joining your events",
  endorsement: "Endorsements",
  directMessage: "Direct messages",
  teamJoin: "Players joining your communities",
  teamMessage: "Community messages",
  announcements: "Announcements",
};

/** Spec §3: each setting is {email, push}, and a missing one counts as on. */
export function channelValue(settings: Readonly<Record<string, ChannelSetting | undefined>>, key: string, channel: NotificationChannel): boolean {
  return settings[key]?.[channel] ?? true;
}

/** The field path that stores one switch, so a save touches only that switch (spec §7). */
export function settingFieldPath(key: string, channel: NotificationChannel): string {
  return `notificationSettings.${key}.${channel}`;
}

export function teamDiscussionKey(teamId: string): string {
  return `teamDiscussion_${teamId}`;
}

export interface CommunityRow {
  key: string;
  label: string;
  description: string;
}

/** Spec §3 per-community keys: one for the team discussion, one per topic (the topic id). */
export function communityRows(team: { id: string; topics: ReadonlyArray<{ id: string; name: string; description: string }> }): CommunityRow[] {
  return [
    { key: teamDiscussionKey(team.id), label: "Team discussion", description: "Messages posted to the whole community" },
    ...team.topics.filter((t) => t.id !== "").map((t) => ({ key: t.id, label: t.name || "Untitled topic", description: t.description })),
  ];
}
