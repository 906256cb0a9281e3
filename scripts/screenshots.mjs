#!/usr/bin/env node
// The README's two screenshots (a phone and a desktop), taken from the running app:
//
//   npm start                      # in one terminal: the app on http://localhost:5173 with the demo data
//   npm run screenshots            # in another: writes docs/screenshots/phone.png and desktop.png
//
// Options: --base <url> (default http://localhost:5173), --page <path> (default /discover),
// --out <dir> (default docs/screenshots). Signed in as the demo player, in America/Chicago
// (the demo data's zone), with the home tour dismissed so that it covers nothing.
import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./lib/emulators.mjs";
import { chromiumPath } from "./ensure-chromium.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: process.env.SCREENSHOT_BASE ?? "http://localhost:5173" },
    page: { type: "string", default: "/discover" },
    out: { type: "string", default: path.join(ROOT, "docs/screenshots") },
  },
});

const SHOTS = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

fs.mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.deviceScaleFactor, timezoneId: "America/Chicago", locale: "en-US" });
    // The tour is for a first visit: mark it skipped, as "Skip tour" does (src/features/home/tour/tourStorage.ts).
    await context.addInitScript(() => {
      try {
        localStorage.setItem("rallyhub.homeTour.skipped", new Date().toISOString());
      } catch {
        // No storage: the tour may show.
      }
    });
    const page = await context.newPage();
    await page.goto(`${values.base}/login`);
    await page.getByLabel("Email").fill("player@rallyhub.test");
    await page.getByLabel("Password", { exact: true }).fill("Password123!");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
    await page.goto(`${values.base}${values.page}`);
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
    // Settled: no progress bar or loading placeholder left.
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"], .MuiSkeleton-root'), null, { timeout: 30_000 }).catch(() => undefined);
    const skip = page.getByRole("button", { name: "Skip tour" });
    if (await skip.isVisible().catch(() => false)) await skip.click();
    const file = path.join(values.out, `${shot.name}.png`);
    await page.screenshot({ path: file });
    console.log(`Wrote ${path.relative(ROOT, file)} (${shot.viewport.width}×${shot.viewport.height}, ${values.page}).`);
    await context.close();
  }
} finally {
  await browser.close();
}
