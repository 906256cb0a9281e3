import { expect, test, type Page } from "./fixtures";
import { callAs, gameInput, newAccount, newTeam, withPayouts } from "./accounts";
import { signIn } from "./support";

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

/**
 * Pays for a plan on Checkout. Back on the payments tab, the toast shows and the tab
 * reloads itself 1 s later (spec §4 Payment success): this waits for that reload too,
 * so that the journey does not act on the page that is about to go.
 */
async function payForPlan(page: Page, cardNumber: string): Promise<void> {
  let loads = 0;
  const counted = () => {
    if (new URL(page.url()).pathname.endsWith("/settings")) loads += 1;
  };
  page.on("load", counted);
  try {
    await payOnCheckout(page, cardNumber);
    await expect(page.getByText("Payment successful! Your subscription has been activated.")).toBeVisible();
    // The return from Checkout, then the reload.
    await expect.poll(() => loads, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.getByText("Payment successful! Your subscription has been activated.")).toBeVisible();
  } finally {
    page.off("load", counted);
  }
}

test("a declined card leaves no plan and says why; then Member Plus through Checkout shows its period, and cancelling in the portal leaves 'No active subscription'", async ({ page, context }) => {
  test.slow();
  const me = await newAccount("member-plus", "Mia Member");
  await signIn(page, me.email);

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
  await payForPlan(page, CARD.number);
  // The page has reloaded itself after a second, without the return parameters.
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
  await signIn(page, me.email);
  await page.goto("/profile/settings?tab=payments");
  await expect(page.getByText("No Team Subscriptions")).toBeVisible();

  await page.getByRole("button", { name: "Change Team Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Plan" });
  await expect(dialog.getByRole("combobox", { name: "Team" })).toContainText(teamName);
  await expect(dialog.getByRole("article", { name: "Rookie" }).getByRole("button", { name: "Current plan" })).toBeDisabled();
  await dialog.getByRole("article", { name: "Pro" }).getByRole("button", { name: "Choose Pro" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Pro: $9.99 per month" })).toBeVisible();
  await payForPlan(page, CARD.number);
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
  await signIn(page, me.email);
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

/** A paid pickup game in Austin five days from now, made through saveEvent as its host. */
function paidGame(price: number): Record<string, unknown> {
  return gameInput(5, {
    title: "Paid pickup run",
    gameType: "Basketball",
    description: "Court fee split between players.",
    duration: { hours: 2, minutes: 0 },
    location: { name: "Austin Rec Center", address: "1301 Shoal Creek Blvd, Austin, TX", lat: 30.2766, lng: -97.7494, placeId: null },
    capacity: 10,
    price,
  });
}

test("a player pays for a game through Checkout and is going", async ({ page }) => {
  test.slow();
  const host = await newAccount("paid-host", "Hana Host");
  await withPayouts(host);
  const { eventId } = await callAs<{ eventId: string }>(host, "saveEvent", { event: paidGame(12) });
  const me = await newAccount("paid-player", "Paul Payer");
  await signIn(page, me.email);

  await page.goto(`/event/${eventId}`);
  await expect(page.getByText("$12.00 a spot", { exact: false }).first()).toBeVisible();
  await page.getByRole("button", { name: "Pay $12.00 and join" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paid pickup run: $12.00" })).toBeVisible();
  await payOnCheckout(page, CARD.number);

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
  await expect(page.getByText("Congratulations, Payment was successful!")).toBeVisible();
  await expect(page.getByText("Your spot is kept: you're going.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the game" }).click();
  await expect(page.getByRole("heading", { name: "You're going" })).toBeVisible();
  await expect(page.getByText(/You paid \$12\.00\./)).toBeVisible();

  await page.goto("/transactions");
  await expect(page.getByRole("listitem", { name: /^Paid pickup run, \$12\.00,/ })).toBeVisible();
});

test("an organizer's invoice is paid: sent from Invoices, paid by the player from the notification, shown as Paid", async ({ page, browser }) => {
  test.slow();
  const organizer = await newAccount("invoice-org", "Ivy Invoicer");
  await withPayouts(organizer);
  const player = await newAccount("invoice-payer", "Pete Player");
  await signIn(page, organizer.email);

  await page.goto("/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expect(page.getByText("No invoices yet. Invoices you send show here with their status.")).toBeVisible();
  await page.getByRole("textbox", { name: /Player's e-mail/ }).fill(player.email);
  await page.getByRole("spinbutton", { name: /Amount/ }).fill("30");
  await page.getByRole("textbox", { name: /What it is for/ }).fill("Spring league fee");
  await page.getByRole("button", { name: "Send invoice" }).click();
  await expect(page.getByText("Invoice sent")).toBeVisible();
  const sent = page.getByRole("list", { name: "Sent invoices" }).getByRole("listitem", { name: "Pete Player, Spring league fee, $30.00, Open" });
  await expect(sent).toBeVisible();

  const playerContext = await browser.newContext({ timezoneId: "America/Chicago" });
  const payer = await playerContext.newPage();
  try {
    await signIn(payer, player.email);
    await payer.goto("/notifications");
    await expect(payer.getByText(/Ivy Invoicer sent you an invoice for \$30\.00: Spring league fee\./)).toBeVisible();
    await payer.getByRole("link", { name: "Open" }).click();
    await expect(payer).toHaveURL(/\/transactions$/);
    await payer.getByRole("list", { name: "Invoices to pay" }).getByRole("button", { name: "Pay $30.00" }).click();
    await expect(payer.getByRole("heading", { level: 1, name: "Ivy Invoicer: Spring league fee: $30.00" })).toBeVisible();
    await payOnCheckout(payer, CARD.number);
    await expect(payer.getByText("Congratulations, Payment was successful!")).toBeVisible();
    await payer.getByRole("link", { name: "Transaction History" }).click();
    await expect(payer.getByRole("listitem", { name: /^Spring league fee, \$30\.00,/ })).toBeVisible();
    await expect(payer.getByRole("heading", { name: "Invoices to pay" })).toHaveCount(0);
  } finally {
    await playerContext.close();
  }

  // The organizer's list follows the webhook live.
  await expect(page.getByRole("list", { name: "Sent invoices" }).getByRole("listitem", { name: "Pete Player, Spring league fee, $30.00, Paid" })).toBeVisible({ timeout: 20_000 });
});
