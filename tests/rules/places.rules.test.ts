// places/{placeId} (spec §7 Places): public to read; written only by the
// savePlace callable (organizers; only the one who added a place edits it),
// so that the geohash and search tokens the server works out are the ones
// stored. Also the queries the app makes: places by bounds (geohash ranges,
// with and without the sport and indoor filters) and the games at a place,
// each allowed to a signed-out visitor and each with its index.
import { readFileSync } from "node:fs";
import path from "node:path";
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, documentId, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { placesInRangesQuery } from "@/features/places/api/placesQuery";
import type { PlacesFilter } from "@/features/places/model/placesInBounds";
import { boundsAround, boundsRanges } from "@rallyhub/domain/places/bounds";
import { A_DATE, ROOT, rulesHarness } from "./setup";

const h = rulesHarness();

const AUSTIN = { lat: 30.2672, lng: -97.7431 };

/** A place as savePlace stores it. */
const place = (overrides: DocumentData = {}): DocumentData => ({
  name: "Zilker Courts",
  address: "2100 Barton Springs Rd",
  city: "Austin, TX",
  lat: AUSTIN.lat,
  lng: AUSTIN.lng,
  geohash: "9v6kpxkgz",
  sports: ["Tennis", "Pickleball"],
  indoor: false,
  photoURL: "",
  searchTokens: ["zi", "zil"],
  createdBy: "alice",
  createdAt: A_DATE,
  updatedAt: A_DATE,
  ...overrides,
});

describe("places/{placeId}: reading", () => {
  it("lets a signed-out visitor read a place", async () => {
    await h.seed({ "places/p1": place() });
    await assertSucceeds(getDoc(doc(h.anon(), "places/p1")));
  });

  it("lets a signed-out visitor list places (places by bounds, the places of a city)", async () => {
    await h.seed({ "places/p1": place() });
    await assertSucceeds(getDocs(query(collection(h.anon(), "places"), where("city", "==", "Austin, TX"), orderBy("name"), limit(100))));
  });

  it("answers the bounds query the browser makes (the ranges in one query, with each filter) to a signed-out visitor, with only the place in range", async () => {
    await h.seed({ "places/p1": place(), "places/far": place({ name: "Far Away Field", lat: 47.6, lng: -122.3, geohash: "c23nb62w2" }) });
    const ranges = boundsRanges(boundsAround(AUSTIN, 2));
    expect(ranges.length).toBeGreaterThan(1);
    const filters: PlacesFilter[] = [
      { sport: null, indoor: null },
      { sport: "Tennis", indoor: null },
      { sport: null, indoor: false },
      { sport: "Tennis", indoor: false },
    ];
    for (const filter of filters) {
      const snap = await assertSucceeds(getDocs(placesInRangesQuery(h.anon(), ranges, filter, null, 20)));
      expect(snap.docs.map((d) => d.id)).toEqual(["p1"]);
    }
    const none = await assertSucceeds(getDocs(placesInRangesQuery(h.anon(), ranges, { sport: "Hockey", indoor: null }, null, 20)));
    expect(none.docs).toEqual([]);
  });
});

describe("places/{placeId}: writing (only through savePlace)", () => {
  it("refuses a signed-in organizer adding a place themselves, however well formed", async () => {
    await h.seed({ "users/alice": { uid: "alice", joinReason: "Organize" } });
    await assertFails(setDoc(doc(h.as("alice"), "places/p1"), place({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() })));
  });

  it("refuses a signed-out visitor adding a place", async () => {
    await assertFails(setDoc(doc(h.anon(), "places/p1"), place()));
  });

  it("refuses the creator editing their place directly (the geohash and tokens are the server's)", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(updateDoc(doc(h.as("alice"), "places/p1"), { name: "Zilker Park Courts" }));
    await assertFails(updateDoc(doc(h.as("alice"), "places/p1"), { geohash: "c23nb62w2" }));
  });

  it("refuses another user editing the place", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(updateDoc(doc(h.as("bob"), "places/p1"), { name: "Bob's Courts" }));
  });

  it("refuses deleting a place, the creator included", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(deleteDoc(doc(h.as("alice"), "places/p1")));
    await assertFails(deleteDoc(doc(h.as("bob"), "places/p1")));
  });

  it("leaves the place as it was after every refused write", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(setDoc(doc(h.as("alice"), "places/p1"), place({ name: "Changed" })));
    expect((await h.peek("places/p1"))?.name).toBe("Zilker Courts");
  });
});

describe("events by place (the place page's upcoming games)", () => {
  const game = (overrides: DocumentData = {}): DocumentData => ({
    title: "Tuesday doubles",
    dateStart: Timestamp.fromMillis(Date.now() + 86_400_000),
    isPrivate: false,
    cancelled: false,
    creatorId: "host",
    location: { name: "Zilker Courts", address: "", lat: AUSTIN.lat, lng: AUSTIN.lng, hash: "9v6kpxkgz", placeId: "p1" },
    ...overrides,
  });
  const atPlace = (db: ReturnType<typeof h.anon>) =>
    getDocs(
      query(
        collection(db, "events"),
        where("location.placeId", "==", "p1"),
        where("isPrivate", "==", false),
        where("cancelled", "==", false),
        where("dateStart", ">=", Timestamp.fromMillis(Date.now())),
        orderBy("dateStart"),
        orderBy(documentId()),
        limit(10),
      ),
    );

  it("lets a signed-out visitor list a place's public games, never its private ones", async () => {
    await h.seed({ "events/pub": game(), "events/priv": game({ isPrivate: true }), "events/off": game({ cancelled: true }) });
    const snap = await assertSucceeds(atPlace(h.anon()));
    expect(snap.docs.map((d) => d.id)).toEqual(["pub"]);
  });

  it("refuses a query for a place's games that does not say isPrivate == false", async () => {
    await h.seed({ "events/pub": game() });
    await assertFails(getDocs(query(collection(h.anon(), "events"), where("location.placeId", "==", "p1"))));
  });
});

describe("indexes (firestore.indexes.json)", () => {
  const { indexes } = JSON.parse(readFileSync(path.join(ROOT, "firestore.indexes.json"), "utf8")) as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string; arrayConfig?: string }[] }[];
  };
  const shapes = (group: string) => new Set(indexes.filter((i) => i.collectionGroup === group).map((i) => i.fields.map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig ?? ""}`).join(", ")));

  it("has one for each filtered bounds query (a sport, indoor, both; geohash alone needs none)", () => {
    const places = shapes("places");
    for (const shape of [
      ["sports CONTAINS", "geohash ASCENDING"],
      ["indoor ASCENDING", "geohash ASCENDING"],
      ["sports CONTAINS", "indoor ASCENDING", "geohash ASCENDING"],
      ["city ASCENDING", "name ASCENDING"],
    ]) {
      expect(places.has(shape.join(", ")), shape.join(", ")).toBe(true);
    }
  });

  it("has one for the games at a place", () => {
    expect(shapes("events").has("location.placeId ASCENDING, isPrivate ASCENDING, cancelled ASCENDING, dateStart ASCENDING")).toBe(true);
  });
});
