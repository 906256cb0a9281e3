import { randomInt } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchKind, SearchResult } from "@rallyhub/domain/search/search";
import { placeSearchTokens, playerSearchTokens, postSearchTokens, teamSearchTokens } from "@rallyhub/domain/searchTokens";
import { call, callError, callOk, closeAdmin, db, type TestUser } from "./callables";
import { createGame, daysAhead, player, seedProfile, DEFAULT_PLACE } from "./eventFixtures";

// Issue 13: full search. Every test searches for words of its own (random
// letters), so documents other test files leave in the emulator never match.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** A word nobody else uses: 9 random letters. */
const word = () => Array.from({ length: 9 }, () => LETTERS.charAt(randomInt(0, 26))).join("");

const search = (user: TestUser | null, data: Record<string, unknown>) =>
  user
    ? callOk<SearchResult>("search", data, user.token)
    : call<SearchResult>("search", data).then((r) => {
        if (!r.result) throw new Error(`search failed: ${JSON.stringify(r.error)}`);
        return r.result;
      });

const titles = (r: SearchResult, kind: SearchKind) => (r.results[kind]?.hits ?? []).map((h) => h.title);

async function place(name: string): Promise<string> {
  const ref = db().collection("places").doc();
  await ref.set({
    name,
    address: "1 Test Rd, Testtown",
    city: "Testtown",
    lat: 30,
    lng: -97,
    geohash: "9v6k",
    sports: ["Soccer"],
    indoor: false,
    photoURL: "",
    createdBy: "someone",
    createdAt: Timestamp.now(),
    searchTokens: placeSearchTokens({ name, address: "1 Test Rd, Testtown", cityName: "Testtown", sports: ["Soccer"] }),
  });
  return ref.id;
}

async function post(author: TestUser, title: string, text = "Anyone up for a game?"): Promise<string> {
  const ref = db().collection("posts").doc();
  await ref.set({
    title,
    text,
    category: "Play & Competition",
    subCategory: "Find a Game",
    authorId: author.uid,
    authorName: "Author",
    createdAt: Timestamp.now(),
    searchTokens: postSearchTokens(title, text),
  });
  return ref.id;
}

async function profile(user: TestUser, displayName: string, fields: Record<string, unknown> = {}): Promise<void> {
  await seedProfile(user, DEFAULT_PLACE, { displayName, searchTokens: playerSearchTokens(displayName), ...fields });
}

let olivia: TestUser;
let pat: TestUser;

beforeAll(async () => {
  [olivia, pat] = await Promise.all([player("search-olivia", "Olivia"), player("search-pat", "Pat")]);
});

afterAll(closeAdmin);

describe("search", () => {
  it("finds events, teams, players, places and posts by a word's prefix, each linking to its page", async () => {
    const w = word();
    const eventId = await createGame(olivia, { title: `${w} pickup`, gameType: "Soccer" });
    const { teamId } = await callOk<{ teamId: string }>(
      "createTeam",
      { name: `${w} Flyers`, gameType: "Basketball", photoURL: "", description: "", city: { name: "Austin, TX", lat: 30.27, lng: -97.74, hash: "9v6kpx" }, topics: [], invites: [] },
      olivia.token,
    );
    await profile(olivia, `${w} Olivia`);
    const placeId = await place(`${w} Park`);
    const postId = await post(pat, `${w} needs a sub`);

    const r = await search(pat, { q: w.slice(0, 5).toUpperCase() });
    expect(Object.keys(r.results).sort()).toEqual(["events", "places", "players", "posts", "teams"]);
    expect(r.results.events?.hits).toEqual([expect.objectContaining({ kind: "events", id: eventId, title: `${w} pickup`, path: `/event/${eventId}` })]);
    expect(r.results.events?.hits[0]?.subtitle).toContain("Grant Park Fields");
    // The game's time apart, for the app to write in the viewer's zone (issue 31).
    const game = await db().doc(`events/${eventId}`).get();
    expect(r.results.events?.hits[0]?.when).toEqual({
      dateStart: (game.get("dateStart") as Timestamp).toMillis(),
      dateEnd: (game.get("dateEnd") as Timestamp).toMillis(),
      timeZone: game.get("timeZone") as string,
    });
    // And what its card shows, so a hit looks as it does on discover (issue 31).
    expect(r.results.events?.hits[0]?.game).toEqual({
      sport: "Soccer",
      venue: game.get("location.name") as string,
      capacity: (game.get("capacity") as number | null) ?? null,
      going: (game.get("goingCount") as number | undefined) ?? 0,
      waitlist: game.get("allowWaitlist") === true,
      waitlistCount: (game.get("waitlistCount") as number | undefined) ?? 0,
    });
    expect(r.results.events?.hits[0]?.game?.venue).toContain("Grant Park Fields");
    expect(r.results.teams?.hits).toEqual([expect.objectContaining({ id: teamId, title: `${w} Flyers`, subtitle: "Basketball · Austin, TX", path: `/team/${teamId}` })]);
    expect(r.results.players?.hits).toEqual([expect.objectContaining({ id: olivia.uid, title: `${w} Olivia`, path: `/profile/${olivia.uid}` })]);
    expect(r.results.places?.hits).toEqual([expect.objectContaining({ id: placeId, title: `${w} Park`, path: `/places/view/${placeId}` })]);
    expect(r.results.posts?.hits).toEqual([expect.objectContaining({ id: postId, title: `${w} needs a sub`, path: `/posts/play-and-competition/find-a-game/${postId}` })]);
    // The team callable stores the tokens of the name, game type and city.
    expect((await db().doc(`teams/${teamId}`).get()).get("searchTokens")).toEqual(teamSearchTokens({ name: `${w} Flyers`, gameType: "Basketball", cityName: "Austin, TX" }));

    // Only the kinds asked for; every word must match.
    const teamsOnly = await search(pat, { q: `${w} fly`, kinds: ["teams"] });
    expect(Object.keys(teamsOnly.results)).toEqual(["teams"]);
    expect(titles(teamsOnly, "teams")).toEqual([`${w} Flyers`]);
    expect(titles(await search(pat, { q: `${w} hawks`, kinds: ["teams"] }), "teams")).toEqual([]);
  });

  it("finds a client-written post or profile only by its own words: a forged search token selects it but never matches", async () => {
    const w = word();
    const ref = db().collection("posts").doc();
    await ref.set({
      title: "Cleats for sale",
      text: "Size 10",
      category: "Gear & Equipment",
      subCategory: "Buy & Sell Sports Gear",
      authorId: pat.uid,
      authorName: "Pat",
      createdAt: Timestamp.now(),
      searchTokens: [...postSearchTokens(`${w} Cleats`, ""), ...postSearchTokens("Cleats for sale", "Size 10")],
    });
    expect(titles(await search(olivia, { q: w, kinds: ["posts"] }), "posts")).toEqual([]);
    expect(titles(await search(olivia, { q: "cleats sale", kinds: ["posts"] }), "posts")).toContain("Cleats for sale");
  });

  it("leaves out private, cancelled and past games, and players who are not searchable", async () => {
    const w = word();
    await createGame(olivia, { title: `${w} open run` });
    await createGame(olivia, { title: `${w} secret run`, isPrivate: true });
    const cancelled = await createGame(olivia, { title: `${w} rained out` });
    await callOk("cancelEvent", { eventId: cancelled }, olivia.token);
    const past = await createGame(olivia, { title: `${w} last week`, day: daysAhead(3) });
    await db()
      .doc(`events/${past}`)
      .update({ dateStart: Timestamp.fromMillis(Date.now() - 7 * 86_400_000) });
    const hidden = await player("search-hidden", "Hidden");
    await profile(hidden, `${w} Hidden`, { searchable: false });
    await profile(pat, `${w} Pat`);

    const r = await search(pat, { q: w, kinds: ["events", "players"] });
    expect(titles(r, "events")).toEqual([`${w} open run`]);
    expect(titles(r, "players")).toEqual([`${w} Pat`]);
  });

  it("respects blocks both ways: a blocked user's profile and posts are not found, nor are those of a user who blocked the caller", async () => {
    const w = word();
    const [blocker, blocked, other] = await Promise.all([player("search-blocker", "Blocker"), player("search-blocked", "Blocked"), player("search-other", "Other")]);
    await db()
      .doc(`users/${blocker.uid}`)
      .update({ blockedUids: [blocked.uid] });
    await Promise.all([profile(blocker, `${w} Blocker`), profile(blocked, `${w} Blocked`), profile(other, `${w} Other`)]);
    await Promise.all([post(blocker, `${w} from the blocker`), post(blocked, `${w} from the blocked`), post(other, `${w} from the other`)]);
    const q = { q: w, kinds: ["players", "posts"] };

    const byBlocker = await search(blocker, q);
    expect(titles(byBlocker, "players").sort()).toEqual([`${w} Blocker`, `${w} Other`]);
    expect(titles(byBlocker, "posts").sort()).toEqual([`${w} from the blocker`, `${w} from the other`]);

    const byBlocked = await search(blocked, q);
    expect(titles(byBlocked, "players").sort()).toEqual([`${w} Blocked`, `${w} Other`]);
    expect(titles(byBlocked, "posts").sort()).toEqual([`${w} from the blocked`, `${w} from the other`]);

    const byOther = await search(other, q);
    expect(titles(byOther, "players")).toHaveLength(3);
    expect(titles(byOther, "posts")).toHaveLength(3);
  });

  it("anyone may search, but players only when signed in", async () => {
    const w = word();
    await profile(pat, `${w} Pat`);
    await place(`${w} Courts`);
    const r = await search(null, { q: w, kinds: ["players", "places"] });
    expect(r.results.players).toEqual({ hits: [], next: null, restricted: "signIn" });
    expect(titles(r, "places")).toEqual([`${w} Courts`]);
  });

  it("pages each kind with its cursor: every match once, then no more", async () => {
    const w = word();
    const names = Array.from({ length: 7 }, (_, i) => `${w} Court ${String.fromCharCode(65 + i)}`);
    await Promise.all(names.map(place));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SearchResult = await search(pat, { q: w, kinds: ["places"], limit: 3, ...(cursor ? { cursors: { places: cursor } } : {}) });
      seen.push(...titles(page, "places"));
      cursor = page.results.places?.next ?? null;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    // In name order, none twice.
    expect(seen).toEqual(names);
  });

  it("refuses bad input: too short, too long, no letters, unknown kinds, a limit over 10, a cursor it did not make", async () => {
    expect(await callError("search", { q: "ab" }, pat.token)).toEqual({ status: "INVALID_ARGUMENT", message: "Type at least 3 characters" });
    expect(await callError("search", { q: "a".repeat(81) }, pat.token)).toEqual({ status: "INVALID_ARGUMENT", message: "Use at most 80 characters" });
    expect(await callError("search", { q: "!!! ???" }, pat.token)).toEqual({ status: "INVALID_ARGUMENT", message: "Search with letters or digits" });
    for (const bad of [{ q: "tennis", kinds: ["people"] }, { q: "tennis", limit: 11 }, { q: "tennis", extra: true }, { q: 42 }, null]) {
      expect((await callError("search", bad, pat.token)).status).toBe("INVALID_ARGUMENT");
    }
    expect(await callError("search", { q: "tennis", kinds: ["teams"], cursors: { teams: "bm90IGEgY3Vyc29y" } }, pat.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "That page of results is no longer valid: search again.",
    });
    // A players cursor (ordered by id) is not a teams cursor (ordered by name).
    const w = word();
    await Promise.all([1, 2].map((i) => profile(i === 1 ? pat : olivia, `${w} ${i}`)));
    const first = await search(pat, { q: w, kinds: ["players"], limit: 1 });
    const next = first.results.players?.next;
    expect(next).toBeTruthy();
    expect((await callError("search", { q: w, kinds: ["teams"], cursors: { teams: next } }, pat.token)).status).toBe("INVALID_ARGUMENT");
  });
});
