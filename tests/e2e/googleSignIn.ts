import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "@playwright/test";

/**
 * Google sign-in through the Auth emulator's popup needs Google's gapi loader
 * (https://apis.google.com/js/api.js) in two pages: the app, where the Firebase
 * Auth SDK opens its hidden helper iframe with gapi.iframes, and that iframe, the
 * emulator's /emulator/auth/iframe page, which relays the popup's result back.
 * The test machines are offline, so serve gapi-shim.js (a small stand-in for the
 * gapi.iframes subset those pages use) instead. The route is on the context, not
 * the page, so that the emulator's iframe (another origin) gets it as well.
 */
const SHIM = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "gapi-shim.js"), "utf8");

export async function serveGapiShim(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: SHIM }));
}
