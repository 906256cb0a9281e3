import { expect, test, type Page } from "./fixtures";
import { newSignUp } from "./accounts";
import { signIn } from "./support";

// Issue 31, "the first minute" (defects 7 and 8): text that reads whole, and targets a finger hits
// (the sweep of every main page at 390 px, in two zones, is firstMinute.spec.ts).
// Layout, so a browser's: jsdom lays nothing out. Phones are 390×844.

const PHONE = { width: 390, height: 844 };

type Locator = ReturnType<Page["locator"]>;

/** The element shows all of its text: nothing cut off with an ellipsis or scrolled out of its box. */
async function readsWhole(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const { scrollWidth, clientWidth, text } = await locator.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    text: el instanceof HTMLInputElement ? el.value : el.textContent,
  }));
  expect(scrollWidth, `"${text}" is cut off`).toBeLessThanOrEqual(clientWidth);
}

/** Each run of letters and digits in the element's text is on one line: nothing wraps inside a word. */
async function noWordBroken(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const broken = await locator.evaluate((el) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) out.push(match[0]);
      }
    }
    return out;
  });
  expect(broken, "words broken across lines").toEqual([]);
}

/** How many lines the element's text takes (its text's own boxes: a block inside starts a line of its own). */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
    }
    return tops.size;
  });
}

async function open(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email);
  await page.goto(path);
}

test.describe("on a desktop, fields and labels read whole", () => {
  test("Discover's Near field shows its city", async ({ page }) => {
    await open(page, "player@rallyhub.test", "/discover/events");
    const near = page.getByRole("combobox", { name: "Near" });
    await expect(near).toHaveValue("Austin, TX");
    await readsWhole(near);
  });

  test("the invoice's Amount (USD) label", async ({ page }) => {
    await open(page, "organizer@rallyhub.test", "/invoices");
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
    await readsWhole(page.locator("label", { hasText: "Amount (USD)" }));
  });

  test("the home's players near you: each one's availability", async ({ page }) => {
    await open(page, "player@rallyhub.test", "/home");
    const players = page.getByRole("region", { name: "Players Near You" });
    await expect(async () => {
      await players.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(players.getByRole("article").first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const chips = players.locator(".MuiChip-label");
    expect(await chips.count()).toBeGreaterThan(0);
    for (const chip of await chips.all()) await readsWhole(chip);
  });

  test("the form builder's question type", async ({ page }) => {
    await open(page, "organizer@rallyhub.test", "/form/build");
    await page.getByRole("button", { name: "Add a question" }).click();
    await page.getByRole("menuitem", { name: "Checkboxes (pick any)" }).click();
    const type = page.getByRole("combobox", { name: "Type" });
    await expect(type).toHaveText("Checkboxes (pick any)");
    await readsWhole(type);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("every settings tab is on the screen and reads whole, without scrolling the row", async ({ page }) => {
    await open(page, "player@rallyhub.test", "/profile/settings?tab=availability");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(7);
    await expect(page.getByRole("tab", { name: "Availability", selected: true })).toBeVisible();
    for (const tab of await tabs.all()) {
      const { left, right, text } = await tab.evaluate((el) => ({ ...el.getBoundingClientRect().toJSON(), text: el.textContent }) as { left: number; right: number; text: string });
      expect(left, text).toBeGreaterThanOrEqual(0);
      expect(right, text).toBeLessThanOrEqual(PHONE.width);
      await readsWhole(tab);
    }
  });

  test("the profile's name does not break inside a word", async ({ page }) => {
    await open(page, "player@rallyhub.test", "/profile");
    await noWordBroken(page.getByRole("heading", { level: 1, name: "Pat Player" }));
  });

  test("onboarding: a long sign-in e-mail, shown until there is a name, wraps between its parts", async ({ page }) => {
    const email = `alexandra.montgomery.richardson.${Date.now()}@example.com`;
    await newSignUp(email);
    await open(page, email, "/user-onboarding");
    await expect(page.getByRole("heading", { name: "More Information" })).toBeVisible();
    await noWordBroken(page.getByText(email, { exact: true }));
  });

  test("My games: each game's date and time take one or two lines", async ({ page }) => {
    await open(page, "player@rallyhub.test", "/profile");
    const games = page.getByRole("region", { name: "My games" });
    await games.scrollIntoViewIfNeeded();
    const times = games.locator("td, p").filter({ hasText: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / });
    await expect(times.first()).toBeVisible();
    for (const time of await times.all()) {
      expect(await linesOf(time), (await time.textContent()) ?? "").toBeLessThanOrEqual(2);
      await noWordBroken(time);
    }
  });

  test("availability: the Save bar covers neither Sunday, scrolled to from above, nor the end of the form", async ({ page }) => {
    await open(page, "player@rallyhub.test", "/profile/settings?tab=availability");
    await expect(page.getByRole("heading", { name: "Weekly hours" })).toBeVisible();
    // The bar that stays at the bottom of the screen: the Save button's row.
    const bar = page.getByRole("button", { name: "Save availability" }).locator("..");
    const sunday = page.getByRole("checkbox", { name: "Sunday" });
    await page.evaluate(() => window.scrollTo(0, 0));
    // As the keyboard's next field, or the browser's find, brings it up from below: to the bottom edge of the screen.
    await sunday.evaluate((el) => el.scrollIntoView({ block: "nearest" }));
    const above = async (target: Locator) => {
      const bottom = await target.evaluate((el) => el.getBoundingClientRect().bottom);
      const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
      expect(bottom).toBeLessThanOrEqual(barTop);
    };
    await above(sunday);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await above(page.getByRole("radio", { name: "Only people who match my filters" }));
  });
});

test.describe("on a touch screen", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("the home's buttons, icon buttons, chips and links in lists are at least 44 px tall", async ({ page }) => {
    await open(page, "player@rallyhub.test", "/home");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Pat Player" })).toBeVisible();
    for (const name of ["Quick Actions", "My Teams and Groups", "Local Events"]) {
      const region = page.getByRole("region", { name });
      await expect(async () => {
        await region.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(region.getByRole("link").first()).toBeVisible({ timeout: 2_000 });
      }).toPass();
    }
    const small = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>("button, [role=button], .MuiChip-clickable, li a[href]")]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 44)
        .map(({ el, box }) => `${Math.round(box.height)} px: ${(el.getAttribute("aria-label") ?? el.textContent).trim()}`),
    );
    expect(small).toEqual([]);
  });
});
