import { useNavigate } from "react-router-dom";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ChatIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import { FailureAlert } from "@/components/FailureAlert";
import { useAppMutation } from "@/lib/useAppMutation";
import { useOpenConversationMutation } from "../api/messagesApi";

/**
 * "Message" on another player's profile: opens (or starts) the direct
 * conversation with them. When the server refuses (a block, or 'messages from
 * anyone' off for a stranger), its reason shows under the button.
 */
export default function MessageButton({ userId }: { userId: string }) {
  // A refusal shows here (state.failure), not as a toast.
  const [open, state] = useAppMutation(useOpenConversationMutation, { failure: "none" });
  const navigate = useNavigate();
  const start = async () => {
    const opened = await open(userId);
    if (opened.data) await navigate(`/messages/${opened.data.conversationId}`);
  };
  return (
    <Stack spacing={1} sx={{ alignItems: { sm: "flex-end" } }}>
      <Button variant="contained" startIcon={<ChatIcon />} disabled={state.isLoading} aria-busy={state.isLoading} onClick={() => void start()} sx={{ flexShrink: 0 }}>
        Message
      </Button>
      <FailureAlert error={state.failure} brief severity="info" onClose={state.reset} />
    </Stack>
  );
}
