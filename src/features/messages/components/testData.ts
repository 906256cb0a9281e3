import type { Conversation, Message } from "@rallyhub/domain/messages/model";

/** Test builders for messages' screens (the signed-in user of the fixtures is user-1). */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: "dm_6_user-1_user-2",
    kind: "direct",
    participants: ["user-1", "user-2"],
    names: { "user-1": "Pat Player", "user-2": "Riley Second" },
    photos: {},
    title: "",
    teamId: null,
    blocked: false,
    blockedBy: null,
    lastMessage: "See you at 6",
    lastMessageAt: Date.UTC(2026, 10, 20, 12),
    lastSenderId: "user-2",
    lastSenderName: "Riley Second",
    unread: { "user-1": 0, "user-2": 0 },
    ...overrides,
  };
}

export function makeMessage(n: number, overrides: Partial<Message> = {}): Message {
  const createdAt = Date.UTC(2026, 10, 20, 12, n);
  return { id: `m${n}`, senderId: "user-2", senderName: "Riley Second", text: `Message ${n}`, createdAt, cursor: `${Math.floor(createdAt / 1000)}:0`, ...overrides };
}
