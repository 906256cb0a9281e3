import { afterAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { callError, callOk, closeAdmin, createPlayer, db, read, uniqueId, where, type Doc, type TestUser } from "./callables";

// Messages (issue 13): openConversation, openTeamConversation, sendMessage and
// markConversationRead against the emulators. Who may message whom (blocks,
// 'messages from anyone', teammates and connections), blocked conversations,
// team discussions for members only, unread counts and the notices.

afterAll(async () => {
  await closeAdmin();
});

const OPEN = { privacySettings: { blocklist: [], messagesFromAnyone: true } };
const CLOSED = { privacySettings: { blocklist: [], messagesFromAnyone: false } };

async function player(prefix: string, fields: Doc = {}): Promise<TestUser> {
  return createPlayer(prefix, { displayName: prefix.replace(/-.*/, ""), ...OPEN, ...fields });
}

const open = (caller: TestUser, userId: string) => callOk<{ conversationId: string }>("openConversation", { userId }, caller.token);
const send = (caller: TestUser, conversationId: string, text: string) => callOk<{ messageId: string }>("sendMessage", { conversationId, text }, caller.token);
const openTeam = (caller: TestUser, teamId: string) => callOk<{ conversationId: string }>("openTeamConversation", { teamId }, caller.token);

async function team(members: TestUser[], name = "Lakeside"): Promise<string> {
  const id = uniqueId("team");
  const [owner] = members;
  await db()
    .doc(`teams/${id}`)
    .set({ name, creator: owner?.uid ?? "", managerIds: owner ? [owner.uid] : [], memberIds: members.map((m) => m.uid), memberCount: members.length });
  return id;
}

async function messages(conversationId: string): Promise<Doc[]> {
  const snap = await db().collection(`conversations/${conversationId}/messages`).orderBy("createdAt").get();
  return snap.docs.map((d) => d.data());
}

const noticesFor = (uid: string) => where("notifications", "userId", uid);
const inbox = async (uid: string) => ((await read(`messageInbox/${uid}`))?.unreadConversations as number | undefined) ?? 0;

describe("openConversation", () => {
  it("opens one conversation per pair, whoever opens it, and creates it once", async () => {
    const [pat, riley] = await Promise.all([player("pat"), player("riley")]);
    const { conversationId } = await open(pat, riley.uid);
    expect((await open(riley, pat.uid)).conversationId).toBe(conversationId);
    expect(await read(`conversations/${conversationId}`)).toMatchObject({
      kind: "direct",
      participants: [pat.uid, riley.uid].sort(),
      names: { [pat.uid]: "pat", [riley.uid]: "riley" },
      blocked: false,
      blockedBy: null,
      unread: { [pat.uid]: 0, [riley.uid]: 0 },
    });
    // No message yet: it is not on anyone's list (the list orders by lastMessageAt).
    expect((await read(`conversations/${conversationId}`))?.lastMessageAt).toBeUndefined();
  });

  it("refuses a stranger when messages from anyone is off, and creates nothing", async () => {
    const [pat, closed] = await Promise.all([player("pat"), player("closed", CLOSED)]);
    const error = await callError("openConversation", { userId: closed.uid }, pat.token);
    expect(error).toMatchObject({ status: "PERMISSION_DENIED", message: "This player only accepts messages from teammates and connections." });
    const snap = await db().collection("conversations").where("participants", "array-contains", closed.uid).get();
    expect(snap.empty).toBe(true);
  });

  it("allows a teammate and a connection when messages from anyone is off", async () => {
    const [mate, friend, closed] = await Promise.all([player("mate"), player("friend"), player("closed", CLOSED)]);
    await team([closed, mate]);
    await db()
      .collection("familyConnections")
      .add({ requesterId: closed.uid, recipientId: friend.uid, status: "accepted", participants: [closed.uid, friend.uid] });
    expect((await open(mate, closed.uid)).conversationId).toBeTruthy();
    expect((await open(friend, closed.uid)).conversationId).toBeTruthy();
  });

  it("does not count a pending connection", async () => {
    const [asker, closed] = await Promise.all([player("asker"), player("closed", CLOSED)]);
    await db()
      .collection("familyConnections")
      .add({ requesterId: asker.uid, recipientId: closed.uid, status: "pending", participants: [asker.uid, closed.uid] });
    expect((await callError("openConversation", { userId: closed.uid }, asker.token)).status).toBe("PERMISSION_DENIED");
  });

  it("lets a stranger reply to someone with messages from anyone off who wrote to them first", async () => {
    const [closed, stranger] = await Promise.all([player("closed", CLOSED), player("stranger")]);
    const { conversationId } = await open(closed, stranger.uid);
    await send(closed, conversationId, "Want to play Saturday?");
    expect((await open(stranger, closed.uid)).conversationId).toBe(conversationId);
    await send(stranger, conversationId, "Sure!");
    expect((await messages(conversationId)).map((m) => m.text)).toEqual(["Want to play Saturday?", "Sure!"]);
  });

  it("refuses across a block, either way, saying who can lift it", async () => {
    const [pat, riley, nico] = await Promise.all([player("pat"), player("riley"), player("nico")]);
    await db()
      .doc(`users/${riley.uid}`)
      .update({ blockedUids: [pat.uid] });
    await db()
      .doc(`users/${pat.uid}`)
      .update({ blockedUids: [nico.uid] });
    expect(await callError("openConversation", { userId: riley.uid }, pat.token)).toMatchObject({ status: "PERMISSION_DENIED", message: "This player is not accepting messages from you." });
    expect(await callError("openConversation", { userId: nico.uid }, pat.token)).toMatchObject({
      status: "PERMISSION_DENIED",
      message: "You blocked this player. Unblock them under Settings > Privacy to send them messages.",
    });
  });

  it("refuses yourself, an unknown user and malformed input", async () => {
    const pat = await player("pat");
    expect(await callError("openConversation", { userId: pat.uid }, pat.token)).toMatchObject({ status: "INVALID_ARGUMENT", message: "You cannot send a message to yourself." });
    expect(await callError("openConversation", { userId: uniqueId("ghost") }, pat.token)).toMatchObject({ status: "NOT_FOUND", message: "User not found" });
    expect((await callError("openConversation", { userId: "a/b" }, pat.token)).status).toBe("INVALID_ARGUMENT");
    expect((await callError("openConversation", { userId: pat.uid, extra: 1 }, pat.token)).status).toBe("INVALID_ARGUMENT");
    expect((await callError("openConversation", { userId: "x" })).status).toBe("UNAUTHENTICATED");
  });
});

describe("sendMessage", () => {
  it("writes the message, the last message and the recipient's unread count, and counts the conversation in their inbox once", async () => {
    const [pat, riley] = await Promise.all([player("pat"), player("riley")]);
    const { conversationId } = await open(pat, riley.uid);
    const { messageId } = await send(pat, conversationId, "  Game at 6?  ");
    await send(pat, conversationId, "Bring a ball");
    const stored = await read(`conversations/${conversationId}/messages/${messageId}`);
    expect(stored).toMatchObject({ senderId: pat.uid, senderName: "pat", text: "Game at 6?" });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    const conversation = await read(`conversations/${conversationId}`);
    expect(conversation).toMatchObject({ lastMessage: "Bring a ball", lastSenderId: pat.uid, unread: { [pat.uid]: 0, [riley.uid]: 2 }, wrote: [pat.uid] });
    expect(conversation?.lastMessageAt).toBeInstanceOf(Timestamp);
    expect(await inbox(riley.uid)).toBe(1);
    expect(await inbox(pat.uid)).toBe(0);
  });

  it("marking read clears the count and the inbox; replying clears the replier's", async () => {
    const [pat, riley] = await Promise.all([player("pat"), player("riley")]);
    const { conversationId } = await open(pat, riley.uid);
    await send(pat, conversationId, "One");
    expect(await inbox(riley.uid)).toBe(1);
    expect(await callOk("markConversationRead", { conversationId }, riley.token)).toEqual({ read: true });
    expect((await read(`conversations/${conversationId}`))?.unread).toEqual({ [pat.uid]: 0, [riley.uid]: 0 });
    expect(await inbox(riley.uid)).toBe(0);
    // Read twice: nothing more comes off.
    await callOk("markConversationRead", { conversationId }, riley.token);
    expect(await inbox(riley.uid)).toBe(0);
    await send(pat, conversationId, "Two");
    await send(riley, conversationId, "Reply");
    expect((await read(`conversations/${conversationId}`))?.unread).toEqual({ [pat.uid]: 1, [riley.uid]: 0 });
    expect(await inbox(riley.uid)).toBe(0);
    expect(await inbox(pat.uid)).toBe(1);
  });

  it("refuses a blocked conversation (FAILED_PRECONDITION) and writes nothing", async () => {
    const [pat, riley] = await Promise.all([player("pat"), player("riley")]);
    const { conversationId } = await open(pat, riley.uid);
    await send(pat, conversationId, "Hi");
    await callOk("setConversationBlocked", { conversationId, blocked: true }, riley.token);
    for (const who of [pat, riley]) {
      expect(await callError("sendMessage", { conversationId, text: "Still there?" }, who.token)).toMatchObject({
        status: "FAILED_PRECONDITION",
        message: "This conversation is blocked. No new messages can be sent.",
      });
    }
    expect((await messages(conversationId)).map((m) => m.text)).toEqual(["Hi"]);
    // Only the blocker lifts it; then messages go again.
    expect((await callError("setConversationBlocked", { conversationId, blocked: false }, pat.token)).status).toBe("PERMISSION_DENIED");
    await callOk("setConversationBlocked", { conversationId, blocked: false }, riley.token);
    await send(pat, conversationId, "Thanks");
    expect(await messages(conversationId)).toHaveLength(2);
  });

  it("refuses a message to a recipient who blocked the sender since the conversation began", async () => {
    const [pat, riley] = await Promise.all([player("pat"), player("riley")]);
    const { conversationId } = await open(pat, riley.uid);
    await send(riley, conversationId, "Hello");
    await db()
      .doc(`users/${riley.uid}`)
      .update({ blockedUids: [pat.uid] });
    expect(await callError("sendMessage", { conversationId, text: "Hi back" }, pat.token)).toMatchObject({ status: "PERMISSION_DENIED", message: "This player is not accepting messages from you." });
    expect((await messages(conversationId)).map((m) => m.text)).toEqual(["Hello"]);
    expect((await read(`conversations/${conversationId}`))?.unread).toEqual({ [pat.uid]: 1, [riley.uid]: 0 });
  });

  it("refuses a stranger whose recipient turned messages from anyone off after it was opened, until they reply", async () => {
    const [pat, riley] = await Promise.all([player("pat"), player("riley")]);
    const { conversationId } = await open(pat, riley.uid);
    await db().doc(`users/${riley.uid}`).update({ "privacySettings.messagesFromAnyone": false });
    expect((await callError("sendMessage", { conversationId, text: "Hi" }, pat.token)).status).toBe("PERMISSION_DENIED");
    await send(riley, conversationId, "Oh hi, go ahead");
    await send(pat, conversationId, "Hi");
    expect((await messages(conversationId)).map((m) => m.text)).toEqual(["Oh hi, go ahead", "Hi"]);
  });

  it("refuses someone who is not a participant, an unknown conversation, and bad text, and writes nothing", async () => {
    const [pat, riley, carol] = await Promise.all([player("pat"), player("riley"), player("carol")]);
    const { conversationId } = await open(pat, riley.uid);
    expect(await callError("sendMessage", { conversationId, text: "Let me in" }, carol.token)).toMatchObject({ status: "PERMISSION_DENIED", message: "You are not part of this conversation." });
    expect(await callError("sendMessage", { conversationId: uniqueId("none"), text: "Hi" }, pat.token)).toMatchObject({ status: "NOT_FOUND", message: "Conversation not found" });
    expect(await callError("sendMessage", { conversationId, text: "   " }, pat.token)).toMatchObject({ status: "INVALID_ARGUMENT", message: "Write a message to send." });
    expect(await callError("sendMessage", { conversationId, text: "x".repeat(2001) }, pat.token)).toMatchObject({ status: "INVALID_ARGUMENT", message: "A message can have at most 2000 characters." });
    expect((await callError("sendMessage", { conversationId, text: 5 }, pat.token)).status).toBe("INVALID_ARGUMENT");
    expect((await callError("markConversationRead", { conversationId }, carol.token)).status).toBe("PERMISSION_DENIED");
    expect(await messages(conversationId)).toEqual([]);
  });
});

describe("team discussions", () => {
  it("opens teamDiscussion_{teamId} for members, with the roster as participants, and refuses others", async () => {
    const [owner, member, outsider] = await Promise.all([player("owner"), player("member"), player("outsider")]);
    const teamId = await team([owner, member]);
    const { conversationId } = await openTeam(member, teamId);
    expect(conversationId).toBe(`teamDiscussion_${teamId}`);
    expect(await read(`conversations/${conversationId}`)).toMatchObject({ kind: "team", teamId, title: "Lakeside", participants: [owner.uid, member.uid], blocked: false });
    expect(await callError("openTeamConversation", { teamId }, outsider.token)).toMatchObject({ status: "PERMISSION_DENIED", message: "Only members of this team can take part in its discussion." });
    expect(await callError("sendMessage", { conversationId, text: "Hi team" }, outsider.token)).toMatchObject({ status: "PERMISSION_DENIED" });
    expect(await callError("openTeamConversation", { teamId: uniqueId("none") }, owner.token)).toMatchObject({ status: "NOT_FOUND", message: "Team not found" });
  });

  it("follows the roster: a newcomer joins, a member who left can no longer write and is taken off", async () => {
    const [owner, member, newcomer] = await Promise.all([player("owner"), player("member"), player("newcomer")]);
    const teamId = await team([owner, member]);
    const { conversationId } = await openTeam(owner, teamId);
    await send(owner, conversationId, "Welcome!");
    expect(await inbox(member.uid)).toBe(1);
    await db()
      .doc(`teams/${teamId}`)
      .update({ memberIds: [owner.uid, newcomer.uid], name: "Lakeside Lightning" });
    expect(await callError("sendMessage", { conversationId, text: "Bye" }, member.token)).toMatchObject({
      status: "PERMISSION_DENIED",
      message: "Only members of this team can take part in its discussion.",
    });
    await openTeam(newcomer, teamId);
    const conversation = await read(`conversations/${conversationId}`);
    expect(conversation).toMatchObject({ participants: [owner.uid, newcomer.uid], unread: { [owner.uid]: 0, [newcomer.uid]: 0 }, title: "Lakeside Lightning" });
    // The member who left takes their unread count with them.
    expect(await inbox(member.uid)).toBe(0);
    await send(newcomer, conversationId, "Hi all");
    expect((await read(`conversations/${conversationId}`))?.unread).toEqual({ [owner.uid]: 1, [newcomer.uid]: 0 });
  });

  it("cannot be blocked by one member", async () => {
    const [owner, member] = await Promise.all([player("owner"), player("member")]);
    const teamId = await team([owner, member]);
    const { conversationId } = await openTeam(member, teamId);
    expect(await callError("setConversationBlocked", { conversationId, blocked: true }, member.token)).toMatchObject({ status: "FAILED_PRECONDITION" });
    expect((await read(`conversations/${conversationId}`))?.blocked).toBe(false);
  });
});

describe("notices", () => {
  it("tells the recipient once per unread conversation, in the app and by e-mail, with a link to it", async () => {
    const [pat, riley] = await Promise.all([player("pat"), player("riley")]);
    const { conversationId } = await open(pat, riley.uid);
    await send(pat, conversationId, "Game at 6?");
    await send(pat, conversationId, "Bring a ball");
    const notices = await noticesFor(riley.uid);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: "directMessage", title: "pat sent you a message", message: "Game at 6?", read: false, data: { conversationId, link: `/messages/${conversationId}` } });
    const mail = await where("mail", "to", riley.email);
    expect(mail.map((m) => (m.template as { name: string }).name)).toEqual(["message-notice"]);
    expect(await noticesFor(pat.uid)).toEqual([]);
    // Once read, the next message is news again.
    await callOk("markConversationRead", { conversationId }, riley.token);
    await send(pat, conversationId, "See you");
    expect(await noticesFor(riley.uid)).toHaveLength(2);
  });

  it("sends nothing to a recipient who muted direct messages, and only the channel left on", async () => {
    const [pat, muted, emailOnly] = await Promise.all([
      player("pat"),
      player("muted", { notificationSettings: { directMessage: { email: false, push: false } } }),
      player("emailonly", { notificationSettings: { directMessage: { email: true, push: false } } }),
    ]);
    await send(pat, (await open(pat, muted.uid)).conversationId, "Hi");
    await send(pat, (await open(pat, emailOnly.uid)).conversationId, "Hi");
    expect(await noticesFor(muted.uid)).toEqual([]);
    expect(await where("mail", "to", muted.email)).toEqual([]);
    expect(await noticesFor(emailOnly.uid)).toEqual([]);
    expect(await where("mail", "to", emailOnly.email)).toHaveLength(1);
  });

  it("tells team members by teamMessage and that team's discussion switch, never the sender", async () => {
    const [owner, keen, quiet, teamQuiet] = await Promise.all([
      player("owner"),
      player("keen"),
      player("quiet", { notificationSettings: { teamMessage: { email: false, push: false } } }),
      player("teamquiet"),
    ]);
    const teamId = await team([owner, keen, quiet, teamQuiet], "Riverside");
    await db()
      .doc(`users/${teamQuiet.uid}`)
      .update({ notificationSettings: { [`teamDiscussion_${teamId}`]: { email: false, push: false } } });
    const { conversationId } = await openTeam(owner, teamId);
    await send(owner, conversationId, "Practice moved to 7");
    const keenNotices = await noticesFor(keen.uid);
    expect(keenNotices).toHaveLength(1);
    expect(keenNotices[0]).toMatchObject({ type: "teamMessage", title: "owner in Riverside", message: "Practice moved to 7" });
    expect(await noticesFor(quiet.uid)).toEqual([]);
    expect(await noticesFor(teamQuiet.uid)).toEqual([]);
    expect(await noticesFor(owner.uid)).toEqual([]);
  });
});
