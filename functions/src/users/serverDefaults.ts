/**
 * Fields of a user document that only the server may set, with the defaults the
 * specification gives them (§3 User). The client never writes these: the rules
 * refuse them, and this trigger fills them in for every new user.
 */
export const SERVER_OWNED_USER_DEFAULTS = {
  stripeChargesEnabled: false,
  stripeDetailsSubmitted: false,
  userSubscription: "Free",
} as const;

export const SERVER_OWNED_USER_FIELDS = ["stripeCustomerId", "stripeId", "stripeChargesEnabled", "stripeDetailsSubmitted", "subscription", "userSubscription"] as const;

/** The update that brings a freshly created user document to its server defaults, or null when nothing is missing. */
export function missingServerDefaults(data: Record<string, unknown>): Partial<typeof SERVER_OWNED_USER_DEFAULTS> | null {
  const update: Partial<Record<keyof typeof SERVER_OWNED_USER_DEFAULTS, unknown>> = {};
  for (const [key, value] of Object.entries(SERVER_OWNED_USER_DEFAULTS) as Array<[keyof typeof SERVER_OWNED_USER_DEFAULTS, unknown]>) {
    if (data[key] === undefined) update[key] = value;
  }
  return Object.keys(update).length > 0 ? (update as Partial<typeof SERVER_OWNED_USER_DEFAULTS>) : null;
}
