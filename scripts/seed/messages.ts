// Demo conversations (issue 13): a direct conversation between the two demo
// players, one between the demo manager and Pat, and the discussion of
// Lakeside Lightning (team-01: Morgan owns it, Pat and Riley play on it), as
// the messages callables write them (docs/data-model.md), with the unread
// counts and each demo account's inbox to match.
import { directConversationId, teamConversationId } from "@rallyhub/domain/messages/model";
import { conversationWriteSchema, messageInboxWriteSchema, messageWriteSchema } from "@rallyhub/domain/stored/write/messages";
import { storedDoc, type StoredDoc } from "./docs";
import type { People } from "./people";
import type { SeedTeam } from "./teams";
import type { Clock } from "./time";

/** A message: its sender, when (days ago, minutes after that midnight) and its text. */
type Line = [senderId: string, days: number, minutes: number, text: string];

interface Conversation {
  id: string;
  kind: "direct" | "team";
  participants: string[];
  teamId?: string;
  title?: string;
  messages: [Line, ...Line[]];
}

type MessagesDoc = StoredDoc<typeof messageWriteSchema> | StoredDoc<typeof conversationWriteSchema> | StoredDoc<typeof messageInboxWriteSchema>;

/**
 * The conversations (each one's messages, then the conversation) and the
 * demo accounts' inbox counts. `team` is the seeded team-01.
 */
export function buildMessages({ daysAgo: at }: Clock, people: People, team: SeedTeam): MessagesDoc[] {
  const docs: MessagesDoc[] = [];
  const name = (uid: string) => people.get(uid)?.displayName ?? "Player";
  const inbox = new Map<string, number>();
  const conversations: Conversation[] = [
    {
      id: directConversationId("demo-player", "demo-player2"),
      kind: "direct",
      participants: ["demo-player", "demo-player2"],
      messages: [
        ["demo-player2", 3, 1080, "Hey Pat! Are you still up for pickleball this weekend?"],
        ["demo-player", 3, 1095, "Yes! Saturday morning works for me."],
        ["demo-player2", 2, 600, "Great. Zilker courts at 9?"],
        ["demo-player", 2, 615, "Perfect, I'll bring balls."],
        ["demo-player2", 1, 480, "See you there. Bring water, it'll be hot."],
      ],
    },
    {
      id: directConversationId("demo-manager", "demo-player"),
      kind: "direct",
      participants: ["demo-manager", "demo-player"],
      messages: [
        ["demo-manager", 6, 720, "Hi Pat, thanks for joining Lakeside Lightning. Practice is Tuesdays at 7."],
        ["demo-player", 6, 760, "Thanks Morgan! I'll be there."],
      ],
    },
    {
      id: teamConversationId(team.id),
      kind: "team",
      participants: team.memberIds,
      teamId: team.id,
      title: team.name,
      messages: [
        ["demo-manager", 4, 540, "Welcome to the team discussion! Schedule changes go here first."],
        ["demo-player", 4, 600, "Sounds good. Is Thursday's game still on?"],
        ["demo-manager", 1, 420, "Yes, Thursday at 6:30. Arrive 15 minutes early to warm up."],
      ],
    },
  ];
  for (const c of conversations) {
    const unread = Object.fromEntries(c.participants.map((uid) => [uid, 0]));
    c.messages.forEach(([senderId, days, minutes, text], i) => {
      docs.push(storedDoc(messageWriteSchema, `conversations/${c.id}/messages/m${String(i + 1).padStart(3, "0")}`, { senderId, senderName: name(senderId), text, createdAt: at(days, minutes) }));
      for (const uid of c.participants) unread[uid] = uid === senderId ? 0 : (unread[uid] ?? 0) + 1;
    });
    const [lastSender, lastDays, lastMinutes, lastText] = c.messages.at(-1) ?? c.messages[0];
    const [, firstDays, firstMinutes] = c.messages[0];
    const wrote = [...new Set(c.messages.map(([senderId]) => senderId))];
    docs.push(
      storedDoc(conversationWriteSchema, `conversations/${c.id}`, {
        kind: c.kind,
        participants: c.kind === "direct" ? [...c.participants].sort() : c.participants,
        names: c.kind === "direct" ? Object.fromEntries(c.participants.map((uid) => [uid, name(uid)])) : {},
        photos: c.kind === "direct" ? Object.fromEntries(c.participants.map((uid) => [uid, ""])) : {},
        title: c.title ?? "",
        teamId: c.teamId ?? null,
        blocked: false,
        blockedBy: null,
        unread,
        wrote,
        lastMessage: lastText,
        lastMessageAt: at(lastDays, lastMinutes),
        lastSenderId: lastSender,
        lastSenderName: name(lastSender),
        createdAt: at(firstDays, firstMinutes),
        updatedAt: at(lastDays, lastMinutes),
      }),
    );
    for (const [uid, n] of Object.entries(unread)) if (n > 0) inbox.set(uid, (inbox.get(uid) ?? 0) + 1);
  }
  for (const [uid, unreadConversations] of inbox) docs.push(storedDoc(messageInboxWriteSchema, `messageInbox/${uid}`, { unreadConversations, updatedAt: at(1, 480) }));
  return docs;
}
