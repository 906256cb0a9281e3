// The post board's public surface: a post's address and the categories, for
// other features that show or link to posts (search, localconnect).
export { categoryPath, postPath, subCategoryPath, POST_CATEGORIES } from "@rallyhub/domain/posts/categories";
export type { Post } from "@rallyhub/domain/posts/model";
// The newest posts of the whole board and a post's card (Local Connect).
export { useGetRecentPostsQuery } from "./api/postsApi";
export { PostCard } from "./components/PostCard";
