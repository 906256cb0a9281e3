import { describe, expect, it } from "vitest";
import { readData } from "./fields";
import { userListSchema } from "./userLists";

const userListFrom = (id: string, data: Record<string, unknown>) => readData(userListSchema, id, data);
/** A Firestore Timestamp as either SDK reads it (the schemas need only toMillis). */
const Timestamp = { fromMillis: (ms: number) => ({ seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1e6, toMillis: () => ms }) };

describe("a stored user list as the app sees it", () => {
  it("turns Timestamps into millis and keeps uid, email and displayName of each player", () => {
    const list = userListFrom("l1", {
      ownerId: "org",
      name: "Tuesday regulars",
      items: [{ uid: "p1", email: "pat@example.com", displayName: "Pat" }, { uid: "p2", email: "", displayName: "" }, { nope: true }, "junk"],
      createdAt: Timestamp.fromMillis(1000),
      updatedAt: Timestamp.fromMillis(2000),
    });
    expect(list).toEqual({
      id: "l1",
      ownerId: "org",
      name: "Tuesday regulars",
      items: [
        { uid: "p1", email: "pat@example.com", displayName: "Pat" },
        { uid: "p2", email: "", displayName: "Unnamed Player" },
      ],
      createdAt: 1000,
      updatedAt: 2000,
    });
  });

  it("a pending server time reads as 0, a missing name as 'Untitled list'", () => {
    expect(userListFrom("l2", { ownerId: "org", createdAt: null })).toMatchObject({ name: "Untitled list", items: [], createdAt: 0, updatedAt: 0 });
  });
});
