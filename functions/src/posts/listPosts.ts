import { FieldPath, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { blockedUidsOf } from "../lib/blocks";
import { defineCallable } from "../lib/callable";
import * as postCallables from "@rallyhub/domain/callables/posts";
import { POST_MESSAGES, type Post } from "@rallyhub/domain/posts/model";
import { cursorAfter, decodeCursor, encodeCursor, postFrom } from "./postDocs";

/**
 * Who of the page's authors the caller must not see, and the documents read
 * to know it: the caller's own users document (whom they blocked), and, among
 * the page's other authors only, those who blocked the caller (one query:
 * their uids `in` the page's authors and `blockedUids` containing the
 * caller). Block lists are private (lib/blocks.ts), hence the server.
 */
async function hiddenAuthors(callerUid: string, authorIds: string[]): Promise<{ hidden: Set<string>; reads: number }> {
  const others = [...new Set(authorIds)].filter((uid) => uid !== callerUid);
  if (others.length === 0) return { hidden: new Set(), reads: 0 };
  const [me, blockers] = await Promise.all([
    db().doc(`users/${callerUid}`).get(),
    db().collection("users").where(FieldPath.documentId(), "in", others).where("blockedUids", "array-contains", callerUid).select().get(),
  ]);
  const mine = new Set(blockedUidsOf(me.data()));
  const hidden = new Set([...others.filter((uid) => mine.has(uid)), ...blockers.docs.map((d) => d.id)]);
  // A query that finds nothing still counts one read.
  return { hidden, reads: 1 + Math.max(1, blockers.size) };
}

/**
 * A page of a subcategory's posts, newest first (spec §2.1
 * posts/{category}/{subcategory}), or of the whole board when no category is
 * given (Local Connect), for anyone, signed in or not. Posts whose
 * author the caller blocked, or who blocked the caller, are left out: the
 * block lists are private, so the app cannot list posts itself (the rules
 * refuse client lists).
 *
 * Reads (spec, issue 13: at most one document per post shown plus 2): the
 * page's posts (one indexed query: category, subCategory, createdAt desc),
 * then, for a signed-in caller and only when the page has posts by others,
 * the caller's users document and one query for those of the page's authors
 * who blocked the caller (one read when none did). So a page without blocks
 * reads its posts plus at most 2; a post hidden by a block costs its read, and
 * the page is then shorter (it is not filled up from the next one, which would
 * read more). There is no look-ahead read: `next` is given whenever the page
 * came back full, and the page after the last may be empty.
 */
export const listPosts = defineCallable(postCallables.listPosts, async (input, { caller }) => {
  const after = input.cursor === null ? null : decodeCursor(input.cursor);
  if (input.cursor !== null && !after) throw new HttpsError("invalid-argument", POST_MESSAGES.cursor);

  const all = db().collection("posts");
  let query = (input.category !== undefined && input.subCategory !== undefined ? all.where("category", "==", input.category).where("subCategory", "==", input.subCategory) : all)
    .orderBy("createdAt", "desc")
    .orderBy(FieldPath.documentId(), "desc");
  if (after) query = query.startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id);
  const snap = await query.limit(input.limit).get();
  let reads = Math.max(1, snap.size);

  const stored = snap.docs.map((d) => postFrom(d.id, d.data()));
  const callerUid = caller?.uid ?? null;
  let hidden = new Set<string>();
  if (callerUid && snap.size > 0) {
    const found = await hiddenAuthors(callerUid, stored.map((p) => p.authorId).filter(Boolean));
    hidden = found.hidden;
    reads += found.reads;
  }

  const posts: Post[] = stored.filter((p) => !hidden.has(p.authorId));
  const last = snap.docs.at(-1);
  const cursor = snap.size === input.limit && last ? cursorAfter(last.id, last.get("createdAt")) : null;
  return { posts, next: cursor ? encodeCursor(cursor) : null, reads };
});
