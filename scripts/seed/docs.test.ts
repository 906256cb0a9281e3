import { placeWriteSchema } from "@rallyhub/domain/stored/write/places";
import { postWriteSchema } from "@rallyhub/domain/stored/write/posts";
import { describe, expect, it } from "vitest";
import { docsIn, storedDoc, type WriteOf } from "./docs";

const place: WriteOf<typeof placeWriteSchema> = {
  name: "Court",
  address: "1 Main St",
  city: "Austin, TX",
  lat: 30.27,
  lng: -97.74,
  geohash: "9v6kpm",
  sports: ["Tennis"],
  indoor: false,
  photoURL: "",
  searchTokens: ["court"],
  createdBy: "demo-organizer",
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-01T00:00:00Z"),
};

describe("a seeded document", () => {
  it("is its collection's write schema's output", () => {
    expect(storedDoc(placeWriteSchema, "places/p1", place)).toEqual({ path: "places/p1", data: place });
  });

  it.each([
    ["a missing field", { ...place, photoURL: undefined }, /places\/p1 does not match its write schema/],
    ["a wrong type", { ...place, lat: "30.27" }, /places\/p1 does not match its write schema/],
    ["a key the schema does not know", { ...place, hash: "9v6kpm" }, /places\/p1 does not match its write schema/],
  ])("with %s stops the seed, naming the document", (_, data, message) => {
    expect(() => storedDoc(placeWriteSchema, "places/p1", data as WriteOf<typeof placeWriteSchema>)).toThrow(message);
  });

  it("is refused in a collection that has no write schema", () => {
    expect(() => storedDoc(placeWriteSchema, "venues/p1", place)).toThrow("The seed writes venues/p1, a collection with no write schema");
  });

  it("is refused when built with another collection's schema than its path's", () => {
    const post = { title: "Hi", text: "Hello", category: "Test", subCategory: "Tester", authorId: "u1", authorName: "U", searchTokens: [], createdAt: new Date() };
    expect(() => storedDoc(postWriteSchema, "places/p1", post)).toThrow("places/p1 does not match its write schema");
  });

  it("is found by its collection, sub-collections apart", () => {
    const docs = [storedDoc(placeWriteSchema, "places/p1", place), storedDoc(placeWriteSchema, "places/p2", place)];
    expect(docsIn(docs, "places", placeWriteSchema).map((d) => d.path)).toEqual(["places/p1", "places/p2"]);
    expect(docsIn(docs, "places/roster", placeWriteSchema)).toEqual([]);
  });
});
