import { describe, expect, it } from "vitest";
import { collectionOf, writeSchemaFor } from "./collections";
import { joinerWriteSchema } from "./events";
import { userWriteSchema } from "./users";

describe("the write schema of a document path", () => {
  it("names the collection without the ids", () => {
    expect(collectionOf("users/u1")).toBe("users");
    expect(collectionOf("events/e1/joiners/u1")).toBe("events/joiners");
  });

  it("finds the collection's write schema, and none for a collection it does not list", () => {
    expect(writeSchemaFor("users/u1")).toBe(userWriteSchema);
    expect(writeSchemaFor("events/e1/joiners/u1")).toBe(joinerWriteSchema);
    expect(writeSchemaFor("nowhere/x")).toBeUndefined();
  });
});
