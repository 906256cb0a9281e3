import fs from "node:fs";
import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures";
import { signIn } from "./support";

// Issue 9's journeys. Each creates its own games (unique titles) on the seeded
// data: the demo organizer plays in Austin, where its places are; the demo
// player is subscribed to Pickleball and Basketball within 15 miles of Austin.

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431 };
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A phone's screen (an iPhone 14's CSS pixels): below MUI's sm breakpoint. */
const PHONE = { width: 390, height: 844 };

/** A signed-in page of its own (a browser context per person), on Austin's clock. */
async function as(browser: Browser, email: string, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ timezoneId: "America/Chicago", ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

interface GameOptions {
  title: string;
  gameType?: string;
  spots?: number;
  waitlist?: boolean;
  isPrivate?: boolean;
  /** Weekly series: number of games, and which of them (1-based) to skip. */
  weekly?: { games: number; skip: number };
}

/** Fills event/create as the organizer does and returns the new game's id. */
async function createGame(page: Page, o: GameOptions): Promise<{ id: string; skipped?: string }> {
  await page.goto("/event/create");
  const form = page.getByRole("form", { name: "Create a game" });
  await form.getByRole("textbox", { name: "Title" }).fill(o.title);
  await form.getByRole("combobox", { name: /^Game type/ }).click();
  await page.getByRole("option", { name: o.gameType ?? "Pickleball", exact: true }).click();
  await form.getByRole("combobox", { name: /^Place/ }).click();
  await page.getByRole("option", { name: /South Austin Tennis Center/ }).click();
  let skipped: string | undefined;
  if (o.weekly) {
    await form.getByRole("switch", { name: "Repeats weekly" }).click();
    await form.getByRole("spinbutton", { name: "Games" }).fill(String(o.weekly.games));
    const games = form.getByRole("group", { name: "Games in the series" });
    await expect(games.getByRole("checkbox")).toHaveCount(o.weekly.games);
    const box = games.getByRole("checkbox").nth(o.weekly.skip - 1);
    skipped = (
      await games
        .locator("label")
        .nth(o.weekly.skip - 1)
        .innerText()
    ).trim();
    await box.click();
    await expect(box).not.toBeChecked();
  }
  if (o.spots !== undefined) await form.getByRole("spinbutton", { name: "Spots" }).fill(String(o.spots));
  if (o.waitlist) await form.getByRole("switch", { name: "Waitlist when full" }).click();
  if (o.isPrivate) await form.getByRole("switch", { name: /^Private/ }).click();
  await form.getByRole("button", { name: "Create game" }).click();
  await expect(page).toHaveURL(/\/event\/[A-Za-z0-9]+$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: o.title })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop() ?? "";
  return { id, skipped };
}

test("an organizer fills a 2-spot game with a waitlist; a cancellation promotes the third player, who is told", async ({ browser }) => {
  test.setTimeout(180_000);
  const organizer = await as(browser, "organizer@rallyhub.test");
  const title = unique("Waitlist doubles");
  const { id } = await createGame(organizer.page, { title, spots: 2, waitlist: true });

  // The first player is on a phone: the RSVP is in a bar at the bottom of the screen, in reach without scrolling (issue 31).
  const [first, second, third] = await Promise.all([as(browser, "player@rallyhub.test", PHONE), as(browser, "player2@rallyhub.test"), as(browser, "manager@rallyhub.test")]);
  await first.page.goto(`/event/${id}`);
  const bar = first.page.getByRole("region", { name: "Your RSVP" });
  await expect(bar).toBeInViewport({ ratio: 1 });
  expect(await first.page.evaluate(() => window.scrollY)).toBe(0);
  await bar.getByRole("button", { name: "Going", exact: true }).click();
  await expect(first.page.getByRole("heading", { name: "You're going" })).toBeVisible();
  // The answer is the one pressed choice of a labelled group.
  const firstChoices = bar.getByRole("group", { name: "Your answer" });
  await expect(firstChoices.getByRole("button", { name: "Going", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(firstChoices.getByRole("button", { name: "Maybe" })).toHaveAttribute("aria-pressed", "false");
  await expect(firstChoices.getByRole("button", { name: "Not going" })).toHaveAttribute("aria-pressed", "false");
  // Nothing of the page stays under the bar: at the very end, the last of it shows above the bar.
  await first.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastButton = first.page.getByRole("button", { name: "Add to calendar" });
  // One after the other: each action waits for the page's accessibility scan (fixtures.ts), which two at once can stall.
  const barBox = await bar.boundingBox();
  const lastBox = await lastButton.boundingBox();
  expect(lastBox && barBox && lastBox.y + lastBox.height <= barBox.y).toBe(true);
  // However long the page: it ends with at least the bar's height of room.
  const room = await first.page.getByRole("heading", { level: 1 }).evaluate((h) => parseFloat(getComputedStyle(h.closest(".MuiContainer-root") ?? h).paddingBottom));
  expect(room).toBeGreaterThanOrEqual(barBox?.height ?? Number.POSITIVE_INFINITY);
  // On a wide screen the choices stay in the panel, with the same pressed state.
  await second.page.goto(`/event/${id}`);
  await second.page.getByRole("button", { name: "Going", exact: true }).click();
  await expect(second.page.getByText("You're going", { exact: true })).toBeVisible();
  await expect(second.page.getByRole("group", { name: "Your answer" }).getByRole("button", { name: "Going", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(second.page.getByRole("region", { name: "Your RSVP" })).toHaveCount(0);
  await third.page.goto(`/event/${id}`);
  await third.page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(third.page.getByText("You're on the waitlist", { exact: true })).toBeVisible();
  await expect(third.page.getByText(/You're #1 on the waitlist\./)).toBeVisible();

  // The first player cancels: the third moves up at once and is told.
  await bar.getByRole("button", { name: "Not going" }).click();
  await expect(first.page.getByRole("heading", { name: "You're not going" })).toBeVisible();
  await expect(firstChoices.getByRole("button", { name: "Not going" })).toHaveAttribute("aria-pressed", "true");
  await expect(third.page.getByText("You're going", { exact: true })).toBeVisible({ timeout: 15_000 });
  await third.page.goto("/notifications");
  await expect(third.page.getByText("You're in!").first()).toBeVisible();
  await expect(third.page.getByText(`A spot opened up: you're going to ${title}.`).first()).toBeVisible();

  // The organizer's manage page lists who is going and who is not.
  await organizer.page.goto(`/event/${id}/manage`);
  await organizer.page.getByRole("tab", { name: "Players (2)" }).click();
  const players = organizer.page.getByRole("tabpanel", { name: "Players (2)" });
  await expect(players.getByText("Morgan Manager").first()).toBeVisible();
  for (const p of [organizer, first, second, third]) await p.context.close();
});

test("a weekly game shows its next games without the skipped date, and its .ics downloads", async ({ browser }) => {
  test.setTimeout(120_000);
  const organizer = await as(browser, "organizer@rallyhub.test");
  const title = unique("Weekly ladder");
  const { id, skipped } = await createGame(organizer.page, { title, weekly: { games: 4, skip: 2 } });
  // Skipped dates do not count toward the number: 4 games are played, this one and 3 more.
  const next = organizer.page.getByRole("list", { name: "Next games in the series" });
  await expect(next.getByRole("listitem")).toHaveCount(3);
  expect(skipped).toMatch(/^\w{3}, \w{3} \d{1,2}$/);
  // Whole dates: "Tue, Dec 1" must not match the "Tue, Dec 15" after it.
  await expect(next).not.toContainText(new RegExp(`${skipped ?? ""}(?!\\d)`));

  const [download] = await Promise.all([organizer.page.waitForEvent("download"), organizer.page.getByRole("button", { name: "Add to calendar" }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const file = await download.path();
  const ics = fs.readFileSync(file, "utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T\d{6}/);
  expect(ics).toContain(`/event/${id}`);
  await organizer.context.close();
});

test("discover finds a new game by city and radius and by its words; a far city does not", async ({ browser }) => {
  test.setTimeout(120_000);
  const organizer = await as(browser, "organizer@rallyhub.test");
  const word = `zq${Date.now().toString(36)}`;
  const title = `Sunset ${word} rally`;
  await createGame(organizer.page, { title, gameType: "Tennis" });
  const page = organizer.page;
  await page.goto(`/discover?near=${encodeURIComponent(AUSTIN.name)}&lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=25&type=Tennis`);
  await page.getByRole("searchbox", { name: "Search" }).fill(word);
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible({ timeout: 15_000 });
  // Chicago is ~900 miles away: nothing there.
  await page.goto(`/discover?near=${encodeURIComponent("Chicago, IL")}&lat=41.8781&lng=-87.6298&radius=50&q=${word}`);
  await expect(page.getByText("No games match near Chicago, IL.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  await organizer.context.close();
});

test("on a 390 px phone a discover card keeps inside the screen and shows its date block (issue 31)", async ({ browser }) => {
  test.setTimeout(60_000);
  const player = await as(browser, "player@rallyhub.test");
  const page = player.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/discover?near=${encodeURIComponent(AUSTIN.name)}&lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=50`);
  const card = page.getByRole("list", { name: "Games" }).getByRole("article").first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  // The date block: weekday, day of the month and month, the day big enough to scan.
  const date = card.locator('[data-part="date"]');
  await expect(date).toHaveText(/^\d{1,2}$/);
  await expect(card.locator('[data-part="weekday"]')).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/);
  await expect(card.locator('[data-part="month"]')).toHaveText(/^[A-Z][a-z]{2}$/);
  expect(await date.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);
  // Not wider than the screen, and nothing in it (the faces, a long word) sticks out of it.
  const box = await card.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // One link per card: the title.
  await expect(card.getByRole("link")).toHaveCount(1);
  await player.context.close();
});

test("a private game is hidden from a stranger ('Game not found')", async ({ browser }) => {
  test.setTimeout(120_000);
  const organizer = await as(browser, "organizer@rallyhub.test");
  const { id } = await createGame(organizer.page, { title: unique("Invite-only run"), gameType: "Running", isPrivate: true });
  const stranger = await as(browser, "player2@rallyhub.test");
  await stranger.page.goto(`/event/${id}`);
  await expect(stranger.page.getByRole("alert").filter({ hasText: "Game not found" })).toBeVisible();
  for (const p of [organizer, stranger]) await p.context.close();
});

test("a subscriber near a new Pickleball game finds the alert in notifications and the e-mail in the outbox", async ({ browser }) => {
  test.setTimeout(120_000);
  const organizer = await as(browser, "organizer@rallyhub.test");
  const title = unique("Alert pickleball");
  await createGame(organizer.page, { title, gameType: "Pickleball" });
  const subscriber = await as(browser, "player@rallyhub.test");
  await subscriber.page.goto("/notifications");
  // The alert is written by a Firestore trigger: the live list shows it when it lands.
  await expect(subscriber.page.getByText(new RegExp(`^${title}`)).first()).toBeVisible({ timeout: 30_000 });
  await expect(subscriber.page.getByText("New Pickleball game near Austin, TX").first()).toBeVisible();
  await subscriber.page.goto("/dev/outbox");
  await expect(subscriber.page.getByRole("list", { name: "Mail" })).toContainText(title, { timeout: 15_000 });
  for (const p of [organizer, subscriber]) await p.context.close();
});
