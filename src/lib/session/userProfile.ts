import type { Platform } from "@/lib/brand";
import type { ChannelSetting, PrivacySettings } from "./userDefaults";

/** Spec §3 Join reasons. */
export const JOIN_REASONS = ["Organize", "Find-people", "Find-events", "Substitute"] as const;
export type JoinReason = (typeof JOIN_REASONS)[number];

export interface DefaultCity {
  lat: number;
  lng: number;
  hash: string;
  name: string;
}

export interface AdditionalInfo {
  gender: string;
  sports: string[];
  pronoun: string;
}

/**
 * A user document as the app sees it (spec §3 User): Timestamps are epoch
 * millis, and the fields only the server writes are read-only here.
 */
/** Spec §3 Activity subscription. Dates are epoch millis. */
export interface ActivitySubscription {
  id: number;
  address: { name: string; lat: number; lng: number; description: string };
  radius: number;
  activities: string[];
  /** Optional (spec §3), like endDate. */
  startDate: number | null;
  endDate: number | null;
}

/** Spec §3 Family member form row (people without an account are kept on the user document). */
export interface FamilyMemberRow {
  id: string;
  relation: string;
  isGthUser: boolean;
  userId: string;
  confirmed: boolean;
  firstName: string;
  lastName: string;
  age: number | null;
  phoneNumber: string;
  displayName: string;
}

export interface UserProfile {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  fullName: string;
  lastName?: string;
  photoURL: string;
  defaultCity: DefaultCity | null;
  joinReason: JoinReason | null;
  additionalInfo: AdditionalInfo | null;
  hasAdditionalInfo: boolean;
  bio: string;
  phoneNumber: string;
  birthdate: number | null;
  alternateEmails: string[];
  sportAvailability: Array<{ sport: string; toggle: boolean }>;
  defaultHomeTeamFilter: string | null;
  privacySettings: PrivacySettings;
  notificationSettings: Record<string, ChannelSetting>;
  activitySubscriptions: ActivitySubscription[];
  familyMembers: FamilyMemberRow[];
  createdAt: number | null;
  updatedAt: number | null;
  // Server-owned (written by Functions only).
  stripeCustomerId: string | null;
  stripeId: string | null;
  stripeChargesEnabled: boolean;
  stripeDetailsSubmitted: boolean;
  subscription: string | null;
  userSubscription: string;
  platform?: Platform;
}

/** Spec §4 Profile form: a user is new if no additional info exists. */
export function isProfileComplete(profile: Pick<UserProfile, "hasAdditionalInfo" | "additionalInfo"> | null): boolean {
  return Boolean(profile && profile.hasAdditionalInfo && profile.additionalInfo);
}
