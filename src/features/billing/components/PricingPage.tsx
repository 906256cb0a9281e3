import { useState } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { useRemoteFlag } from "@/components/useRemoteFlag";
import { useAppSelector } from "@/lib/hooks";
import { getConfig } from "@/lib/config";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { loginPath } from "@/lib/session/paths";
import { BILLING_MESSAGES, DEFAULT_PLATFORM, formatPlanPrice, grantsPlan, USER_PLAN_IDS, type Platform, type SubscriptionPlan, type UserPlanId } from "@rallyhub/domain/billing/model";
import { useCancelSubscriptionMutation, useCreateSubscriptionMutation, useGetPlansQuery, useGetUserPlansQuery } from "../api/billingApi";
import { RetryAlert } from "@/components/RetryAlert";
import { BILLING_PAGE_MESSAGES } from "../messages";

const isUserPlanId = (id: string): id is UserPlanId => (USER_PLAN_IDS as string[]).includes(id);

/**
 * pricing/member, member/pricing and organizer/pricing (issue 12): the user
 * plans of the user's platform, in USD per year, the current one marked;
 * a paid plan goes to Checkout, the free one (with a paid plan held) asks to
 * confirm and cancels it (spec §4 Plan change, user type). Hidden while the
 * remote flag subscriptionsEnabled is off.
 */
export function Component() {
  const { pathname } = useLocation();
  const organizer = pathname.startsWith("/organizer");
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const platform: Platform = auth.profile?.platform ?? DEFAULT_PLATFORM;
  const enabled = useRemoteFlag("subscriptionsEnabled");
  const plans = useGetPlansQuery({ kind: "user", platform }, { skip: !enabled });
  const held = useGetUserPlansQuery(uid, { skip: !uid || !enabled });
  const [checkout, checkoutState] = useAppMutation(useCreateSubscriptionMutation);
  const [cancel, cancelState] = useAppMutation(useCancelSubscriptionMutation, { success: BILLING_MESSAGES.cancelled });
  const [confirmFree, setConfirmFree] = useState<UserPlanId | null>(null);
  // On the way to Checkout: a second click starts nothing.
  const [leaving, setLeaving] = useState(false);
  const title = organizer ? "Organizer Pro Pricing" : "Member Plus Pricing";
  // Back to this page after signing up or in.
  const signUpPath = `/auth/sign-up?returnUrl=${encodeURIComponent(pathname)}`;
  const highlight: UserPlanId = organizer ? "organizer_pro" : "member_plus";
  const current = (id: string) => (isUserPlanId(id) ? grantsPlan(held.data?.[id]?.status) : !USER_PLAN_IDS.some((p) => grantsPlan(held.data?.[p]?.status)));

  const choose = async (plan: SubscriptionPlan) => {
    if (!plan.priceId) {
      const paid = USER_PLAN_IDS.find((p) => grantsPlan(held.data?.[p]?.status));
      if (paid) setConfirmFree(paid);
      return;
    }
    if (leaving) return;
    setLeaving(true);
    const session = await checkout({
      items: [{ id: plan.id, name: plan.label, quantity: 1, cost: plan.cost, type: "user", subscriptionPriceId: plan.priceId, platform }],
      environment: getConfig().environment === "production" ? "production" : "development",
      cancelPath: pathname,
    });
    if (!session.data) {
      setLeaving(false);
      return;
    }
    toast.info(BILLING_MESSAGES.toProvider);
    window.location.assign(session.data.url);
  };

  const cancelPaid = async () => {
    if (!confirmFree) return;
    const cancelled = await cancel({ type: "user", id: confirmFree, platform, when: "now" });
    if (!cancelled.error) setConfirmFree(null);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={title} description="Plans for players and organizers: prices in USD, billed yearly." />
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {uid ? null : (
        // A visitor's way in (issue 31): the page's primary action.
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 3 }}>
          <Button component={RouterLink} to={signUpPath} variant="contained" size="large">
            Sign up
          </Button>
          <Button component={RouterLink} to={loginPath(pathname)} size="large">
            Log in
          </Button>
        </Stack>
      )}
      {!enabled ? (
        <Typography color="text.secondary">Plans are not available right now.</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Prices in USD, billed per year. Cancel any time from Subscriptions & Payouts.
          </Typography>
          {plans.isError ? <RetryAlert onRetry={() => void plans.refetch()}>{plans.error.message}</RetryAlert> : null}
          <Box component="ul" aria-label="Plans" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" } }}>
            {plans.isLoading
              ? [0, 1, 2].map((i) => (
                  <li key={i}>
                    <Skeleton variant="rounded" height={320} aria-hidden />
                  </li>
                ))
              : (plans.data ?? []).map((plan) => {
                  const isCurrent = Boolean(uid) && !held.isLoading && current(plan.id);
                  return (
                    <li key={plan.id}>
                      <Card
                        variant="outlined"
                        component="article"
                        aria-label={plan.label}
                        sx={{ height: "100%", display: "flex", flexDirection: "column", borderColor: plan.id === highlight ? "primary.main" : undefined, borderWidth: plan.id === highlight ? 2 : 1 }}
                      >
                        <CardContent sx={{ flexGrow: 1 }}>
                          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                            <Typography component="h2" variant="h6">
                              {plan.label}
                            </Typography>
                            {isCurrent ? <Chip size="small" color="success" label="Current plan" /> : null}
                          </Box>
                          <Typography variant="h5" sx={{ my: 1 }}>
                            {plan.cost > 0 ? formatPlanPrice(plan.cost, plan.interval) : "Free"}
                          </Typography>
                          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                            {plan.features.map((f) => (
                              <li key={f}>
                                <Typography variant="body2">{f}</Typography>
                              </li>
                            ))}
                          </Box>
                        </CardContent>
                        <CardActions>
                          {!uid ? (
                            <Button component={RouterLink} to={signUpPath} variant="outlined" fullWidth>
                              Sign up to choose
                            </Button>
                          ) : isCurrent ? (
                            <Button disabled fullWidth>
                              Your plan
                            </Button>
                          ) : (
                            <Button variant={plan.priceId ? "contained" : "outlined"} fullWidth onClick={() => void choose(plan)} disabled={leaving || checkoutState.isLoading || held.isLoading}>
                              {plan.priceId ? `Choose ${plan.label}` : `Switch to ${plan.label}`}
                            </Button>
                          )}
                        </CardActions>
                      </Card>
                    </li>
                  );
                })}
          </Box>
        </>
      )}
      <Box component="section" aria-labelledby="pricing-fee-title" sx={{ mt: 4 }}>
        <Typography id="pricing-fee-title" component="h2" variant="h6" gutterBottom>
          {BILLING_PAGE_MESSAGES.pricing.feeTitle}
        </Typography>
        <Typography color="text.secondary">{BILLING_PAGE_MESSAGES.pricing.fee}</Typography>
      </Box>
      <Dialog open={confirmFree !== null} onClose={cancelState.isLoading ? undefined : () => setConfirmFree(null)} aria-labelledby="confirm-free-title">
        <DialogTitle id="confirm-free-title">Cancel your subscription?</DialogTitle>
        <DialogContent>
          <DialogContentText>{`Your ${confirmFree === "organizer_pro" ? "Organizer Pro" : "Member Plus"} plan ends now and you move to the Free plan.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmFree(null)} disabled={cancelState.isLoading}>
            Keep my plan
          </Button>
          <Button color="error" variant="contained" onClick={() => void cancelPaid()} disabled={cancelState.isLoading}>
            Cancel subscription
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
