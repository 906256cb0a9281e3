import { str, toMillis } from "@/lib/convert";
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from "firebase/firestore";
import { defaultPrivacySettings, type ChannelSetting, type PrivacySettings } from "../userDefaults";
import { JOIN_REASONS, type ActivitySubscription, type FamilyMemberRow, type JoinReason, type UserProfile } from "../userProfile";

const strOrNull = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

function privacyFrom(v: unknown): PrivacySettings {
  const base = defaultPrivacySettings();
  if (!v || typeof v !== "object") return base;
  const p = v as Record<string, unknown>;
  const blocklist = Array.isArray(p.blocklist) ? (p.blocklist as Array<Record<string, unknown>>).map((b) => ({ userId: str(b.userId), email: str(b.email) })).filter((b) => b.userId || b.email) : [];
  const flag = (key: keyof Omit<PrivacySettings, "blocklist">) => (typeof p[key] === "boolean" ? p[key] : base[key]);
  return {
    blocklist,
    messagesFromAnyone: flag("messagesFromAnyone"),
    publicBadges: flag("publicBadges"),
    publicOnlineStatus: flag("publicOnlineStatus"),
    publicUpcomingGames: flag("publicUpcomingGames"),
  };
}

function notificationSettingsFrom(v: unknown): Record<string, ChannelSetting> {
  if (!v || typeof v !== "object") return {};
  const out: Record<string, ChannelSetting> = {};
  for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
    if (value && typeof value === "object") {
      const c = value as Record<string, unknown>;
      out[key] = { email: c.email !== false, push: c.push !== false };
    }
  }
  return out;
}

function activitySubscriptionsFrom(v: unknown): ActivitySubscription[] {
  if (!Array.isArray(v)) return [];
  return (v as Array<Record<string, unknown>>)
    .filter((s) => typeof s.id === "number")
    .map((s) => {
      const a = (s.address ?? {}) as Record<string, unknown>;
      return {
        id: s.id as number,
        address: { name: str(a.name), lat: typeof a.lat === "number" ? a.lat : NaN, lng: typeof a.lng === "number" ? a.lng : NaN, description: str(a.description) },
        radius: typeof s.radius === "number" ? s.radius : 15,
        activities: Array.isArray(s.activities) ? s.activities.filter((x): x is string => typeof x === "string") : [],
        startDate: toMillis(s.startDate) ?? null,
        endDate: toMillis(s.endDate),
      };
    });
}

function familyMembersFrom(v: unknown): FamilyMemberRow[] {
  if (!Array.isArray(v)) return [];
  return (v as Array<Record<string, unknown>>).map((m, i) => ({
    id: str(m.id) || `member-${i}`,
    relation: str(m.relation),
    isGthUser: m.isGthUser === true,
    userId: str(m.userId),
    confirmed: m.confirmed === true,
    firstName: str(m.firstName),
    lastName: str(m.lastName),
    age: typeof m.age === "number" ? m.age : null,
    phoneNumber: str(m.phoneNumber),
    displayName: str(m.displayName),
  }));
}

/** Reads a user document defensively: old or partial documents still give a whole UserProfile. */
export function userFromData(uid: string, d: DocumentData): UserProfile {
  const city = d.defaultCity as Record<string, unknown> | undefined;
  const info = d.additionalInfo as Record<string, unknown> | undefined;
  const joinReason = JOIN_REASONS.includes(d.joinReason as JoinReason) ? (d.joinReason as JoinReason) : null;
  return {
    uid,
    email: str(d.email),
    emailVerified: d.emailVerified === true,
    displayName: str(d.displayName),
    fullName: str(d.fullName),
    lastName: typeof d.lastName === "string" ? d.lastName : undefined,
    photoURL: str(d.photoURL),
    defaultCity: city && typeof city.lat === "number" && typeof city.lng === "number" ? { lat: city.lat, lng: city.lng, hash: str(city.hash), name: str(city.name) } : null,
    joinReason,
    additionalInfo: info
      ? {
          gender: str(info.gender),
          sports: Array.isArray(info.sports) ? info.sports.filter((s): s is string => typeof s === "string") : [],
          pronoun: str(info.pronoun),
        }
      : null,
    hasAdditionalInfo: d.hasAdditionalInfo === true,
    bio: str(d.bio),
    phoneNumber: str(d.phoneNumber),
    birthdate: toMillis(d.birthdate),
    alternateEmails: Array.isArray(d.alternateEmails) ? d.alternateEmails.filter((s): s is string => typeof s === "string") : [],
    sportAvailability: Array.isArray(d.sportAvailability) ? (d.sportAvailability as Array<Record<string, unknown>>).map((s) => ({ sport: str(s.sport), toggle: s.toggle === true })) : [],
    defaultHomeTeamFilter: strOrNull(d.defaultHomeTeamFilter),
    privacySettings: privacyFrom(d.privacySettings),
    notificationSettings: notificationSettingsFrom(d.notificationSettings),
    activitySubscriptions: activitySubscriptionsFrom(d.activitySubscriptions),
    familyMembers: familyMembersFrom(d.familyMembers),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
    stripeCustomerId: strOrNull(d.stripeCustomerId),
    stripeId: strOrNull(d.stripeId),
    stripeChargesEnabled: d.stripeChargesEnabled === true,
    stripeDetailsSubmitted: d.stripeDetailsSubmitted === true,
    subscription: strOrNull(d.subscription),
    userSubscription: str(d.userSubscription, "Free") || "Free",
    platform: d.platform === "meh" ? "meh" : d.platform === "gth" ? "gth" : undefined,
  };
}

export const userConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore(): DocumentData {
    // Writes go through explicit field updates in the repository, never whole objects.
    throw new Error("userConverter is read-only");
  },
  fromFirestore(snapshot: QueryDocumentSnapshot): UserProfile {
    return userFromData(snapshot.id, snapshot.data());
  },
};
