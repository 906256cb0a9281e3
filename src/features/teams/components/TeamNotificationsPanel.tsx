import { useEffect, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { toast } from "@/lib/toast";
import type { SerializedAppError } from "@/lib/errors";
import { TEAM_LIMITS, teamNotificationSchema } from "@shared/teams/schema";
import { useGetTeamNotificationsQuery, useMarkTeamReadMutation, usePostTeamNotificationMutation } from "../api/teamsApi";

const when = (ms: number) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(ms));

/** A new notification's id: time-ordered and unique enough for one team. */
const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function PostForm({ teamId }: { teamId: string }) {
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [post, posting] = usePostTeamNotificationMutation();
  const send = async () => {
    const parsed = teamNotificationSchema.safeParse({ title, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the notification");
      return;
    }
    setError(null);
    try {
      await post({ teamId, id: newId(), ...parsed.data }).unwrap();
      toast.success("Posted to the team");
      setTitle("");
      setBody("");
    } catch (e) {
      const failure = e as SerializedAppError;
      setError(failure.reason ?? failure.message);
    }
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="Post to the team"
      noValidate
      sx={{ p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack spacing={1}>
        <TextField label="Title" required value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.notificationTitle } }} />
        <TextField label="Message" multiline minRows={2} value={body} onChange={(e) => setBody(e.target.value)} slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.notificationBody } }} />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={posting.isLoading} sx={{ alignSelf: "flex-start" }}>
          Post
        </Button>
      </Stack>
    </Paper>
  );
}

/** Team notifications (team/{teamId}/team-notifications): members read them, managers post them. */
export function TeamNotificationsPanel({ teamId, canManage, uid }: { teamId: string; canManage: boolean; uid: string }) {
  const list = useGetTeamNotificationsQuery(teamId);
  const [markRead] = useMarkTeamReadMutation();
  // Opening the notifications reads them (the unread count on my communities goes back to 0).
  const loaded = list.isSuccess;
  useEffect(() => {
    if (loaded) void markRead({ uid, teamId });
  }, [loaded, markRead, uid, teamId]);
  return (
    <Stack spacing={2}>
      {canManage ? <PostForm teamId={teamId} /> : null}
      {list.isLoading ? (
        <Skeleton variant="rounded" height={100} aria-label="Loading the team notifications" />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>Try again</Button>}>
          The team notifications could not be loaded.
        </Alert>
      ) : (list.data ?? []).length === 0 ? (
        <Typography color="text.secondary">No team notifications yet.</Typography>
      ) : (
        <List aria-label="Team notifications" disablePadding>
          {(list.data ?? []).map((n) => (
            <ListItem key={n.id} divider alignItems="flex-start">
              <ListItemText primary={n.title} secondary={[n.body, when(n.createdAt)].filter(Boolean).join(" · ")} slotProps={{ secondary: { sx: { whiteSpace: "pre-line" } } }} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
