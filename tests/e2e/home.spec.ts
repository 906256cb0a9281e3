import { expect, test, type Page } from "./fixtures";
import { signIn } from "./support";

// Issue 11: the demo player's home (seeded: Austin, two teams, a pending invitation to a third, RSVPs).

/** A section below the first screen loads as the user scrolls to it. */
async function scrolledTo(page: Page, name: string) {
  const region = page.getByRole("region", { name });
  // The placeholder is swapped for the section as it loads: scroll again if it went away meanwhile.
  await expect(async () => {
    await region.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
  return region;
}

test("the demo player's home shows every section with seeded data and the pending invitation task", async ({ page }) => {
  await signIn(page, "player@rallyhub.test");
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Pat Player" })).toBeVisible();

  const action = page.getByRole("region", { name: "Action Center" });
  await expect(action.getByText("You have 1 pending team invitation(s)! Review your team invites.")).toBeVisible();
  await expect(action.getByText("1 task")).toBeVisible();

  const upcoming = page.getByRole("region", { name: "Upcoming Events" });
  await expect(upcoming.getByRole("list", { name: "Your upcoming events" }).getByRole("listitem")).toHaveCount(7);
  await expect(page.getByRole("region", { name: "Your Location" }).getByText("Austin, TX")).toBeVisible();
  await expect((await scrolledTo(page, "Quick Actions")).getByRole("link")).toHaveCount(6);
  await expect((await scrolledTo(page, "Your RallyHub community")).getByRole("link", { name: "Community Posts" })).toBeVisible();
  const teams = await scrolledTo(page, "My Teams and Groups");
  await expect(teams.getByRole("link", { name: "Lakeside Lightning" })).toBeVisible();
  await expect(teams.getByRole("link", { name: "South Congress Smash" })).toBeVisible();
  await expect((await scrolledTo(page, "Players Near You")).getByRole("article").first()).toBeVisible();
  await expect((await scrolledTo(page, "Local Events")).getByRole("listitem").first()).toBeVisible();

  // The tour's anchors, in its order (nearby-players joins with Players Near You).
  const anchors = await page.locator("[data-tour]").evaluateAll((els) => els.map((el) => el.getAttribute("data-tour")));
  expect(anchors.filter((a) => a !== "nearby-players")).toEqual(["action-center", "upcoming-events", "location-hub", "quick-actions", "community-highlights", "teams-and-groups", "local-events"]);
});

test("the team filter changes the upcoming list and, saved as default, survives a reload", async ({ page }) => {
  await signIn(page, "player@rallyhub.test");
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  const upcoming = page.getByRole("region", { name: "Upcoming Events" });
  await expect(upcoming.getByRole("list", { name: "Your upcoming events" })).toBeVisible();

  await upcoming.getByLabel("Team").selectOption({ label: "Lakeside Lightning" });
  const teamList = upcoming.getByRole("list", { name: "Upcoming events for Lakeside Lightning" });
  await expect(teamList).toBeVisible();
  await expect(teamList.getByRole("listitem").first()).toContainText("Lightning");
  // Its private practices (Pat is going to them) are among the team's games here…
  await expect(teamList.getByRole("link", { name: "Lakeside Lightning Practice" }).first()).toBeVisible();
  await upcoming.getByRole("button", { name: "Save as default" }).click();
  await expect(upcoming.getByRole("button", { name: "Saved as default" })).toBeDisabled();

  await page.reload();
  await expect(upcoming.getByRole("list", { name: "Upcoming events for Lakeside Lightning" })).toBeVisible();
  await expect(upcoming.getByLabel("Team")).toHaveValue("team-01");

  // Back to all events (and the seeded default) for the other journeys.
  await upcoming.getByLabel("Team").selectOption("");
  await expect(upcoming.getByRole("list", { name: "Your upcoming events" })).toBeVisible();
  await upcoming.getByRole("button", { name: "Save as default" }).click();
  await expect(upcoming.getByRole("button", { name: "Saved as default" })).toBeDisabled();

  // …and on the team's own page too (issue 31): in Upcoming games, and first on the Schedule tab, each with its time.
  await page.goto("/team/team-01");
  const games = page.getByRole("list", { name: "Upcoming games", exact: true });
  const practice = games.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Lakeside Lightning Practice" }) });
  await expect(practice.first()).toBeVisible();
  await expect(practice.first()).toContainText(/ C[SD]T/);
  await page.getByRole("tab", { name: "Schedule" }).click();
  const schedule = page.getByRole("list", { name: "Upcoming games and practices" });
  await expect(schedule.getByRole("link", { name: "Lakeside Lightning Practice" }).first()).toBeVisible();
  await expect(page.getByText("No games or practices scheduled.")).toHaveCount(0);
  // My Communities names the team's next game rather than "No upcoming games".
  await page.goto("/my-communities");
  const lightning = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Lakeside Lightning" }) });
  await expect(lightning).toContainText("Next: Lakeside Lightning");
});

test("at 390px wide nothing on the home overflows", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "player@rallyhub.test");
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  for (const name of ["Quick Actions", "Your RallyHub community", "My Teams and Groups", "Players Near You"]) await scrolledTo(page, name);
  await expect((await scrolledTo(page, "Local Events")).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Players Near You" }).getByRole("article").first()).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("the player card shows the QR code of the player's profile", async ({ page }) => {
  await signIn(page, "player@rallyhub.test");
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("button", { name: "My player card" }).click();
  const card = page.getByRole("dialog");
  await expect(card.getByRole("img", { name: "QR code of Pat Player's profile" })).toBeVisible();
  await expect(card).toContainText("Pat Player");
  await expect(card).toContainText("player@rallyhub.test");
  await expect(card.getByRole("heading", { name: "Registrations" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
});

test.describe("a first visit", () => {
  test.use({ homeTourSeen: false });

  test("the tour runs through its 8 steps with the keyboard and does not start again once finished", async ({ page }) => {
    await signIn(page, "player@rallyhub.test");
    await page.goto("/home");
    await expect(page).toHaveURL(/\/home$/);
    const tour = page.getByRole("dialog");
    await expect(tour).toContainText("Step 1 of 8", { timeout: 20_000 });
    for (let n = 2; n <= 8; n += 1) {
      await page.keyboard.press("ArrowRight");
      await expect(tour).toContainText(`Step ${n} of 8`);
    }
    await page.keyboard.press("ArrowLeft");
    await expect(tour).toContainText("Step 7 of 8");
    await page.keyboard.press("ArrowRight");
    await expect(tour.getByRole("button", { name: "Finish" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tour).toBeHidden();
    await expect(page.getByRole("button", { name: "Take the home tour" })).toBeFocused();

    // The page's timers run on Playwright's clock from this reload on (time still flows), so the wait below is not a sleep.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole("button", { name: "Take the home tour" })).toBeVisible();
    // A section is on the page, so the tour's wait for late ones (3 s) has begun; run the clock past it.
    await expect(page.getByRole("region", { name: "Action Center" })).toBeVisible();
    await page.clock.runFor(3_500);
    await expect(page.getByRole("button", { name: "Take the home tour" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Take the home tour" }).click();
    await expect(page.getByRole("dialog")).toContainText("Step 1 of 8");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("a blocked player is missing from Players Near You and comes back when unblocked", async ({ page }) => {
  // Nico Neighbor (Austin) is the only one who blocks anyone here, so his home is his alone. He blocks the
  // first player his home shows (a seeded player, found by UID) and unblocks them at the end.
  await signIn(page, "neighbor@rallyhub.test");
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  const before = (await scrolledTo(page, "Players Near You")).getByRole("article");
  await expect(before).toHaveCount(4);
  const first = before.first();
  const name = (await first.getAttribute("aria-label")) ?? "";
  const uid = ((await first.getByRole("link").getAttribute("href")) ?? "").replace("/profile/", "");
  expect(uid).toMatch(/^player-\d+$/);

  await page.goto("/profile/settings?tab=privacy");
  await page.getByLabel("Search by email or UID").fill(uid);
  await page.getByRole("button", { name: `Add ${name}` }).click();
  await page.getByRole("button", { name: "Block", exact: true }).click();
  await expect(page.getByText("User(s) successfully blocked.")).toBeVisible();

  // Back home without a reload: the search runs again, still 4 players, and the blocked one is not among them.
  await page.getByRole("banner").getByRole("link", { name: "RallyHub" }).click();
  await expect(page).toHaveURL(/\/home$/);
  const after = (await scrolledTo(page, "Players Near You")).getByRole("article");
  await expect(after).toHaveCount(4);
  await expect(after.filter({ has: page.locator(`a[href="/profile/${uid}"]`) })).toHaveCount(0);
  // Nor on Discover players.
  await page.goto("/discover/players");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.locator(`a[href="/profile/${uid}"]`)).toHaveCount(0);

  await page.goto("/profile/settings?tab=privacy");
  await page
    .getByRole("button", { name: /Unblock/ })
    .first()
    .click();
  await expect(page.getByText("User unblocked successfully.")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "RallyHub" }).click();
  await expect((await scrolledTo(page, "Players Near You")).locator(`a[href="/profile/${uid}"]`)).toBeVisible();
});
