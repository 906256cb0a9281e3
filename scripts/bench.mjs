#!/usr/bin/env node
// `npm run bench`: the performance figures the issues ask for, printed (not a
// timed test). Starts the emulators on the test ports (like npm test), then
// runs bench/*.figures.ts. Exits non-zero when a figure misses its goal.
// Options: --sizes=10000,100000 (events seeded for discover); --only=teams (one figures file).
import { spawn } from "node:child_process";
import path from "node:path";
import { PROJECT_ID, ROOT, claimEmulators, startEmulators, warmFunctions } from "./lib/emulators.mjs";

const say = (text) => console.log(`[bench] ${text}`);
const sizes = process.argv.find((a) => a.startsWith("--sizes="))?.slice(8) ?? "10000,100000";
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

await claimEmulators("test", say);
if ((await run("npm", ["--prefix", "functions", "run", "build"])) !== 0) process.exit(1);
const emulators = await startEmulators({ kind: "test", log: say, quiet: true });
let code = 1;
try {
  await warmFunctions(emulators.ports, say);
  const p = emulators.ports;
  code = await run(path.join(ROOT, "node_modules/.bin/vitest"), ["run", "--config", "vitest.bench.config.ts", ...(only ? [`bench/${only}.figures.ts`] : [])], {
    BENCH_SIZES: sizes,
    TEST_PROJECT_ID: PROJECT_ID,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${p.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${p.auth}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${p.functions}`,
    VITE_USE_EMULATORS: "true",
    VITE_ENVIRONMENT: "test",
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_AUTH_EMULATOR_PORT: String(p.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(p.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(p.functions),
  });
} finally {
  say("Stopping the emulators…");
  await emulators.stop();
}
process.exit(code);
