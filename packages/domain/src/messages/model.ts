import { z } from "zod";

/**
 * Messages (issue 13, spec §3 Conversation, §4 blocked conversations, §6
 * messages from anyone): the rules the app and the Functions share. A
 * conversation is direct (two players, one per pair) or a team's discussion
 * (its members). Conversations and their messages are written by the
 * Functions only (openConversation, openTeamConversation, sendMessage,
 * markConversationRead, setConversationBlocked).
 */

export const MESSAGE_LIMITS = {
  /** Characters of a message, after trimming. */
  text: 2000,
  /** Messages a conversation page loads at once (its last ones, in one query; older ones by the same number). */
  page: 30,
  /** Conversations the list shows at once (Show more adds as many). */
  list: 20,
  /** Characters of the last message kept on the conversation for the list. */
  preview: 140,
} as const;

export const MESSAGE_MESSAGES = {
  empty: "Write a message to send.",
  tooLong: `A message can have at most ${MESSAGE_LIMITS.text} characters.`,
  self: "You cannot send a message to yourself.",
  userNotFound: "User not found",
  notFound: "Conversation not found",
  notParticipant: "You are not part of this conversation.",
  blocked: "This conversation is blocked. No new messages can be sent.",
  youBlocked: "You blocked this player. Unblock them under Settings > Privacy to send them messages.",
  theyBlocked: "This player is not accepting messages from you.",
  notAccepting: "This player only accepts messages from teammates and connections.",
  teamNotFound: "Team not found",
  notMember: "Only members of this team can take part in its discussion.",
  teamNotBlockable: "A team discussion cannot be blocked. Turn off its notifications in Settings > Notifications instead.",
} as const;

/** A message's text as sendMessage accepts it (and as the composer checks it): trimmed, 1 to 2000 characters. */
export const messageTextSchema = z.string().trim().min(1, MESSAGE_MESSAGES.empty).max(MESSAGE_LIMITS.text, MESSAGE_MESSAGES.tooLong);

/** The composer's form. */
export const messageFormSchema = z.object({ text: messageTextSchema });
export type MessageForm = z.input<typeof messageFormSchema>;

/** A conversation id as the callables accept it (a direct one holds two uids). */
export const conversationIdSchema = z.string().regex(/^(?!__)[A-Za-z0-9_-]{1,300}$/, "must be a conversation id");

export type ConversationKind = "direct" | "team";

const TEAM_PREFIX = "teamDiscussion_";

/** Spec §3 per-community keys: a team's discussion is teamDiscussion_{teamId} (also its notification settings key). */
export function teamConversationId(teamId: string): string {
  return `${TEAM_PREFIX}${teamId}`;
}

/**
 * The one direct conversation of two players: the same id whoever opens it.
 * The pair is sorted and the first uid's length written first, so that no two
 * pairs share an id (uids may hold '_' themselves).
 */
export function directConversationId(a: string, b: string): string {
  const [first, second] = a < b ? [a, b] : [b, a];
  return `dm_${first.length}_${first}_${second}`;
}

/** The team of a team discussion's id, or null for any other id. */
export function teamIdOfConversation(conversationId: string): string | null {
  return conversationId.startsWith(TEAM_PREFIX) && conversationId.length > TEAM_PREFIX.length ? conversationId.slice(TEAM_PREFIX.length) : null;
}

/** Spec §6 privacySettings.messagesFromAnyone of a users document; missing counts as off (the app's default). */
export function acceptsMessagesFromAnyone(privacySettings: unknown): boolean {
  return typeof privacySettings === "object" && privacySettings !== null && (privacySettings as { messagesFromAnyone?: unknown }).messagesFromAnyone === true;
}

export type MessagingVerdict = "allowed" | "youBlocked" | "theyBlocked" | "notAccepting";

export interface MessagingFacts {
  /** The sender has the recipient on their block list. */
  senderBlockedRecipient: boolean;
  /** The recipient has the sender on their block list. */
  recipientBlockedSender: boolean;
  /** The recipient's 'messages from anyone' is on. */
  recipientAcceptsAnyone: boolean;
  /** They are on a team together (a shared roster). */
  teammates: boolean;
  /** They have an accepted connection (family connection, either way). */
  connected: boolean;
  /** The recipient has written in this conversation already (a reply is always welcome). */
  recipientWrote: boolean;
}

/**
 * Who may message whom (spec §6): nobody across a block, either way; a
 * recipient who turned off 'messages from anyone' hears only from teammates,
 * connections, and people they have written to themselves.
 */
export function messagingVerdict(f: MessagingFacts): MessagingVerdict {
  if (f.senderBlockedRecipient) return "youBlocked";
  if (f.recipientBlockedSender) return "theyBlocked";
  if (f.recipientAcceptsAnyone || f.teammates || f.connected || f.recipientWrote) return "allowed";
  return "notAccepting";
}

/** Whether the relationship facts (teams, connections) are needed to decide: only when nothing else settles it. */
export function needsRelationship(f: Pick<MessagingFacts, "senderBlockedRecipient" | "recipientBlockedSender" | "recipientAcceptsAnyone" | "recipientWrote">): boolean {
  return !f.senderBlockedRecipient && !f.recipientBlockedSender && !f.recipientAcceptsAnyone && !f.recipientWrote;
}

/** The refusal for a verdict, or null when allowed. */
export function refusalOf(verdict: MessagingVerdict): string | null {
  return verdict === "allowed" ? null : MESSAGE_MESSAGES[verdict];
}

/** Unread counts by participant. */
export type UnreadCounts = Record<string, number>;

/**
 * The unread counts after `sender` writes: one more for every other
 * participant, none for the sender (writing reads the conversation). Counts of
 * people no longer taking part are dropped. `newlyUnread` are those who had
 * nothing unread (each is told once, until they read it); `cleared` those whose
 * count went back to 0 without reading (the sender), and `dropped` those who
 * left with something unread: both counts come off their inboxes.
 */
export function unreadAfterMessage(before: UnreadCounts, participants: readonly string[], sender: string): { unread: UnreadCounts; newlyUnread: string[]; cleared: string[]; dropped: string[] } {
  const unread: UnreadCounts = {};
  const newlyUnread: string[] = [];
  const cleared: string[] = [];
  for (const uid of participants) {
    const was = countOf(before, uid);
    if (uid === sender) {
      unread[uid] = 0;
      if (was > 0) cleared.push(uid);
      continue;
    }
    unread[uid] = was + 1;
    if (was === 0) newlyUnread.push(uid);
  }
  const dropped = Object.keys(before).filter((uid) => !participants.includes(uid) && countOf(before, uid) > 0);
  return { unread, newlyUnread, cleared, dropped };
}

/** The unread count of one participant (anything malformed counts as 0). */
export function countOf(unread: unknown, uid: string): number {
  if (typeof unread !== "object" || unread === null) return 0;
  const n = (unread as Record<string, unknown>)[uid];
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The counts for a new list of participants: the newcomers at 0, the others kept; those who left dropped (see unreadAfterMessage). */
export function unreadForParticipants(before: UnreadCounts, participants: readonly string[]): { unread: UnreadCounts; dropped: string[] } {
  const unread: UnreadCounts = {};
  for (const uid of participants) unread[uid] = countOf(before, uid);
  const dropped = Object.keys(before).filter((uid) => !participants.includes(uid) && countOf(before, uid) > 0);
  return { unread, dropped };
}

/** The last message as the conversation list shows it: one line, at most MESSAGE_LIMITS.preview characters. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > MESSAGE_LIMITS.preview ? `${line.slice(0, MESSAGE_LIMITS.preview - 1)}…` : line;
}

/** A conversation as the app shows it (plain data: times in epoch ms). */
export interface Conversation {
  id: string;
  kind: ConversationKind;
  participants: string[];
  /** Display names by uid (direct conversations), as they were when last opened. */
  names: Record<string, string>;
  photos: Record<string, string>;
  /** The team's name (team discussions). */
  title: string;
  teamId: string | null;
  blocked: boolean;
  blockedBy: string | null;
  lastMessage: string;
  lastMessageAt: number | null;
  lastSenderId: string | null;
  lastSenderName: string;
  unread: UnreadCounts;
}

export interface Message {
  id: string;
  senderId: string;
  senderName: string;
  text: string;
  /** Epoch ms. */
  createdAt: number;
  /** The exact time as stored, `seconds:nanoseconds`: where the next older page starts. */
  cursor: string;
}

/** What a viewer calls a conversation: the other player's name, or the team's name. */
export function conversationTitle(c: Pick<Conversation, "kind" | "participants" | "names" | "title">, viewer: string): string {
  if (c.kind === "team") return c.title || "Team discussion";
  const other = c.participants.find((p) => p !== viewer) ?? viewer;
  return c.names[other] || c.title || "Conversation";
}

/** The other player of a direct conversation (null for a team discussion). */
export function otherParticipant(c: Pick<Conversation, "kind" | "participants">, viewer: string): string | null {
  return c.kind === "direct" ? (c.participants.find((p) => p !== viewer) ?? null) : null;
}

/** Whether the viewer may lift the conversation's block (spec §4: only the one who blocked). */
export function canUnblock(c: Pick<Conversation, "blocked" | "blockedBy">, viewer: string): boolean {
  return c.blocked && c.blockedBy === viewer;
}

/** Messages in time order, each once (a live window and older pages may overlap). */
export function mergeMessages(...lists: ReadonlyArray<readonly Message[]>): Message[] {
  const byId = new Map<string, Message>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt || compareCursor(a.cursor, b.cursor) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function compareCursor(a: string, b: string): number {
  const [as = 0, an = 0] = a.split(":").map(Number);
  const [bs = 0, bn = 0] = b.split(":").map(Number);
  return as - bs || an - bn;
}
