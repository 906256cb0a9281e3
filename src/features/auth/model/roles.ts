import type { UserProfile } from "@/features/users/public";

/**
 * Organizer tools (places, invoices, settings as an organizer) are for users
 * who organise: joined to organise, hold Organizer Pro, or have a payments
 * account (the organizer-only guard, spec §2.1).
 */
export function isOrganizer(profile: Pick<UserProfile, "joinReason" | "userSubscription" | "stripeId"> | null): boolean {
  if (!profile) return false;
  return profile.joinReason === "Organize" || profile.userSubscription === "Organizer Pro" || Boolean(profile.stripeId);
}
