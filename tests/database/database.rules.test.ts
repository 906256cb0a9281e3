// Realtime Database rules (database.rules.json): presence under status/{uid}.
// Evaluated with targaryen, without an emulator.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import targaryen from "targaryen";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const rules = JSON.parse(readFileSync(path.join(ROOT, "database.rules.json"), "utf8")) as object;

const NOW = 1_900_000_000_000;
const DATA = {
  status: {
    alice: { state: "online", lastChanged: NOW - 60_000 },
    bob: { state: "offline", lastChanged: NOW - 3_600_000 },
  },
};

const ALICE = { uid: "alice", provider: "password", token: { email: "alice@example.com" } };
const BOB = { uid: "bob", provider: "password", token: { email: "bob@example.com" } };

type Auth = typeof ALICE | null;

/** A database holding DATA, seen by the given user (null: signed out). */
function db(auth: Auth, data: unknown = DATA) {
  const base = targaryen.database(rules, data, NOW).with({ debug: true });
  // as(null) would keep any previous auth, so a signed-out visitor uses the base.
  return auth ? base.as(auth) : base;
}

function canRead(auth: Auth, at: string): boolean {
  return db(auth).read(at).allowed;
}

function canWrite(auth: Auth, at: string, value: unknown, data: unknown = DATA): boolean {
  return db(auth, data).write(at, value).allowed;
}

describe("database.rules.json", () => {
  it("has rules for status/$uid only", () => {
    const keys = Object.keys((rules as { rules: Record<string, unknown> }).rules);
    expect(keys.sort()).toEqual([".read", ".write", "status"]);
  });

  describe("root", () => {
    it("refuses a signed-in user reading the root", () => {
      expect(canRead(ALICE, "/")).toBe(false);
    });

    it("refuses a signed-out visitor reading the root", () => {
      expect(canRead(null, "/")).toBe(false);
    });

    it("refuses a signed-in user writing the root", () => {
      expect(canWrite(ALICE, "/", { status: { alice: { state: "online", lastChanged: NOW } } })).toBe(false);
    });

    it("refuses a signed-in user writing an unknown path", () => {
      expect(canWrite(ALICE, "/admins/alice", true)).toBe(false);
    });

    it("refuses a signed-in user reading an unknown path", () => {
      expect(canRead(ALICE, "/admins")).toBe(false);
    });

    it("refuses a signed-in user writing the whole status list", () => {
      expect(canWrite(ALICE, "/status", { alice: { state: "online", lastChanged: NOW } })).toBe(false);
    });
  });

  describe("read status/{uid}", () => {
    it("lets a signed-in user read their own status", () => {
      expect(canRead(ALICE, "/status/alice")).toBe(true);
    });

    it("lets a signed-in user read another user's status", () => {
      expect(canRead(ALICE, "/status/bob")).toBe(true);
    });

    it("lets a signed-in user read one field of a status", () => {
      expect(canRead(ALICE, "/status/bob/state")).toBe(true);
    });

    it("refuses a signed-out visitor reading a status", () => {
      expect(canRead(null, "/status/alice")).toBe(false);
    });

    it("refuses reading every status at once", () => {
      expect(canRead(ALICE, "/status")).toBe(false);
    });
  });

  describe("write status/{uid}", () => {
    it("lets a user set themself online", () => {
      expect(canWrite(ALICE, "/status/alice", { state: "online", lastChanged: NOW })).toBe(true);
    });

    it("lets a user set themself offline", () => {
      expect(canWrite(ALICE, "/status/alice", { state: "offline", lastChanged: NOW })).toBe(true);
    });

    it("lets a user stamp lastChanged with the server time", () => {
      expect(canWrite(ALICE, "/status/alice", { state: "online", lastChanged: { ".sv": "timestamp" } })).toBe(true);
    });

    it("lets a user write their first status", () => {
      expect(canWrite(ALICE, "/status/alice", { state: "online", lastChanged: NOW }, null)).toBe(true);
    });

    it("lets a user clear their own status", () => {
      expect(canWrite(ALICE, "/status/alice", null)).toBe(true);
    });

    it("refuses writing another user's status", () => {
      expect(canWrite(BOB, "/status/alice", { state: "offline", lastChanged: NOW })).toBe(false);
    });

    it("refuses clearing another user's status", () => {
      expect(canWrite(BOB, "/status/alice", null)).toBe(false);
    });

    it("refuses a signed-out visitor", () => {
      expect(canWrite(null, "/status/alice", { state: "online", lastChanged: NOW })).toBe(false);
    });

    it.each(["away", "ONLINE", "", 1, true])("refuses the state %j", (state) => {
      expect(canWrite(ALICE, "/status/alice", { state, lastChanged: NOW })).toBe(false);
    });

    it("refuses a missing state", () => {
      expect(canWrite(ALICE, "/status/alice", { lastChanged: NOW })).toBe(false);
    });

    it("refuses a missing lastChanged", () => {
      expect(canWrite(ALICE, "/status/alice", { state: "online" })).toBe(false);
    });

    it.each(["now", "1900000000000", true, { at: NOW }])("refuses lastChanged %j", (lastChanged) => {
      expect(canWrite(ALICE, "/status/alice", { state: "online", lastChanged })).toBe(false);
    });

    it("refuses an extra key", () => {
      expect(canWrite(ALICE, "/status/alice", { state: "online", lastChanged: NOW, admin: true })).toBe(false);
    });

    it("refuses a plain string in place of the status object", () => {
      expect(canWrite(ALICE, "/status/alice", "online")).toBe(false);
    });

    it("lets a user change only their state", () => {
      expect(canWrite(ALICE, "/status/alice/state", "offline")).toBe(true);
    });

    it("refuses a bad state written on its own", () => {
      expect(canWrite(ALICE, "/status/alice/state", "busy")).toBe(false);
    });

    it("refuses an extra key written on its own", () => {
      expect(canWrite(ALICE, "/status/alice/admin", true)).toBe(false);
    });

    it("refuses a lone field when no status exists yet (the object would be incomplete)", () => {
      expect(canWrite(ALICE, "/status/alice/state", "online", null)).toBe(false);
    });
  });

  describe("update status/{uid}", () => {
    it("lets a user update their own state and time together", () => {
      expect(db(ALICE).update("/status/alice", { state: "offline", lastChanged: NOW }).allowed).toBe(true);
    });

    it("refuses an update that adds a key", () => {
      expect(db(ALICE).update("/status/alice", { state: "offline", device: "phone" }).allowed).toBe(false);
    });

    it("refuses a multi-path update that touches another user", () => {
      expect(db(ALICE).update("/status", { "alice/state": "offline", "bob/state": "online" }).allowed).toBe(false);
    });
  });
});
