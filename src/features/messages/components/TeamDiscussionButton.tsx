import { useNavigate } from "react-router-dom";
import Button from "@mui/material/Button";
import ForumIcon from "@mui/icons-material/ForumOutlined";
import type { SerializedAppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useOpenTeamConversationMutation } from "../api/messagesApi";

/** "Team discussion" on a team's page (members only): opens teamDiscussion_{teamId}. */
export default function TeamDiscussionButton({ teamId }: { teamId: string }) {
  const [open, state] = useOpenTeamConversationMutation();
  const navigate = useNavigate();
  const go = async () => {
    try {
      const { conversationId } = await open(teamId).unwrap();
      await navigate(`/messages/${conversationId}`);
    } catch (error: unknown) {
      toast.failure(error as SerializedAppError);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<ForumIcon />} disabled={state.isLoading} aria-busy={state.isLoading} onClick={() => void go()}>
      Team discussion
    </Button>
  );
}
