import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageLoader } from "@/components/PageLoader";
import { appErrorOf } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { InviteListButton } from "@/features/userLists/public";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { useFindAvailablePlayersQuery, useInviteToEventMutation } from "../api/eventsApi";
import { viewerGameTime } from "@/lib/gameTime";

/** The "Find available players" tab: nearby players free at the game's time, to invite one by one or from a list. */
export function FindPlayersTab({ event }: { event: EventRecord }) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}>
        <Typography color="text.secondary">
          Players near the game whose hours, date overrides and travel cover {viewerGameTime(event)}, and who let you see their availability. Nearest first.
        </Typography>
        <Box sx={{ flexShrink: 0 }}>
          <InviteListButton eventId={event.id} />
        </Box>
      </Stack>
      <AvailablePlayers event={event} />
    </Stack>
  );
}

function AvailablePlayers({ event }: { event: EventRecord }) {
  const found = useFindAvailablePlayersQuery(event.id);
  const [invite] = useAppMutation(useInviteToEventMutation);
  if (found.isLoading) return <PageLoader label="Finding available players" />;
  if (found.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void found.refetch()}>Retry</Button>}>
        {appErrorOf(found.error).message}
      </Alert>
    );
  }
  const players = found.data ?? [];
  return players.length === 0 ? (
    <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }}>
      <Typography>Nobody nearby is available then.</Typography>
    </Paper>
  ) : (
    <List aria-label="Available players">
      {players.map((p) => (
        <ListItem
          key={p.uid}
          divider
          secondaryAction={
            <Button
              size="small"
              variant={p.invited ? "text" : "contained"}
              disabled={p.invited}
              onClick={() =>
                void invite({ eventId: event.id, uid: p.uid }).then((done) => {
                  if (!done.error) toast.success(`${p.displayName} invited`, { duration: "short" });
                })
              }
              aria-label={p.invited ? `${p.displayName} invited` : `Invite ${p.displayName}`}
            >
              {p.invited ? "Invited" : "Invite"}
            </Button>
          }
          sx={{ pr: 14 }}
        >
          <ListItemAvatar>
            <Avatar src={p.photoURL || undefined} alt="">
              {p.displayName.slice(0, 1)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={<RouterLink to={`/profile/${p.uid}`}>{p.displayName}</RouterLink>}
            secondary={`${p.distanceMiles} mi · ${p.cityName}${p.sports.length > 0 ? ` · ${p.sports.slice(0, 3).join(", ")}` : ""}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
