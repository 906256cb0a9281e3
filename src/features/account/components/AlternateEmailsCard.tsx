import { useState } from "react";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import CloseIcon from "@mui/icons-material/Close";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/app/hooks";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/features/auth/model/authSlice";
import { addToList, removeFromList, updateUserFields } from "../api/userSettings";
import { alternateEmailProblem } from "../model/alternateEmails";

/** Spec §2.7 alternate e-mails card; adding and removing save immediately (spec §5). */
export function AlternateEmailsCard() {
  const auth = useAppSelector(selectAuth);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emails = auth.profile?.alternateEmails ?? [];
  const uid = auth.user?.uid;

  const add = async () => {
    if (!uid) return toast.error("User not loaded");
    const problem = alternateEmailProblem(value, emails, auth.profile?.email || auth.user?.email || "");
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await updateUserFields(uid, { alternateEmails: addToList(value.trim()) }, "Failed to update alternate emails");
      toast.success("Alternate emails updated successfully");
      setValue("");
    } catch {
      toast.error("Failed to update alternate emails");
    } finally {
      setBusy(false);
    }
  };

  const remove = async (email: string) => {
    if (!uid) return toast.error("User not loaded");
    setBusy(true);
    try {
      await updateUserFields(uid, { alternateEmails: removeFromList(email) }, "Failed to update alternate emails");
      toast.success("Alternate emails updated successfully");
    } catch {
      toast.error("Failed to update alternate emails");
    } finally {
      setBusy(false);
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
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void add())}>
          <TextField
            label="Add an e-mail"
            type="email"
            size="small"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? " "}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={busy || value.trim() === ""} sx={{ alignSelf: { sm: "flex-start" }, mt: { sm: 0.25 } }}>
            Add
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
