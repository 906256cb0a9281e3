import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { newAccount, type Account } from "./accounts";
import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures";
import { PROJECT_ID, signIn } from "./support";

// Issue 14's website journeys. Each makes accounts of its own (Free plan, no
// sites) so they run beside the others on the shared seed. The published site
// is served in custom-website mode on a *.localhost host of its own
// (Chromium sends every *.localhost name to this machine; the Functions
// emulator accepts a *.localhost domain as verified; see the README).

const tag = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

async function signedIn(browser: Browser, account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email);
  return { context, page };
}

function db() {
  if (!PROJECT_ID.startsWith("demo-")) throw new Error(`Refusing to write to ${PROJECT_ID}: only demo- projects.`);
  return getFirestore(getApps().find((a) => a.name === "e2e-sites") ?? initializeApp({ projectId: PROJECT_ID }, "e2e-sites"));
}

/** A draft as the builder saves it: one page with a text block, never published. */
async function draftFor(owner: Account, title: string): Promise<string> {
  const ref = db().collection("websiteDrafts").doc();
  await ref.set({
    title,
    creator: owner.uid,
    teamId: null,
    organizationId: null,
    pages: [{ id: "home", title: "Home", slug: "home", seoDescription: "", blocks: [{ id: "b1", type: "text", heading: "", body: "Hello" }] }],
    settings: { logos: { primary: null, secondary: null }, theme: { primary: "#1565c0", secondary: "#c2410c" } },
    published: false,
    savedAt: new Date(),
  });
  return ref.id;
}

const description = (page: Page) => page.locator('meta[name="description"]').last();

test("an organizer builds a two-page site from a draft and publishes it; a visitor opens both pages on the site's own host", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const t = tag();
  const organizer = await newAccount(`site-builder-${t}`, "Sita Builder", { joinReason: "Organize" });
  const { page } = await signedIn(browser, organizer);
  const title = `Harbor Hoops ${t}`;

  // My Sites is empty; a new site starts as a draft.
  await page.goto("/site");
  await expect(page.getByRole("heading", { level: 1, name: "My Sites" })).toBeVisible();
  await expect(page.getByText("You have no websites yet.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Create your first site" }).click();
  await expect(page).toHaveURL(/\/site\/build$/);
  await page.getByRole("textbox", { name: /Site title/ }).fill(title);
  await page.getByRole("button", { name: "Create site" }).click();
  await expect(page).toHaveURL(/\/site\/build\/[A-Za-z0-9]+$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Site Builder" })).toBeVisible();
  await expect(page.getByText("Not published yet")).toBeVisible();

  // Page one: the home page.
  await page.getByRole("textbox", { name: /^Description for search engines/ }).fill("Harbor Hoops: pickup basketball by the harbor, every week.");
  await page.getByRole("textbox", { name: /^Text/ }).fill("Welcome to the harbor's friendliest pickup run.");

  // Page two: a schedule, with its own address.
  await page.getByRole("button", { name: "Add page" }).click();
  await page.getByRole("textbox", { name: /^Page title/ }).fill("Schedule");
  await page.getByRole("button", { name: "Make the address from the title" }).click();
  await expect(page.getByRole("textbox", { name: /^Address/ })).toHaveValue("schedule");
  await page.getByRole("textbox", { name: /^Description for search engines/ }).fill("When and where Harbor Hoops plays.");
  await page.getByRole("button", { name: "Add a block" }).click();
  await page.getByRole("menuitem", { name: /^Text/ }).click();
  await page.getByRole("textbox", { name: /^Text/ }).fill("Tuesdays at 7pm at the harbor courts.");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Your site is published")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeHidden();

  // Its own host (custom-website mode).
  const host = `teamsite-${t}.localhost`;
  await page.getByRole("textbox", { name: "Domain" }).fill(host);
  await page.getByRole("button", { name: "Connect domain" }).click();
  await expect(page.getByText(`Your site is now served at ${host}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: host })).toBeVisible();

  // A visitor, not signed in, on the site's host.
  const port = new URL(baseURL ?? "http://localhost:4173").port;
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`http://${host}:${port}/`);
  await expect(guest.getByRole("heading", { level: 1, name: "Home" })).toBeVisible({ timeout: 30_000 });
  await expect(guest).toHaveTitle(`Home | ${title}`);
  await expect(description(guest)).toHaveAttribute("content", "Harbor Hoops: pickup basketball by the harbor, every week.");
  await expect(guest.getByText("Welcome to the harbor's friendliest pickup run.")).toBeVisible();
  await guest
    .getByRole("navigation", { name: `${title} pages` })
    .getByRole("link", { name: "Schedule" })
    .click();
  await expect(guest).toHaveURL(`http://${host}:${port}/schedule`);
  await expect(guest.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect(guest).toHaveTitle(`Schedule | ${title}`);
  await expect(description(guest)).toHaveAttribute("content", "When and where Harbor Hoops plays.");
  await expect(guest.getByText("Tuesdays at 7pm at the harbor courts.")).toBeVisible();
  // Opened directly too.
  await guest.goto(`http://${host}:${port}/schedule`);
  await expect(guest.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible({ timeout: 30_000 });
  await visitor.close();

  // My Sites lists it as published, on its host.
  await page.goto("/site");
  const row = page.getByRole("list", { name: "Your websites" }).getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Published");
  await expect(row).toContainText(host);
});

test("another user cannot open someone's draft or site for editing: 'User does not own this website'", async ({ browser }) => {
  test.setTimeout(180_000);
  const t = tag();
  const [owner, other] = await Promise.all([newAccount(`site-owner-${t}`, "Owen Owner"), newAccount(`site-other-${t}`, "Otto Other")]);
  const draftId = await draftFor(owner, `Owner's Club ${t}`);
  const { page } = await signedIn(browser, other);
  await page.goto(`/site/build/${draftId}`);
  await expect(page.getByRole("heading", { level: 1, name: "User does not own this website" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Site Builder" })).toBeHidden();
  // The seeded demo organizer's published site is theirs alone to edit too.
  await page.goto("/site/build/website-lakeside-lightning");
  await expect(page.getByRole("heading", { level: 1, name: "User does not own this website" })).toBeVisible({ timeout: 30_000 });
});

test("leaving the builder with unsaved changes asks to confirm", async ({ browser }) => {
  test.setTimeout(180_000);
  const t = tag();
  const owner = await newAccount(`site-leave-${t}`, "Lea Leaver");
  const title = `Leave Test ${t}`;
  await draftFor(owner, title);
  const { page } = await signedIn(browser, owner);
  await page.goto("/site");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site Builder" })).toBeVisible({ timeout: 30_000 });
  const siteTitle = page.getByRole("textbox", { name: /^Site title/ });
  await siteTitle.fill(`${title} Club`);
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  await page.goBack();
  const dialog = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on page" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/site\/build\//);
  await expect(siteTitle).toHaveValue(`${title} Club`);

  // Saved, it leaves without asking.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/site$/);
  await expect(page.getByRole("list", { name: "Your websites" })).toContainText(`${title} Club`);
});
