// Who owns a run's emulators: the lock is a port the starting process holds; children
// run in process groups of their own; what a killed run left is stopped by its groups.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimEmulators, saveSnapshot, settleSnapshot, STRIPE_STATE_FILE } from "./emulators.mjs";
import { leftoverGroups, lockTakenMessage, ownerScript, parsePs, processes, readGroups, stopGroups, stopLeftovers, writeGroups } from "./run-lock.mjs";

const tmpDirs = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rallyhub-run-"));
  tmpDirs.push(dir);
  return dir;
};
const started = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      /* gone */
    }
  }
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Some process of the group runs (zombies, which only wait for init to collect them, do not count). */
const groupAlive = (pgid) => processes().some((p) => p.pgid === pgid);

/** Starts `node -e code …args` in a process group of its own, with one more process in that group; resolves to its pid (= the group). */
async function startGroup(args, code = "setInterval(() => {}, 1 << 30)") {
  const script = `require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1 << 30)"], { stdio: "ignore" }); ${code}; console.log("up")`;
  const child = spawn(process.execPath, ["-e", script, ...args], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
  started.push(child.pid);
  for await (const chunk of child.stdout) if (String(chunk).includes("up")) break;
  return child.pid;
}

describe("ownerScript", () => {
  it("knows this project's start and test scripts from other node programs", () => {
    expect(ownerScript("node scripts/start.mjs")).toBe("start");
    expect(ownerScript("/usr/bin/node /work/main/scripts/test.mjs --only=rules")).toBe("test");
    expect(ownerScript("node /work/main/node_modules/.bin/vitest run scripts/start.mjs")).toBeNull();
    expect(ownerScript("vim scripts/start.mjs")).toBeNull();
    expect(ownerScript("")).toBeNull();
  });
});

describe("lockTakenMessage", () => {
  const start = { pid: 4321, pgid: 4300, args: "node scripts/start.mjs" };
  it("names the running `npm start` and what to do", () => {
    const dev = lockTakenMessage("dev", 12111, [start]);
    expect(dev).toMatch(/`npm start` of this project is already running \(process 4321\)/);
    expect(dev).toContain("Ctrl-C");
    expect(dev).toContain("kill -INT 4321");
  });

  it("for a test run, points to EMULATOR_PORT_OFFSET", () => {
    const test = lockTakenMessage("test", 21010, [{ pid: 99, pgid: 99, args: "node /w/scripts/test.mjs --only=rules" }]);
    expect(test).toContain("`npm test`");
    expect(test).toContain("(process 99)");
    expect(test).toContain("EMULATOR_PORT_OFFSET");
  });

  it("names something else on the port, or says how to find it", () => {
    expect(lockTakenMessage("dev", 12111, [{ pid: 77, pgid: 77, args: "python3 -m http.server 12111" }])).toContain("in use by process 77 (python3 -m http.server 12111)");
    expect(lockTakenMessage("dev", 12111, [])).toContain("lsof -i :12111");
  });
});

describe("groups files and leftovers", () => {
  it("reads what it writes, and the groups of the earlier pid files", () => {
    const file = path.join(tmpDir(), "emulators-dev.pid");
    expect(readGroups(file)).toEqual([]);
    writeGroups(file, [600, 700, 600]);
    expect(readGroups(file)).toEqual([600, 700]);
    fs.writeFileSync(file, '{"owner":500,"groups":[600,700],"pids":[800],"startedAt":1}');
    expect(readGroups(file)).toEqual([600, 700]);
    fs.writeFileSync(file, "garbage");
    expect(readGroups(file)).toEqual([]);
  });

  it("stops only recorded groups that still run a process of this project", () => {
    const procs = parsePs(`  600   600 Sl   node /work/main/node_modules/.bin/firebase emulators:start
  610   600 Sl   /usr/bin/node /work/main/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime
  700   700 Ssl  java -jar /work/main/.cache/firestore-launcher/launcher.jar --port 8080
  800   800 Z    [java] <defunct>
  810   810 Z    [node] <defunct>
  811   810 Zs   /work/main/x
  900   900 S    bash
  950   950 Sl   java -jar /work/other/.cache/firestore-launcher/launcher.jar`);
    expect(procs[1]).toEqual({ pid: 610, pgid: 600, args: "/usr/bin/node /work/main/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime" });
    expect(procs.map((p) => p.pid)).not.toContain(811); // a zombie is gone but for its exit status
    expect(leftoverGroups([600, 700, 810, 900, 950, 4242], procs, "/work/main/")).toEqual([600, 700]);
  });
});

describe("process groups, for real", () => {
  it("stopGroups ends a whole group, with SIGKILL when SIGTERM is not enough", async () => {
    const polite = await startGroup([]);
    const stubborn = await startGroup([], 'process.on("SIGTERM", () => {})');
    expect(await stopGroups([polite, stubborn], { graceMs: 500 })).toBe(true);
    expect(groupAlive(polite)).toBe(false);
    expect(groupAlive(stubborn)).toBe(false);
  }, 20_000);

  it("stopLeftovers stops the groups a killed run recorded, and nothing that is not this project's", async () => {
    const root = tmpDir();
    const leftover = await startGroup([path.join(root, "node_modules/.bin/firebase"), "emulators:start"]);
    const other = await startGroup(["/somewhere/else"]);
    const file = path.join(root, "emulators-dev.pid");
    writeGroups(file, [leftover, other]);
    const logs = [];
    await stopLeftovers(file, root, (m) => logs.push(m));
    expect(groupAlive(leftover)).toBe(false);
    expect(groupAlive(other)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(logs.join("\n")).toContain(`process groups ${leftover}`);
  }, 20_000);

  it("the lock: a second run finds the first by its port, and takes it once the first is killed", async () => {
    const dir = tmpDir();
    const offset = String(10_000 + (process.pid % 10_000)); // ports no other run uses (below the ephemeral range)
    // The first run: a node process running a start.mjs that claims the test emulators and waits.
    fs.writeFileSync(
      path.join(dir, "start.mjs"),
      `import { claimEmulators } from ${JSON.stringify(new URL("./emulators.mjs", import.meta.url).href)};
await claimEmulators("test", () => {}, { file: ${JSON.stringify(path.join(dir, "first.pid"))} });
console.log("up");
setInterval(() => {}, 1 << 30);
`,
    );
    const first = spawn(process.execPath, [path.join(dir, "start.mjs")], { detached: true, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, EMULATOR_PORT_OFFSET: offset } });
    started.push(first.pid);
    for await (const chunk of first.stdout) if (String(chunk).includes("up")) break;

    const before = process.env.EMULATOR_PORT_OFFSET;
    process.env.EMULATOR_PORT_OFFSET = offset;
    try {
      const file = path.join(dir, "second.pid");
      await expect(claimEmulators("test", () => {}, { file })).rejects.toThrow(new RegExp(`already running its emulators on these ports \\(process ${first.pid}\\)`));
      process.kill(first.pid, "SIGKILL"); // killed: the system frees its port at once
      await new Promise((r) => first.once("exit", r));
      await claimEmulators("test", () => {}, { file });
      await claimEmulators("test", () => {}, { file }); // again from the same process: fine
    } finally {
      if (before === undefined) delete process.env.EMULATOR_PORT_OFFSET;
      else process.env.EMULATOR_PORT_OFFSET = before;
    }
  }, 30_000);
});

describe("the emulator data and the Stripe fake's state, saved as one snapshot", () => {
  /** A stand-in for the emulator hub's export: writes its files into the path asked for (as firebase-tools does: into a temp directory, then moved). */
  async function fakeHub() {
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        const { path: target } = JSON.parse(body);
        fs.mkdirSync(path.join(target, "firestore_export"), { recursive: true });
        fs.writeFileSync(path.join(target, "firebase-export-metadata.json"), '{"version":"test"}');
        fs.writeFileSync(path.join(target, "firestore_export", "data"), "new");
        res.end("OK");
      });
    });
    await new Promise((r) => server.listen(0, "127.0.0.1", r));
    return server;
  }

  it("replaces the data with the export and the fake's state of the same stop", async () => {
    const dir = path.join(tmpDir(), ".emulator-data");
    fs.mkdirSync(path.join(dir, "firestore_export"), { recursive: true });
    fs.writeFileSync(path.join(dir, "firestore_export", "data"), "old");
    fs.writeFileSync(path.join(dir, STRIPE_STATE_FILE), '{"version":1,"accounts":{}}');
    const stripeStateFile = path.join(tmpDir(), "live.json");
    fs.writeFileSync(stripeStateFile, '{"version":1,"accounts":{"acct_sim_organizer":{}}}');
    const hub = await fakeHub();
    try {
      await saveSnapshot(dir, { hubPort: hub.address().port, stripeStateFile });
    } finally {
      hub.close();
    }
    expect(fs.readFileSync(path.join(dir, "firestore_export", "data"), "utf8")).toBe("new");
    expect(JSON.parse(fs.readFileSync(path.join(dir, STRIPE_STATE_FILE), "utf8")).accounts).toHaveProperty("acct_sim_organizer");
    expect(fs.readdirSync(path.dirname(dir)).sort()).toEqual([".emulator-data"]);
  });

  it("keeps the previous snapshot when the hub cannot export", async () => {
    const dir = path.join(tmpDir(), ".emulator-data");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, STRIPE_STATE_FILE), "old");
    await expect(saveSnapshot(dir, { hubPort: 1, stripeStateFile: null })).rejects.toThrow();
    expect(fs.readFileSync(path.join(dir, STRIPE_STATE_FILE), "utf8")).toBe("old");
  });

  describe("settleSnapshot, after a stop that was killed", () => {
    const layout = (entries) => {
      const parent = tmpDir();
      for (const [name, content] of Object.entries(entries)) {
        fs.mkdirSync(path.join(parent, name));
        fs.writeFileSync(path.join(parent, name, STRIPE_STATE_FILE), content);
      }
      return path.join(parent, ".emulator-data");
    };
    const read = (dir) => fs.readFileSync(path.join(dir, STRIPE_STATE_FILE), "utf8");
    const left = (dir) => fs.readdirSync(path.dirname(dir)).sort();

    it("during the export: the unfinished export is dropped, the previous snapshot stays", () => {
      const dir = layout({ ".emulator-data": "old", ".emulator-data.next": "half", "firebase-export-1795851746081abc": "tmp" });
      settleSnapshot(dir);
      expect(read(dir)).toBe("old");
      expect(left(dir)).toEqual([".emulator-data"]);
    });

    it("between the two renames: the complete new snapshot is put in place", () => {
      const dir = layout({ ".emulator-data.prev": "old", ".emulator-data.next": "new" });
      settleSnapshot(dir);
      expect(read(dir)).toBe("new");
      expect(left(dir)).toEqual([".emulator-data"]);
    });

    it("after the swap, before the clean-up: the new snapshot stays", () => {
      const dir = layout({ ".emulator-data": "new", ".emulator-data.prev": "old" });
      settleSnapshot(dir);
      expect(read(dir)).toBe("new");
      expect(left(dir)).toEqual([".emulator-data"]);
    });

    it("a first start, with no data at all, is left as it is", () => {
      const dir = path.join(tmpDir(), ".emulator-data");
      settleSnapshot(dir);
      expect(fs.existsSync(dir)).toBe(false);
    });
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
    process.env.EMULATOR_PORT_OFFSET = "100";
    try {
      expect(emulatorPorts("test").stripe).toBe(21110);
      // Suites 100 apart share no port (the old layout's hub and logging ports were 100 apart).
      delete process.env.EMULATOR_PORT_OFFSET;
      const base = Object.values(emulatorPorts("test"));
      for (const offset of [100, 200, 300]) {
        process.env.EMULATOR_PORT_OFFSET = String(offset);
        expect(Object.values(emulatorPorts("test")).filter((port) => base.includes(port))).toEqual([]);
      }
    } finally {
      if (before === undefined) delete process.env.EMULATOR_PORT_OFFSET;
      else process.env.EMULATOR_PORT_OFFSET = before;
    }
  });
});
