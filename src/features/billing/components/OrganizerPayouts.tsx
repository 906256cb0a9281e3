import { useState } from "react";
import Alert from "@mui/material/Alert";
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
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { brand } from "@/lib/brand";
import { getConfig } from "@/lib/config";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { accountIsActive, BILLING_MESSAGES, DEFAULT_COUNTRY, formatRequirement, PAYMENT_COUNTRIES, type Platform } from "@rallyhub/domain/billing/model";
import { useGetAccountQuery, useLinkOrCreateAccountMutation, useUnlinkAccountMutation } from "../api/billingApi";

const PROVIDER = brand.paymentProviderName;

/** Where the provider's pages are for this build (spec §7: environment). */
function environment(): "development" | "production" {
  return getConfig().environment === "production" ? "production" : "development";
}

/** Starts onboarding (new) or the OAuth consent (link), then leaves for the provider's page. */
function useGoToProvider(platform: Platform) {
  const [link, state] = useAppMutation(useLinkOrCreateAccountMutation);
  const go = async (type: "new" | "link", country: string) => {
    const account = await link({ type, country, platform, environment: environment(), useLocalhost: environment() !== "production" });
    if (!account.data) return;
    toast.info(BILLING_MESSAGES.toProvider);
    window.location.assign(account.data.url);
  };
  return { go, going: state.isLoading };
}

/** Spec §2.8 Organizer Payouts: the connected account, or 'Start {provider} Setup'. */
export function OrganizerPayouts({ platform }: { platform: Platform }) {
  const profile = useAppSelector(selectAuth).profile;
  const [connectOpen, setConnectOpen] = useState(false);
  const stripeId = profile?.stripeId ?? null;
  return (
    <Box component="section" aria-labelledby="payouts-heading">
      <Typography id="payouts-heading" component="h3" variant="h6" gutterBottom>
        Organizer Payouts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Receive payments for your events, forms and invoices through ${PROVIDER}.`}
      </Typography>
      {stripeId ? (
        <ConnectedAccount stripeId={stripeId} platform={platform} />
      ) : (
        <Button variant="contained" onClick={() => setConnectOpen(true)}>
          {`Start ${PROVIDER} Setup`}
        </Button>
      )}
      <ConnectDialog open={connectOpen} platform={platform} onClose={() => setConnectOpen(false)} />
    </Box>
  );
}

/** Spec §4 Payments account: Active, or Incomplete with what is due and Complete Verification. */
function ConnectedAccount({ stripeId, platform }: { stripeId: string; platform: Platform }) {
  const account = useGetAccountQuery(stripeId);
  const profile = useAppSelector(selectAuth).profile;
  const { go, going } = useGoToProvider(platform);
  const [unlinkOpen, setUnlinkOpen] = useState(false);
  const state = account.data ?? { stripeChargesEnabled: profile?.stripeChargesEnabled ?? false, stripeDetailsSubmitted: profile?.stripeDetailsSubmitted ?? false, requirements: { currently_due: [] } };
  const active = accountIsActive(state);
  /** The account's state as the provider tells it now (not while loading, nor after a failed read). */
  const known = !account.isLoading && !account.isError;
  const due = account.data?.requirements.currently_due ?? [];
  return (
    <Card variant="outlined" component="article" aria-label={`${PROVIDER} account`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {`${PROVIDER} account`}
          </Typography>
          {account.isLoading ? (
            <Skeleton width={72} />
          ) : account.isError ? (
            // The provider could not be asked: what the profile last recorded may be stale, so no state is claimed beside the failure.
            <Chip size="small" label="Status unknown" variant="outlined" />
          ) : (
            <Chip size="small" label={active ? "Active" : "Incomplete"} color={active ? "success" : "warning"} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {stripeId}
        </Typography>
        {account.isError ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void account.refetch()}>
                Retry
              </Button>
            }
          >
            {account.error.message}
          </Alert>
        ) : null}
        {known && !active ? (
          due.length > 0 ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Still needed:
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                {due.map((r) => (
                  <li key={r}>
                    <Typography variant="body2">{formatRequirement(r)}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ) : (
            <Typography sx={{ mt: 2 }}>{`Your ${PROVIDER} setup is incomplete...`}</Typography>
          )
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {known && !active ? (
          <Button variant="contained" onClick={() => void go("new", DEFAULT_COUNTRY)} disabled={going}>
            Complete Verification
          </Button>
        ) : null}
        <Button color="error" onClick={() => setUnlinkOpen(true)}>
          Unlink account
        </Button>
      </CardActions>
      <UnlinkDialog open={unlinkOpen} onClose={() => setUnlinkOpen(false)} />
    </Card>
  );
}

/** Spec §9: max width 340. */
function UnlinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [unlink, state] = useAppMutation(useUnlinkAccountMutation, { success: BILLING_MESSAGES.unlinked });
  const confirm = async () => {
    if (!(await unlink(undefined)).error) onClose();
  };
  return (
    <Dialog open={open} onClose={state.isLoading ? undefined : onClose} aria-labelledby="unlink-title" slotProps={{ paper: { sx: { maxWidth: 340 } } }}>
      <DialogTitle id="unlink-title">Unlink account?</DialogTitle>
      <DialogContent>
        <DialogContentText>{`You will stop receiving payouts through this ${PROVIDER} account until you connect one again.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.isLoading}>
          Keep
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={state.isLoading}>
          Unlink
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Spec §2.8: the connect dialog (550x500): a country, then create or link. */
function ConnectDialog({ open, platform, onClose }: { open: boolean; platform: Platform; onClose: () => void }) {
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const { go, going } = useGoToProvider(platform);
  return (
    <Dialog open={open} onClose={going ? undefined : onClose} aria-labelledby="connect-title" slotProps={{ paper: { sx: { width: 550, maxWidth: "calc(100% - 32px)", minHeight: { sm: 500 } } } }}>
      <DialogTitle id="connect-title">{`Connect to ${PROVIDER}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 3 }}>{`Create a ${PROVIDER} account to receive payouts, or link one you already have.`}</DialogContentText>
        <TextField select fullWidth label="Country" value={country} onChange={(e) => setCountry(e.target.value)} helperText="Where you or your business is based">
          {PAYMENT_COUNTRIES.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={() => void go("new", country)} disabled={going}>
            {`Create ${PROVIDER} Account`}
          </Button>
          <Button variant="outlined" onClick={() => void go("link", country)} disabled={going}>
            {`Link Existing ${PROVIDER} Account`}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={going}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
