import { api, attemptWrite } from "@/lib/api";
import { liveQuery, type Watch } from "@/lib/liveQuery";
import { APP_MESSAGES } from "@/lib/messages";
import { deleteNotification, markNotificationRead, watchUnread, type AppNotification } from "./notificationsRepository";

/** Newest first. */
function newestFirst(list: AppNotification[]): AppNotification[] {
  return [...list].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

/** Both kinds of unread notifications (general, and family requests) as one live list. */
function watchAllUnread(uid: string): Watch<AppNotification[]> {
  return (onChange, onError) => {
    let general: AppNotification[] | null = null;
    let requests: AppNotification[] | null = null;
    const emit = () => {
      if (general && requests) onChange(newestFirst([...requests, ...general]));
    };
    const stopGeneral = watchUnread(
      "notifications",
      uid,
      (list) => {
        general = list;
        emit();
      },
      onError,
    );
    const stopRequests = watchUnread(
      "user-notifications",
      uid,
      (list) => {
        requests = list;
        emit();
      },
      onError,
    );
    return () => {
      stopGeneral();
      stopRequests();
    };
  };
}

type NotificationRef = Pick<AppNotification, "collection" | "id" | "userId">;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: unread notifications by userId, live. The shell's bell and the page share this one entry. */
    getUnreadNotifications: build.query<AppNotification[], string>({
      ...liveQuery(watchAllUnread, APP_MESSAGES.failure.notificationsLoad),
      providesTags: (_r, _e, uid) => [{ type: "Notification", id: uid }],
      // The bell keeps it while the user is signed in; once nobody shows it, the listeners stop at once.
      keepUnusedDataFor: 0,
    }),
    markNotificationRead: build.mutation<null, NotificationRef>({
      queryFn: (n) => attemptWrite(() => markNotificationRead(n), APP_MESSAGES.failure.notificationRead),
      onQueryStarted: (n, { dispatch, queryFulfilled }) => removeOptimistically(n, dispatch, queryFulfilled),
    }),
    deleteNotification: build.mutation<null, NotificationRef>({
      queryFn: (n) => attemptWrite(() => deleteNotification(n), APP_MESSAGES.failure.notificationDelete),
      onQueryStarted: (n, { dispatch, queryFulfilled }) => removeOptimistically(n, dispatch, queryFulfilled),
    }),
  }),
});

/** A read or deleted notification leaves the unread list at once, and comes back if the write fails. */
async function removeOptimistically(n: NotificationRef, dispatch: (action: unknown) => unknown, queryFulfilled: Promise<unknown>): Promise<void> {
  const patch = dispatch(notificationsApi.util.updateQueryData("getUnreadNotifications", n.userId, (list) => list.filter((x) => !(x.id === n.id && x.collection === n.collection)))) as {
    undo: () => void;
  };
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
}

export const { useGetUnreadNotificationsQuery, useMarkNotificationReadMutation, useDeleteNotificationMutation } = notificationsApi;
