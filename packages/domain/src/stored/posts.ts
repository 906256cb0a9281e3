import type { Post } from "../posts/model";
import { obj, text, timeField, timeOr, type Reader } from "./fields";

/** posts/{postId} and postReports/{postId}_{uid} (docs/data-model.md "posts"). */

/** A post as the app sees it (Timestamps as epoch millis; anything malformed as empty). */
export const postSchema: Reader<Post> = obj({
  id: text(),
  title: text(),
  text: text(),
  category: text(),
  subCategory: text(),
  authorId: text(),
  authorName: text("A player"),
  createdAt: timeOr(0),
  updatedAt: timeField,
});
