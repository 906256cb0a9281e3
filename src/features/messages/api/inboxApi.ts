import { api, firstValue, keepLive, type Watch } from "@/lib/api";
import { watchUnreadConversations } from "./inboxRepository";

const countOf = (uid: string): Watch<number> => (onChange, onError) => watchUnreadConversations(uid, onChange, onError);

/** The shell's unread badge (kept apart from the rest of messages, so the shell loads only this). */
export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadConversationCount: build.query<number, string>({
      queryFn: (uid) => firstValue(countOf(uid), "Unread messages could not be counted.", `inbox:${uid}`),
      onCacheEntryAdded: (uid, lifecycle) =>
        keepLive(countOf(uid), lifecycle, () => void lifecycle.dispatch(inboxApi.endpoints.getUnreadConversationCount.initiate(uid, { subscribe: false, forceRefetch: true })), `inbox:${uid}`),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUnreadConversationCountQuery } = inboxApi;
