// Whether the Stripe fake holds the Stripe objects the emulator data names.
//
// The emulator data (Firestore) and the fake's state are saved together, as one
// snapshot (emulators.mjs, saveSnapshot). Data saved before that was so, or by hand,
// can name objects the fake does not have: the demo organizer's payouts card then
// shows "Active" (Firestore) and "Connection failed" (Stripe) at once. `npm start`
// checks, makes the seeded objects again (the seed's own, with their ids), and says
// what to do about any other.
import type { Firestore } from "firebase-admin/firestore";

/** A connected account the seed makes in the fake (its /_fake/seed/account control). */
export interface SeedStripeAccount {
  id: string;
  email: string;
  type: "express" | "standard" | "custom";
  country: string;
}

/** A customer and an active subscription the seed makes in the fake (its /_fake/seed/subscription control). */
export interface SeedStripeSubscription {
  customer: string;
  email: string;
  name: string;
  subscription: string;
  price: string;
  /** Unix seconds. */
  period_start: number;
  metadata: Record<string, string>;
}

/** The Stripe objects of the seed (buildDemoData().stripe). */
export interface SeedStripe {
  accounts: SeedStripeAccount[];
  subscriptions: SeedStripeSubscription[];
}

/** A Stripe object that an emulator document names. */
export interface StripeReference {
  type: "account" | "customer" | "subscription";
  id: string;
  /** The document's path. */
  where: string;
}

/** What the checks read of the fake's state file (its JSON). */
export interface StripeFakeState {
  accounts?: Record<string, unknown>;
  customers?: Record<string, unknown>;
  deletedCustomers?: Record<string, unknown>;
  subscriptions?: Record<string, unknown>;
}

/** The Stripe objects the documents name: [{ type: "account" | "customer" | "subscription", id, where }]. */
export async function stripeReferences(db: Firestore): Promise<StripeReference[]> {
  const refs: StripeReference[] = [];
  const add = (type: StripeReference["type"], id: unknown, where: string) => {
    if (typeof id === "string" && id) refs.push({ type, id, where });
  };
  for (const user of (await db.collection("users").select("stripeId", "stripeCustomerId").get()).docs) {
    add("account", user.get("stripeId"), user.ref.path);
    add("customer", user.get("stripeCustomerId"), user.ref.path);
  }
  for (const billing of (await db.collection("billing").select("plans").get()).docs) {
    const plans: unknown = billing.get("plans");
    for (const plan of Object.values(typeof plans === "object" && plans !== null ? plans : {})) {
      add("subscription", typeof plan === "object" && plan !== null ? (plan as { subscriptionId?: unknown }).subscriptionId : undefined, billing.ref.path);
    }
  }
  for (const record of (await db.collection("teamSubscriptions").select().get()).docs) add("subscription", record.id, record.ref.path);
  return refs;
}

/** The references whose object the fake's state (its state file's JSON) does not have. */
export function missingFromStripe(refs: readonly StripeReference[], state: StripeFakeState | null): StripeReference[] {
  const has: Record<StripeReference["type"], (id: string) => boolean> = {
    account: (id) => Boolean(state?.accounts?.[id]),
    customer: (id) => Boolean(state?.customers?.[id]) || Boolean(state?.deletedCustomers?.[id]),
    subscription: (id) => Boolean(state?.subscriptions?.[id]),
  };
  return refs.filter((ref) => !has[ref.type](ref.id));
}

/** The ids of the objects the seed makes in the fake (buildDemoData().stripe). */
export function seededIds(stripe: SeedStripe): Set<string> {
  return new Set([...stripe.accounts.map((a) => a.id), ...stripe.subscriptions.flatMap((s) => [s.subscription, s.customer])]);
}

/** Makes the seed's Stripe objects in the fake (its /_fake/seed controls; each is made once, one already there is left as it is). */
export async function seedStripe(stripeUrl: string, stripe: SeedStripe): Promise<void> {
  const post = async (route: "account" | "subscription", body: SeedStripeAccount | SeedStripeSubscription) => {
    const res = await fetch(`${stripeUrl}/_fake/seed/${route}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`The Stripe fake refused the seed ${route} ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
  };
  for (const account of stripe.accounts) await post("account", account);
  await Promise.all(stripe.subscriptions.map((sub) => post("subscription", sub)));
}

/** "acct_… (users/…), …" (accounts first), at most `max` of them. */
function list(refs: readonly StripeReference[], max = 8): string {
  const named = [...new Set([...refs].sort((a, b) => Number(b.type === "account") - Number(a.type === "account")).map((r) => `${r.id} (${r.where})`))];
  return named.length > max ? `${named.slice(0, max).join(", ")} and ${named.length - max} more` : named.join(", ");
}

/**
 * Brings the fake in step with the documents: `missing` (missingFromStripe) that the seed
 * made are made again; for the others it says what to do. `seeded` is the seed's Stripe
 * objects (buildDemoData().stripe) for the data's seed version, or null when they cannot
 * be told (data of an older seed). Returns { repaired, lost } (references).
 */
export async function bringStripeInStep({
  missing,
  seeded,
  stripeUrl,
  log = console.log,
}: {
  missing: readonly StripeReference[];
  seeded: SeedStripe | null;
  stripeUrl: string;
  log?: (message: string) => void;
}): Promise<{ repaired: StripeReference[]; lost: StripeReference[] }> {
  const ids = seeded ? seededIds(seeded) : new Set<string>();
  const repaired = missing.filter((ref) => ids.has(ref.id));
  const lost = missing.filter((ref) => !ids.has(ref.id));
  if (repaired.length > 0 && seeded) {
    await seedStripe(stripeUrl, seeded);
    log(`The Stripe fake's state lacked ${new Set(repaired.map((r) => r.id)).size} demo objects that the emulator data names: ${list(repaired)}. Made them again.`);
  }
  if (lost.length > 0) {
    log(
      `The emulator data names Stripe objects that the Stripe fake does not have: ${list(lost)}.\n` +
        "  They were made in a session whose Stripe state was not saved with the emulator data, so the app shows errors where it uses them.\n" +
        "  To start both afresh: stop (Ctrl-C), run `npm run reset`, then `npm start` (the demo data is seeded again).",
    );
  }
  return { repaired, lost };
}
