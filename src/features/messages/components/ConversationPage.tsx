import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useParams, type LoaderFunctionArgs } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import GroupsIcon from "@mui/icons-material/Groups";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { useAppSelector } from "@/lib/hooks";
import { appStore } from "@/lib/session/storeAccess";
import { currentSession } from "@/lib/session/authGate";
import { selectUser } from "@/lib/session/authSlice";
import { canUnblock, conversationTitle, countOf, otherParticipant, type Conversation, MESSAGE_MESSAGES } from "@rallyhub/domain/messages/model";
import { messagesApi, type RecentMessagesQuery, useGetConversationQuery, useGetRecentMessagesQuery, useMarkConversationReadMutation, useSetConversationBlockedMutation } from "../api/messagesApi";
import { MessageComposer } from "./MessageComposer";
import { MessageList } from "./MessageList";
import { MESSAGES_MESSAGES } from "../messages";

/** Starts loading the conversation and its last messages with the route (the page adopts both listeners). */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { user } = await currentSession();
  if (user && id) {
    const store = appStore();
    void store.dispatch(messagesApi.endpoints.getConversation.initiate(id, { subscribe: false }));
    void store.dispatch(messagesApi.endpoints.getRecentMessages.initiate(id, { subscribe: false }));
  }
  return null;
}

/**
 * messages/{id}: one conversation in real time. Its last 30 messages come in
 * one query and new ones as they are sent; older history a page at a time
 * (Show older). A blocked conversation says so and takes no messages; a
 * direct one can be blocked by either player and unblocked only by the one
 * who blocked it (spec §4).
 */
export function Component() {
  const { id = "" } = useParams();
  const uid = useAppSelector(selectUser)?.uid ?? "";
  const conversation = useGetConversationQuery(id, { skip: !id });
  const recent = useGetRecentMessagesQuery(id, { skip: !id });

  if (conversation.isLoading || conversation.isUninitialized) return <PageLoader label="Loading the conversation" />;
  const error = conversation.error ? appErrorOf(conversation.error) : undefined;
  // Someone who does not take part is not told that it exists.
  if (!conversation.data || error?.code === "permission-denied") {
    const missing = conversation.data === null || error?.code === "permission-denied";
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHead title={missing ? MESSAGE_MESSAGES.notFound : "Messages"} robots="noindex" />
        <Alert
          severity={missing ? "info" : "error"}
          role="alert"
          action={
            missing ? (
              <Button component={RouterLink} to="/messages" color="inherit">
                All messages
              </Button>
            ) : (
              <Button color="inherit" onClick={() => void conversation.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {missing ? MESSAGE_MESSAGES.notFound : (error?.message ?? MESSAGES_MESSAGES.failure.conversationLoad)}
        </Alert>
      </Container>
    );
  }
  return <ConversationView conversation={conversation.data} uid={uid} recent={recent} />;
}

function ConversationView({ conversation: c, uid, recent }: { conversation: Conversation; uid: string; recent: RecentMessagesQuery }) {
  const title = conversationTitle(c, uid);
  const other = otherParticipant(c, uid);
  const unread = countOf(c.unread, uid);
  const blockedByMe = canUnblock(c, uid);
  useMarkRead(c.id, unread);

  const blockedNotice = blockedByMe ? "You blocked this conversation. Unblock it to send messages again." : `${title} blocked this conversation. Only they can unblock it.`;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={title} robots="noindex" />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2, flexWrap: "wrap", rowGap: 1 }}>
        <Button component={RouterLink} to="/messages" startIcon={<ArrowBackIcon />} size="small">
          All messages
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {c.kind === "direct" ? <BlockControl conversation={c} uid={uid} title={title} /> : null}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2, minWidth: 0 }}>
        {c.kind === "team" ? (
          <Avatar alt="" sx={{ bgcolor: "primary.main" }}>
            <GroupsIcon />
          </Avatar>
        ) : (
          <Avatar alt="" src={(other && c.photos[other]) || undefined}>
            {title.slice(0, 1)}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: "anywhere" }}>
            {title}
          </Typography>
          {c.kind === "team" && c.teamId ? (
            <Link component={RouterLink} to={`/team/${c.teamId}`} variant="body2">
              Team discussion · {c.participants.length} member{c.participants.length === 1 ? "" : "s"}
            </Link>
          ) : other ? (
            <Link component={RouterLink} to={`/profile/${other}`} variant="body2">
              View profile
            </Link>
          ) : null}
        </Box>
      </Stack>
      {c.blocked ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {blockedNotice}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <MessageList conversation={c} uid={uid} recent={recent} />
        <Box sx={{ mt: 2 }}>
          <MessageComposer conversationId={c.id} disabled={c.blocked} disabledReason={c.blocked ? MESSAGE_MESSAGES.blocked : undefined} />
        </Box>
      </Paper>
    </Container>
  );
}

/** While the conversation is open, what arrives is read: the unread count goes back to 0 on the server (the list and the shell's badge follow). */
function useMarkRead(conversationId: string, unread: number) {
  const [markRead] = useMarkConversationReadMutation();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (unread === 0) {
      asked.current = null;
      return;
    }
    const key = `${conversationId}:${unread}`;
    if (asked.current === key) return;
    asked.current = key;
    // A failure is not worth a message: the count stays and is cleared next time.
    void markRead(conversationId);
  }, [conversationId, unread, markRead]);
}

function BlockControl({ conversation: c, uid, title }: { conversation: Conversation; uid: string; title: string }) {
  const [setBlocked, state] = useAppMutation(useSetConversationBlockedMutation, { success: (_r, { blocked }) => (blocked ? "Conversation blocked" : "Conversation unblocked") });
  const [confirming, setConfirming] = useState(false);
  const run = async (blocked: boolean) => {
    if (!(await setBlocked({ uid, conversationId: c.id, blocked })).error) setConfirming(false);
  };
  if (!c.blocked) {
    return (
      <>
        <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
          Block
        </Button>
        <ConfirmDialog open={confirming} title="Block this conversation?" confirmLabel="Block" destructive busy={state.isLoading} onConfirm={() => void run(true)} onClose={() => setConfirming(false)}>
          {`Neither you nor ${title} will be able to send messages here while it is blocked. Only you can unblock it.`}
        </ConfirmDialog>
      </>
    );
  }
  if (!canUnblock(c, uid)) return null;
  return (
    <Button variant="outlined" size="small" disabled={state.isLoading} onClick={() => void run(false)}>
      Unblock
    </Button>
  );
}
