import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { BILLING_MESSAGES, grantsPlan, type Platform, type TeamSubscriptionRecord } from "@rallyhub/domain/billing/model";
import { useCancelSubscriptionMutation, useGetTeamSubscriptionsQuery } from "../api/billingApi";
import { formatDay } from "../model/display";
import { StatusChip } from "./billingParts";
import { TeamPlanDialog } from "./TeamPlanDialog";

/** A subscription that is over, or will be at its period's end, cannot be cancelled again. */
export function isCanceled(sub: Pick<TeamSubscriptionRecord, "status" | "cancelAtPeriodEnd">): boolean {
  return sub.status === "canceled" || sub.cancelAtPeriodEnd;
}

/** Spec §2.8 Team Subscriptions: each with its team, status and next billing; Cancel (spec §4 Team subscription cancel). */
export function TeamSubscriptions({ uid, platform }: { uid: string; platform: Platform }) {
  const subs = useGetTeamSubscriptionsQuery(uid);
  const [cancelling, setCancelling] = useState<TeamSubscriptionRecord | null>(null);
  const [changing, setChanging] = useState(false);
  return (
    <Box component="section" aria-labelledby="team-subscriptions-heading">
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 1 }}>
        <Typography id="team-subscriptions-heading" component="h3" variant="h6">
          Team Subscriptions
        </Typography>
        <Button variant="outlined" onClick={() => setChanging(true)}>
          Change Team Plan
        </Button>
      </Box>
      {subs.isLoading ? (
        <Box role="status" aria-label="Loading team subscriptions">
          <Skeleton height={64} />
        </Box>
      ) : subs.isError ? (
        <Typography role="alert" color="error">
          {subs.error.message}{" "}
          <Button size="small" onClick={() => void subs.refetch()}>
            Retry
          </Button>
        </Typography>
      ) : (subs.data ?? []).length === 0 ? (
        <Typography color="text.secondary">{BILLING_MESSAGES.noTeamSubscriptions}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {(subs.data ?? []).map((sub) => {
            const name = sub.metadata.team.name || "Team Subscription";
            const canceled = isCanceled(sub);
            return (
              <Box
                component="li"
                key={sub.id}
                aria-label={name}
                sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1, display: "flex", gap: 2, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{name}</Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                    <StatusChip status={sub.status} />
                    {sub.periodEnd !== null && grantsPlan(sub.status) ? (
                      <Typography variant="body2" color="text.secondary">
                        {sub.cancelAtPeriodEnd ? `Active until ${formatDay(sub.periodEnd)}` : `Next billing: ${formatDay(sub.periodEnd)}`}
                      </Typography>
                    ) : null}
                  </Stack>
                </Box>
                <Button variant="outlined" color="error" disabled={canceled} onClick={() => setCancelling(sub)}>
                  {canceled ? "Canceled" : "Cancel"}
                </Button>
              </Box>
            );
          })}
        </Stack>
      )}
      <CancelTeamDialog sub={cancelling} platform={platform} onClose={() => setCancelling(null)} />
      {changing ? <TeamPlanDialog open uid={uid} platform={platform} onClose={() => setChanging(false)} /> : null}
    </Box>
  );
}

/** Spec §4 Team subscription cancel, width 400 (spec §9). */
function CancelTeamDialog({ sub, platform, onClose }: { sub: TeamSubscriptionRecord | null; platform: Platform; onClose: () => void }) {
  const [cancel, state] = useAppMutation(useCancelSubscriptionMutation, { failure: "none" });
  const confirm = async () => {
    if (!sub) return;
    const progress = toast.show({ message: BILLING_MESSAGES.cancelling, severity: "info" });
    const cancelled = await cancel({ type: "teams", id: sub.id, platform, when: "periodEnd" });
    // The progress message goes before the outcome shows.
    toast.dismiss(progress);
    if (cancelled.error) {
      toast.failure(cancelled.error);
      return;
    }
    toast.success(BILLING_MESSAGES.subscriptionCancelled);
    onClose();
  };
  return (
    <Dialog open={sub !== null} onClose={state.isLoading ? undefined : onClose} aria-labelledby="cancel-team-title" slotProps={{ paper: { sx: { width: 400, maxWidth: "calc(100% - 32px)" } } }}>
      <DialogTitle id="cancel-team-title">Cancel Team Subscription</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`The subscription for ${sub?.metadata.team.name || "this team"} stays active until the end of the current period${sub?.periodEnd ? ` (${formatDay(sub.periodEnd)})` : ""}. After that the team loses access to its paid features. This cannot be undone.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.isLoading}>
          Keep Subscription
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={state.isLoading}>
          Cancel Subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}
