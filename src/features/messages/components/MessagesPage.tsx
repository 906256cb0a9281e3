import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import GroupsIcon from "@mui/icons-material/Groups";
import { PageHead } from "@/components/PageHead";
import { PagedList } from "@/components/PagedList";
import { useAppSelector } from "@/lib/hooks";
import { selectUser } from "@/lib/session/authSlice";
import { conversationTitle, countOf, otherParticipant, type Conversation } from "@rallyhub/domain/messages/model";
import { useGetConversationsInfiniteQuery } from "../api/messagesApi";
import { shortWhen, unreadLabel } from "../model/format";
import { EmptyState } from "@/components/EmptyState";

export const NO_CONVERSATIONS = "No conversations yet.";
export const NO_CONVERSATIONS_HINT = "Message a player from their profile, or open your team's discussion from its page.";

/** messages (profile-ready): the user's conversations, newest first, live, with their unread counts; paged by Show more. */
export function Component() {
  const uid = useAppSelector(selectUser)?.uid ?? "";
  const [now] = useState(() => Date.now());
  const list = useGetConversationsInfiniteQuery(uid, { skip: !uid });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title="Messages" robots="noindex" />
      <Typography component="h1" variant="h4" gutterBottom>
        Messages
      </Typography>
      <PagedList
        query={list}
        items={(page) => page.items}
        itemKey={(c) => c.id}
        loading={
          <Box role="status" aria-label="Loading your conversations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
            ))}
          </Box>
        }
        empty={
          <EmptyState picture="inbox" title={NO_CONVERSATIONS}>
            {NO_CONVERSATIONS_HINT}
          </EmptyState>
        }
        list={(rows) => (
          <Paper variant="outlined">
            <List aria-label="Conversations" disablePadding>
              {rows}
            </List>
          </Paper>
        )}
        renderItem={(c) => <ConversationRow conversation={c} uid={uid} now={now} />}
        more={{ label: "Show more" }}
      />
    </Container>
  );
}

function ConversationRow({ conversation: c, uid, now }: { conversation: Conversation; uid: string; now: number }) {
  const title = conversationTitle(c, uid);
  const unread = countOf(c.unread, uid);
  const other = otherParticipant(c, uid);
  const who = c.lastSenderId === uid ? "You: " : c.kind === "team" && c.lastSenderName ? `${c.lastSenderName}: ` : "";
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/messages/${c.id}`} sx={{ gap: 1, alignItems: "flex-start", py: 1.5 }}>
        <ListItemAvatar sx={{ mt: 0.5 }}>
          {c.kind === "team" ? (
            <Avatar alt="" sx={{ bgcolor: "primary.main" }}>
              <GroupsIcon />
            </Avatar>
          ) : (
            <Avatar alt="" src={(other && c.photos[other]) || undefined}>
              {title.slice(0, 1)}
            </Avatar>
          )}
        </ListItemAvatar>
        <ListItemText
          sx={{ minWidth: 0, m: 0 }}
          primary={
            <Stack direction="row" spacing={1} component="span" sx={{ alignItems: "center", minWidth: 0 }}>
              <Typography component="span" sx={{ fontWeight: unread > 0 ? 700 : 500, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", flexGrow: 1 }}>
                {title}
              </Typography>
              {c.lastMessageAt ? (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {shortWhen(c.lastMessageAt, now)}
                </Typography>
              ) : null}
            </Stack>
          }
          secondary={
            <Stack direction="row" spacing={1} component="span" sx={{ alignItems: "center", mt: 0.5 }}>
              <Typography
                component="span"
                variant="body2"
                color={unread > 0 ? "text.primary" : "text.secondary"}
                sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", flexGrow: 1 }}
              >
                {who}
                {c.lastMessage}
              </Typography>
              {c.blocked ? <Chip component="span" label="Blocked" size="small" variant="outlined" /> : null}
              {unread > 0 ? <Chip component="span" label={unreadLabel(unread)} size="small" color="primary" /> : null}
            </Stack>
          }
          slotProps={{ primary: { component: "span" }, secondary: { component: "span" } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
