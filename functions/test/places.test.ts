import ngeohash from "ngeohash";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callError, callOk, closeAdmin, createPlayer, db, read, type TestUser } from "./callables";
import { PLACE_GEOHASH_PRECISION } from "@rallyhub/domain/places/bounds";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/schema";

// Issue 13: places are added and edited only through savePlace (spec §7 Places
// add and update; places/new and places/edit/{id} are for organizers). The
// server checks the organizer and, for an edit, the creator; it works out the
// geohash (places by bounds) and the search tokens itself. Bad input, a place
// without a location among it, writes nothing.

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431 };
const DENVER = { name: "Denver, CO", lat: 39.7392, lng: -104.9903 };

const place = (overrides: Record<string, unknown> = {}) => ({
  name: "Eastside Courts",
  address: "5 East St",
  city: AUSTIN,
  sports: ["Tennis", "Pickleball"],
  indoor: false,
  photoURL: "",
  ...overrides,
});

let organizer: TestUser;
let otherOrganizer: TestUser;
let proOrganizer: TestUser;
let payoutsOrganizer: TestUser;
let playerUser: TestUser;

beforeAll(async () => {
  // The game types a place's sports are chosen from (the seed writes the full list).
  await db()
    .doc("profileOptions/gameTypes")
    .set({ items: ["Basketball", "Pickleball", "Tennis", "Soccer", "Other"].map((label) => ({ label })) }, { merge: true });
  [organizer, otherOrganizer, proOrganizer, payoutsOrganizer, playerUser] = await Promise.all([
    createPlayer("place-org", { joinReason: "Organize", displayName: "Olivia" }),
    createPlayer("place-org2", { joinReason: "Organize", displayName: "Owen" }),
    createPlayer("place-pro", { joinReason: "Find-events", userSubscription: "Organizer Pro" }),
    createPlayer("place-payouts", { joinReason: "Find-events", stripeId: "acct_places_1" }),
    createPlayer("place-player", { joinReason: "Find-events", displayName: "Pat" }),
  ]);
});

afterAll(closeAdmin);

const countPlacesBy = async (uid: string) => (await db().collection("places").where("createdBy", "==", uid).get()).size;

describe("savePlace: adding a place", () => {
  it("an organizer adds a place: the picked city's point, its geohash and search tokens worked out on the server", async () => {
    const { placeId } = await callOk<{ placeId: string }>("savePlace", { place: place({ name: "  Eastside Courts ", sports: ["Tennis", "Pickleball", "Tennis"] }) }, organizer.token);
    const saved = await read(`places/${placeId}`);
    expect(saved).toMatchObject({
      name: "Eastside Courts",
      address: "5 East St",
      city: "Austin, TX",
      lat: AUSTIN.lat,
      lng: AUSTIN.lng,
      geohash: ngeohash.encode(AUSTIN.lat, AUSTIN.lng, PLACE_GEOHASH_PRECISION),
      sports: ["Tennis", "Pickleball"],
      indoor: false,
      photoURL: "",
      createdBy: organizer.uid,
    });
    expect(saved?.geohash).toHaveLength(9);
    expect(saved?.searchTokens).toEqual(expect.arrayContaining(["ea", "eastside", "co", "courts", "au", "austin", "te", "tennis", "pi", "pickleball"]));
    expect(saved?.createdAt).toBeDefined();
    expect(saved?.updatedAt).toBeDefined();
  });

  it("Organizer Pro subscribers and organizers with a payments account are organizers too", async () => {
    await callOk("savePlace", { place: place({ name: "Pro Courts" }) }, proOrganizer.token);
    await callOk("savePlace", { place: place({ name: "Payouts Field", sports: ["Soccer"] }) }, payoutsOrganizer.token);
    expect(await countPlacesBy(proOrganizer.uid)).toBe(1);
    expect(await countPlacesBy(payoutsOrganizer.uid)).toBe(1);
  });

  it("refuses a player who is not an organizer, and a signed-out caller; nothing is written", async () => {
    expect(await callError("savePlace", { place: place() }, playerUser.token)).toEqual({ status: "PERMISSION_DENIED", message: PLACE_MESSAGES.notOrganizer });
    expect((await call("savePlace", { place: place() })).error?.status).toBe("UNAUTHENTICATED");
    expect(await countPlacesBy(playerUser.uid)).toBe(0);
  });

  it("refuses a place without a location with a clear message, and writes nothing", async () => {
    const before = await countPlacesBy(organizer.uid);
    expect(await callError("savePlace", { place: place({ city: null }) }, organizer.token)).toEqual({ status: "INVALID_ARGUMENT", message: PLACE_MESSAGES.location });
    expect((await callError("savePlace", { place: place({ city: { name: "Nowhere", lat: 95, lng: 10 } }) }, organizer.token)).message).toBe(PLACE_MESSAGES.location);
    expect((await callError("savePlace", { place: place({ city: { name: "", lat: 30, lng: -97 } }) }, organizer.token)).message).toBe(PLACE_MESSAGES.location);
    expect(await countPlacesBy(organizer.uid)).toBe(before);
  });

  it("refuses bad input, each with its reason, and writes nothing", async () => {
    const before = await countPlacesBy(organizer.uid);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ place: place({ name: "   " }) }, PLACE_MESSAGES.name],
      [{ place: place({ name: "x".repeat(121) }) }, PLACE_MESSAGES.nameLong],
      [{ place: place({ address: "x".repeat(201) }) }, PLACE_MESSAGES.addressLong],
      [{ place: place({ sports: [] }) }, PLACE_MESSAGES.sports],
      [{ place: place({ sports: ["Quidditch"] }) }, PLACE_MESSAGES.sportUnknown],
      [{ place: place({ sports: Array.from({ length: 21 }, (_, i) => `Sport ${i}`) }) }, PLACE_MESSAGES.sportsMany],
      [{ place: place({ photoURL: "javascript:alert(1)" }) }, PLACE_MESSAGES.photoURL],
    ];
    for (const [input, message] of cases) {
      expect(await callError("savePlace", input, organizer.token)).toEqual({ status: "INVALID_ARGUMENT", message });
    }
    for (const malformed of [
      { place: place(), extra: true },
      { place: { ...place(), createdBy: playerUser.uid } },
      { place: { ...place(), geohash: "c23nb62w2" } },
      { place: place({ indoor: "yes" }) },
      null,
      "a place",
    ]) {
      expect((await callError("savePlace", malformed, organizer.token)).status).toBe("INVALID_ARGUMENT");
    }
    expect((await callError("savePlace", { placeId: "a/b", place: place() }, organizer.token)).status).toBe("INVALID_ARGUMENT");
    expect(await countPlacesBy(organizer.uid)).toBe(before);
  });
});

describe("savePlace: editing a place", () => {
  it("its creator changes it: the location, geohash and tokens follow the new city; the creator stays", async () => {
    const { placeId } = await callOk<{ placeId: string }>("savePlace", { place: place({ name: "Move Me Courts" }) }, organizer.token);
    const again = await callOk<{ placeId: string }>(
      "savePlace",
      { placeId, place: place({ name: "Moved Courts", city: DENVER, indoor: true, sports: ["Basketball"], photoURL: "https://img.example/moved.jpg" }) },
      organizer.token,
    );
    expect(again.placeId).toBe(placeId);
    const saved = await read(`places/${placeId}`);
    expect(saved).toMatchObject({
      name: "Moved Courts",
      city: "Denver, CO",
      lat: DENVER.lat,
      lng: DENVER.lng,
      geohash: ngeohash.encode(DENVER.lat, DENVER.lng, PLACE_GEOHASH_PRECISION),
      indoor: true,
      sports: ["Basketball"],
      photoURL: "https://img.example/moved.jpg",
      createdBy: organizer.uid,
    });
    expect(saved?.searchTokens).toEqual(expect.arrayContaining(["moved", "denver", "basketball"]));
    expect(saved?.searchTokens).not.toContain("austin");
  });

  it("only its creator: another organizer is refused and the place is unchanged", async () => {
    const { placeId } = await callOk<{ placeId: string }>("savePlace", { place: place({ name: "Mine Courts" }) }, organizer.token);
    expect(await callError("savePlace", { placeId, place: place({ name: "Taken Courts" }) }, otherOrganizer.token)).toEqual({ status: "PERMISSION_DENIED", message: PLACE_MESSAGES.notCreator });
    expect(await callError("savePlace", { placeId, place: place({ name: "Taken Courts" }) }, playerUser.token)).toEqual({ status: "PERMISSION_DENIED", message: PLACE_MESSAGES.notOrganizer });
    expect((await read(`places/${placeId}`))?.name).toBe("Mine Courts");
  });

  it("says 'Place not found' for a place that does not exist, and makes none", async () => {
    expect(await callError("savePlace", { placeId: "no-such-place", place: place() }, organizer.token)).toEqual({ status: "NOT_FOUND", message: "Place not found" });
    expect(await read("places/no-such-place")).toBeUndefined();
  });
});
