import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { callError, callOk, closeAdmin, createPlayer, createUser, db, exists, projectId, read, where, type Doc, type TestUser } from "./callables";
import { geoCellsOf } from "@rallyhub/domain/geoCells";
import { blankEventInput } from "@rallyhub/domain/events/schema";
import { newEventFields, storedFieldsOf } from "../src/events/eventDoc";
import { alertSubscribers } from "../src/events/alerts";

// saveActivitySubscriptions runs in the Functions emulator; alertSubscribers is
// called here, in the test process, against the same Firestore emulator (the
// Admin SDK of src/admin.ts picks up the test's app and project). Each scenario
// has its own place, 200 miles from the next (farther than any covering cell of a
// 50-mile circle reaches), so their subscribers never mix.

const DAY = 24 * 60 * 60 * 1000;
const MILES_PER_DEGREE = (2 * Math.PI * 3958.8) / 360;
const triggersOn = process.env.EMULATOR_TRIGGERS === "1";

interface Point {
  lat: number;
  lng: number;
}
const place = (i: number): Point => ({ lat: 33 + 3 * i, lng: -116.5 });
const north = (p: Point, miles: number): Point => ({ lat: p.lat + miles / MILES_PER_DEGREE, lng: p.lng });

beforeAll(() => {
  process.env.GCLOUD_PROJECT ??= projectId;
  db(); // the test's Admin app first: src/admin.ts uses the first app there is
});

afterAll(async () => {
  await closeAdmin();
});

interface Subscription {
  id: number;
  address: { name: string; lat: number; lng: number; description: string };
  radius: number;
  activities: string[];
  startDate: number | null;
  endDate: number | null;
}

function sub(id: number, at: Point, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    address: { name: "Testville, NV", lat: at.lat, lng: at.lng, description: "Testville, Nevada, USA" },
    radius: 15,
    activities: ["Pickleball"],
    startDate: null,
    endDate: null,
    ...overrides,
  };
}

const save = (user: TestUser, list: Subscription[]) => callOk<{ saved: number }>("saveActivitySubscriptions", { list }, user.token);

async function subscriber(prefix: string, list: (id: number) => Subscription[], fields: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createPlayer(prefix, { displayName: prefix, ...fields });
  await save(user, list(1));
  return user;
}

/** A day a week from now, 'yyyy-MM-dd'. */
const nextWeek = () => new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);

/**
 * A game as saveEvent stores it (eventDoc.ts). It is created private and then
 * made what the test wants, so that the onEventCreated trigger (when triggers
 * run) ignores it and only the test's own alertSubscribers call sends alerts.
 */
async function seedEvent(creator: string, at: Point, fields: Record<string, unknown> = {}): Promise<string> {
  const input = {
    ...blankEventInput(nextWeek(), "America/Los_Angeles"),
    title: "Sunset Dinks",
    gameType: "Pickleball",
    location: { name: "Testville Courts", address: "1 Court St, Testville, NV", lat: at.lat, lng: at.lng, placeId: null },
  };
  const ref = db().collection("events").doc();
  await ref.set({
    ...storedFieldsOf(input, input.day, ""),
    ...newEventFields(creator, "Organizer", null, 0),
    isPrivate: true,
    createdAt: Timestamp.now(),
    updated: Timestamp.now(),
  });
  await ref.update({ isPrivate: false, ...fields });
  return ref.id;
}

const notificationsOf = (uid: string) => where("notifications", "userId", uid);
const mailTo = (email: string) => where("mail", "to", email);

describe("saveActivitySubscriptions", { timeout: 60_000 }, () => {
  it("writes the user's list and the index in one go, and drops index entries no longer listed", async () => {
    const user = await createPlayer("subs-save");
    const at = place(0);
    const start = Date.UTC(2030, 5, 1);
    const end = Date.UTC(2030, 6, 1);
    const first = sub(1700000000001, at, { radius: 20, activities: ["Pickleball", "Tennis"], startDate: start, endDate: end });
    const second = sub(1700000000002, north(at, 5), { activities: [] });

    expect(await save(user, [first, second])).toEqual({ saved: 2 });
    const stored = (await read(`users/${user.uid}`))?.activitySubscriptions as Doc[];
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ id: first.id, address: first.address, radius: 20, activities: ["Pickleball", "Tennis"], endDate: Timestamp.fromMillis(end) });
    expect((stored[0]?.startDate as Timestamp).toMillis()).toBe(start);
    expect(stored[1]).toMatchObject({ id: second.id, startDate: null, endDate: null, activities: [] });

    const entry = await read(`activitySubscriptionIndex/${user.uid}_${first.id}`);
    expect(entry).toMatchObject({
      uid: user.uid,
      subscriptionId: first.id,
      city: "Testville, NV",
      lat: at.lat,
      lng: at.lng,
      geoCells: geoCellsOf(at),
      radius: 20,
      activities: ["Pickleball", "Tennis"],
      endDate: Timestamp.fromMillis(end),
    });
    expect((entry?.startDate as Timestamp).toMillis()).toBe(start);
    expect(entry?.updatedAt).toBeInstanceOf(Timestamp);
    expect(await exists(`activitySubscriptionIndex/${user.uid}_${second.id}`)).toBe(true);

    // Edit the first, delete the second.
    expect(await save(user, [{ ...first, radius: 30 }])).toEqual({ saved: 1 });
    expect(await read(`activitySubscriptionIndex/${user.uid}_${first.id}`)).toMatchObject({ radius: 30 });
    expect(await exists(`activitySubscriptionIndex/${user.uid}_${second.id}`)).toBe(false);
    expect((await read(`users/${user.uid}`))?.activitySubscriptions).toHaveLength(1);

    expect(await save(user, [])).toEqual({ saved: 0 });
    expect(await where("activitySubscriptionIndex", "uid", user.uid)).toEqual([]);
    expect((await read(`users/${user.uid}`))?.activitySubscriptions).toEqual([]);
  });

  it("checks the caller and the input", async () => {
    const user = await createPlayer("subs-refuse");
    const ok = sub(1, place(0));
    expect((await callError("saveActivitySubscriptions", { list: [ok] })).status).toBe("UNAUTHENTICATED");
    const bad: Array<[string, unknown]> = [
      ["no list", {}],
      ["an extra key", { list: [ok], uid: "someone-else" }],
      ["radius 0", { list: [{ ...ok, radius: 0 }] }],
      ["radius 51", { list: [{ ...ok, radius: 51 }] }],
      ["a fractional radius", { list: [{ ...ok, radius: 2.5 }] }],
      ["a latitude as text", { list: [{ ...ok, address: { ...ok.address, lat: "30" } }] }],
      ["an empty city", { list: [{ ...ok, address: { ...ok.address, name: " " } }] }],
      ["no description", { list: [{ ...ok, address: { name: "X", lat: 1, lng: 1 } }] }],
      ["a negative id", { list: [{ ...ok, id: -1 }] }],
      ["the same id twice", { list: [ok, { ...ok }] }],
      ["21 entries", { list: Array.from({ length: 21 }, (_, i) => ({ ...ok, id: i + 1 })) }],
      ["31 activities", { list: [{ ...ok, activities: Array.from({ length: 31 }, (_, i) => `Sport ${i}`) }] }],
      ["a date as text", { list: [{ ...ok, startDate: "2030-06-01" }] }],
      ["an end before the start", { list: [{ ...ok, startDate: 2000, endDate: 1000 }] }],
    ];
    for (const [label, data] of bad) {
      const error = await callError("saveActivitySubscriptions", data, user.token);
      expect(error.status, label).toBe("INVALID_ARGUMENT");
    }
    expect(await where("activitySubscriptionIndex", "uid", user.uid)).toEqual([]);
  });

  it("refuses a user without a profile document", async () => {
    const user = await createUser("subs-noprofile");
    expect((await callError("saveActivitySubscriptions", { list: [sub(1, place(0))] }, user.token)).status).toBe("FAILED_PRECONDITION");
    expect(await where("activitySubscriptionIndex", "uid", user.uid)).toEqual([]);
  });
});

describe("alertSubscribers", { timeout: 90_000 }, () => {
  it("alerts the matching subscribers once each, and nobody else", async () => {
    const at = place(1);
    const creator = await createPlayer("alert-creator", { displayName: "Organizer" });
    const near = north(at, 8);
    const yesterday = Date.now() - DAY;
    const [match, anyActivity, twoSubs, quiet, far, tennis, expired, endsBefore, blocker, blocked] = await Promise.all([
      subscriber("alert-match", (id) => [sub(id, near)]),
      subscriber("alert-any", (id) => [sub(id, north(at, -20), { radius: 25, activities: [] })]),
      subscriber("alert-two", (id) => [sub(id, near), sub(id + 1, at, { radius: 50, activities: ["Tennis", "pickleball"] })]),
      subscriber("alert-noemail", (id) => [sub(id, near)], { notificationSettings: { eventCreatedJoin: { email: false, push: true } } }),
      subscriber("alert-far", (id) => [sub(id, north(at, 30))]),
      subscriber("alert-tennis", (id) => [sub(id, near, { activities: ["Tennis"] })]),
      subscriber("alert-expired", (id) => [sub(id, near, { startDate: yesterday - 30 * DAY, endDate: yesterday - 7 * DAY })]),
      subscriber("alert-ends-before", (id) => [sub(id, near, { endDate: Date.now() + DAY })]),
      subscriber("alert-blocker", (id) => [sub(id, near)]),
      subscriber("alert-blocked", (id) => [sub(id, near)]),
    ]);
    await save(creator, [sub(1, near)]);
    await db()
      .doc(`users/${blocker.uid}`)
      .update({ blockedUids: [creator.uid] });
    await db()
      .doc(`users/${creator.uid}`)
      .update({ blockedUids: [blocked.uid] });

    const eventId = await seedEvent(creator.uid, at);
    const counts = await alertSubscribers(eventId);
    expect(counts.alerted).toBe(4);
    expect(counts.scanned).toBe(12); // every entry of the ten subscribers and the creator

    for (const user of [match, anyActivity, twoSubs, quiet]) {
      const notes = await notificationsOf(user.uid);
      expect(notes, user.uid).toHaveLength(1);
      expect(notes[0]).toMatchObject({ type: "eventAlert", title: "New Pickleball game near Testville, NV", data: { eventId }, read: false });
      expect(String(notes[0]?.message)).toMatch(/^Sunset Dinks, \w{3}, \w{3} \d{1,2} · \d{1,2}:\d{2}\sPM( – \d{1,2}:\d{2}\s[AP]M)? [A-Z]{3}/);
    }
    for (const user of [creator, far, tennis, expired, endsBefore, blocker, blocked]) {
      expect(await notificationsOf(user.uid), user.uid).toEqual([]);
    }

    // E-mail only where the settings allow it for eventCreatedJoin (every channel defaults to on).
    const mail = await mailTo(match.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: { name: "event-notice", data: { title: "New Pickleball game near Testville, NV", eventTitle: "Sunset Dinks", url: `/event/${eventId}` } } });
    expect(await mailTo(quiet.email)).toEqual([]);
    expect(await mailTo(far.email)).toEqual([]);

    // The expired subscription's index entry is gone; the user's own list keeps it.
    expect(await where("activitySubscriptionIndex", "uid", expired.uid)).toEqual([]);
    expect((await read(`users/${expired.uid}`))?.activitySubscriptions).toHaveLength(1);

    // A second run (a trigger delivered twice) sends nothing more.
    expect(await alertSubscribers(eventId)).toEqual({ scanned: 0, alerted: 0 });
    expect(await notificationsOf(match.uid)).toHaveLength(1);
  });

  it("reads the subscribers in pages", async () => {
    const at = place(2);
    const creator = await createPlayer("page-creator");
    const users = await Promise.all([0, 1, 2, 3, 4].map((i) => subscriber(`page-${i}`, (id) => (i === 2 ? [sub(id, at), sub(id + 1, at), sub(id + 2, north(at, 3))] : [sub(id, north(at, i))]))));
    const eventId = await seedEvent(creator.uid, at);
    const counts = await alertSubscribers(eventId, { pageSize: 2 });
    expect(counts).toEqual({ scanned: 7, alerted: 5 });
    for (const user of users) expect(await notificationsOf(user.uid), user.uid).toHaveLength(1);
  });

  it("alerts nobody for a private, cancelled, past or later-in-series game", async () => {
    const at = place(3);
    const creator = await createPlayer("skip-creator");
    const user = await subscriber("skip-sub", (id) => [sub(id, at, { activities: [] })]);
    const cases: Array<Record<string, unknown>> = [
      { isPrivate: true },
      { cancelled: true },
      { occurrence: 2, seriesId: "some-series" },
      { dateStart: Timestamp.fromMillis(Date.now() - 60_000) },
      { createdAt: Timestamp.fromMillis(Date.now() - 3 * DAY) },
    ];
    for (const fields of cases) {
      const eventId = await seedEvent(creator.uid, at, fields);
      expect(await alertSubscribers(eventId), JSON.stringify(fields)).toEqual({ scanned: 0, alerted: 0 });
    }
    expect(await alertSubscribers("no-such-event")).toEqual({ scanned: 0, alerted: 0 });
    expect(await notificationsOf(user.uid)).toEqual([]);
  });
});

if (!triggersOn) {
  describe("onEventCreated (Firestore trigger): not run on this machine", () => {
    it("is skipped because Firestore triggers are off", (context) => {
      const reason = "Firestore triggers are off on this machine (Java 21+ needed for the firebase-tools Firestore emulator): onEventCreated not run";
      console.warn(`[onEventCreated] ${reason}`);
      context.skip(reason);
    });
  });
}

describe.runIf(triggersOn)("onEventCreated (Firestore trigger)", { timeout: 60_000 }, () => {
  it("a new public game alerts its subscribers", async () => {
    const at = place(4);
    const creator = await createPlayer("trigger-creator");
    const user = await subscriber("trigger-sub", (id) => [sub(id, at)]);
    const input = {
      ...blankEventInput(nextWeek(), "America/Los_Angeles"),
      title: "Trigger Dinks",
      gameType: "Pickleball",
      location: { name: "Trigger Courts", address: "", lat: at.lat, lng: at.lng, placeId: null },
    };
    const ref = db().collection("events").doc();
    await ref.set({ ...storedFieldsOf(input, input.day, ""), ...newEventFields(creator.uid, "Organizer", null, 0), createdAt: Timestamp.now(), updated: Timestamp.now() });
    const deadline = Date.now() + 20_000;
    let notes = await notificationsOf(user.uid);
    while (notes.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      notes = await notificationsOf(user.uid);
    }
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "eventAlert", data: { eventId: ref.id } });
    // The run's record says what it did once it is finished.
    let record = await read(`eventAlerts/${ref.id}`);
    while (record?.finishedAt === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      record = await read(`eventAlerts/${ref.id}`);
    }
    expect(record).toMatchObject({ scanned: 1, alerted: 1 });
  });
});
