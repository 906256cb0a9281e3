import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { appErrorOf } from "@/lib/errors";
import type { Conversation, Message } from "@rallyhub/domain/messages/model";
import { useGetOlderMessagesQuery, type RecentMessagesQuery } from "../api/messagesApi";
import { fullWhen } from "../model/format";
import { RetryAlert } from "@/components/RetryAlert";

export const NO_MESSAGES = "No messages yet. Say hello!";

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
  const [olderShown, setOlderShown] = useState(false);

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
          {NO_MESSAGES}
        </Typography>
      ) : (
        <>
          {recent.data?.hasOlder && first ? (
            olderShown ? (
              <OlderPage conversationId={conversation.id} before={first} uid={uid} team={conversation.kind === "team"} />
            ) : (
              <ShowOlder onClick={() => setOlderShown(true)} />
            )
          ) : null}
          <Bubbles messages={messages} uid={uid} team={conversation.kind === "team"} />
        </>
      )}
    </Box>
  );
}

function ShowOlder({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  return (
    <Stack sx={{ alignItems: "center", mb: 1.5 }}>
      <Button size="small" variant="outlined" onClick={onClick} disabled={busy}>
        Show older
      </Button>
    </Stack>
  );
}

/** One page of older history (and, once asked, the page before it, above). */
function OlderPage({ conversationId, before, uid, team }: { conversationId: string; before: Message; uid: string; team: boolean }) {
  const page = useGetOlderMessagesQuery({ conversationId, cursor: before.cursor, id: before.id });
  const [olderShown, setOlderShown] = useState(false);
  if (page.isLoading) return <ShowOlder onClick={() => undefined} busy />;
  if (page.isError || !page.data) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 1.5 }}
        action={
          <Button color="inherit" onClick={() => void page.refetch()}>
            Retry
          </Button>
        }
      >
        {page.error ? appErrorOf(page.error).message : "Older messages could not be loaded."}
      </Alert>
    );
  }
  const first = page.data.messages[0];
  return (
    <>
      {page.data.hasOlder && first ? olderShown ? <OlderPage conversationId={conversationId} before={first} uid={uid} team={team} /> : <ShowOlder onClick={() => setOlderShown(true)} /> : null}
      {page.data.hasOlder ? null : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: "center", mb: 1.5 }}>
          The start of the conversation
        </Typography>
      )}
      <Bubbles messages={page.data.messages} uid={uid} team={team} />
    </>
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
                <Box component="span" sx={visuallyHidden}>
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

const visuallyHidden = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;
