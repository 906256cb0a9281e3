import type { UserProfile } from "@/lib/session/userProfile";
import { isOrganizerRecord } from "@rallyhub/domain/roles";

/**
 * Organizer tools (places, invoices, settings as an organizer) are for users
 * who organise: joined to organise, hold Organizer Pro, or have a payments
 * account (the organizer-only guard, spec §2.1). The callables that only
 * organizers may use (savePlace) ask the same question (shared/roles.ts).
 */
export function isOrganizer(profile: Pick<UserProfile, "joinReason" | "userSubscription" | "stripeId"> | null): boolean {
  return isOrganizerRecord(profile);
}
