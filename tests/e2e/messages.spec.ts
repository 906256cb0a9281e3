import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures";
import { callAs, newAccount, type Account } from "./accounts";
import { signIn } from "./support";

// Issue 13's messages journeys. Each makes its own players (accounts.ts), so
// they never share a conversation with another journey or with the seed.
// Everything waits on what the page shows: a message sent in one browser
// must appear in the other without a reload (the conversation's Firestore
// listener, kept in the RTK Query cache entry).

async function signedIn(browser: Browser, account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email);
  return { context, page };
}

/** From the other player's profile, Message: the direct conversation opens. */
async function messageFromProfile(page: Page, other: Account): Promise<string> {
  await page.goto(`/profile/${other.uid}`);
  await expect(page.getByRole("heading", { level: 1, name: other.displayName })).toBeVisible();
  await page.getByRole("button", { name: "Message" }).click();
  await expect(page).toHaveURL(/\/messages\/dm_[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: other.displayName })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  // Sent: the box is cleared and the message is in the conversation.
  await expect(box).toHaveValue("");
  await expect(page.getByRole("log").getByText(text)).toBeVisible();
}

test("two players exchange messages in real time", async ({ browser }) => {
  test.setTimeout(180_000);
  const [alice, bob] = await Promise.all([newAccount("msg-alice", "Alice Rally"), newAccount("msg-bob", "Bob Rally")]);
  const a = await signedIn(browser, alice);
  const b = await signedIn(browser, bob);

  const path = await messageFromProfile(a.page, bob);
  await expect(a.page.getByText("No messages yet. Say hello!")).toBeVisible();
  // Bob has the same conversation open before anything is written in it.
  await b.page.goto(path);
  await expect(b.page.getByRole("heading", { level: 1, name: "Alice Rally" })).toBeVisible();
  await expect(b.page.getByText("No messages yet. Say hello!")).toBeVisible();

  await send(a.page, "Hi Bob, pickup tonight at 7?");
  // Bob's open page shows it without a reload.
  await expect(b.page.getByRole("log").getByText("Hi Bob, pickup tonight at 7?")).toBeVisible();
  await send(b.page, "Count me in!");
  await expect(a.page.getByRole("log").getByText("Count me in!")).toBeVisible();

  // The conversation list, newest first, with the last message.
  await a.page.getByRole("link", { name: "All messages" }).click();
  await expect(a.page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const row = a.page.getByRole("list", { name: "Conversations" }).getByRole("link").first();
  await expect(row).toContainText("Bob Rally");
  await expect(row).toContainText("Count me in!");
  await Promise.all([a.context.close(), b.context.close()]);
});

test("a blocked conversation refuses new messages and only the blocker can unblock it", async ({ browser }) => {
  test.setTimeout(180_000);
  const [carol, dave] = await Promise.all([newAccount("msg-carol", "Carol Court"), newAccount("msg-dave", "Dave Dribble")]);
  const c = await signedIn(browser, carol);
  const d = await signedIn(browser, dave);

  const path = await messageFromProfile(c.page, dave);
  await send(c.page, "Hello Dave");
  const conversationId = path.split("/").pop() ?? "";

  // Dave finds it in his list, unread, and blocks it.
  await d.page.goto("/messages");
  const row = d.page.getByRole("list", { name: "Conversations" }).getByRole("link", { name: /Carol Court/ });
  await expect(row).toContainText("1 unread message");
  await row.click();
  await expect(d.page.getByRole("log").getByText("Hello Dave")).toBeVisible();
  await d.page.getByRole("button", { name: "Block" }).click();
  const dialog = d.page.getByRole("dialog", { name: "Block this conversation?" });
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(d.page.getByText("You blocked this conversation. Unblock it to send messages again.")).toBeVisible();
  await expect(d.page.getByRole("textbox", { name: "Message" })).toBeDisabled();

  // Carol's open page turns blocked by itself: no composer, no Unblock for her.
  await expect(c.page.getByText("Dave Dribble blocked this conversation. Only they can unblock it.")).toBeVisible();
  await expect(c.page.getByRole("textbox", { name: "Message" })).toBeDisabled();
  await expect(c.page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(c.page.getByRole("button", { name: "Unblock" })).toHaveCount(0);
  // The server refuses her too, whatever the page shows: no message, no unblocking.
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => "accepted",
      (error: unknown) => String(error),
    );
  expect(await refusal(callAs(carol, "sendMessage", { conversationId, text: "Please answer" }))).toContain("This conversation is blocked. No new messages can be sent.");
  expect(await refusal(callAs(carol, "setConversationBlocked", { conversationId, blocked: false }))).toContain("Only the person who blocked this conversation can unblock it.");
  await expect(c.page.getByRole("log").getByText("Please answer")).toHaveCount(0);

  // Dave unblocks; both can write again.
  await d.page.getByRole("button", { name: "Unblock" }).click();
  await expect(d.page.getByRole("textbox", { name: "Message" })).toBeEnabled();
  await expect(c.page.getByRole("textbox", { name: "Message" })).toBeEnabled();
  await send(c.page, "Thanks for unblocking");
  await expect(d.page.getByRole("log").getByText("Thanks for unblocking")).toBeVisible();
  await Promise.all([c.context.close(), d.context.close()]);
});

test("a stranger is refused when messages from anyone is off", async ({ browser }) => {
  test.setTimeout(180_000);
  const [erin, frank] = await Promise.all([newAccount("msg-erin", "Erin Ends"), newAccount("msg-frank", "Frank Free")]);
  const e = await signedIn(browser, erin);

  // Erin turns 'Messages from anyone' off in her privacy settings.
  await e.page.goto("/profile/settings?tab=privacy");
  const toggle = e.page.getByRole("switch", { name: "Messages from anyone" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(e.page.getByText("Privacy has been updated successfully.")).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // Frank, who shares no team or connection with her, is told why and stays on her profile.
  const f = await signedIn(browser, frank);
  await f.page.goto(`/profile/${erin.uid}`);
  await expect(f.page.getByRole("heading", { level: 1, name: "Erin Ends" })).toBeVisible();
  await f.page.getByRole("button", { name: "Message" }).click();
  await expect(f.page.getByRole("alert").filter({ hasText: "This player only accepts messages from teammates and connections." })).toBeVisible();
  await expect(f.page).toHaveURL(new RegExp(`/profile/${erin.uid}$`));
  await Promise.all([e.context.close(), f.context.close()]);
});
