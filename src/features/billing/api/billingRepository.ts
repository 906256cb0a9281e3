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
import { BILLING_PAGE_MESSAGES } from "../messages";

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** Spec §7 Subscription plans: teams/default, or users per platform; in their order. */
export async function listPlans(kind: "team" | "user", platform: Platform): Promise<SubscriptionPlan[]> {
  const db = await getDb();
  const name = kind === "team" ? "teamSubscriptionPlans" : `userSubscriptionPlans_${platform}`;
  try {
    const snap = await getDocs(query(collection(db, name), orderBy("order")));
    return snap.docs.map((d) => {
      const x = d.data();
      return {
        id: d.id,
        itemKey: text(x.itemKey) || d.id,
        label: text(x.label) || d.id,
        cost: num(x.cost) ?? 0,
        priceId: typeof x.priceId === "string" && x.priceId ? x.priceId : null,
        features: Array.isArray(x.features) ? x.features.filter((f): f is string => typeof f === "string") : [],
        order: num(x.order) ?? 0,
        interval: x.interval === "month" ? "month" : "year",
      };
    });
  } catch (error) {
    throw toAppError(error, BILLING_PAGE_MESSAGES.failure.plansLoad);
  }
}

function planStateFrom(x: unknown): PlanState | null {
  if (!x || typeof x !== "object") return null;
  const p = x as Record<string, unknown>;
  if (!text(p.subscriptionId)) return null;
  return {
    subscriptionId: text(p.subscriptionId),
    status: text(p.status),
    priceId: text(p.priceId),
    platform: p.platform === "meh" ? "meh" : "gth",
    periodStart: num(p.periodStart),
    periodEnd: num(p.periodEnd),
    cancelAtPeriodEnd: p.cancelAtPeriodEnd === true,
  };
}

export type UserPlans = Partial<Record<UserPlanId, PlanState>>;

/** billing/{uid}: the user's paid plans as the webhook keeps them, live. */
export function watchUserPlans(uid: string, onChange: (plans: UserPlans) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "billing", uid),
      (snap) => {
        const raw = (snap.get("plans") as Record<string, unknown> | undefined) ?? {};
        const plans: UserPlans = {};
        for (const id of USER_PLAN_IDS) {
          const state = planStateFrom(raw[id]);
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
      (snap) =>
        onChange(
          snap.docs
            .map((d): TeamSubscriptionRecord => {
              const x = d.data();
              const meta = (x.metadata as { team?: { name?: unknown } } | undefined)?.team;
              return {
                id: d.id,
                teamId: text(x.teamId),
                ownerUid: text(x.ownerUid),
                tier: text(x.tier),
                status: text(x.status),
                priceId: text(x.priceId),
                periodStart: num(x.periodStart),
                periodEnd: num(x.periodEnd),
                cancelAtPeriodEnd: x.cancelAtPeriodEnd === true,
                metadata: { team: { name: text(meta?.name) } },
              };
            })
            .sort((a, b) => (b.periodEnd ?? 0) - (a.periodEnd ?? 0)),
        ),
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

function transactionFrom(id: string, x: Record<string, unknown>): Transaction {
  const kind = x.kind === "event" || x.kind === "invoice" || x.kind === "form" || x.kind === "refund" ? x.kind : "subscription";
  return {
    id,
    uid: text(x.uid),
    kind,
    description: text(x.description),
    amount: num(x.amount) ?? 0,
    currency: text(x.currency) || "usd",
    status: x.status === "refunded" ? "refunded" : "paid",
    createdAt: num(x.createdAt) ?? 0,
    reference: text(x.reference) || null,
    platform: x.platform === "meh" ? "meh" : "gth",
  };
}

/** The user's payment history, newest first, a page at a time (one read per payment shown). */
export async function listTransactions(uid: string, after: { createdAt: number; id: string } | null, size = TRANSACTIONS_PAGE): Promise<TransactionPage> {
  const db = await getDb();
  try {
    const base = query(collection(db, "transactions"), where("uid", "==", uid), orderBy("createdAt", "desc"), orderBy("__name__", "desc"));
    const snap = await getDocs(after ? query(base, startAfter(after.createdAt, after.id), limit(size + 1)) : query(base, limit(size + 1)));
    const items = snap.docs.slice(0, size).map((d) => transactionFrom(d.id, d.data()));
    const last = items[items.length - 1];
    return { items, next: snap.docs.length > size && last ? { createdAt: last.createdAt, id: last.id } : null };
  } catch (error) {
    throw toAppError(error, BILLING_PAGE_MESSAGES.failure.transactions);
  }
}

/** A team as its plan needs it: the Change Plan dialog's choices. */
export interface ManagedTeam {
  id: string;
  name: string;
  subscription: string;
  subscriptionId: string | null;
}

/**
 * The teams the user manages, for choosing a team's plan (read here rather
 * than through the teams feature, so that its code stays out of the pages
 * that only show billing).
 */
export async function listManagedTeamsForPlans(uid: string, max = 100): Promise<ManagedTeam[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("managerIds", "array-contains", uid), limit(max)));
    return snap.docs
      .map((d) => {
        const x = d.data();
        return { id: d.id, name: text(x.name) || "Team", subscription: text(x.subscription) || "ROOKIE", subscriptionId: text(x.subscriptionId) || null };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch (error) {
    throw toAppError(error, BILLING_PAGE_MESSAGES.failure.teams);
  }
}
