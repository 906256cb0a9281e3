import { useEffect, useRef } from "react";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { appErrorOf } from "@/lib/errors";
import type { Conversation, Message } from "@rallyhub/domain/messages/model";
import { useGetOlderMessagesInfiniteQuery, type RecentMessagesQuery } from "../api/messagesApi";
import { fullWhen } from "../model/format";
import { PagedList } from "@/components/PagedList";
import { RetryAlert } from "@/components/RetryAlert";
import { SR_ONLY } from "@/components/srOnly";
import { MESSAGES_MESSAGES } from "../messages";

/**
 * The conversation's messages, oldest at the top, in a log that screen
 * readers announce as messages arrive. The newest come live; Show older reads
 * the page before the oldest shown, as often as there is more.
 */
export function MessageList({ conversation, uid, recent }: { conversation: Conversation; uid: string; recent: RecentMessagesQuery }) {
  const messages = recent.data?.messages ?? [];
  const first = messages[0];
  const last = messages.at(-1);
  const scroller = useRef<HTMLDivElement>(null);

  // Follow the newest message as it arrives (not when older pages load above).
  const lastId = last?.id;
  useEffect(() => {
    const box = scroller.current;
    if (box && lastId) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={`Messages with ${conversation.kind === "team" ? conversation.title : "this player"}`}
      aria-live="polite"
      aria-busy={recent.isLoading}
      tabIndex={0}
      sx={{ maxHeight: { xs: "58vh", md: "62vh" }, minHeight: 160, overflowY: "auto", px: 0.5, "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" } }}
    >
      {recent.isLoading || recent.isUninitialized ? (
        <Box role="status" aria-label="Loading messages">
          <Skeleton variant="rounded" height={48} sx={{ mb: 1, width: "60%" }} />
          <Skeleton variant="rounded" height={48} sx={{ mb: 1, width: "50%", ml: "auto" }} />
        </Box>
      ) : recent.isError ? (
        <RetryAlert onRetry={() => void recent.refetch()}>{appErrorOf(recent.error).message}</RetryAlert>
      ) : messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {MESSAGES_MESSAGES.list.empty}
        </Typography>
      ) : (
        <>
          {recent.data?.hasOlder && first ? (
            <Box sx={{ mb: 1.5 }}>
              <OlderMessages conversationId={conversation.id} before={first} uid={uid} team={conversation.kind === "team"} />
            </Box>
          ) : null}
          <Bubbles messages={messages} uid={uid} team={conversation.kind === "team"} />
        </>
      )}
    </Box>
  );
}

/** The history before the live messages, a page at a time with Show older, each page above the one after it. */
function OlderMessages({ conversationId, before, uid, team }: { conversationId: string; before: Message; uid: string; team: boolean }) {
  const older = useGetOlderMessagesInfiniteQuery({ conversationId, before: { cursor: before.cursor, id: before.id } });
  const pages = older.data?.pages ?? [];
  const reachedStart = pages.length > 1 && !older.hasPreviousPage && !older.isFetchPreviousPageError;
  return (
    <PagedList
      query={older}
      direction="previous"
      items={(page) => page.messages}
      itemKey={(m) => m.id}
      loading={null}
      empty={null}
      errorText={(error) => (error ? appErrorOf(error, MESSAGES_MESSAGES.failure.olderLoad).message : MESSAGES_MESSAGES.failure.olderLoad)}
      before={
        reachedStart ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: "center" }}>
            The start of the conversation
          </Typography>
        ) : null
      }
      renderAll={(messages) => <Bubbles messages={[...messages]} uid={uid} team={team} />}
      more={{ label: "Show older" }}
      spacing={1.5}
    />
  );
}

function Bubbles({ messages, uid, team }: { messages: Message[]; uid: string; team: boolean }) {
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: "none", p: 0, m: 0, mb: 1 }}>
      {messages.map((m) => {
        const mine = m.senderId === uid;
        return (
          <Box component="li" key={m.id} sx={{ display: "flex", justifyContent: mine ? "flex-end" : "flex-start" }}>
            <Box
              sx={{
                maxWidth: { xs: "85%", sm: "70%" },
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: mine ? "primary.main" : "action.hover",
                color: mine ? "primary.contrastText" : "text.primary",
              }}
            >
              {!mine && team ? (
                <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
                  {m.senderName}
                </Typography>
              ) : null}
              <Typography component="p" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                <Box component="span" sx={SR_ONLY}>
                  {mine ? "You" : m.senderName}:{" "}
                </Box>
                {m.text}
              </Typography>
              <Typography variant="caption" component="p" sx={{ textAlign: "right" }}>
                <time dateTime={new Date(m.createdAt).toISOString()}>{fullWhen(m.createdAt)}</time>
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
