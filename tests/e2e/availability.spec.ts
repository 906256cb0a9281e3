import { checkA11y, expect, test, type Page } from "./fixtures";
import { signIn } from "./support";

// Each journey uses its own demo account's availability, and the suite runs against freshly seeded data.

async function openAvailability(page: Page) {
  await page.goto("/profile/settings?tab=availability");
  await expect(page.getByRole("heading", { name: "Weekly hours" })).toBeVisible();
}

function isoDay(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test("set a week, add an override and a travel period, reload, and see them kept", async ({ page }) => {
  await signIn(page, "manager@rallyhub.test");
  await openAvailability(page);

  // Monday: uncheck then check gives the default 17:00–20:00; type a second range by keyboard.
  const monday = page.getByRole("checkbox", { name: "Monday" });
  await monday.uncheck();
  await expect(page.getByText("Unavailable").first()).toBeVisible();
  await monday.check();
  await expect(page.getByLabel("Monday from, range 1")).toHaveValue("17:00");
  await expect(page.getByLabel("Monday to, range 1")).toHaveValue("20:00");
  await page.getByRole("button", { name: "Add hours to Monday" }).click();
  await page.getByLabel("Monday from, range 2").fill("20:30");
  await page.getByLabel("Monday to, range 2").fill("22:00");
  // Tuesday off.
  await page.getByRole("checkbox", { name: "Tuesday" }).uncheck();

  // A one-day override with different hours.
  await page.getByRole("button", { name: "Add date" }).click();
  const dialog = page.getByRole("dialog", { name: "Add date-specific hours" });
  await dialog.getByRole("textbox", { name: "Date", exact: true }).fill(isoDay(3));
  await dialog.getByLabel("Date-specific from, range 1").fill("09:00");
  await dialog.getByLabel("Date-specific to, range 1").fill("11:00");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();

  // A trip: travel forces a range and asks for a destination.
  await page.getByRole("button", { name: "Add date" }).click();
  await dialog.getByLabel("I'm traveling").check();
  await expect(dialog.getByLabel("Date range")).toBeChecked();
  await expect(dialog.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  await checkA11y(page);
  await dialog.getByLabel("Start date").fill(isoDay(10));
  await dialog.getByLabel("End date").fill(isoDay(14));
  // Anywhere in the world, from the offline worldwide list.
  await dialog.getByLabel("Destination").fill("Lisbon");
  await page.getByRole("option", { name: "Lisbon, Portugal" }).click();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Traveling to Lisbon, Portugal")).toBeVisible();

  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Successfully saved availability")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Monday to, range 2")).toHaveValue("22:00");
  await expect(page.getByRole("checkbox", { name: "Tuesday" })).not.toBeChecked();
  await expect(page.getByRole("list", { name: "Date-specific hours" }).getByText("9:00 AM–11:00 AM")).toBeVisible();
  await expect(page.getByText("Traveling to Lisbon, Portugal")).toBeVisible();
});

test("an overlapping range is refused with its message, and a backwards range too", async ({ page }) => {
  await signIn(page, "organizer@rallyhub.test");
  await openAvailability(page);
  const wednesday = page.getByRole("checkbox", { name: "Wednesday" });
  await wednesday.uncheck();
  await wednesday.check();
  await page.getByRole("button", { name: "Add hours to Wednesday" }).click();
  await page.getByLabel("Wednesday from, range 2").fill("18:00");
  await page.getByLabel("Wednesday to, range 2").fill("19:00");
  await expect(page.getByText("Overlapping times with another range.").first()).toBeVisible();
  await checkA11y(page);
  await expect(page.getByRole("button", { name: "Save availability" })).toBeDisabled();
  await page.getByLabel("Wednesday from, range 2").fill("21:00");
  await page.getByLabel("Wednesday to, range 2").fill("20:30");
  await expect(page.getByText("End time must be after the start time")).toBeVisible();
  await page.getByLabel("Wednesday to, range 2").fill("22:00");
  await expect(page.getByText("Overlapping times with another range.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save availability" })).toBeEnabled();
});

test("a filtered schedule is hidden from a player outside the filter and shown to one inside", async ({ browser }) => {
  // Riley (Female) shares her availability only with women.
  const riley = await browser.newPage();
  await signIn(riley, "player2@rallyhub.test");
  await openAvailability(riley);
  await riley.getByLabel("Only people who match my filters").check();
  await riley.getByRole("checkbox", { name: "Female" }).check();
  await riley.getByRole("button", { name: "Save availability" }).click();
  await expect(riley.getByText("Successfully saved availability")).toBeVisible();
  await riley.close();

  // Pat (Non-binary) is outside the filter.
  const pat = await browser.newPage();
  await signIn(pat, "player@rallyhub.test");
  await pat.goto("/profile/demo-player2");
  await expect(pat.getByRole("heading", { level: 1, name: "Riley Second" })).toBeVisible();
  await expect(pat.getByText("Riley Second shares their availability only with some players.")).toBeVisible({ timeout: 20_000 });
  await expect(pat.getByRole("table", { name: "Weekly hours" })).toHaveCount(0);
  await pat.close();

  // Olivia (Female) is inside it.
  const olivia = await browser.newPage();
  await signIn(olivia, "organizer@rallyhub.test");
  await olivia.goto("/profile/demo-player2");
  await expect(olivia.getByRole("table", { name: "Weekly hours" })).toBeVisible({ timeout: 20_000 });
  await expect(olivia.getByRole("rowheader", { name: "Monday" })).toBeVisible();
  await olivia.close();
});
