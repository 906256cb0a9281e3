import { useEffect, useRef } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { useRemoteFlag } from "@/components/useRemoteFlag";
import { selectAuth } from "@/lib/session/authSlice";
import { BILLING_MESSAGES, DEFAULT_PLATFORM, grantsPlan, USER_PLAN_LABELS, type PlanState, type Platform, type UserPlanId } from "@rallyhub/domain/billing/model";
import { useConnectOAuthMutation, useGetUserPlansQuery, useLazyGetCheckoutSessionQuery, useOpenBillingPortalMutation } from "../api/billingApi";
import { BILLING_CHANNEL, carryToastOverReload, isFromAnotherTab, readPaymentsReturn, THIS_TAB, RELOAD_AFTER_PAYMENT_MS, takeCarriedToast, withoutReturnParams } from "../model/paymentsReturn";
import { formatDay } from "../model/display";
import { OrganizerPayouts } from "./OrganizerPayouts";
import { TeamSubscriptions } from "./TeamSubscriptions";

const PAYOUTS_ID = "organizer-payouts";

/** Opens a page of Stripe's in a new tab: the tab opens at once (a popup blocker allows it), then goes to the address once it is known. */
export function useOpenPortal() {
  const [open, state] = useAppMutation(useOpenBillingPortalMutation);
  const openPortal = async () => {
    const tab = window.open("", "_blank");
    const portal = await open(undefined);
    if (!portal.data) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = portal.data.url;
    else window.location.assign(portal.data.url);
  };
  return { openPortal, opening: state.isLoading };
}

/**
 * Spec §2.8: the Subscriptions & Payouts tab, per platform: quick actions,
 * the user's plans, their team subscriptions, and organizer payouts; the
 * query parameters a provider page sends back are read once, then cleared.
 */
export default function PaymentsTab() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const platform: Platform = auth.profile?.platform ?? DEFAULT_PLATFORM;
  const subscriptionsEnabled = useRemoteFlag("subscriptionsEnabled");
  const { openPortal, opening } = useOpenPortal();
  useReturnParams();

  // The payment's toast, again after the page reloaded itself (spec §4 Payment success).
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast.success(carried);
  }, []);

  // Another tab finished a payment: this one shows it too (spec §4 Payment success).
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(BILLING_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (isFromAnotherTab(event.data)) window.location.reload();
    };
    return () => channel.close();
  }, []);

  return (
    <Stack spacing={4}>
      <Box>
        <Typography component="h2" variant="h5" gutterBottom>
          Billing and Subscriptions
        </Typography>
        <Typography color="text.secondary">Your plans, your teams' plans and the payouts you receive as an organizer.</Typography>
      </Box>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} component="nav" aria-label="Billing quick actions">
        <Button component={RouterLink} to="/invoices" variant="outlined">
          View Invoices
        </Button>
        {subscriptionsEnabled ? (
          <Button variant="outlined" onClick={() => void openPortal()} disabled={opening}>
            Billing Portal
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => document.getElementById(PAYOUTS_ID)?.scrollIntoView({ behavior: "smooth", block: "start" })}>
          Organizer Payouts
        </Button>
        {platform !== "meh" ? (
          <Button component={RouterLink} to="/transactions" variant="outlined">
            Transaction History
          </Button>
        ) : null}
      </Stack>

      {subscriptionsEnabled && uid ? <ActivePlans uid={uid} onManage={() => void openPortal()} managing={opening} /> : null}
      {subscriptionsEnabled && uid ? <TeamSubscriptions uid={uid} platform={platform} /> : null}
      <Box id={PAYOUTS_ID} sx={{ scrollMarginTop: 80 }}>
        <OrganizerPayouts platform={platform} />
      </Box>
    </Stack>
  );
}

/** Spec §2.8 Your Active Plans: Organizer Pro and Member Plus. */
function ActivePlans({ uid, onManage, managing }: { uid: string; onManage: () => void; managing: boolean }) {
  const plans = useGetUserPlansQuery(uid);
  const cards: Array<{ id: UserPlanId; pricing: string }> = [
    { id: "organizer_pro", pricing: "/organizer/pricing" },
    { id: "member_plus", pricing: "/member/pricing" },
  ];
  return (
    <Box component="section" aria-labelledby="active-plans-heading">
      <Typography id="active-plans-heading" component="h3" variant="h6" gutterBottom>
        Your Active Plans
      </Typography>
      {plans.isError ? (
        <Typography role="alert" color="error">
          {plans.error.message}{" "}
          <Button size="small" onClick={() => void plans.refetch()}>
            Retry
          </Button>
        </Typography>
      ) : null}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
        {cards.map(({ id, pricing }) => (
          <PlanCard key={id} label={USER_PLAN_LABELS[id]} state={plans.data?.[id]} loading={plans.isLoading} pricing={pricing} onManage={onManage} managing={managing} />
        ))}
      </Box>
    </Box>
  );
}

function PlanCard({ label, state, loading, pricing, onManage, managing }: { label: string; state: PlanState | undefined; loading: boolean; pricing: string; onManage: () => void; managing: boolean }) {
  const active = state !== undefined && grantsPlan(state.status);
  return (
    <Card variant="outlined" component="article" aria-label={label}>
      <CardContent>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {loading ? (
          <Box role="status" aria-label={`Loading ${label}`}>
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Box>
        ) : active ? (
          <>
            <Typography>{`Current Period: ${formatDay(state.periodStart)} to ${formatDay(state.periodEnd)}`}</Typography>
            {state.cancelAtPeriodEnd ? <Typography color="warning.main">{`Ends on ${formatDay(state.periodEnd)}`}</Typography> : null}
          </>
        ) : (
          <Typography color="text.secondary">No active subscription</Typography>
        )}
      </CardContent>
      <CardActions>
        {loading ? null : active ? (
          <Button onClick={onManage} disabled={managing} variant="contained">
            Manage Subscription
          </Button>
        ) : (
          <Button component={RouterLink} to={pricing} variant="contained">
            View Plans
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** Reads the parameters a provider page came back with, acts once, and clears them (spec §2.8, §4). */
function useReturnParams() {
  const [params, setParams] = useSearchParams();
  // Acted on once (handled): a new run function each render does not act again.
  const [connect] = useAppMutation(useConnectOAuthMutation, { success: BILLING_MESSAGES.linked });
  const [checkSession] = useLazyGetCheckoutSessionQuery();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const action = readPaymentsReturn(params);
    if (action.kind === "none") return;
    handled.current = true;
    setParams(withoutReturnParams(params), { replace: true });
    void (async () => {
      switch (action.kind) {
        case "connectError":
          toast.error(action.message);
          return;
        case "paymentSucceeded":
          toast.success(action.message);
          return;
        case "onboardingReturned":
          return;
        case "oauthCode":
          await connect({ code: action.code, state: action.state });
          return;
        case "subscriptionPaid":
          try {
            if (action.sessionId) await checkSession(action.sessionId).unwrap();
            toast.success(BILLING_MESSAGES.subscriptionActivated);
            carryToastOverReload(BILLING_MESSAGES.subscriptionActivated);
            if (typeof BroadcastChannel !== "undefined") {
              const channel = new BroadcastChannel(BILLING_CHANNEL);
              channel.postMessage({ type: "refresh", from: THIS_TAB });
              channel.close();
            }
            window.setTimeout(() => window.location.reload(), RELOAD_AFTER_PAYMENT_MS);
          } catch (error) {
            toast.failure(appErrorOf(error));
          }
          return;
      }
    })();
  }, [params, setParams, connect, checkSession]);
}
