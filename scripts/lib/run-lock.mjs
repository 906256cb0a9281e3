// What a run of `npm start` / `npm test` owns, and how it lets go of it.
//
// - Its lock is a port the starting process listens on itself (emulators.mjs uses the
//   Stripe fake's port of the run's kind). The system frees it when that process ends,
//   however it ends, so a lock is never stale: a port in use means a live run (or
//   something else, which is named), and no pid, start time or command line has to be
//   trusted to tell.
// - Each child (firebase-tools, a Firestore JVM) runs detached, in a process group of
//   its own, and is stopped as a group: SIGTERM, then SIGKILL after a grace period.
// - While they run, their group ids are in a small file. A run that was killed leaves
//   it behind; the next run of the same kind, once it holds the lock (so the writer is
//   gone), stops those groups, but only processes whose command line names this project
//   (a group id the system gave to something else since is left alone).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/** Listens on `port` with a server that answers nothing; resolves to it, or to null when the port is in use. */
export function listen(port, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once("error", (error) => (error?.code === "EADDRINUSE" ? resolve(null) : reject(error)));
    server.listen(port, host, () => {
      server.unref(); // the lock never keeps the process alive by itself
      resolve(server);
    });
  });
}

/** Whether nothing listens on `port`. */
export async function portFree(port, host = "127.0.0.1") {
  const server = await listen(port, host);
  if (server) await new Promise((resolve) => server.close(resolve));
  return Boolean(server);
}

/** Parses `ps -A -o pid=,pgid=,stat=,args=`: [{ pid, pgid, args }], zombies left out (they are gone but for their exit status). */
export function parsePs(text) {
  return (text ?? "")
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s*(.*)$/.exec(line))
    .filter((m) => m && !m[3].startsWith("Z"))
    .map((m) => ({ pid: Number(m[1]), pgid: Number(m[2]), args: m[4].trim() }));
}

/** Every live process (pid, process group, command line); null when `ps` cannot tell. */
export function processes() {
  const ps = spawnSync("ps", ["-A", "-o", "pid=,pgid=,stat=,args="], { encoding: "utf8" });
  return ps.status === 0 ? parsePs(ps.stdout) : null;
}

/** The processes listening on `port` ({ pid, pgid, args }), found with lsof or else ss; [] when neither can tell. */
export function portHolders(port) {
  const lsof = spawnSync("lsof", ["-nP", "-t", `-iTCP:${port}`, "-sTCP:LISTEN"], { encoding: "utf8" });
  const text = lsof.error ? spawnSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" }).stdout : lsof.stdout;
  const pids = new Set([...(text ?? "").matchAll(lsof.error ? /pid=(\d+)/g : /(\d+)/g)].map((m) => Number(m[1])));
  return (processes() ?? []).filter((p) => pids.has(p.pid));
}

/** "start" or "test" when the command line is node running this project's start.mjs / test.mjs, else null. */
export function ownerScript(args) {
  // node [--options] [path/]start.mjs [args]
  const m = /^(?:\S*[/\\])?node[^\s/\\]*\s+(?:-\S+\s+)*(?:\S*[/\\])?(start|test)\.mjs(?:\s|$)/.exec((args ?? "").trim());
  return m ? m[1] : null;
}

const short = (args) => (args.length > 140 ? `${args.slice(0, 137)}…` : args);

/** "process 123 (node scripts/start.mjs)" for each holder, or a hint how to find it. */
export function describeHolders(port, holders) {
  if (holders.length === 0) return `something (\`lsof -i :${port}\` or \`ss -ltnp\` shows what)`;
  return holders.map((h) => `process ${h.pid} (${short(h.args)})`).join(", ");
}

/** The message for a run whose lock port is taken: another run of this kind, or something else. */
export function lockTakenMessage(kind, port, holders) {
  const run = holders.find((h) => ownerScript(h.args));
  const pid = run ? ` (process ${run.pid})` : "";
  const offset = process.env.EMULATOR_PORT_OFFSET ? `, EMULATOR_PORT_OFFSET=${process.env.EMULATOR_PORT_OFFSET}` : "";
  if (run && kind === "test") {
    return (
      `\`npm test\` of this project is already running its emulators on these ports${pid}${offset}; nothing of it was touched.\n` +
      `Wait for it to finish, or stop it with Ctrl-C in its terminal (or \`kill -INT ${run.pid}\`).\n` +
      "To run two test runs side by side, give this one its own ports: EMULATOR_PORT_OFFSET=1000 npm test (any offset whose ports are free)."
    );
  }
  if (run) {
    return (
      `\`npm start\` of this project is already running${pid}; its app and emulators were left alone.\n` +
      "Use that one (its terminal shows the app's address), or stop it with Ctrl-C in its terminal " +
      `(or \`kill -INT ${run.pid}\`) and run \`npm start\` again.\n` +
      "(`npm test` can run beside it: it starts emulators on ports of its own.)"
    );
  }
  return (
    `Port ${port}, which a ${kind === "test" ? "test run" : "`npm start`"} holds while it runs (it serves the Stripe fake), is in use by ${describeHolders(port, holders)}; nothing was touched.\n` +
    "Stop that, and try again." +
    (kind === "test" ? " Or give this run other ports: EMULATOR_PORT_OFFSET=1000 (any offset whose ports are free)." : "")
  );
}

/** Whether some process of the group still runs (a zombie waiting for its parent to collect it does not count). */
function groupAlive(pgid) {
  const procs = processes();
  if (procs) return procs.some((p) => p.pgid === pgid);
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error?.code === "EPERM";
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* gone */
  }
}

/**
 * Stops process groups: `signal` (SIGTERM) to each, SIGKILL to those still there after
 * graceMs. Resolves to true once all are gone (false if some outlived SIGKILL by 5 s).
 */
export async function stopGroups(pgids, { graceMs = 5_000, signal = "SIGTERM" } = {}) {
  const until = async (ms) => {
    const deadline = Date.now() + ms;
    while (pgids.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  };
  for (const g of pgids) signalGroup(g, signal);
  await until(graceMs);
  for (const g of pgids.filter(groupAlive)) signalGroup(g, "SIGKILL");
  await until(5_000);
  return !pgids.some(groupAlive);
}

/** The group ids in a groups file ({"groups": [...]}; also what the earlier pid files held); [] when none. */
export function readGroups(file) {
  try {
    const groups = JSON.parse(fs.readFileSync(file, "utf8")).groups;
    return Array.isArray(groups) ? groups.map(Number).filter((g) => Number.isInteger(g) && g > 1) : [];
  } catch {
    return [];
  }
}

export function writeGroups(file, groups) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify({ groups: [...new Set(groups)] })}\n`);
  fs.renameSync(temp, file);
}

/** Of the recorded groups, those with a live process whose command line names `root` (this project). */
export function leftoverGroups(groups, procs, root) {
  return groups.filter((g) => procs.some((p) => p.pgid === g && p.args.includes(root)));
}

/**
 * Stops the groups a killed run of this kind recorded. Call only while holding the
 * run's lock: then the run that wrote the file is gone.
 */
export async function stopLeftovers(file, root, log = console.log) {
  const groups = leftoverGroups(readGroups(file), processes() ?? [], root);
  if (groups.length > 0) {
    log(`Stopping what an earlier run that was killed left running (process groups ${groups.join(", ")}).`);
    if (!(await stopGroups(groups, { graceMs: 3_000 }))) log(`Some of process groups ${groups.join(", ")} did not stop.`);
  }
  fs.rmSync(file, { force: true });
}
