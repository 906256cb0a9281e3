/**
 * Organizer tools (places, invoices, settings as an organizer) are for users
 * who organise: joined to organise, hold Organizer Pro, or have a payments
 * account (the organizer-only guard, spec §2.1). The app's guard and the
 * callables that only organizers may use ask the same question of users/{uid}.
 */
export function isOrganizerRecord(user: { joinReason?: unknown; userSubscription?: unknown; stripeId?: unknown } | null | undefined): boolean {
  if (!user) return false;
  return user.joinReason === "Organize" || user.userSubscription === "Organizer Pro" || (typeof user.stripeId === "string" && user.stripeId !== "");
}
