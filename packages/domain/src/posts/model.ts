import { z } from "zod";
import { isPostCategoryPair, POST_CATEGORY_MESSAGES } from "./categories";

/**
 * Spec §3 Post (id, title, text, category, subCategory) as the app and the
 * Functions see it: who wrote it and when, as epoch millis. Stored in
 * posts/{id} with `createdAt` (and `updatedAt` after an edit) as Timestamps.
 */
export interface Post {
  id: string;
  title: string;
  text: string;
  /** The category's label (spec §9). */
  category: string;
  /** The subcategory's label (spec §9). */
  subCategory: string;
  authorId: string;
  authorName: string;
  /** Epoch millis. */
  createdAt: number;
  /** Epoch millis of the last edit, or null. */
  updatedAt: number | null;
}

/** Sizes of a post, the same as firestore.rules' `match /posts/{postId}`. */
export const POST_LIMITS = {
  title: 120,
  text: 5000,
  /** Above the 25 characters a public profile's displayName may hold (firestore.rules validPublicProfile): a post carries its author's display name whole. */
  authorName: 100,
  /** Spec §9: a post card shows the first 100 characters of the text. */
  excerpt: 100,
  /** Posts one listPosts call returns at most. */
  page: 20,
  reportReason: 500,
} as const;

export const POST_MESSAGES = {
  // Spec §8
  empty: "No posts found in this category.",
  loading: "Loading posts...",
  noCategories: "No categories available.",
  // Ours
  title: "Give your post a title.",
  titleLong: `Keep the title to ${POST_LIMITS.title} characters or fewer.`,
  text: "Write something in your post.",
  textLong: `Keep the post to ${POST_LIMITS.text} characters or fewer.`,
  reasonLong: `Keep the reason to ${POST_LIMITS.reportReason} characters or fewer.`,
  notFound: "Post not found",
  notFoundDetail: "This post does not exist, or its author deleted it.",
  notAvailable: "This post is not available.",
  noPublicName: "Add a display name to your profile first: posts show it.",
  loadFailed: "Posts could not be loaded. Check your connection and try again.",
  postLoadFailed: "This post could not be loaded. Check your connection and try again.",
  saveFailed: "Your post could not be saved. Check your connection and try again.",
  deleteFailed: "The post could not be deleted. Please try again.",
  reportFailed: "Your report could not be sent. Please try again.",
  created: "Post published",
  updated: "Post updated",
  deleted: "Post deleted",
  reported: "Thanks for telling us. We will review this post.",
  alreadyReported: "You have already reported this post.",
  ownPost: "You cannot report your own post.",
  cursor: "That page of posts is no longer valid: reload the list.",
} as const;

/** The first `POST_LIMITS.excerpt` characters of a text (whole characters, not halves of an emoji), and whether anything was cut. */
export function excerptOf(text: string, max: number = POST_LIMITS.excerpt): { text: string; cut: boolean } {
  const chars = Array.from(text);
  return chars.length <= max ? { text, cut: false } : { text: chars.slice(0, max).join(""), cut: true };
}

/** Characters as people count them (an emoji is one), for the limits. */
const length = (s: string) => Array.from(s).length;

/**
 * Writing or editing a post (the form, and what the repository writes): title
 * and text trimmed and within their limits, a category and subcategory pair of
 * spec §9. Firestore counts a string's size in UTF-16 units for its rules; a
 * title of 120 emoji is refused there, so the limit is also checked in those units.
 */
export const postInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, POST_MESSAGES.title)
      .refine((s) => length(s) <= POST_LIMITS.title && s.length <= POST_LIMITS.title, POST_MESSAGES.titleLong),
    text: z
      .string()
      .trim()
      .min(1, POST_MESSAGES.text)
      .refine((s) => length(s) <= POST_LIMITS.text && s.length <= POST_LIMITS.text, POST_MESSAGES.textLong),
    category: z.string().min(1, POST_CATEGORY_MESSAGES.pair),
    subCategory: z.string().min(1, POST_CATEGORY_MESSAGES.pair),
  })
  .refine((p) => isPostCategoryPair(p.category, p.subCategory), { message: POST_CATEGORY_MESSAGES.pair, path: ["subCategory"] });

export type PostInput = z.input<typeof postInputSchema>;
export type PostValues = z.output<typeof postInputSchema>;

/**
 * listPosts: one page of a subcategory's posts, newest first; without a
 * category and subcategory, the newest posts of the whole board (Local
 * Connect's recent posts).
 */
export const listPostsInput = z
  .object({
    category: z.string().max(80).optional(),
    subCategory: z.string().max(80).optional(),
    /** From the previous page's `next`; null (or absent) for the first page. */
    cursor: z.string().max(300).nullable().default(null),
    limit: z.number().int().min(1).max(POST_LIMITS.page).default(POST_LIMITS.page),
  })
  .strict()
  .refine((q) => (q.category === undefined && q.subCategory === undefined) || (q.category !== undefined && q.subCategory !== undefined && isPostCategoryPair(q.category, q.subCategory)), {
    message: POST_CATEGORY_MESSAGES.pair,
    path: ["subCategory"],
  });

export type ListPostsInput = z.input<typeof listPostsInput>;

export interface PostPage {
  posts: Post[];
  /** The cursor of the next page, or null when this page reached the end. */
  next: string | null;
  /** Documents read to answer (for the performance checks). */
  reads: number;
}

/** reportPost: tell the moderators about a post, once per user and post. */
export const reportPostInput = z
  .object({
    postId: z.string().regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/, "must be an id"),
    reason: z.string().trim().refine((s) => s.length <= POST_LIMITS.reportReason, POST_MESSAGES.reasonLong).default(""),
  })
  .strict();

export type ReportPostInput = z.input<typeof reportPostInput>;
