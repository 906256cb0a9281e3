import { afterAll, describe, expect, it, vi } from "vitest";
import { call, callError, callOk, closeAdmin, db, type TestUser } from "./callables";
import { dayIn, north, player, players, randomPoint, seedAvailability, seedProfile, weekDayNumber, weekWith, WEEKDAY_KEYS, zonedInstant, type Point } from "./eventFixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

// findPlayersNearby on the emulator (issue 11: Players Near You, Discover
// players): who appears (searchable, within the radius, no block either way,
// never the caller), whose availability is told (visibility settings), the
// sport and available-at filters, paging, and refused input. Every test makes
// its own players around its own random point.

afterAll(async () => {
  await closeAdmin();
});

// Each test makes several users and searches a few times: on a busy machine the first calls of a run wake the Functions emulator slowly.
vi.setConfig({ testTimeout: 120_000 });

interface Found {
  players: Array<{ uid: string; displayName: string; photoURL: string; cityName: string; sports: string[]; distanceMiles: number; availableThisWeek: boolean | null }>;
  next: string | null;
  reads: number;
}

const search = (caller: TestUser, at: Point, extra: Record<string, unknown> = {}) => callOk<Found>("findPlayersNearby", { center: at, radiusMiles: 10, ...extra }, caller.token);

/** Every page of a search, following `next`. */
async function allPages(caller: TestUser, at: Point, extra: Record<string, unknown> = {}): Promise<{ uids: string[]; pages: number; sizes: number[] }> {
  const uids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const page: Found = await search(caller, at, { ...extra, cursor });
    uids.push(...page.players.map((p) => p.uid));
    sizes.push(page.players.length);
    cursor = page.next;
  } while (cursor !== null && sizes.length < 50);
  return { uids, pages: sizes.length, sizes };
}

/** Hours every day of the week, all day: free whenever asked. */
const ALWAYS = Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, { isAvailable: true, timeRanges: [{ startTime: "00:00", endTime: "23:59" }] }]));
const NEVER = Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, { isAvailable: false, timeRanges: [] }]));
const FILTERED_NOBODY = { visibilityMode: "filtered", allowedGenders: [], communityFilter: "none", allowedCommunities: [], connectsOnly: false, requireAllFilters: false };

describe("findPlayersNearby: who appears", () => {
  it("searchable players within the radius, nearest first, with name, photo, city and sports; never the caller, the unsearchable or the far", async () => {
    const at = randomPoint("players");
    const me = await player("pn-me", "Me Myself");
    const [near, nearer, hidden, far] = await players("pn", ["Near Nia", "Nearer Ned", "Hidden Hal", "Far Fay"]);
    await Promise.all([
      seedProfile(me, at),
      seedProfile(near, north(at, 3), { displayName: "Near Nia", photoURL: "https://example.com/nia.png", sports: ["Tennis", "Soccer"] }),
      seedProfile(nearer, north(at, 1)),
      seedProfile(hidden, north(at, 2), { searchable: false }),
      seedProfile(far, north(at, 30)),
    ]);
    const found = await search(me, at);
    expect(found.players.map((p) => p.uid)).toEqual([nearer.uid, near.uid]);
    expect(found.players[1]).toMatchObject({ displayName: "Near Nia", photoURL: "https://example.com/nia.png", cityName: "Testtown", sports: ["Tennis", "Soccer"] });
    expect(found.players[0]?.distanceMiles).toBeCloseTo(1, 0);
    expect(found.players[1]?.distanceMiles).toBeCloseTo(3, 0);
    expect(found.next).toBeNull();
  });

  it("blocked users never appear, either way", async () => {
    const at = randomPoint("players");
    const [me, blockedByMe, blocksMe, friend] = await players("pn-block", ["Me Myself", "Blocked Bea", "Blocker Bo", "Friendly Fred"]);
    await Promise.all([seedProfile(blockedByMe, north(at, 1)), seedProfile(blocksMe, north(at, 2)), seedProfile(friend, north(at, 3))]);
    await Promise.all([
      db()
        .doc(`users/${me.uid}`)
        .update({ blockedUids: [blockedByMe.uid] }),
      db()
        .doc(`users/${blocksMe.uid}`)
        .update({ blockedUids: [me.uid] }),
    ]);
    expect((await search(me, at)).players.map((p) => p.uid)).toEqual([friend.uid]);
    // And the blocked ones do not find the blocker either.
    expect((await search(blockedByMe, at)).players.map((p) => p.uid)).not.toContain(me.uid);
    await seedProfile(me, north(at, 0.5));
    expect((await search(blockedByMe, at)).players.map((p) => p.uid)).toEqual([blocksMe.uid, friend.uid]);
    expect((await search(blocksMe, at)).players.map((p) => p.uid)).toEqual([blockedByMe.uid, friend.uid]);
  });
});

describe("findPlayersNearby: availability this week, as visibility allows", () => {
  it("told for public availability (free or not), hidden (null) for filtered availability the caller does not pass and for no availability", async () => {
    const at = randomPoint("players");
    const [me, free, busy, filtered, none] = await players("pn-avail", ["Me Myself", "Free Fran", "Busy Bill", "Filtered Flo", "None Nell"]);
    await Promise.all([seedProfile(free, north(at, 1)), seedProfile(busy, north(at, 2)), seedProfile(filtered, north(at, 3)), seedProfile(none, north(at, 4))]);
    await Promise.all([seedAvailability(free, ALWAYS), seedAvailability(busy, NEVER), seedAvailability(filtered, ALWAYS, { privacySettings: FILTERED_NOBODY })]);
    const found = await search(me, at);
    expect(found.players.map((p) => [p.uid, p.availableThisWeek])).toEqual([
      [free.uid, true],
      [busy.uid, false],
      [filtered.uid, null],
      [none.uid, null],
    ]);
  });

  it("filtered by gender: told to a viewer of an allowed gender, not to others", async () => {
    const at = randomPoint("players");
    const woman = await player("pn-gender", "Wanda Viewer", { gender: "Female" });
    const man = await player("pn-gender", "Manny Viewer", { gender: "Male" });
    const owner = await player("pn-gender", "Owen Owner");
    await seedProfile(owner, north(at, 1));
    await seedAvailability(owner, ALWAYS, { privacySettings: { ...FILTERED_NOBODY, allowedGenders: ["Female"] } });
    expect((await search(woman, at)).players.map((p) => [p.uid, p.availableThisWeek])).toEqual([[owner.uid, true]]);
    expect((await search(man, at)).players.map((p) => [p.uid, p.availableThisWeek])).toEqual([[owner.uid, null]]);
  });

  it("filtered to shared communities: told to a teammate, not to a stranger", async () => {
    const at = randomPoint("players");
    const [teammate, stranger, owner] = await players("pn-team", ["Tess Teammate", "Stan Stranger", "Owen Owner"]);
    await db()
      .collection("teams")
      .add({ name: "Visibility FC", memberIds: [teammate.uid, owner.uid], managerIds: [owner.uid], creator: owner.uid });
    await seedProfile(owner, north(at, 1));
    await seedAvailability(owner, ALWAYS, { privacySettings: { ...FILTERED_NOBODY, communityFilter: "any" } });
    expect((await search(teammate, at)).players[0]?.availableThisWeek).toBe(true);
    expect((await search(stranger, at)).players[0]?.availableThisWeek).toBeNull();
  });
});

describe("findPlayersNearby: filters", () => {
  it("sport: only players who list it", async () => {
    const at = randomPoint("players");
    const [me, tennis, soccer, both] = await players("pn-sport", ["Me Myself", "Tina Tennis", "Sam Soccer", "Bo Both"]);
    await Promise.all([
      seedProfile(tennis, north(at, 1), { sports: ["Tennis"] }),
      seedProfile(soccer, north(at, 2), { sports: ["Soccer"] }),
      seedProfile(both, north(at, 3), { sports: ["Soccer", "Tennis"] }),
    ]);
    expect((await search(me, at, { sport: "Tennis" })).players.map((p) => p.uid)).toEqual([tennis.uid, both.uid]);
    expect((await search(me, at, { sport: "Pickleball" })).players).toEqual([]);
  });

  it("available at a chosen time: only players free then whose availability the caller may see", async () => {
    const at = randomPoint("players");
    const day = dayIn(Date.now() + 3 * DAY_MS);
    const weekDay = weekDayNumber(day);
    const [me, evening, morning, hiddenEvening, noHours] = await players("pn-at", ["Me Myself", "Eve Evening", "Mo Morning", "Hidden Hank", "Noah Nohours"]);
    await Promise.all([seedProfile(evening, north(at, 1)), seedProfile(morning, north(at, 2)), seedProfile(hiddenEvening, north(at, 3)), seedProfile(noHours, north(at, 4))]);
    await Promise.all([
      seedAvailability(evening, weekWith(weekDay, "17:00", "21:00")),
      seedAvailability(morning, weekWith(weekDay, "08:00", "12:00")),
      seedAvailability(hiddenEvening, weekWith(weekDay, "17:00", "21:00"), { privacySettings: FILTERED_NOBODY }),
    ]);
    const span = { start: zonedInstant(day, "18:00"), end: zonedInstant(day, "20:00") };
    expect((await search(me, at, { availableAt: span })).players.map((p) => p.uid)).toEqual([evening.uid]);
    const morningSpan = { start: zonedInstant(day, "09:00"), end: zonedInstant(day, "10:00") };
    expect((await search(me, at, { availableAt: morningSpan })).players.map((p) => p.uid)).toEqual([morning.uid]);
    // Both filters at once.
    expect((await search(me, at, { availableAt: span, sport: "Tennis" })).players).toEqual([]);
  });
});

describe("findPlayersNearby: paging", () => {
  it("pages through everyone exactly once, a few reads at a time, nearest first within each page", async () => {
    const at = randomPoint("players");
    const me = await player("pn-page", "Me Myself");
    const many = await Promise.all(Array.from({ length: 14 }, (_, i) => player("pn-page", `Player ${i}`)));
    await Promise.all(many.map((p, i) => seedProfile(p, north(at, 0.3 + i * 0.5))));
    const first = await search(me, at, { pageSize: 3 });
    // Exactly the page asked for: players read but not shown wait in the cursor.
    expect(first.players).toHaveLength(3);
    expect(first.next).not.toBeNull();
    // Reads follow the page: 4 cells of a few profiles each, the availability of the 3 shown, the caller and their blockers.
    expect(first.reads).toBeLessThanOrEqual(2 + 4 * 4 + 3);
    const miles = first.players.map((p) => p.distanceMiles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const { uids, pages, sizes } = await allPages(me, at, { pageSize: 3 });
    expect(pages).toBeGreaterThan(1);
    // Every page but the last is full (the last may be empty: the circle was exhausted on the page before's reads).
    expect(sizes.slice(0, -1).every((n) => n === 3)).toBe(true);
    expect([...uids].sort()).toEqual(many.map((p) => p.uid).sort());
    expect(new Set(uids).size).toBe(uids.length);
  });

  it("a cursor from another search is refused", async () => {
    const at = randomPoint("players");
    const me = await player("pn-cursor", "Me Myself");
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => player("pn-cursor", `Player ${i}`)));
    await Promise.all(many.map((p, i) => seedProfile(p, north(at, 0.5 + i))));
    const first = await search(me, at, { pageSize: 1 });
    expect(first.next).not.toBeNull();
    const error = await callError("findPlayersNearby", { center: north(at, 40), radiusMiles: 10, cursor: first.next }, me.token);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect((await callError("findPlayersNearby", { center: at, radiusMiles: 10, cursor: "not-a-cursor" }, me.token)).status).toBe("INVALID_ARGUMENT");
  });
});

describe("findPlayersNearby: input", () => {
  it("refuses an unauthenticated call", async () => {
    const res = await call("findPlayersNearby", { center: randomPoint("players"), radiusMiles: 10 });
    expect(res.error?.status).toBe("UNAUTHENTICATED");
  });

  const now = Date.now();
  const bad: Array<[string, unknown]> = [
    ["no centre", { radiusMiles: 10 }],
    ["a latitude past 90", { center: { lat: 91, lng: 0 }, radiusMiles: 10 }],
    ["a radius of 0", { center: { lat: 30, lng: -97 }, radiusMiles: 0 }],
    ["a radius over 50 miles", { center: { lat: 30, lng: -97 }, radiusMiles: 51 }],
    ["a page of 25", { center: { lat: 30, lng: -97 }, radiusMiles: 10, pageSize: 25 }],
    ["an extra key", { center: { lat: 30, lng: -97 }, radiusMiles: 10, includeBlocked: true }],
    ["a sport that is a number", { center: { lat: 30, lng: -97 }, radiusMiles: 10, sport: 5 }],
    ["a span that ends before it starts", { center: { lat: 30, lng: -97 }, radiusMiles: 10, availableAt: { start: now + 7_200_000, end: now + 3_600_000 } }],
    ["a span over 12 hours", { center: { lat: 30, lng: -97 }, radiusMiles: 10, availableAt: { start: now + 3_600_000, end: now + 3_600_000 + 13 * 3_600_000 } }],
    ["a span a year ahead", { center: { lat: 30, lng: -97 }, radiusMiles: 10, availableAt: { start: now + 365 * DAY_MS, end: now + 365 * DAY_MS + 3_600_000 } }],
    ["a span last week", { center: { lat: 30, lng: -97 }, radiusMiles: 10, availableAt: { start: now - 7 * DAY_MS, end: now - 7 * DAY_MS + 3_600_000 } }],
  ];
  it.each(bad)("refuses %s with INVALID_ARGUMENT", async (_label, data) => {
    const me = await player("pn-input", "Me Myself");
    const error = await callError("findPlayersNearby", data, me.token);
    expect(error.status).toBe("INVALID_ARGUMENT");
  });
});
