// Who may stop which emulators: a second `npm start` must leave a live first one
// alone, and only the orphans of a crashed run are reaped.
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  alreadyRunningMessage,
  decideLeftovers,
  formatPidFile,
  ownerScript,
  parsePidFile,
  probeFrom,
  processTable,
  withDescendantGroups,
} from "./emulator-owner.mjs";
import { claimEmulators, reapLeftovers } from "./emulators.mjs";

const SELF = 999_999;

/** A fake process table: pid → [ppid, pgid, cmdline, state?, startTime?]. */
function table(entries) {
  return new Map(
    Object.entries(entries).map(([pid, [ppid, pgid, cmdline, state = "S", startTime = null]]) => [Number(pid), { ppid, pgid, cmdline, state, startTime }]),
  );
}

// A live `npm start` (pid 500) with firebase-tools (group 600, a functions worker
// in it) and the Firestore JVM firebase-tools started in a group of its own (700).
const liveRun = {
  1: [0, 1, "/sbin/init"],
  400: [1, 400, "npm start"],
  500: [400, 400, "node scripts/start.mjs"],
  600: [500, 600, "node /work/main/node_modules/.bin/firebase emulators:start --only auth,firestore,functions"],
  610: [600, 600, "node /work/main/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime"],
  700: [600, 700, "java -jar .cache/firestore-launcher/launcher.jar start --port 8080"],
  900: [1, 900, "bash"],
};
// The same after `kill -9` of start.mjs: its emulators are re-parented to init.
const crashed = { ...liveRun, 600: [1, 600, liveRun[600][2]] };
delete crashed[500];
delete crashed[400];

const ownerFile = (owner, groups, identity = {}) => parsePidFile(formatPidFile({ owner, groups, startedAt: 1, ...identity }));

describe("decideLeftovers", () => {
  it("does nothing without a pid file, or when nothing in it is alive", () => {
    expect(decideLeftovers(null, probeFrom(table(liveRun)), SELF)).toEqual({ action: "nothing" });
    expect(decideLeftovers(ownerFile(4242, [4243]), probeFrom(table(liveRun)), SELF)).toEqual({ action: "nothing" });
    expect(decideLeftovers(parsePidFile("4243 4244"), probeFrom(table(liveRun)), SELF)).toEqual({ action: "nothing" });
  });

  it("leaves the emulators of a live `npm start` alone and names its pid", () => {
    const decision = decideLeftovers(ownerFile(500, [600, 700]), probeFrom(table(liveRun)), SELF);
    expect(decision).toEqual({ action: "running", owner: 500, script: "start", command: "node scripts/start.mjs", startedAt: 1, groups: [600, 700] });
  });

  it("still counts a run as live while it is starting (no groups recorded yet)", () => {
    expect(decideLeftovers(ownerFile(500, []), probeFrom(table(liveRun)), SELF)).toMatchObject({ action: "running", owner: 500 });
  });

  it("reaps the groups once the starting process is gone", () => {
    expect(decideLeftovers(ownerFile(500, [600, 700]), probeFrom(table(crashed)), SELF)).toEqual({ action: "reap", groups: [600, 700], pids: [], skipped: [] });
  });

  it("reaps the orphaned Vite server of a crashed `npm start` too, but not a reused pid", () => {
    const withVite = table({ ...crashed, 800: [1, 400, "node /work/main/node_modules/.bin/vite --port 5173 --strictPort"] });
    const file = parsePidFile(formatPidFile({ owner: 500, groups: [600, 700], pids: [800, 900, 4242] }));
    expect(decideLeftovers(file, probeFrom(withVite), SELF)).toEqual({ action: "reap", groups: [600, 700], pids: [800], skipped: [900] });
    expect(decideLeftovers(file, probeFrom(table({ ...liveRun, 800: [500, 400, "node /work/main/node_modules/.bin/vite"] })), SELF)).toMatchObject({ action: "running" });
  });

  it("treats a zombie owner as gone", () => {
    const zombie = table({ ...crashed, 500: [400, 400, "", "Z"] });
    expect(decideLeftovers(ownerFile(500, [600]), probeFrom(zombie), SELF)).toMatchObject({ action: "reap", groups: [600] });
  });

  it("treats an owner pid now used by another program as gone", () => {
    const reused = table({ ...crashed, 500: [1, 500, "vim notes.txt"] });
    expect(decideLeftovers(ownerFile(500, [600]), probeFrom(reused), SELF)).toMatchObject({ action: "reap", groups: [600] });
  });

  it("tells the owner from a reused pid by its start time where it is known", () => {
    const withStart = table({ ...liveRun, 500: [400, 400, "node scripts/start.mjs", "S", "81234"] });
    expect(decideLeftovers(ownerFile(500, [600], { startTime: "81234" }), probeFrom(withStart), SELF)).toMatchObject({ action: "running", owner: 500 });
    expect(decideLeftovers(ownerFile(500, [600], { startTime: "70000" }), probeFrom(withStart), SELF)).toMatchObject({ action: "reap", groups: [600] });
  });

  it("counts another script of this project that started the emulators as live by its recorded command line", () => {
    const other = table({ ...liveRun, 500: [400, 400, "node /tmp/work/emu.mjs"] });
    const decision = decideLeftovers(ownerFile(500, [600], { command: "node /tmp/work/emu.mjs" }), probeFrom(other), SELF);
    expect(decision).toMatchObject({ action: "running", owner: 500, script: null, command: "node /tmp/work/emu.mjs" });
    expect(alreadyRunningMessage("test", decision)).toContain("process 500: node /tmp/work/emu.mjs");
  });

  it("does not kill a recorded group id that now belongs to something that is no emulator", () => {
    expect(decideLeftovers(ownerFile(500, [900]), probeFrom(table(crashed)), SELF)).toEqual({ action: "reap", groups: [], pids: [], skipped: [900] });
  });

  it("assumes a live owner is the run when its command line cannot be read", () => {
    const blind = { ...probeFrom(table(liveRun)), cmdline: () => null };
    expect(decideLeftovers(ownerFile(500, [600]), blind, SELF)).toMatchObject({ action: "running", owner: 500, script: null });
  });

  it("recognises its own claim", () => {
    expect(decideLeftovers(ownerFile(SELF, []), probeFrom(table(liveRun)), SELF)).toEqual({ action: "ours" });
  });

  describe("old pid files (bare group ids, no owner)", () => {
    it("leave a live run alone: the owner is the parent of the group leader", () => {
      expect(decideLeftovers(parsePidFile("600"), probeFrom(table(liveRun)), SELF)).toMatchObject({ action: "running", owner: 500, script: "start" });
    });

    it("are reaped when the leader's parent is no start.mjs / test.mjs (re-parented after a crash)", () => {
      expect(decideLeftovers(parsePidFile("600 4321"), probeFrom(table(crashed)), SELF)).toEqual({ action: "reap", groups: [600], pids: [], skipped: [] });
    });

    it("are left alone, with a way out, when this machine cannot tell the parent", () => {
      const blind = { alive: () => true, cmdline: () => null, parent: () => null, groupAlive: (g) => g === 600, groupCommands: () => null };
      const decision = decideLeftovers(parsePidFile("600 601"), blind, SELF);
      expect(decision).toEqual({ action: "running", owner: null, script: null, command: null, startedAt: null, groups: [600] });
      expect(alreadyRunningMessage("dev", decision)).toContain("kill -- -600");
    });
  });
});

describe("withDescendantGroups", () => {
  it("adds the groups the emulators started (the Firestore JVM), nothing else", () => {
    expect(withDescendantGroups([600], table(crashed)).sort()).toEqual([600, 700]);
    expect(withDescendantGroups([600], null)).toEqual([600]);
  });
});

describe("parsePidFile and ownerScript", () => {
  it("reads both formats and ignores garbage", () => {
    expect(parsePidFile('{"owner":12,"groups":[34,56],"startedAt":7}')).toEqual({ format: "owner", owner: 12, groups: [34, 56], pids: [], startedAt: 7, command: null, startTime: null });
    expect(parsePidFile(formatPidFile({ owner: 12, groups: [34], startedAt: 7, command: "node scripts/test.mjs", startTime: "99" }))).toMatchObject({ command: "node scripts/test.mjs", startTime: "99" });
    expect(parsePidFile("34 56\n")).toEqual({ format: "legacy", groups: [34, 56], pids: [] });
    expect(parsePidFile("")).toBeNull();
    expect(parsePidFile('{"owner":')).toBeNull();
    expect(parsePidFile("0 1 x")).toBeNull();
  });

  it("knows this project's start and test scripts from other node programs", () => {
    expect(ownerScript("node scripts/start.mjs")).toBe("start");
    expect(ownerScript("/usr/bin/node /work/main/scripts/test.mjs --only=rules")).toBe("test");
    expect(ownerScript("node /work/main/node_modules/.bin/vitest run scripts/start.mjs")).toBeNull();
    expect(ownerScript("vim scripts/start.mjs")).toBeNull();
    expect(ownerScript("")).toBeNull();
  });
});

describe("alreadyRunningMessage", () => {
  it("says what is running, its pid, and what to do", () => {
    const dev = alreadyRunningMessage("dev", { owner: 4321, startedAt: null, groups: [] });
    expect(dev).toMatch(/`npm start` of this project is already running \(process 4321\)/);
    expect(dev).toContain("Ctrl-C");
    const test = alreadyRunningMessage("test", { owner: 4321, startedAt: null, groups: [] });
    expect(test).toContain("`npm test`");
    expect(test).toContain("EMULATOR_PORT_OFFSET");
  });
});

// Real processes: an "owner" (a node process running a file named start.mjs)
// that spawned a stand-in emulator in a process group of its own, which in turn
// started a "JVM" in yet another group, and a "Vite" in its own group — the
// shape of a real `npm start`.
describe("reapLeftovers with real processes", () => {
  const started = [];
  let dir;

  afterEach(() => {
    for (const pgid of started.splice(0)) {
      try {
        process.kill(-pgid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** Starts owner → emulator → JVM and resolves to their pids. */
  async function startTree(ownerName = "start.mjs") {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rallyhub-owner-"));
    fs.writeFileSync(
      path.join(dir, ownerName),
      `import { spawn } from "node:child_process";
const vite = spawn(process.execPath, ["-e", "setInterval(() => {}, 1 << 30)", "vite-stand-in"], { stdio: "ignore" });
process.stdout.write(vite.pid + " ");
spawn(process.execPath, [${JSON.stringify(path.join(dir, "firebase-stand-in.mjs"))}], { detached: true, stdio: ["ignore", "inherit", "ignore"] });
setInterval(() => {}, 1 << 30);
`,
    );
    fs.writeFileSync(
      path.join(dir, "firebase-stand-in.mjs"),
      `import { spawn } from "node:child_process";
const jvm = spawn(process.execPath, ["-e", "setInterval(() => {}, 1 << 30)", "firestore-emulator-stand-in"], { detached: true, stdio: "ignore" });
process.stdout.write(process.pid + " " + jvm.pid + "\\n");
setInterval(() => {}, 1 << 30);
`,
    );
    const owner = spawn(process.execPath, [path.join(dir, ownerName)], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
    started.push(owner.pid);
    let out = "";
    for await (const chunk of owner.stdout) {
      out += chunk;
      if (out.includes("\n")) break;
    }
    const [vite, emulator, jvm] = out.trim().split(" ").map(Number);
    started.push(emulator, jvm);
    return { owner, vite, emulator, jvm, file: path.join(dir, "emulators-dev.pid") };
  }

  const groupAlive = (pgid) => probeFrom(processTable()).groupAlive(pgid);
  const signalable = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  async function waitUntil(check, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
  }
  async function crash(owner) {
    owner.kill("SIGKILL");
    if (owner.exitCode === null && owner.signalCode === null) await once(owner, "exit");
  }

  it("leaves a live run's emulators alone, and reaps them (JVM included) once its owner is gone", async () => {
    const { owner, vite, emulator, jvm, file } = await startTree();
    fs.writeFileSync(file, formatPidFile({ owner: owner.pid, groups: [emulator], pids: [vite], startedAt: Date.now() }));
    const logs = [];

    const decision = await reapLeftovers("dev", (m) => logs.push(m), { file });
    expect(decision).toMatchObject({ action: "running", owner: owner.pid, script: "start" });
    expect(signalable(-emulator)).toBe(true);
    expect(signalable(-jvm)).toBe(true);
    expect(signalable(vite)).toBe(true);
    expect(fs.existsSync(file)).toBe(true);
    await expect(claimEmulators("dev", (m) => logs.push(m), { file })).rejects.toThrow(new RegExp(`already running \\(process ${owner.pid}`));
    expect(signalable(-emulator)).toBe(true);
    expect(logs).toEqual([]);

    await crash(owner);
    expect(signalable(vite)).toBe(true); // orphaned, like a real Vite when start.mjs is killed
    const reaped = await reapLeftovers("dev", (m) => logs.push(m), { file });
    expect(reaped).toMatchObject({ action: "reap", groups: [emulator], pids: [vite] });
    expect(await waitUntil(() => !groupAlive(emulator) && !groupAlive(jvm) && !probeFrom(processTable()).alive(vite))).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(logs.join("\n")).toContain("Stopping emulators left over");
  }, 30_000);

  it("reads an old pid file (bare group ids): live parent → left alone; re-parented → reaped", async () => {
    const { owner, emulator, jvm, file } = await startTree();
    fs.writeFileSync(file, `${emulator}`);

    expect(await reapLeftovers("dev", () => undefined, { file })).toMatchObject({ action: "running", owner: owner.pid });
    expect(signalable(-emulator)).toBe(true);

    await crash(owner);
    // The emulator is re-parented once its parent has died.
    expect(await waitUntil(() => probeFrom(processTable()).parent(emulator) !== owner.pid)).toBe(true);
    expect(await reapLeftovers("dev", () => undefined, { file })).toMatchObject({ action: "reap", groups: [emulator] });
    expect(await waitUntil(() => !groupAlive(emulator) && !groupAlive(jvm))).toBe(true);
  }, 30_000);

  it("does not mistake another program holding the owner's pid for the run", async () => {
    const { owner, emulator, jvm, file } = await startTree("something-else.mjs");
    fs.writeFileSync(file, formatPidFile({ owner: owner.pid, groups: [emulator], startedAt: Date.now() }));
    expect(await reapLeftovers("dev", () => undefined, { file })).toMatchObject({ action: "reap", groups: [emulator] });
    expect(await waitUntil(() => !groupAlive(emulator) && !groupAlive(jvm))).toBe(true);
    expect(signalable(owner.pid)).toBe(true); // the program itself is not touched
  }, 30_000);

  it("claims a free slot for this process and gives it back", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rallyhub-owner-"));
    const file = path.join(dir, "emulators-test.pid");
    await claimEmulators("test", () => undefined, { file });
    const claimed = parsePidFile(fs.readFileSync(file, "utf8"));
    expect(claimed).toMatchObject({ owner: process.pid, groups: [] });
    expect(claimed.command).toBeTruthy();
    // Another process reading the file sees this very process as its live owner.
    expect(decideLeftovers(claimed, probeFrom(processTable()), SELF)).toMatchObject({ action: "running", owner: process.pid });
    await claimEmulators("test", () => undefined, { file }); // again from the same process: fine
    const { release } = await import("./emulator-owner.mjs");
    release(file);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe("the Functions' local secrets (functions/.secret.local)", () => {
  it("adds the fake's Stripe keys that are missing and keeps a developer's own", async () => {
    const { ensureLocalSecrets, LOCAL_STRIPE_SECRETS } = await import("./emulators.mjs");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const file = path.join(dir, ".secret.local");
    ensureLocalSecrets(file);
    expect(fs.readFileSync(file, "utf8")).toBe(`STRIPE_SECRET_KEY=${LOCAL_STRIPE_SECRETS.STRIPE_SECRET_KEY}\nSTRIPE_WEBHOOK_SECRET=${LOCAL_STRIPE_SECRETS.STRIPE_WEBHOOK_SECRET}\n`);
    fs.writeFileSync(file, "STRIPE_SECRET_KEY=sk_test_mine");
    ensureLocalSecrets(file);
    expect(fs.readFileSync(file, "utf8")).toBe(`STRIPE_SECRET_KEY=sk_test_mine\nSTRIPE_WEBHOOK_SECRET=${LOCAL_STRIPE_SECRETS.STRIPE_WEBHOOK_SECRET}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("the Stripe fake beside the emulators", () => {
  it("is used unless functions/.secret.local holds a Stripe key of the developer's own", async () => {
    const { usesStripeFake, LOCAL_STRIPE_SECRETS } = await import("./emulators.mjs");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const file = path.join(dir, ".secret.local");
    expect(usesStripeFake(file)).toBe(true);
    fs.writeFileSync(file, `STRIPE_SECRET_KEY=${LOCAL_STRIPE_SECRETS.STRIPE_SECRET_KEY}\n`);
    expect(usesStripeFake(file)).toBe(true);
    fs.writeFileSync(file, "STRIPE_SECRET_KEY=sk_test_51Mine\nSTRIPE_WEBHOOK_SECRET=whsec_mine\n");
    expect(usesStripeFake(file)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("has a port of its own for development and for tests, moved by EMULATOR_PORT_OFFSET", async () => {
    const { emulatorPorts, STRIPE_FAKE_DEV_PORT } = await import("./emulators.mjs");
    expect(emulatorPorts("dev").stripe).toBe(STRIPE_FAKE_DEV_PORT);
    const before = process.env.EMULATOR_PORT_OFFSET;
    process.env.EMULATOR_PORT_OFFSET = "7";
    try {
      expect(emulatorPorts("test").stripe).toBe(12218);
    } finally {
      if (before === undefined) delete process.env.EMULATOR_PORT_OFFSET;
      else process.env.EMULATOR_PORT_OFFSET = before;
    }
  });
});
