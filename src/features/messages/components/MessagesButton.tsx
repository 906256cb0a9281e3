import { Link as RouterLink } from "react-router-dom";
import IconButton from "@mui/material/IconButton";
import { CountBadge } from "@/components/CountBadge";
import ChatIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import { useGetUnreadConversationCountQuery } from "../api/inboxApi";

/** Messages in the shell, with how many conversations have something unread (one small live document). */
export default function MessagesButton({ uid }: { uid: string }) {
  const { data } = useGetUnreadConversationCountQuery(uid);
  const count = data ?? 0;
  return (
    // Narrower on phones: the top bar holds the logo and four buttons in 390 px.
    <IconButton component={RouterLink} to="/messages" sx={{ px: { xs: 0.5, sm: 1 } }} aria-label={count > 0 ? `Messages, ${count} unread conversation${count === 1 ? "" : "s"}` : "Messages"}>
      <CountBadge count={count}>
        <ChatIcon />
      </CountBadge>
    </IconButton>
  );
}
