import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { storedTime, writeDoc, writeFields } from "./fields";

const schema = z.strictObject({ name: z.string(), count: z.number(), tags: z.array(z.string()), at: storedTime });
/** What Firestore's FieldValue sentinels look like to the schemas: isEqual and no toMillis. */
const sentinel = { isEqual: () => false };

describe("writeDoc", () => {
  it("gives back the whole document when it matches the write schema", () => {
    const doc = { name: "a", count: 1, tags: [], at: sentinel };
    expect(writeDoc(schema, doc)).toEqual(doc);
  });

  it("throws on a missing field, a wrong type or an unknown key", () => {
    expect(() => writeDoc(schema, { name: "a", count: 1, tags: [] } as never)).toThrow();
    expect(() => writeDoc(schema, { name: "a", count: "1", tags: [], at: sentinel } as never)).toThrow();
    expect(() => writeDoc(schema, { name: "a", count: 1, tags: [], at: sentinel, extra: true } as never)).toThrow();
  });
});

describe("writeFields (an update or a merge)", () => {
  it("checks only the fields given, each against the schema's own", () => {
    expect(writeFields(schema, { count: 2 })).toEqual({ count: 2 });
    expect(() => writeFields(schema, { count: "2" } as never)).toThrow(/count/);
  });

  it("lets a server sentinel stand for any field's value (increment, arrayUnion, serverTimestamp)", () => {
    const data = { count: sentinel, tags: sentinel, at: sentinel };
    expect(writeFields(schema, data)).toBe(data);
  });

  it("refuses a field the schema does not know", () => {
    expect(() => writeFields(schema, { colour: "red" } as never)).toThrow(/colour/);
  });
});
