import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./scripts/ensure-chromium.mjs";

/**
 * Journeys in Debian's Chromium against the built app (vite preview) and the
 * test emulators that scripts/test.mjs starts and seeds. Run them through
 * `npm test`, or `npx playwright test` while those are up (see README).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three journeys at once on two cores: a journey spends about a third of its time waiting (a page
  // settling before its accessibility scan, the Functions, the emulators' triggers), which two
  // workers left idle (vmstat: 33% idle through the stage, 354 s; with three, 13% idle, 288 s;
  // four gained 18 s more at 5% idle, too little headroom for a busy machine). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // Each page a journey visits is also scanned with axe (tests/e2e/fixtures.ts): about a second a
  // page, several seconds on a busy two-core machine (the settings journey scans every tab).
  timeout: 90_000,
  // With the events journeys (several browser contexts, Functions and triggers) running
  // beside the others on two cores, a page can take over 10 s to settle: 20 s per expectation.
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  forbidOnly: true,
  use: {
    baseURL,
    // Recording a trace costs the worker and the browser CPU on every action, which two cores
    // running two journeys cannot spare: E2E_TRACE=1 turns it on to look into a failure.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
