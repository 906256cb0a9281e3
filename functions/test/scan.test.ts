import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECK_IN_MESSAGES, type CheckInResult } from "@rallyhub/domain/scan/checkIn";
import { callError, callOk, closeAdmin, db, type TestUser } from "./callables";
import { createGame, dayIn, HOUR_MS, joinerOf, player, players, rsvp } from "./eventFixtures";

// checkInPlayer on the emulator (issue 11, the scan page): only the organizer,
// only on the day the game starts in its own time zone, only players going;
// recorded on the RSVP in a transaction, and idempotent.

beforeAll(async () => {
  // A function's first call starts its worker, and on a busy machine the emulator now and then loses that call: ask each until it answers.
  const answers = (name: string) => Promise.race([callError(name, {}).then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000))]);
  await Promise.all(
    ["checkInPlayer", "saveEvent", "rsvp"].map(async (name) => {
      for (let i = 0; i < 4 && !(await answers(name)); i++);
    }),
  );
}, 150_000);

afterAll(async () => {
  await closeAdmin();
});

/**
 * A fixed-offset zone whose clock shows late morning now (Etc/GMT-N is N hours
 * east of UTC), so that a game "later today" exists there whenever the tests run.
 */
function morningZone(now = Date.now()): { zone: string; day: string; time: string } {
  for (let east = -12; east <= 14; east++) {
    const zone = east === 0 ? "Etc/GMT" : east > 0 ? `Etc/GMT-${east}` : `Etc/GMT+${-east}`;
    const hour = new Date(now + east * HOUR_MS).getUTCHours();
    if (hour >= 8 && hour <= 13) return { zone, day: dayIn(now, zone), time: `${String(hour + 3).padStart(2, "0")}:00` };
  }
  throw new Error("no zone shows late morning now");
}

/** A game today (later today in its zone), with `going` going and `maybe` answering maybe. */
async function gameToday(organizer: TestUser, going: TestUser[] = [], maybe: TestUser[] = []): Promise<string> {
  const { zone, day, time } = morningZone();
  const eventId = await createGame(organizer, { day, timeStart: time, timeZone: zone, title: "Door night" });
  for (const p of going) await rsvp(p, eventId, "going");
  for (const p of maybe) await rsvp(p, eventId, "maybe");
  return eventId;
}

const checkIn = (caller: TestUser, eventId: string, uid: string) => callOk<CheckInResult>("checkInPlayer", { eventId, uid }, caller.token);
const checkInError = (caller: TestUser | null, eventId: string, uid: string) => callError("checkInPlayer", { eventId, uid }, caller?.token);

// Each test makes players, a game and RSVPs through the emulator: slow on a busy machine.
describe("checkInPlayer", { timeout: 90_000 }, () => {
  it("checks a going player in: checkedInAt and checkedInBy on their RSVP, and says who and where", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat] = await players("scan-p", ["Pat Going"] as const);
    const eventId = await gameToday(organizer, [pat]);
    const before = Date.now();
    const res = await checkIn(organizer, eventId, pat.uid);
    expect(res).toMatchObject({ uid: pat.uid, displayName: "Pat Going", eventTitle: "Door night", alreadyCheckedIn: false });
    expect(res.checkedInAt).toBeGreaterThanOrEqual(before - 5_000);
    const joiner = await joinerOf(eventId, pat.uid);
    expect(joiner?.rsvpStatus).toBe("going");
    expect(joiner?.checkedInBy).toBe(organizer.uid);
    expect((joiner?.checkedInAt as Timestamp).toMillis()).toBe(res.checkedInAt);
  });

  it("is idempotent: a second check-in changes nothing and reports the first one", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat] = await players("scan-p", ["Pat Twice"] as const);
    const eventId = await gameToday(organizer, [pat]);
    const first = await checkIn(organizer, eventId, pat.uid);
    const stored = await joinerOf(eventId, pat.uid);
    const second = await checkIn(organizer, eventId, pat.uid);
    expect(second).toEqual({ ...first, alreadyCheckedIn: true });
    expect(await joinerOf(eventId, pat.uid)).toEqual(stored);
  });

  it("checks in at once from two scanners: one check-in, both answers agree on its time", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat] = await players("scan-p", ["Pat Rush"] as const);
    const eventId = await gameToday(organizer, [pat]);
    const [a, b] = await Promise.all([checkIn(organizer, eventId, pat.uid), checkIn(organizer, eventId, pat.uid)]);
    expect([a.alreadyCheckedIn, b.alreadyCheckedIn].sort()).toEqual([false, true]);
    expect(a.checkedInAt).toBe(b.checkedInAt);
  });

  it("refuses anyone but the organizer, a player included, and writes nothing", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat, rival] = await players("scan-p", ["Pat Going", "Rita Rival"] as const);
    const eventId = await gameToday(organizer, [pat]);
    for (const caller of [rival, pat]) {
      const error = await checkInError(caller, eventId, pat.uid);
      expect(error).toMatchObject({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    }
    expect((await joinerOf(eventId, pat.uid))?.checkedInAt).toBeUndefined();
  });

  it("refuses a signed-out caller and bad input", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    expect(await checkInError(null, "e1", "u1")).toMatchObject({ status: "UNAUTHENTICATED", message: "Sign in to do this." });
    expect(await callError("checkInPlayer", { eventId: "e1" }, organizer.token)).toMatchObject({ status: "INVALID_ARGUMENT" });
    expect(await callError("checkInPlayer", { eventId: "a/b", uid: "u1" }, organizer.token)).toMatchObject({ status: "INVALID_ARGUMENT" });
    expect(await callError("checkInPlayer", { eventId: "e1", uid: "u1", at: 5 }, organizer.token)).toMatchObject({ status: "INVALID_ARGUMENT" });
  });

  it("says 'Game not found' for an unknown game", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    expect(await checkInError(organizer, "no-such-game", organizer.uid)).toMatchObject({ status: "NOT_FOUND", message: "Game not found" });
  });

  it("refuses a player who is not on the list, or not going", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat, mia, stranger] = await players("scan-p", ["Pat Going", "Mia Maybe", "Sam Stranger"] as const);
    const eventId = await gameToday(organizer, [pat], [mia]);
    expect(await checkInError(organizer, eventId, stranger.uid)).toMatchObject({ status: "NOT_FOUND", message: CHECK_IN_MESSAGES.notOnList });
    expect(await checkInError(organizer, eventId, mia.uid)).toMatchObject({ status: "FAILED_PRECONDITION", message: CHECK_IN_MESSAGES.notGoing });
    await rsvp(pat, eventId, "notGoing");
    expect(await checkInError(organizer, eventId, pat.uid)).toMatchObject({ status: "FAILED_PRECONDITION", message: CHECK_IN_MESSAGES.notGoing });
    expect((await joinerOf(eventId, mia.uid))?.checkedInAt).toBeUndefined();
  });

  it("refuses a game that is not today in its own time zone: tomorrow, or yesterday", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat] = await players("scan-p", ["Pat Going"] as const);
    const eventId = await gameToday(organizer, [pat]);
    const ref = db().doc(`events/${eventId}`);
    const start = ((await ref.get()).get("dateStart") as Timestamp).toMillis();
    for (const shift of [24 * HOUR_MS, -24 * HOUR_MS]) {
      await ref.update({ dateStart: Timestamp.fromMillis(start + shift) });
      expect(await checkInError(organizer, eventId, pat.uid)).toMatchObject({ status: "FAILED_PRECONDITION", message: CHECK_IN_MESSAGES.notToday });
    }
    // A game that started earlier today still takes check-ins.
    const { zone } = morningZone();
    const earlierToday = Date.now() - HOUR_MS;
    expect(dayIn(earlierToday, zone)).toBe(dayIn(Date.now(), zone));
    await ref.update({ dateStart: Timestamp.fromMillis(earlierToday) });
    expect((await checkIn(organizer, eventId, pat.uid)).alreadyCheckedIn).toBe(false);
  });

  it("judges 'today' in the game's zone, not the server's: a game whose day there is tomorrow is refused", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat] = await players("scan-p", ["Pat Going"] as const);
    const eventId = await gameToday(organizer, [pat]);
    const ref = db().doc(`events/${eventId}`);
    // Pick a zone where the game's start instant falls on another calendar day than "now" does there.
    const start = ((await ref.get()).get("dateStart") as Timestamp).toMillis();
    const zones = Array.from({ length: 27 }, (_, i) => i - 12).map((east) => (east === 0 ? "Etc/GMT" : east > 0 ? `Etc/GMT-${east}` : `Etc/GMT+${-east}`));
    const other = zones.find((zone) => dayIn(start, zone) !== dayIn(Date.now(), zone));
    if (!other) throw new Error("every zone sees the game today");
    await ref.update({ timeZone: other });
    expect(await checkInError(organizer, eventId, pat.uid)).toMatchObject({ status: "FAILED_PRECONDITION", message: CHECK_IN_MESSAGES.notToday });
  });

  it("refuses a cancelled game", async () => {
    const organizer = await player("scan-org", "Olive Organizer");
    const [pat] = await players("scan-p", ["Pat Going"] as const);
    const eventId = await gameToday(organizer, [pat]);
    await db().doc(`events/${eventId}`).update({ cancelled: true });
    expect(await checkInError(organizer, eventId, pat.uid)).toMatchObject({ status: "FAILED_PRECONDITION", message: CHECK_IN_MESSAGES.cancelled });
  });
});
