// The users feature's public surface: what other features may use. Everything
// else in this folder is its own business (the lint enforces it).
export {
  JOIN_REASONS,
  isProfileComplete,
  type ActivitySubscription,
  type DefaultCity,
  type FamilyMemberRow,
  type JoinReason,
  type UserProfile,
} from "./model/types";
export {
  NOTIFICATION_CATEGORIES,
  defaultNotificationSettings,
  defaultPrivacySettings,
  type ChannelSetting,
  type NotificationCategory,
  type PrivacySettings,
} from "./model/defaults";
export type { MinimalUserSeed } from "./api/usersRepository";

/**
 * The user document's reads and writes (the live profile watcher, creating the
 * document at first sign-in), loaded on demand: this file is on every page,
 * and a signed-out visitor's first page carries none of that code.
 */
export function loadUsersRepository() {
  return import("./api/usersRepository");
}
