import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { useAppMutation, type FailureTarget } from "@/lib/useAppMutation";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/lib/session/authSlice";
import type { ActivitySubscription } from "@/lib/session/userProfile";
import { useRequestActivityConfirmationMutation, useSaveActivitySubscriptionsMutation } from "../api/settingsApi";
import {
  draftFromSubscription,
  formatDateSpan,
  formatRadius,
  groupByCity,
  newDraft,
  nextSubscriptionId,
  removeSubscription,
  subscriptionFromValues,
  todayDay,
  upsertSubscription,
  type ActivitySubscriptionDraft,
  type ActivitySubscriptionFormValues,
} from "../model/activitySubscriptions";
import { ActivitySubscriptionForm } from "./ActivitySubscriptionForm";

const SAVED_MESSAGE = "Updated user data successfully.";

const describeEntry = (sub: ActivitySubscription) => `${sub.address.name}, ${formatRadius(sub.radius).toLowerCase()}`;

/** Settings tab 'activities-subscription' (spec §2.9, §4 Activity subscriptions): the user's subscriptions, per city. */
export default function ActivitySubscriptionTab() {
  const auth = useAppSelector(selectAuth);
  const [form, setForm] = useState<{ draft: ActivitySubscriptionDraft; id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<ActivitySubscription | null>(null);
  // A failed save shows in the form (what was typed stays); a failed delete as a toast.
  const [saveList, saving] = useAppMutation(useSaveActivitySubscriptionsMutation, { failure: "form" });
  const [requestConfirmation] = useRequestActivityConfirmationMutation();
  const uid = auth.user?.uid;
  if (!uid || !auth.profile) return <PageLoader label="Loading your activity subscriptions" />;

  // The saved list (a save shows at once: the mutation patches the profile, and undoes it if the write fails).
  const list = auth.profile.activitySubscriptions;
  const groups = groupByCity(list);

  const persist = (next: ActivitySubscription[], form?: FailureTarget) => saveList({ uid, list: next, previous: list }, form);

  const openAdd = () => setForm({ draft: newDraft(todayDay()), id: null });
  const openEdit = (sub: ActivitySubscription) => setForm({ draft: draftFromSubscription(sub), id: sub.id });

  /** Spec §4: add or replace by id, persist the whole list, then ask for the confirmation e-mail. */
  const save = async (values: ActivitySubscriptionFormValues, target: FailureTarget) => {
    const id = form?.id ?? nextSubscriptionId(list);
    if ((await persist(upsertSubscription(list, subscriptionFromValues(values, id)), target)).error) return;
    setForm(null);
    toast.success(SAVED_MESSAGE, { duration: "short" });
    // Spec §8: a failed confirmation e-mail is silently ignored; the subscription is saved.
    void requestConfirmation(id);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    if ((await persist(removeSubscription(list, deleting.id))).error) return;
    setDeleting(null);
    toast.success(SAVED_MESSAGE, { duration: "short" });
  };
  const deleteBusy = saving.isLoading && deleting !== null;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 2, flexWrap: "wrap" }}>
        <Box>
          <Typography variant="h5" component="h2" gutterBottom>
            Activity Subscription
          </Typography>
          <Typography color="text.secondary">Get an e-mail when new events for your activities are created near the cities you choose.</Typography>
        </Box>
        {groups.length > 0 ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
            Add City
          </Button>
        ) : null}
      </Stack>

      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: "center" }}>
          <Typography variant="h6" component="p" gutterBottom>
            No cities yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Add a city to hear about new events around it.
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
            Add City
          </Button>
        </Paper>
      ) : (
        groups.map((group) => (
          <Paper key={group.city} variant="outlined" component="section" aria-label={group.city}>
            <Typography variant="h6" component="h3" sx={{ px: 2, pt: 1.5 }}>
              {group.city}
            </Typography>
            <List aria-label={`Subscriptions for ${group.city}`}>
              {group.items.map((sub, i) => (
                <ListItem
                  key={sub.id}
                  divider={i < group.items.length - 1}
                  sx={{ pr: 12 }}
                  secondaryAction={
                    <Stack direction="row">
                      <IconButton aria-label={`Edit ${describeEntry(sub)}`} onClick={() => openEdit(sub)}>
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton aria-label={`Delete ${describeEntry(sub)}`} onClick={() => setDeleting(sub)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Stack>
                  }
                >
                  <ListItemText
                    primary={formatRadius(sub.radius)}
                    secondary={
                      <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                        <Stack component="span" direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
                          {sub.activities.length === 0 ? (
                            <Chip component="span" size="small" variant="outlined" label="All activities" />
                          ) : (
                            sub.activities.map((a) => <Chip key={a} component="span" size="small" label={a} />)
                          )}
                        </Stack>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {formatDateSpan(sub.startDate, sub.endDate)}
                        </Typography>
                      </Stack>
                    }
                    slotProps={{ secondary: { component: "span" } }}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        ))
      )}

      {form ? <ActivitySubscriptionForm initial={form.draft} editing={form.id !== null} onCancel={() => setForm(null)} onSave={save} /> : null}

      {deleting ? (
        <Dialog open onClose={deleteBusy ? undefined : () => setDeleting(null)} maxWidth="xs" fullWidth aria-labelledby="delete-subscription-title">
          <DialogTitle id="delete-subscription-title">Delete this subscription?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              You will no longer hear about events {formatRadius(deleting.radius).toLowerCase()} of {deleting.address.name}.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)} disabled={deleteBusy}>
              Cancel
            </Button>
            <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={deleteBusy}>
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Stack>
  );
}
