import { useEffect, useState } from "react";
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
import { toast } from "@/lib/toast";
import { listBlockedConversations, setConversationBlocked, type ConversationSummary } from "@/features/account/api/privacyRepository";
import { withoutKey } from "./usePrivacySettings";

type Load = { status: "loading" } | { status: "error" } | { status: "ready"; items: ConversationSummary[] };

/**
 * Spec §4: the user's blocked conversations; turning a conversation's
 * "Blocked" switch off unblocks it, and it leaves the list.
 */
export function BlockedConversations({ uid }: { uid: string }) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState<Partial<Record<string, boolean>>>({});

  useEffect(() => {
    let live = true;
    listBlockedConversations(uid)
      .then((items) => {
        if (live) setLoad({ status: "ready", items });
      })
      .catch(() => {
        if (live) setLoad({ status: "error" });
      });
    return () => {
      live = false;
    };
  }, [uid, attempt]);

  const retry = () => {
    setLoad({ status: "loading" });
    setAttempt((a) => a + 1);
  };

  const toggle = async (conversation: ConversationSummary, blocked: boolean) => {
    setSaving((s) => ({ ...s, [conversation.id]: blocked }));
    try {
      await setConversationBlocked(conversation.id, uid, blocked);
      setLoad((current) => {
        if (current.status !== "ready") return current;
        const items = blocked ? current.items.map((c) => (c.id === conversation.id ? { ...c, blocked } : c)) : current.items.filter((c) => c.id !== conversation.id);
        return { status: "ready", items };
      });
    } catch {
      toast.error(blocked ? "The conversation could not be blocked. Please try again." : "The conversation could not be unblocked. Please try again.");
    } finally {
      setSaving((s) => withoutKey(s, conversation.id));
    }
  };

  if (load.status === "loading") {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center", py: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography color="text.secondary">Loading blocked conversations…</Typography>
      </Stack>
    );
  }
  if (load.status === "error") {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Retry</Button>}>
        Your blocked conversations could not be loaded.
      </Alert>
    );
  }
  if (load.items.length === 0) return <Typography color="text.secondary">You have not blocked any conversations.</Typography>;
  return (
    <List aria-label="Blocked conversations" disablePadding>
      {load.items.map((c) => {
        const titleId = `conversation-${c.id}-title`;
        const pending = c.id in saving;
        return (
          <ListItem key={c.id} divider disableGutters sx={{ gap: 2, flexWrap: "wrap" }}>
            <ListItemText primary={c.title} slotProps={{ primary: { id: titleId } }} sx={{ minWidth: 0 }} />
            <FormControlLabel
              label="Blocked"
              labelPlacement="start"
              control={
                <Switch
                  checked={saving[c.id] ?? c.blocked}
                  disabled={pending}
                  onChange={(_e, checked) => void toggle(c, checked)}
                  slotProps={{ input: { "aria-label": `Blocked: ${c.title}` } }}
                />
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
