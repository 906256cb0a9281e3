import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/app/hooks";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { toast } from "@/lib/toast";
import { selectUser } from "@/features/auth/model/authSlice";
import { deleteNotification, markNotificationRead, type AppNotification } from "@/features/account/api/notificationsRepository";
import { respondToFamilyRequest } from "@/features/account/api/familyRepository";
import { useUnreadNotifications } from "@/features/account/components/useUnreadNotifications";

const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** The notifications route: unread notifications, with family requests answerable in place. */
export function Component() {
  const user = useAppSelector(selectUser);
  const { items, loading, error } = useUnreadNotifications(user?.uid ?? null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (n: AppNotification, work: () => Promise<void>, success: string | null, failure: string) => {
    setBusy(n.id);
    try {
      await work();
      if (success) toast.success(success, { duration: "short" });
    } catch {
      toast.error(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Notifications" robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        Notifications
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading ? <PageLoader label="Loading notifications" /> : null}
      {!loading && !error && items.length === 0 ? (
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
              return (
                <ListItem key={`${n.collection}-${n.id}`} divider sx={{ flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}>
                  <ListItemText primary={n.title || "Notification"} secondary={`${n.message}${n.createdAt ? ` · ${timeFormat.format(n.createdAt)}` : ""}`} sx={{ flexBasis: { xs: "100%", sm: "auto" } }} />
                  <Stack direction="row" spacing={1}>
                    {isRequest ? (
                      <>
                        <Button size="small" variant="contained" disabled={busy === n.id} onClick={() => void act(n, () => respondToFamilyRequest(connectionId, true), "Family connection confirmed", "The request could not be answered. Please try again.")}>
                          Accept
                        </Button>
                        <Button size="small" disabled={busy === n.id} onClick={() => void act(n, () => respondToFamilyRequest(connectionId, false), "Family connection request declined", "The request could not be answered. Please try again.")}>
                          Decline
                        </Button>
                      </>
                    ) : (
                      <>
                        <Button size="small" disabled={busy === n.id} onClick={() => void act(n, () => markNotificationRead(n), null, "Could not mark it read. Please try again.")}>
                          Mark read
                        </Button>
                        <Button size="small" color="error" disabled={busy === n.id} onClick={() => void act(n, () => deleteNotification(n), null, "Could not delete it. Please try again.")}>
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
