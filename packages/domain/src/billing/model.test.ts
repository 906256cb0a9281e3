import { describe, expect, it } from "vitest";
import { accountIsActive, cancelSubscriptionInput, eventCharge, formatMoney, checkoutItemSchema, formatPlanPrice, formatRequirement, PAYMENT_COUNTRIES, toCents, userPlanFields } from "./model";

describe("billing model", () => {
  it("formats requirements in title case, underscores as spaces, dots as ' - ' (spec §3)", () => {
    expect(formatRequirement("individual.first_name")).toBe("Individual - First Name");
    expect(formatRequirement("external_account")).toBe("External Account");
    expect(formatRequirement("individual.dob.day")).toBe("Individual - Dob - Day");
  });

  it("is Active only with charges enabled and details submitted (spec §4)", () => {
    expect(accountIsActive({ stripeChargesEnabled: true, stripeDetailsSubmitted: true })).toBe(true);
    expect(accountIsActive({ stripeChargesEnabled: true, stripeDetailsSubmitted: false })).toBe(false);
    expect(accountIsActive({ stripeChargesEnabled: null, stripeDetailsSubmitted: true })).toBe(false);
  });

  it("labels the user by their best plan, Free without one", () => {
    expect(userPlanFields({})).toEqual({ userSubscription: "Free", subscription: null });
    expect(userPlanFields({ member_plus: { status: "active" } })).toEqual({ userSubscription: "Member Plus", subscription: "member_plus" });
    expect(userPlanFields({ member_plus: { status: "active" }, organizer_pro: { status: "trialing" } })).toEqual({ userSubscription: "Organizer Pro", subscription: "organizer_pro" });
    expect(userPlanFields({ organizer_pro: { status: "canceled" } })).toEqual({ userSubscription: "Free", subscription: null });
  });

  it("shows prices in USD per interval and counts cents exactly", () => {
    expect(formatPlanPrice(9.99, "month")).toBe("$9.99 per month");
    expect(formatPlanPrice(49, "year")).toBe("$49.00 per year");
    expect(toCents(9.99)).toBe(999);
    expect(toCents(24.99)).toBe(2499);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it("lists about 45 countries with US among them", () => {
    expect(PAYMENT_COUNTRIES.length).toBeGreaterThanOrEqual(40);
    expect(PAYMENT_COUNTRIES.length).toBeLessThanOrEqual(50);
    expect(PAYMENT_COUNTRIES.map((c) => c.code)).toEqual(expect.arrayContaining(["AU", "CA", "DE", "US"]));
    expect(new Set(PAYMENT_COUNTRIES.map((c) => c.code)).size).toBe(PAYMENT_COUNTRIES.length);
  });

  it("validates a checkout item: one of a plan, no other fields", () => {
    const item = { id: "member_plus", name: "Member Plus", quantity: 1, cost: 49, type: "user", subscriptionPriceId: "price_sim_member_plus_year", platform: "gth" };
    expect(checkoutItemSchema.safeParse(item).success).toBe(true);
    expect(checkoutItemSchema.safeParse({ ...item, quantity: 2 }).success).toBe(false);
    expect(checkoutItemSchema.safeParse({ ...item, platform: "xyz" }).success).toBe(false);
    expect(checkoutItemSchema.safeParse({ ...item, amount: 1 }).success).toBe(false);
    expect(cancelSubscriptionInput.parse({ type: "user", id: "member_plus", platform: "gth" }).when).toBe("now");
  });
});

describe("eventCharge", () => {
  it("charges a spot, guests only when the organizer charges them, in cents, with the platform's 5%", () => {
    expect(eventCharge(15, 2, false)).toEqual({ unitAmount: 1500, quantity: 1, total: 1500, fee: 75 });
    expect(eventCharge(15, 2, true)).toEqual({ unitAmount: 1500, quantity: 3, total: 4500, fee: 225 });
    expect(eventCharge(12.99, 0, true)).toEqual({ unitAmount: 1299, quantity: 1, total: 1299, fee: 65 });
  });
});

describe("formatMoney", () => {
  it("shows cents as dollars, a refund with a minus", () => {
    expect(formatMoney(4900, "usd")).toBe("$49.00");
    expect(formatMoney(-1500, "usd")).toBe("-$15.00");
  });
});
