import * as z from "zod/mini";
import { storedTime } from "./fields";

/** What is stored of posts/{postId} and postReports/{postId}_{uid}: the Functions and the seed write through these (the read schemas: ../posts.ts). */

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
