import { describe, expect, it } from "vitest";
import type { RosterEntry, TeamRole } from "@rallyhub/domain/teams/types";
import { comparePreview, entryFrom, isActiveRole, nextNotificationTimes, previewOf, rowFor } from "./rosterLogic";

const entry = (id: string, role: TeamRole, joinedAt: number | null, overrides: Partial<RosterEntry> = {}): RosterEntry => ({
  id,
  uid: id,
  email: `${id}@example.com`,
  displayName: id.toUpperCase(),
  photoURL: "",
  role,
  invitedBy: null,
  invitedAt: null,
  joinedAt,
  ...overrides,
});

describe("isActiveRole", () => {
  it("counts owner, manager and player as on the team, never pending or requested", () => {
    expect(["owner", "manager", "player", "pending", "requested", undefined].map(isActiveRole)).toEqual([true, true, true, false, false, false]);
  });
});

describe("previewOf", () => {
  it("puts the owner first, then managers, then players, each by joinedAt", () => {
    const preview = previewOf([entry("p2", "player", 30), entry("m1", "manager", 50), entry("p1", "player", 10), entry("o", "owner", 100), entry("m0", "manager", 20)]);
    expect(preview.map((p) => p.uid)).toEqual(["o", "m0", "m1", "p1", "p2"]);
    expect(preview[0]).toEqual({ uid: "o", displayName: "O", photoURL: "", role: "owner" });
  });

  it("leaves out invitations, requests and e-mail invitations", () => {
    const preview = previewOf([entry("o", "owner", 1), entry("x", "pending", null), entry("y", "requested", null), entry("email-abc", "pending", null, { uid: null })]);
    expect(preview.map((p) => p.uid)).toEqual(["o"]);
  });

  it("keeps the first 12", () => {
    const players = Array.from({ length: 20 }, (_, i) => entry(`p${String(i).padStart(2, "0")}`, "player", i + 10));
    const preview = previewOf([entry("o", "owner", 1), ...players]);
    expect(preview).toHaveLength(12);
    expect(preview.at(-1)?.uid).toBe("p10");
  });

  it("applies removals and changes", () => {
    const known = [entry("o", "owner", 1), entry("a", "player", 5), entry("b", "player", 6)];
    expect(previewOf(known, [entry("b", "manager", 6)], ["a"]).map((p) => [p.uid, p.role])).toEqual([
      ["o", "owner"],
      ["b", "manager"],
    ]);
  });

  it("orders ties by id", () => {
    expect(comparePreview(entry("a", "player", 5), entry("b", "player", 5))).toBeLessThan(0);
  });
});

describe("rowFor", () => {
  const member = { uid: "viewer", isManager: false, isMember: true };
  const manager = { uid: "viewer", isManager: true, isMember: true };
  const outsider = { uid: "viewer", isManager: false, isMember: false };

  it("shows e-mails to members and managers only", () => {
    expect(rowFor(entry("p", "player", 1), member)?.email).toBe("p@example.com");
    expect(rowFor(entry("p", "player", 1), manager)?.email).toBe("p@example.com");
    expect(rowFor(entry("p", "player", 1), outsider)?.email).toBeNull();
    expect(rowFor(entry("p", "player", 1), outsider)?.displayName).toBe("P");
  });

  it("shows invitations and requests to managers and to the person only", () => {
    expect(rowFor(entry("x", "pending", null), member)).toBeNull();
    expect(rowFor(entry("x", "requested", null), outsider)).toBeNull();
    expect(rowFor(entry("x", "pending", null), manager)?.role).toBe("pending");
    expect(rowFor(entry("viewer", "pending", null), outsider)).toMatchObject({ role: "pending", email: "viewer@example.com" });
  });
});

describe("entryFrom", () => {
  it("reads numbers and Timestamps, and defaults what is missing", () => {
    expect(entryFrom("u", { uid: "u", role: "player", joinedAt: { toMillis: () => 42 } })).toEqual({
      id: "u",
      uid: "u",
      email: "",
      displayName: "",
      photoURL: "",
      role: "player",
      invitedBy: null,
      invitedAt: null,
      joinedAt: 42,
    });
    expect(entryFrom("email-x", { uid: null, role: "pending", invitedAt: 7 })?.uid).toBeNull();
    expect(entryFrom("u", undefined)).toBeNull();
  });
});

describe("nextNotificationTimes", () => {
  it("keeps the newest 20, oldest first", () => {
    const times = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(nextNotificationTimes(times, 100)).toEqual([...times.slice(1), 100]);
    expect(nextNotificationTimes(undefined, 5)).toEqual([5]);
    expect(nextNotificationTimes(["x", 3], 5)).toEqual([3, 5]);
  });
});
