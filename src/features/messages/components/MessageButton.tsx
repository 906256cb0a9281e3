import { useState } from "react";
import { useNavigate } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import ChatIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import type { SerializedAppError } from "@/lib/errors";
import { useOpenConversationMutation } from "../api/messagesApi";

/**
 * "Message" on another player's profile: opens (or starts) the direct
 * conversation with them. When the server refuses (a block, or 'messages from
 * anyone' off for a stranger), its reason shows under the button.
 */
export default function MessageButton({ userId }: { userId: string }) {
  const [open, state] = useOpenConversationMutation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<SerializedAppError | null>(null);
  const start = async () => {
    setRefusal(null);
    try {
      const { conversationId } = await open(userId).unwrap();
      await navigate(`/messages/${conversationId}`);
    } catch (error: unknown) {
      setRefusal(error as SerializedAppError);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: { sm: "flex-end" } }}>
      <Button variant="contained" startIcon={<ChatIcon />} disabled={state.isLoading} aria-busy={state.isLoading} onClick={() => void start()} sx={{ flexShrink: 0 }}>
        Message
      </Button>
      {refusal ? (
        <Alert severity="info" role="alert" onClose={() => setRefusal(null)}>
          {refusal.reason ?? refusal.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
