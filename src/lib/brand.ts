/**
 * The product's name and the two billing platforms in one place (spec §1: 'gth'
 * is the default platform, 'meh' the second). Everything user-facing that names
 * the product reads it from here.
 */
export const PLATFORMS = ["gth", "meh"] as const;
export type Platform = (typeof PLATFORMS)[number];
export const DEFAULT_PLATFORM: Platform = "gth";

export const brand = {
  productName: "RallyHub",
  tagline: "Find games, players and your people.",
  logoPath: "/logo.svg",
  paymentProviderName: "Stripe",
  supportEmail: "support@rallyhub.example",
  platforms: {
    gth: { label: "RallyHub" },
    meh: { label: "RallyHub Events" },
  } satisfies Record<Platform, { label: string }>,
} as const;
