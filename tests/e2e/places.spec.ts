import decodeQR from "qr/decode.js";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { expect, test, type Page } from "./fixtures";
import { signIn, PROJECT_ID } from "./support";

// Issue 13's places journeys: an organizer adds a place (a place without a
// location is refused first) and prints its poster; a place's page lists its
// upcoming games; an unknown place says 'Place not found'; the places of an
// area with the filter; the major cities page links to discover. Places added
// here have unique names; the rest reads the seed.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function db() {
  if (!PROJECT_ID.startsWith("demo-")) throw new Error(`Refusing to read ${PROJECT_ID}: only demo- projects.`);
  return getFirestore(getApps().find((a) => a.name === "e2e-places") ?? initializeApp({ projectId: PROJECT_ID }, "e2e-places"));
}

/** What a QR code on the page says: its SVG's dark modules painted onto a bitmap and read by the scan page's decoder. */
async function qrValueOf(page: Page, name: string): Promise<string> {
  const svg = page.getByRole("img", { name });
  const [viewBox, d] = await Promise.all([svg.getAttribute("viewBox"), svg.locator("path").nth(1).getAttribute("d")]);
  const size = Number(viewBox?.split(" ")[2]);
  const scale = 4;
  const side = size * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x0, y0, run] of (d ?? "").matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let x = Number(x0); x < Number(x0) + Number(run); x++)
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((Number(y0) * scale + dy) * side + x * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
  }
  return decodeQR({ width: side, height: side, data });
}

async function pickSport(page: Page, sport: string) {
  await page.getByRole("combobox", { name: "Sports" }).click();
  await page.getByRole("option", { name: sport, exact: true }).click();
  await page.keyboard.press("Escape");
}

test("an organizer adds a place (not without a location) and prints its poster with a QR code to its page", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, "organizer@rallyhub.test");
  const name = unique("Journey Courts");

  await page.goto("/places/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Place" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Street address" }).fill("12 Journey Way");
  await pickSport(page, "Tennis");
  await pickSport(page, "Pickleball");
  await page.getByRole("radio", { name: "Indoor" }).check();
  // A city typed but not picked from the list: no location, so nothing is written.
  await page.getByRole("combobox", { name: "City" }).fill("Austinville Nowhere");
  await page.getByRole("button", { name: "Add place" }).click();
  await expect(page.getByText("Choose the city from the list so that the place has a location")).toBeVisible();
  await expect(page).toHaveURL(/\/places\/new$/);
  expect((await db().collection("places").where("name", "==", name).get()).size).toBe(0);

  await page.getByRole("combobox", { name: "City" }).fill("Austin");
  await page
    .getByRole("option", { name: /^Austin, TX/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Add place" }).click();
  await expect(page).toHaveURL(/\/places\/view\/[A-Za-z0-9]+$/, { timeout: 30_000 });
  const id = new URL(page.url()).pathname.split("/").pop() ?? "";
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("12 Journey Way, Austin, TX")).toBeVisible();
  await expect(page.getByRole("list", { name: "Sports" })).toHaveText(/Tennis.*Pickleball/);
  await expect(page.getByText("Indoor", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit place" })).toHaveAttribute("href", `/places/edit/${id}`);
  await expect(page.getByText("No upcoming games here yet.")).toBeVisible();
  // Written by the server, with its geohash.
  const stored = (await db().doc(`places/${id}`).get()).data();
  expect(stored).toMatchObject({ name, city: "Austin, TX", indoor: true, sports: ["Tennis", "Pickleball"], createdBy: "demo-organizer" });
  expect(stored?.geohash).toMatch(/^9v6k/);

  await page.getByRole("link", { name: "Print poster" }).click();
  await expect(page).toHaveURL(`/places/poster?id=${id}`);
  const poster = page.getByRole("article", { name });
  await expect(poster).toBeVisible();
  await expect(poster).toContainText("12 Journey Way, Austin, TX");
  await expect(poster).toContainText("Indoor · Tennis · Pickleball");
  const pageUrl = `${baseURL ?? ""}/places/view/${id}`;
  await expect(poster).toContainText(pageUrl);
  const qrName = `QR code to ${name}'s page`;
  await expect(poster.getByRole("img", { name: qrName })).toBeVisible();
  expect(await qrValueOf(page, qrName)).toBe(pageUrl);

  // Print: the browser's dialog (stubbed here to record the call), and print styles that keep the poster alone.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(poster).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The QR code's address opens the place.
  await page.goto(pageUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a place's page lists its upcoming games, and a game opens from it", async ({ page }) => {
  // A seeded place with upcoming public games (not South Austin Tennis Center, where the games journeys add theirs).
  const upcoming = await db().collection("events").where("isPrivate", "==", false).where("cancelled", "==", false).where("dateStart", ">=", Timestamp.now()).orderBy("dateStart").limit(200).get();
  const game = upcoming.docs.find((d) => {
    const placeId = d.get("location.placeId") as unknown;
    return typeof placeId === "string" && placeId.startsWith("place-") && placeId !== "place-02";
  });
  if (!game) throw new Error("The seed has no upcoming public game at a place");
  const placeId = game.get("location.placeId") as string;
  const placeName = (await db().doc(`places/${placeId}`).get()).get("name") as string;
  const title = game.get("title") as string;

  await page.goto(`/places/view/${placeId}`);
  await expect(page.getByRole("heading", { level: 1, name: placeName })).toBeVisible();
  const games = page.getByRole("list", { name: `Upcoming games at ${placeName}` });
  // The soonest game there is the first card.
  await expect(games.getByRole("article").first()).toContainText(title);
  await expect(page.getByRole("link", { name: "Edit place" })).toHaveCount(0);
  await games.getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(`/event/${game.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an unknown place says 'Place not found', on its page and its poster", async ({ page }) => {
  await page.goto("/places/view/no-such-place-here");
  await expect(page.getByRole("alert")).toHaveText(/Place not found/);
  await page.goto("/places/poster?id=no-such-place-here");
  await expect(page.getByRole("alert")).toHaveText(/Place not found/);
  await page.goto("/places/poster");
  await expect(page.getByRole("alert")).toHaveText(/Place not found/);
});

test("the places of an area, nearest first with their distance, filtered to indoor ones", async ({ page }) => {
  await page.goto("/discover/places?near=Austin%2C+TX&lat=30.2672&lng=-97.7431&span=10");
  const list = page.getByRole("list", { name: "Places" });
  await expect(list.getByRole("heading", { name: "Zilker Park Fields" })).toBeVisible();
  await expect(list.getByRole("article", { name: "Zilker Park Fields" })).toContainText(/\d+(\.\d)? mi from Austin, TX/);
  await expect(page.getByRole("img", { name: /^Sketch of the area/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Map of the places" })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Indoor or outdoor" }).click();
  await page.getByRole("option", { name: "Indoor", exact: true }).click();
  await expect(page).toHaveURL(/setting=indoor/);
  await expect(list.getByRole("heading", { name: "Givens Recreation Center" })).toBeVisible();
  await expect(list.getByRole("heading", { name: "Zilker Park Fields" })).toHaveCount(0);
  await expect(list.getByRole("article").filter({ hasText: "Outdoor" })).toHaveCount(0);
  // Seattle's places are not in Austin's area.
  await expect(list.getByRole("heading", { name: "Kraken Community Iceplex" })).toHaveCount(0);
});

test("the major cities page links each city to discover there", async ({ page }) => {
  await page.goto("/city-search");
  await expect(page.getByRole("heading", { level: 1, name: "Major Cities" })).toBeVisible();
  const list = page.getByRole("list", { name: "Major cities, largest first" });
  await expect(list.getByRole("link").first()).toHaveText("New York City, NY");
  await list.getByRole("link", { name: "Austin, TX", exact: true }).click();
  await expect(page).toHaveURL(/\/discover\/events\?near=Austin%2C\+TX&lat=30\.2672&lng=-97\.7431$/);
  await expect(page.getByRole("combobox", { name: "Near" })).toHaveValue("Austin, TX");
  await page.goto("/learn-and-grow");
  await expect(page.getByRole("heading", { level: 1, name: "Major Cities" })).toBeVisible();
});
