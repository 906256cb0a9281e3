import { z } from "zod";
import { isPostCategoryPair } from "./categories";
import { POST_LIMITS } from "./limits";
import { POST_MESSAGES } from "./messages";

export { POST_LIMITS } from "./limits";
export { POST_MESSAGES } from "./messages";

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
    category: z.string().min(1, POST_MESSAGES.category.pair),
    subCategory: z.string().min(1, POST_MESSAGES.category.pair),
  })
  .refine((p) => isPostCategoryPair(p.category, p.subCategory), { message: POST_MESSAGES.category.pair, path: ["subCategory"] });

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
    message: POST_MESSAGES.category.pair,
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
    reason: z
      .string()
      .trim()
      .refine((s) => s.length <= POST_LIMITS.reportReason, POST_MESSAGES.reasonLong)
      .default(""),
  })
  .strict();

export type ReportPostInput = z.input<typeof reportPostInput>;
