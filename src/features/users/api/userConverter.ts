import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from "firebase/firestore";
import { JOIN_REASONS, type JoinReason, type UserProfile } from "../model/types";

/** Timestamp-like values (Firestore Timestamp, Date, millis) to epoch millis. */
export function toMillis(value: unknown): number | null {
  if (value == null) return null;
  if (typeof value === "number") return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "object" && "toMillis" in value && typeof value.toMillis === "function") {
    return (value as { toMillis: () => number }).toMillis();
  }
  return null;
}

const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
const strOrNull = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

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
    defaultCity:
      city && typeof city.lat === "number" && typeof city.lng === "number"
        ? { lat: city.lat, lng: city.lng, hash: str(city.hash), name: str(city.name) }
        : null,
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
    sportAvailability: Array.isArray(d.sportAvailability)
      ? (d.sportAvailability as Array<Record<string, unknown>>).map((s) => ({ sport: str(s.sport), toggle: s.toggle === true }))
      : [],
    defaultHomeTeamFilter: strOrNull(d.defaultHomeTeamFilter),
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
