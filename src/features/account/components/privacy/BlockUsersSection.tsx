import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { APP_MESSAGES } from "@/lib/messages";
import type { FoundUser } from "../../api/accountCallables";
import { useBlockUsersMutation, useUnblockUserMutation } from "../../api/settingsApi";
import { entryLabel, isAlreadyBlocked, isMaskedEmail, type BlockListEntry } from "../../model/blocklist";
import { UserSearch, type ResultStatus } from "./UserSearch";
import { usePrivacySettings } from "./usePrivacySettings";

/** The entry stored for a found user. A masked e-mail (uid search) identifies nobody, so it is not kept. */
export function entryForUser(user: FoundUser): BlockListEntry {
  return { userId: user.uid, email: isMaskedEmail(user.email) ? "" : user.email };
}

/** Spec §2.9, §5: pick users to block, block them, and the current block list with Unblock. */
export function BlockUsersSection() {
  const { uid, settings } = usePrivacySettings();
  const [blockUsers] = useAppMutation(useBlockUsersMutation, { success: "User(s) successfully blocked." });
  const [unblockUser] = useAppMutation(useUnblockUserMutation, { success: "User unblocked successfully." });
  const blocklist = settings.blocklist;
  const [chosen, setChosen] = useState<FoundUser[]>([]);
  const [blocking, setBlocking] = useState(false);
  const [unblocking, setUnblocking] = useState<BlockListEntry | null>(null);

  const statusOf = (user: FoundUser): ResultStatus => {
    if (isAlreadyBlocked(entryForUser(user), blocklist)) return "blocked";
    return chosen.some((c) => c.uid === user.uid) ? "chosen" : "available";
  };

  const choose = (user: FoundUser) => {
    // Spec §5: users already blocked cannot be selected.
    if (statusOf(user) !== "available") return;
    setChosen((list) => [...list, user]);
  };

  const block = async () => {
    const entries = chosen.map(entryForUser).filter((e) => !isAlreadyBlocked(e, blocklist));
    if (entries.length === 0) {
      // They were blocked meanwhile (another tab or device).
      toast.error(APP_MESSAGES.failure.alreadyBlocked);
      setChosen([]);
      return;
    }
    setBlocking(true);
    const blocked = await blockUsers({ uid, entries });
    if (!blocked.error) setChosen([]);
    setBlocking(false);
  };

  const unblock = async (entry: BlockListEntry) => {
    setUnblocking(entry);
    await unblockUser({ uid, entry });
    setUnblocking(null);
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">Blocked users cannot see your profile or find you in Discover.</Typography>
      <UserSearch statusOf={statusOf} onChoose={choose} />
      {chosen.length > 0 ? (
        <Box>
          <Typography id="chosen-users-label" variant="body2" color="text.secondary" gutterBottom>
            To block
          </Typography>
          <Box component="ul" aria-labelledby="chosen-users-label" sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", m: 0, p: 0 }}>
            {chosen.map((user) => (
              <li key={user.uid}>
                {/* A deletable chip is a button: Delete or Backspace removes it. */}
                <Chip label={user.displayName} title={user.email || user.uid} onDelete={() => setChosen((list) => list.filter((c) => c.uid !== user.uid))} />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Box>
        <Button
          variant="contained"
          color="error"
          onClick={() => void block()}
          disabled={chosen.length === 0 || blocking}
          aria-busy={blocking}
          startIcon={blocking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Block
        </Button>
      </Box>

      <Box component="section" aria-labelledby="blocked-users-title">
        <Typography id="blocked-users-title" variant="subtitle1" component="h4" gutterBottom>
          Blocked users
        </Typography>
        {blocklist.length === 0 ? (
          <Typography color="text.secondary">You have not blocked any users.</Typography>
        ) : (
          <List aria-labelledby="blocked-users-title" disablePadding>
            {blocklist.map((entry) => {
              const label = entryLabel(entry);
              const busy = unblocking === entry;
              return (
                <ListItem
                  key={`${entry.userId}|${entry.email}`}
                  divider
                  disableGutters
                  secondaryAction={
                    <Button size="small" onClick={() => void unblock(entry)} disabled={unblocking !== null} aria-busy={busy} aria-label={`Unblock ${label}`}>
                      {busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : "Unblock"}
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
    </Stack>
  );
}
