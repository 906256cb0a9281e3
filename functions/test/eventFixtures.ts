import { randomInt } from "node:crypto";
import type { DocumentData } from "firebase-admin/firestore";
import ngeohash from "ngeohash";
import { callError, callOk, createPlayer, db, type CallError, type Doc, type TestUser } from "./callables";

/**
 * Fixtures for the events emulator tests: players with the documents the app
 * writes, the create-event form as the app sends it, and readers for what the
 * callables store (events, RSVPs, notifications, mail).
 */

/** Every game of these tests is in one fixed zone; days and times are computed from now. */
export const ZONE = "America/Chicago";
const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MILES_PER_DEGREE_LAT = 69.05;

/** The calendar day ('yyyy-MM-dd') of an instant in a time zone. */
export function dayIn(instant: number, zone = ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day n days from today in ZONE. */
export const daysAhead = (n: number): string => dayIn(Date.now() + n * DAY_MS);

function partsOf(day: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return [y, m, d];
}

/** A calendar day plus n days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = partsOf(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekDayNumber(day: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const [y, m, d] = partsOf(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

export const WEEKDAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** Minutes east of UTC that a zone's clock shows at an instant. */
function offsetMinutes(instant: number, zone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant a wall clock in `zone` shows `time` ('HH:mm') on `day` (no DST edge cases needed here). */
export function zonedInstant(day: string, time: string, zone = ZONE): number {
  const [y, m, d] = partsOf(day);
  const [hh = 0, mm = 0] = time.split(":").map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  let guess = naive - offsetMinutes(naive, zone) * 60_000;
  guess = naive - offsetMinutes(guess, zone) * 60_000;
  return guess;
}

export interface Point {
  lat: number;
  lng: number;
}

/**
 * Where a test file's points fall. The test files share one emulator and
 * nothing is cleared between tests, so each file that checks a nearby search's
 * exact answer has a band of its own, and within a band each test's point has
 * a cell of its own (see randomPoint).
 */
const BANDS = {
  /** The middle of the US (events.test.ts). */
  events: { lat: 34, lng: -100 },
  /** Mexico (players.test.ts): 345 miles south of the events band, and over 60 miles from every other test file's places (Austin, at 30°, is the nearest). */
  players: { lat: 19, lng: -110 },
} as const;

/** A band is 10° of latitude by 15° of longitude, in cells of 1° by 1°. */
const BAND_ROWS = 10;
const BAND_COLUMNS = 15;
const pointsGiven: Record<keyof typeof BANDS, number> = { events: 0, players: 0 };

/**
 * A point of a test file's band, in the band's next free cell: within a file's
 * run no two tests share a cell, so their players (placed up to 30 miles north,
 * searched within 10) are never within reach of each other's searches. The
 * point sits near the middle of its cell (±0.1°, at random, so that a second
 * run against the same emulator lands elsewhere): cells' points are over 45
 * miles apart. After 150 points a band starts over.
 */
export function randomPoint(band: keyof typeof BANDS = "events"): Point {
  const from = BANDS[band];
  const cell = pointsGiven[band] % (BAND_ROWS * BAND_COLUMNS);
  pointsGiven[band] += 1;
  const jitter = () => (randomInt(0, 20_001) - 10_000) / 100_000;
  return { lat: from.lat + (cell % BAND_ROWS) + 0.5 + jitter(), lng: from.lng + Math.floor(cell / BAND_ROWS) + 0.5 + jitter() };
}

/** A point `miles` north of another. */
export const north = (p: Point, miles: number): Point => ({ lat: p.lat + miles / MILES_PER_DEGREE_LAT, lng: p.lng });

export const DEFAULT_PLACE: Point = { lat: 41.8781, lng: -87.6298 };

/**
 * The create-event form as the app sends it: the spec's defaults (spec §3
 * Event, §9: duration 0 h 0 min, guestLimit 0, public, no waitlist …) with a
 * title, a game type, a place and a start three days from now at 18:00 in ZONE.
 */
export function gameInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const at = (overrides.at as Point | undefined) ?? DEFAULT_PLACE;
  const rest = { ...overrides };
  delete rest.at;
  return {
    title: "Pickup soccer",
    gameType: "Soccer",
    description: "Bring water.",
    day: daysAhead(3),
    timeStart: "18:00",
    timeZone: ZONE,
    duration: { hours: 0, minutes: 0 },
    location: { name: "Grant Park Fields", address: "337 E Randolph St, Chicago, IL", lat: at.lat, lng: at.lng, placeId: null },
    hostingTeam: null,
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
    guestLimit: 0,
    chargeGuests: false,
    price: 0,
    reoccurringInfo: null,
    excludedDates: [],
    ...rest,
  };
}

/** Every notification category on, e-mail included (spec §3: every channel defaults to true). */
export const ALL_ON = {
  eventCreatedJoin: { email: true, push: true },
  eventJoined: { email: true, push: true },
  teamJoin: { email: true, push: true },
  teamMessage: { email: true, push: true },
  directMessage: { email: true, push: true },
};

/** No e-mail for games one joined (in-app notices still come). */
export const NO_EVENT_MAIL = { ...ALL_ON, eventJoined: { email: false, push: true } };

/** An Auth user with users/{uid} as the app writes it (name, e-mail, notification and privacy settings). */
export function player(prefix: string, displayName: string, fields: DocumentData = {}): Promise<TestUser> {
  return createPlayer(prefix, {
    displayName,
    fullName: `${displayName} Tester`,
    notificationSettings: ALL_ON,
    privacySettings: { publicProfile: true, publicUpcomingGames: true, blocklist: [] },
    blockedUids: [],
    ...fields,
  });
}

/** Several players at once, one per name (a tuple as long as the names). */
export async function players<const N extends readonly string[]>(prefix: string, names: N, fields: DocumentData = {}): Promise<{ -readonly [K in keyof N]: TestUser }> {
  const made = await Promise.all(names.map((name) => player(prefix, name, fields)));
  return made as { -readonly [K in keyof N]: TestUser };
}

export interface Saved {
  eventId: string;
  count: number;
}

/** Creates a game through saveEvent and returns its id. */
export async function createGame(organizer: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await callOk<Saved>("saveEvent", { event: gameInput(overrides) }, organizer.token);
  return res.eventId;
}

export interface RsvpResult {
  status: string;
  guests: number;
  promoted: number;
}

export const rsvp = (user: TestUser, eventId: string, choice: "going" | "maybe" | "notGoing" = "going", guests = 0): Promise<RsvpResult> =>
  callOk<RsvpResult>("rsvp", { eventId, choice, guests }, user.token);

export const rsvpError = (user: TestUser, eventId: string, choice: "going" | "maybe" | "notGoing" = "going", guests = 0): Promise<CallError> =>
  callError("rsvp", { eventId, choice, guests }, user.token);

export interface MyRsvp {
  status: string | null;
  guests: number;
  position: number | null;
}

export const myRsvp = (user: TestUser, eventId: string): Promise<MyRsvp> => callOk<MyRsvp>("getMyRsvp", { eventId }, user.token);

/** The stored event. */
export async function eventDoc(eventId: string): Promise<Doc> {
  const snap = await db().doc(`events/${eventId}`).get();
  if (!snap.exists) throw new Error(`events/${eventId} does not exist`);
  return snap.data() ?? {};
}

/** A player's RSVP, or undefined. */
export async function joinerOf(eventId: string, uid: string): Promise<Doc | undefined> {
  return (await db().doc(`events/${eventId}/joiners/${uid}`).get()).data();
}

/** uid → rsvpStatus of every RSVP of an event. */
export async function statuses(eventId: string): Promise<Record<string, string>> {
  const snap = await db().collection(`events/${eventId}/joiners`).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, String(d.get("rsvpStatus"))]));
}

/**
 * What the counters should be, recomputed from the RSVPs: spots taken by
 * players going (with their guests) and how many are maybe, waitlisted and pending.
 */
export async function countsFromRsvps(eventId: string): Promise<{ goingCount: number; maybeCount: number; waitlistCount: number; pendingCount: number }> {
  const snap = await db().collection(`events/${eventId}/joiners`).get();
  const out = { goingCount: 0, maybeCount: 0, waitlistCount: 0, pendingCount: 0 };
  for (const d of snap.docs) {
    const status = d.get("rsvpStatus") as string;
    if (status === "going") out.goingCount += 1 + Number(d.get("guests") ?? 0);
    if (status === "maybe") out.maybeCount += 1;
    if (status === "waitlist") out.waitlistCount += 1;
    if (status === "pending") out.pendingCount += 1;
  }
  return out;
}

/** The counters stored on the event. */
export async function counters(eventId: string): Promise<{ goingCount: number; maybeCount: number; waitlistCount: number; pendingCount: number }> {
  const e = await eventDoc(eventId);
  return { goingCount: Number(e.goingCount), maybeCount: Number(e.maybeCount), waitlistCount: Number(e.waitlistCount), pendingCount: Number(e.pendingCount) };
}

/** A user's in-app notifications of one type about one event. */
export async function noticesOf(uid: string, type: string, eventId?: string): Promise<Doc[]> {
  const snap = await db().collection("notifications").where("userId", "==", uid).where("type", "==", type).get();
  return snap.docs.map((d) => d.data()).filter((n) => eventId === undefined || (n.data as { eventId?: unknown } | undefined)?.eventId === eventId);
}

/** Mail documents to an address whose template data is about one event. */
export async function mailAbout(email: string, eventId: string): Promise<Doc[]> {
  const snap = await db().collection("mail").where("to", "==", email).get();
  return snap.docs.map((d) => d.data()).filter((m) => JSON.stringify(m.template ?? {}).includes(`/event/${eventId}`));
}

/** publicProfiles/{uid} as the app writes it: a searchable player whose home is a point. */
export async function seedProfile(user: TestUser, at: Point, fields: DocumentData = {}): Promise<void> {
  await db()
    .doc(`publicProfiles/${user.uid}`)
    .set({ displayName: user.uid.slice(0, 20), city: { name: "Testtown", lat: at.lat, lng: at.lng, hash: ngeohash.encode(at.lat, at.lng, 7) }, sports: ["Soccer"], searchable: true, ...fields });
}

/** Weekly hours: on one weekday (0 = Sunday) from `from` to `to`, every other day off. */
export function weekWith(weekDay: number, from: string, to: string): Record<string, { isAvailable: boolean; timeRanges: Array<{ startTime: string; endTime: string }> }> {
  return Object.fromEntries(WEEKDAY_KEYS.map((key, i) => [key, i === weekDay ? { isAvailable: true, timeRanges: [{ startTime: from, endTime: to }] } : { isAvailable: false, timeRanges: [] }]));
}

export const PUBLIC_AVAILABILITY = { visibilityMode: "public", allowedGenders: [], communityFilter: "none", allowedCommunities: [], connectsOnly: false, requireAllFilters: false };

/** availability/{uid} as the app writes it. */
export async function seedAvailability(user: TestUser, weeklyAvailability: unknown, fields: DocumentData = {}): Promise<void> {
  await db()
    .doc(`availability/${user.uid}`)
    .set({ weeklyAvailability, dateSpecificAvailability: [], privacySettings: PUBLIC_AVAILABILITY, timeZone: ZONE, ...fields });
}
