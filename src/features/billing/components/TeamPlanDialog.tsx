import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { getConfig } from "@/lib/config";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { BILLING_MESSAGES, formatPlanPrice, ROOKIE, type Platform, type SubscriptionPlan } from "@rallyhub/domain/billing/model";
import type { ManagedTeam } from "../api/billingRepository";
import { useCancelSubscriptionMutation, useCreateSubscriptionMutation, useGetManagedTeamsForPlansQuery, useGetPlansQuery } from "../api/billingApi";

/** What choosing a plan for a team does (spec §4 Plan change, team). */
export type TeamPlanChoice = "nothing" | "confirmCancel" | "confirmChange" | "checkout";

export function teamPlanChoice(team: Pick<ManagedTeam, "subscription" | "subscriptionId">, plan: Pick<SubscriptionPlan, "id" | "priceId">): TeamPlanChoice {
  if (team.subscription === plan.id) return "nothing";
  const paid = team.subscription !== ROOKIE && team.subscriptionId !== null;
  if (!plan.priceId) return paid ? "confirmCancel" : "nothing";
  // A paid team changing plan asks first, then gets a change-team-subscription checkout;
  // a ROOKIE team choosing a paid plan goes to Checkout for it.
  return paid ? "confirmChange" : "checkout";
}

/**
 * Spec §2.8 Change Plan: a select of the teams the user manages and the team
 * plan cards (per month, USD); spec §4 Plan change, team: a free plan asks to
 * confirm and cancels (the team is ROOKIE again); another paid plan asks to
 * confirm and goes to a change-team-subscription checkout.
 */
export function TeamPlanDialog({ open, onClose, uid, platform }: { open: boolean; onClose: () => void; uid: string; platform: Platform }) {
  const teams = useGetManagedTeamsForPlansQuery(uid, { skip: !open });
  const plans = useGetPlansQuery({ kind: "team", platform }, { skip: !open });
  const [chosenTeamId, setTeamId] = useState<string>("");
  const [confirm, setConfirm] = useState<{ kind: "confirmCancel" | "confirmChange"; plan: SubscriptionPlan } | null>(null);
  const [checkout, checkoutState] = useAppMutation(useCreateSubscriptionMutation);
  const [cancel, cancelState] = useAppMutation(useCancelSubscriptionMutation, { success: BILLING_MESSAGES.cancelled });
  const [leaving, setLeaving] = useState(false);
  const list = teams.data ?? [];
  const team = list.find((t) => t.id === chosenTeamId) ?? list[0] ?? null;
  const busy = leaving || checkoutState.isLoading || cancelState.isLoading;

  const goToCheckout = async (plan: SubscriptionPlan, type: "teams" | "change-team-subscription") => {
    if (!team || !plan.priceId || leaving) return;
    setLeaving(true);
    const session = await checkout({
      items: [{ id: plan.id, name: plan.label, quantity: 1, cost: plan.cost, type, subscriptionPriceId: plan.priceId, platform, teamId: team.id }],
      environment: getConfig().environment === "production" ? "production" : "development",
      cancelPath: "/settings?tab=payments",
    });
    if (!session.data) {
      setLeaving(false);
      return;
    }
    toast.info(BILLING_MESSAGES.toProvider);
    window.location.assign(session.data.url);
  };

  const choose = (plan: SubscriptionPlan) => {
    if (!team) return;
    const choice = teamPlanChoice(team, plan);
    if (choice === "checkout") void goToCheckout(plan, "teams");
    else if (choice !== "nothing") setConfirm({ kind: choice, plan });
  };

  const confirmed = async () => {
    if (!confirm || !team) return;
    if (confirm.kind === "confirmChange") {
      setConfirm(null);
      await goToCheckout(confirm.plan, "change-team-subscription");
      return;
    }
    if (!team.subscriptionId) return;
    const cancelled = await cancel({ type: "teams", id: team.subscriptionId, platform, when: "now" });
    if (cancelled.error) return;
    setConfirm(null);
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="team-plan-title" maxWidth="md" fullWidth>
        <DialogTitle id="team-plan-title">Change Plan</DialogTitle>
        <DialogContent>
          {teams.isLoading ? (
            <Box role="status" aria-label="Loading your teams">
              <Skeleton height={56} />
            </Box>
          ) : teams.isError ? (
            <Typography role="alert" color="error">
              {teams.error.message}{" "}
              <Button size="small" onClick={() => void teams.refetch()}>
                Retry
              </Button>
            </Typography>
          ) : list.length === 0 ? (
            <DialogContentText>You do not manage any teams yet. Create a team to choose a plan for it.</DialogContentText>
          ) : (
            <>
              <FormControl fullWidth sx={{ mt: 1, mb: 3 }}>
                <InputLabel id="team-plan-team-label">Team</InputLabel>
                <Select labelId="team-plan-team-label" label="Team" value={team?.id ?? ""} onChange={(e) => setTeamId(e.target.value)} disabled={busy}>
                  {list.map((t) => (
                    <MenuItem key={t.id} value={t.id}>
                      {t.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              {plans.isError ? (
                <Typography role="alert" color="error">
                  {plans.error.message}{" "}
                  <Button size="small" onClick={() => void plans.refetch()}>
                    Retry
                  </Button>
                </Typography>
              ) : (
                <Box
                  component="ul"
                  aria-label="Team plans"
                  sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } }}
                >
                  {plans.isLoading
                    ? [0, 1, 2].map((i) => (
                        <li key={i}>
                          <Skeleton variant="rounded" height={220} aria-hidden />
                        </li>
                      ))
                    : (plans.data ?? []).map((plan) => {
                        const current = team?.subscription === plan.id;
                        return (
                          <li key={plan.id}>
                            <Card
                              variant="outlined"
                              component="article"
                              aria-label={plan.label}
                              sx={{ height: "100%", display: "flex", flexDirection: "column", borderColor: current ? "primary.main" : undefined, borderWidth: current ? 2 : 1 }}
                            >
                              <CardContent sx={{ flexGrow: 1 }}>
                                <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                                  <Typography component="h3" variant="h6">
                                    {plan.label}
                                  </Typography>
                                  {current ? <Chip size="small" color="success" label="Current plan" /> : null}
                                </Box>
                                <Typography variant="h6" component="p" sx={{ my: 1 }}>
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
                                <Button fullWidth variant={current ? "text" : "contained"} disabled={current || busy} onClick={() => choose(plan)}>
                                  {current ? "Current plan" : `Choose ${plan.label}`}
                                </Button>
                              </CardActions>
                            </Card>
                          </li>
                        );
                      })}
                </Box>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={confirm !== null}
        onClose={cancelState.isLoading ? undefined : () => setConfirm(null)}
        aria-labelledby="team-plan-confirm-title"
        slotProps={{ paper: { sx: { width: 400, maxWidth: "calc(100% - 32px)" } } }}
      >
        <DialogTitle id="team-plan-confirm-title">{confirm?.kind === "confirmCancel" ? "Cancel this team's plan?" : "Change this team's plan?"}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirm?.kind === "confirmCancel"
              ? `${team?.name ?? "The team"} moves to the free ${confirm.plan.label} plan now and loses its paid features.`
              : `${team?.name ?? "The team"} moves to ${confirm?.plan.label ?? "the new plan"}. You pay for it at checkout, and the current plan ends once it is paid.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)} disabled={cancelState.isLoading}>
            Keep current plan
          </Button>
          <Button variant="contained" color={confirm?.kind === "confirmCancel" ? "error" : "primary"} onClick={() => void confirmed()} disabled={busy}>
            {confirm?.kind === "confirmCancel" ? "Cancel plan" : "Continue to checkout"}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
