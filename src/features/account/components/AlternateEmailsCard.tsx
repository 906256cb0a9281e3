import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
import type { SerializedAppError } from "@/lib/errors";
import { FormTextField } from "@/components/form/FormTextField";
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
  const { control, handleSubmit, reset, formState } = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  const typed = useWatch({ control, name: "email" });
  const [addEmail, adding] = useAddAlternateEmailMutation();
  const [removeEmail, removing] = useRemoveAlternateEmailMutation();
  const busy = adding.isLoading || removing.isLoading || formState.isSubmitting;

  const add = handleSubmit(async ({ email }) => {
    if (!uid) return void toast.error(FAILURE.userNotLoaded);
    try {
      await addEmail({ uid, email }).unwrap();
      toast.success("Alternate emails updated successfully");
      reset({ email: "" });
    } catch (error) {
      // What was typed stays, for another try.
      toast.failure(error as SerializedAppError);
    }
  });

  const remove = async (email: string) => {
    if (!uid) return toast.error(FAILURE.userNotLoaded);
    try {
      await removeEmail({ uid, email }).unwrap();
      toast.success("Alternate emails updated successfully");
    } catch (error) {
      toast.failure(error as SerializedAppError);
    }
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
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} component="form" noValidate onSubmit={(e) => void add(e)}>
          <FormTextField name="email" control={control} label="Add an e-mail" type="email" size="small" helperText=" " sx={{ flexGrow: 1 }} />
          <Button type="submit" variant="outlined" disabled={busy || typed.trim() === ""} sx={{ alignSelf: { sm: "flex-start" }, mt: { sm: 0.25 } }}>
            Add
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
