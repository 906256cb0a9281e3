import { expect, test, type Page } from "./fixtures";
import { signIn } from "./support";

// Issue 31, the first minute on a phone: every main page at 390 px, for a viewer in UTC and one in
// America/Chicago (the seeded games are in Austin, on Central time), never scrolls sideways and
// cuts no label; and one game reads the same time on its own page, Discover, Home and its team's page.

const PHONE = { width: 390, height: 844 };

/** Main pages a player opens, each with the heading that says it has loaded. */
const PAGES: Array<{ path: string; heading: RegExp }> = [
  { path: "/", heading: /Find games/ },
  { path: "/home", heading: /Welcome back/ },
  { path: "/discover", heading: /Discover/ },
  { path: "/discover/players", heading: /Discover/ },
  { path: "/discover/places", heading: /Discover/ },
  { path: "/teams-v3", heading: /Teams/ },
  { path: "/my-communities", heading: /Communities/ },
  { path: "/profile", heading: /Pat Player/ },
  { path: "/settings", heading: /Settings/ },
  { path: "/invoices", heading: /Invoices|payments/i },
  { path: "/messages", heading: /Messages/ },
  { path: "/notifications", heading: /Notifications/ },
  { path: "/posts", heading: /Posts|Community/ },
  { path: "/member/pricing", heading: /Member Plus Pricing/ },
  { path: "/organizer/pricing", heading: /Organizer Pro Pricing/ },
];

/** What a phone must never show: a page wider than the screen, or a label cut short. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    const labels = document.querySelectorAll<HTMLElement>(
      'label, legend, button, th, [role="tab"], .MuiChip-label, .MuiInputLabel-root, .MuiFormControlLabel-label, .MuiTab-root, .MuiListItemText-primary',
    );
    for (const el of labels) {
      const style = getComputedStyle(el);
      // Hidden, or visually hidden for screen readers only (clipped on purpose).
      if (el.getClientRects().length === 0 || style.visibility === "hidden" || el.clientWidth <= 1 || style.clip !== "auto" || style.clipPath !== "none") continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`"${(el.textContent || "").trim().slice(0, 60)}" is cut (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
    }
    return problems;
  });
}

async function expectFitsPhone(page: Page, where: string) {
  expect(await layoutProblems(page), where).toEqual([]);
}

/** The game's one time, as its page shows it after "When:" (without the duration after it). */
async function timeOnGamePage(page: Page): Promise<string> {
  const when = page.getByText(/^When:/).locator("..");
  await expect(when).toContainText(/(CST|CDT)/);
  const text = (await when.innerText()).replace(/^When:\s*/, "").replace(/\s+/g, " ");
  const match = /^(.*?(?:CST|CDT)(?: \([^)]*your time\))?)/.exec(text);
  if (!match?.[1]) throw new Error(`No game time in "${text}"`);
  return match[1];
}

for (const zone of ["UTC", "America/Chicago"] as const) {
  test.describe(`a phone in ${zone}`, () => {
    test.use({ timezoneId: zone, viewport: PHONE });

    test(`no main page scrolls sideways or cuts a label (${zone})`, async ({ page }) => {
      await signIn(page, "player@rallyhub.test");
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
        await expectFitsPhone(page, path);
      }
    });

    test(`one game reads the same time on its page, Discover, Home and its team's page (${zone})`, async ({ page }) => {
      await signIn(page, "player@rallyhub.test");
      // A public game of Pat's team, Lakeside Lightning (its members are all going to its games).
      await page.goto("/discover?q=Lakeside%20Lightning%20vs");
      const card = page.getByRole("link", { name: /^Lakeside Lightning vs/ }).first();
      await expect(card).toBeVisible();
      const title = (await card.innerText()).trim();
      await card.click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const time = await timeOnGamePage(page);
      if (zone === "UTC") expect(time).toContain("your time");
      else expect(time).not.toContain("your time");
      await expectFitsPhone(page, "the game page");

      await page.goBack();
      await expect(page.getByRole("listitem").filter({ hasText: title }).first()).toContainText(time);

      await page.goto("/home");
      const upcoming = page.getByRole("region", { name: "Upcoming Events" });
      await upcoming.getByLabel("Team").selectOption({ label: "Lakeside Lightning" });
      await expect(upcoming.getByRole("list", { name: "Upcoming events for Lakeside Lightning" }).getByRole("listitem").filter({ hasText: title })).toContainText(time);

      await page.goto("/team/team-01");
      await expect(page.getByRole("heading", { level: 1, name: "Lakeside Lightning" })).toBeVisible();
      await expectFitsPhone(page, "the team page");
      await page.getByRole("tab", { name: "Schedule" }).click();
      const schedule = page.getByRole("list", { name: "Upcoming games and practices" });
      const game = schedule.getByRole("listitem").filter({ hasText: title }).first();
      await expect(schedule).toBeVisible();
      // The schedule shows a few at a time: more until the game is there.
      for (let i = 0; i < 10 && !(await game.isVisible()); i++) await page.getByRole("button", { name: "Show more games and practices" }).click();
      await expect(game).toContainText(time);
      await expectFitsPhone(page, "the team's schedule");
    });
  });
}
