import { listPostsInput, reportPostInput, type PostPage } from "../posts/model";
import { defineContract, PUBLIC, returns, SIGNED_IN } from "./contract";

/** A page of posts, newest first (anyone; a signed-in reader does not see the posts of those a block keeps apart). */
export const listPosts = defineContract({ name: "listPosts", input: listPostsInput, output: returns<PostPage>(), access: PUBLIC });

/** A signed-in user reports someone else's post to the moderators, once. */
export const reportPost = defineContract({ name: "reportPost", input: reportPostInput, output: returns<{ reportId: string }>(), access: SIGNED_IN, sentences: true });
