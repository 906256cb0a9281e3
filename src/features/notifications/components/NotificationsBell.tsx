import { Link as RouterLink } from "react-router-dom";
import IconButton from "@mui/material/IconButton";
import { CountBadge } from "@/components/CountBadge";
import NotificationsIcon from "@mui/icons-material/NotificationsOutlined";
import { useGetPendingInvitationCountQuery } from "@/features/teams/public";
import { useGetUnreadNotificationsQuery } from "../api/notificationsApi";
import { bellCount } from "../model/bellCount";

/**
 * The shell's bell (loaded only for signed-in users): how many things wait for the user,
 * unread notifications and team invitations not yet answered (issue 31: the home tour
 * promises the number). The invitations count is the Action Center's own query (one
 * aggregation, shared with home); the notifications are live.
 */
export default function NotificationsBell({ uid }: { uid: string }) {
  const unread = useGetUnreadNotificationsQuery(uid);
  const invitations = useGetPendingInvitationCountQuery(uid);
  const { total, unreadOther, invitations: invited } = bellCount(unread.data ?? [], invitations.data ?? 0);
  const parts = [unreadOther > 0 ? `${unreadOther} unread` : null, invited > 0 ? `${invited} team ${invited === 1 ? "invitation" : "invitations"}` : null].filter(Boolean);
  return (
    <IconButton component={RouterLink} to="/notifications" aria-label={parts.length > 0 ? `Notifications, ${parts.join(", ")}` : "Notifications"}>
      <CountBadge count={total}>
        <NotificationsIcon />
      </CountBadge>
    </IconButton>
  );
}
