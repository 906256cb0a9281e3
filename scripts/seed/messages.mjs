// Demo conversations (issue 13): a direct conversation between the two demo
// players, one between the demo manager and Pat, and the discussion of
// Lakeside Lightning (team-01: Morgan owns it, Pat and Riley play on it), as
// the messages callables write them (docs/data-model.md), with the unread
// counts and each demo account's inbox to match.

/**
 * Adds the conversations, their messages and the inbox counts.
 * `ids` are the shared code's directConversationId and teamConversationId;
 * `at(daysAgo, minutes)` a time; `people` the seed's people by uid; `team` the
 * seeded team-01 ({id, name, memberIds}).
 */
export function buildMessages({ put, people, team, at, ids }) {
  const name = (uid) => people.get(uid)?.displayName ?? "Player";
  const inbox = new Map();
  const conversations = [
    {
      id: ids.directConversationId("demo-player", "demo-player2"),
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
      id: ids.directConversationId("demo-manager", "demo-player"),
      kind: "direct",
      participants: ["demo-manager", "demo-player"],
      messages: [
        ["demo-manager", 6, 720, "Hi Pat, thanks for joining Lakeside Lightning. Practice is Tuesdays at 7."],
        ["demo-player", 6, 760, "Thanks Morgan! I'll be there."],
      ],
    },
    {
      id: ids.teamConversationId(team.id),
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
      put(`conversations/${c.id}/messages/m${String(i + 1).padStart(3, "0")}`, { senderId, senderName: name(senderId), text, createdAt: at(days, minutes) });
      for (const uid of c.participants) unread[uid] = uid === senderId ? 0 : unread[uid] + 1;
    });
    const [lastSender, lastDays, lastMinutes, lastText] = c.messages.at(-1);
    const wrote = [...new Set(c.messages.map(([senderId]) => senderId))];
    put(`conversations/${c.id}`, {
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
      createdAt: at(c.messages[0][1], c.messages[0][2]),
      updatedAt: at(lastDays, lastMinutes),
    });
    for (const [uid, n] of Object.entries(unread)) if (n > 0) inbox.set(uid, (inbox.get(uid) ?? 0) + 1);
  }
  for (const [uid, unreadConversations] of inbox) put(`messageInbox/${uid}`, { unreadConversations, updatedAt: at(1, 480) });
}
