import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import type { AuthState } from "@/lib/session/authSlice";
import { POST_MESSAGES, type Post, type PostPage } from "@rallyhub/domain/posts/model";
import { createPost, deletePost, getPost, listPosts, reportPost } from "../api/postsRepository";

vi.mock("../api/postsRepository", () => ({
  listPosts: vi.fn(),
  getPost: vi.fn(),
  createPost: vi.fn(),
  updatePost: vi.fn(),
  deletePost: vi.fn(),
  reportPost: vi.fn(),
}));

/** The posts routes as mainRoutes has them, with stand-ins for the pages they link to. */
const routes: RouteObject[] = [
  {
    path: "/posts",
    lazy: () => import("./PostsLayout"),
    children: [
      { index: true, lazy: () => import("./PostsIndexPage") },
      { path: ":category", lazy: () => import("./CategoryPage") },
      { path: ":category/:subcategory", lazy: () => import("./SubCategoryPage") },
      { path: ":category/:subcategory/:postId", lazy: () => import("./PostPage") },
    ],
  },
  { path: "/profile/:id", element: <p>Profile page</p> },
  { path: "/auth/login", element: <p>Login page</p> },
];

const open = (path: string, auth: AuthState = signedOutAuth()) => renderRoutes(routes, { preloadedState: { auth }, initialEntries: [path] });

const makePost = (n: number, over: Partial<Post> = {}): Post => ({
  id: `p${n}`,
  title: `Post number ${n}`,
  text: `Text of post ${n}`,
  category: "Play & Competition",
  subCategory: "Find a Game",
  authorId: `author-${n}`,
  authorName: `Author ${n}`,
  createdAt: Date.UTC(2026, 2, 10 - n, 12),
  updatedAt: null,
  ...over,
});

const page = (posts: Post[], next: string | null = null): PostPage => ({ posts, next, reads: posts.length + 2 });

beforeEach(() => {
  vi.mocked(listPosts).mockReset();
  vi.mocked(getPost).mockReset();
  vi.mocked(createPost).mockReset();
  vi.mocked(deletePost).mockReset();
  vi.mocked(reportPost).mockReset();
});

describe("posts (the board's frame)", () => {
  it("is headed Community Posts, lists every category with its subcategories as links, and has an outlet", async () => {
    open("/posts");
    expect(await screen.findByRole("heading", { level: 1, name: "Community Posts" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Post categories" });
    expect(within(nav).getByRole("link", { name: "Play & Competition" })).toHaveAttribute("href", "/posts/play-and-competition");
    expect(within(nav).getByRole("link", { name: "Find a Court/Field" })).toHaveAttribute("href", "/posts/venues-and-locations/find-a-court-field");
    expect(within(nav).getAllByRole("link")).toHaveLength(8 + 25);
    expect(screen.getByRole("heading", { level: 2, name: "Choose a category" })).toBeInTheDocument();
  });

  it("asks a visitor to sign in to write, and a user without a finished profile to finish it", async () => {
    const first = open("/posts");
    expect(await screen.findByRole("link", { name: "Sign in to write a post" })).toHaveAttribute("href", "/auth/login?returnUrl=%2Fposts");
    first.unmount();
    open("/posts", signedInAuth({ hasAdditionalInfo: false }));
    expect(await screen.findByRole("link", { name: "Finish your profile to post" })).toHaveAttribute("href", "/user-onboarding?returnUrl=%2Fposts");
    expect(screen.queryByRole("button", { name: "Write a post" })).not.toBeInTheDocument();
  });

  it("posts/{category}: the category's subcategories, each opening its list", async () => {
    open("/posts/teams-and-leagues");
    expect(await screen.findByRole("heading", { level: 2, name: "Teams & Leagues" })).toBeInTheDocument();
    const main = screen.getByRole("region", { name: "Teams & Leagues" });
    expect(
      within(main)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Team Openings", "Join a Team", "League Openings", "Referees & Umpires Needed"]);
    expect(within(main).getByRole("link", { name: "Join a Team" })).toHaveAttribute("href", "/posts/teams-and-leagues/join-a-team");
  });

  it.each([
    ["/posts/basket-weaving", "Category not found", "There is no post category at this address.", "See all categories", "/posts"],
    ["/posts/basket-weaving/find-a-game", "Category not found", "There is no post category at this address.", "See all categories", "/posts"],
    ["/posts/play-and-competition/lost-and-found", "Subcategory not found", "There is no such subcategory in this category.", "See Play & Competition", "/posts/play-and-competition"],
    ["/posts/nope/nope/p1", "Category not found", "There is no post category at this address.", "See all categories", "/posts"],
  ])("%s: says plainly that it does not exist, with the way back", async (path, title, message, back, to) => {
    open(path);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: back })).toHaveAttribute("href", to);
    expect(listPosts).not.toHaveBeenCalled();
    expect(getPost).not.toHaveBeenCalled();
  });
});

describe("posts/{category}/{subcategory} (the list)", () => {
  it("is headed 'Posts in {category} - {subcategory}', says 'Loading posts...' until the posts come, newest first as the server gave them", async () => {
    let answer: (p: PostPage) => void = () => undefined;
    vi.mocked(listPosts).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open("/posts/play-and-competition/find-a-game");
    expect(await screen.findByRole("heading", { level: 2, name: "Posts in Play & Competition - Find a Game" })).toBeInTheDocument();
    expect(await screen.findByText("Loading posts...")).toBeInTheDocument();
    expect(screen.getAllByRole("status").length).toBeGreaterThan(0);
    answer(page([makePost(1), makePost(2)]));
    await screen.findByText("Post number 1");
    const list = screen.getByRole("list", { name: "Posts in Play & Competition - Find a Game" });
    expect(screen.queryByText("Loading posts...")).not.toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Post number 1", "Post number 2"]);
    expect(within(list).getByRole("link", { name: "Post number 1" })).toHaveAttribute("href", "/posts/play-and-competition/find-a-game/p1");
    expect(within(list).getByRole("link", { name: "Author 1" })).toHaveAttribute("href", "/profile/author-1");
    expect(listPosts).toHaveBeenCalledWith({ category: "Play & Competition", subCategory: "Find a Game", cursor: null });
    expect(document.title).toMatch(/^Post Board/);
  });

  it("shows the first 100 characters of a long text on the card, with … after them", async () => {
    const long = `${"a".repeat(98)}XYZ and the rest of the story`;
    vi.mocked(listPosts).mockResolvedValue(page([makePost(1, { text: long }), makePost(2, { text: "Short." })]));
    open("/posts/play-and-competition/find-a-game");
    const excerpts = await screen.findAllByTestId("post-excerpt");
    expect(excerpts[0]?.textContent).toBe(`${"a".repeat(98)}XY…`);
    expect(excerpts[1]?.textContent).toBe("Short.");
  });

  it("says 'No posts found in this category.' when there are none", async () => {
    vi.mocked(listPosts).mockResolvedValue(page([]));
    open("/posts/test/miscellaneous");
    expect(await screen.findByText("No posts found in this category.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Posts in Test - Miscellaneous" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("an address written with the labels opens the list at its own address", async () => {
    vi.mocked(listPosts).mockResolvedValue(page([makePost(1)]));
    open("/posts/Play%20%26%20Competition/Find%20a%20Game");
    expect(await screen.findByText("Post number 1")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Posts in Play & Competition - Find a Game" })).toBeInTheDocument();
    expect(vi.mocked(listPosts).mock.calls.map(([input]) => [input.category, input.subCategory])).toContainEqual(["Play & Competition", "Find a Game"]);
  });

  it("pages with Show more, asking with the cursor the page before ended at", async () => {
    vi.mocked(listPosts).mockImplementation(({ cursor }) => Promise.resolve(cursor === "c1" ? page([makePost(3)]) : page([makePost(1), makePost(2)], "c1")));
    open("/posts/play-and-competition/find-a-game", signedInAuth());
    await screen.findByText("Post number 2");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Post number 3")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(vi.mocked(listPosts).mock.calls.map(([input]) => input.cursor)).toEqual([null, "c1"]);
  });

  it("offers Retry when the posts could not be loaded", async () => {
    vi.mocked(listPosts)
      .mockRejectedValueOnce(new AppError("unavailable", POST_MESSAGES.loadFailed))
      .mockResolvedValue(page([makePost(1)]));
    open("/posts/play-and-competition/find-a-game");
    expect(await screen.findByText(POST_MESSAGES.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Post number 1")).toBeInTheDocument();
  });

  it("reads nothing before Firebase Auth has said who is reading (whose blocks apply)", async () => {
    vi.mocked(listPosts).mockResolvedValue(page([]));
    open("/posts/play-and-competition/find-a-game", signedOutAuth({ sdkReady: false, status: "idle" }));
    expect(await screen.findByText("Loading posts...")).toBeInTheDocument();
    expect(listPosts).not.toHaveBeenCalled();
  });

  it("a new post from the list: written in this subcategory, the list asked for again so it shows first", async () => {
    vi.mocked(listPosts)
      .mockResolvedValueOnce(page([makePost(1)]))
      .mockResolvedValue(page([makePost(0, { title: "My new game", authorId: "user-1" }), makePost(1)]));
    vi.mocked(createPost).mockResolvedValue("p0");
    open("/posts/play-and-competition/find-a-game", signedInAuth());
    await screen.findByText("Post number 1");
    await userEvent.click(screen.getByRole("button", { name: "Write a post" }));
    const dialog = await screen.findByRole("dialog", { name: "Write a post" });
    expect(within(dialog).getByRole("combobox", { name: "Category" })).toHaveValue("Play & Competition");
    expect(within(dialog).getByRole("combobox", { name: "Subcategory" })).toHaveValue("Find a Game");
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Title" }));
    await userEvent.paste("My new game");
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Text" }));
    await userEvent.paste("Saturday 9am, bring water.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(createPost).toHaveBeenCalledWith({ title: "My new game", text: "Saturday 9am, bring water.", category: "Play & Competition", subCategory: "Find a Game" }, "user-1");
    await expectToast("Post published", "success");
    const list = await screen.findByRole("list", { name: "Posts in Play & Competition - Find a Game" });
    await waitFor(() => expect(within(list).getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("My new game"));
  }, 30_000);
});

describe("posts/{category}/{subcategory}/{postId} (the post)", () => {
  const path = "/posts/play-and-competition/find-a-game/p1";

  it("shows the whole post, who wrote it (linking to their profile) and where it belongs; a visitor gets no Edit, Delete or Report", async () => {
    const text = `${"Long text. ".repeat(20)}The end.`;
    vi.mocked(getPost).mockResolvedValue(makePost(1, { text, updatedAt: 1 }));
    open(path);
    expect(await screen.findByRole("heading", { level: 2, name: "Post number 1" })).toBeInTheDocument();
    expect(screen.getByTestId("post-text").textContent).toBe(text);
    expect(screen.getByRole("link", { name: "Author 1" })).toHaveAttribute("href", "/profile/author-1");
    expect(screen.getByText(/edited/)).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Where this post is" });
    expect(within(crumbs).getByRole("link", { name: "Find a Game" })).toHaveAttribute("href", "/posts/play-and-competition/find-a-game");
    for (const name of ["Edit", "Delete", "Report"]) expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(getPost).toHaveBeenCalledWith("p1");
  });

  it("says 'Post not found' for a post that does not exist", async () => {
    vi.mocked(getPost).mockResolvedValue(null);
    open(path);
    expect(await screen.findByText("Post not found")).toBeInTheDocument();
    expect(screen.getByText(POST_MESSAGES.notFoundDetail)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the list" })).toHaveAttribute("href", "/posts/play-and-competition/find-a-game");
  });

  it("says the post is not available when a block keeps it from the reader", async () => {
    vi.mocked(getPost).mockRejectedValue(new AppError("permission-denied", POST_MESSAGES.notAvailable));
    open(path, signedInAuth());
    expect(await screen.findByText("This post is not available.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("goes to the post's own address when the link names another subcategory", async () => {
    vi.mocked(getPost).mockResolvedValue(makePost(1, { category: "Gear & Equipment", subCategory: "Lost & Found" }));
    const { router } = open(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/posts/gear-and-equipment/lost-and-found/p1"));
    expect(await screen.findByRole("heading", { level: 2, name: "Post number 1" })).toBeInTheDocument();
  });

  it("lets the author delete their post after confirming, then shows the list", async () => {
    vi.mocked(getPost).mockResolvedValue(makePost(1, { authorId: "user-1" }));
    vi.mocked(deletePost).mockResolvedValue(undefined);
    vi.mocked(listPosts).mockResolvedValue(page([]));
    const { router } = open(path, signedInAuth());
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep post" }));
    expect(deletePost).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete this post?" })).getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/posts/play-and-competition/find-a-game"));
    expect(deletePost).toHaveBeenCalledWith("p1");
    await expectToast("Post deleted", "success");
    expect(screen.queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
  });

  it("lets another signed-in user report it with an optional reason; a second report is refused with the server's sentence", async () => {
    vi.mocked(getPost).mockResolvedValue(makePost(1));
    vi.mocked(reportPost)
      .mockResolvedValueOnce({ reportId: "p1_user-1" })
      .mockRejectedValueOnce(new AppError("already-exists", POST_MESSAGES.reportFailed, undefined, POST_MESSAGES.alreadyReported));
    open(path, signedInAuth());
    await userEvent.click(await screen.findByRole("button", { name: "Report" }));
    let dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason (optional)" }), "Spam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await expectToast(POST_MESSAGES.reported, "success");
    expect(reportPost).toHaveBeenCalledWith("p1", "Spam");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole("button", { name: "Report" }));
    dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("You have already reported this post.")).toBeInTheDocument();
    expect(reportPost).toHaveBeenLastCalledWith("p1", "");
  });
});
