// Issue 13: "a conversation page loads its last 30 messages in one query".
// The app's own listener (src/features/messages/api/messagesRepository.ts)
// against the Firestore emulator, signed in as a participant: the first answer
// is the newest 30 of 45 messages, oldest first, with older history flagged;
// Show older then reads the 15 before them; a new message arrives live.
import { Timestamp, type Firestore } from "firebase/firestore";
import { describe, expect, it, vi } from "vitest";
import { loadOlderMessages, watchRecentMessages, type RecentMessages } from "@/features/messages/api/messagesRepository";
import { rulesHarness } from "../rules/setup";

// Cleared once, not before each test: each test has its own conversation (see RulesHarnessOptions).
const h = rulesHarness({ clear: "once" });

// The app's Firebase module, with the emulator's client of the signed-in participant in place of the app's own.
let participantDb: Firestore | null = null;
vi.mock("@/lib/firebase", () => ({
  getDb: () => Promise.resolve(participantDb),
  listenWhenReady: (start: (db: Firestore) => () => void) => {
    if (!participantDb) throw new Error("no database");
    return start(participantDb);
  },
  call: () => Promise.reject(new Error("not in this test")),
}));

const T0 = Date.UTC(2026, 10, 1, 12);

async function seedMessages(conversationId: string, count: number): Promise<void> {
  const docs: Record<string, Record<string, unknown>> = { [`conversations/${conversationId}`]: { participants: ["alice", "bob"], kind: "direct", blocked: false, blockedBy: null } };
  for (let i = 0; i < count; i += 1) {
    docs[`conversations/${conversationId}/messages/m${String(i).padStart(3, "0")}`] = {
      senderId: i % 2 ? "alice" : "bob",
      senderName: i % 2 ? "Alice" : "Bob",
      text: `Message ${i}`,
      createdAt: Timestamp.fromMillis(T0 + i * 60_000),
    };
  }
  await h.seed(docs);
}

function firstAnswers(conversationId: string, wanted: number): Promise<{ answers: RecentMessages[]; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const answers: RecentMessages[] = [];
    const stop = watchRecentMessages(
      conversationId,
      (value) => {
        answers.push(value);
        if (answers.length === wanted) resolve({ answers, stop });
      },
      reject,
    );
  });
}

/** Every answer of the listener, and a way to wait until they satisfy a condition (re-checked on each answer). */
function watchAnswers(conversationId: string): { until: (done: (answers: RecentMessages[]) => boolean) => Promise<RecentMessages[]>; stop: () => void } {
  const answers: RecentMessages[] = [];
  const waiting = new Set<() => void>();
  let failure: Error | null = null;
  const stop = watchRecentMessages(
    conversationId,
    (value) => {
      answers.push(value);
      for (const check of [...waiting]) check();
    },
    (error) => {
      failure = error instanceof Error ? error : new Error("The listener failed", { cause: error });
      for (const check of [...waiting]) check();
    },
  );
  const until = (done: (answers: RecentMessages[]) => boolean) =>
    new Promise<RecentMessages[]>((resolve, reject) => {
      const check = () => {
        if (failure) {
          waiting.delete(check);
          reject(failure);
        } else if (done(answers)) {
          waiting.delete(check);
          resolve(answers);
        }
      };
      waiting.add(check);
      check();
    });
  return { until, stop };
}

describe("a conversation's messages", () => {
  it("the last 30 come in the listener's first answer, oldest first, with older history flagged; older pages join up", async () => {
    await seedMessages("long", 45);
    participantDb = h.as("alice");
    const { answers, stop } = await firstAnswers("long", 1);
    const first = answers[0];
    expect(first?.messages).toHaveLength(30);
    expect(first?.messages[0]?.text).toBe("Message 15");
    expect(first?.messages.at(-1)?.text).toBe("Message 44");
    expect(first?.hasOlder).toBe(true);

    const oldest = first?.messages[0];
    if (!oldest) throw new Error("no messages");
    const older = await loadOlderMessages("long", { cursor: oldest.cursor, id: oldest.id });
    expect(older.messages.map((m) => m.text)).toEqual(Array.from({ length: 15 }, (_, i) => `Message ${i}`));
    expect(older.hasOlder).toBe(false);
    stop();
  });

  it("a short conversation has no older history, and a new message arrives live", async () => {
    await seedMessages("short", 3);
    participantDb = h.as("bob");
    const live = watchAnswers("short");
    // The first answer before the new message is written: written earlier, it could come in that first answer
    // and no second would follow.
    const first = await live.until((a) => a.length >= 1);
    expect(first[0]?.messages.map((m) => m.text)).toEqual(["Message 0", "Message 1", "Message 2"]);
    expect(first[0]?.hasOlder).toBe(false);
    // Written as the server would (the sendMessage callable): rules off.
    await h.seed({ "conversations/short/messages/new": { senderId: "alice", senderName: "Alice", text: "Still on for 7?", createdAt: Timestamp.fromMillis(T0 + 3_600_000) } });
    const after = await live.until((a) => a.at(-1)?.messages.at(-1)?.text === "Still on for 7?");
    expect(after.at(-1)?.messages.map((m) => m.text)).toEqual(["Message 0", "Message 1", "Message 2", "Still on for 7?"]);
    live.stop();
  });

  it("someone outside the conversation gets nothing but the error", async () => {
    await seedMessages("private", 3);
    participantDb = h.as("carol");
    const error = await new Promise<unknown>((resolve) => {
      const stop = watchRecentMessages(
        "private",
        () => resolve(new Error("answered")),
        (e) => {
          stop();
          resolve(e);
        },
      );
    });
    expect(error).toMatchObject({ code: "permission-denied" });
  });
});
