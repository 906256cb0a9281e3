import { api, attempt } from "@/lib/api";
import { cursorPaging, liveQuery, type Watch } from "@/lib/liveQuery";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import type { CancelSubscriptionInput, CreateSubscriptionInput, LinkAccountInput, Platform, SubscriptionPlan, TeamSubscriptionRecord } from "@rallyhub/domain/billing/model";
import {
  cancelSubscription,
  connectOAuth,
  createCustomerSession,
  createSubscription,
  getAccount,
  getCheckoutSession,
  linkOrCreateStripeAccount,
  listManagedTeamsForPlans,
  listTransactions,
  type ManagedTeam,
  type TransactionPage,
  listPlans,
  unlinkStripeAccount,
  watchTeamSubscriptions,
  watchUserPlans,
  type UserPlans,
} from "./billingRepository";
import { BILLING_PAGE_MESSAGES } from "../messages";

type TransactionCursor = { createdAt: number; id: string };

const plansOf =
  (uid: string): Watch<UserPlans> =>
  (onChange, onError) =>
    watchUserPlans(uid, onChange, onError);
const teamSubsOf =
  (uid: string): Watch<TeamSubscriptionRecord[]> =>
  (onChange, onError) =>
    watchTeamSubscriptions(uid, onChange, onError);

/**
 * Billing (issue 12): the plans on offer, the user's own plans and team
 * subscriptions (live: the Stripe webhook writes them), and every payment
 * provider action (spec §7) as a mutation. No money state is written here:
 * the Functions write it from Stripe's answers.
 */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<SubscriptionPlan[], { kind: "team" | "user"; platform: Platform }>({
      queryFn: ({ kind, platform }) => attempt(() => listPlans(kind, platform), BILLING_PAGE_MESSAGES.failure.plansLoad),
      providesTags: [{ type: "Plan", id: "LIST" }],
    }),
    getUserPlans: build.query<UserPlans, string>({
      ...liveQuery(plansOf, BILLING_PAGE_MESSAGES.failure.plansLoad),
      keepUnusedDataFor: 0,
    }),
    getTeamSubscriptions: build.query<TeamSubscriptionRecord[], string>({
      ...liveQuery(teamSubsOf, BILLING_PAGE_MESSAGES.failure.teamSubscriptionsLoad),
      keepUnusedDataFor: 0,
    }),
    /** The connected account with its requirements (spec §7 getAccount). */
    getAccount: build.query<CallableOutput<"getAccount">, string>({
      queryFn: (stripeId) => attempt(() => getAccount(stripeId), BILLING_PAGE_MESSAGES.failure.account),
      keepUnusedDataFor: 0,
    }),
    createSubscription: build.mutation<CallableOutput<"createSubscription">, CreateSubscriptionInput>({
      queryFn: (input) => attempt(() => createSubscription(input), BILLING_PAGE_MESSAGES.failure.checkout),
    }),
    cancelSubscription: build.mutation<CallableOutput<"cancelSubscription">, CancelSubscriptionInput>({
      queryFn: (input) => attempt(() => cancelSubscription(input), BILLING_PAGE_MESSAGES.failure.cancel),
      // A team's tier changes with it (the managed teams list shows it).
      invalidatesTags: (_result, _error, input) => (input.type === "teams" ? [{ type: "Team", id: "LIST" }] : []),
    }),
    openBillingPortal: build.mutation<CallableOutput<"createCustomerSession">, undefined>({
      queryFn: () => attempt(() => createCustomerSession(), BILLING_PAGE_MESSAGES.failure.portal),
    }),
    linkOrCreateAccount: build.mutation<CallableOutput<"linkOrCreateStripeAccount">, LinkAccountInput>({
      queryFn: (input) => attempt(() => linkOrCreateStripeAccount(input), BILLING_PAGE_MESSAGES.failure.link),
    }),
    connectOAuth: build.mutation<CallableOutput<"connectOAuth">, CallableInput<"connectOAuth">>({
      queryFn: ({ code, state }) => attempt(() => connectOAuth(code, state), BILLING_PAGE_MESSAGES.failure.connectCode),
    }),
    unlinkAccount: build.mutation<CallableOutput<"unlinkStripeAccount">, undefined>({
      queryFn: () => attempt(() => unlinkStripeAccount(), BILLING_PAGE_MESSAGES.failure.unlink),
    }),
    /** The teams the user manages, with their tier (the team Change Plan dialog). */
    getManagedTeamsForPlans: build.query<ManagedTeam[], string>({
      queryFn: (uid) => attempt(() => listManagedTeamsForPlans(uid), BILLING_PAGE_MESSAGES.failure.teams),
      providesTags: [{ type: "Team", id: "LIST" }],
      keepUnusedDataFor: 0,
    }),
    /** The user's payment history (the transactions route), a page at a time. */
    getTransactions: build.infiniteQuery<TransactionPage, string, TransactionCursor | null>({
      infiniteQueryOptions: cursorPaging<TransactionCursor>(),
      queryFn: ({ queryArg: uid, pageParam: after }) => attempt(() => listTransactions(uid, after), BILLING_PAGE_MESSAGES.failure.transactions),
    }),
    /**
     * A Checkout session as the server has it (it may record a payment the
     * webhook has not yet: the callable is idempotent). Asked again on each
     * visit: nothing is kept once nobody shows it.
     */
    getCheckoutSession: build.query<CallableOutput<"getCheckoutSession">, string>({
      queryFn: (id) => attempt(() => getCheckoutSession(id), BILLING_PAGE_MESSAGES.failure.session),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetPlansQuery,
  useGetUserPlansQuery,
  useGetTeamSubscriptionsQuery,
  useGetAccountQuery,
  useCreateSubscriptionMutation,
  useCancelSubscriptionMutation,
  useOpenBillingPortalMutation,
  useLinkOrCreateAccountMutation,
  useConnectOAuthMutation,
  useUnlinkAccountMutation,
  useGetCheckoutSessionQuery,
  useLazyGetCheckoutSessionQuery,
  useGetTransactionsInfiniteQuery,
  useGetManagedTeamsForPlansQuery,
} = billingApi;
