import { afterAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { callError, callOk, closeAdmin, createPlayer, db, read, uniqueId, type TestUser } from "./callables";

// setConversationBlocked: the only way to block or unblock a conversation
// (clients no longer write conversations). Only a participant may block; only
// the participant who blocked may unblock.

afterAll(async () => {
  await closeAdmin();
});

async function conversation(participants: TestUser[], fields: Record<string, unknown> = {}): Promise<string> {
  const id = uniqueId("conv");
  await db()
    .doc(`conversations/${id}`)
    .set({ participants: participants.map((p) => p.uid), blocked: false, blockedBy: null, title: "Chat", ...fields });
  return id;
}

async function pair(): Promise<{ alice: TestUser; bob: TestUser }> {
  const [alice, bob] = await Promise.all([createPlayer("conv-alice"), createPlayer("conv-bob")]);
  return { alice, bob };
}

const setBlocked = (conversationId: string, blocked: boolean, caller: TestUser) => callOk<{ blocked: boolean }>("setConversationBlocked", { conversationId, blocked }, caller.token);

describe("setConversationBlocked", () => {
  it("lets a participant block: blocked, blockedBy the caller, blockedAt a server time", async () => {
    const { alice, bob } = await pair();
    const id = await conversation([alice, bob]);
    const before = Date.now();
    expect(await setBlocked(id, true, alice)).toEqual({ blocked: true });
    const stored = await read(`conversations/${id}`);
    expect(stored).toMatchObject({ blocked: true, blockedBy: alice.uid, participants: [alice.uid, bob.uid], title: "Chat" });
    expect(stored?.blockedAt).toBeInstanceOf(Timestamp);
    expect((stored?.blockedAt as Timestamp).toMillis()).toBeGreaterThan(before - 60_000);
  });

  it("lets the participant who blocked unblock: blocked false, blockedBy null", async () => {
    const { alice, bob } = await pair();
    const id = await conversation([alice, bob], { blocked: true, blockedBy: alice.uid });
    expect(await setBlocked(id, false, alice)).toEqual({ blocked: false });
    expect(await read(`conversations/${id}`)).toMatchObject({ blocked: false, blockedBy: null });
  });

  it("refuses the other participant lifting the block (PERMISSION_DENIED) and changes nothing", async () => {
    const { alice, bob } = await pair();
    const id = await conversation([alice, bob], { blocked: true, blockedBy: alice.uid });
    const error = await callError("setConversationBlocked", { conversationId: id, blocked: false }, bob.token);
    expect(error).toMatchObject({ status: "PERMISSION_DENIED", message: "Only the person who blocked this conversation can unblock it." });
    expect(await read(`conversations/${id}`)).toMatchObject({ blocked: true, blockedBy: alice.uid });
  });

  it("refuses the other participant taking the block over by blocking again, and keeps who blocked", async () => {
    const { alice, bob } = await pair();
    const id = await conversation([alice, bob], { blocked: true, blockedBy: alice.uid });
    // Blocking an already blocked conversation must not make bob the blocker (who could then unblock).
    expect(await setBlocked(id, true, bob)).toEqual({ blocked: true });
    expect(await read(`conversations/${id}`)).toMatchObject({ blocked: true, blockedBy: alice.uid });
    const error = await callError("setConversationBlocked", { conversationId: id, blocked: false }, bob.token);
    expect(error.status).toBe("PERMISSION_DENIED");
  });

  it("refuses a caller who is not a participant (PERMISSION_DENIED), blocking or unblocking", async () => {
    const { alice, bob } = await pair();
    const carol = await createPlayer("conv-carol");
    const open = await conversation([alice, bob]);
    const closed = await conversation([alice, bob], { blocked: true, blockedBy: alice.uid });
    expect((await callError("setConversationBlocked", { conversationId: open, blocked: true }, carol.token)).status).toBe("PERMISSION_DENIED");
    expect((await callError("setConversationBlocked", { conversationId: closed, blocked: false }, carol.token)).status).toBe("PERMISSION_DENIED");
    expect(await read(`conversations/${open}`)).toMatchObject({ blocked: false, blockedBy: null });
    expect(await read(`conversations/${closed}`)).toMatchObject({ blocked: true, blockedBy: alice.uid });
  });

  it("answers NOT_FOUND for an unknown conversation and creates nothing", async () => {
    const { alice } = await pair();
    const id = uniqueId("no-such-conv");
    const error = await callError("setConversationBlocked", { conversationId: id, blocked: true }, alice.token);
    expect(error).toMatchObject({ status: "NOT_FOUND", message: "Conversation not found" });
    expect(await read(`conversations/${id}`)).toBeUndefined();
  });

  it("unblocking a conversation that is not blocked is allowed to a participant and leaves it open", async () => {
    const { alice, bob } = await pair();
    const id = await conversation([alice, bob]);
    expect(await setBlocked(id, false, bob)).toEqual({ blocked: false });
    expect(await read(`conversations/${id}`)).toMatchObject({ blocked: false, blockedBy: null });
  });
});
