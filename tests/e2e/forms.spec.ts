import { expect, test, type Page } from "./fixtures";
import { newAccount, withPayouts } from "./accounts";
import { signIn } from "./support";

// Issue 14: forms and waivers. An organizer with payouts builds a registration form
// with a waiver and a fee; a guest fills it in, is told what is missing, signs, pays
// (a declined card first: nothing is lost, the submission stays payable) with the
// test card on the Stripe fake's Checkout, and the owner sees the paid submission.

const CARD = { number: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };
const WAIVER = Array.from({ length: 30 }, (_, i) => `${i + 1}. I take part in league play at my own risk and release the organizer from claims for injury or loss.`).join("\n\n");

async function payOnCheckout(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Gus Guest");
  await page.getByRole("button", { name: /^(Subscribe|Pay)$/ }).click();
}

test("an organizer builds a registration form with a waiver and a fee; a guest signs and pays; the owner sees it paid", async ({ page, browser }) => {
  test.slow();
  const organizer = await newAccount("forms-org", "Fiona Forms");
  await withPayouts(organizer);
  await signIn(page, organizer.email);

  // Build it.
  await page.goto("/form");
  await expect(page.getByRole("heading", { level: 1, name: "Forms & waivers" })).toBeVisible();
  await page.getByRole("link", { name: "Create a form" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a form" })).toBeVisible();
  const title = `Fall league registration ${Date.now()}`;
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByRole("menuitem", { name: "Short text" }).click();
  const questions = page.getByRole("list", { name: "Questions" });
  await questions.getByRole("textbox", { name: /^Question/ }).fill("Your name");
  await questions.getByLabel("Required", { exact: true }).check();
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByRole("menuitem", { name: "Waiver (read and sign)" }).click();
  await page.getByRole("textbox", { name: /^Waiver title/ }).fill("Liability waiver");
  await page.getByRole("textbox", { name: /^Waiver text/ }).fill(WAIVER);
  await page.getByRole("radio", { name: "A fixed fee" }).check();
  await page.getByRole("spinbutton", { name: /^Fee \(USD\)/ }).fill("25");
  await page.getByRole("button", { name: "Save form" }).click();
  await expect(page.getByText("Form saved")).toBeVisible();
  await expect(page).toHaveURL(/\/form$/);
  const link = page.getByRole("listitem", { name: title }).getByRole("link", { name: title, exact: true });
  const formPath = (await link.getAttribute("href")) ?? "";
  expect(formPath).toMatch(/^\/form\/[A-Za-z0-9]+$/);

  // A guest fills it in.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    await guest.goto(formPath);
    await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(guest.getByText("Fee: $25.00")).toBeVisible();
    await guest.getByRole("textbox", { name: /^Your e-mail/ }).fill("gus.guest@example.test");
    await guest.getByRole("textbox", { name: /^Your name/ }).fill("Gus Guest");
    await guest.getByRole("button", { name: "Submit" }).click();
    await expect(guest.getByText("Some answers need your attention: see the questions marked in red.")).toBeVisible();
    await expect(guest.getByText("Read the waiver to the end and tick that you agree")).toBeVisible();
    await expect(guest.getByText("Sign the waiver: type your full name")).toBeVisible();
    await expect(guest.getByRole("textbox", { name: /^Your name/ })).toHaveValue("Gus Guest");

    // Read to the end with the keyboard, agree, sign by typing.
    await expect(guest.getByRole("checkbox", { name: "I have read this waiver and agree to it" })).toBeDisabled();
    const waiver = guest.getByRole("region", { name: "Liability waiver: the waiver's text" });
    await waiver.focus();
    await guest.keyboard.press("End");
    await expect(guest.getByText("Scroll to the end of the waiver to agree and sign it.")).toHaveCount(0);
    await guest.getByRole("checkbox", { name: "I have read this waiver and agree to it" }).check();
    await guest.getByRole("textbox", { name: /^Type your full name to sign/ }).fill("Gus Guest");
    await guest.getByRole("button", { name: "Submit" }).click();
    await expect(guest.getByText(/Thank you! Your answers were sent\./)).toBeVisible();

    // A declined card: nothing charged, the submission stays payable.
    await guest.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(guest.getByRole("heading", { level: 1, name: `${title}: $25.00` })).toBeVisible();
    await payOnCheckout(guest, CARD.declined);
    await expect(guest.getByRole("alert")).toContainText("Your card was declined.");
    await guest.getByRole("link", { name: "Back" }).click();
    await expect(guest.getByText("Your payment was not finished, so nothing was charged. Your answers are saved: you can pay now or later.")).toBeVisible();

    // Then the test card.
    await guest.getByRole("button", { name: "Pay $25.00" }).click();
    await payOnCheckout(guest, CARD.number);
    await expect(guest).toHaveURL(/[?&]session_id=cs_/);
    await expect(guest.getByText("Congratulations, Payment was successful!")).toBeVisible();
    await expect(guest.getByText("Paid in full")).toBeVisible();
  } finally {
    await guestContext.close();
  }

  // The owner sees the paid submission, and the waiver as it was signed.
  await page.goto(`${formPath}/submissions`);
  const row = page.getByRole("list", { name: "Submissions" }).getByRole("listitem", { name: "Gus Guest, $25.00, Paid" });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole("link", { name: "Gus Guest" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gus Guest" })).toBeVisible();
  const signed = page.getByRole("region", { name: "Waiver: Liability waiver" });
  await expect(signed.getByRole("region", { name: "Liability waiver: the text as signed" })).toContainText("30. I take part in league play");
  await expect(signed.getByText("by typing their name:", { exact: false })).toBeVisible();
  await expect(page.getByRole("list", { name: "Payments" })).toContainText("Fee: $25.00");
});

test("leaving the form builder with changes asks to confirm", async ({ page }) => {
  const organizer = await newAccount("forms-leave", "Lena Leaves");
  await signIn(page, organizer.email);
  await page.goto("/form");
  await expect(page.getByText("No forms yet. Create a registration form, a sign-up sheet or a waiver to share.")).toBeVisible();
  await page.getByRole("link", { name: "Create a form" }).click();
  await page.getByRole("textbox", { name: /^Title/ }).fill("Half-made form");

  await page.goBack();
  const dialog = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on page" }).click();
  await expect(page).toHaveURL(/\/form\/build$/);
  await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue("Half-made form");

  await page.goBack();
  await page.getByRole("dialog", { name: "Leave this page?" }).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/form$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forms & waivers" })).toBeVisible();
});
