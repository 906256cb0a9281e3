import { api, attempt, attemptWrite } from "@/lib/api";
import { cursorPaging } from "@/lib/liveQuery";
import type { CallableOutput } from "@rallyhub/domain/callables/all";
import { POST_MESSAGES, type Post, type PostPage, type PostValues } from "@rallyhub/domain/posts/model";
import { createPost, deletePost, getPost, listPosts, reportPost, updatePost } from "./postsRepository";

/**
 * Who is looking: the signed-in uid, or null. Part of each read's cache key,
 * since what a user may see depends on their blocks (a sign-in or sign-out
 * reads again).
 */
type Viewer = string | null;

export interface PostListArgs {
  category: string;
  subCategory: string;
  viewer: Viewer;
}

/** The tag of a subcategory's list: a write in it reloads its pages. */
const listTag = (category: string, subCategory: string) => ({ type: "Post" as const, id: `list:${category}|${subCategory}` });

/**
 * The post board (issue 13). Lists come from the listPosts callable (blocks
 * applied on the server); a single post is read from Firestore, where the
 * rules apply the same blocks; the author writes their own post.
 */
export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A subcategory's posts, a page at a time, each asked for with the cursor
     * the page before ended at. Read again (after a write in it), it starts
     * from its first page.
     */
    listPosts: build.infiniteQuery<PostPage, PostListArgs, string | null>({
      infiniteQueryOptions: { ...cursorPaging<string>(), refetchCachedPages: false },
      queryFn: ({ queryArg: { category, subCategory }, pageParam: cursor }) => attempt(() => listPosts({ category, subCategory, cursor }), POST_MESSAGES.loadFailed),
      providesTags: (data, _error, { category, subCategory }) => [
        listTag(category, subCategory),
        ...(data?.pages.flatMap((page) => page.posts) ?? []).map((p) => ({ type: "Post" as const, id: p.id })),
      ],
    }),
    /** The newest posts of the whole board (Local Connect), blocks applied on the server. */
    getRecentPosts: build.query<PostPage, { limit: number; viewer: Viewer }>({
      queryFn: ({ limit }) => attempt(() => listPosts({ limit }), POST_MESSAGES.loadFailed),
      providesTags: (page) => [{ type: "Post" as const, id: "recent" }, ...(page?.posts ?? []).map((p) => ({ type: "Post" as const, id: p.id }))],
    }),
    getPost: build.query<Post | null, { id: string; viewer: Viewer }>({
      queryFn: ({ id }) => attempt(() => getPost(id), POST_MESSAGES.postLoadFailed),
      providesTags: (_post, _error, { id }) => [{ type: "Post", id }],
    }),
    /** The author is the signed-in user; the post carries their public display name (the repository reads it). */
    createPost: build.mutation<string, { values: PostValues; authorId: string }>({
      queryFn: ({ values, authorId }) => attempt(() => createPost(values, authorId), POST_MESSAGES.saveFailed),
      invalidatesTags: (_id, error, { values }) => (error ? [] : [listTag(values.category, values.subCategory), { type: "Post", id: "recent" }]),
    }),
    updatePost: build.mutation<null, { post: Post; values: PostValues; authorId: string }>({
      queryFn: ({ post, values, authorId }) => attemptWrite(() => updatePost(post.id, values, authorId), POST_MESSAGES.saveFailed),
      invalidatesTags: (_r, error, { post, values }) => (error ? [] : [{ type: "Post", id: post.id }, listTag(post.category, post.subCategory), listTag(values.category, values.subCategory)]),
    }),
    deletePost: build.mutation<null, Post>({
      queryFn: (post) => attemptWrite(() => deletePost(post.id), POST_MESSAGES.deleteFailed),
      // The post's own entry too: its page shows that it was deleted meanwhile, and a later visit does not find it in the cache.
      invalidatesTags: (_r, error, post) => (error ? [] : [{ type: "Post", id: post.id }, listTag(post.category, post.subCategory)]),
    }),
    reportPost: build.mutation<CallableOutput<"reportPost">, { postId: string; reason: string }>({
      queryFn: ({ postId, reason }) => attempt(() => reportPost(postId, reason), POST_MESSAGES.reportFailed),
    }),
  }),
});

export const { useListPostsInfiniteQuery, useGetRecentPostsQuery, useGetPostQuery, useCreatePostMutation, useUpdatePostMutation, useDeletePostMutation, useReportPostMutation } = postsApi;
