import { collection, doc, getDocs, limit, onSnapshot, orderBy, query, startAfter, where } from "firebase/firestore";
import { call, getDb, listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type {
  CancelSubscriptionInput,
  CreateSubscriptionInput,
  LinkAccountInput,
  PlanState,
  Platform,
  SubscriptionPlan,
  TeamSubscriptionRecord,
  Transaction,
  UserPlanId,
} from "@rallyhub/domain/billing/model";
import { USER_PLAN_IDS } from "@rallyhub/domain/billing/model";
import { billingSchema, managedTeamSchema, planSchema, teamSubscriptionSchema, transactionSchema, type ManagedTeam } from "@rallyhub/domain/stored/billing";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { BILLING_PAGE_MESSAGES } from "../messages";

/** Spec §7 Subscription plans: teams/default, or users per platform; in their order. */
export async function listPlans(kind: "team" | "user", platform: Platform): Promise<SubscriptionPlan[]> {
  const db = await getDb();
  const name = kind === "team" ? "teamSubscriptionPlans" : `userSubscriptionPlans_${platform}`;
  try {
    const snap = await getDocs(query(collection(db, name), orderBy("order")));
    return snap.docs.map((d) => readDoc(planSchema, d));
  } catch (error) {
    throw toAppError(error, BILLING_PAGE_MESSAGES.failure.plansLoad);
  }
}

export type UserPlans = Partial<Record<UserPlanId, PlanState>>;

/** billing/{uid}: the user's paid plans as the webhook keeps them, live. */
export function watchUserPlans(uid: string, onChange: (plans: UserPlans) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "billing", uid),
      (snap) => {
        const held = readDoc(billingSchema, snap);
        const plans: UserPlans = {};
        for (const id of USER_PLAN_IDS) {
          const state = held[id];
          if (state) plans[id] = state;
        }
        onChange(plans);
      },
      (error) => onError(toAppError(error, BILLING_PAGE_MESSAGES.failure.plansLoad)),
    ),
  );
}

/** The team subscriptions the user took out, live, newest period first. */
export function watchTeamSubscriptions(uid: string, onChange: (list: TeamSubscriptionRecord[]) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, "teamSubscriptions"), where("ownerUid", "==", uid)),
      (snap) => onChange(snap.docs.map((d) => readDoc(teamSubscriptionSchema, d)).sort((a, b) => (b.periodEnd ?? 0) - (a.periodEnd ?? 0))),
      (error) => onError(toAppError(error, BILLING_PAGE_MESSAGES.failure.teamSubscriptionsLoad)),
    ),
  );
}

// ------------------------------------------------------------------ callables (spec §7)

export const createSubscription = (input: CreateSubscriptionInput) => call("createSubscription", input);
export const cancelSubscription = (input: CancelSubscriptionInput) => call("cancelSubscription", input);
export const createCustomerSession = () => call("createCustomerSession", {});
export const linkOrCreateStripeAccount = (input: LinkAccountInput) => call("linkOrCreateStripeAccount", input);
export const connectOAuth = (code: string, state: string | undefined) => call("connectOAuth", state ? { code, state } : { code });
export const getAccount = (stripeId: string) => call("getAccount", { stripeId });
export const unlinkStripeAccount = () => call("unlinkStripeAccount", {});
export const getCheckoutSession = (sessionId: string) => call("getCheckoutSession", { sessionId });

export const TRANSACTIONS_PAGE = 20;

export interface TransactionPage {
  items: Transaction[];
  /** Where the next page starts (the last one's time and id), or null at the end. */
  next: { createdAt: number; id: string } | null;
}

/** The user's payment history, newest first, a page at a time (one read per payment shown). */
export async function listTransactions(uid: string, after: { createdAt: number; id: string } | null, size = TRANSACTIONS_PAGE): Promise<TransactionPage> {
  const db = await getDb();
  try {
    const base = query(collection(db, "transactions"), where("uid", "==", uid), orderBy("createdAt", "desc"), orderBy("__name__", "desc"));
    const snap = await getDocs(after ? query(base, startAfter(after.createdAt, after.id), limit(size + 1)) : query(base, limit(size + 1)));
    const items = snap.docs.slice(0, size).map((d) => readDoc(transactionSchema, d));
    const last = items[items.length - 1];
    return { items, next: snap.docs.length > size && last ? { createdAt: last.createdAt, id: last.id } : null };
  } catch (error) {
    throw toAppError(error, BILLING_PAGE_MESSAGES.failure.transactions);
  }
}

/** A team as its plan needs it: the Change Plan dialog's choices. */
export type { ManagedTeam };

/**
 * The teams the user manages, for choosing a team's plan (read here rather
 * than through the teams feature, so that its code stays out of the pages
 * that only show billing).
 */
export async function listManagedTeamsForPlans(uid: string, max = 100): Promise<ManagedTeam[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("managerIds", "array-contains", uid), limit(max)));
    return snap.docs.map((d): ManagedTeam => readDoc(managedTeamSchema, d)).sort((a, b) => a.name.localeCompare(b.name));
  } catch (error) {
    throw toAppError(error, BILLING_PAGE_MESSAGES.failure.teams);
  }
}
