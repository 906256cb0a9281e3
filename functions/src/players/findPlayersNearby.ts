import type { DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { z } from "zod";
import { db } from "../admin";
import { AvailabilityViewer, genderOf, scheduleOf } from "../availability/access";
import { privacyFrom } from "../availability/visibility";
import { blockedUidsOf } from "../lib/blocks";
import { docId, parseInput, requireCaller } from "../lib/callable";
import { isAvailable } from "../shared/availability/isAvailable";
import { availableThisWeek } from "../shared/availability/thisWeek";
import { distanceMiles, type LatLng } from "../shared/geo";
import { coveringCells } from "../shared/geoCells";
import { nearbyPlayersInput, PLAYER_SEARCH_MESSAGES, spanInWindow, type NearbyPlayer, type NearbyPlayersPage, type NearbyPlayersQuery } from "../shared/players/search";
import { cityPointOf, readCells, sportsOf, type CellPosition } from "./nearbyProfiles";

/** Profiles one call reads at most (before the users and availability documents of those in the circle). */
export const MAX_PROFILE_READS = 150;
/** Rounds of reading one call makes at most (each reads every open cell in parallel). */
const MAX_ROUNDS = 4;

// ------------------------------------------------------------------ cursor

const cursorSchema = z
  .object({
    v: z.literal(1),
    cells: z.array(z.string().max(16)).max(30),
    at: z.array(z.union([z.literal(0), z.literal(1), z.tuple([z.string().max(16), docId])])),
  })
  .strict();

/** The cursor: the circle's cells (so a cursor of another search is refused) and where each stands (0 not begun, 1 finished). */
export function encodeCursor(cells: readonly string[], positions: readonly CellPosition[]): string {
  const at = positions.map((p) => (p === "start" ? 0 : p === "done" ? 1 : [p[0], p[1]]));
  return Buffer.from(JSON.stringify({ v: 1, cells, at }), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string, cells: readonly string[]): CellPosition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new HttpsError("invalid-argument", PLAYER_SEARCH_MESSAGES.cursor);
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.cells.join(" ") !== cells.join(" ") || result.data.at.length !== cells.length) throw new HttpsError("invalid-argument", PLAYER_SEARCH_MESSAGES.cursor);
  return result.data.at.map((p): CellPosition => (p === 0 ? "start" : p === 1 ? "done" : [p[0], p[1]]));
}

// ------------------------------------------------------------------ search

interface Candidate {
  profile: DocumentSnapshot;
  city: { lat: number; lng: number; name: string };
  miles: number;
}

/**
 * What one candidate becomes: a result, or nothing (blocked either way, no
 * account, not free at the chosen time or not letting the caller know).
 */
async function resultFor(c: Candidate, user: DocumentSnapshot | undefined, availability: DocumentSnapshot | undefined, context: { query: NearbyPlayersQuery; callerBlocks: readonly string[]; viewer: AvailabilityViewer; now: number }): Promise<NearbyPlayer | null> {
  const { query, viewer } = context;
  if (!user?.exists) return null;
  if (context.callerBlocks.includes(c.profile.id) || blockedUidsOf(user.data()).includes(viewer.uid)) return null;
  let thisWeek: boolean | null = null;
  let freeAtChosenTime = false;
  if (availability?.exists) {
    const data = availability.data() ?? {};
    const privacy = privacyFrom(data.privacySettings);
    if (await viewer.canSee(c.profile.id, privacy)) {
      const schedule = scheduleOf(data, privacy);
      const home: LatLng = { lat: c.city.lat, lng: c.city.lng };
      try {
        thisWeek = availableThisWeek(schedule, { now: context.now, at: query.center, home });
        freeAtChosenTime = query.availableAt !== null && isAvailable(schedule, { start: query.availableAt.start, end: query.availableAt.end, at: query.center, home }).available;
      } catch {
        // One malformed schedule must not break the search for everyone: shown without availability.
        thisWeek = null;
        freeAtChosenTime = false;
      }
    }
  }
  if (query.availableAt !== null && !freeAtChosenTime) return null;
  return {
    uid: c.profile.id,
    displayName: String(c.profile.get("displayName") ?? "") || "Player",
    photoURL: String(c.profile.get("photoURL") ?? ""),
    cityName: c.city.name,
    sports: sportsOf(c.profile),
    distanceMiles: Math.round(c.miles * 10) / 10,
    availableThisWeek: thisWeek,
  };
}

/**
 * Players near a place (issue 11: Players Near You and Discover players),
 * through the server so that blocks and visibility hold: searchable players
 * whose city is within the radius, never the caller, never anyone blocked
 * either way; each with whether they are free this week where their
 * availability visibility lets the caller see it. Filters: a sport, and
 * being free for a chosen span (only players who let the caller see their
 * availability can match it).
 *
 * Paged: the circle's geohash cells are read a few profiles at a time each
 * (in rounds, until the page has `pageSize` players, the circle is exhausted
 * or MAX_PROFILE_READS is reached); `next` says where every cell stands.
 * Within a page, nearest first.
 */
export const findPlayersNearby = onCall(async (request): Promise<NearbyPlayersPage> => {
  const caller = requireCaller(request);
  const query = parseInput(nearbyPlayersInput, request.data);
  const now = Date.now();
  if (query.availableAt && !spanInWindow(query.availableAt, now)) throw new HttpsError("invalid-argument", `availableAt: ${PLAYER_SEARCH_MESSAGES.spanWhen}`);
  const cells = coveringCells(query.center, query.radiusMiles);
  let positions: CellPosition[] = query.cursor ? decodeCursor(query.cursor, cells) : cells.map(() => "start");

  const callerDoc = await db().doc(`users/${caller.uid}`).get();
  const context = { query, callerBlocks: blockedUidsOf(callerDoc.data()), viewer: new AvailabilityViewer(caller.uid, genderOf(callerDoc)), now };
  const players: NearbyPlayer[] = [];
  let reads = 0;
  for (let round = 0; round < MAX_ROUNDS && players.length < query.pageSize && reads < MAX_PROFILE_READS; round += 1) {
    const open = positions.filter((p) => p !== "done").length;
    if (open === 0) break;
    const wanted = Math.min(query.pageSize - players.length, MAX_PROFILE_READS - reads);
    // Some of what is read lies outside the circle or is filtered out: ask each cell for a little more than its share.
    const perCell = Math.max(2, Math.min(25, Math.ceil((wanted * 1.5) / open)));
    const result = await readCells(cells, positions, { perCell, sport: query.sport });
    positions = result.positions;
    reads += result.reads;
    const candidates: Candidate[] = [];
    for (const profile of result.docs) {
      if (profile.id === caller.uid) continue;
      const city = cityPointOf(profile);
      if (!city) continue;
      const miles = distanceMiles(query.center, city);
      if (miles <= query.radiusMiles) candidates.push({ profile, city, miles });
    }
    if (candidates.length === 0) continue;
    const refs = (collection: string) => candidates.map((c) => db().doc(`${collection}/${c.profile.id}`));
    const [users, availability] = await Promise.all([db().getAll(...refs("users")), db().getAll(...refs("availability"))]);
    const found = await Promise.all(candidates.map((c, i) => resultFor(c, users[i], availability[i], context)));
    players.push(...found.filter((p): p is NearbyPlayer => p !== null));
  }
  players.sort((a, b) => a.distanceMiles - b.distanceMiles || a.uid.localeCompare(b.uid));
  const more = positions.some((p) => p !== "done");
  return { players, next: more ? encodeCursor(cells, positions) : null };
});
