import { afterAll, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { call, callError, callOk, closeAdmin, createPlayer, db, read, uniqueId, type TestUser } from "./callables";

// The post board's callables on the emulator (issue 13): listPosts (a page of
// a subcategory, newest first, paged, with blocks applied both ways, and its
// reads) and reportPost (one report per user and post, server-only). The
// categories are fixed (spec §9), so each test empties the subcategory it uses
// first; the tests of this file run one after another.

afterAll(async () => {
  await closeAdmin();
});

vi.setConfig({ testTimeout: 120_000 });

interface Page {
  posts: Array<{ id: string; title: string; text: string; category: string; subCategory: string; authorId: string; authorName: string; createdAt: number; updatedAt: number | null }>;
  next: string | null;
  reads: number;
}

const BASE = Date.UTC(2026, 0, 1, 12);

/** Deletes every post of a subcategory (left by another test or a seed) so a test sees only its own. */
async function emptied(category: string, subCategory: string): Promise<{ category: string; subCategory: string }> {
  const snap = await db().collection("posts").where("category", "==", category).where("subCategory", "==", subCategory).get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  return { category, subCategory };
}

/** A post by `author` written `minutes` after BASE; returns its id. */
async function post(author: TestUser | string, where: { category: string; subCategory: string }, minutes: number, fields: Record<string, unknown> = {}): Promise<string> {
  const id = uniqueId("post");
  const uid = typeof author === "string" ? author : author.uid;
  await db()
    .doc(`posts/${id}`)
    .set({ title: `Post ${minutes}`, text: `Text ${minutes}`, ...where, authorId: uid, authorName: `Name of ${uid}`, createdAt: Timestamp.fromMillis(BASE + minutes * 60_000), ...fields });
  return id;
}

const list = (where: { category: string; subCategory: string }, extra: Record<string, unknown> = {}, caller?: TestUser) =>
  caller
    ? callOk<Page>("listPosts", { ...where, ...extra }, caller.token)
    : call<Page>("listPosts", { ...where, ...extra }).then((r) => {
        if (!r.result) throw new Error(`listPosts failed: ${JSON.stringify(r.error)}`);
        return r.result;
      });

/** Every page, following `next`. */
async function allPages(where: { category: string; subCategory: string }, limit: number, caller?: TestUser): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list(where, { limit, cursor }, caller);
    pages.push(page);
    cursor = page.next;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

describe("listPosts", () => {
  it("gives a subcategory's posts newest first, to a signed-out visitor too, and nothing of another subcategory", async () => {
    const where = await emptied("Play & Competition", "Sub Needed");
    const other = await emptied("Play & Competition", "Match Challenges");
    const author = await createPlayer("posts-author");
    const older = await post(author, where, 1, { title: "Older", text: "Need a sub", updatedAt: Timestamp.fromMillis(BASE + 10 * 60_000) });
    const newer = await post(author, where, 2, { title: "Newer" });
    await post(author, other, 3);
    const page = await list(where);
    expect(page.posts.map((p) => p.id)).toEqual([newer, older]);
    expect(page.posts[1]).toEqual({
      id: older,
      title: "Older",
      text: "Need a sub",
      category: "Play & Competition",
      subCategory: "Sub Needed",
      authorId: author.uid,
      authorName: `Name of ${author.uid}`,
      createdAt: BASE + 60_000,
      updatedAt: BASE + 10 * 60_000,
    });
    expect(page.next).toBeNull();
    // Signed out: the posts themselves, nothing else.
    expect(page.reads).toBe(2);
  });

  it("pages through everything exactly once, newest first, posts of the same instant by id", async () => {
    const where = await emptied("Gear & Equipment", "Trade Equipment");
    const author = await createPlayer("posts-pager");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await post(author, where, i));
    // Two more written in the same instant as the newest.
    const twins = [await post(author, where, 4), await post(author, where, 4)];
    const pages = await allPages(where, 2, author);
    const seen = pages.flatMap((p) => p.posts.map((x) => x.id));
    const newestThree = [ids[4], ...twins].sort().reverse();
    expect(seen).toEqual([...newestThree, ids[3], ids[2], ids[1], ids[0]]);
    expect(pages.map((p) => p.posts.length)).toEqual([2, 2, 2, 1]);
    expect(pages.at(-1)?.next).toBeNull();
  });

  it("gives a next page when the page came back full, which may then be empty", async () => {
    const where = await emptied("Gear & Equipment", "Lost & Found");
    const author = await createPlayer("posts-full");
    await post(author, where, 1);
    await post(author, where, 2);
    const first = await list(where, { limit: 2 }, author);
    expect(first.posts).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = await list(where, { limit: 2, cursor: first.next }, author);
    expect(second).toEqual({ posts: [], next: null, reads: 1 });
  });

  it("hides posts between blocked users, both ways, and reads the posts plus at most 2 when nobody is blocked", async () => {
    const where = await emptied("Training & Coaching", "Training Partners");
    const [me, iBlocked, blocksMe, friend] = await Promise.all([createPlayer("posts-me"), createPlayer("posts-iblocked"), createPlayer("posts-blocksme"), createPlayer("posts-friend")]);
    const mine = await post(me, where, 1);
    const fromBlocked = await post(iBlocked, where, 2);
    const fromBlocker = await post(blocksMe, where, 3);
    const fromFriend = await post(friend, where, 4);
    const everything = [fromFriend, fromBlocker, fromBlocked, mine];

    // Before any block: everyone sees all four, reading the 4 posts plus 2.
    const before = await list(where, {}, me);
    expect(before.posts.map((p) => p.id)).toEqual(everything);
    expect(before.reads).toBe(before.posts.length + 2);

    await Promise.all([
      db()
        .doc(`users/${me.uid}`)
        .update({ blockedUids: [iBlocked.uid] }),
      db()
        .doc(`users/${blocksMe.uid}`)
        .update({ blockedUids: [me.uid] }),
    ]);
    const after = await list(where, {}, me);
    expect(after.posts.map((p) => p.id)).toEqual([fromFriend, mine]);
    // The other side of each block does not see my posts either.
    expect((await list(where, {}, iBlocked)).posts.map((p) => p.id)).toEqual([fromFriend, fromBlocker, fromBlocked]);
    expect((await list(where, {}, blocksMe)).posts.map((p) => p.id)).toEqual([fromFriend, fromBlocker, fromBlocked]);
    // Someone outside both blocks, and a signed-out visitor, see everything.
    expect((await list(where, {}, friend)).posts.map((p) => p.id)).toEqual(everything);
    expect((await list(where)).posts.map((p) => p.id)).toEqual(everything);
  });

  it("without a category gives the newest posts of the whole board, any subcategory, blocks applied both ways", async () => {
    const [me, blocksMe, other] = await Promise.all([createPlayer("posts-recent-me"), createPlayer("posts-recent-blocker"), createPlayer("posts-recent-other")]);
    // Later than anything else on the board (the seed's posts and the other tests').
    const at = (minutes: number) => ({ createdAt: Timestamp.fromMillis(Date.UTC(2035, 0, 1) + minutes * 60_000) });
    const a = await post(other, { category: "Gear & Equipment", subCategory: "Lost & Found" }, 0, at(1));
    const b = await post(blocksMe, { category: "Play & Competition", subCategory: "Find a Game" }, 0, at(2));
    const c = await post(me, { category: "Community & Social", subCategory: "Watch Parties" }, 0, at(3));
    try {
      await db()
        .doc(`users/${blocksMe.uid}`)
        .update({ blockedUids: [me.uid] });
      expect((await call<Page>("listPosts", { limit: 3 })).result?.posts.map((p) => p.id)).toEqual([c, b, a]);
      const mine = await callOk<Page>("listPosts", { limit: 3 }, me.token);
      expect(mine.posts.map((p) => p.id)).toEqual([c, a]);
      expect(mine.reads).toBeLessThanOrEqual(3 + 2);
      expect((await callError("listPosts", { category: "Test" })).status).toBe("INVALID_ARGUMENT");
    } finally {
      await Promise.all([a, b, c].map((id) => db().doc(`posts/${id}`).delete()));
    }
  });

  it("reads only the posts when the page has nothing by others (no block can apply)", async () => {
    const where = await emptied("Training & Coaching", "Offer Coaching");
    const me = await createPlayer("posts-alone");
    await post(me, where, 1);
    expect(await list(where, {}, me)).toMatchObject({ reads: 1 });
    const empty = await emptied("Teams & Leagues", "Referees & Umpires Needed");
    expect(await list(empty, {}, me)).toEqual({ posts: [], next: null, reads: 1 });
  });

  it.each([
    ["an unknown category", { category: "Players", subCategory: "Find a Game" }],
    ["a subcategory of another category", { category: "Play & Competition", subCategory: "Lost & Found" }],
    ["slugs instead of labels", { category: "play-and-competition", subCategory: "find-a-game" }],
    ["a limit over 20", { category: "Test", subCategory: "Tester", limit: 21 }],
    ["a limit that is not a number", { category: "Test", subCategory: "Tester", limit: "all" }],
    ["an unknown field", { category: "Test", subCategory: "Tester", orderBy: "title" }],
    ["no input", null],
  ])("refuses %s (INVALID_ARGUMENT)", async (_label, input) => {
    const error = await callError("listPosts", input);
    expect(error.status).toBe("INVALID_ARGUMENT");
  });

  it("refuses a cursor that is not one of its own, with a sentence", async () => {
    const error = await callError("listPosts", { category: "Test", subCategory: "Tester", cursor: "not-a-cursor" });
    expect(error).toEqual({ status: "INVALID_ARGUMENT", message: "That page of posts is no longer valid: reload the list." });
  });
});

describe("reportPost", () => {
  const where = { category: "Community & Social", subCategory: "Watch Parties" };

  it("files one report per user and post, in the server-only postReports, with the reason trimmed", async () => {
    const [author, reader] = await Promise.all([createPlayer("report-author"), createPlayer("report-reader")]);
    const id = await post(author, where, 1, { title: "Buy cheap pills" });
    expect(await callOk("reportPost", { postId: id, reason: "  Spam  " }, reader.token)).toEqual({ reportId: `${id}_${reader.uid}` });
    const report = await read(`postReports/${id}_${reader.uid}`);
    expect(report).toMatchObject({ postId: id, postTitle: "Buy cheap pills", category: where.category, subCategory: where.subCategory, authorId: author.uid, reporterId: reader.uid, reason: "Spam" });
    expect(report?.createdAt).toBeInstanceOf(Timestamp);

    const again = await callError("reportPost", { postId: id }, reader.token);
    expect(again).toEqual({ status: "ALREADY_EXISTS", message: "You have already reported this post." });
    expect((await read(`postReports/${id}_${reader.uid}`))?.reason).toBe("Spam");
  });

  it("takes no reason at all", async () => {
    const [author, reader] = await Promise.all([createPlayer("report-author2"), createPlayer("report-reader2")]);
    const id = await post(author, where, 2);
    await callOk("reportPost", { postId: id }, reader.token);
    expect((await read(`postReports/${id}_${reader.uid}`))?.reason).toBe("");
  });

  it("refuses reporting one's own post, a missing post, a post kept apart by a block, and a signed-out caller", async () => {
    const [author, reader, blocked] = await Promise.all([createPlayer("report-own"), createPlayer("report-other"), createPlayer("report-blocked")]);
    await db()
      .doc(`users/${author.uid}`)
      .update({ blockedUids: [blocked.uid] });
    const id = await post(author, where, 3);
    expect(await callError("reportPost", { postId: id }, author.token)).toEqual({ status: "FAILED_PRECONDITION", message: "You cannot report your own post." });
    expect(await callError("reportPost", { postId: "no-such-post" }, reader.token)).toEqual({ status: "NOT_FOUND", message: "Post not found" });
    expect(await callError("reportPost", { postId: id }, blocked.token)).toEqual({ status: "NOT_FOUND", message: "This post is not available." });
    expect((await callError("reportPost", { postId: id })).status).toBe("UNAUTHENTICATED");
    const reports = await db().collection("postReports").where("postId", "==", id).get();
    expect(reports.size).toBe(0);
  });

  it("refuses a reason over 500 characters with its sentence, and an id that is a path", async () => {
    const [author, reader] = await Promise.all([createPlayer("report-long"), createPlayer("report-long-reader")]);
    const id = await post(author, where, 4);
    expect(await callError("reportPost", { postId: id, reason: "r".repeat(501) }, reader.token)).toEqual({ status: "INVALID_ARGUMENT", message: "Keep the reason to 500 characters or fewer." });
    expect((await callError("reportPost", { postId: "../users/x" }, reader.token)).status).toBe("INVALID_ARGUMENT");
  });
});
