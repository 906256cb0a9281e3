// Settings and account collections: family requests (user-notifications),
// family connections, conversations and guest records.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { A_DATE, rulesHarness } from "./setup";

const h = rulesHarness();

describe("user-notifications/{id} (family requests)", () => {
  const request = (overrides: DocumentData = {}): DocumentData => ({
    userId: "bob",
    type: "familyConnectionRequest",
    title: "Family connection request",
    message: "Alice added you as their sibling.",
    data: { requesterId: "alice", connectionId: "c1" },
    read: false,
    createdAt: A_DATE,
    ...overrides,
  });

  it("lets the recipient read and list their requests", async () => {
    await h.seed({ "user-notifications/n1": request() });
    await assertSucceeds(getDoc(doc(h.as("bob"), "user-notifications/n1")));
    await assertSucceeds(getDocs(query(collection(h.as("bob"), "user-notifications"), where("userId", "==", "bob"))));
  });

  it("refuses anyone else, the requester included", async () => {
    await h.seed({ "user-notifications/n1": request() });
    await assertFails(getDoc(doc(h.as("alice"), "user-notifications/n1")));
    await assertFails(getDoc(doc(h.anon(), "user-notifications/n1")));
    await assertFails(getDocs(query(collection(h.as("alice"), "user-notifications"), where("userId", "==", "bob"))));
  });

  it("lets the recipient mark it read, and nothing else", async () => {
    await h.seed({ "user-notifications/n1": request() });
    await assertSucceeds(updateDoc(doc(h.as("bob"), "user-notifications/n1"), { read: true }));
    await assertFails(updateDoc(doc(h.as("bob"), "user-notifications/n1"), { message: "changed" }));
    await assertFails(updateDoc(doc(h.as("alice"), "user-notifications/n1"), { read: true }));
  });

  it("lets the recipient dismiss it but not create requests (the server does)", async () => {
    await h.seed({ "user-notifications/n1": request() });
    await assertFails(deleteDoc(doc(h.as("alice"), "user-notifications/n1")));
    await assertSucceeds(deleteDoc(doc(h.as("bob"), "user-notifications/n1")));
    await assertFails(addDoc(collection(h.as("alice"), "user-notifications"), request()));
    await assertFails(addDoc(collection(h.as("bob"), "user-notifications"), request()));
  });
});

describe("familyConnections/{id}", () => {
  const connection = (overrides: DocumentData = {}): DocumentData => ({
    requesterId: "alice",
    requesterName: "Alice",
    recipientId: "bob",
    recipientName: "Bob",
    requesterRelation: "sibling",
    recipientRelation: "sibling",
    isRecipientGthUser: true,
    status: "pending",
    participants: ["alice", "bob"],
    createdAt: A_DATE,
    ...overrides,
  });

  it("lets both sides read and list it", async () => {
    await h.seed({ "familyConnections/c1": connection() });
    await assertSucceeds(getDoc(doc(h.as("alice"), "familyConnections/c1")));
    await assertSucceeds(getDoc(doc(h.as("bob"), "familyConnections/c1")));
    await assertSucceeds(getDocs(query(collection(h.as("bob"), "familyConnections"), where("participants", "array-contains", "bob"))));
  });

  it("refuses strangers and signed-out visitors", async () => {
    await h.seed({ "familyConnections/c1": connection() });
    await assertFails(getDoc(doc(h.as("carol"), "familyConnections/c1")));
    await assertFails(getDoc(doc(h.anon(), "familyConnections/c1")));
  });

  it("refuses every client write: only the recipient's answer through the server counts", async () => {
    await h.seed({ "familyConnections/c1": connection() });
    await assertFails(updateDoc(doc(h.as("bob"), "familyConnections/c1"), { status: "accepted" }));
    await assertFails(updateDoc(doc(h.as("alice"), "familyConnections/c1"), { status: "accepted" }));
    await assertFails(setDoc(doc(h.as("alice"), "familyConnections/c2"), connection()));
    await assertFails(deleteDoc(doc(h.as("alice"), "familyConnections/c1")));
  });
});

describe("conversations/{id}", () => {
  const conversation = (overrides: DocumentData = {}): DocumentData => ({ participants: ["alice", "bob"], blocked: true, blockedBy: "alice", title: "Alice & Bob", ...overrides });

  it("lets participants read and list their blocked conversations", async () => {
    await h.seed({ "conversations/v1": conversation() });
    await assertSucceeds(getDoc(doc(h.as("bob"), "conversations/v1")));
    await assertSucceeds(getDocs(query(collection(h.as("alice"), "conversations"), where("participants", "array-contains", "alice"), where("blocked", "==", true))));
  });

  it("lists for the privacy tab only the conversations the user blocked (the privacy repository's query)", async () => {
    await h.seed({ "conversations/v1": conversation(), "conversations/v2": conversation({ blockedBy: "bob" }), "conversations/v3": conversation({ blocked: false, blockedBy: null }) });
    const mine = (uid: string) => getDocs(query(collection(h.as(uid), "conversations"), where("participants", "array-contains", uid), where("blockedBy", "==", uid)));
    expect((await assertSucceeds(mine("alice"))).docs.map((d) => d.id)).toEqual(["v1"]);
    expect((await assertSucceeds(mine("bob"))).docs.map((d) => d.id)).toEqual(["v2"]);
    // Nobody lists another user's blocks.
    await assertFails(getDocs(query(collection(h.as("carol"), "conversations"), where("blockedBy", "==", "alice"))));
  });

  it("refuses anyone else", async () => {
    await h.seed({ "conversations/v1": conversation() });
    await assertFails(getDoc(doc(h.as("carol"), "conversations/v1")));
    await assertFails(getDoc(doc(h.anon(), "conversations/v1")));
  });

  // SECURITY HOLE (review): a participant could write blocked=false,
  // blockedBy=null, so the person who was blocked lifted the block themself.
  // Blocking and unblocking go through the setConversationBlocked callable.
  it("refuses the blocked participant lifting the block", async () => {
    await h.seed({ "conversations/v1": conversation() });
    await assertFails(updateDoc(doc(h.as("bob"), "conversations/v1"), { blocked: false, blockedBy: null }));
  });

  it("refuses every client update, even by the participant who blocked it", async () => {
    await h.seed({ "conversations/v1": conversation(), "conversations/v2": conversation({ blocked: false, blockedBy: null }) });
    await assertFails(updateDoc(doc(h.as("alice"), "conversations/v1"), { blocked: false, blockedBy: null }));
    await assertFails(updateDoc(doc(h.as("bob"), "conversations/v2"), { blocked: true, blockedBy: "bob" }));
    await assertFails(updateDoc(doc(h.as("bob"), "conversations/v1"), { blocked: true, blockedBy: "bob" }));
  });

  it("refuses other changes and strangers", async () => {
    await h.seed({ "conversations/v1": conversation() });
    await assertFails(updateDoc(doc(h.as("alice"), "conversations/v1"), { participants: ["alice", "carol"] }));
    await assertFails(updateDoc(doc(h.as("alice"), "conversations/v1"), { blocked: "no" }));
    await assertFails(updateDoc(doc(h.as("carol"), "conversations/v1"), { blocked: false, blockedBy: null }));
    await assertFails(setDoc(doc(h.as("alice"), "conversations/v2"), conversation()));
    await assertFails(deleteDoc(doc(h.as("alice"), "conversations/v1")));
  });
});

describe("guestUsers/{id}", () => {
  it("is closed to clients", async () => {
    await h.seed({ "guestUsers/g1": { email: "sam@example.com", emailLower: "sam@example.com", displayName: "Sam" } });
    await assertFails(getDoc(doc(h.as("alice"), "guestUsers/g1")));
    await assertFails(getDocs(query(collection(h.as("alice"), "guestUsers"), where("emailLower", "==", "sam@example.com"))));
    await assertFails(setDoc(doc(h.as("alice"), "guestUsers/g2"), { email: "x@example.com" }));
  });
});
