import { useEffect, useState } from "react";
import { watchUnread, type AppNotification } from "../api/notificationsRepository";

/** Live unread notifications of both kinds (general and family requests), newest first. */
export function useUnreadNotifications(uid: string | null): { items: AppNotification[]; loading: boolean; error: string | null } {
  const [general, setGeneral] = useState<AppNotification[] | null>(null);
  const [requests, setRequests] = useState<AppNotification[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!uid) return;
    const onError = () => setError("Notifications could not be loaded. Check your connection and try again.");
    const stopGeneral = watchUnread("notifications", uid, setGeneral, onError);
    const stopRequests = watchUnread("user-notifications", uid, setRequests, onError);
    return () => {
      stopGeneral();
      stopRequests();
    };
  }, [uid]);
  const items = [...(requests ?? []), ...(general ?? [])].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  return { items, loading: uid !== null && (general === null || requests === null) && !error, error };
}
