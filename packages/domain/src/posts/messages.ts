import { POST_LIMITS } from "./limits";

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
  /** What a post's category and subcategory say when they are not one of spec §9's pairs. */
  category: {
    unknownCategory: "There is no post category at this address.",
    unknownSubCategory: "There is no such subcategory in this category.",
    pair: "Choose a category and a subcategory from the list.",
  },
} as const;
