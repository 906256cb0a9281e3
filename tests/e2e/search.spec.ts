import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { expect, test, type Browser, type BrowserContext, type Page } from "./fixtures";
import { callAs, gameInput, newAccount, type Account } from "./accounts";
import { signIn, PROJECT_ID } from "./support";

// Issue 13's journeys: user lists (an organizer's saved lists of players,
// invited to a game in one go) and full search (events, teams, players,
// places and posts, grouped by kind). Each journey makes its own accounts and
// data (unique names) on the seeded data.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** A word nobody else uses (letters only: names are searched by word prefixes). */
const word = (n = 7) => Array.from({ length: n }, () => LETTERS.charAt(Math.floor(Math.random() * 26))).join("");
/** A text as a regular expression that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

async function as(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ timezoneId: "America/Chicago" });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** A game three days ahead in Austin, made through saveEvent as the create page would. */
async function game(organizer: Account, title: string): Promise<string> {
  const { eventId } = await callAs<{ eventId: string }>(organizer, "saveEvent", {
    event: gameInput(3, {
      title,
      gameType: "Pickleball",
      duration: { hours: 1, minutes: 0 },
      location: { name: "South Austin Tennis Center", address: "1000 Cumberland Rd, Austin, TX 78704", lat: 30.2366, lng: -97.7668, placeId: null },
    }),
  });
  return eventId;
}

test("an organizer makes a user list, adds a player found by name and invites the list to a game; the player sees the invite", async ({ browser }) => {
  test.setTimeout(180_000);
  const suffix = word();
  const organizer = await newAccount("ul-org", `Ula ${cap(word(5))}`, { joinReason: "Organize" });
  const player = await newAccount("ul-player", `Quinn ${cap(suffix)}`);
  const title = `List night ${cap(word(6))}`;
  const eventId = await game(organizer, title);
  const listName = `Friday crew ${cap(word(5))}`;

  const org = await as(browser, organizer.email);
  await org.page.goto("/user-list");
  await expect(org.page.getByRole("heading", { level: 1, name: "User Lists" })).toBeVisible();
  const form = org.page.getByRole("form", { name: "New list" });
  await form.getByRole("textbox", { name: /List name/ }).fill(listName);
  await form.getByRole("button", { name: "Create list" }).click();
  const summary = org.page.getByRole("button", { name: new RegExp(`${listName}\\s*0 players`) });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await summary.click();
  await org.page.getByRole("searchbox", { name: "Find a player by name" }).fill(suffix.slice(0, 5));
  await org.page
    .getByRole("list", { name: "Players found" })
    .getByRole("button", { name: `Add ${player.displayName} to ${listName}` })
    .click({ timeout: 30_000 });
  const members = org.page.getByRole("list", { name: `Players on ${listName}` });
  await expect(members.getByText(player.displayName)).toBeVisible({ timeout: 30_000 });
  await expect(org.page.getByRole("button", { name: new RegExp(`${listName}\\s*1 player`) })).toBeVisible();

  // The game's manage page: Find available players → Invite a list.
  await org.page.goto(`/event/${eventId}/manage?tab=find`);
  await org.page.getByRole("button", { name: "Invite a list" }).click();
  const dialog = org.page.getByRole("dialog", { name: "Invite a list" });
  await dialog.getByRole("radio", { name: `${listName} (1 player)` }).check();
  await dialog.getByRole("button", { name: "Invite 1 player" }).click();
  await expect(org.page.getByText("1 player invited")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  const invited = await as(browser, player.email);
  await invited.page.goto("/notifications");
  await expect(invited.page.getByText(`${organizer.displayName} invited you to ${title}.`).first()).toBeVisible({ timeout: 30_000 });
  for (const p of [org, invited]) await p.context.close();
});

test("an organizer with no lists sees 'No user lists found.'", async ({ browser }) => {
  test.setTimeout(90_000);
  const organizer = await newAccount("ul-empty", `Una ${cap(word(5))}`, { joinReason: "Organize" });
  const org = await as(browser, organizer.email);
  await org.page.goto("/user-list");
  await expect(org.page.getByText("No user lists found.")).toBeVisible({ timeout: 30_000 });
  await org.context.close();
});

/** A seeded upcoming public game (the seed picks titles at random). */
async function seededGame(): Promise<{ id: string; title: string }> {
  const app = getApps().find((a) => a.name === "e2e-search") ?? initializeApp({ projectId: PROJECT_ID }, "e2e-search");
  const snap = await getFirestore(app)
    .collection("events")
    .where("isPrivate", "==", false)
    .where("cancelled", "==", false)
    .where("dateStart", ">=", Timestamp.fromMillis(Date.now() + 86_400_000))
    .orderBy("dateStart")
    .limit(50)
    .get();
  // A game the seed wrote (ids event-NNN), with its search tokens: journeys running beside this one
  // make games of their own, which they may change or cancel while this one searches.
  const first = snap.docs.find((d) => /^event-\d{3}$/.test(d.id) && Array.isArray(d.get("searchTokens")) && (d.get("searchTokens") as unknown[]).length > 0);
  if (!first) throw new Error("No seeded upcoming game: run the seed stage first.");
  return { id: first.id, title: String(first.get("title")) };
}

test("full search finds a seeded team, game and player, keeps the words in the address, and a click opens the page", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "player@rallyhub.test");

  await page.goto("/full-search");
  await page.getByRole("searchbox", { name: "Search games, teams, players, places and posts" }).fill("zilker fly");
  await expect(page).toHaveURL(/\/full-search\?q=zilker\+fly$/);
  const teams = page.getByRole("region", { name: "Teams" });
  await expect(teams.getByRole("link", { name: /Zilker Flyers/ })).toBeVisible({ timeout: 30_000 });
  // The search survives a reload.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search games, teams, players, places and posts" })).toHaveValue("zilker fly");
  await page
    .getByRole("region", { name: "Teams" })
    .getByRole("link", { name: /Zilker Flyers/ })
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/team\/team-\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Zilker Flyers" })).toBeVisible();

  const { title } = await seededGame();
  await page.goto(`/full-search?q=${encodeURIComponent(title)}`);
  await page
    .getByRole("region", { name: "Events" })
    .getByRole("link", { name: new RegExp(`^${escape(title)}`) })
    .first()
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/event\/[A-Za-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.goto("/full-search?q=riley%20second");
  await page
    .getByRole("region", { name: "Players" })
    .getByRole("link", { name: /Riley Second/ })
    .first()
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/profile\/demo-player2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Riley Second" })).toBeVisible();

  // Nothing matches: one line says so.
  await page.goto(`/full-search?q=${word(10)}`);
  await expect(page.getByText(/^No results for “/)).toBeVisible({ timeout: 30_000 });
});
