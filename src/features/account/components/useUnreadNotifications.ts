import { useCallback, useMemo, useSyncExternalStore } from "react";
import { watchUnread, type AppNotification } from "../api/notificationsRepository";

interface FeedState {
  general: AppNotification[] | null;
  requests: AppNotification[] | null;
  error: string | null;
}

interface Feed {
  state: FeedState;
  listeners: Set<() => void>;
  stop: () => void;
}

const NOTHING: FeedState = { general: null, requests: null, error: null };
const LOAD_ERROR = "Notifications could not be loaded. Check your connection and try again.";

/**
 * One pair of Firestore listeners per user, shared by everything that shows
 * notifications (the shell's bell and the notifications page), opened with the
 * first reader and closed with the last.
 */
const feeds = new Map<string, Feed>();

function subscribe(uid: string, listener: () => void): () => void {
  let feed = feeds.get(uid);
  if (!feed) {
    const created: Feed = { state: NOTHING, listeners: new Set(), stop: () => undefined };
    const update = (patch: Partial<FeedState>) => {
      created.state = { ...created.state, ...patch };
      for (const l of created.listeners) l();
    };
    const onError = () => update({ error: LOAD_ERROR });
    const stopGeneral = watchUnread("notifications", uid, (general) => update({ general }), onError);
    const stopRequests = watchUnread("user-notifications", uid, (requests) => update({ requests }), onError);
    created.stop = () => {
      stopGeneral();
      stopRequests();
    };
    feeds.set(uid, created);
    feed = created;
  }
  const current = feed;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.stop();
      feeds.delete(uid);
    }
  };
}

/** Live unread notifications of both kinds (general and family requests), newest first. */
export function useUnreadNotifications(uid: string | null): { items: AppNotification[]; loading: boolean; error: string | null } {
  const subscribeToFeed = useCallback((listener: () => void) => (uid ? subscribe(uid, listener) : () => undefined), [uid]);
  const state = useSyncExternalStore(subscribeToFeed, () => (uid ? (feeds.get(uid)?.state ?? NOTHING) : NOTHING));
  const items = useMemo(
    () => [...(state.requests ?? []), ...(state.general ?? [])].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0)),
    [state.general, state.requests],
  );
  return { items, loading: uid !== null && (state.general === null || state.requests === null) && !state.error, error: state.error };
}
