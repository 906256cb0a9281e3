import { Timestamp } from "firebase-admin/firestore";
import ngeohash from "ngeohash";
import { afterAll, describe, expect, it } from "vitest";
import { cellsOf, geoCellsOf, TEXT_LEVELS } from "@rallyhub/domain/geoCells";
import { callError, callOk, closeAdmin, db, exists, uniqueId, type TestUser } from "./callables";
import {
  addDays,
  countsFromRsvps,
  counters,
  createGame,
  daysAhead,
  eventDoc,
  gameInput,
  HOUR_MS,
  joinerOf,
  mailAbout,
  myRsvp,
  NO_EVENT_MAIL,
  noticesOf,
  north,
  player,
  players,
  randomPoint,
  rsvp,
  rsvpError,
  seedAvailability,
  seedProfile,
  statuses,
  weekDayNumber,
  weekWith,
  WEEKDAY_KEYS,
  zonedInstant,
  ZONE,
  type MyRsvp,
  type Saved,
} from "./eventFixtures";

// The events callables on the emulator (spec §3 Event, §6; issue 9): saveEvent
// and cancelEvent, the rsvp transaction and getMyRsvp, and the organizer's
// respondToRsvp, removeJoiner, messageJoiners, inviteToEvent and
// findAvailablePlayers. Every test makes its own players and games.

afterAll(async () => {
  await closeAdmin();
});

/** Games of one series, sorted by occurrence. */
async function seriesGames(seriesId: string): Promise<Array<Record<string, unknown> & { id: string }>> {
  const snap = await db().collection("events").where("seriesId", "==", seriesId).get();
  return snap.docs.map((d): Record<string, unknown> & { id: string } => ({ id: d.id, ...d.data() })).sort((a, b) => Number(a.occurrence) - Number(b.occurrence));
}

/** Asserts that the stored counters equal what the RSVPs say. */
async function expectCountersConsistent(eventId: string): Promise<void> {
  expect(await counters(eventId)).toEqual(await countsFromRsvps(eventId));
}

const millisOf = (value: unknown): number => (value as Timestamp).toMillis();

describe("saveEvent: creating a game", () => {
  it("stores the form with the spec's defaults, the computed fields and counters at 0", async () => {
    const organizer = await player("ev-org", "Olive Organizer");
    const day = daysAhead(3);
    const input = gameInput({ day });
    const res = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    expect(res.count).toBe(1);
    expect(res.eventId).toMatch(/^[A-Za-z0-9]{20}$/);

    const e = await eventDoc(res.eventId);
    const start = zonedInstant(day, "18:00");
    const loc = input.location as { lat: number; lng: number };
    expect(e).toMatchObject({
      title: "Pickup soccer",
      gameType: "Soccer",
      description: "Bring water.",
      day,
      timeStart: "18:00",
      timeZone: ZONE,
      // spec §9: duration 0 h 0 min, guestLimit 0; spec §3: the other defaults.
      duration: { hours: 0, minutes: 0 },
      guestLimit: 0,
      isPrivate: false,
      makePublicAfter: null,
      capacity: null,
      allowWaitlist: false,
      hasMinimumNeeded: false,
      minimumNeeded: null,
      hoursToCancelBefore: null,
      allowLateRsvp: false,
      creatorApprovalNeeded: false,
      allowParticipantGuests: false,
      chargeGuests: false,
      price: 0,
      reoccurringInfo: null,
      excludedDates: [],
      eventSlotGroup: [],
      favoritedList: [],
      rated: false,
      cancelled: false,
      hostingTeam: null,
      teamName: "",
      creatorId: organizer.uid,
      creatorName: "Olive Organizer",
      seriesId: null,
      occurrence: 0,
      goingCount: 0,
      maybeCount: 0,
      waitlistCount: 0,
      pendingCount: 0,
      attendeesPreview: [],
      location: { name: "Grant Park Fields", address: "337 E Randolph St, Chicago, IL", lat: loc.lat, lng: loc.lng, placeId: null, hash: ngeohash.encode(loc.lat, loc.lng, 9) },
    });
    expect(millisOf(e.dateStart)).toBe(start);
    // Duration 0: the game ends when it starts.
    expect(millisOf(e.dateEnd)).toBe(start);
    // Its cell at each level from 12 to 32 bits; those of whole geohash characters (15, 20, 25, 30 bits) are the geohash's prefixes.
    const cell = ngeohash.encode(loc.lat, loc.lng, 6);
    const geoCells = e.geoCells as Record<string, string>;
    expect(geoCells).toEqual(geoCellsOf(loc));
    expect(Object.keys(geoCells)).toHaveLength(21);
    expect([geoCells.l15, geoCells.l20, geoCells.l25, geoCells.l30]).toEqual([cell.slice(0, 3), cell.slice(0, 4), cell.slice(0, 5), cell]);
    expect(e.searchTokens).toEqual(expect.arrayContaining(["pi", "pickup", "so", "soccer", "gr", "grant", "fields", "chicago"]));
    // Words near the place: per text level, tokens of 3 letters or more joined to its cell there.
    const searchCells = e.searchCells as Record<string, string[]>;
    TEXT_LEVELS.forEach((level, i) => {
      const at = cellsOf(loc, TEXT_LEVELS)[i] ?? "";
      expect(searchCells[`l${level}`]).toEqual(expect.arrayContaining([`${at}:soccer`, `${at}:gra`]));
      expect(searchCells[`l${level}`]?.some((v) => v.endsWith(":so"))).toBe(false);
    });
    expect(e.createdAt).toBeInstanceOf(Timestamp);
    expect(
      await db()
        .collection(`events/${res.eventId}/joiners`)
        .count()
        .get()
        .then((s) => s.data().count),
    ).toBe(0);
  });

  it("stores dateEnd from the duration and keeps the chosen options", async () => {
    const organizer = await player("ev-org", "Olive Organizer");
    const day = daysAhead(4);
    const eventId = await createGame(organizer, {
      day,
      timeStart: "09:30",
      duration: { hours: 1, minutes: 45 },
      capacity: 12,
      allowWaitlist: true,
      allowParticipantGuests: true,
      guestLimit: 2,
      hoursToCancelBefore: 6,
      hasMinimumNeeded: true,
      minimumNeeded: 6,
    });
    const e = await eventDoc(eventId);
    const start = zonedInstant(day, "09:30");
    expect(millisOf(e.dateStart)).toBe(start);
    expect(millisOf(e.dateEnd)).toBe(start + 105 * 60_000);
    expect(e).toMatchObject({ capacity: 12, allowWaitlist: true, allowParticipantGuests: true, guestLimit: 2, hoursToCancelBefore: 6, hasMinimumNeeded: true, minimumNeeded: 6 });
  });

  it.each([
    ["a start in the past", { day: daysAhead(-1) }, "The start cannot be in the past"],
    ["a price above $1,000", { price: 5000 }, "The price is 0 for a free game, or $0.50 to $1,000 in dollars and cents"],
    ["an empty title", { title: "   " }, "Give the game a title"],
    ["no place", { location: null }, "Choose a place or an address from the list"],
    ["guests allowed with a limit of 0", { allowParticipantGuests: true, guestLimit: 0 }, "Guests per player must be 1 to 10 when guests are allowed"],
    ["0 spots", { capacity: 0 }, "Spots must be a whole number from 1 to 1000"],
  ])("refuses %s with the form's message, and writes nothing", async (_label, overrides, message) => {
    const organizer = await player("ev-org-bad", "Olive Organizer");
    const error = await callError("saveEvent", { event: gameInput(overrides) }, organizer.token);
    expect(error).toEqual({ status: "INVALID_ARGUMENT", message });
    expect((await db().collection("events").where("creatorId", "==", organizer.uid).get()).size).toBe(0);
  });

  it("refuses a form without a title", async () => {
    const organizer = await player("ev-org-bad", "Olive Organizer");
    const input = gameInput();
    delete input.title;
    const error = await callError("saveEvent", { event: input }, organizer.token);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.message).toMatch(/^event\.title: /);
    expect((await db().collection("events").where("creatorId", "==", organizer.uid).get()).size).toBe(0);
  });

  it("refuses a signed-out caller", async () => {
    const error = await callError("saveEvent", { event: gameInput() });
    expect(error.status).toBe("UNAUTHENTICATED");
  });

  it("hosts for a team the caller manages (its name stored), and refuses a team they do not manage", async () => {
    const [organizer, other] = await players("ev-team", ["Olive Organizer", "Mona Manager"]);
    const mine = uniqueId("team");
    const theirs = uniqueId("team");
    await db()
      .doc(`teams/${mine}`)
      .set({ name: "Olive's Club", creator: organizer.uid, managerIds: [organizer.uid], memberIds: [organizer.uid] });
    await db()
      .doc(`teams/${theirs}`)
      .set({ name: "Mona's Club", creator: other.uid, managerIds: [other.uid], memberIds: [other.uid, organizer.uid] });

    const eventId = await createGame(organizer, { hostingTeam: mine });
    expect(await eventDoc(eventId)).toMatchObject({ hostingTeam: mine, teamName: "Olive's Club" });

    const error = await callError("saveEvent", { event: gameInput({ hostingTeam: theirs }) }, organizer.token);
    expect(error).toEqual({ status: "PERMISSION_DENIED", message: "You can host only for a team you manage." });
    expect((await db().collection("events").where("hostingTeam", "==", theirs).get()).size).toBe(0);
  });

  it("an RSVP keeps its game's hosting team, also when the organizer changes it (the home's team filter asks by it)", async () => {
    const [organizer, fan] = await players("ev-team-copy", ["Olive Organizer", "Fay Fan"]);
    const club = uniqueId("team");
    await db()
      .doc(`teams/${club}`)
      .set({ name: "Olive's Club", creator: organizer.uid, managerIds: [organizer.uid], memberIds: [organizer.uid] });
    const eventId = await createGame(organizer, { hostingTeam: club });
    await rsvp(fan, eventId);
    expect(await joinerOf(eventId, fan.uid)).toMatchObject({ hostingTeam: club });
    const input = gameInput({ hostingTeam: null });
    await callOk("saveEvent", { eventId, scope: "one", event: { ...input, day: (await eventDoc(eventId)).day } }, organizer.token);
    expect(await joinerOf(eventId, fan.uid)).toMatchObject({ hostingTeam: null });
  });
});

describe("saveEvent: a weekly series", () => {
  /** A weekly series of 4 games on the weekday of its first day, with the second week skipped. */
  async function series(organizer: TestUser, overrides: Record<string, unknown> = {}) {
    const first = daysAhead(2);
    const skipped = addDays(first, 7);
    const input = gameInput({ day: first, reoccurringInfo: { frequency: "weekly", days: [weekDayNumber(first)], until: null, count: 4 }, excludedDates: [skipped], ...overrides });
    const res = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    return { res, input, first, skipped };
  }

  it("creates 4 games (seriesId = the first id, occurrences 0..3) and skips the excluded day", async () => {
    const organizer = await player("ev-series", "Olive Organizer");
    const { res, first, skipped } = await series(organizer);
    expect(res.count).toBe(4);
    const games = await seriesGames(res.eventId);
    expect(games.map((g) => g.occurrence)).toEqual([0, 1, 2, 3]);
    expect(games[0]?.id).toBe(res.eventId);
    expect(games.every((g) => g.seriesId === res.eventId)).toBe(true);
    const days = [first, addDays(first, 14), addDays(first, 21), addDays(first, 28)];
    expect(games.map((g) => g.day)).toEqual(days);
    expect(games.map((g) => g.day)).not.toContain(skipped);
    // Each game at 18:00 on its own day.
    expect(games.map((g) => millisOf(g.dateStart))).toEqual(days.map((d) => zonedInstant(d, "18:00")));
    expect(games.every((g) => g.goingCount === 0 && g.cancelled === false)).toBe(true);
  });

  it("editing one game changes only that game", async () => {
    const organizer = await player("ev-series", "Olive Organizer");
    const { res, input } = await series(organizer);
    const before = await seriesGames(res.eventId);
    const second = before[1];
    if (!second) throw new Error("no second game");
    await callOk<Saved>(
      "saveEvent",
      { eventId: second.id, scope: "one", event: { ...input, day: second.day, reoccurringInfo: null, excludedDates: [], title: "Cup final", timeStart: "20:00" } },
      organizer.token,
    );
    const after = await seriesGames(res.eventId);
    expect(after).toHaveLength(4);
    expect(after[1]).toMatchObject({ title: "Cup final", timeStart: "20:00", day: second.day, seriesId: res.eventId });
    expect(millisOf(after[1]?.dateStart)).toBe(zonedInstant(String(second.day), "20:00"));
    for (const i of [0, 2, 3]) {
      expect(after[i]?.title).toBe("Pickup soccer");
      expect(after[i]?.timeStart).toBe("18:00");
      expect(millisOf(after[i]?.dateStart)).toBe(millisOf(before[i]?.dateStart));
    }
  });

  it("editing the series changes every future game, each keeping its own day; past games stay", async () => {
    const organizer = await player("ev-series", "Olive Organizer");
    const { res, input } = await series(organizer);
    const before = await seriesGames(res.eventId);
    // A game of the series that has already been played.
    const pastId = uniqueId("past-game");
    const firstData: Record<string, unknown> = { ...before[0] };
    delete firstData.id;
    await db()
      .doc(`events/${pastId}`)
      .set({ ...firstData, title: "Played last week", day: daysAhead(-5), dateStart: Timestamp.fromMillis(Date.now() - 5 * 86_400_000), occurrence: 0, seriesId: res.eventId });

    const third = before[2];
    if (!third) throw new Error("no third game");
    const out = await callOk<Saved>("saveEvent", { eventId: third.id, scope: "series", event: { ...input, title: "Sunday league", timeStart: "19:15", capacity: 14 } }, organizer.token);
    expect(out.count).toBe(4);

    const after = (await seriesGames(res.eventId)).filter((g) => g.id !== pastId);
    expect(after.map((g) => g.id)).toEqual(before.map((g) => g.id));
    for (const [i, game] of after.entries()) {
      expect(game).toMatchObject({ title: "Sunday league", timeStart: "19:15", capacity: 14, day: before[i]?.day });
      expect(millisOf(game.dateStart)).toBe(zonedInstant(String(before[i]?.day), "19:15"));
    }
    expect((await eventDoc(pastId)).title).toBe("Played last week");
  });

  it("moving the whole series to another time tells the players of each game (eventChanged), not the organizer", async () => {
    const [organizer, a, b] = await players("ev-series-moved", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const { res, input } = await series(organizer);
    const games = await seriesGames(res.eventId);
    const [firstGame, secondGame] = games;
    if (!firstGame || !secondGame) throw new Error("no games");
    await rsvp(a, firstGame.id);
    await rsvp(b, secondGame.id);
    await callOk<Saved>("saveEvent", { eventId: res.eventId, scope: "series", event: { ...input, timeStart: "20:30" } }, organizer.token);
    expect(await noticesOf(a.uid, "eventChanged", firstGame.id)).toHaveLength(1);
    expect(await noticesOf(b.uid, "eventChanged", secondGame.id)).toHaveLength(1);
    expect(await noticesOf(a.uid, "eventChanged", secondGame.id)).toHaveLength(0);
    expect(await noticesOf(organizer.uid, "eventChanged")).toHaveLength(0);
    // Each RSVP keeps its game's new start (the home's Upcoming Events orders by it).
    for (const [game, player] of [
      [firstGame, a],
      [secondGame, b],
    ] as const) {
      expect(millisOf((await joinerOf(game.id, player.uid))?.dateStart)).toBe(millisOf((await eventDoc(game.id)).dateStart));
    }
    expect(millisOf((await joinerOf(firstGame.id, a.uid))?.dateStart)).toBe(zonedInstant(String(firstGame.day), "20:30"));
    // A rename alone moves nothing: nobody is told again.
    await callOk<Saved>("saveEvent", { eventId: res.eventId, scope: "series", event: { ...input, timeStart: "20:30", title: "Renamed" } }, organizer.token);
    expect(await noticesOf(a.uid, "eventChanged", firstGame.id)).toHaveLength(1);
    // ...but the RSVPs take the new title.
    expect(await joinerOf(firstGame.id, a.uid)).toMatchObject({ title: "Renamed" });
  });

  it("the organizer cancels the series from one game on (scope series): earlier games stay", async () => {
    const [organizer, fan] = await players("ev-series-cancel", ["Olive Organizer", "Fay Fan"]);
    const { res } = await series(organizer);
    const games = await seriesGames(res.eventId);
    const [g0, g1, g2, g3] = games;
    if (!g0 || !g1 || !g2 || !g3) throw new Error("expected 4 games");
    await rsvp(fan, g2.id);
    const out = await callOk<{ cancelled: number }>("cancelEvent", { eventId: g1.id, scope: "series" }, organizer.token);
    expect(out.cancelled).toBe(3);
    const after = await seriesGames(res.eventId);
    expect(after.map((g) => g.cancelled)).toEqual([false, true, true, true]);
    expect(await noticesOf(fan.uid, "eventCancelled", g2.id)).toHaveLength(1);
    // The fan's RSVP says so too: the home's Upcoming Events leaves the game out.
    expect(await joinerOf(g2.id, fan.uid)).toMatchObject({ cancelled: true });
  });
});

describe("saveEvent: spots and the players going", () => {
  it("refuses lowering spots below the players going, with the count, and changes nothing", async () => {
    const [organizer, a, b] = await players("ev-spots", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const input = gameInput({ capacity: 3 });
    const { eventId } = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    const error = await callError("saveEvent", { eventId, event: { ...input, capacity: 1 } }, organizer.token);
    expect(error).toEqual({ status: "FAILED_PRECONDITION", message: "2 spots are already taken (players and their guests): there must be at least 2." });
    expect((await eventDoc(eventId)).capacity).toBe(3);
    // Exactly as many spots as those going is fine.
    await callOk("saveEvent", { eventId, event: { ...input, capacity: 2 } }, organizer.token);
    expect((await eventDoc(eventId)).capacity).toBe(2);
  });

  it("counts guests: one player with a guest going makes the minimum 2 spots", async () => {
    const [organizer, a] = await players("ev-spots", ["Olive Organizer", "Ann Able"]);
    const input = gameInput({ capacity: 4, allowParticipantGuests: true, guestLimit: 2 });
    const { eventId } = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    await rsvp(a, eventId, "going", 1);
    const error = await callError("saveEvent", { eventId, event: { ...input, capacity: 1 } }, organizer.token);
    expect(error).toEqual({ status: "FAILED_PRECONDITION", message: "2 spots are already taken (players and their guests): there must be at least 2." });
  });

  it("raising spots moves the head of the waitlist up at once, and tells them", async () => {
    const [organizer, a, b, c] = await players("ev-spots", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole"]);
    const input = gameInput({ capacity: 1, allowWaitlist: true });
    const { eventId } = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    expect((await rsvp(a, eventId)).status).toBe("going");
    expect((await rsvp(b, eventId)).status).toBe("waitlist");
    expect((await rsvp(c, eventId)).status).toBe("waitlist");

    await callOk("saveEvent", { eventId, event: { ...input, capacity: 2 } }, organizer.token);
    expect(await statuses(eventId)).toEqual({ [a.uid]: "going", [b.uid]: "going", [c.uid]: "waitlist" });
    expect(await counters(eventId)).toEqual({ goingCount: 2, maybeCount: 0, waitlistCount: 1, pendingCount: 0 });
    expect(await noticesOf(b.uid, "rsvpPromoted", eventId)).toHaveLength(1);
    expect(await noticesOf(c.uid, "rsvpPromoted", eventId)).toHaveLength(0);
    expect(await myRsvp(c, eventId)).toEqual({ status: "waitlist", guests: 0, position: 1 });
  });

  it("removing the limit (spots: none) moves the whole waitlist up", async () => {
    const [organizer, a, b, c] = await players("ev-spots", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole"]);
    const input = gameInput({ capacity: 1, allowWaitlist: true });
    const { eventId } = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    await rsvp(c, eventId);
    await callOk("saveEvent", { eventId, event: { ...input, capacity: null } }, organizer.token);
    expect(await statuses(eventId)).toEqual({ [a.uid]: "going", [b.uid]: "going", [c.uid]: "going" });
    await expectCountersConsistent(eventId);
  });

  it("raising spots for the whole series moves waitlisted players up too", async () => {
    const [organizer, a, b] = await players("ev-spots-series", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const first = daysAhead(2);
    const input = gameInput({ day: first, capacity: 1, allowWaitlist: true, reoccurringInfo: { frequency: "weekly", days: [weekDayNumber(first)], until: null, count: 2 } });
    const { eventId } = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    await rsvp(a, eventId);
    expect((await rsvp(b, eventId)).status).toBe("waitlist");
    await callOk("saveEvent", { eventId, scope: "series", event: { ...input, capacity: 2 } }, organizer.token);
    expect((await eventDoc(eventId)).capacity).toBe(2);
    expect(await statuses(eventId)).toEqual({ [a.uid]: "going", [b.uid]: "going" });
    await expectCountersConsistent(eventId);
  });

  it("refuses lowering spots below the players going for the whole series", async () => {
    const [organizer, a, b] = await players("ev-spots-series", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const first = daysAhead(2);
    const input = gameInput({ day: first, capacity: 5, reoccurringInfo: { frequency: "weekly", days: [weekDayNumber(first)], until: null, count: 2 } });
    const { eventId } = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    const second = (await seriesGames(eventId))[1];
    if (!second) throw new Error("no second game");
    await rsvp(a, second.id);
    await rsvp(b, second.id);
    const error = await callError("saveEvent", { eventId, scope: "series", event: { ...input, capacity: 1, title: "Renamed" } }, organizer.token);
    expect(error).toEqual({ status: "FAILED_PRECONDITION", message: "2 spots are already taken (players and their guests): there must be at least 2." });
    // Nothing of the series changed.
    expect((await seriesGames(eventId)).map((g) => [g.title, g.capacity])).toEqual([
      ["Pickup soccer", 5],
      ["Pickup soccer", 5],
    ]);
  });

  it("only the organizer edits a game; a cancelled game cannot be edited", async () => {
    const [organizer, other] = await players("ev-edit", ["Olive Organizer", "Oscar Other"]);
    const input = gameInput();
    const { eventId } = await callOk<Saved>("saveEvent", { event: input }, organizer.token);
    expect(await callError("saveEvent", { eventId, event: { ...input, title: "Mine now" } }, other.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    await callOk("cancelEvent", { eventId }, organizer.token);
    expect(await callError("saveEvent", { eventId, event: { ...input, title: "Back on" } }, organizer.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "This game was cancelled: it cannot be edited.",
    });
    expect((await eventDoc(eventId)).title).toBe("Pickup soccer");
  });
});

describe("rsvp", () => {
  it("going while spots remain: the RSVP, the counters and the organizer's notice (rsvpJoined)", async () => {
    const [organizer, a] = await players("ev-rsvp", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { capacity: 2 });
    expect(await rsvp(a, eventId)).toEqual({ status: "going", guests: 0, promoted: 0 });
    expect(await joinerOf(eventId, a.uid)).toMatchObject({
      uid: a.uid,
      displayName: "Ann Able",
      rsvpStatus: "going",
      guests: 0,
      queuedAt: null,
      hostingTeam: null,
      title: "Pickup soccer",
      cancelled: false,
    });
    expect((await joinerOf(eventId, a.uid))?.locationName).toBe(((await eventDoc(eventId)).location as { name: string }).name);
    // The game's start, copied for the player's next games in order.
    expect(millisOf((await joinerOf(eventId, a.uid))?.dateStart)).toBe(millisOf((await eventDoc(eventId)).dateStart));
    // Its end and zone too: the list shows the game's one time (issue 31).
    expect(millisOf((await joinerOf(eventId, a.uid))?.dateEnd)).toBe(millisOf((await eventDoc(eventId)).dateEnd));
    expect((await joinerOf(eventId, a.uid))?.timeZone).toBe((await eventDoc(eventId)).timeZone);
    expect(await counters(eventId)).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: 0, pendingCount: 0 });
    const notices = await noticesOf(organizer.uid, "rsvpJoined", eventId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ userId: organizer.uid, read: false, message: "Ann Able is going to Pickup soccer.", data: { eventId, uid: a.uid } });
    expect(await mailAbout(organizer.email, eventId)).toHaveLength(1);
    // Players whose upcoming games are public show in the preview.
    expect((await eventDoc(eventId)).attendeesPreview).toEqual([{ uid: a.uid, displayName: "Ann Able", photoURL: "" }]);
  });

  it("maybe, then not going: counters follow and nobody is left on the list", async () => {
    const [organizer, a] = await players("ev-rsvp", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { capacity: 2 });
    expect((await rsvp(a, eventId, "maybe")).status).toBe("maybe");
    expect(await counters(eventId)).toEqual({ goingCount: 0, maybeCount: 1, waitlistCount: 0, pendingCount: 0 });
    expect((await rsvp(a, eventId, "notGoing")).status).toBe("notGoing");
    expect(await counters(eventId)).toEqual({ goingCount: 0, maybeCount: 0, waitlistCount: 0, pendingCount: 0 });
  });

  it("a full game with a waitlist: later players wait in arrival order", async () => {
    const [organizer, a, b, c, d] = await players("ev-wait", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole", "Di Dean"]);
    const eventId = await createGame(organizer, { capacity: 1, allowWaitlist: true });
    expect((await rsvp(a, eventId)).status).toBe("going");
    for (const p of [b, c, d]) expect((await rsvp(p, eventId)).status).toBe("waitlist");
    const queued = await Promise.all([b, c, d].map(async (p) => Number((await joinerOf(eventId, p.uid))?.queuedAt)));
    expect(queued).toEqual([...queued].sort((x, y) => x - y));
    expect(new Set(queued).size).toBe(3);
    expect(await counters(eventId)).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: 3, pendingCount: 0 });
    // getMyRsvp: the position on the waitlist, 1 = next.
    expect(await myRsvp(b, eventId)).toEqual({ status: "waitlist", guests: 0, position: 1 });
    expect(await myRsvp(c, eventId)).toEqual({ status: "waitlist", guests: 0, position: 2 });
    expect(await myRsvp(d, eventId)).toEqual({ status: "waitlist", guests: 0, position: 3 });
    expect(await myRsvp(a, eventId)).toEqual({ status: "going", guests: 0, position: null });
    expect(await myRsvp(organizer, eventId)).toEqual({ status: null, guests: 0, position: null });
  });

  it("a full game without a waitlist: refused with 'This game is full.' and nothing written", async () => {
    const [organizer, a, b] = await players("ev-full", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const eventId = await createGame(organizer, { capacity: 1 });
    await rsvp(a, eventId);
    expect(await rsvpError(b, eventId)).toEqual({ status: "RESOURCE_EXHAUSTED", message: "This game is full." });
    expect(await joinerOf(eventId, b.uid)).toBeUndefined();
    expect(await counters(eventId)).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: 0, pendingCount: 0 });
  });

  it("the same answer twice leaves one RSVP and the count unchanged", async () => {
    const [organizer, a] = await players("ev-twice", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { capacity: 5 });
    await rsvp(a, eventId);
    expect(await rsvp(a, eventId)).toEqual({ status: "going", guests: 0, promoted: 0 });
    expect(Object.keys(await statuses(eventId))).toEqual([a.uid]);
    expect((await counters(eventId)).goingCount).toBe(1);
    // The organizer heard of the join once.
    expect(await noticesOf(organizer.uid, "rsvpJoined", eventId)).toHaveLength(1);
  });

  it("the same answer sent twice at once (a double tap) also counts once", async () => {
    const [organizer, a] = await players("ev-twice", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { capacity: 5 });
    const both = await Promise.all([rsvp(a, eventId), rsvp(a, eventId)]);
    expect(both.map((r) => r.status)).toEqual(["going", "going"]);
    expect(Object.keys(await statuses(eventId))).toEqual([a.uid]);
    expect((await counters(eventId)).goingCount).toBe(1);
  });

  it("guests count toward the spots; more than the limit, or guests where none are allowed, are refused", async () => {
    const [organizer, a, b, c] = await players("ev-guests", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole"]);
    const eventId = await createGame(organizer, { capacity: 4, allowParticipantGuests: true, guestLimit: 2 });
    expect(await rsvpError(a, eventId, "going", 3)).toEqual({ status: "INVALID_ARGUMENT", message: "You can bring at most 2 guests." });
    expect(await rsvp(a, eventId, "going", 2)).toEqual({ status: "going", guests: 2, promoted: 0 });
    expect((await counters(eventId)).goingCount).toBe(3);
    expect((await joinerOf(eventId, a.uid))?.guests).toBe(2);
    // One spot left: a player with a guest does not fit.
    expect(await rsvpError(b, eventId, "going", 1)).toEqual({ status: "RESOURCE_EXHAUSTED", message: "This game is full." });
    expect((await rsvp(b, eventId, "going", 0)).status).toBe("going");
    expect(await rsvpError(c, eventId)).toEqual({ status: "RESOURCE_EXHAUSTED", message: "This game is full." });
    // A going player cannot add guests beyond the spots left.
    expect(await rsvpError(b, eventId, "going", 1)).toEqual({ status: "RESOURCE_EXHAUSTED", message: "There are not enough spots left for your guests." });
    // Dropping a guest frees a spot.
    expect((await rsvp(a, eventId, "going", 1)).status).toBe("going");
    expect((await counters(eventId)).goingCount).toBe(3);
    expect((await rsvp(c, eventId)).status).toBe("going");
    await expectCountersConsistent(eventId);

    const noGuests = await createGame(organizer, { capacity: 4 });
    expect(await rsvpError(a, noGuests, "going", 1)).toEqual({ status: "INVALID_ARGUMENT", message: "This game does not allow guests." });
  });

  it("a going player cannot cancel inside hoursToCancelBefore; a waitlisted one can", async () => {
    const [organizer, a, b] = await players("ev-cutoff", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    // The game starts in about 3 days: a 168-hour cut-off has begun.
    const eventId = await createGame(organizer, { capacity: 1, allowWaitlist: true, hoursToCancelBefore: 168 });
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    expect(await rsvpError(a, eventId, "notGoing")).toEqual({
      status: "FAILED_PRECONDITION",
      message: "Cancellations close 168 hours before the start: ask the organizer to take you off the list.",
    });
    expect((await joinerOf(eventId, a.uid))?.rsvpStatus).toBe("going");
    expect((await rsvp(b, eventId, "notGoing")).status).toBe("notGoing");
    await expectCountersConsistent(eventId);
  });

  it("inside the cut-off a going player cannot give up the spot by answering maybe", async () => {
    const [organizer, a, b] = await players("ev-cutoff-maybe", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const eventId = await createGame(organizer, { capacity: 1, allowWaitlist: true, hoursToCancelBefore: 168 });
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    const res = await callOk<{ status: string }>("rsvp", { eventId, choice: "maybe", guests: 0 }, a.token).catch((e: unknown) => ({ status: String(e) }));
    expect(res.status).toContain("FAILED_PRECONDITION: Cancellations close 168 hours before the start");
    expect(await statuses(eventId)).toEqual({ [a.uid]: "going", [b.uid]: "waitlist" });
  });

  it("before the cut-off a going player cancels", async () => {
    const [organizer, a] = await players("ev-cutoff", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { capacity: 1, hoursToCancelBefore: 2 });
    await rsvp(a, eventId);
    expect((await rsvp(a, eventId, "notGoing")).status).toBe("notGoing");
    expect((await counters(eventId)).goingCount).toBe(0);
  });

  it("cancelling frees the spot: the FIRST on the waitlist moves up at once and is told (rsvpPromoted)", async () => {
    const [organizer, a, b, c] = await players("ev-promote", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole"]);
    const eventId = await createGame(organizer, { capacity: 1, allowWaitlist: true });
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    await rsvp(c, eventId);
    expect(await rsvp(a, eventId, "notGoing")).toEqual({ status: "notGoing", guests: 0, promoted: 1 });
    expect(await statuses(eventId)).toEqual({ [a.uid]: "notGoing", [b.uid]: "going", [c.uid]: "waitlist" });
    expect(await counters(eventId)).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: 1, pendingCount: 0 });
    const promoted = await noticesOf(b.uid, "rsvpPromoted", eventId);
    expect(promoted).toHaveLength(1);
    expect(promoted[0]).toMatchObject({ title: "You're in!", message: "A spot opened up: you're going to Pickup soccer.", read: false });
    expect(await mailAbout(b.email, eventId)).toHaveLength(1);
    expect(await noticesOf(c.uid, "rsvpPromoted", eventId)).toHaveLength(0);
    expect(await myRsvp(c, eventId)).toEqual({ status: "waitlist", guests: 0, position: 1 });
    expect((await joinerOf(eventId, b.uid))?.queuedAt).toBeNull();
  });

  it("going → maybe frees the spot too", async () => {
    const [organizer, a, b] = await players("ev-promote", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const eventId = await createGame(organizer, { capacity: 1, allowWaitlist: true });
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    expect(await rsvp(a, eventId, "maybe")).toEqual({ status: "maybe", guests: 0, promoted: 1 });
    expect(await statuses(eventId)).toEqual({ [a.uid]: "maybe", [b.uid]: "going" });
    await expectCountersConsistent(eventId);
  });

  it("nobody is skipped: while the head of the waitlist (with guests) does not fit, nobody behind moves up", async () => {
    const [organizer, a, b, c, d, e] = await players("ev-noskip", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole", "Di Dean", "Ed Eve"]);
    const eventId = await createGame(organizer, { capacity: 3, allowWaitlist: true, allowParticipantGuests: true, guestLimit: 2 });
    for (const p of [a, b, c]) await rsvp(p, eventId);
    expect((await rsvp(d, eventId, "going", 2)).status).toBe("waitlist");
    expect((await rsvp(e, eventId)).status).toBe("waitlist");

    expect((await rsvp(a, eventId, "notGoing")).promoted).toBe(0);
    expect((await rsvp(b, eventId, "notGoing")).promoted).toBe(0);
    expect(await statuses(eventId)).toMatchObject({ [d.uid]: "waitlist", [e.uid]: "waitlist" });
    expect(await noticesOf(e.uid, "rsvpPromoted", eventId)).toHaveLength(0);

    // Three spots free: D and their two guests move up; E waits (no room left).
    expect((await rsvp(c, eventId, "notGoing")).promoted).toBe(1);
    expect(await statuses(eventId)).toMatchObject({ [d.uid]: "going", [e.uid]: "waitlist" });
    expect(await counters(eventId)).toEqual({ goingCount: 3, maybeCount: 0, waitlistCount: 1, pendingCount: 0 });
    expect(await myRsvp(e, eventId)).toEqual({ status: "waitlist", guests: 0, position: 1 });
  });

  it("a newcomer does not jump the waitlist while players wait for a free spot", async () => {
    const [organizer, a, b, d, e, late] = await players("ev-jump", ["Olive Organizer", "Ann Able", "Ben Baker", "Di Dean", "Ed Eve", "Lu Late"]);
    const eventId = await createGame(organizer, { capacity: 3, allowWaitlist: true, allowParticipantGuests: true, guestLimit: 2 });
    await rsvp(a, eventId);
    await rsvp(b, eventId, "going", 1);
    expect((await rsvp(d, eventId, "going", 2)).status).toBe("waitlist");
    expect((await rsvp(e, eventId)).status).toBe("waitlist");
    // B drops their guest: one spot free, D (3 seats) does not fit, so nobody moves up.
    expect((await rsvp(b, eventId, "going", 0)).promoted).toBe(0);
    expect((await counters(eventId)).goingCount).toBe(2);
    // Lu arrives last: they should queue behind D and E, not take the spot.
    expect((await rsvp(late, eventId)).status).toBe("waitlist");
    expect((await joinerOf(eventId, e.uid))?.rsvpStatus).toBe("waitlist");
  });

  it("creatorApprovalNeeded: a request waits (pending) and the organizer is asked (rsvpRequest)", async () => {
    const [organizer, a] = await players("ev-approve", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { capacity: 2, creatorApprovalNeeded: true });
    expect(await rsvp(a, eventId)).toEqual({ status: "pending", guests: 0, promoted: 0 });
    expect(await counters(eventId)).toEqual({ goingCount: 0, maybeCount: 0, waitlistCount: 0, pendingCount: 1 });
    expect(await noticesOf(organizer.uid, "rsvpRequest", eventId)).toHaveLength(1);
    expect(await noticesOf(organizer.uid, "rsvpJoined", eventId)).toHaveLength(0);
    expect(await myRsvp(a, eventId)).toEqual({ status: "pending", guests: 0, position: null });
    // The organizer's own answer needs no approval.
    expect((await rsvp(organizer, eventId)).status).toBe("going");
  });

  it("errors: an unknown game, a cancelled game, a private game to a stranger, a signed-out caller", async () => {
    const [organizer, a] = await players("ev-errors", ["Olive Organizer", "Ann Able"]);
    expect(await rsvpError(a, uniqueId("no-such-game"))).toEqual({ status: "NOT_FOUND", message: "Game not found" });

    const cancelled = await createGame(organizer);
    await callOk("cancelEvent", { eventId: cancelled }, organizer.token);
    expect(await rsvpError(a, cancelled)).toEqual({ status: "FAILED_PRECONDITION", message: "This game was cancelled." });

    const hidden = await createGame(organizer, { isPrivate: true });
    expect(await rsvpError(a, hidden)).toEqual({ status: "NOT_FOUND", message: "Game not found" });
    expect(await joinerOf(hidden, a.uid)).toBeUndefined();
    // Its creator answers their own private game.
    expect((await rsvp(organizer, hidden)).status).toBe("going");

    expect((await callError("rsvp", { eventId: hidden, choice: "going" })).status).toBe("UNAUTHENTICATED");
  });

  it("a private game whose makePublicAfter has passed is open to everyone", async () => {
    const [organizer, a] = await players("ev-opens", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { isPrivate: true });
    await db()
      .doc(`events/${eventId}`)
      .update({ makePublicAfter: Timestamp.fromMillis(Date.now() - HOUR_MS) });
    expect((await rsvp(a, eventId)).status).toBe("going");
  });

  it("a player the organizer blocked cannot see the game ('Game not found')", async () => {
    const [organizer, a] = await players("ev-blocked", ["Olive Organizer", "Ann Able"]);
    await db()
      .doc(`users/${organizer.uid}`)
      .update({ blockedUids: [a.uid], "privacySettings.blocklist": [a.uid] });
    const eventId = await createGame(organizer);
    expect(await rsvpError(a, eventId)).toEqual({ status: "NOT_FOUND", message: "Game not found" });
  });

  it("a player who turned e-mail off for games gets the notice in the app only", async () => {
    const organizer = await player("ev-mailoff", "Olive Organizer", { notificationSettings: NO_EVENT_MAIL });
    const a = await player("ev-mailoff", "Ann Able");
    const eventId = await createGame(organizer);
    await rsvp(a, eventId);
    expect(await noticesOf(organizer.uid, "rsvpJoined", eventId)).toHaveLength(1);
    expect(await mailAbout(organizer.email, eventId)).toHaveLength(0);
  });
});

describe("respondToRsvp", () => {
  /** A game with one spot that needs the organizer's approval, and two players asking to join. */
  async function pendingGame(overrides: Record<string, unknown> = {}) {
    const [organizer, a, b] = await players("ev-respond", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const eventId = await createGame(organizer, { capacity: 1, creatorApprovalNeeded: true, ...overrides });
    expect((await rsvp(a, eventId)).status).toBe("pending");
    expect((await rsvp(b, eventId)).status).toBe("pending");
    return { organizer, a, b, eventId };
  }

  it("approve → going, counted, and the player is told (rsvpApproved)", async () => {
    const { organizer, a, eventId } = await pendingGame();
    expect(await callOk("respondToRsvp", { eventId, uid: a.uid, approve: true }, organizer.token)).toEqual({ status: "going" });
    expect((await joinerOf(eventId, a.uid))?.rsvpStatus).toBe("going");
    expect(await counters(eventId)).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: 0, pendingCount: 1 });
    expect(await noticesOf(a.uid, "rsvpApproved", eventId)).toHaveLength(1);
  });

  it("approving when full → waitlist; the approved player moves up when the spot frees", async () => {
    const { organizer, a, b, eventId } = await pendingGame({ allowWaitlist: true });
    // The organizer takes the only spot (their own answer needs no approval).
    expect((await rsvp(organizer, eventId)).status).toBe("going");
    expect(await callOk("respondToRsvp", { eventId, uid: a.uid, approve: true }, organizer.token)).toEqual({ status: "waitlist" });
    expect(await callOk("respondToRsvp", { eventId, uid: b.uid, approve: true }, organizer.token)).toEqual({ status: "waitlist" });
    expect(await noticesOf(a.uid, "rsvpApproved", eventId)).toHaveLength(1);
    expect(await statuses(eventId)).toEqual({ [organizer.uid]: "going", [a.uid]: "waitlist", [b.uid]: "waitlist" });
    expect(await counters(eventId)).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: 2, pendingCount: 0 });
    expect(await myRsvp(a, eventId)).toEqual({ status: "waitlist", guests: 0, position: 1 });
    expect(await myRsvp(b, eventId)).toEqual({ status: "waitlist", guests: 0, position: 2 });
    expect((await rsvp(organizer, eventId, "notGoing")).promoted).toBe(1);
    expect(await statuses(eventId)).toMatchObject({ [a.uid]: "going", [b.uid]: "waitlist" });
    expect(await noticesOf(a.uid, "rsvpPromoted", eventId)).toHaveLength(1);
  });

  it("approving when full without a waitlist is refused", async () => {
    const { organizer, a, eventId } = await pendingGame();
    await rsvp(organizer, eventId);
    expect(await callError("respondToRsvp", { eventId, uid: a.uid, approve: true }, organizer.token)).toEqual({
      status: "RESOURCE_EXHAUSTED",
      message: "This game is full: turn on the waitlist or add spots to take them.",
    });
    expect((await joinerOf(eventId, a.uid))?.rsvpStatus).toBe("pending");
  });

  it("decline → declined (and told); the player cannot ask again", async () => {
    const { organizer, a, eventId } = await pendingGame();
    expect(await callOk("respondToRsvp", { eventId, uid: a.uid, approve: false }, organizer.token)).toEqual({ status: "declined" });
    expect((await joinerOf(eventId, a.uid))?.rsvpStatus).toBe("declined");
    expect(await noticesOf(a.uid, "rsvpDeclined", eventId)).toHaveLength(1);
    expect(await counters(eventId)).toEqual({ goingCount: 0, maybeCount: 0, waitlistCount: 0, pendingCount: 1 });
    expect(await rsvpError(a, eventId)).toEqual({ status: "FAILED_PRECONDITION", message: "The organizer declined your request to join." });
    expect(await callError("respondToRsvp", { eventId, uid: a.uid, approve: true }, organizer.token)).toEqual({ status: "FAILED_PRECONDITION", message: "That request was already answered." });
  });

  it("an invited player declined on a private game cannot ask again", async () => {
    const [organizer, a] = await players("ev-respond-private", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer, { isPrivate: true, creatorApprovalNeeded: true });
    await callOk("inviteToEvent", { eventId, uid: a.uid }, organizer.token);
    expect((await rsvp(a, eventId)).status).toBe("pending");
    await callOk("respondToRsvp", { eventId, uid: a.uid, approve: false }, organizer.token);
    // Still invited, so the game is visible to them; the answer stays no.
    expect(await rsvpError(a, eventId)).toEqual({ status: "FAILED_PRECONDITION", message: "The organizer declined your request to join." });
  });

  it("only the organizer answers", async () => {
    const { a, b, eventId } = await pendingGame();
    expect(await callError("respondToRsvp", { eventId, uid: b.uid, approve: true }, a.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    expect((await joinerOf(eventId, b.uid))?.rsvpStatus).toBe("pending");
  });
});

describe("THE RACE: two players ask for the last spot at the same moment", () => {
  const ROUNDS = 5;

  it(`with a waitlist: exactly one goes, the other waits (${ROUNDS} rounds)`, async () => {
    const [organizer, early, x, y] = await players("ev-race", ["Olive Organizer", "Ann Able", "Xena Xu", "Yan Yo"]);
    for (let round = 0; round < ROUNDS; round += 1) {
      const eventId = await createGame(organizer, { capacity: 2, allowWaitlist: true, title: `Race ${round}` });
      await rsvp(early, eventId);
      const results = await Promise.all([rsvp(x, eventId), rsvp(y, eventId)]);
      expect(results.map((r) => r.status).sort()).toEqual(["going", "waitlist"]);
      const all = await statuses(eventId);
      expect(Object.values(all).sort()).toEqual(["going", "going", "waitlist"]);
      expect(await counters(eventId)).toEqual({ goingCount: 2, maybeCount: 0, waitlistCount: 1, pendingCount: 0 });
      await expectCountersConsistent(eventId);
    }
  }, 240_000);

  it(`without a waitlist: exactly one goes, the other is told the game is full (${ROUNDS} rounds)`, async () => {
    const [organizer, x, y] = await players("ev-race", ["Olive Organizer", "Xena Xu", "Yan Yo"]);
    for (let round = 0; round < ROUNDS; round += 1) {
      const eventId = await createGame(organizer, { capacity: 1, title: `Race ${round}` });
      const settled = await Promise.allSettled([rsvp(x, eventId), rsvp(y, eventId)]);
      const ok = settled.filter((s) => s.status === "fulfilled");
      const refused = settled.filter((s): s is PromiseRejectedResult => s.status === "rejected");
      expect(ok.map((s) => s.value.status)).toEqual(["going"]);
      expect(refused).toHaveLength(1);
      expect(String(refused[0]?.reason)).toContain("RESOURCE_EXHAUSTED: This game is full.");
      expect(Object.values(await statuses(eventId))).toEqual(["going"]);
      expect((await counters(eventId)).goingCount).toBe(1);
      await expectCountersConsistent(eventId);
    }
  }, 240_000);

  it(`a cancellation racing a newcomer: the waitlist head gets the spot, the newcomer queues (${ROUNDS} rounds)`, async () => {
    const [organizer, a, b, c] = await players("ev-race", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole"]);
    for (let round = 0; round < ROUNDS; round += 1) {
      const eventId = await createGame(organizer, { capacity: 1, allowWaitlist: true, title: `Race ${round}` });
      await rsvp(a, eventId);
      await rsvp(b, eventId);
      await Promise.all([rsvp(a, eventId, "notGoing"), rsvp(c, eventId)]);
      expect(await statuses(eventId)).toEqual({ [a.uid]: "notGoing", [b.uid]: "going", [c.uid]: "waitlist" });
      await expectCountersConsistent(eventId);
    }
  }, 240_000);

  it("five players for two spots at once: two go, three wait in distinct places 1..3", async () => {
    const [organizer, ...racers] = await players("ev-race5", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole", "Di Dean", "Ed Eve"]);
    const eventId = await createGame(organizer, { capacity: 2, allowWaitlist: true });
    const results = await Promise.all(racers.map((p) => rsvp(p, eventId)));
    expect(results.filter((r) => r.status === "going")).toHaveLength(2);
    expect(results.filter((r) => r.status === "waitlist")).toHaveLength(3);
    await expectCountersConsistent(eventId);
    const positions = (await Promise.all(racers.map((p) => myRsvp(p, eventId)))).map((r: MyRsvp) => r.position).filter((p): p is number => p !== null);
    expect(positions.sort()).toEqual([1, 2, 3]);
  }, 240_000);
});

describe("removeJoiner", () => {
  it("takes a player off the list, tells them, and moves the waitlist up", async () => {
    const [organizer, a, b] = await players("ev-remove", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const eventId = await createGame(organizer, { capacity: 1, allowWaitlist: true });
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    expect(await callOk("removeJoiner", { eventId, uid: a.uid }, organizer.token)).toEqual({ promoted: 1 });
    expect(await joinerOf(eventId, a.uid)).toBeUndefined();
    expect(await statuses(eventId)).toEqual({ [b.uid]: "going" });
    expect(await counters(eventId)).toEqual({ goingCount: 1, maybeCount: 0, waitlistCount: 0, pendingCount: 0 });
    expect(await noticesOf(a.uid, "rsvpRemoved", eventId)).toHaveLength(1);
    expect(await noticesOf(b.uid, "rsvpPromoted", eventId)).toHaveLength(1);
    expect((await eventDoc(eventId)).attendeesPreview).toEqual([{ uid: b.uid, displayName: "Ben Baker", photoURL: "" }]);
  });

  it("refuses a player who is not on the list, and a caller who is not the organizer", async () => {
    const [organizer, a, b] = await players("ev-remove", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const eventId = await createGame(organizer, { capacity: 3 });
    await rsvp(a, eventId);
    expect(await callError("removeJoiner", { eventId, uid: b.uid }, organizer.token)).toEqual({ status: "NOT_FOUND", message: "That player is not on this game's list." });
    expect(await callError("removeJoiner", { eventId, uid: a.uid }, b.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    expect((await joinerOf(eventId, a.uid))?.rsvpStatus).toBe("going");
  });
});

describe("messageJoiners", () => {
  it("one notice per player on the list (not the organizer, not those not going), e-mail per their settings", async () => {
    const organizer = await player("ev-msg", "Olive Organizer");
    const [going, maybe, waiting] = await players("ev-msg", ["Ann Able", "Ben Baker", "Cy Cole"]);
    const quiet = await player("ev-msg", "Quinn Quiet", { notificationSettings: NO_EVENT_MAIL });
    const gone = await player("ev-msg", "Gus Gone");
    const eventId = await createGame(organizer, { capacity: 3, allowWaitlist: true });
    await rsvp(organizer, eventId);
    await rsvp(going, eventId);
    await rsvp(quiet, eventId);
    await rsvp(maybe, eventId, "maybe");
    await rsvp(waiting, eventId);
    await rsvp(gone, eventId, "maybe");
    await rsvp(gone, eventId, "notGoing");

    expect(await callOk("messageJoiners", { eventId, message: "  Bring a light and a dark shirt.  " }, organizer.token)).toEqual({ sent: 4 });
    for (const p of [going, maybe, waiting, quiet]) {
      const notices = await noticesOf(p.uid, "eventMessage", eventId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: "Message about Pickup soccer", message: "Bring a light and a dark shirt." });
    }
    expect(await noticesOf(organizer.uid, "eventMessage", eventId)).toHaveLength(0);
    expect(await noticesOf(gone.uid, "eventMessage", eventId)).toHaveLength(0);

    for (const p of [going, maybe, waiting]) {
      const mail = await mailAbout(p.email, eventId);
      expect(mail.filter((m) => JSON.stringify(m).includes("Bring a light and a dark shirt."))).toHaveLength(1);
    }
    expect((await mailAbout(quiet.email, eventId)).filter((m) => JSON.stringify(m).includes("Bring a light"))).toHaveLength(0);
  });

  it("refuses an empty message and a caller who is not the organizer", async () => {
    const [organizer, a] = await players("ev-msg", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer);
    await rsvp(a, eventId);
    expect(await callError("messageJoiners", { eventId, message: "   " }, organizer.token)).toEqual({ status: "INVALID_ARGUMENT", message: "message: Write a message to send." });
    expect(await callError("messageJoiners", { eventId, message: "Hi all" }, a.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    expect(await noticesOf(a.uid, "eventMessage", eventId)).toHaveLength(0);
  });
});

describe("inviteToEvent", () => {
  it("an invited player can then see and join a private game", async () => {
    const [organizer, guest] = await players("ev-invite", ["Olive Organizer", "Gwen Guest"]);
    const eventId = await createGame(organizer, { isPrivate: true, capacity: 4 });
    expect(await rsvpError(guest, eventId)).toEqual({ status: "NOT_FOUND", message: "Game not found" });

    expect(await callOk("inviteToEvent", { eventId, uid: guest.uid }, organizer.token)).toEqual({ invited: true });
    expect(await exists(`events/${eventId}/invites/${guest.uid}`)).toBe(true);
    const notices = await noticesOf(guest.uid, "eventInvite", eventId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe("Olive Organizer invited you to Pickup soccer.");
    expect(await mailAbout(guest.email, eventId)).toHaveLength(1);

    expect((await rsvp(guest, eventId)).status).toBe("going");
    expect(await myRsvp(guest, eventId)).toEqual({ status: "going", guests: 0, position: null });
    // Already on the list: no second invitation.
    expect(await callError("inviteToEvent", { eventId, uid: guest.uid }, organizer.token)).toEqual({ status: "ALREADY_EXISTS", message: "That player is already on this game's list." });
  });

  it("refuses a blocked pair, either way round, and writes no invitation", async () => {
    const [organizer, blocker, blockee] = await players("ev-invite-block", ["Olive Organizer", "Bo Blocker", "Bea Blocked"]);
    await db()
      .doc(`users/${blocker.uid}`)
      .update({ blockedUids: [organizer.uid], "privacySettings.blocklist": [organizer.uid] });
    await db()
      .doc(`users/${organizer.uid}`)
      .update({ blockedUids: [blockee.uid], "privacySettings.blocklist": [blockee.uid] });
    const eventId = await createGame(organizer, { isPrivate: true });
    for (const p of [blocker, blockee]) {
      expect(await callError("inviteToEvent", { eventId, uid: p.uid }, organizer.token)).toEqual({ status: "FAILED_PRECONDITION", message: "That player cannot be invited." });
      expect(await exists(`events/${eventId}/invites/${p.uid}`)).toBe(false);
      expect(await noticesOf(p.uid, "eventInvite", eventId)).toHaveLength(0);
      expect(await rsvpError(p, eventId)).toEqual({ status: "NOT_FOUND", message: "Game not found" });
    }
  });

  it("refuses inviting oneself, an unknown player, and a caller who is not the organizer", async () => {
    const [organizer, a, b] = await players("ev-invite", ["Olive Organizer", "Ann Able", "Ben Baker"]);
    const eventId = await createGame(organizer, { isPrivate: true });
    expect(await callError("inviteToEvent", { eventId, uid: organizer.uid }, organizer.token)).toEqual({ status: "INVALID_ARGUMENT", message: "That player cannot be invited." });
    expect(await callError("inviteToEvent", { eventId, uid: uniqueId("nobody") }, organizer.token)).toEqual({ status: "NOT_FOUND", message: "User not found" });
    expect(await callError("inviteToEvent", { eventId, uid: b.uid }, a.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    expect(await exists(`events/${eventId}/invites/${b.uid}`)).toBe(false);
  });
});

describe("findAvailablePlayers", () => {
  interface Found {
    players: Array<{ uid: string; displayName: string; cityName: string; distanceMiles: number; sports: string[]; invited: boolean }>;
  }

  /** A game 18:00–20:00 three days from now at a random place, and the weekday it falls on. */
  async function gameAt(organizer: TestUser) {
    const at = randomPoint();
    const day = daysAhead(3);
    const eventId = await createGame(organizer, { at, day, duration: { hours: 2, minutes: 0 } });
    return { at, day, weekDay: weekDayNumber(day), eventId };
  }

  it("lists nearby searchable players whose hours cover the game, nearest first, and nobody else", async () => {
    const organizer = await player("ev-find-org", "Olive Organizer");
    const { at, weekDay, eventId } = await gameAt(organizer);
    const [near, nearer, wrongHours, hidden, blocksOrganizer, blockedByOrganizer, far, going, filtered, noHours] = await players("ev-find", [
      "Near Nia",
      "Nearer Ned",
      "Morning Mo",
      "Hidden Hal",
      "Blocker Bo",
      "Blocked Bea",
      "Far Fay",
      "Going Gil",
      "Filtered Flo",
      "Noah Nohours",
    ]);
    const covering = weekWith(weekDay, "17:00", "21:00");
    const profiles: Array<[TestUser, number, Record<string, unknown>]> = [
      [near, 3, {}],
      [nearer, 1, {}],
      [wrongHours, 2, {}],
      [hidden, 1.5, { searchable: false }],
      [blocksOrganizer, 2.5, {}],
      [blockedByOrganizer, 2.2, {}],
      [far, 60, {}],
      [going, 1.2, {}],
      [filtered, 1.8, {}],
      [noHours, 1.1, {}],
    ];
    await Promise.all(profiles.map(([p, miles, fields]) => seedProfile(p, north(at, miles), fields)));
    await Promise.all([
      ...[near, nearer, hidden, blocksOrganizer, blockedByOrganizer, far, going].map((p) => seedAvailability(p, covering)),
      seedAvailability(wrongHours, weekWith(weekDay, "08:00", "12:00")),
      seedAvailability(filtered, covering, {
        privacySettings: { visibilityMode: "filtered", allowedGenders: [], communityFilter: "none", allowedCommunities: [], connectsOnly: false, requireAllFilters: false },
      }),
      seedAvailability(noHours, weekWith((weekDay + 1) % 7, "00:00", "23:59")),
      db()
        .doc(`users/${blocksOrganizer.uid}`)
        .update({ blockedUids: [organizer.uid] }),
      db()
        .doc(`users/${organizer.uid}`)
        .update({ blockedUids: [blockedByOrganizer.uid] }),
    ]);
    await rsvp(going, eventId);

    // Only this test's players: another test's, at a random point, can rarely fall within 25 miles of this game.
    const mine = new Set(profiles.map(([p]) => p.uid));
    const found = (await callOk<Found>("findAvailablePlayers", { eventId }, organizer.token)).players.filter((p) => mine.has(p.uid));
    expect(found.map((p) => p.uid)).toEqual([nearer.uid, near.uid]);
    expect(found[0]).toMatchObject({ cityName: "Testtown", sports: ["Soccer"], invited: false });
    expect(found[0]?.distanceMiles).toBeCloseTo(1, 0);
    expect(found[1]?.distanceMiles).toBeCloseTo(3, 0);

    // An invited player is still listed, marked invited.
    await callOk("inviteToEvent", { eventId, uid: near.uid }, organizer.token);
    const again = (await callOk<Found>("findAvailablePlayers", { eventId }, organizer.token)).players.filter((p) => mine.has(p.uid));
    expect(again.map((p) => [p.uid, p.invited])).toEqual([
      [nearer.uid, false],
      [near.uid, true],
    ]);
  }, 120_000);

  it("reads the player's hours on their own clock (time zone of their availability)", async () => {
    const organizer = await player("ev-find-org", "Olive Organizer");
    const { at, weekDay, eventId } = await gameAt(organizer);
    const [chicago, newYork] = await players("ev-find-tz", ["Chi Cal", "Nye Nash"]);
    await Promise.all([seedProfile(chicago, north(at, 1)), seedProfile(newYork, north(at, 2))]);
    // The game is 18:00–20:00 in Chicago = 19:00–21:00 in New York.
    await seedAvailability(chicago, weekWith(weekDay, "18:00", "20:00"));
    await seedAvailability(newYork, weekWith(weekDay, "18:00", "20:00"), { timeZone: "America/New_York" });
    const found = await callOk<Found>("findAvailablePlayers", { eventId }, organizer.token);
    expect(found.players.map((p) => p.uid).filter((uid) => [chicago.uid, newYork.uid].includes(uid))).toEqual([chicago.uid]);
  });

  it("only the organizer may search", async () => {
    const [organizer, other] = await players("ev-find", ["Olive Organizer", "Oscar Other"]);
    const { eventId } = await gameAt(organizer);
    expect(await callError("findAvailablePlayers", { eventId }, other.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
  });

  it("a nearby player whose weekly hours lack the game's weekday does not break the search", async () => {
    const organizer = await player("ev-find-org", "Olive Organizer");
    const { at, weekDay, eventId } = await gameAt(organizer);
    const [ok, partial] = await players("ev-find-partial", ["Ok Olga", "Part Pat"]);
    await Promise.all([seedProfile(ok, north(at, 1)), seedProfile(partial, north(at, 2))]);
    await seedAvailability(ok, weekWith(weekDay, "17:00", "21:00"));
    const otherDay = WEEKDAY_KEYS[(weekDay + 1) % 7] ?? "monday";
    await seedAvailability(partial, { [otherDay]: { isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "21:00" }] } });
    const res = await callOk<Found>("findAvailablePlayers", { eventId }, organizer.token);
    // Only this test's players: another test's game may, rarely, lie within the radius of this one (random points).
    expect(res.players.map((p) => p.uid).filter((uid) => [ok.uid, partial.uid].includes(uid))).toEqual([ok.uid]);
  });

  it("a nearby player whose availability has an unknown time zone does not break the search", async () => {
    const organizer = await player("ev-find-org", "Olive Organizer");
    const { at, weekDay, eventId } = await gameAt(organizer);
    const [ok, odd] = await players("ev-find-tz-bad", ["Ok Olga", "Odd Otto"]);
    await Promise.all([seedProfile(ok, north(at, 1)), seedProfile(odd, north(at, 2))]);
    await seedAvailability(ok, weekWith(weekDay, "17:00", "21:00"));
    await seedAvailability(odd, weekWith(weekDay, "17:00", "21:00"), { timeZone: "Mars/Olympus_Mons" });
    const res = await callOk<Found>("findAvailablePlayers", { eventId }, organizer.token);
    expect(res.players.map((p) => p.uid).filter((uid) => [ok.uid, odd.uid].includes(uid))).toEqual([ok.uid]);
  });
});

describe("cancelEvent", () => {
  it("sets cancelled and tells the players on the list (eventCancelled), not those not going nor the organizer", async () => {
    const [organizer, a, b, c, d] = await players("ev-cancel", ["Olive Organizer", "Ann Able", "Ben Baker", "Cy Cole", "Di Dean"]);
    const eventId = await createGame(organizer, { capacity: 2, allowWaitlist: true });
    await rsvp(organizer, eventId);
    await rsvp(a, eventId);
    await rsvp(b, eventId);
    await rsvp(c, eventId, "maybe");
    await rsvp(d, eventId, "maybe");
    await rsvp(d, eventId, "notGoing");

    expect(await callOk("cancelEvent", { eventId }, organizer.token)).toEqual({ cancelled: 1 });
    expect((await eventDoc(eventId)).cancelled).toBe(true);
    for (const p of [a, b, c]) {
      const notices = await noticesOf(p.uid, "eventCancelled", eventId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: "Game cancelled", message: "Pickup soccer was cancelled by the organizer." });
      expect((await mailAbout(p.email, eventId)).filter((m) => JSON.stringify(m).includes("was cancelled"))).toHaveLength(1);
    }
    expect(await noticesOf(d.uid, "eventCancelled", eventId)).toHaveLength(0);
    expect(await noticesOf(organizer.uid, "eventCancelled", eventId)).toHaveLength(0);

    // Cancelling again changes nothing and tells nobody twice.
    expect(await callOk("cancelEvent", { eventId }, organizer.token)).toEqual({ cancelled: 0 });
    expect(await noticesOf(a.uid, "eventCancelled", eventId)).toHaveLength(1);
  });

  it("only the organizer cancels; an unknown game is 'Game not found'", async () => {
    const [organizer, a] = await players("ev-cancel", ["Olive Organizer", "Ann Able"]);
    const eventId = await createGame(organizer);
    expect(await callError("cancelEvent", { eventId }, a.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    expect((await eventDoc(eventId)).cancelled).toBe(false);
    expect(await callError("cancelEvent", { eventId: uniqueId("no-such-game") }, organizer.token)).toEqual({ status: "NOT_FOUND", message: "Game not found" });
  });
});

describe("a game's time: the callables never trust the client's clock", () => {
  it("the stored start is the wall-clock time in the game's own zone", async () => {
    const organizer = await player("ev-zone", "Olive Organizer");
    const day = daysAhead(5);
    const eventId = await createGame(organizer, { day, timeStart: "07:00", timeZone: "Asia/Tokyo" });
    const e = await eventDoc(eventId);
    expect(millisOf(e.dateStart)).toBe(zonedInstant(day, "07:00", "Asia/Tokyo"));
    expect(e.timeZone).toBe("Asia/Tokyo");
  });
});
