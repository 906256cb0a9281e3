import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { toast } from "@/lib/toast";
import { deleteAccount, getDeletionBlockers } from "@/features/account/api/accountRepository";
import { useAppDispatch } from "@/lib/hooks";
import { signOutSettled, signOutStarted } from "@/features/auth/public";

/** Spec §5, §9: the confirmation word, case-sensitive. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

type Blockers = { status: "loading" } | { status: "error" } | { status: "ready"; teams: Array<{ id: string; name: string }> };

/**
 * Spec §4 Account deletion dialog: Delete is enabled only once the exact word
 * DELETE is typed and no team blocks the deletion (spec §6: the user must
 * delete or leave their teams first). Mounted only while open.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [blockers, setBlockers] = useState<Blockers>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [confirmation, setConfirmation] = useState("");
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let live = true;
    getDeletionBlockers()
      .then((teams) => {
        if (live) setBlockers({ status: "ready", teams });
      })
      .catch(() => {
        if (live) setBlockers({ status: "error" });
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const blockingTeams = blockers.status === "ready" ? blockers.teams : [];
  const cleared = blockers.status === "ready" && blockingTeams.length === 0;
  const canDelete = cleared && confirmation === DELETE_CONFIRMATION_WORD && !deleting;

  const retry = () => {
    setBlockers({ status: "loading" });
    setAttempt((a) => a + 1);
  };

  const submit = async () => {
    if (!canDelete) return;
    setDeleting(true);
    // The sign-out that deletion brings goes home; the settings page's guard must not send the user to login.
    dispatch(signOutStarted("/"));
    try {
      await deleteAccount();
    } catch {
      dispatch(signOutSettled());
      toast.error("An error occurred while deleting your account.", { duration: "short" });
      setDeleting(false);
      return;
    }
    toast.success("Account deleted successfully.");
    void navigate("/", { replace: true });
  };

  const close = () => {
    if (!deleting) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-description"
    >
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ display: "flex", flexDirection: "column", minHeight: 0 }}>
        <DialogTitle id="delete-account-title">Delete account</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="delete-account-description">
              This permanently deletes your account and your data. It cannot be undone.
            </DialogContentText>
            {blockers.status === "loading" ? (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center" }}>
                <CircularProgress size={18} aria-hidden />
                <Typography color="text.secondary">Checking your teams…</Typography>
              </Stack>
            ) : null}
            {blockers.status === "error" ? (
              <Alert severity="error" action={<Button onClick={retry}>Retry</Button>}>
                Your teams could not be checked. Please try again.
              </Alert>
            ) : null}
            {blockingTeams.length > 0 ? (
              <Alert severity="warning">
                <Typography id="delete-blocking-teams">Delete or leave these teams first:</Typography>
                <Box component="ul" aria-labelledby="delete-blocking-teams" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {blockingTeams.map((team) => (
                    <li key={team.id}>
                      <Link component={RouterLink} to={`/team/${encodeURIComponent(team.id)}`}>
                        {team.name}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Alert>
            ) : null}
            <TextField
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              autoComplete="off"
              fullWidth
              disabled={deleting}
              slotProps={{ htmlInput: { autoCapitalize: "characters", spellCheck: false } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!canDelete} aria-busy={deleting}>
            {deleting ? <CircularProgress size={22} color="inherit" aria-label="Deleting your account" /> : "Delete"}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
