import { collection, deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from "firebase/firestore";
import { call, getDb } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { postSchema } from "@rallyhub/domain/stored/posts";
import { postSearchTokens } from "@rallyhub/domain/searchTokens";
import { POST_MESSAGES, type ListPostsInput, type Post, type PostPage, type PostValues } from "@rallyhub/domain/posts/model";

/** A page of a subcategory's posts, newest first, with blocks applied (the listPosts callable: the rules refuse client lists). */
export function listPosts(input: ListPostsInput): Promise<PostPage> {
  return call("listPosts", input);
}

/**
 * One post, or null when there is none. The rules refuse it to a user kept
 * apart from its author by a block (either way): that refusal is the
 * `permission-denied` AppError saying the post is not available.
 */
export async function getPost(id: string): Promise<Post | null> {
  // An address's id that cannot be a document id (a path, a reserved name) names no post.
  if (!/^(?!__)[A-Za-z0-9_-]{1,128}$/.test(id)) return null;
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "posts", id));
    return snap.exists() ? readDoc(postSchema, snap) : null;
  } catch (error) {
    const failure = toAppError(error, POST_MESSAGES.postLoadFailed);
    if (failure.code === "permission-denied") throw new AppError("permission-denied", POST_MESSAGES.notAvailable, error);
    throw failure;
  }
}

/**
 * The name a post shows for its author: their public display name
 * (publicProfiles/{uid}.displayName, what other players see), read as the post
 * is written. The rules accept no other name; an author without one is told to
 * add it to their profile.
 */
async function publicNameOf(db: Firestore, uid: string): Promise<string> {
  const name = (await getDoc(doc(db, "publicProfiles", uid))).get("displayName") as unknown;
  if (typeof name !== "string" || name === "") throw new AppError("failed-precondition", POST_MESSAGES.noPublicName);
  return name;
}

/** Writes a new post of the signed-in author under their public name (createdAt is the server's time of the write, as the rules require); returns its id. */
export async function createPost(values: PostValues, authorId: string): Promise<string> {
  const db = await getDb();
  const ref = doc(collection(db, "posts"));
  try {
    const authorName = await publicNameOf(db, authorId);
    await setDoc(ref, { ...values, searchTokens: postSearchTokens(values.title, values.text), authorId, authorName, createdAt: serverTimestamp() });
    return ref.id;
  } catch (error) {
    throw toAppError(error, POST_MESSAGES.saveFailed);
  }
}

/** The author's edit: the post's own fields, their current public name, and updatedAt (the time of the write). */
export async function updatePost(id: string, values: PostValues, authorId: string): Promise<void> {
  const db = await getDb();
  try {
    const authorName = await publicNameOf(db, authorId);
    await updateDoc(doc(db, "posts", id), { ...values, searchTokens: postSearchTokens(values.title, values.text), authorName, updatedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, POST_MESSAGES.saveFailed);
  }
}

export async function deletePost(id: string): Promise<void> {
  const db = await getDb();
  try {
    await deleteDoc(doc(db, "posts", id));
  } catch (error) {
    throw toAppError(error, POST_MESSAGES.deleteFailed);
  }
}

/** Reports someone else's post to the moderators (the reportPost callable; once per user and post). */
export function reportPost(postId: string, reason: string): Promise<{ reportId: string }> {
  return call("reportPost", { postId, reason });
}
