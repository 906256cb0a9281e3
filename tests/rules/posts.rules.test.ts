// posts/{postId} and postReports/{reportId} (issue 13, the post board).
//
// A post is read one at a time by anyone (a missing one too, so the app can
// say "Post not found"), except by a signed-in user kept apart from its author
// by a block either way; nobody lists posts from a client (listPosts, a
// callable, does it with the blocks applied). The author writes their own post:
// fields and sizes checked, a category pair of spec §9, createdAt the time of
// the write, updatedAt the time of an edit. Reports are the server's.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, type DocumentData } from "firebase/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { POST_CATEGORIES } from "@rallyhub/domain/posts/categories";
import { chars, rulesHarness, without } from "./setup";

const h = rulesHarness();

/** A stored post by alice (as the seed or an earlier write left it). */
const stored = (overrides: DocumentData = {}): DocumentData => ({
  title: "Looking for a doubles partner",
  text: "Tuesdays at 6pm, intermediate level.",
  category: "Play & Competition",
  subCategory: "Find a Game",
  authorId: "alice",
  authorName: "Alice",
  createdAt: Timestamp.fromDate(new Date("2026-03-01T10:00:00Z")),
  ...overrides,
});

/** Alice's public profile: the name others see, which her posts carry. */
const ALICE_PROFILE: DocumentData = { displayName: "Alice", searchable: true };

/** A new post by alice, as the app writes it. */
const fresh = (overrides: DocumentData = {}): DocumentData => ({ ...stored(), createdAt: serverTimestamp(), ...overrides });

/** An edit, as the app writes it. */
const edit = (fields: DocumentData): DocumentData => ({ ...fields, updatedAt: serverTimestamp() });

describe("posts/{postId}: reading", () => {
  it("lets a signed-out visitor and a signed-in user get a post", async () => {
    await h.seed({ "posts/p1": stored() });
    await assertSucceeds(getDoc(doc(h.anon(), "posts/p1")));
    await assertSucceeds(getDoc(doc(h.as("bob"), "posts/p1")));
  });

  it("lets anyone ask for a post that does not exist (the app says it is not found)", async () => {
    const snap = await assertSucceeds(getDoc(doc(h.as("bob"), "posts/nope")));
    expect(snap.exists()).toBe(false);
    await assertSucceeds(getDoc(doc(h.anon(), "posts/nope")));
  });

  it("refuses the post to a user its author blocked, and to a user who blocked its author", async () => {
    await h.seed({ "posts/p1": stored(), "users/alice": { blockedUids: ["bob"] }, "users/carol": { blockedUids: ["alice"] } });
    await assertFails(getDoc(doc(h.as("bob"), "posts/p1")));
    await assertFails(getDoc(doc(h.as("carol"), "posts/p1")));
    // Others still read it; the author always does, whoever they blocked.
    await assertSucceeds(getDoc(doc(h.as("dave"), "posts/p1")));
    await assertSucceeds(getDoc(doc(h.as("alice"), "posts/p1")));
  });

  it("refuses every client list, signed in or not, filtered or not", async () => {
    await h.seed({ "posts/p1": stored() });
    await assertFails(getDocs(collection(h.anon(), "posts")));
    await assertFails(getDocs(query(collection(h.as("bob"), "posts"), where("category", "==", "Play & Competition"), where("subCategory", "==", "Find a Game"), limit(20))));
    await assertFails(getDocs(query(collection(h.as("alice"), "posts"), where("authorId", "==", "alice"))));
  });
});

describe("posts/{postId}: writing a post", () => {
  // Alice has finished her profile (the app's profile-ready guard); others see her as "Alice".
  beforeEach(async () => {
    await h.seed({ "users/alice": { hasAdditionalInfo: true }, "publicProfiles/alice": ALICE_PROFILE, "users/newbie": { hasAdditionalInfo: false } });
  });

  it("lets a signed-in user write their own post", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p1"), fresh()));
  });

  // SECURITY HOLE (review): authorName was free text, so a post could show
  // anyone's name. It is the author's public display name, as others see it.
  it("refuses a post under a name other than the author's public display name", async () => {
    await h.seed({ "publicProfiles/bob": { displayName: "Bob" } });
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ authorName: "Bob" })));
    await assertFails(setDoc(doc(h.as("alice"), "posts/p2"), fresh({ authorName: "RallyHub Team" })));
    // Not even her private document's name, when her public one differs.
    await h.seed({ "users/alice": { hasAdditionalInfo: true, displayName: "Alice Private" } });
    await assertFails(setDoc(doc(h.as("alice"), "posts/p3"), fresh({ authorName: "Alice Private" })));
  });

  it("accepts the author's own public display name, up to the longest a public profile may hold (25 characters)", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ authorName: "Alice" })));
    const longest = "A".repeat(25);
    await h.seed({ "publicProfiles/alice": { ...ALICE_PROFILE, displayName: longest } });
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p2"), fresh({ authorName: longest })));
  });

  it("refuses a post from an author whose public profile has no display name (or who has none)", async () => {
    await h.seed({ "publicProfiles/alice": { searchable: true } });
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ authorName: "Alice" })));
    await h.seed({ "users/carol": { hasAdditionalInfo: true } });
    await assertFails(setDoc(doc(h.as("carol"), "posts/p2"), fresh({ authorId: "carol", authorName: "Carol" })));
  });

  it("refuses a new post from a user who has not finished their profile, or has no user document", async () => {
    await assertFails(setDoc(doc(h.as("newbie"), "posts/p1"), fresh({ authorId: "newbie" })));
    await assertFails(setDoc(doc(h.as("ghost"), "posts/p2"), fresh({ authorId: "ghost" })));
  });

  it.each(POST_CATEGORIES.flatMap((c) => c.subCategories.map((s) => [c.label, s.label] as const)))("accepts the pair %s / %s of spec §9", async (category, subCategory) => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ category, subCategory })));
  });

  it.each([
    ["a category not in the list", { category: "Players", subCategory: "Find a Game" }],
    ["a subcategory of another category", { category: "Play & Competition", subCategory: "Lost & Found" }],
    ["a subcategory not in the list", { subCategory: "Partner wanted" }],
    ["a slug instead of the label", { category: "play-and-competition", subCategory: "find-a-game" }],
    ["a label in other case", { category: "play & competition" }],
  ])("refuses %s", async (_label, overrides) => {
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), fresh(overrides)));
  });

  it("refuses a post in someone else's name, and a signed-out post", async () => {
    await assertFails(setDoc(doc(h.as("bob"), "posts/p1"), fresh()));
    await assertFails(setDoc(doc(h.anon(), "posts/p1"), fresh()));
  });

  it.each(["title", "text", "category", "subCategory", "authorId", "authorName", "createdAt"])("refuses a post without %s", async (field) => {
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), without(fresh(), field)));
  });

  it("takes the post's search tokens, up to 200", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ searchTokens: Array.from({ length: 200 }, (_, i) => `t${i}`) })));
  });

  it("takes a title of 120 characters and a text of 5000", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ title: chars(120), text: chars(5000) })));
  });

  it.each([
    ["an empty title", { title: "" }],
    ["a title of spaces only", { title: "   " }],
    ["a title over 120 characters", { title: chars(121) }],
    ["an empty text", { text: "" }],
    ["a text of spaces only", { text: " \n " }],
    ["a text over 5000 characters", { text: chars(5001) }],
    ["a title that is not a string", { title: 42 }],
    ["an empty author name", { authorName: "" }],
    ["an author name over 100 characters", { authorName: chars(101) }],
    ["an unknown field", { pinned: true }],
    ["over 200 search tokens", { searchTokens: Array.from({ length: 201 }, (_, i) => `t${i}`) }],
    ["search tokens that are not a list", { searchTokens: "find" }],
  ])("refuses %s", async (_label, overrides) => {
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), fresh(overrides)));
  });

  it("refuses a createdAt other than the time of the write (backdated, or pinned to the top)", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ createdAt: Timestamp.fromDate(new Date("2020-01-01T00:00:00Z")) })));
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ createdAt: Timestamp.fromDate(new Date("2099-01-01T00:00:00Z")) })));
  });

  it("refuses an updatedAt on a new post other than the time of the write", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p1"), fresh({ updatedAt: serverTimestamp() })));
    await assertFails(setDoc(doc(h.as("alice"), "posts/p2"), fresh({ updatedAt: Timestamp.fromDate(new Date("2020-01-01T00:00:00Z")) })));
  });
});

describe("posts/{postId}: editing and deleting", () => {
  beforeEach(async () => {
    await h.seed({ "publicProfiles/alice": ALICE_PROFILE });
  });

  it("lets the author edit title, text, category and name (their new display name), stamping updatedAt", async () => {
    await h.seed({ "posts/p1": stored(), "publicProfiles/alice": { ...ALICE_PROFILE, displayName: "Alice B." } });
    await assertSucceeds(
      updateDoc(doc(h.as("alice"), "posts/p1"), edit({ title: "Found a partner", text: "Thanks all!", category: "Gear & Equipment", subCategory: "Lost & Found", authorName: "Alice B." })),
    );
    const after = await h.peek("posts/p1");
    expect(after?.updatedAt).toBeInstanceOf(Timestamp);
  });

  it("lets the author edit keeping their name", async () => {
    await h.seed({ "posts/p1": stored() });
    await assertSucceeds(updateDoc(doc(h.as("alice"), "posts/p1"), edit({ title: "Found a partner", authorName: "Alice" })));
  });

  it("refuses an edit that changes the name to one that is not the author's public display name", async () => {
    await h.seed({ "posts/p1": stored(), "publicProfiles/bob": { displayName: "Bob" } });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), edit({ authorName: "Bob" })));
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), edit({ title: "Found a partner", authorName: "Moderator" })));
    expect((await h.peek("posts/p1"))?.authorName).toBe("Alice");
  });

  it("refuses an edit without updatedAt, or with an updatedAt of another time", async () => {
    await h.seed({ "posts/p1": stored() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { title: "Found a partner" }));
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { title: "Found a partner", updatedAt: Timestamp.fromDate(new Date("2020-01-01T00:00:00Z")) }));
  });

  it("refuses another user editing the post", async () => {
    await h.seed({ "posts/p1": stored() });
    await assertFails(updateDoc(doc(h.as("bob"), "posts/p1"), edit({ text: "Spam" })));
    await assertFails(setDoc(doc(h.as("bob"), "posts/p1"), { ...stored({ authorId: "bob", text: "Mine now" }), updatedAt: serverTimestamp() }));
  });

  it.each([
    ["handing the post to someone else", { authorId: "bob" }],
    ["moving createdAt", { createdAt: Timestamp.fromDate(new Date("2099-01-01T00:00:00Z")) }],
    ["emptying the title", { title: "" }],
    ["a title over 120 characters", { title: chars(121) }],
    ["emptying the text", { text: "" }],
    ["a text over 5000 characters", { text: chars(5001) }],
    ["removing the category", { category: deleteField() }],
    ["a subcategory of another category", { subCategory: "Lost & Found" }],
    ["adding an unknown field", { pinned: true }],
  ])("refuses the author %s", async (_label, fields) => {
    await h.seed({ "posts/p1": stored() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), edit(fields)));
  });

  it("lets only the author delete the post", async () => {
    await h.seed({ "posts/p1": stored() });
    await assertFails(deleteDoc(doc(h.as("bob"), "posts/p1")));
    await assertFails(deleteDoc(doc(h.anon(), "posts/p1")));
    await assertSucceeds(deleteDoc(doc(h.as("alice"), "posts/p1")));
  });
});

describe("postReports/{reportId}", () => {
  it("is the server's: no client reads, lists or writes a report, not even the reporter", async () => {
    await h.seed({ "posts/p1": stored(), "postReports/p1_bob": { postId: "p1", reporterId: "bob", authorId: "alice", reason: "Spam", createdAt: Timestamp.now() } });
    await assertFails(getDoc(doc(h.as("bob"), "postReports/p1_bob")));
    await assertFails(getDoc(doc(h.as("alice"), "postReports/p1_bob")));
    await assertFails(getDocs(collection(h.as("bob"), "postReports")));
    await assertFails(setDoc(doc(h.as("bob"), "postReports/p1_bob2"), { postId: "p1", reporterId: "bob", reason: "" }));
    await assertFails(updateDoc(doc(h.as("bob"), "postReports/p1_bob"), { reason: "" }));
    await assertFails(deleteDoc(doc(h.as("bob"), "postReports/p1_bob")));
  });
});
