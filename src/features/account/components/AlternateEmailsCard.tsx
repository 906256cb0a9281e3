import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import CloseIcon from "@mui/icons-material/Close";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { FAILURE } from "@/lib/messages";
import { useAppMutation } from "@/lib/useAppMutation";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { selectAuth } from "@/lib/session/authSlice";
import { useAddAlternateEmailMutation, useRemoveAlternateEmailMutation } from "../api/settingsApi";
import { alternateEmailSchema } from "../model/alternateEmails";

/** Spec §2.7 alternate e-mails card; adding and removing save immediately (spec §5). */
export function AlternateEmailsCard() {
  const auth = useAppSelector(selectAuth);
  const emails = useMemo(() => auth.profile?.alternateEmails ?? [], [auth.profile?.alternateEmails]);
  const uid = auth.user?.uid;
  const accountEmail = auth.profile?.email || auth.user?.email || "";
  const schema = useMemo(() => alternateEmailSchema(emails, accountEmail), [emails, accountEmail]);
  const form = useZodForm(schema, { defaultValues: { email: "" }, mode: "onSubmit" });
  const { control, reset, formState } = form;
  const typed = useWatch({ control, name: "email" });
  const [addEmail, adding] = useAppMutation(useAddAlternateEmailMutation, { success: "Alternate emails updated successfully" });
  const [removeEmail, removing] = useAppMutation(useRemoveAlternateEmailMutation, { success: "Alternate emails updated successfully" });
  const busy = adding.isLoading || removing.isLoading || formState.isSubmitting;

  const add = async ({ email }: { email: string }) => {
    if (!uid) return void toast.error(FAILURE.userNotLoaded);
    // A failure leaves what was typed, for another try.
    if (!(await addEmail({ uid, email })).error) reset({ email: "" });
  };

  const remove = async (email: string) => {
    if (!uid) return toast.error(FAILURE.userNotLoaded);
    await removeEmail({ uid, email });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="alt-emails-title">
      <CardContent>
        <Typography id="alt-emails-title" variant="h6" component="h3" gutterBottom>
          Alternate e-mails
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          Other addresses organizers might have for you, so invitations and registrations sent there find you.
        </Typography>
        {emails.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No alternate e-mails yet.
          </Typography>
        ) : (
          <List dense aria-label="Alternate e-mails" sx={{ mb: 1 }}>
            {emails.map((e) => (
              <ListItem
                key={e}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove ${e}`} disabled={busy} onClick={() => void remove(e)}>
                    <CloseIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={e} />
              </ListItem>
            ))}
          </List>
        )}
        <ZodForm form={form} onSubmit={add}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <FormTextField name="email" control={control} label="Add an e-mail" type="email" size="small" helperText=" " sx={{ flexGrow: 1 }} />
            <Button type="submit" variant="outlined" disabled={busy || typed.trim() === ""} sx={{ alignSelf: { sm: "flex-start" }, mt: { sm: 0.25 } }}>
              Add
            </Button>
          </Stack>
        </ZodForm>
      </CardContent>
    </Card>
  );
}
