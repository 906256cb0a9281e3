import { api } from "@/lib/api";
import { liveQuery, type Watch } from "@/lib/liveQuery";
import { watchUnreadConversations } from "./inboxRepository";

const countOf =
  (uid: string): Watch<number> =>
  (onChange, onError) =>
    watchUnreadConversations(uid, onChange, onError);

/** The shell's unread badge (kept apart from the rest of messages, so the shell loads only this). */
export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadConversationCount: build.query<number, string>({
      ...liveQuery(countOf, "Unread messages could not be counted."),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUnreadConversationCountQuery } = inboxApi;
