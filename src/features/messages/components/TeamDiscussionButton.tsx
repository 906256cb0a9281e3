import { useNavigate } from "react-router-dom";
import Button from "@mui/material/Button";
import ForumIcon from "@mui/icons-material/ForumOutlined";
import { useAppMutation } from "@/lib/useAppMutation";
import { useOpenTeamConversationMutation } from "../api/messagesApi";

/** "Team discussion" on a team's page (members only): opens teamDiscussion_{teamId}. */
export default function TeamDiscussionButton({ teamId }: { teamId: string }) {
  const [open, state] = useAppMutation(useOpenTeamConversationMutation);
  const navigate = useNavigate();
  const go = async () => {
    const opened = await open(teamId);
    if (opened.data) await navigate(`/messages/${opened.data.conversationId}`);
  };
  return (
    <Button variant="outlined" size="small" startIcon={<ForumIcon />} disabled={state.isLoading} aria-busy={state.isLoading} onClick={() => void go()}>
      Team discussion
    </Button>
  );
}
