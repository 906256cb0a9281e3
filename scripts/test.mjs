#!/usr/bin/env node
// `npm test`: every check, failing fast, printing how long each stage takes.
//   typecheck beside lint; unit (app + Functions, one vitest run) from when typecheck is
//   done, beside lint; [emulators] started beside the unit tests → rules (while the
//   Functions warm up) → Functions on the emulator (beside the production build) → seed
//   (into emptied emulators, so the journeys see only the demo data) → budgets → e2e.
// Stages side by side are the ones that each leave a core idle on a two-core machine.
// The emulators run on their own ports, so this works while `npm start` runs.
// Options: --skip-e2e, --only=<stage,...> (e.g. --only=rules,functions), --e2e=<spec,...>, --functions=<suite,...>.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ID, ROOT, claimEmulators, startEmulators, warmFunctions } from "./lib/emulators.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const skipE2e = args.includes("--skip-e2e");
const wanted = (name) => !only || only.includes(name);

const timings = [];
const started = Date.now();
let emulators = null;

const color = (code, text) => (process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);
const say = (text) => console.log(color("36", `[test] ${text}`));

/** Commands running now: a failing stage stops the ones beside it. */
const running = new Set();

function run(cmd, cmdArgs, env = {}) {
  return new Promise((resolve) => {
    // A group of its own, so that stopping it stops what it started too (npm's vitest, say).
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env }, detached: true });
    running.add(child);
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
}

async function stage(name, steps, always = false) {
  if (!always && !wanted(name)) return;
  say(`── ${name} ──`);
  const t0 = Date.now();
  for (const [cmd, cmdArgs, env] of steps) {
    const code = await run(cmd, cmdArgs, env);
    if (code !== 0) {
      timings.push([name, t0, Date.now() - t0, "FAILED"]);
      await finish(1, `${name} failed`);
    }
  }
  const ms = Date.now() - t0;
  timings.push([name, t0, ms, "ok"]);
  say(`${name}: ${(ms / 1000).toFixed(1)} s`);
}

let finishing = false;

async function finish(code, message) {
  // A stage beside a failed one fails in turn when it is stopped: report once.
  if (finishing) return new Promise(() => {});
  finishing = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  // Emulators still starting (beside the unit tests) are stopped once they are up.
  await emulatorsStarting;
  if (emulators) {
    say("Stopping the emulators…");
    await emulators.stop();
    emulators = null;
  }
  // Each stage's time, and when it started (stages side by side overlap).
  console.log("\nStage times:                     took    from");
  for (const [name, t0, ms, status] of timings) console.log(`  ${name.padEnd(26)} ${(ms / 1000).toFixed(1).padStart(6)} s  +${((t0 - started) / 1000).toFixed(0).padStart(4)} s  ${status}`);
  console.log(`  ${"total".padEnd(26)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  recordTimes(code);
  if (message) console.log(color(code === 0 ? "32" : "31", `\n${message}`));
  process.exit(code);
}

/** The run's stage times, kept for `npm run metrics` (.cache/test-times.json; the last complete run, and the last run). */
function recordTimes(code) {
  const run = {
    at: new Date(started).toISOString(),
    complete: !only && !skipE2e && code === 0,
    passed: code === 0,
    total: Math.round((Date.now() - started) / 100) / 10,
    stages: timings.map(([name, t0, ms, status]) => ({ name, from: Math.round((t0 - started) / 100) / 10, took: Math.round(ms / 100) / 10, status })),
  };
  try {
    const file = path.join(ROOT, ".cache/test-times.json");
    let kept = {};
    try {
      kept = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      // No earlier run.
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ last: run, lastComplete: run.complete ? run : (kept.lastComplete ?? null) }, null, 2)}\n`);
  } catch (error) {
    say(`Could not keep the stage times (${error instanceof Error ? error.message : String(error)}).`);
  }
}

process.on("SIGINT", () => void finish(130, "Interrupted"));

const bin = (name) => path.join(ROOT, "node_modules/.bin", name);

const needsEmulators = ["rules", "functions", "budget", "e2e"].some(wanted);
let testEnv = {};
/** The Functions' first calls, made while the rules stage runs (which calls none); awaited before anything that calls them. */
let warming = Promise.resolve();
/** Settles once startEmulators has (or has not) started them: finish() waits for it, to stop what it started. */
let emulatorsStarting = Promise.resolve();

/** Builds the Functions and starts the emulators (run beside the unit tests: it is mostly one core's work). */
async function bootEmulators() {
  const t0 = Date.now();
  say("── emulators ──");
  try {
    // Before rebuilding the Functions: stop if a test run with these ports is going.
    await claimEmulators("test", say);
    // The journeys and the budget stage (run by this process's children) drive the browser it finds or installs.
    if (wanted("e2e") && !skipE2e) process.env.CHROMIUM_PATH = ensureChromium(say);
    await run("npm", ["--prefix", "functions", "run", "build"]).then((c) => {
      if (c !== 0) throw new Error("The Functions did not build.");
    });
    const starting = startEmulators({ kind: "test", log: say, quiet: true });
    emulatorsStarting = starting.then(
      (started) => {
        emulators = started;
      },
      () => undefined,
    );
    await starting;
  } catch (error) {
    timings.push(["emulators", t0, Date.now() - t0, "FAILED"]);
    await finish(1, error instanceof Error ? error.message : String(error));
  }
  timings.push(["emulators", t0, Date.now() - t0, "ok"]);
  const p = emulators.ports;
  testEnv = {
    TEST_PROJECT_ID: PROJECT_ID,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${p.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${p.auth}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${p.functions}`,
    EMULATOR_TRIGGERS: emulators.triggers ? "1" : "0",
    ...(emulators.stripeUrl ? { STRIPE_API_BASE: emulators.stripeUrl } : {}),
    VITE_USE_EMULATORS: "true",
    VITE_ENVIRONMENT: "test",
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_AUTH_EMULATOR_PORT: String(p.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(p.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(p.functions),
  };
}

/** Starts warming the Functions: each first call starts a worker that loads every function. */
function warm() {
  // About 50-100 s of mostly one core, while the rules stage, whose test files run one at a time, leaves the other one idle.
  const warmStarted = Date.now();
  warming = warmFunctions(emulators.ports, say).then(
    () => timings.push(["warm Functions (beside)", warmStarted, Date.now() - warmStarted, "ok"]),
    (error) => say(`Warming the Functions failed (${error instanceof Error ? error.message : String(error)}); they start on first use.`),
  );
}

// typecheck and lint each keep about one core busy; typecheck ends first, and the unit tests
// (two workers) take its core and, once lint is done, both. The emulators start beside them.
// Types are checked by TypeScript 7, the native compiler (the `typescript-native` alias): the whole
// stage takes about 12 s of one core where TypeScript 5.9's took about 35 s (idle machine). ESLint's
// type-aware rules still read types through TypeScript 5.9 (`typescript`), whose API typescript-eslint
// needs. One thread each: the stage runs beside lint, which keeps the other core busy.
const tsc7 = path.join(ROOT, "node_modules/typescript-native/bin/tsc");
const typecheck = stage(
  "typecheck",
  [
    ["-p", "."],
    ["-p", "packages/domain"],
    ["-p", "functions/tsconfig.json", "--noEmit"],
    ["-p", "functions/stripe-fake/tsconfig.json"],
  ].map((tscArgs) => ["node", [tsc7, ...tscArgs, "--singleThreaded"]]),
);
await Promise.all([
  typecheck,
  stage("lint", [
    [bin("eslint"), ["--max-warnings", "0", "."]],
    [bin("depcruise"), ["src", "packages/domain/src", "--config", ".dependency-cruiser.cjs"]],
    [bin("prettier"), ["--check", "--log-level", "warn", "."]],
  ]),
  typecheck.then(() => stage("unit", [[bin("vitest"), ["run"]]])),
  needsEmulators ? typecheck.then(bootEmulators) : undefined,
]);
if (needsEmulators) warm();

await stage("rules", [[bin("vitest"), ["run", "--config", "vitest.rules.config.ts"], testEnv]]);
await warming;
// --functions=<file pattern,...> runs only those Functions suites (e.g. --functions=payments).
const functionsOnly =
  args
    .find((a) => a.startsWith("--functions="))
    ?.slice(12)
    .split(",") ?? [];
const needsBuild = wanted("budget") || (wanted("e2e") && !skipE2e);
// The production build (one core for a few seconds) beside the Functions tests, which wait on the emulator much of the time.
await Promise.all([
  stage("functions", [["npm", ["--prefix", "functions", "run", "test:emulator", ...(functionsOnly.length ? ["--", ...functionsOnly] : [])], testEnv]]),
  needsBuild ? stage("build", [[bin("vite"), ["build", "--logLevel", "warn"], testEnv]], true) : undefined,
]);
// After the Functions tests: the seed empties the emulators they write to.
if (needsBuild) {
  await stage(
    "seed",
    [
      [
        "node",
        [
          "--import",
          "tsx",
          "scripts/seed.ts",
          "--firestore",
          testEnv.FIRESTORE_EMULATOR_HOST,
          "--auth",
          testEnv.FIREBASE_AUTH_EMULATOR_HOST,
          "--fresh",
          ...(testEnv.STRIPE_API_BASE ? ["--stripe", testEnv.STRIPE_API_BASE] : []),
        ],
        testEnv,
      ],
    ],
    true,
  );
}
await stage("budget", [["node", ["scripts/budget.mjs"], testEnv]]);
// --e2e=<file or pattern,...> runs only those journeys (e.g. --e2e=events).
const e2eOnly =
  args
    .find((a) => a.startsWith("--e2e="))
    ?.slice(6)
    .split(",") ?? [];
if (!skipE2e) await stage("e2e", [[bin("playwright"), ["test", ...e2eOnly], testEnv]]);

await finish(0, "All checks passed.");
