// Starts the Firebase Emulator Suite (Firestore, Auth, Functions) in whichever way
// this machine allows, and stops it again without leaving processes behind.
//
// The ways, tried in order (see DESIGN.md):
//  1. firebase-tools manages Firestore through a tiny launcher jar that runs the
//     Debian emulator JAR under a Java 21+ runtime. Triggers reach Functions.
//  2. firebase-tools with its own Firestore emulator (Java 21+, and internet or a
//     cached download) — the usual laptop setup.
//  3. The Debian emulator JAR under Java 17 on its own, with firebase-tools for
//     Auth and Functions. Callables reach Firestore; Firestore triggers do not.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeHolders, listen, lockTakenMessage, ownerScript, portFree, portHolders, stopGroups, stopLeftovers, writeGroups } from "./run-lock.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PROJECT_ID = "demo-rallyhub";
const DEBIAN_FIRESTORE_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
const CACHE = path.join(ROOT, ".cache");
/** What the command line of a process of this project (firebase-tools, a Firestore JVM) contains. */
const OURS = `${ROOT}${path.sep}`;

/** The Stripe fake's port beside the development emulators (firebase.json has no place for it). */
export const STRIPE_FAKE_DEV_PORT = 12111;

/** Ports of the development emulators (firebase.json) and of the test run. */
export function emulatorPorts(kind) {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8")).emulators;
  const dev = {
    auth: base.auth.port,
    firestore: base.firestore.port,
    firestoreWs: base.firestore.websocketPort,
    functions: base.functions.port,
    database: base.database.port,
    storage: base.storage.port,
    hub: base.hub.port,
    logging: base.logging.port,
    eventarc: base.eventarc.port,
    tasks: base.tasks.port,
    stripe: STRIPE_FAKE_DEV_PORT,
  };
  if (kind !== "test") return dev;
  // Tests use their own ports so that they can run while `npm start` is serving.
  // They sit in one block of 11 ports, so EMULATOR_PORT_OFFSET (for running several test suites
  // side by side) keeps them apart for any offsets 11 or more apart (100, 200, … say).
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
  const test = { auth: 21000, firestore: 21001, firestoreWs: 21002, functions: 21003, database: 21004, storage: 21005, hub: 21006, logging: 21007, eventarc: 21008, tasks: 21009, stripe: 21010 };
  return Object.fromEntries(Object.entries(test).map(([k, v]) => [k, v + offset]));
}

/** Writes a firebase.json variant for the given ports and returns its path. */
export function writeConfigFor(kind) {
  if (kind !== "test") return path.join(ROOT, "firebase.json");
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8"));
  const p = emulatorPorts("test");
  config.emulators = {
    ...config.emulators,
    auth: { host: "127.0.0.1", port: p.auth },
    firestore: { host: "127.0.0.1", port: p.firestore, websocketPort: p.firestoreWs },
    functions: { host: "127.0.0.1", port: p.functions },
    database: { host: "127.0.0.1", port: p.database },
    storage: { host: "127.0.0.1", port: p.storage },
    hub: { host: "127.0.0.1", port: p.hub },
    logging: { host: "127.0.0.1", port: p.logging },
    eventarc: { host: "127.0.0.1", port: p.eventarc },
    tasks: { host: "127.0.0.1", port: p.tasks },
  };
  const file = path.join(ROOT, `.firebase.test${process.env.EMULATOR_PORT_OFFSET ? `-${process.env.EMULATOR_PORT_OFFSET}` : ""}.json`);
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

function javaMajor(javaBin) {
  const out = spawnSync(javaBin, ["-version"], { encoding: "utf8" });
  if (out.error) return 0;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  if (!m) return 0;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major;
}

/** Every Java home on the machine with its major version, newest first. */
function javaHomes() {
  const homes = [];
  const fromPath = spawnSync("sh", ["-c", "command -v java"], { encoding: "utf8" }).stdout.trim();
  if (fromPath) {
    const real = fs.realpathSync(fromPath);
    homes.push({ home: path.dirname(path.dirname(real)), major: javaMajor(real) });
  }
  if (process.env.JAVA_HOME && fs.existsSync(path.join(process.env.JAVA_HOME, "bin/java"))) {
    homes.push({ home: process.env.JAVA_HOME, major: javaMajor(path.join(process.env.JAVA_HOME, "bin/java")) });
  }
  const jvm = "/usr/lib/jvm";
  if (fs.existsSync(jvm)) {
    for (const name of fs.readdirSync(jvm)) {
      const bin = path.join(jvm, name, "bin/java");
      if (fs.existsSync(bin)) homes.push({ home: path.join(jvm, name), major: javaMajor(bin) });
    }
  }
  return homes.filter((h) => h.major > 0).sort((a, b) => b.major - a.major);
}

function buildLauncherJar(jdkHome) {
  const dir = path.join(CACHE, "firestore-launcher");
  const jarPath = path.join(dir, "launcher.jar");
  if (fs.existsSync(jarPath)) return jarPath;
  fs.mkdirSync(dir, { recursive: true });
  const manifest = path.join(dir, "MANIFEST.MF");
  fs.writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file://${DEBIAN_FIRESTORE_JAR}\n`);
  const res = spawnSync(path.join(jdkHome, "bin/jar"), ["cfm", jarPath, manifest], { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`Could not build the Firestore launcher jar: ${res.stderr}`);
  return jarPath;
}

/**
 * Decides how to run the emulators here. Returns { mode, env, notes } or throws
 * an Error whose message says exactly what is missing and how to get it.
 */
export function planEmulators() {
  const homes = javaHomes();
  const modern = homes.find((h) => h.major >= 21);
  const modernJdk = homes.find((h) => h.major >= 21 && fs.existsSync(path.join(h.home, "bin/jar")));
  const hasDebianJar = fs.existsSync(DEBIAN_FIRESTORE_JAR);
  const env = { ...process.env };

  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH && modern) {
    env.PATH = `${path.join(modern.home, "bin")}:${env.PATH}`;
    return { mode: "firebase-tools", env, notes: [`Firestore emulator from FIRESTORE_EMULATOR_BINARY_PATH with Java ${modern.major}.`] };
  }
  if (hasDebianJar && modernJdk) {
    env.PATH = `${path.join(modernJdk.home, "bin")}:${env.PATH}`;
    env.JAVA_HOME = modernJdk.home;
    env.FIRESTORE_EMULATOR_BINARY_PATH = buildLauncherJar(modernJdk.home);
    return { mode: "firebase-tools", env, notes: [`Firestore emulator: Debian JAR under Java ${modernJdk.major} (${modernJdk.home}).`] };
  }
  if (modern) {
    env.PATH = `${path.join(modern.home, "bin")}:${env.PATH}`;
    env.JAVA_HOME = modern.home;
    return {
      mode: "firebase-tools",
      env,
      notes: [`Firestore emulator: firebase-tools' own (Java ${modern.major}); it is downloaded once, which needs internet.`],
    };
  }
  const java17 = homes.find((h) => h.major >= 11);
  if (hasDebianJar && java17) {
    return {
      mode: "standalone-firestore",
      env,
      java: path.join(java17.home, "bin/java"),
      notes: [`Java ${java17.major} only: Firestore runs on its own, so Firestore triggers will not reach Functions.`, "Install Java 21 or newer (for example a Temurin JDK) to have triggers too."],
    };
  }
  const lines = ["The Firebase emulators cannot start on this machine:"];
  if (homes.length === 0) lines.push("  - No Java runtime was found. Install Java 21 or newer (e.g. `apt-get install openjdk-21-jre-headless`, or Temurin from adoptium.net).");
  else lines.push(`  - Java ${homes[0].major} was found; firebase-tools needs Java 21 or newer for Firestore.`);
  if (!hasDebianJar)
    lines.push("  - The Firestore emulator JAR is not installed (Debian package google-cloud-cli-firestore-emulator), and firebase-tools can only download its own with internet access.");
  throw new Error(lines.join("\n"));
}

export { portFree };

/** Throws, naming each port in use and what holds it, when any of `ports` ({ name: port }) is taken. */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) busy.push({ name, port, holders: portHolders(port) });
  }
  if (busy.length === 0) return;
  const ours = [
    ...new Set(
      busy
        .flatMap((b) => b.holders)
        .filter((h) => h.args.includes(OURS) && !ownerScript(h.args))
        .map((h) => h.pgid),
    ),
  ];
  throw new Error(
    `These ports are already in use:\n${busy.map((b) => `  ${b.name} (${b.port}): ${describeHolders(b.port, b.holders)}`).join("\n")}\n` +
      (ours.length > 0
        ? `Those of this project look left over from a run that was stopped some other way: stop them with ${ours.map((g) => `\`kill -- -${g}\``).join(", ")}, then try again.`
        : "Another `npm start` or `npm test` may be running: stop it (Ctrl-C in its terminal) or end what holds the port, then try again."),
  );
}

/** The file that names the process groups a run of this kind started while they run (see run-lock.mjs). */
export function pidFile(kind) {
  return path.join(CACHE, `emulators-${kind}${process.env.EMULATOR_PORT_OFFSET ?? ""}.pid`);
}

/** The lock this process holds per kind: a server on the kind's lock port (see run-lock.mjs). */
const locks = new Map();

/** The port a run of `kind` holds for as long as it runs: its Stripe fake's (served by the starting process itself). */
export const lockPort = (kind) => emulatorPorts(kind).stripe;

/**
 * Makes this process the owner of the `kind` emulators before it changes anything:
 * takes the kind's lock port, or throws an Error saying who holds it (another
 * `npm start` / `npm test` of this project: its pid and what to do); then stops what
 * a killed run of this kind left running. start.mjs and test.mjs call it first of all;
 * startEmulators calls it too (a no-op when this process already holds it).
 */
export async function claimEmulators(kind, log = console.log, { file = pidFile(kind) } = {}) {
  if (locks.has(kind)) return;
  const port = lockPort(kind);
  const lock = await listen(port);
  if (!lock) throw new Error(lockTakenMessage(kind, port, portHolders(port)));
  locks.set(kind, lock);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await stopLeftovers(file, OURS, log);
}

/** Gives the lock port up (the Stripe fake is about to serve on it), or takes it again (`take`). */
async function setLock(kind, take) {
  const held = locks.get(kind);
  if (!take && held) {
    await new Promise((resolve) => held.close(resolve));
    locks.set(kind, null);
  } else if (take && !held) {
    locks.set(kind, await listen(lockPort(kind)));
  }
}

/** Releases the lock of `kind` for good. */
async function release(kind) {
  await setLock(kind, false);
  locks.delete(kind);
}

function waitFor(check, timeoutMs, what) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = async () => {
      try {
        if (await check()) return resolve();
      } catch {
        /* not yet */
      }
      if (Date.now() - started > timeoutMs) return reject(new Error(`Timed out after ${timeoutMs / 1000}s waiting for ${what}.`));
      setTimeout(tick, 250);
    };
    void tick();
  });
}

/**
 * The Functions' secrets for the emulator (functions/.secret.local, not in git):
 * the Stripe keys of the project's Stripe-compatible fake, unless a developer
 * put their own Stripe test keys there. Without the file the emulator would ask
 * Google Secret Manager, which a demo project cannot reach.
 */
export const LOCAL_STRIPE_SECRETS = { STRIPE_SECRET_KEY: "sk_test_rallyhub_fake", STRIPE_WEBHOOK_SECRET: "whsec_rallyhub_fake" };
export function ensureLocalSecrets(file = path.join(ROOT, "functions/.secret.local")) {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const missing = Object.entries(LOCAL_STRIPE_SECRETS).filter(([key]) => !new RegExp(`^${key}=`, "m").test(existing));
  if (missing.length === 0) return;
  const lines = missing.map(([key, value]) => `${key}=${value}`).join("\n");
  fs.writeFileSync(file, `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}${lines}\n`);
}

/**
 * Whether the Functions talk to the Stripe fake: yes unless a developer put a
 * Stripe key of their own in functions/.secret.local (README, "Use a real
 * Stripe account"); then the SDK goes to Stripe and the fake is not started.
 */
export function usesStripeFake(file = path.join(ROOT, "functions/.secret.local")) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const key = /^STRIPE_SECRET_KEY=(.*)$/m.exec(text)?.[1]?.trim();
  return !key || key === LOCAL_STRIPE_SECRETS.STRIPE_SECRET_KEY;
}

/** The file the Stripe fake keeps with the emulator data (exported and imported with it). */
export const STRIPE_STATE_FILE = "stripe-fake.json";

/**
 * Starts the Stripe fake (functions/stripe-fake, built by the Functions' build) in this
 * process, its webhooks going to the Functions emulator's stripeWebhook. Its live state
 * is in `stateFile`; returns { url, port, close }.
 */
export async function startStripeFake({ port, functionsPort, stateFile, log = console.log }) {
  const server = path.join(ROOT, "functions/stripe-fake/lib/server.js");
  if (!fs.existsSync(server)) throw new Error("The Stripe fake is not built: npm --prefix functions run build");
  const { startStripeFake: start } = createRequire(import.meta.url)(server);
  if (!(await portFree(port))) throw new Error(`Port ${port} (the Stripe fake) is in use. Stop whatever is using it.`);
  const fake = await start({
    port,
    host: "127.0.0.1",
    stateFile,
    webhookUrl: `http://127.0.0.1:${functionsPort}/${PROJECT_ID}/us-central1/stripeWebhook`,
    webhookSecret: LOCAL_STRIPE_SECRETS.STRIPE_WEBHOOK_SECRET,
    publicUrl: `http://localhost:${port}`,
    businessName: "RallyHub",
  });
  log(`  Stripe fake: ${fake.url} (Checkout, Billing Portal, Connect; webhooks to the Functions emulator)`);
  return fake;
}

/**
 * Makes `dir` (the emulator data) whole again after a stop that was cut short (see
 * saveSnapshot): a snapshot that was complete but not yet in place is put in place, an
 * unfinished one is dropped, so that the data is always one whole snapshot. Call it
 * while holding the dev lock, after the leftovers of a killed run are stopped.
 */
export function settleSnapshot(dir) {
  const next = `${dir}.next`;
  const prev = `${dir}.prev`;
  if (fs.existsSync(prev)) {
    // Stopped between the two renames of saveSnapshot: `next` was complete.
    if (!fs.existsSync(dir)) fs.renameSync(fs.existsSync(next) ? next : prev, dir);
    fs.rmSync(prev, { recursive: true, force: true });
  }
  fs.rmSync(next, { recursive: true, force: true });
  // What firebase-tools left of an export it did not finish (it exports into the working directory first).
  for (const name of fs.readdirSync(path.dirname(dir))) {
    if (/^firebase-export-\d+/.test(name)) fs.rmSync(path.join(path.dirname(dir), name), { recursive: true, force: true });
  }
}

/**
 * Saves the emulator data and the Stripe fake's state as one snapshot in `dir`: the
 * emulator hub exports Firestore and Auth into `dir`.next, the fake's state (it must be
 * stopped already, so that nothing changes it afterwards) is put beside them, and only
 * then does the snapshot replace `dir`. Killed at any point, it leaves either the
 * previous snapshot or this one (settleSnapshot finishes a replacement cut short),
 * never Firestore data of one moment with Stripe state of another.
 */
export async function saveSnapshot(dir, { hubPort, stripeStateFile }) {
  const next = `${dir}.next`;
  const prev = `${dir}.prev`;
  fs.rmSync(next, { recursive: true, force: true });
  const res = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: next, initiatedBy: "npm start" }),
    signal: AbortSignal.timeout(120_000),
  });
  if (!res.ok) throw new Error(`the emulator hub answered ${res.status}: ${await res.text()}`);
  if (stripeStateFile && fs.existsSync(stripeStateFile)) fs.copyFileSync(stripeStateFile, path.join(next, STRIPE_STATE_FILE));
  if (fs.existsSync(dir)) fs.renameSync(dir, prev);
  fs.renameSync(next, dir);
  fs.rmSync(prev, { recursive: true, force: true });
}

/**
 * Starts the emulators, and the Stripe fake beside the Functions. Options: kind ('dev' |
 * 'test'), only (list), importDir (emulator data to start from), exportOnExit (stop()
 * saves the data and the fake's state back there, as one snapshot), log, quiet (hide
 * the emulators' output). Returns { ports, mode, triggers, stripeUrl, stripeStateFile, stop() }.
 */
export async function startEmulators({ kind = "dev", only = ["auth", "firestore", "functions"], importDir, exportOnExit = false, log = console.log, quiet = false } = {}) {
  fs.mkdirSync(CACHE, { recursive: true });
  if (only.includes("functions")) ensureLocalSecrets();
  await claimEmulators(kind, log);
  try {
    if (importDir && exportOnExit) settleSnapshot(importDir);
    return await launch({ kind, only, importDir, exportOnExit, log, quiet, file: pidFile(kind) });
  } catch (error) {
    await release(kind);
    throw error;
  }
}

async function launch({ kind, only, importDir, exportOnExit, log, quiet, file }) {
  const plan = planEmulators();
  for (const note of plan.notes) log(`  ${note}`);
  const ports = emulatorPorts(kind);
  const needed = { hub: ports.hub, logging: ports.logging };
  if (only.includes("auth")) needed.auth = ports.auth;
  if (only.includes("firestore")) Object.assign(needed, { firestore: ports.firestore, "firestore websocket": ports.firestoreWs });
  if (only.includes("functions")) Object.assign(needed, { functions: ports.functions, eventarc: ports.eventarc, "cloud tasks": ports.tasks });
  await assertPortsFree(needed);

  const configPath = writeConfigFor(kind);
  const logFile = fs.createWriteStream(path.join(CACHE, `emulators-${kind}.log`));
  /** Each child runs detached: a process group of its own, stopped as a whole. */
  const groups = [];
  let ready = false;
  let failure = "";
  const spawnGroup = (command, args, options, label) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const forward = (chunk) => {
      logFile.write(chunk);
      if (!quiet) process.stdout.write(chunk.toString().replace(/^/gm, `[${label}] `));
    };
    child.stdout.on("data", forward);
    child.stderr.on("data", forward);
    child.on("error", (error) => (failure ||= `${label}: ${error.message}`));
    if (child.pid) groups.push(child.pid);
    writeGroups(file, groups); // a killed run leaves them named for the next one
    return child;
  };

  let firebaseOnly = only;
  if (plan.mode === "standalone-firestore" && only.includes("firestore")) {
    firebaseOnly = only.filter((o) => o !== "firestore");
    spawnGroup(
      plan.java,
      [
        "-cp",
        DEBIAN_FIRESTORE_JAR,
        FIRESTORE_MAIN_CLASS,
        "start",
        "--host=127.0.0.1",
        `--port=${ports.firestore}`,
        `--rules=${path.join(ROOT, "firestore.rules")}`,
        `--project_id=${PROJECT_ID}`,
        "--single_project_mode=true",
      ],
      {},
      "firestore",
    );
    plan.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  }

  // firebase-tools finds "its" emulator hub through a locator file in the temp
  // directory named after the project alone, so a dev and a test run of
  // demo-rallyhub would find each other's hub. Each run gets a temp directory of its
  // own (short: it also holds the Functions emulator's Unix sockets).
  const tmp = path.join(os.tmpdir(), `rh-${createHash("sha1").update(ROOT).digest("hex").slice(0, 6)}-${kind}${process.env.EMULATOR_PORT_OFFSET ?? ""}`);
  fs.mkdirSync(tmp, { recursive: true });
  plan.env.TMPDIR = tmp;

  // The Stripe fake, beside the Functions, on the run's lock port (served by this very
  // process, so the port still marks a live run). Its state starts from the emulator
  // data (or empty for a test run) and is written after every change.
  let stripeFake = null;
  const stripeState = path.join(tmp, STRIPE_STATE_FILE);
  if (only.includes("functions") && usesStripeFake()) {
    fs.rmSync(stripeState, { force: true });
    const saved = importDir ? path.join(importDir, STRIPE_STATE_FILE) : null;
    if (saved && fs.existsSync(saved)) fs.copyFileSync(saved, stripeState);
    await setLock(kind, false);
    try {
      stripeFake = await startStripeFake({ port: ports.stripe, functionsPort: ports.functions, stateFile: stripeState, log });
    } catch (error) {
      await setLock(kind, true);
      throw error;
    }
    plan.env.STRIPE_API_BASE = stripeFake.url;
  } else if (only.includes("functions")) {
    log("  Stripe: functions/.secret.local has a Stripe key of its own, so the Functions call Stripe itself (no fake).");
  }

  ready = firebaseOnly.length === 0;
  if (firebaseOnly.length > 0) {
    const args = ["emulators:start", "--only", firebaseOnly.join(","), "--project", PROJECT_ID, "--config", configPath];
    if (importDir && fs.existsSync(importDir)) args.push("--import", importDir);
    const child = spawnGroup(path.join(ROOT, "node_modules/.bin/firebase"), args, { env: plan.env }, "emulators");
    child.stdout.on("data", (chunk) => {
      const text = chunk.toString();
      if (text.includes("All emulators ready")) ready = true;
      const err = /(?:Error:|Could not start|port taken|is not open)[^\n]*/i.exec(text);
      if (err && !ready) failure = err[0];
    });
    child.on("exit", (code) => {
      if (!ready) failure ||= `firebase emulators:start exited with code ${code}. See .cache/emulators-${kind}.log.`;
    });
  }

  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      // The fake first, so that its state does not change after the snapshot; its
      // port goes back to being the lock until everything is stopped.
      if (stripeFake) {
        await stripeFake.close();
        await setLock(kind, true);
      }
      if (exportOnExit && importDir && ready && firebaseOnly.length > 0) {
        try {
          await saveSnapshot(importDir, { hubPort: ports.hub, stripeStateFile: stripeFake ? stripeState : null });
        } catch (error) {
          log(`Could not save the emulator data (${error instanceof Error ? error.message : String(error)}); ${importDir} keeps the previous snapshot.`);
        }
      }
      // The data is saved: nothing is lost by not waiting long (firebase-tools' clean
      // shutdown can wait many seconds for function calls under way).
      const stopped = await stopGroups(groups, { graceMs: 3_000 });
      if (stopped) fs.rmSync(file, { force: true });
      await release(kind);
      logFile.end();
    })());

  try {
    const started = Date.now();
    while (!ready) {
      if (failure) throw new Error(`The emulators did not start: ${failure}`);
      if (Date.now() - started > 180_000) throw new Error(`Timed out after 180s waiting for the emulators. See .cache/emulators-${kind}.log.`);
      await new Promise((r) => setTimeout(r, 250));
    }
    if (only.includes("firestore")) await waitFor(() => portFree(ports.firestore).then((f) => !f), 60_000, "Firestore");
    // firebase-tools runs the Firestore JVM in a process group of its own: name it too,
    // so that it is stopped even if firebase-tools is gone before it.
    for (const holder of only.includes("firestore") ? portHolders(ports.firestore) : []) {
      if (!groups.includes(holder.pgid) && holder.args.includes(OURS)) groups.push(holder.pgid);
    }
    writeGroups(file, groups);
  } catch (e) {
    await stop();
    throw e;
  }
  return { ports, mode: plan.mode, stop, triggers: plan.mode === "firebase-tools", stripeUrl: stripeFake?.url ?? null, stripeStateFile: stripeFake ? stripeState : null };
}

/**
 * Calls every callable once (unauthenticated: each answers at once with an
 * error) so that the Functions emulator has started their workers before anyone
 * waits on them — the first call of a function can otherwise take many seconds.
 */
export async function warmFunctions(ports, log = console.log) {
  const index = fs.readFileSync(path.join(ROOT, "functions/src/index.ts"), "utf8");
  const names = [...index.matchAll(/export \{([^}]+)\}/g)].flatMap((m) =>
    m[1]
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean),
  );
  const started = Date.now();
  // Now and then a first call never gets an answer (the emulator loses it while
  // its workers start together), and fetch would wait 300 s for the headers:
  // give each call 40 s, then ask again once.
  const call = (name) =>
    fetch(`http://127.0.0.1:${ports.functions}/${PROJECT_ID}/us-central1/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(40_000),
    }).then(
      async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        return true;
      },
      (e) => e?.name !== "TimeoutError",
    );
  const unanswered = [];
  // A few at a time: each first call starts a worker that loads the whole index, and
  // dozens of them starting together on two cores fail to load ("Failed to load function").
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      if (!(await call(name)) && !(await call(name))) unanswered.push(name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, names.length) }, worker));
  if (unanswered.length > 0) log(`No answer from ${unanswered.join(", ")} while warming (they start on first use).`);
  log(`Warmed ${names.length} functions in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
