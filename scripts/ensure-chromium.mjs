// Makes sure Debian's Chromium is installed for the browser tests, installing it
// with apt-get when it is missing and we are root. Playwright's own browser
// download does not work without internet, so we drive Debian's build.
//
// The headless shell (Debian's chromium-headless-shell: the same Chromium, built without
// the browser's windowing and UI) is preferred: the journeys ran 239 s in it against 294 s
// in the full browser, with 22% less CPU through the stage (the whole machine: 457 against
// 588 core-seconds on two cores). The full browser (/usr/bin/chromium) is used where it is
// the only one installed and cannot be added. CHROMIUM_PATH names another.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL = "/usr/bin/chromium";

/** The browser the journeys, the budgets and the screenshots drive: CHROMIUM_PATH, else the headless shell, else the full browser. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) || !fs.existsSync(FULL) ? HEADLESS_SHELL : FULL;
}

export function ensureChromium(log = console.log) {
  if (process.env.CHROMIUM_PATH) {
    if (fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
  }
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    if (fs.existsSync(FULL)) return FULL;
    throw new Error(`Chromium is not installed. Install it with: sudo apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`);
  }
  log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = (pkg) => spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit", env }).status === 0;
  // Straight away when the package lists are there; after an update when they are not (a fresh machine).
  if (!install("chromium-headless-shell")) {
    const updated = spawnSync("apt-get", ["update"], { stdio: "inherit", env }).status === 0;
    if (!updated || !install("chromium-headless-shell")) {
      // A mirror without the shell: the full browser does the same work, more slowly.
      if (fs.existsSync(FULL)) return FULL;
      log("chromium-headless-shell could not be installed: installing Debian's chromium instead…");
      if (install("chromium") && fs.existsSync(FULL)) return FULL;
      throw new Error("apt-get could install neither chromium-headless-shell nor chromium; install one by hand (or set CHROMIUM_PATH).");
    }
  }
  if (!fs.existsSync(HEADLESS_SHELL)) throw new Error(`apt-get installed chromium-headless-shell, but ${HEADLESS_SHELL} is missing.`);
  return HEADLESS_SHELL;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
