import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { useGetBlockedConversationsQuery, useSetConversationBlockedMutation } from "../../api/accountApi";
import type { ConversationSummary } from "../../api/privacyRepository";
import { withoutKey } from "./usePrivacySettings";

/**
 * Spec §4: the user's blocked conversations; turning a conversation's
 * "Blocked" switch off unblocks it, and it leaves the list (only the one who
 * blocked may unblock: the server refuses anyone else, and says so).
 */
export function BlockedConversations({ uid }: { uid: string }) {
  const conversations = useGetBlockedConversationsQuery(uid);
  const [setBlocked] = useAppMutation(useSetConversationBlockedMutation);
  const [saving, setSaving] = useState<Partial<Record<string, boolean>>>({});

  const toggle = async (conversation: ConversationSummary, blocked: boolean) => {
    setSaving((s) => ({ ...s, [conversation.id]: blocked }));
    await setBlocked({ uid, conversationId: conversation.id, blocked });
    setSaving((s) => withoutKey(s, conversation.id));
  };

  if (conversations.isLoading) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center", py: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography color="text.secondary">Loading blocked conversations…</Typography>
      </Stack>
    );
  }
  if (conversations.isError || !conversations.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void conversations.refetch()}>Retry</Button>}>
        {conversations.error ? appErrorOf(conversations.error).message : "Your blocked conversations could not be loaded."}
      </Alert>
    );
  }
  const items = conversations.data;
  if (items.length === 0) return <Typography color="text.secondary">You have not blocked any conversations.</Typography>;
  return (
    <List aria-label="Blocked conversations" disablePadding>
      {items.map((c) => {
        const titleId = `conversation-${c.id}-title`;
        const pending = c.id in saving;
        return (
          <ListItem key={c.id} divider disableGutters sx={{ gap: 2, flexWrap: "wrap" }}>
            <ListItemText primary={c.title} slotProps={{ primary: { id: titleId } }} sx={{ minWidth: 0 }} />
            <FormControlLabel
              label="Blocked"
              labelPlacement="start"
              control={
                <Switch checked={saving[c.id] ?? c.blocked} disabled={pending} onChange={(_e, checked) => void toggle(c, checked)} slotProps={{ input: { "aria-label": `Blocked: ${c.title}` } }} />
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
