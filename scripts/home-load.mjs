#!/usr/bin/env node
// Issue 11's home figures (printed, not a timed test): what the demo player's
// first load of /home costs, measured in Chromium against a running app.
//
//   BASE=http://127.0.0.1:5173 node scripts/home-load.mjs
//
// Needs the app (`npm start`, or `vite preview` of a build made for the
// emulators) with seeded demo data. It signs in as the demo player in a fresh
// browser profile (not counted), then opens /home and prints:
//  - the Firestore documents the page received, by collection (each is a
//    billed read; a query that matches nothing also bills one read, which is
//    not visible here), goal ≤ 40;
//  - the gzip JavaScript the page loaded, budget ≤ 350 KB.
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./ensure-chromium.mjs";

const BASE = process.env.BASE ?? "http://127.0.0.1:5173";
const KB = 1024;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
try {
  const context = await browser.newContext();
  const login = await context.newPage();
  await login.goto(`${BASE}/login`);
  await login.getByLabel("Email").fill("player@rallyhub.test");
  await login.getByLabel("Password", { exact: true }).fill("Password123!");
  await login.getByRole("button", { name: "Log in" }).click();
  await login.waitForURL(/\/home/, { timeout: 60_000 });
  await login.close();

  const page = await context.newPage();
  // The Firestore SDK streams its answers over fetch: read a copy of each stream and note every document in it.
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__homeDocs = [];
    const original = window.fetch;
    window.fetch = async (...args) => {
      const response = await original(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (url.includes("google.firestore.v1.Firestore") && response.body) {
        const reader = response.clone().body.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        void (async () => {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            const re = /"documentChange":\s*\{\s*"document":\s*\{\s*"name":\s*"([^"]+)"/g;
            let match;
            let last = 0;
            while ((match = re.exec(buffer))) {
              w.__homeDocs.push(match[1].split("/documents/")[1]);
              last = re.lastIndex;
            }
            buffer = buffer.slice(last);
          }
        })().catch(() => undefined);
      }
      return response;
    };
  });
  const scripts = new Map();
  page.on("response", async (response) => {
    const url = response.url();
    if (!url.startsWith(BASE) || !/\.m?js(\?|$)/.test(url) || scripts.has(url)) return;
    scripts.set(url, 0);
    try {
      scripts.set(url, zlib.gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      /* navigation cancelled the body */
    }
  });
  await page.goto(`${BASE}/home`);
  await page.getByRole("heading", { name: "Local Events" }).waitFor({ timeout: 60_000 });
  // Sections below the fold and their queries settle.
  await page.waitForTimeout(5000);

  const docs = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__homeDocs));
  const byCollection = new Map();
  for (const path of docs) {
    const key = path.split("/").filter((_, i) => i % 2 === 0).join("/*/");
    byCollection.set(key, (byCollection.get(key) ?? 0) + 1);
  }
  console.log(`Firestore documents received on /home: ${docs.length} (goal ≤ 40)`);
  for (const [key, n] of [...byCollection].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${key}`);
  const js = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`JavaScript loaded on /home: ${(js / KB).toFixed(1)} KB gzip (budget ≤ 350 KB)`);
} finally {
  await browser.close();
}
