// Billing: what Stripe would hold for the seeded paid plans (the Stripe fake
// gets these from scripts/seed.ts), and what its webhooks would have written
// here: billing/{uid} for user plans, teamSubscriptions/{subId} for team tiers.
// Periods began a few days ago, so they are current.
import { billingWriteSchema, teamSubscriptionWriteSchema } from "@rallyhub/domain/stored/write/billing";
import type { SeedStripe } from "../lib/stripe-in-step";
import { demoAccount } from "./accounts";
import { storedDoc, type StoredDoc } from "./docs";
import { simId } from "./ids";
import { personOf, type People, type Person } from "./people";
import { rngFor } from "./random";
import { TEAM_PLANS, userPlans } from "./tables";
import type { SeedTeam } from "./teams";
import type { Clock } from "./time";

type BillingDoc = StoredDoc<typeof billingWriteSchema> | StoredDoc<typeof teamSubscriptionWriteSchema>;

export interface BillingOutput {
  /** billing/{uid} of each person with a paid plan, then teamSubscriptions/{subId} of each paid team. */
  docs: BillingDoc[];
  /** The same, as the Stripe fake keeps them, and the demo organizer's payouts account. */
  stripe: SeedStripe;
}

const paidTeams = (teams: readonly SeedTeam[]) => teams.filter((t) => t.subscription !== "ROOKIE");

/** A person's Stripe customer id: their own plan's, or, for the owner of a paid team, the one its subscription is billed to; else null. */
export function stripeCustomerIdOf(person: Person, teams: readonly SeedTeam[]): string | null {
  if (person.server.stripeCustomerId) return person.server.stripeCustomerId;
  return paidTeams(teams).some((t) => t.ownerUid === person.uid) ? simId("cus", person.uid) : null;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

const addPeriod = (start: Date, interval: "month" | "year") =>
  interval === "year"
    ? new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()))
    : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()));

/** The paid plans of the seed's people (Member Plus players, the demo organizer's Organizer Pro) and teams (Pro and All-Star). */
export function buildBilling({ daysAgo }: Clock, people: People, teams: readonly SeedTeam[]): BillingOutput {
  const docs: BillingDoc[] = [];
  const stripe: SeedStripe = { accounts: [{ id: "acct_sim_organizer", email: demoAccount("organizer").email, type: "express", country: "US" }], subscriptions: [] };
  const plansGth = userPlans("gth");
  for (const person of people.values()) {
    const planId = person.server.subscription;
    if (!planId) continue;
    const plan = plansGth.find((p) => p.id === planId);
    const customer = stripeCustomerIdOf(person, teams);
    if (!plan?.priceId || !customer) throw new Error(`${person.uid}'s plan ${planId} is not a paid plan of the seed's with a customer.`);
    const rng = rngFor(`billing:${person.uid}`);
    const start = daysAgo(rng.int(3, 300), 600);
    const subId = simId("sub", person.uid);
    stripe.subscriptions.push({
      customer,
      email: person.email,
      name: person.displayName,
      subscription: subId,
      price: plan.priceId,
      period_start: unix(start),
      metadata: { kind: "user_plan", uid: person.uid, planId, platform: "gth" },
    });
    docs.push(
      storedDoc(billingWriteSchema, `billing/${person.uid}`, {
        plans: {
          [planId]: {
            subscriptionId: subId,
            status: "active",
            priceId: plan.priceId,
            platform: "gth",
            periodStart: start.getTime(),
            periodEnd: addPeriod(start, plan.interval).getTime(),
            cancelAtPeriodEnd: false,
          },
        },
        updatedAt: start,
      }),
    );
  }
  for (const team of paidTeams(teams)) {
    const plan = TEAM_PLANS.find((p) => p.id === team.subscription);
    const owner = personOf(people, team.ownerUid);
    const customer = stripeCustomerIdOf(owner, teams);
    if (!plan?.priceId || !customer) throw new Error(`${team.id}'s tier ${team.subscription} is not a paid plan of the seed's with a customer.`);
    const rng = rngFor(`billing:${team.id}`);
    const start = daysAgo(rng.int(2, 25), 600);
    const subId = simId("sub", team.id);
    stripe.subscriptions.push({
      customer,
      email: owner.email,
      name: owner.displayName,
      subscription: subId,
      price: plan.priceId,
      period_start: unix(start),
      metadata: { kind: "team_plan", uid: team.ownerUid, teamId: team.id, planId: team.subscription, platform: "gth", teamName: team.name },
    });
    docs.push(
      storedDoc(teamSubscriptionWriteSchema, `teamSubscriptions/${subId}`, {
        id: subId,
        teamId: team.id,
        ownerUid: team.ownerUid,
        tier: team.subscription,
        status: "active",
        priceId: plan.priceId,
        periodStart: start.getTime(),
        periodEnd: addPeriod(start, plan.interval).getTime(),
        cancelAtPeriodEnd: false,
        metadata: { team: { name: team.name } },
        updatedAt: start,
      }),
    );
  }
  return { docs, stripe };
}
