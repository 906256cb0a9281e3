import { Link as RouterLink, useNavigate } from "react-router-dom";
import { useWatch } from "react-hook-form";
import { z } from "zod";
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
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { appErrorOf } from "@/lib/errors";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectUser, signOutSettled, signOutStarted } from "@/lib/session/authSlice";
import { useDeleteAccountMutation, useGetDeletionBlockersQuery } from "../../api/accountApi";

/** Spec §5, §9: the confirmation word, case-sensitive. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** The delete operation's form: the confirmation word, exactly (spec §5 Deletion). */
export const deleteConfirmationSchema = z.object({
  confirmation: z.string().refine((v) => v === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm`),
});

/**
 * Spec §4 Account deletion dialog: Delete is enabled only once the exact word
 * DELETE is typed and no team blocks the deletion (spec §6: the user must
 * delete or leave their teams first). Mounted only while open.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUser)?.uid ?? "";
  const blockers = useGetDeletionBlockersQuery(uid, { refetchOnMountOrArgChange: true });
  // A refusal is told for 3 s (spec §8), with the server's reason.
  const [deleteAccount, deletion] = useAppMutation(useDeleteAccountMutation, { failure: "none" });
  const form = useZodForm(deleteConfirmationSchema, { defaultValues: { confirmation: "" } });
  const { control } = form;
  const confirmation = useWatch({ control, name: "confirmation" });
  const deleting = deletion.isLoading;

  const blockingTeams = blockers.data ?? [];
  const cleared = blockers.isSuccess && !blockers.isFetching && blockingTeams.length === 0;
  const canDelete = cleared && confirmation === DELETE_CONFIRMATION_WORD && !deleting;

  const submit = async () => {
    if (!canDelete) return;
    // The sign-out that deletion brings goes home; the settings page's guard must not send the user to login.
    dispatch(signOutStarted("/"));
    const deleted = await deleteAccount(undefined);
    if (deleted.error) {
      dispatch(signOutSettled());
      toast.error(deleted.error.message, { duration: "short", detail: deleted.error.reason });
      // The server may have found a team meanwhile: show the current list.
      void blockers.refetch();
      return;
    }
    toast.success("Account deleted successfully.");
    void navigate("/", { replace: true });
  };

  const close = () => {
    if (!deleting) onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="delete-account-title" aria-describedby="delete-account-description">
      <ZodForm form={form} onSubmit={submit} sx={{ display: "flex", flexDirection: "column", minHeight: 0 }}>
        <DialogTitle id="delete-account-title">Delete account</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="delete-account-description">This permanently deletes your account and your data. It cannot be undone.</DialogContentText>
            {blockers.isFetching ? (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center" }}>
                <CircularProgress size={18} aria-hidden />
                <Typography color="text.secondary">Checking your teams…</Typography>
              </Stack>
            ) : null}
            {blockers.isError ? (
              <Alert severity="error" action={<Button onClick={() => void blockers.refetch()}>Retry</Button>}>
                {appErrorOf(blockers.error).message}
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
            <FormTextField
              name="confirmation"
              control={control}
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              autoComplete="off"
              fullWidth
              disabled={deleting}
              helperText=" "
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
      </ZodForm>
    </Dialog>
  );
}
