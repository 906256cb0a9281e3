import { afterAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { callError, callOk, closeAdmin, createPlayer, db, exists, projectId, read, region, uniqueId, where, type TestUser } from "./callables";

// The calendar feed (issue 9): getCalendarToken / regenerateCalendarToken make
// the private feed URL; the HTTP function calendarFeed serves the games the
// token's owner is going to as iCalendar.

afterAll(async () => {
  await closeAdmin();
});

interface Feed {
  token: string;
  url: string;
}

const functionsOrigin = () => (process.env.FUNCTIONS_EMULATOR_ORIGIN ?? "").replace(/\/+$/, "");
const feedBase = () => `${functionsOrigin()}/${projectId}/${region}/calendarFeed`;
const DAY = 86_400_000;

async function getFeed(path: string, init: RequestInit = {}): Promise<{ status: number; type: string | null; cache: string | null; allow: string | null; body: string }> {
  const res = await fetch(`${feedBase()}${path}`, init);
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control"), allow: res.headers.get("allow"), body: await res.text() };
}

/** Content lines with folding undone. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

/** The VEVENT of an event id, unfolded, or undefined. */
function veventOf(ics: string, eventId: string): string | undefined {
  return unfold(ics)
    .split("BEGIN:VEVENT\r\n")
    .slice(1)
    .map((block) => block.slice(0, block.indexOf("END:VEVENT")))
    .find((block) => block.includes(`\r\nUID:${eventId}@rallyhub\r\n`) || block.startsWith(`UID:${eventId}@rallyhub\r\n`));
}

interface SeedEvent {
  start: number;
  hours?: number;
  timeZone?: string;
  cancelled?: boolean;
  title?: string;
}

async function seedEvent(e: SeedEvent): Promise<string> {
  const id = uniqueId("cal-ev");
  await db()
    .doc(`events/${id}`)
    .set({
      title: e.title ?? `Game ${id}`,
      gameType: "Soccer",
      description: "Bring water, cleats; and a ball",
      dateStart: Timestamp.fromMillis(e.start),
      dateEnd: Timestamp.fromMillis(e.start + (e.hours ?? 2) * 3_600_000),
      timeZone: e.timeZone ?? "America/Chicago",
      location: { name: "Zilker Park", address: "2100 Barton Springs Rd, Austin, TX", lat: 30.2669, lng: -97.7729, hash: "9v6kn", placeId: null },
      creatorId: "someone-else",
      isPrivate: false,
      cancelled: e.cancelled ?? false,
      updated: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
    });
  return id;
}

async function rsvp(eventId: string, user: { uid: string }, rsvpStatus: string): Promise<void> {
  await db().doc(`events/${eventId}/joiners/${user.uid}`).set({ uid: user.uid, displayName: "Player", photoURL: "", rsvpStatus, guests: 0, queuedAt: null, joinedAt: Timestamp.now() });
}

describe("getCalendarToken", () => {
  it("makes the caller's feed once and returns the same token after", async () => {
    const pat = await createPlayer("cal-pat");
    const first = await callOk<Feed>("getCalendarToken", {}, pat.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // In the emulator the URL is the Functions emulator's address as the caller reached it, and it works.
    expect(first.url).toBe(`${functionsOrigin()}/${projectId}/${region}/calendarFeed/${first.token}.ics`);
    const served = await fetch(first.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await callOk<Feed>("getCalendarToken", {}, pat.token)).toEqual(first);
    expect(await callOk<Feed>("getCalendarToken", null, pat.token)).toEqual(first);
    // Server-only storage: the token's owner and the owner's token; nothing on users/{uid}.
    expect(await read(`calendarTokens/${first.token}`)).toMatchObject({ uid: pat.uid });
    expect(await read(`calendarOwners/${pat.uid}`)).toMatchObject({ token: first.token });
    expect((await read(`users/${pat.uid}`))?.calendarToken).toBeUndefined();
    expect(await where("calendarTokens", "uid", pat.uid)).toHaveLength(1);
  });

  it("gives two players different feeds", async () => {
    const [a, b] = await Promise.all([createPlayer("cal-a"), createPlayer("cal-b")]);
    const [fa, fb] = await Promise.all([callOk<Feed>("getCalendarToken", {}, a.token), callOk<Feed>("getCalendarToken", {}, b.token)]);
    expect(fa.token).not.toBe(fb.token);
  });

  it("refuses a caller who is not signed in, and any input", async () => {
    const pat = await createPlayer("cal-input");
    expect((await callError("getCalendarToken", {})).status).toBe("UNAUTHENTICATED");
    expect((await callError("regenerateCalendarToken", {})).status).toBe("UNAUTHENTICATED");
    expect((await callError("getCalendarToken", { uid: "someone" }, pat.token)).status).toBe("INVALID_ARGUMENT");
    expect((await callError("regenerateCalendarToken", { token: "x" }, pat.token)).status).toBe("INVALID_ARGUMENT");
    expect(await exists(`calendarOwners/${pat.uid}`)).toBe(false);
  });
});

describe("regenerateCalendarToken", () => {
  it("replaces the token: the old link answers 404, the new one serves the feed", async () => {
    const pat = await createPlayer("cal-regen");
    const old = await callOk<Feed>("getCalendarToken", {}, pat.token);
    expect((await getFeed(`/${old.token}.ics`)).status).toBe(200);

    const fresh = await callOk<Feed>("regenerateCalendarToken", {}, pat.token);
    expect(fresh.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.url.endsWith(`/calendarFeed/${fresh.token}.ics`)).toBe(true);
    expect(await exists(`calendarTokens/${old.token}`)).toBe(false);
    expect(await read(`calendarOwners/${pat.uid}`)).toMatchObject({ token: fresh.token });
    expect((await where("calendarTokens", "uid", pat.uid)).map((d) => d.id)).toEqual([fresh.token]);

    const gone = await getFeed(`/${old.token}.ics`);
    expect(gone.status).toBe(404);
    expect(gone.type).toMatch(/^text\/plain/);
    expect(gone.body).toBe("Calendar not found. Get a new calendar link in RallyHub.");
    expect((await getFeed(`?token=${old.token}`)).status).toBe(404);
    expect((await getFeed(`/${fresh.token}.ics`)).status).toBe(200);
    // getCalendarToken now returns the new one.
    expect((await callOk<Feed>("getCalendarToken", {}, pat.token)).token).toBe(fresh.token);
  });

  it("works for a player without a feed yet, and deletes stray tokens of theirs", async () => {
    const pat = await createPlayer("cal-stray");
    const stray = "S".repeat(32);
    await db().doc(`calendarTokens/${stray}`).set({ uid: pat.uid, createdAt: Timestamp.now() });
    const fresh = await callOk<Feed>("regenerateCalendarToken", {}, pat.token);
    expect(await exists(`calendarTokens/${stray}`)).toBe(false);
    expect((await where("calendarTokens", "uid", pat.uid)).map((d) => d.id)).toEqual([fresh.token]);
  });
});

describe("calendarFeed", () => {
  async function feedOwner(): Promise<{ pat: TestUser; feed: Feed }> {
    const pat = await createPlayer("cal-feed");
    return { pat, feed: await callOk<Feed>("getCalendarToken", {}, pat.token) };
  }

  it("lists the games the player is going to (not maybe, not another player's), in their time zones, cancelled ones marked", async () => {
    const { pat, feed } = await feedOwner();
    const riley = await createPlayer("cal-riley");
    const now = Date.now();
    // 2030-07-15 18:00 CDT = 23:00 UTC; 2030-01-15 18:00 CST = 2030-01-16 00:00 UTC; 2030-07-15 18:00 MST = 2030-07-16 01:00 UTC.
    const summer = await seedEvent({ start: Date.UTC(2030, 6, 15, 23), title: "Summer soccer" });
    const winter = await seedEvent({ start: Date.UTC(2030, 0, 16, 0), cancelled: true, title: "Winter soccer" });
    const phoenix = await seedEvent({ start: Date.UTC(2030, 6, 16, 1), timeZone: "America/Phoenix" });
    const recent = await seedEvent({ start: now - 10 * DAY });
    const old = await seedEvent({ start: now - 40 * DAY });
    const maybe = await seedEvent({ start: Date.UTC(2030, 6, 20, 23) });
    const waitlisted = await seedEvent({ start: Date.UTC(2030, 6, 21, 23) });
    const theirs = await seedEvent({ start: Date.UTC(2030, 6, 22, 23) });
    await Promise.all([
      rsvp(summer, pat, "going"),
      rsvp(winter, pat, "going"),
      rsvp(phoenix, pat, "going"),
      rsvp(recent, pat, "going"),
      rsvp(old, pat, "going"),
      rsvp(maybe, pat, "maybe"),
      rsvp(waitlisted, pat, "waitlist"),
      rsvp(theirs, riley, "going"),
      rsvp(summer, riley, "going"),
    ]);

    const res = await getFeed(`/${feed.token}.ics`);
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/calendar; charset=utf-8");
    expect(res.cache).toBe("private, max-age=300");
    const ics = res.body;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    for (const id of [summer, winter, phoenix, recent]) expect(veventOf(ics, id), `missing ${id}`).toBeDefined();
    for (const id of [old, maybe, waitlisted, theirs]) expect(veventOf(ics, id), `unexpected ${id}`).toBeUndefined();
    expect(unfold(ics).match(/BEGIN:VEVENT/g)).toHaveLength(4);

    const s = veventOf(ics, summer) ?? "";
    expect(s).toContain("DTSTART;TZID=America/Chicago:20300715T180000\r\n");
    expect(s).toContain("DTEND;TZID=America/Chicago:20300715T200000\r\n");
    expect(s).toContain("SUMMARY:Summer soccer\r\n");
    expect(s).toContain("STATUS:CONFIRMED\r\n");
    expect(s).toContain("LOCATION:Zilker Park\\, 2100 Barton Springs Rd\\, Austin\\, TX\r\n");
    expect(s).toContain("GEO:30.2669;-97.7729\r\n");
    expect(s).toMatch(new RegExp(`\r\nURL:https?://[^\r]+/event/${summer}\r\n`));
    // The game's time at its venue first (issue 31), then its description and link.
    expect(s).toContain("DESCRIPTION:When: Mon\\, Jul 15 · 6:00\u00a0PM – 8:00\u00a0PM CDT\\n\\nBring water\\, cleats\\; and a ball\\n\\n");

    const w = veventOf(ics, winter) ?? "";
    expect(w).toContain("DTSTART;TZID=America/Chicago:20300115T180000\r\n");
    expect(w).toContain("STATUS:CANCELLED\r\n");
    expect(w).toContain("SUMMARY:Cancelled: Winter soccer\r\n");

    expect(veventOf(ics, phoenix)).toContain("DTSTART;TZID=America/Phoenix:20300715T180000\r\n");

    const text = unfold(ics);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Phoenix\r\n");
    expect(text).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20300310T020000\r\nTZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500\r\n");
    expect(text).toContain("BEGIN:STANDARD\r\nDTSTART:20301103T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0600\r\n");
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(text.match(/END:VTIMEZONE/g)?.length ?? 0);

    // The query form serves the same calendar.
    const byQuery = await getFeed(`?token=${feed.token}`);
    expect(byQuery.status).toBe(200);
    expect(veventOf(byQuery.body, summer)).toBeDefined();
    expect(veventOf(byQuery.body, maybe)).toBeUndefined();
  });

  it("follows RSVP changes: a game the player no longer goes to leaves the feed", async () => {
    const { pat, feed } = await feedOwner();
    const game = await seedEvent({ start: Date.UTC(2030, 8, 1, 23) });
    await rsvp(game, pat, "going");
    expect(veventOf((await getFeed(`/${feed.token}.ics`)).body, game)).toBeDefined();
    await rsvp(game, pat, "notGoing");
    expect(veventOf((await getFeed(`/${feed.token}.ics`)).body, game)).toBeUndefined();
  });

  it("serves an empty calendar to a player who is going nowhere", async () => {
    const { feed } = await feedOwner();
    const res = await getFeed(`/${feed.token}.ics`);
    expect(res.status).toBe(200);
    expect(res.body).toContain("X-WR-CALNAME:RallyHub games\r\n");
    expect(res.body).not.toContain("BEGIN:VEVENT");
  });

  it("answers 404 with a short text for unknown or malformed tokens and no token at all", async () => {
    for (const path of [`/${"A".repeat(32)}.ics`, "/not-a-token.ics", "?token=short", "", "/"]) {
      const res = await getFeed(path);
      expect(res.status, path).toBe(404);
      expect(res.type).toMatch(/^text\/plain/);
      expect(res.body).toBe("Calendar not found. Get a new calendar link in RallyHub.");
    }
  });

  it("answers 405 to anything but GET", async () => {
    const { feed } = await feedOwner();
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await getFeed(`/${feed.token}.ics`, { method });
      expect(res.status, method).toBe(405);
      expect(res.allow).toBe("GET, HEAD");
    }
    // A callable-style POST (JSON body) is refused too: the feed is not a callable.
    const posted = await getFeed("", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ data: { token: feed.token } }) });
    expect(posted.status).toBe(405);
    expect(posted.body).not.toContain("BEGIN:VCALENDAR");
  });
});
