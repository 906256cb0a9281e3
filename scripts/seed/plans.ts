// Subscription plans for both platforms (spec §3 Subscription plan): the team
// tiers and the user plans of ./tables.ts, whose price ids the Stripe fake knows.
import { planWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { storedDoc, type StoredDoc } from "./docs";
import { TEAM_PLANS, userPlans } from "./tables";

/** teamSubscriptionPlans/{tier}, then userSubscriptionPlans_gth/{plan} and userSubscriptionPlans_meh/{plan}. */
export function buildPlans(): Array<StoredDoc<typeof planWriteSchema>> {
  const docs = TEAM_PLANS.map(({ id, ...plan }) => storedDoc(planWriteSchema, `teamSubscriptionPlans/${id}`, plan));
  for (const platform of ["gth", "meh"] as const) {
    for (const { id, ...plan } of userPlans(platform)) docs.push(storedDoc(planWriteSchema, `userSubscriptionPlans_${platform}/${id}`, plan));
  }
  return docs;
}
