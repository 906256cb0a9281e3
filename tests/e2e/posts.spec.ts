import { newAccount } from "./accounts";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

// The post board (issue 13): a player writes, reads, edits and deletes a post;
// an empty subcategory and an unknown category say so. Each journey writes
// with an account of its own, and a title no other run uses.

test("a player writes a post in Play & Competition - Find a Game, sees it first with its text cut at 100 characters, opens, edits and deletes it", async ({ page }) => {
  test.slow();
  const me = await newAccount("poster", "Paige Poster");
  await signIn(page, me.email);

  await page.goto("/posts/play-and-competition/find-a-game");
  await expect(page).toHaveTitle(/^Post Board/);
  await expect(page.getByRole("heading", { level: 1, name: "Community Posts" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Posts in Play & Competition - Find a Game" })).toBeVisible();
  const list = page.getByRole("list", { name: "Posts in Play & Competition - Find a Game" });
  await expect(list.getByRole("heading", { level: 3 }).first()).toBeVisible();

  const title = `Doubles at dawn ${Date.now()}`;
  // 100 characters, then more: the card must stop exactly before "THE-REST".
  const first100 = "Looking for a fourth player for early doubles on Saturday, courts by the lake, all levels welcome ok";
  expect(first100).toHaveLength(100);
  const text = `${first100}THE-REST: bring water, balls are on me.`;

  await page.getByRole("button", { name: "Write a post" }).click();
  const dialog = page.getByRole("dialog", { name: "Write a post" });
  await expect(dialog.getByRole("combobox", { name: "Category", exact: true })).toHaveValue("Play & Competition");
  await expect(dialog.getByRole("combobox", { name: "Subcategory", exact: true })).toHaveValue("Find a Game");
  // Empty, it is refused with a clear message and nothing is written.
  await dialog.getByRole("button", { name: "Publish post" }).click();
  await expect(dialog.getByText("Give your post a title.")).toBeVisible();
  await expect(dialog.getByText("Write something in your post.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Text", exact: true }).fill(text);
  await dialog.getByRole("button", { name: "Publish post" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Post published")).toBeVisible();

  // First in the list, newest first, with the first 100 characters of its text.
  const firstCard = list.getByRole("listitem").first();
  await expect(firstCard.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(firstCard.getByTestId("post-excerpt")).toHaveText(`${first100}…`);
  await expect(firstCard.getByRole("link", { name: me.displayName })).toHaveAttribute("href", `/profile/${me.uid}`);

  // Opened: the whole text at its own address.
  await firstCard.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/posts\/play-and-competition\/find-a-game\/[A-Za-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByTestId("post-text")).toHaveText(text);
  const postUrl = page.url();

  // Edited.
  const edited = `${title} (moved to 7am)`;
  await page.getByRole("button", { name: "Edit" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit post" });
  await editDialog.getByRole("textbox", { name: "Title", exact: true }).fill(edited);
  await editDialog.getByRole("button", { name: "Save changes" }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: edited })).toBeVisible();
  await expect(page.getByText(/· edited/)).toBeVisible();

  // Deleted, after confirming: gone from the list and from its address.
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await expect(page).toHaveURL(/\/posts\/play-and-competition\/find-a-game$/);
  // The toast (the post's own page says so too while the list loads).
  await expect(page.getByRole("alert").getByText("Post deleted")).toBeVisible();
  await expect(list.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(list.getByRole("heading", { name: edited })).toHaveCount(0);
  await page.goto(postUrl);
  await expect(page.getByText("Post not found")).toBeVisible();
});

test("an empty subcategory says 'No posts found in this category.'; an unknown category says it does not exist", async ({ page }) => {
  await page.goto("/posts/test/miscellaneous");
  await expect(page.getByRole("heading", { level: 2, name: "Posts in Test - Miscellaneous" })).toBeVisible();
  await expect(page.getByText("No posts found in this category.")).toBeVisible();

  await page.goto("/posts/basket-weaving/find-a-game");
  await expect(page.getByText("Category not found")).toBeVisible();
  await expect(page.getByText("There is no post category at this address.")).toBeVisible();
  await page.getByRole("link", { name: "See all categories" }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByRole("navigation", { name: "Post categories" }).getByRole("link", { name: "Play & Competition" })).toBeVisible();
});
