// Messages (issue 13): conversations, their messages and the unread inbox are
// read by the people they belong to and written only by the messages callables.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, it } from "vitest";
import { A_DATE, rulesHarness } from "./setup";

const h = rulesHarness();

const conversation = (overrides: DocumentData = {}): DocumentData => ({
  kind: "direct",
  participants: ["alice", "bob"],
  names: { alice: "Alice", bob: "Bob" },
  blocked: false,
  blockedBy: null,
  unread: { alice: 0, bob: 1 },
  lastMessage: "Hi",
  lastMessageAt: A_DATE,
  ...overrides,
});
const message = (overrides: DocumentData = {}): DocumentData => ({ senderId: "alice", senderName: "Alice", text: "Hi", createdAt: A_DATE, ...overrides });

async function seedConversation(): Promise<void> {
  await h.seed({ "conversations/c1": conversation(), "conversations/c1/messages/m1": message(), "conversations/c2": conversation({ participants: ["carol", "dave"] }) });
}

describe("conversations/{id}", () => {
  it("lets participants read it and list theirs, newest first", async () => {
    await seedConversation();
    await assertSucceeds(getDoc(doc(h.as("alice"), "conversations/c1")));
    await assertSucceeds(getDoc(doc(h.as("bob"), "conversations/c1")));
    await assertSucceeds(getDocs(query(collection(h.as("bob"), "conversations"), where("participants", "array-contains", "bob"), orderBy("lastMessageAt", "desc"), limit(20))));
  });

  it("refuses others, signed-out visitors and lists that are not the reader's own", async () => {
    await seedConversation();
    await assertFails(getDoc(doc(h.as("carol"), "conversations/c1")));
    await assertFails(getDoc(doc(h.anon(), "conversations/c1")));
    await assertFails(getDocs(query(collection(h.as("carol"), "conversations"), where("participants", "array-contains", "alice"))));
    await assertFails(getDocs(collection(h.as("alice"), "conversations")));
  });

  it("refuses every client write: creating, messaging through it, marking read, unblocking", async () => {
    await seedConversation();
    await assertFails(setDoc(doc(h.as("alice"), "conversations/c3"), conversation()));
    await assertFails(updateDoc(doc(h.as("bob"), "conversations/c1"), { unread: { alice: 0, bob: 0 } }));
    await assertFails(updateDoc(doc(h.as("alice"), "conversations/c1"), { lastMessage: "Forged" }));
    await assertFails(updateDoc(doc(h.as("alice"), "conversations/c1"), { participants: ["alice", "bob", "carol"] }));
    await assertFails(deleteDoc(doc(h.as("alice"), "conversations/c1")));
  });
});

describe("conversations/{id}/messages/{messageId}", () => {
  it("lets participants read the messages and page through them", async () => {
    await seedConversation();
    await assertSucceeds(getDoc(doc(h.as("bob"), "conversations/c1/messages/m1")));
    await assertSucceeds(getDocs(query(collection(h.as("alice"), "conversations/c1/messages"), orderBy("createdAt", "desc"), limit(31))));
  });

  it("refuses anyone else, and a conversation that does not exist", async () => {
    await seedConversation();
    await assertFails(getDoc(doc(h.as("carol"), "conversations/c1/messages/m1")));
    await assertFails(getDocs(query(collection(h.as("carol"), "conversations/c1/messages"), orderBy("createdAt", "desc"), limit(31))));
    await assertFails(getDoc(doc(h.anon(), "conversations/c1/messages/m1")));
    await assertFails(getDocs(collection(h.as("alice"), "conversations/nope/messages")));
  });

  it("refuses every client write, by participants too (nobody writes into a conversation, blocked or not, except through sendMessage)", async () => {
    await seedConversation();
    await h.seed({ "conversations/b1": conversation({ blocked: true, blockedBy: "alice" }) });
    await assertFails(addDoc(collection(h.as("alice"), "conversations/c1/messages"), message()));
    await assertFails(setDoc(doc(h.as("bob"), "conversations/c1/messages/m2"), message({ senderId: "bob", senderName: "Bob" })));
    await assertFails(addDoc(collection(h.as("bob"), "conversations/b1/messages"), message({ senderId: "bob" })));
    await assertFails(addDoc(collection(h.as("carol"), "conversations/c1/messages"), message({ senderId: "carol" })));
    await assertFails(updateDoc(doc(h.as("alice"), "conversations/c1/messages/m1"), { text: "Edited" }));
    await assertFails(deleteDoc(doc(h.as("bob"), "conversations/c1/messages/m1")));
  });
});

describe("messageInbox/{uid}", () => {
  it("lets its owner read it and nobody else", async () => {
    await h.seed({ "messageInbox/bob": { unreadConversations: 2 } });
    await assertSucceeds(getDoc(doc(h.as("bob"), "messageInbox/bob")));
    await assertFails(getDoc(doc(h.as("alice"), "messageInbox/bob")));
    await assertFails(getDoc(doc(h.anon(), "messageInbox/bob")));
  });

  it("refuses every client write, the owner's too", async () => {
    await h.seed({ "messageInbox/bob": { unreadConversations: 2 } });
    await assertFails(updateDoc(doc(h.as("bob"), "messageInbox/bob"), { unreadConversations: 0 }));
    await assertFails(setDoc(doc(h.as("alice"), "messageInbox/alice"), { unreadConversations: 0 }));
    await assertFails(deleteDoc(doc(h.as("bob"), "messageInbox/bob")));
  });
});
