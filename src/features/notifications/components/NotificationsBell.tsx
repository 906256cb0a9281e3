import { Link as RouterLink } from "react-router-dom";
import IconButton from "@mui/material/IconButton";
import { CountBadge } from "@/components/CountBadge";
import NotificationsIcon from "@mui/icons-material/NotificationsOutlined";
import { useGetUnreadNotificationsQuery } from "../api/notificationsApi";

/** The unread count in the shell (loaded only for signed-in users). */
export default function NotificationsBell({ uid }: { uid: string }) {
  const { data } = useGetUnreadNotificationsQuery(uid);
  const count = data?.length ?? 0;
  return (
    <IconButton component={RouterLink} to="/notifications" aria-label={count > 0 ? `Notifications, ${count} unread` : "Notifications"}>
      <CountBadge count={count}>
        <NotificationsIcon />
      </CountBadge>
    </IconButton>
  );
}
