// Who owns the emulators of a run, and what a new run may do about them.
//
// Each run (`npm start` = kind "dev", `npm test` = kind "test" plus its
// EMULATOR_PORT_OFFSET) keeps a pid file in .cache/:
//   { "owner": <pid of the node process running start.mjs / test.mjs>,
//     "groups": [<process-group ids of its emulators>],
//     "pids": [<single processes it started: the Vite server of npm start>], "startedAt": <ms> }
// (plus the owner's command line and, where /proc tells it, its start time, so
// that a pid the system has since given to another program is not mistaken for
// the owner). A new run reads it before touching anything:
//   - owner alive (the same process — same start time, or a node running this
//     project's start.mjs / test.mjs, or the recorded command line) → the other
//     run is live: kill nothing, say "already running";
//   - owner gone → its emulators are orphans of a crash: kill their groups,
//     and the groups of their descendants (firebase-tools starts the Firestore
//     JVM in a process group of its own), and its Vite server (which would
//     otherwise keep the app's port).
// Files written before the owner was recorded hold bare group ids; for those
// the owner is taken to be the parent of the group leader (start.mjs spawned
// them directly, and a crash re-parents them).
//
// The decisions are pure functions of the file and a process "probe", so that
// they can be tested without real processes; the rest does the process calls.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** "start" or "test" when the command line is node running start.mjs / test.mjs, else null. */
export function ownerScript(cmdline) {
  // node [--options] [path/]start.mjs [args]
  const m = /^(?:\S*[/\\])?node[^\s/\\]*\s+(?:-\S+\s+)*(?:\S*[/\\])?(start|test)\.mjs(?:\s|$)/.exec((cmdline ?? "").trim());
  return m ? m[1] : null;
}

/** A command line that can belong to a process a run starts (firebase-tools, its workers, a Firestore JVM, Vite). */
export function looksLikeEmulator(cmdline) {
  return /firebase|firestore|emulator|java|vite/i.test(cmdline ?? "");
}

/** Parses a pid file: { format: "owner", owner, groups, pids, startedAt, command, startTime } | { format: "legacy", groups, pids: [] } | null. */
export function parsePidFile(text) {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("{")) {
    try {
      const data = JSON.parse(trimmed);
      const owner = Number(data.owner);
      if (!Number.isInteger(owner) || owner <= 0) return null;
      const ids = (list) => (Array.isArray(list) ? list.map(Number).filter((g) => Number.isInteger(g) && g > 1) : []);
      const groups = ids(data.groups);
      return {
        format: "owner",
        owner,
        groups,
        pids: ids(data.pids),
        startedAt: typeof data.startedAt === "number" ? data.startedAt : null,
        command: typeof data.command === "string" && data.command ? data.command : null,
        startTime: typeof data.startTime === "string" && data.startTime ? data.startTime : null,
      };
    } catch {
      return null;
    }
  }
  const groups = trimmed.split(/\s+/).map(Number).filter((g) => Number.isInteger(g) && g > 1);
  return groups.length > 0 ? { format: "legacy", groups, pids: [] } : null;
}

/** Serialises a pid-file record. */
export function formatPidFile({ owner, groups = [], pids = [], startedAt = Date.now(), command = null, startTime = null }) {
  return `${JSON.stringify({ owner, groups, pids, startedAt, command, startTime })}\n`;
}

/**
 * What to do about the emulators a pid file names.
 *
 * probe: {
 *   alive(pid) → boolean            the process exists (and is not a zombie)
 *   cmdline(pid) → string | null    its command line; null when this machine cannot tell
 *   startTime(pid) → string | null  when it started (/proc stat field 22); null when unknown
 *   parent(pid) → number | null     its parent pid; null when this machine cannot tell
 *   groupAlive(pgid) → boolean      some process of that group exists
 *   groupCommands(pgid) → string[] | null   command lines of the group's processes; null when unknown
 * }
 *
 * Returns one of
 *   { action: "nothing" }                       no file, or nothing of it is alive
 *   { action: "ours" }                          this very process wrote it
 *   { action: "running", owner, script, command, startedAt, groups }   a live run owns them: leave them alone
 *                                              (script "start" | "test" | null; owner null: a legacy
 *                                              file whose owner cannot be told)
 *   { action: "reap", groups, pids, skipped }   the owner is gone: these groups and processes are orphans
 */
export function decideLeftovers(record, probe, selfPid = process.pid) {
  if (!record) return { action: "nothing" };
  const live = record.groups.filter((g) => probe.groupAlive(g));

  // Is `pid` alive and still the process that wrote the file (not a reused pid)?
  const liveRun = (pid, recorded = {}) => {
    if (!probe.alive(pid)) return null;
    const cmd = probe.cmdline(pid);
    const run = { script: ownerScript(cmd), command: cmd };
    const started = probe.startTime?.(pid) ?? null;
    if (recorded.startTime && started) return started === recorded.startTime ? run : null; // the same process, or not
    if (cmd === null) return run; // cannot check: assume it is what the file says
    if (run.script || (recorded.command && cmd === recorded.command)) return run;
    return null; // alive, but the pid now belongs to another program
  };
  const reap = (groups, pids = []) => {
    const reapable = [];
    const skipped = [];
    for (const g of groups) {
      const commands = probe.groupCommands(g);
      if (commands === null || commands.some(looksLikeEmulator)) reapable.push(g);
      else skipped.push(g); // the group id was reused by something that is no emulator
    }
    const single = [];
    for (const pid of pids) {
      const command = probe.cmdline(pid);
      if (command === null || looksLikeEmulator(command)) single.push(pid);
      else skipped.push(pid);
    }
    return reapable.length + single.length + skipped.length > 0 ? { action: "reap", groups: reapable, pids: single, skipped } : { action: "nothing" };
  };

  if (record.format === "owner") {
    if (record.owner === selfPid) return { action: "ours" };
    const run = liveRun(record.owner, record);
    if (run) return { action: "running", owner: record.owner, script: run.script, command: run.command, startedAt: record.startedAt, groups: live };
    return reap(
      live,
      record.pids.filter((pid) => probe.alive(pid)),
    );
  }

  // Legacy file: no owner recorded. The group leaders were spawned by the
  // start.mjs / test.mjs that wrote it, so while that run lives it is their parent.
  if (live.length === 0) return { action: "nothing" };
  let unknown = false;
  for (const g of live) {
    if (!probe.alive(g)) continue; // leader gone: what is left of its group has no starting process either
    const parent = probe.parent(g);
    if (parent === null) {
      unknown = true;
      continue;
    }
    if (parent === selfPid) return { action: "ours" };
    const run = liveRun(parent);
    if (run?.script) return { action: "running", owner: parent, script: run.script, command: run.command, startedAt: null, groups: live };
    if (run && run.command === null) unknown = true;
  }
  if (unknown) return { action: "running", owner: null, script: null, command: null, startedAt: null, groups: live };
  return reap(live);
}

/**
 * Process groups to kill for the given ones: themselves and the groups of all
 * their descendants. table: Map pid → { ppid, pgid } (null: only the groups).
 */
export function withDescendantGroups(groups, table) {
  const result = new Set(groups);
  if (!table) return [...result];
  const children = new Map();
  for (const [pid, p] of table) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(pid);
  }
  const queue = [...table].filter(([, p]) => result.has(p.pgid)).map(([pid]) => pid);
  const seen = new Set(queue);
  while (queue.length > 0) {
    const pid = queue.shift();
    result.add(table.get(pid).pgid);
    for (const child of children.get(pid) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return [...result].filter((g) => g > 1);
}

/** The message for a second run that finds a live one. */
export function alreadyRunningMessage(kind, decision) {
  const since = decision.startedAt ? `, started ${new Date(decision.startedAt).toLocaleTimeString()}` : "";
  const offset = process.env.EMULATOR_PORT_OFFSET;
  if (decision.owner === null) {
    const groups = decision.groups.join(" ");
    return (
      `Emulators of an earlier ${kind === "test" ? "`npm test`" : "`npm start`"} of this project are still running (process groups ${groups}), ` +
      "and this machine cannot tell whether the run that started them is still alive, so they were left alone.\n" +
      "If that run is still going, use it or stop it with Ctrl-C in its terminal. Otherwise stop them with " +
      decision.groups.map((g) => `\`kill -- -${g}\``).join(", ") +
      " and try again."
    );
  }
  if (decision.command && !decision.script) {
    return (
      `Another run of this project already uses the ${kind} emulators on these ports (process ${decision.owner}: ${decision.command}${since}); nothing of it was touched.\n` +
      `Use it, or stop it (Ctrl-C in its terminal, or \`kill -INT ${decision.owner}\`) and try again.` +
      (kind === "test" ? "\nTo run beside it, give this run its own ports: EMULATOR_PORT_OFFSET=1000 (any offset whose ports are free)." : "")
    );
  }
  if (kind === "test") {
    return (
      `\`npm test\` of this project is already running its emulators on these ports (process ${decision.owner}${since}${offset ? `, EMULATOR_PORT_OFFSET=${offset}` : ""}); nothing of it was touched.\n` +
      `Wait for it to finish, or stop it with Ctrl-C in its terminal (or \`kill -INT ${decision.owner}\`).\n` +
      "To run two test runs side by side, give this one its own ports: EMULATOR_PORT_OFFSET=1000 npm test (any offset whose ports are free)."
    );
  }
  return (
    `\`npm start\` of this project is already running (process ${decision.owner}${since}); its app and emulators were left alone.\n` +
    "Use that one (its terminal shows the app's address), or stop it with Ctrl-C in its terminal " +
    `(or \`kill -INT ${decision.owner}\`) and run \`npm start\` again.\n` +
    "(`npm test` can run beside it: it starts emulators on ports of its own.)"
  );
}

// ---------------------------------------------------------------------------
// Process calls.

/**
 * A snapshot of the processes on this machine: Map pid → { ppid, pgid, state, cmdline },
 * from /proc where there is one, else from `ps`; null when neither works.
 */
export function processTable() {
  if (fs.existsSync("/proc/self/stat")) {
    const table = new Map();
    for (const name of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        // "pid (comm) state ppid pgrp ..." — comm may hold spaces and parentheses.
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const [state, ppid, pgid] = fields;
        let cmdline = "";
        try {
          cmdline = fs.readFileSync(`/proc/${name}/cmdline`, "utf8").replace(/\0/g, " ").trim();
        } catch {
          /* exited meanwhile, or not ours to read */
        }
        // fields[19] is field 22 of stat(5): the start time, in clock ticks after boot.
        table.set(Number(name), { ppid: Number(ppid), pgid: Number(pgid), state, cmdline, startTime: fields[19] ?? null });
      } catch {
        /* exited meanwhile */
      }
    }
    return table;
  }
  const ps = spawnSync("ps", ["-A", "-o", "pid=,ppid=,pgid=,stat=,args="], { encoding: "utf8" });
  if (ps.status !== 0 || !ps.stdout) return null;
  const table = new Map();
  for (const line of ps.stdout.split("\n")) {
    const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s*(.*)$/.exec(line);
    if (m) table.set(Number(m[1]), { ppid: Number(m[2]), pgid: Number(m[3]), state: m[4][0], cmdline: m[5].trim(), startTime: null });
  }
  return table;
}

function signalZero(target) {
  try {
    process.kill(target, 0);
    return true;
  } catch (error) {
    return error?.code === "EPERM";
  }
}

/** A probe (see decideLeftovers) over a process table; without one, only liveness is known. */
export function probeFrom(table) {
  if (!table) {
    return {
      alive: (pid) => signalZero(pid),
      cmdline: () => null,
      startTime: () => null,
      parent: () => null,
      groupAlive: (g) => signalZero(-g),
      groupCommands: () => null,
    };
  }
  const running = (p) => p && p.state !== "Z" && p.state !== "X";
  return {
    alive: (pid) => running(table.get(pid)),
    cmdline: (pid) => table.get(pid)?.cmdline ?? null,
    startTime: (pid) => table.get(pid)?.startTime ?? null,
    parent: (pid) => table.get(pid)?.ppid ?? null,
    groupAlive: (g) => [...table.values()].some((p) => p.pgid === g && running(p)),
    groupCommands: (g) => [...table.values()].filter((p) => p.pgid === g && running(p)).map((p) => p.cmdline),
  };
}

export function readRecord(file) {
  try {
    return { text: fs.readFileSync(file, "utf8") };
  } catch {
    return null;
  }
}

/** Replaces the file in one step, so that a reader never sees half of it. */
function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/** Creates the file only if there is none, in one step; false when one exists. */
function createExclusively(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if (error?.code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function killGroups(groups) {
  for (const g of groups) {
    try {
      process.kill(-g, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
}

function killProcesses(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
}

async function waitGone(groups, pids, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const probe = probeFrom(processTable());
    if (!groups.some((g) => probe.groupAlive(g)) && !pids.some((pid) => probe.alive(pid))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Looks at the pid file and stops the emulators it names if, and only if, the
 * run that started them is gone. Never throws for a live run: returns the
 * decision (see decideLeftovers), and the caller says "already running".
 */
export async function reapFromFile(file, log = console.log) {
  const before = readRecord(file);
  if (!before) return { action: "nothing" };
  const table = processTable();
  const decision = decideLeftovers(parsePidFile(before.text), probeFrom(table));
  if (decision.action === "running" || decision.action === "ours") return decision;
  if (decision.action === "reap") {
    for (const id of decision.skipped) log(`Process ${id} from the pid file now belongs to another program; left alone.`);
    const groups = withDescendantGroups(decision.groups, table).filter((g) => {
      // A descendant's group must itself look like an emulator (not e.g. a shell of this user's).
      const commands = probeFrom(table).groupCommands(g);
      return decision.groups.includes(g) || commands === null || commands.some(looksLikeEmulator);
    });
    if (groups.length > 0 || decision.pids.length > 0) {
      const what = [groups.length > 0 ? `process groups ${groups.join(", ")}` : "", decision.pids.length > 0 ? `app server ${decision.pids.join(", ")}` : ""].filter(Boolean).join("; ");
      log(`Stopping emulators left over from an earlier run whose starting process is gone (${what}).`);
      killGroups(groups);
      killProcesses(decision.pids);
      if (!(await waitGone(groups, decision.pids, 10_000))) log(`Some of ${what} did not stop within 10 s.`);
    }
  }
  // Remove the stale file, unless another run claimed it meanwhile.
  const after = readRecord(file);
  if (after && after.text === before.text) fs.rmSync(file, { force: true });
  return decision;
}

const releasers = new Map();

/**
 * Makes this process the owner of the emulators the pid file is for: reaps the
 * orphans of a crashed run, or throws the "already running" message when a live
 * run owns them. Calling it again from the same process is a no-op.
 */
export async function claim(file, kind, log = console.log) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const decision = await reapFromFile(file, log);
    if (decision.action === "running") throw new Error(alreadyRunningMessage(kind, decision));
    if (decision.action === "ours") return;
    if (createExclusively(file, formatPidFile({ owner: process.pid, groups: [], startedAt: Date.now(), ...selfIdentity() }))) {
      if (!releasers.has(file)) {
        // Exiting before any emulator started (a failed build, a busy port): give the claim back.
        // Once groups are recorded the file stays, so that a crash leaves them findable.
        const release = () => {
          const record = parsePidFile(readRecord(file)?.text);
          if (record?.format === "owner" && record.owner === process.pid && record.groups.length === 0 && record.pids.length === 0) fs.rmSync(file, { force: true });
        };
        releasers.set(file, release);
        process.on("exit", release);
      }
      return;
    }
    // Another run created the file between our look and our write: look again.
  }
  throw new Error(`Could not take ownership of ${file}: another run keeps rewriting it.`);
}

/** This process's command line and start time, as another process will read them. */
let self;
function selfIdentity() {
  if (!self) {
    const me = processTable()?.get(process.pid);
    self = { command: me?.cmdline || [process.execPath, ...process.execArgv, ...process.argv.slice(1)].join(" "), startTime: me?.startTime ?? null };
  }
  return self;
}

/**
 * Records what this process started (it must hold the claim): `groups` replaces
 * the process groups, `pids` adds single processes; what is not given is kept.
 */
export function recordStarted(file, { groups, pids } = {}) {
  const record = parsePidFile(readRecord(file)?.text);
  const mine = record?.format === "owner" && record.owner === process.pid ? record : null;
  writeAtomically(
    file,
    formatPidFile({
      owner: process.pid,
      groups: [...new Set(groups ?? mine?.groups ?? [])],
      pids: [...new Set([...(mine?.pids ?? []), ...(pids ?? [])])],
      startedAt: mine?.startedAt ?? Date.now(),
      ...selfIdentity(),
    }),
  );
}

/** Deletes the pid file if this process owns it. */
export function release(file) {
  const record = parsePidFile(readRecord(file)?.text);
  if (record?.format === "owner" && record.owner === process.pid) fs.rmSync(file, { force: true });
}
