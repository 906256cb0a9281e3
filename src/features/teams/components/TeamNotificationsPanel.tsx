import { useEffect, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LoadingBlock } from "@/components/LoadingBlock";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppMutation } from "@/lib/useAppMutation";
import { TEAM_LIMITS, teamNotificationSchema } from "@rallyhub/domain/teams/schema";
import type { TeamNotification } from "@rallyhub/domain/teams/types";
import { useGetTeamNotificationsQuery, useMarkTeamReadMutation, usePostTeamNotificationMutation, useUpdateTeamNotificationMutation } from "../api/teamsApi";

const when = (ms: number) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(ms));

/** A new notification's id (spec §5: required to create one): time-ordered and unique enough for one team. */
const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Post a new team notification, or edit one (update by id). */
function NotificationForm({ teamId, editing, onDone }: { teamId: string; editing: TeamNotification | null; onDone?: () => void }) {
  const [post] = useAppMutation(usePostTeamNotificationMutation, { success: "Posted to the team", failure: "form" });
  const [update] = useAppMutation(useUpdateTeamNotificationMutation, { success: "Notification updated", failure: "form" });
  const label = editing ? `Edit ${editing.title}` : "Post to the team";
  return (
    <Paper variant="outlined" sx={{ p: 2, width: "100%" }}>
      <ZodForm
        schema={teamNotificationSchema}
        defaultValues={editing ? { title: editing.title, body: editing.body } : { title: "", body: "" }}
        aria-label={label}
        onSubmit={async (values, form) => {
          const saved = editing ? await update({ teamId, id: editing.id, ...values }, form) : await post({ teamId, id: newId(), ...values }, form);
          if (saved.error) return;
          if (!editing) form.reset({ title: "", body: "" });
          onDone?.();
        }}
      >
        {({ formState }) => (
          <Stack spacing={1}>
            <FormTextField name="title" label="Title" required maxLength={TEAM_LIMITS.notificationTitle} />
            <FormTextField name="body" label="Message" multiline minRows={2} maxLength={TEAM_LIMITS.notificationBody} />
            <FormFailure brief />
            <Stack direction="row" spacing={1}>
              <SubmitButton busy={formState.isSubmitting} size="medium">
                {editing ? "Save" : "Post"}
              </SubmitButton>
              {editing ? <Button onClick={onDone}>Cancel</Button> : null}
            </Stack>
          </Stack>
        )}
      </ZodForm>
    </Paper>
  );
}

/** Team notifications (team/{teamId}/team-notifications): members read them, managers post them. */
export function TeamNotificationsPanel({ teamId, canManage, uid }: { teamId: string; canManage: boolean; uid: string }) {
  const list = useGetTeamNotificationsQuery(teamId);
  const [markRead] = useMarkTeamReadMutation();
  const [editingId, setEditingId] = useState<string | null>(null);
  // Opening the notifications reads them (the unread count on my communities goes back to 0).
  const loaded = list.isSuccess;
  useEffect(() => {
    if (loaded) void markRead({ uid, teamId });
  }, [loaded, markRead, uid, teamId]);
  return (
    <Stack spacing={2}>
      {canManage ? <NotificationForm teamId={teamId} editing={null} /> : null}
      {list.isLoading ? (
        <LoadingBlock label="Loading the team notifications" height={100} />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>Try again</Button>}>
          The team notifications could not be loaded.
        </Alert>
      ) : (list.data ?? []).length === 0 ? (
        <Typography color="text.secondary">No team notifications yet.</Typography>
      ) : (
        <List aria-label="Team notifications" disablePadding>
          {(list.data ?? []).map((n) => (
            <ListItem
              key={n.id}
              divider
              alignItems="flex-start"
              secondaryAction={
                canManage && editingId !== n.id ? (
                  <Button size="small" aria-label={`Edit ${n.title}`} onClick={() => setEditingId(n.id)}>
                    Edit
                  </Button>
                ) : undefined
              }
            >
              {editingId === n.id ? (
                <NotificationForm teamId={teamId} editing={n} onDone={() => setEditingId(null)} />
              ) : (
                <ListItemText
                  primary={n.title}
                  secondary={[n.body, `${when(n.createdAt)}${n.updatedAt > n.createdAt + 1000 ? " (edited)" : ""}`].filter(Boolean).join(" · ")}
                  slotProps={{ secondary: { sx: { whiteSpace: "pre-line" } } }}
                />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
