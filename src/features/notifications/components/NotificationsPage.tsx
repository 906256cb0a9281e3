import { Link as RouterLink } from "react-router-dom";
import { Suspense, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { toast } from "@/lib/toast";
import { selectUser } from "@/lib/session/authSlice";
import { useRespondFamilyRequestMutation } from "@/features/account/public";
import { TeamInvitations } from "@/features/teams/public";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation, type AppMutationResult } from "@/lib/useAppMutation";
import { useDeleteNotificationMutation, useGetUnreadNotificationsQuery, useMarkNotificationReadMutation } from "../api/notificationsApi";
import type { AppNotification } from "../api/notificationsRepository";

const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** The notifications route: unread notifications, with family requests answerable in place. */
export function Component() {
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? "";
  const { data, isLoading, isError, error, refetch } = useGetUnreadNotificationsQuery(uid, { skip: !uid });
  const [markRead] = useAppMutation(useMarkNotificationReadMutation);
  const [remove] = useAppMutation(useDeleteNotificationMutation);
  const [respond] = useAppMutation(useRespondFamilyRequestMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const items = data ?? [];
  const loading = !uid || isLoading;

  /** Runs one action on a notification (a failure shows as a toast), with its success message if it has one. */
  const act = async (n: AppNotification, work: () => Promise<AppMutationResult<unknown>>, success: string | null) => {
    setBusy(n.id);
    const done = await work();
    setBusy(null);
    if (!done.error && success) toast.success(success, { duration: "short" });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Notifications" robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        Notifications
      </Typography>
      {uid ? (
        <Suspense fallback={null}>
          <TeamInvitations uid={uid} />
        </Suspense>
      ) : null}
      {isError ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
          {appErrorOf(error).message}
        </Alert>
      ) : null}
      {loading ? <PageLoader label="Loading notifications" /> : null}
      {!loading && !isError && items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography>You're all caught up.</Typography>
        </Paper>
      ) : null}
      {items.length > 0 ? (
        <Paper variant="outlined">
          <List aria-label="Unread notifications">
            {items.map((n) => {
              const connectionId = typeof n.data.connectionId === "string" ? n.data.connectionId : null;
              const isRequest = n.type === "familyConnectionRequest" && connectionId !== null;
              // A page of this app the notification is about (e.g. an invoice to pay): never another site.
              const link = typeof n.data.link === "string" && /^\/(?!\/)/.test(n.data.link) ? n.data.link : null;
              return (
                <ListItem key={`${n.collection}-${n.id}`} divider sx={{ flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}>
                  <ListItemText
                    primary={n.title || "Notification"}
                    secondary={`${n.message}${n.createdAt ? ` · ${timeFormat.format(n.createdAt)}` : ""}`}
                    sx={{ flexBasis: { xs: "100%", sm: "auto" } }}
                  />
                  <Stack direction="row" spacing={1}>
                    {isRequest ? (
                      <>
                        <Button size="small" variant="contained" disabled={busy === n.id} onClick={() => void act(n, () => respond({ connectionId, accept: true }), "Family connection confirmed")}>
                          Accept
                        </Button>
                        <Button size="small" disabled={busy === n.id} onClick={() => void act(n, () => respond({ connectionId, accept: false }), "Family connection request declined")}>
                          Decline
                        </Button>
                      </>
                    ) : (
                      <>
                        {link ? (
                          <Button size="small" variant="contained" component={RouterLink} to={link}>
                            Open
                          </Button>
                        ) : null}
                        <Button size="small" disabled={busy === n.id} onClick={() => void act(n, () => markRead(n), null)}>
                          Mark read
                        </Button>
                        <Button size="small" color="error" disabled={busy === n.id} onClick={() => void act(n, () => remove(n), null)}>
                          Delete
                        </Button>
                      </>
                    )}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      ) : null}
    </Container>
  );
}
