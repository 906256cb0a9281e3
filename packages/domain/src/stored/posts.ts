import * as z from "zod/mini";
import type { Post } from "../posts/model";
import { storedTime, text, timeField, timeOr } from "./fields";

/** posts/{postId} and postReports/{postId}_{uid} (docs/data-model.md "posts"). */

/** A post as the app sees it (Timestamps as epoch millis; anything malformed as empty). */
export const postSchema: z.ZodMiniType<Post> = /* @__PURE__ */ z.object({
  id: z.string(),
  title: text(),
  text: text(),
  category: text(),
  subCategory: text(),
  authorId: text(),
  authorName: text("A player"),
  createdAt: timeOr(0),
  updatedAt: timeField,
});

/** A post as stored (its author writes it under the rules; the seed). `updatedAt` only once edited. */
export const postWriteSchema = /* @__PURE__ */ z.strictObject({
  title: z.string(),
  text: z.string(),
  category: z.string(),
  subCategory: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  searchTokens: z.array(z.string()),
  createdAt: storedTime,
  updatedAt: z.optional(storedTime),
});

/** A user's report of someone else's post (reportPost; server only). */
export const postReportWriteSchema = /* @__PURE__ */ z.strictObject({
  postId: z.string(),
  postTitle: z.string(),
  category: z.string(),
  subCategory: z.string(),
  authorId: z.string(),
  reporterId: z.string(),
  reason: z.string(),
  createdAt: storedTime,
});
