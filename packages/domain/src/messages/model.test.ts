import { describe, expect, it } from "vitest";
import {
  MESSAGE_LIMITS,
  acceptsMessagesFromAnyone,
  canUnblock,
  conversationTitle,
  countOf,
  directConversationId,
  mergeMessages,
  messageTextSchema,
  messagingVerdict,
  needsRelationship,
  previewOf,
  refusalOf,
  teamConversationId,
  teamIdOfConversation,
  unreadAfterMessage,
  unreadForParticipants,
  type Message,
  type MessagingFacts,
  MESSAGE_MESSAGES,
} from "./model";

describe("message text", () => {
  it("is trimmed and accepted from 1 to 2000 characters", () => {
    expect(messageTextSchema.parse("  hello \n")).toBe("hello");
    expect(messageTextSchema.parse("x".repeat(MESSAGE_LIMITS.text))).toHaveLength(2000);
  });

  it("refuses blank text with 'Write a message to send.'", () => {
    for (const text of ["", "   ", "\n\t "]) {
      const result = messageTextSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGE_MESSAGES.empty);
    }
  });

  it("refuses more than 2000 characters after trimming, and counts only what is kept", () => {
    expect(messageTextSchema.safeParse("x".repeat(2001)).error?.issues[0]?.message).toBe(MESSAGE_MESSAGES.tooLong);
    expect(messageTextSchema.safeParse(`  ${"x".repeat(2000)}  `).success).toBe(true);
  });

  it("refuses what is not a string", () => {
    expect(messageTextSchema.safeParse(42).success).toBe(false);
    expect(messageTextSchema.safeParse(null).success).toBe(false);
  });
});

describe("conversation ids", () => {
  it("gives a pair one direct id, whoever opens it", () => {
    expect(directConversationId("bob", "alice")).toBe(directConversationId("alice", "bob"));
    expect(directConversationId("alice", "bob")).toBe("dm_5_alice_bob");
  });

  it("keeps pairs apart even when uids hold underscores", () => {
    // Without the length, x_y + z and x + y_z would both be dm_x_y_z.
    expect(directConversationId("x_y", "z")).not.toBe(directConversationId("x", "y_z"));
  });

  it("names a team's discussion teamDiscussion_{teamId} and reads the team back", () => {
    expect(teamConversationId("team-01")).toBe("teamDiscussion_team-01");
    expect(teamIdOfConversation("teamDiscussion_team-01")).toBe("team-01");
    expect(teamIdOfConversation("teamDiscussion_")).toBeNull();
    expect(teamIdOfConversation(directConversationId("a", "b"))).toBeNull();
  });
});

describe("who may message whom", () => {
  const stranger: MessagingFacts = { senderBlockedRecipient: false, recipientBlockedSender: false, recipientAcceptsAnyone: false, teammates: false, connected: false, recipientWrote: false };

  it("refuses a stranger when the recipient turned off messages from anyone", () => {
    expect(messagingVerdict(stranger)).toBe("notAccepting");
    expect(refusalOf("notAccepting")).toBe(MESSAGE_MESSAGES.notAccepting);
  });

  it("allows anyone when it is on, and teammates, connections and people the recipient wrote to when it is off", () => {
    expect(messagingVerdict({ ...stranger, recipientAcceptsAnyone: true })).toBe("allowed");
    expect(messagingVerdict({ ...stranger, teammates: true })).toBe("allowed");
    expect(messagingVerdict({ ...stranger, connected: true })).toBe("allowed");
    expect(messagingVerdict({ ...stranger, recipientWrote: true })).toBe("allowed");
    expect(refusalOf("allowed")).toBeNull();
  });

  it("refuses across a block either way, whatever else holds, naming the sender's own block first", () => {
    const friends = { ...stranger, recipientAcceptsAnyone: true, teammates: true, connected: true, recipientWrote: true };
    expect(messagingVerdict({ ...friends, recipientBlockedSender: true })).toBe("theyBlocked");
    expect(messagingVerdict({ ...friends, senderBlockedRecipient: true })).toBe("youBlocked");
    expect(messagingVerdict({ ...friends, senderBlockedRecipient: true, recipientBlockedSender: true })).toBe("youBlocked");
  });

  it("asks about teams and connections only when nothing else decides", () => {
    expect(needsRelationship(stranger)).toBe(true);
    expect(needsRelationship({ ...stranger, recipientAcceptsAnyone: true })).toBe(false);
    expect(needsRelationship({ ...stranger, recipientWrote: true })).toBe(false);
    expect(needsRelationship({ ...stranger, recipientBlockedSender: true })).toBe(false);
  });

  it("reads messages from anyone as off unless it is true", () => {
    expect(acceptsMessagesFromAnyone({ messagesFromAnyone: true })).toBe(true);
    expect(acceptsMessagesFromAnyone({ messagesFromAnyone: false })).toBe(false);
    expect(acceptsMessagesFromAnyone({})).toBe(false);
    expect(acceptsMessagesFromAnyone(undefined)).toBe(false);
    expect(acceptsMessagesFromAnyone({ messagesFromAnyone: "yes" })).toBe(false);
  });
});

describe("unread counts", () => {
  it("adds one for every other participant and tells only those who had nothing unread", () => {
    const result = unreadAfterMessage({ a: 0, b: 2, c: 0 }, ["a", "b", "c"], "a");
    expect(result.unread).toEqual({ a: 0, b: 3, c: 1 });
    expect(result.newlyUnread).toEqual(["c"]);
    expect(result.cleared).toEqual([]);
    expect(result.dropped).toEqual([]);
  });

  it("clears the sender's own count (writing reads the conversation)", () => {
    const result = unreadAfterMessage({ a: 4, b: 0 }, ["a", "b"], "a");
    expect(result.unread).toEqual({ a: 0, b: 1 });
    expect(result.cleared).toEqual(["a"]);
    expect(result.newlyUnread).toEqual(["b"]);
  });

  it("starts newcomers at 0 and drops those who left, naming those who left with something unread", () => {
    expect(unreadAfterMessage({ a: 0, gone: 3, quiet: 0 }, ["a", "new"], "a")).toMatchObject({ unread: { a: 0, new: 1 }, newlyUnread: ["new"], dropped: ["gone"] });
    expect(unreadForParticipants({ a: 2, gone: 1 }, ["a", "b"])).toEqual({ unread: { a: 2, b: 0 }, dropped: ["gone"] });
  });

  it("treats malformed counts as 0", () => {
    expect(countOf({ a: "3" }, "a")).toBe(0);
    expect(countOf({ a: -2 }, "a")).toBe(0);
    expect(countOf(null, "a")).toBe(0);
    expect(countOf({ a: 2 }, "a")).toBe(2);
  });
});

describe("display", () => {
  const direct = { kind: "direct" as const, participants: ["me", "you"], names: { me: "Pat", you: "Riley" }, title: "" };

  it("calls a direct conversation by the other player's name, a team discussion by the team's", () => {
    expect(conversationTitle(direct, "me")).toBe("Riley");
    expect(conversationTitle(direct, "you")).toBe("Pat");
    expect(conversationTitle({ kind: "team", participants: ["me"], names: {}, title: "Lakeside" }, "me")).toBe("Lakeside");
  });

  it("lets only the one who blocked unblock", () => {
    expect(canUnblock({ blocked: true, blockedBy: "me" }, "me")).toBe(true);
    expect(canUnblock({ blocked: true, blockedBy: "you" }, "me")).toBe(false);
    expect(canUnblock({ blocked: false, blockedBy: null }, "me")).toBe(false);
  });

  it("previews the last message on one line of at most 140 characters", () => {
    expect(previewOf("  see\n you   there ")).toBe("see you there");
    const long = previewOf("y".repeat(300));
    expect(long).toHaveLength(MESSAGE_LIMITS.preview);
    expect(long.endsWith("…")).toBe(true);
  });

  it("merges pages into time order, each message once", () => {
    const m = (id: string, createdAt: number, nanos = 0): Message => ({ id, senderId: "a", senderName: "A", text: id, createdAt, cursor: `${Math.floor(createdAt / 1000)}:${nanos}` });
    const older = [m("1", 1000), m("2", 2000)];
    const live = [m("2", 2000), m("4", 4000, 5), m("3", 4000, 1)];
    expect(mergeMessages(older, live).map((x) => x.id)).toEqual(["1", "2", "3", "4"]);
  });
});
