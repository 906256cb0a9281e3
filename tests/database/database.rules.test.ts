// Realtime Database rules (database.rules.json): presence under status/{uid},
// shown only to others when its owner's presenceVisibility/{uid} is true (the
// 'public online status' privacy setting, off by default).
// Evaluated with targaryen, without an emulator.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import targaryen from "targaryen";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const rules = JSON.parse(readFileSync(path.join(ROOT, "database.rules.json"), "utf8")) as object;

const NOW = 1_900_000_000_000;
// alice and bob show their online status; carol turned it off; dave never chose
// (no presenceVisibility node), yet an old client wrote a status for both.
const DATA = {
  presenceVisibility: { alice: true, bob: true, carol: false },
  status: {
    alice: { state: "online", lastChanged: NOW - 60_000 },
    bob: { state: "offline", lastChanged: NOW - 3_600_000 },
    carol: { state: "online", lastChanged: NOW - 60_000 },
    dave: { state: "online", lastChanged: NOW - 60_000 },
  },
};

const ALICE = { uid: "alice", provider: "password", token: { email: "alice@example.com" } };
const BOB = { uid: "bob", provider: "password", token: { email: "bob@example.com" } };
const CAROL = { uid: "carol", provider: "password", token: { email: "carol@example.com" } };
const DAVE = { uid: "dave", provider: "password", token: { email: "dave@example.com" } };

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
  it("has rules for status/$uid and presenceVisibility/$uid only", () => {
    const keys = Object.keys((rules as { rules: Record<string, unknown> }).rules);
    expect(keys.sort()).toEqual([".read", ".write", "presenceVisibility", "status"]);
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

    it("lets a signed-in user read the status of a user who shows it (presenceVisibility true)", () => {
      expect(canRead(ALICE, "/status/bob")).toBe(true);
    });

    // SECURITY HOLE (review): any signed-in user read anyone's status,
    // although 'public online status' is off by default.
    it("refuses reading the status of a user who turned it off (presenceVisibility false)", () => {
      expect(canRead(ALICE, "/status/carol")).toBe(false);
    });

    it("refuses reading the status of a user who never turned it on (no presenceVisibility)", () => {
      expect(canRead(ALICE, "/status/dave")).toBe(false);
    });

    it("refuses reading one field of a hidden status", () => {
      expect(canRead(ALICE, "/status/carol/state")).toBe(false);
    });

    it("lets the owner read their own status while it is hidden", () => {
      expect(canRead(CAROL, "/status/carol")).toBe(true);
      expect(canRead(DAVE, "/status/dave")).toBe(true);
    });

    it("refuses a signed-out visitor reading a visible status", () => {
      expect(canRead(null, "/status/bob")).toBe(false);
    });

    it("treats a presenceVisibility that is not exactly true as hidden", () => {
      const data = { presenceVisibility: { bob: "true" }, status: DATA.status };
      expect(db(ALICE, data).read("/status/bob").allowed).toBe(false);
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

  describe("write status/{uid} while hidden", () => {
    // SECURITY HOLE (review): status was written for everyone, so a user who
    // never chose to show it still had it stored (and shown).
    it("refuses a user writing their status while presenceVisibility is false", () => {
      expect(canWrite(CAROL, "/status/carol", { state: "online", lastChanged: NOW })).toBe(false);
    });

    it("refuses a user writing their status without any presenceVisibility", () => {
      expect(canWrite(DAVE, "/status/dave", { state: "online", lastChanged: NOW })).toBe(false);
      expect(canWrite(DAVE, "/status/dave", { state: "online", lastChanged: NOW }, { status: {} })).toBe(false);
    });

    it("refuses changing one field of a hidden status", () => {
      expect(canWrite(CAROL, "/status/carol/state", "offline")).toBe(false);
    });

    it("always lets the owner remove their status, shown or hidden", () => {
      expect(canWrite(CAROL, "/status/carol", null)).toBe(true);
      expect(canWrite(DAVE, "/status/dave", null)).toBe(true);
      expect(canWrite(ALICE, "/status/alice", null)).toBe(true);
    });

    it("refuses removing another user's hidden status", () => {
      expect(canWrite(ALICE, "/status/carol", null)).toBe(false);
    });

    it("refuses writing a status and turning visibility on in one update (visibility first)", () => {
      expect(db(DAVE).update("/", { "presenceVisibility/dave": true, "status/dave": { state: "online", lastChanged: NOW } }).allowed).toBe(false);
    });
  });

  describe("presenceVisibility/{uid}", () => {
    it.each([true, false])("lets the owner set it to %s", (value) => {
      expect(canWrite(CAROL, "/presenceVisibility/carol", value)).toBe(true);
      expect(canWrite(DAVE, "/presenceVisibility/dave", value)).toBe(true);
    });

    it("lets the owner remove it", () => {
      expect(canWrite(ALICE, "/presenceVisibility/alice", null)).toBe(true);
    });

    it("once true, lets the owner write their status", () => {
      const data = { ...DATA, presenceVisibility: { ...DATA.presenceVisibility, dave: true } };
      expect(canWrite(DAVE, "/status/dave", { state: "online", lastChanged: NOW }, data)).toBe(true);
    });

    it.each(["true", 1, 0, { on: true }, "yes"])("refuses the non-boolean %j", (value) => {
      expect(canWrite(ALICE, "/presenceVisibility/alice", value)).toBe(false);
    });

    it("refuses a child under it", () => {
      expect(canWrite(ALICE, "/presenceVisibility/alice/public", true)).toBe(false);
    });

    it("lets the owner read theirs", () => {
      expect(canRead(ALICE, "/presenceVisibility/alice")).toBe(true);
      expect(canRead(CAROL, "/presenceVisibility/carol")).toBe(true);
    });

    it("refuses another user reading it", () => {
      expect(canRead(BOB, "/presenceVisibility/alice")).toBe(false);
      expect(canRead(BOB, "/presenceVisibility/carol")).toBe(false);
    });

    it("refuses reading every presenceVisibility at once", () => {
      expect(canRead(ALICE, "/presenceVisibility")).toBe(false);
    });

    it("refuses another user writing it", () => {
      expect(canWrite(BOB, "/presenceVisibility/carol", true)).toBe(false);
      expect(canWrite(BOB, "/presenceVisibility/alice", false)).toBe(false);
      expect(canWrite(BOB, "/presenceVisibility/alice", null)).toBe(false);
    });

    it("refuses a signed-out visitor", () => {
      expect(canRead(null, "/presenceVisibility/alice")).toBe(false);
      expect(canWrite(null, "/presenceVisibility/alice", true)).toBe(false);
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

    it("lets a user write their first status (visibility on)", () => {
      expect(canWrite(ALICE, "/status/alice", { state: "online", lastChanged: NOW }, { presenceVisibility: { alice: true } })).toBe(true);
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
      expect(canWrite(ALICE, "/status/alice/state", "online", { presenceVisibility: { alice: true } })).toBe(false);
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
