// The post form's writes (src/features/posts/api/postsRepository.ts) against
// the Firestore emulator and firestore.rules, signed in as the author: a post
// carries the author's public display name (publicProfiles/{uid}.displayName,
// what others see), the only name the rules accept, even when their private
// users document says otherwise; an edit after a rename carries the new name;
// an author with no public display name is told to add one.
import { Timestamp, type Firestore } from "firebase/firestore";
import { describe, expect, it, vi } from "vitest";
import { createPost, updatePost } from "@/features/posts/api/postsRepository";
import { AppError } from "@/lib/errors";
import { POST_MESSAGES, type PostValues } from "@rallyhub/domain/posts/model";
import { rulesHarness } from "../rules/setup";

const h = rulesHarness();

// The app's Firebase module, with the emulator's client of the signed-in author in place of the app's own.
let authorDb: Firestore | null = null;
vi.mock("@/lib/firebase", () => ({
  getDb: () => Promise.resolve(authorDb),
  callFunction: () => Promise.reject(new Error("not in this test")),
}));

const values: PostValues = { title: "Doubles at dawn", text: "Courts by the lake, 6am.", category: "Play & Competition", subCategory: "Find a Game" };

describe("writing a post from the app", () => {
  it("writes the author's public display name, which the rules accept", async () => {
    await h.seed({ "users/pat": { hasAdditionalInfo: true, displayName: "Pat (private)" }, "publicProfiles/pat": { displayName: "Pat Player" } });
    authorDb = h.as("pat");
    const id = await createPost(values, "pat");
    expect(await h.peek(`posts/${id}`)).toMatchObject({ ...values, authorId: "pat", authorName: "Pat Player" });
    expect((await h.peek(`posts/${id}`))?.createdAt).toBeInstanceOf(Timestamp);
  });

  it("an edit after a rename carries the new name", async () => {
    await h.seed({ "users/pat": { hasAdditionalInfo: true }, "publicProfiles/pat": { displayName: "Pat Player" } });
    authorDb = h.as("pat");
    const id = await createPost(values, "pat");
    await h.seed({ "publicProfiles/pat": { displayName: "Pat P." } });
    await updatePost(id, { ...values, title: "Doubles at 7" }, "pat");
    expect(await h.peek(`posts/${id}`)).toMatchObject({ title: "Doubles at 7", authorName: "Pat P." });
  });

  it("tells an author with no public display name to add one (the rules would refuse any name)", async () => {
    await h.seed({ "users/pat": { hasAdditionalInfo: true, displayName: "Pat" }, "publicProfiles/pat": { searchable: true } });
    authorDb = h.as("pat");
    const failure = await createPost(values, "pat").then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "failed-precondition", message: POST_MESSAGES.noPublicName });
  });
});
