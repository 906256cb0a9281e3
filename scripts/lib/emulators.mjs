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
import net from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { claim, looksLikeEmulator, probeFrom, processTable, reapFromFile, recordStarted, release, withDescendantGroups } from "./emulator-owner.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PROJECT_ID = "demo-rallyhub";
const DEBIAN_FIRESTORE_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
const CACHE = path.join(ROOT, ".cache");

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
  // EMULATOR_PORT_OFFSET shifts them all, for running two test suites side by side.
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
  const test = { auth: 9399, firestore: 8180, firestoreWs: 9160, functions: 5101, database: 9010, storage: 9210, hub: 4410, logging: 4510, eventarc: 9391, tasks: 9591, stripe: 12211 };
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
      notes: [
        `Java ${java17.major} only: Firestore runs on its own, so Firestore triggers will not reach Functions.`,
        "Install Java 21 or newer (for example a Temurin JDK) to have triggers too.",
      ],
    };
  }
  const lines = ["The Firebase emulators cannot start on this machine:"];
  if (homes.length === 0) lines.push("  - No Java runtime was found. Install Java 21 or newer (e.g. `apt-get install openjdk-21-jre-headless`, or Temurin from adoptium.net).");
  else lines.push(`  - Java ${homes[0].major} was found; firebase-tools needs Java 21 or newer for Firestore.`);
  if (!hasDebianJar) lines.push("  - The Firestore emulator JAR is not installed (Debian package google-cloud-cli-firestore-emulator), and firebase-tools can only download its own with internet access.");
  throw new Error(lines.join("\n"));
}

export function portFree(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

export async function assertPortsFree(ports) {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) busy.push(`${name} (${port})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `These ports are already in use: ${busy.join(", ")}.\n` +
        "Another `npm start` or `npm test` may still be running. Stop it (Ctrl-C in its terminal) or end the process holding the port (`lsof -i :PORT` or `ss -ltnp`), then try again.",
    );
  }
}

/** The pid file of a run: who started its emulators, and their process groups (see emulator-owner.mjs). */
export function pidFile(kind) {
  return path.join(CACHE, `emulators-${kind}${process.env.EMULATOR_PORT_OFFSET ?? ""}.pid`);
}

/**
 * Stops emulators an earlier run of this project left behind — only if the
 * process that started them (its start.mjs / test.mjs) is gone. Emulators of a
 * run that is still going are left alone. Returns the decision (see
 * decideLeftovers); action "running" means another run owns them.
 */
export function reapLeftovers(kind, log = console.log, { file = pidFile(kind) } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return reapFromFile(file, log);
}

/**
 * Makes this process the owner of the `kind` emulators before it changes
 * anything: orphans of a crashed run are stopped; when another `npm start` /
 * `npm test` of this project is running, throws an Error saying so (its pid,
 * and what to do) and touches nothing of it. start.mjs calls this first of all;
 * startEmulators calls it too (a no-op when this process already holds it).
 */
export async function claimEmulators(kind, log = console.log, { file = pidFile(kind) } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await claim(file, kind, log);
}

/**
 * Records a process this run started besides the emulators (the Vite server of
 * `npm start`), so that if this process crashes the next run stops it too.
 */
export function recordAppServer(kind, pid) {
  if (pid) recordStarted(pidFile(kind), { pids: [pid] });
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
 * Starts the emulators. Options: kind ('dev' | 'test'), only (list), importDir,
 * exportOnExit, log (function), quiet (hide emulator output).
 * Returns { ports, mode, stop() }.
 */
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

export async function startEmulators({ kind = "dev", only = ["auth", "firestore", "functions"], importDir, exportOnExit = false, log = console.log, quiet = false } = {}) {
  fs.mkdirSync(CACHE, { recursive: true });
  if (only.includes("functions")) ensureLocalSecrets();
  const file = pidFile(kind);
  await claimEmulators(kind, log, { file });
  try {
    return await launch({ kind, only, importDir, exportOnExit, log, quiet, file });
  } catch (error) {
    release(file);
    throw error;
  }
}

/** Process groups started by these children, with those their descendants made (firebase-tools runs the Firestore JVM in one of its own). */
function groupsOf(children) {
  return withDescendantGroups(
    children.map((c) => c.pid),
    processTable(),
  );
}

async function launch({ kind, only, importDir, exportOnExit, log, quiet, file }) {
  const plan = planEmulators();
  for (const note of plan.notes) log(`  ${note}`);
  const ports = emulatorPorts(kind);
  const needed = { hub: ports.hub, logging: ports.logging };
  if (only.includes("auth")) needed.auth = ports.auth;
  if (only.includes("firestore")) Object.assign(needed, { firestore: ports.firestore, "firestore websocket": ports.firestoreWs });
  if (only.includes("functions")) Object.assign(needed, { functions: ports.functions, eventarc: ports.eventarc, "cloud tasks": ports.tasks });
  if (only.includes("functions") && usesStripeFake()) needed["Stripe fake"] = ports.stripe;
  await assertPortsFree(needed);

  const configPath = writeConfigFor(kind);
  const children = [];
  const logFile = fs.createWriteStream(path.join(CACHE, `emulators-${kind}.log`));
  const pipe = (child, label) => {
    const forward = (chunk) => {
      logFile.write(chunk);
      if (!quiet) process.stdout.write(chunk.toString().replace(/^/gm, `[${label}] `));
    };
    child.stdout.on("data", forward);
    child.stderr.on("data", forward);
  };

  let firebaseOnly = only;
  if (plan.mode === "standalone-firestore" && only.includes("firestore")) {
    firebaseOnly = only.filter((o) => o !== "firestore");
    const fsChild = spawn(
      plan.java,
      ["-cp", DEBIAN_FIRESTORE_JAR, FIRESTORE_MAIN_CLASS, "start", "--host=127.0.0.1", `--port=${ports.firestore}`, `--rules=${path.join(ROOT, "firestore.rules")}`, `--project_id=${PROJECT_ID}`, "--single_project_mode=true"],
      { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    pipe(fsChild, "firestore");
    children.push(fsChild);
    plan.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  }

  // firebase-tools finds "its" emulator hub (for --export-on-exit, say) through a
  // locator file in the temp directory named after the project alone, so a dev and
  // a test run of demo-rallyhub would find each other's hub: whichever started first
  // owns it, and `npm start` stopping beside a test run exported that run's data or
  // nothing. Each run gets a temp directory of its own (short: it also holds the
  // Functions emulator's Unix sockets).
  const tmp = path.join(os.tmpdir(), `rh-${createHash("sha1").update(ROOT).digest("hex").slice(0, 6)}-${kind}${process.env.EMULATOR_PORT_OFFSET ?? ""}`);
  fs.mkdirSync(tmp, { recursive: true });
  plan.env.TMPDIR = tmp;

  // The Stripe fake, beside the Functions: its state starts from the emulator data
  // (or empty for a test run) and goes back there when the emulators export theirs.
  let stripeFake = null;
  const stripeState = path.join(tmp, STRIPE_STATE_FILE);
  if (only.includes("functions") && usesStripeFake()) {
    fs.rmSync(stripeState, { force: true });
    const saved = importDir ? path.join(importDir, STRIPE_STATE_FILE) : null;
    if (saved && fs.existsSync(saved)) fs.copyFileSync(saved, stripeState);
    stripeFake = await startStripeFake({ port: ports.stripe, functionsPort: ports.functions, stateFile: stripeState, log });
    plan.env.STRIPE_API_BASE = stripeFake.url;
  } else if (only.includes("functions")) {
    log("  Stripe: functions/.secret.local has a Stripe key of its own, so the Functions call Stripe itself (no fake).");
  }

  const firebaseBin = path.join(ROOT, "node_modules/.bin/firebase");
  const args = ["emulators:start", "--only", firebaseOnly.join(","), "--project", PROJECT_ID, "--config", configPath];
  if (importDir && fs.existsSync(importDir)) args.push("--import", importDir);
  if (exportOnExit && importDir) args.push("--export-on-exit", importDir);
  let ready = false;
  let failure = "";
  if (firebaseOnly.length > 0) {
    const child = spawn(firebaseBin, args, { cwd: ROOT, env: plan.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    pipe(child, "emulators");
    child.stdout.on("data", (chunk) => {
      const text = chunk.toString();
      if (text.includes("All emulators ready")) ready = true;
      const err = /(?:Error:|Could not start|port taken|is not open)[^\n]*/i.exec(text);
      if (err && !ready) failure = err[0];
    });
    child.on("exit", (code) => {
      if (!ready) failure ||= `firebase emulators:start exited with code ${code}. See .cache/emulators-${kind}.log.`;
    });
    children.push(child);
  } else {
    ready = true;
  }
  recordStarted(file, { groups: groupsOf(children) });

  let extraGroups = [];
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGINT");
        } catch {
          /* gone */
        }
      }
    }
    const deadline = Date.now() + (exportOnExit ? 30_000 : 8_000);
    while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const child of children) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
    // Groups the emulators made themselves (the Firestore JVM of firebase-tools), if any outlived them.
    const probe = probeFrom(processTable());
    for (const g of extraGroups) {
      if (probe.groupCommands(g)?.some(looksLikeEmulator) ?? probe.groupAlive(g)) {
        try {
          process.kill(-g, "SIGKILL");
        } catch {
          /* gone */
        }
      }
    }
    if (stripeFake) {
      await stripeFake.close();
      // After the emulators' export (which replaces the directory), keep the fake's state with it.
      if (exportOnExit && importDir && fs.existsSync(importDir) && fs.existsSync(stripeState)) fs.copyFileSync(stripeState, path.join(importDir, STRIPE_STATE_FILE));
    }
    release(file);
    logFile.end();
  };

  try {
    const started = Date.now();
    while (!ready) {
      if (failure) throw new Error(`The emulators did not start: ${failure}`);
      if (Date.now() - started > 180_000) throw new Error(`Timed out after 180s waiting for the emulators. See .cache/emulators-${kind}.log.`);
      await new Promise((r) => setTimeout(r, 250));
    }
    if (only.includes("firestore")) await waitFor(() => portFree(ports.firestore).then((f) => !f), 60_000, "Firestore");
    // Now that everything is up, record the groups the emulators started too, so
    // that a crash of this process leaves all of them findable for the next run.
    const groups = groupsOf(children);
    extraGroups = groups.filter((g) => !children.some((c) => c.pid === g));
    recordStarted(file, { groups });
  } catch (e) {
    await stop();
    throw e;
  }
  return { ports, mode: plan.mode, stop, triggers: plan.mode === "firebase-tools", stripeUrl: stripeFake?.url ?? null };
}

/**
 * Calls every callable once (unauthenticated: each answers at once with an
 * error) so that the Functions emulator has started their workers before anyone
 * waits on them — the first call of a function can otherwise take many seconds.
 */
export async function warmFunctions(ports, log = console.log) {
  const index = fs.readFileSync(path.join(ROOT, "functions/src/index.ts"), "utf8");
  const names = [...index.matchAll(/export \{([^}]+)\}/g)].flatMap((m) => m[1].split(",").map((n) => n.trim()).filter(Boolean));
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
