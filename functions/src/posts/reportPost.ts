import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { hasBlocked } from "../lib/blocks";
import { defineCallable } from "../lib/callable";
import * as postCallables from "@rallyhub/domain/callables/posts";
import { POST_MESSAGES } from "@rallyhub/domain/posts/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { postSchema } from "@rallyhub/domain/stored/posts";
import { postReportWriteSchema } from "@rallyhub/domain/stored/write/posts";

/** One report per user and post: its id says whose and which. */
export const reportId = (postId: string, uid: string) => `${postId}_${uid}`;

/**
 * A signed-in user reports someone else's post to the moderators, with an
 * optional reason. Reports go to postReports/{postId}_{uid}, which only the
 * server reads or writes (firestore.rules); a second report of the same post
 * by the same user is refused, and so is a report of one's own post or of a
 * post the caller cannot see (a block either way: it is "not available", as
 * on its page).
 */
export const reportPost = defineCallable(postCallables.reportPost, async ({ postId, reason }, { caller }) => {
  const postRef = db().doc(`posts/${postId}`);
  const reportRef = db().doc(`postReports/${reportId(postId, caller.uid)}`);
  await db().runTransaction(async (tx) => {
    const [post, existing] = await Promise.all([tx.get(postRef), tx.get(reportRef)]);
    if (!post.exists) throw new HttpsError("not-found", POST_MESSAGES.notFound);
    const { authorId, title, category, subCategory } = readDoc(postSchema, post);
    if (authorId === caller.uid) throw new HttpsError("failed-precondition", POST_MESSAGES.ownPost);
    if (existing.exists) throw new HttpsError("already-exists", POST_MESSAGES.alreadyReported);
    const [me, author] = await Promise.all([tx.get(db().doc(`users/${caller.uid}`)), authorId ? tx.get(db().doc(`users/${authorId}`)) : Promise.resolve(null)]);
    if (hasBlocked(me.data(), authorId) || (author && hasBlocked(author.data(), caller.uid))) throw new HttpsError("not-found", POST_MESSAGES.notAvailable);
    tx.create(reportRef, writeDoc(postReportWriteSchema, { postId, postTitle: title, category, subCategory, authorId, reporterId: caller.uid, reason, createdAt: FieldValue.serverTimestamp() }));
  });
  return { reportId: reportId(postId, caller.uid) };
});
