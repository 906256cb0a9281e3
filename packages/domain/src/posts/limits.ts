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
