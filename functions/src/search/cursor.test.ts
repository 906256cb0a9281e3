import { describe, expect, it } from "vitest";
import { BadCursorError } from "./backend";
import { decodeCursor, encodeCursor } from "./cursor";

describe("search cursors", () => {
  it("carry the order value and the id there and back", () => {
    for (const position of [
      { v: 1_700_000_000_000, id: "event-001" },
      { v: "zilker flyers", id: "team-04" },
      { v: null, id: "demo-player" },
    ]) {
      const cursor = encodeCursor(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor)).toEqual(position);
    }
  });

  it("refuses anything else: not base64 JSON, the wrong shape, an id that is a path", () => {
    const bad = [
      "%%%",
      Buffer.from("not json").toString("base64url"),
      Buffer.from(JSON.stringify({ v: 1, id: "x" })).toString("base64url"),
      Buffer.from(JSON.stringify([1, "a/b"])).toString("base64url"),
      Buffer.from(JSON.stringify([{ x: 1 }, "ok"])).toString("base64url"),
      Buffer.from(JSON.stringify([1, "__reserved__"])).toString("base64url"),
      Buffer.from(JSON.stringify([1, "ok", 2])).toString("base64url"),
    ];
    for (const cursor of bad) expect(() => decodeCursor(cursor), cursor).toThrow(BadCursorError);
  });
});
