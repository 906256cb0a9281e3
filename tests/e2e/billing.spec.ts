import { expect, test, type Page } from "./fixtures";
import { newAccount, newTeam } from "./accounts";
import { logIn } from "./support";

// Issue 12: plans, team plans and payouts through the project's Stripe fake (started
// by scripts/test.mjs beside the emulators; its hosted pages are Stripe's, on their own
// origin). Each journey has an account of its own, so no two touch the same money state.

const CARD = { number: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };

async function payOnCheckout(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Journey Payer");
  await page.getByRole("button", { name: /^(Subscribe|Pay)$/ }).click();
}

test("a declined card leaves no plan and says why; then Member Plus through Checkout shows its period, and cancelling in the portal leaves 'No active subscription'", async ({ page, context }) => {
  test.slow();
  const me = await newAccount("member-plus", "Mia Member");
  await logIn(page, me.email);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/member/pricing");
  const plan = page.getByRole("article", { name: "Member Plus" });
  await plan.getByRole("button", { name: "Choose Member Plus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Member Plus: $49.00 per year" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(me.email);

  await payOnCheckout(page, CARD.declined);
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/member\/pricing$/);
  await expect(page.getByRole("article", { name: "Member Plus" }).getByRole("button", { name: "Choose Member Plus" })).toBeEnabled();
  await page.goto("/profile/settings?tab=payments");
  await expect(page.getByRole("article", { name: "Member Plus" }).getByText("No active subscription")).toBeVisible();

  await page.goto("/member/pricing");
  await page.getByRole("article", { name: "Member Plus" }).getByRole("button", { name: "Choose Member Plus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Member Plus: $49.00 per year" })).toBeVisible();
  await payOnCheckout(page, CARD.number);
  await expect(page.getByText("Payment successful! Your subscription has been activated.")).toBeVisible();
  // The page reloads itself after a second, without the return parameters.
  await expect(page).toHaveURL(/\/profile\/settings\?tab=payments$/);
  const card = page.getByRole("article", { name: "Member Plus" });
  await expect(card.getByText(/^Current Period: .+ to .+$/)).toBeVisible();
  await expect(page.getByRole("article", { name: "Organizer Pro" }).getByText("No active subscription")).toBeVisible();

  const [portal] = await Promise.all([context.waitForEvent("page"), card.getByRole("button", { name: "Manage Subscription" }).click()]);
  await expect(portal.getByRole("heading", { level: 1, name: "Manage your billing" })).toBeVisible();
  await portal.getByRole("button", { name: "Cancel now" }).click();
  await expect(portal.getByRole("status")).toContainText("Your Member Plus plan was canceled.");
  await portal.close();

  // The webhook writes the plan's end; the tab shows it live.
  await expect(card.getByText("No active subscription")).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/member/pricing");

  // The payment is in the history, once.
  await page.getByRole("link", { name: "Transaction History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Transaction History" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: /^Member Plus \(yearly\), \$49\.00, / })).toHaveCount(1);
});

test("a manager upgrades a team to Pro through Checkout, then cancels it and sees 'Canceled'", async ({ page }) => {
  test.slow();
  const me = await newAccount("team-plan", "Tess Teamlead");
  const teamName = `Upgrade Uniteds ${Date.now() % 100000}`;
  await newTeam(me, teamName);
  await logIn(page, me.email);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/profile/settings?tab=payments");
  await expect(page.getByText("No Team Subscriptions")).toBeVisible();

  await page.getByRole("button", { name: "Change Team Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Plan" });
  await expect(dialog.getByRole("combobox", { name: "Team" })).toContainText(teamName);
  await expect(dialog.getByRole("article", { name: "Rookie" }).getByRole("button", { name: "Current plan" })).toBeDisabled();
  await dialog.getByRole("article", { name: "Pro" }).getByRole("button", { name: "Choose Pro" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Pro: $9.99 per month" })).toBeVisible();
  await payOnCheckout(page, CARD.number);
  await expect(page.getByText("Payment successful! Your subscription has been activated.")).toBeVisible();
  const row = page.getByRole("listitem", { name: teamName });
  await expect(row.getByText(/^Next billing: /)).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Cancel" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel Team Subscription" });
  await expect(cancel).toContainText("cannot be undone");
  await cancel.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(page.getByText("Subscription cancelled successfully")).toBeVisible();
  await expect(row.getByRole("button", { name: "Canceled" })).toBeDisabled();
});

test("an organizer starts Stripe setup, completes onboarding and sees Active, then unlinks the account", async ({ page }) => {
  test.slow();
  const me = await newAccount("payouts", "Orla Organizer", { joinReason: "Organize" });
  await logIn(page, me.email);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/profile/settings?tab=payments");

  await page.getByRole("button", { name: "Start Stripe Setup" }).click();
  const connect = page.getByRole("dialog", { name: "Connect to Stripe" });
  await expect(connect.getByLabel("Country")).toContainText("United States");
  await connect.getByRole("button", { name: "Create Stripe Account" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Set up your payments account" })).toBeVisible();
  await page.getByLabel("Business type").selectOption("individual");
  await page.getByLabel("Bank account number").fill("000123456789");
  await page.getByLabel("First name").fill("Orla");
  await page.getByLabel("Last name").fill("Organizer");
  await page.getByLabel("Date of birth").fill("1985-04-12");
  await page.getByLabel("I agree to the Stripe Connected Account Agreement").check();
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(/\/settings\?tab=payments$/);
  const account = page.getByRole("article", { name: "Stripe account" });
  await expect(account.getByText("Active", { exact: true })).toBeVisible();

  await account.getByRole("button", { name: "Unlink account" }).click();
  await page.getByRole("dialog", { name: "Unlink account?" }).getByRole("button", { name: "Unlink" }).click();
  await expect(page.getByText("Your account was unlinked successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Stripe Setup" })).toBeVisible();
});
