import { PLATFORM_FEE_PERCENT } from "@rallyhub/domain/billing/model";

/** What paid games cost, in one sentence for every page that says it (the pricing pages, the landing page). */
export const PLATFORM_FEE_SENTENCE = `Free games stay free. When players pay for a game, an invoice or a form, ${PLATFORM_FEE_PERCENT}% of what they pay is the platform fee; the rest goes to the organizer's payouts account on Stripe.`;
