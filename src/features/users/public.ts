// The users feature's public surface: what other features may use. Everything
// else in this folder is its own business (the lint enforces it).
export {
  JOIN_REASONS,
  isOrganizer,
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
export { ensureUserDocument, setEmailVerified, watchUserProfile, type MinimalUserSeed } from "./api/usersRepository";
