import { newAccount } from "./accounts";
import { checkA11y, expect, test } from "./fixtures";
import { completeProfile, logIn, PASSWORD, signIn, uniqueEmail } from "./support";

const TABS: Array<[string, string]> = [
  ["general", "General"],
  ["privacy", "Privacy"],
  ["payments", "Subscriptions & Payouts"],
  ["sports", "Interests"],
  ["availability", "Availability"],
  ["notification", "Notification Settings"],
  ["activities-subscription", "Activity Subscription"],
];

test("every settings tab is reachable through ?tab=, and unknown values fall back to General", async ({ page }) => {
  // Nine pages, each scanned for accessibility: more than one journey's time on a busy machine.
  test.slow();
  await signIn(page, "player@rallyhub.test");
  for (const [key, label] of TABS) {
    await page.goto(`/profile/settings?tab=${key}`);
    await expect(page.getByRole("tab", { name: label, selected: true })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", `settings-tab-${key}`);
  }
  await expect(page.getByRole("link", { name: "View Profile" })).toBeVisible();
  await page.goto("/profile/settings?tab=nonsense");
  await expect(page.getByRole("tab", { name: "General", selected: true })).toBeVisible();
  await expect(page).toHaveURL(/tab=general/);
});

test("an alternate e-mail is added, refused as a duplicate, and removed", async ({ page }) => {
  await signIn(page, "player@rallyhub.test");
  await page.goto("/profile/settings?tab=general");
  const card = page.getByRole("region", { name: "Alternate e-mails" });
  const address = `alt-${Date.now()}@example.com`;
  await card.getByLabel("Add an e-mail").fill("not-an-email");
  await card.getByRole("button", { name: "Add" }).click();
  await expect(card.getByText("Please enter a valid email address")).toBeVisible();
  await card.getByLabel("Add an e-mail").fill(address);
  await card.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Alternate emails updated successfully")).toBeVisible();
  await expect(card.getByText(address)).toBeVisible();
  await card.getByLabel("Add an e-mail").fill(address.toUpperCase());
  await card.getByRole("button", { name: "Add" }).click();
  await expect(card.getByText("This email is already added")).toBeVisible();
  await card.getByLabel("Add an e-mail").fill("player@rallyhub.test");
  await card.getByRole("button", { name: "Add" }).click();
  await expect(card.getByText("This email is already added")).toBeVisible();
  await card.getByRole("button", { name: `Remove ${address}` }).click();
  await expect(card.getByText(address)).toHaveCount(0);
});

test("a family request sent by one player is accepted by another", async ({ browser }) => {
  const manager = await browser.newPage();
  await signIn(manager, "manager@rallyhub.test");
  await manager.goto("/profile/settings?tab=general");
  const card = manager.getByRole("region", { name: "Family members" });
  await card.getByRole("button", { name: "Add family member" }).click();
  await card.getByRole("button", { name: "Yes, find them" }).click();
  await card.getByRole("button", { name: "Send Request" }).click();
  await expect(card.getByText("Choose the relation")).toBeVisible();
  await expect(card.getByText("Please search and select a user")).toBeVisible();
  await checkA11y(manager);
  await card.getByLabel("Relation").click();
  await manager.getByRole("option", { name: "Sibling" }).click();
  await card.getByLabel("Search by e-mail or user ID").fill("nobody-here@example.com");
  await expect(card.getByText("No user found with this email or UID")).toBeVisible({ timeout: 20_000 });
  await card.getByLabel("Search by e-mail or user ID").fill("player2@rallyhub.test");
  await card.getByRole("button", { name: /Riley Second/ }).click();
  await card.getByRole("button", { name: "Send Request" }).click();
  await expect(manager.getByText("Connection request sent")).toBeVisible();
  await expect(card.getByText("Pending")).toBeVisible();

  const riley = await browser.newPage();
  await signIn(riley, "player2@rallyhub.test");
  await riley.goto("/home");
  await expect(riley).toHaveURL(/\/home$/);
  await expect(riley.getByRole("link", { name: /Notifications, \d+ unread/ })).toBeVisible();
  await riley.goto("/notifications");
  const request = riley.getByRole("listitem").filter({ hasText: "Family connection request" });
  await expect(request).toContainText("Morgan Manager");
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(riley.getByText("Family connection confirmed")).toBeVisible();

  await expect(card.getByText("Confirmed")).toBeVisible();
  await manager.goto("/notifications");
  await expect(manager.getByText("Family connection accepted")).toBeVisible();
  await manager.close();
  await riley.close();
});

test("block a player and unblock them", async ({ page }) => {
  // Accounts of its own: a block between demo accounts would, while it lasts, hide one from the other in journeys running beside this one.
  const [blocker, target] = await Promise.all([newAccount("blocker", "Bree Blocker"), newAccount("blocked", "Tara Target")]);
  await signIn(page, blocker.email);
  await page.goto("/profile/settings?tab=privacy");
  await page.getByLabel("Search by email or UID").fill(target.email);
  await page.getByRole("button", { name: `Add ${target.displayName}` }).click();
  await page.getByRole("button", { name: "Block", exact: true }).click();
  await expect(page.getByText("User(s) successfully blocked.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Unblock/ })).toBeVisible();
  await page
    .getByRole("button", { name: /Unblock/ })
    .first()
    .click();
  await expect(page.getByText("User unblocked successfully.")).toBeVisible();
  await expect(page.getByText("You have not blocked any users.")).toBeVisible();
});

test("account deletion needs DELETE and no teams; a player with no teams can delete theirs", async ({ page }) => {
  // A demo player on teams: refused.
  await logIn(page, "player@rallyhub.test");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/profile/settings?tab=privacy");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete account" });
  await expect(dialog.getByText("Lakeside Lightning")).toBeVisible();
  await checkA11y(page);
  await dialog.getByLabel(/Type DELETE to confirm/).fill("DELETE");
  await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/logout=true/);

  // A new player with no teams: refused until exactly DELETE, then deleted.
  const email = uniqueEmail("delete");
  await page.goto("/auth/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/user-onboarding/);
  await completeProfile(page, "Dee Leted");
  await page.getByRole("button", { name: "Setup Account" }).click();
  await expect(page).toHaveURL(/tab=availability/);
  // The welcome comes after the full reload that follows the form; navigating earlier would race it.
  await expect(page.getByText("Welcome to RallyHub!")).toBeVisible();
  await page.goto("/profile/settings?tab=privacy");
  await page.getByRole("button", { name: "Delete account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete account" });
  const deleteButton = confirm.getByRole("button", { name: "Delete", exact: true });
  await confirm.getByLabel(/Type DELETE to confirm/).fill("delete");
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel(/Type DELETE to confirm/).fill("DELETE");
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await expect(page.getByText("Account deleted successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
});

test("an activity subscription is added, edited and deleted, with its confirmation in the outbox", async ({ page }) => {
  await signIn(page, "manager@rallyhub.test");
  await page.goto("/profile/settings?tab=activities-subscription");
  await page.getByRole("button", { name: "Add City" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add City" });
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await checkA11y(page);
  await dialog.getByLabel("City").fill("Boise");
  await page
    .getByRole("option", { name: /^Boise, ID/ })
    .first()
    .click();
  await expect(dialog.getByRole("spinbutton", { name: "Miles" })).toHaveValue("15");
  await dialog.getByLabel("Activities").click();
  await page.getByRole("option", { name: "Basketball" }).click();
  await page.keyboard.press("Tab");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated user data successfully.")).toBeVisible();
  const boise = page.getByRole("region", { name: "Boise, ID" });
  await expect(boise).toContainText("15 miles");

  await boise.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit City" });
  await edit.getByRole("spinbutton", { name: "Miles" }).fill("30");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(boise).toContainText("30 miles");

  await page.goto("/dev/outbox");
  const mail = page.getByRole("list", { name: "Mail" }).getByRole("listitem").filter({ hasText: "activity-subscription-confirmation" }).filter({ hasText: "Boise, ID" });
  // The confirmation is sent after the save, by a callable that may still be starting: look again until it is there.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(mail.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await expect(mail.first()).toContainText("manager@rallyhub.test");

  await page.goto("/profile/settings?tab=activities-subscription");
  await page
    .getByRole("region", { name: "Boise, ID" })
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("dialog", { name: "Delete this subscription?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("region", { name: "Boise, ID" })).toHaveCount(0);
});
