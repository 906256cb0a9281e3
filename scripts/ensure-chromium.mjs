// Makes sure Debian's Chromium is installed for the browser tests, installing it
// with apt-get when it is missing and we are root. Playwright's own browser
// download does not work without internet, so we drive /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium(log = console.log) {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  log("Chromium is missing: installing Debian's chromium with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
  if (update.status !== 0) throw new Error("apt-get update failed; install chromium by hand (apt-get install -y chromium).");
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
  if (install.status !== 0 || !fs.existsSync(CHROMIUM)) throw new Error("apt-get install chromium failed; install it by hand.");
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
