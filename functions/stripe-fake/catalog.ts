import Stripe from "stripe";

/**
 * The products and prices the fake has from its start (also after a reset or
 * with a fresh state file). The price ids are fixed: the app's seeded plan
 * documents (scripts/seed/tables.ts) point at them.
 */
export interface CatalogPlan {
  priceId: string;
  productId: string;
  productName: string;
  /** Cents, usd. */
  unitAmount: number;
  currency: "usd";
  interval: "month" | "year";
  /** Which plans a Billing Portal "Change plan" offers: the same family (and platform), the same interval. */
  family: "team" | "user";
  /** The platform of a user plan (gth, meh); null for team plans. */
  platform: "gth" | "meh" | null;
}

export const CATALOG: readonly CatalogPlan[] = [
  { priceId: "price_sim_team_pro_month", productId: "prod_sim_team_pro", productName: "Team Pro", unitAmount: 999, currency: "usd", interval: "month", family: "team", platform: null },
  { priceId: "price_sim_team_all_star_month", productId: "prod_sim_team_all_star", productName: "Team All-Star", unitAmount: 2499, currency: "usd", interval: "month", family: "team", platform: null },
  { priceId: "price_sim_member_plus_year", productId: "prod_sim_member_plus", productName: "Member Plus", unitAmount: 4900, currency: "usd", interval: "year", family: "user", platform: "gth" },
  { priceId: "price_sim_organizer_pro_year", productId: "prod_sim_organizer_pro", productName: "Organizer Pro", unitAmount: 14900, currency: "usd", interval: "year", family: "user", platform: "gth" },
  {
    priceId: "price_sim_meh_member_plus_year",
    productId: "prod_sim_meh_member_plus",
    productName: "Member Plus",
    unitAmount: 4900,
    currency: "usd",
    interval: "year",
    family: "user",
    platform: "meh",
  },
  {
    priceId: "price_sim_meh_organizer_pro_year",
    productId: "prod_sim_meh_organizer_pro",
    productName: "Organizer Pro",
    unitAmount: 14900,
    currency: "usd",
    interval: "year",
    family: "user",
    platform: "meh",
  },
];

/** When the catalog was "created" (a fixed time, so that objects are the same on every start). */
export const CATALOG_CREATED = 1767225600; // 2026-01-01T00:00:00Z

export function catalogPlan(priceId: string): CatalogPlan | undefined {
  return CATALOG.find((plan) => plan.priceId === priceId);
}

/** The Billing Portal's "Change plan" choices for a price: same family and platform, same interval, another price. */
export function switchablePlans(priceId: string): CatalogPlan[] {
  const plan = catalogPlan(priceId);
  if (!plan) return [];
  return CATALOG.filter((other) => other.priceId !== plan.priceId && other.family === plan.family && other.platform === plan.platform && other.interval === plan.interval);
}

export function catalogProduct(plan: CatalogPlan): Stripe.Product {
  return {
    id: plan.productId,
    object: "product",
    active: true,
    created: CATALOG_CREATED,
    default_price: plan.priceId,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { family: plan.family, ...(plan.platform ? { platform: plan.platform } : {}) },
    name: plan.productName,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: CATALOG_CREATED,
    url: null,
  };
}

export function catalogPrice(plan: CatalogPlan): Stripe.Price {
  return {
    id: plan.priceId,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: CATALOG_CREATED,
    currency: plan.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: plan.priceId.replace(/^price_/, ""),
    metadata: { family: plan.family, ...(plan.platform ? { platform: plan.platform } : {}) },
    nickname: `${plan.productName} (${plan.interval}ly)`,
    product: plan.productId,
    recurring: { interval: plan.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: plan.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(String(plan.unitAmount)),
  };
}

/** Every catalog product (one per product id) and price. */
export function catalogObjects(): { products: Stripe.Product[]; prices: Stripe.Price[] } {
  const products = new Map<string, Stripe.Product>();
  for (const plan of CATALOG) if (!products.has(plan.productId)) products.set(plan.productId, catalogProduct(plan));
  return { products: [...products.values()], prices: CATALOG.map(catalogPrice) };
}
