#!/usr/bin/env node
// `npm start`: builds the Functions, starts the Firebase emulators (Firestore,
// Auth, Functions), seeds demo data when they are empty, and serves the app
// with Vite (in this process). Ctrl-C (or SIGTERM, SIGHUP) stops everything it started.
//
// The Stripe fake runs beside them (scripts/lib/emulators.mjs), its state kept with theirs.
// Emulator data is kept between runs in .emulator-data/ (saved on stop, together with
// the fake's state); `npm run reset` deletes it so that the next start seeds afresh.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ID, ROOT, assertPortsFree, claimEmulators, startEmulators, warmFunctions } from "./lib/emulators.mjs";

const DATA_DIR = path.join(ROOT, ".emulator-data");
const port = Number(process.env.PORT ?? 5173);
const log = (msg) => console.log(`\x1b[36m[start]\x1b[0m ${msg}`);
const fail = (msg) => {
  console.error(`\x1b[31m[start]\x1b[0m ${msg}`);
  process.exit(1);
};
// A closed terminal must not stop the stopping half-way: writes to it fail quietly.
process.stdout.on("error", () => undefined);
process.stderr.on("error", () => undefined);

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT="${process.env.PORT}" is not a port number.`);
if (!fs.existsSync(path.join(ROOT, "node_modules/.bin/vite"))) fail("Dependencies are missing: run npm install first.");
// First of all, before building or binding anything: if another `npm start` of
// this project is running, say so and leave it alone; what a killed run left
// running is stopped. From here on this process owns the dev emulators.
try {
  await claimEmulators("dev", log);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
try {
  await assertPortsFree({ "the app": port });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\nOr run the app on another port: PORT=5180 npm start`);
}

let emulators;
let vite;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log("Stopping…");
  await vite?.close();
  // Saves the emulator data and the Stripe fake's state as one snapshot, then stops the emulators.
  await emulators?.stop();
  log("Stopped. Emulator data is saved in .emulator-data/ (npm run reset to start afresh).");
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void shutdown(0));

log("Building Cloud Functions…");
const build = spawnSync("npm", ["--prefix", "functions", "run", "build"], { cwd: ROOT, stdio: "inherit" });
if (build.status !== 0) fail("The Functions did not build (see above).");

log(`Starting the Firebase emulators for ${PROJECT_ID}…`);
try {
  emulators = await startEmulators({ kind: "dev", importDir: DATA_DIR, exportOnExit: true, log, quiet: !process.env.VERBOSE });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { ports } = emulators;
void warmFunctions(ports, log);
if (!emulators.triggers) log("Note: Firestore triggers are off in this mode (see above).");

try {
  // The seed is TypeScript: loaded through tsx.
  const { tsImport } = await import("tsx/esm/api");
  const { seed, checkStripe } = await tsImport("./seed.ts", import.meta.url);
  const hosts = { projectId: PROJECT_ID, firestoreHost: `127.0.0.1:${ports.firestore}`, authHost: `127.0.0.1:${ports.auth}` };
  const result = await seed({ ...hosts, stripeUrl: emulators.stripeUrl ?? undefined, log });
  if (result.seeded) log("Seeded demo data.");
  // Data from an earlier run: the Stripe fake must have what the documents name.
  else if (emulators.stripeStateFile) await checkStripe({ ...hosts, stripeUrl: emulators.stripeUrl, stateFile: emulators.stripeStateFile, log });
} catch (error) {
  console.error(error);
  await shutdown(1);
}

Object.assign(process.env, {
  PORT: String(port),
  VITE_USE_EMULATORS: "true",
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_AUTH_EMULATOR_PORT: String(ports.auth),
  VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
  VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
});
process.chdir(ROOT);
// Vite runs in this process: it ends with it, however it ends, and never outlives it on the app's port.
const { createServer } = await import("vite");
try {
  vite = await createServer({ root: ROOT, server: { port, strictPort: true } });
  await vite.listen();
} catch (error) {
  console.error(error);
  await shutdown(1);
}
vite.printUrls();
log(`The app is running at http://localhost:${port}/`);
log(`Custom-website mode: http://teamsite.localhost:${port}/ and the team site http://lightning.localhost:${port}/   Team host mode: http://lightning.teams.localhost:${port}/`);
log(
  `Demo accounts: see README.md (player@rallyhub.test / Password123!). Emulators: Firestore ${ports.firestore}, Auth ${ports.auth}, Functions ${ports.functions}${emulators.stripeUrl ? `, Stripe fake ${emulators.stripeUrl}` : ""}.`,
);
log("Press Ctrl-C to stop.");
