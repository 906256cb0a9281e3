import type { DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { z } from "zod";
import { db } from "../admin";
import { AvailabilityViewer, genderOf, scheduleOf } from "../availability/access";
import { sharedAvailabilitySchema } from "@rallyhub/domain/stored/availability";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { blockedUidsOf } from "../lib/blocks";
import { defineCallable } from "../lib/callable";
import { docId } from "@rallyhub/domain/callables/contract";
import * as playerCallables from "@rallyhub/domain/callables/players";
import { isAvailable } from "@rallyhub/domain/availability/isAvailable";
import { availableThisWeek } from "@rallyhub/domain/availability/thisWeek";
import { distanceMiles, type LatLng } from "@rallyhub/domain/geo";
import { coveringCells, MAX_CELLS } from "@rallyhub/domain/geoCells";
import { PLAYER_SEARCH_MESSAGES, spanInWindow, type NearbyPlayer, type NearbyPlayersQuery } from "@rallyhub/domain/players/search";
import { profileOf, readCells, type CellPosition } from "./nearbyProfiles";

/** Profiles one call reads from its cells at most (the availability of only those shown is read besides). */
const MAX_PROFILE_READS = 150;
/** Rounds of reading one call makes at most (each reads every open cell in parallel). */
const MAX_ROUNDS = 4;

// ------------------------------------------------------------------ cursor

/** Players found but not yet shown that a cursor carries to the next page (nearest first). */
const MAX_PENDING = 80;

const cursorSchema = z
  .object({
    v: z.literal(1),
    cells: z.array(z.string().max(16)).max(30),
    at: z.array(z.union([z.literal(0), z.literal(1), z.tuple([z.string().max(16), docId])])),
    pend: z.array(docId).max(MAX_PENDING),
  })
  .strict();

interface Position {
  cells: CellPosition[];
  /** Players read but not yet shown, nearest first: the next page starts with them. */
  pending: string[];
}

/** The cursor: the circle's cells (so a cursor of another search is refused), where each stands (0 not begun, 1 finished), and the players carried over. */
function encodeCursor(cells: readonly string[], position: Position): string {
  const at = position.cells.map((p) => (p === "start" ? 0 : p === "done" ? 1 : [p[0], p[1]]));
  return Buffer.from(JSON.stringify({ v: 1, cells, at, pend: position.pending }), "utf8").toString("base64url");
}

function decodeCursor(cursor: string, cells: readonly string[]): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new HttpsError("invalid-argument", PLAYER_SEARCH_MESSAGES.cursor);
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.cells.join(" ") !== cells.join(" ") || result.data.at.length !== cells.length) throw new HttpsError("invalid-argument", PLAYER_SEARCH_MESSAGES.cursor);
  return { cells: result.data.at.map((p): CellPosition => (p === 0 ? "start" : p === 1 ? "done" : [p[0], p[1]])), pending: result.data.pend };
}

// ------------------------------------------------------------------ search

interface Candidate {
  profile: DocumentSnapshot;
  city: { lat: number; lng: number; name: string };
  miles: number;
}

interface SearchContext {
  query: NearbyPlayersQuery;
  callerUid: string;
  /** Who the caller blocked, and who blocked the caller. */
  hidden: ReadonlySet<string>;
  viewer: AvailabilityViewer;
  now: number;
}

/** A profile that may be shown to the caller: searchable, in the circle, not the caller, no block either way, the sport when asked. */
function candidateOf(profile: DocumentSnapshot, context: SearchContext): Candidate | null {
  if (!profile.exists) return null;
  const stored = profileOf(profile);
  if (!stored.searchable) return null;
  if (profile.id === context.callerUid || context.hidden.has(profile.id)) return null;
  const { sport } = context.query;
  if (sport && !stored.sports.includes(sport)) return null;
  const city = stored.point ? { ...stored.point, name: stored.cityName } : null;
  if (!city) return null;
  const miles = distanceMiles(context.query.center, city);
  return miles <= context.query.radiusMiles ? { profile, city, miles } : null;
}

/** What one candidate becomes: a result, or nothing when the search asks for a time at which they are not (known to be) free. */
async function resultFor(c: Candidate, availability: DocumentSnapshot | undefined, context: SearchContext): Promise<NearbyPlayer | null> {
  const { query, viewer } = context;
  let thisWeek: boolean | null = null;
  let freeAtChosenTime = false;
  if (availability?.exists) {
    const data = availability.data() ?? {};
    const privacy = readDoc(sharedAvailabilitySchema, availability).privacySettings;
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
  const profile = profileOf(c.profile);
  return {
    uid: c.profile.id,
    displayName: profile.displayName || "Player",
    photoURL: profile.photoURL,
    cityName: c.city.name,
    sports: profile.sports,
    distanceMiles: Math.round(c.miles * 10) / 10,
    availableThisWeek: thisWeek,
  };
}

/** The uids the caller blocked (their own document) and of those who blocked the caller (one query), hidden both ways. */
async function hiddenFrom(callerUid: string): Promise<{ hidden: Set<string>; callerDoc: DocumentSnapshot; reads: number }> {
  const [callerDoc, blockers] = await Promise.all([db().doc(`users/${callerUid}`).get(), db().collection("users").where("blockedUids", "array-contains", callerUid).select().limit(1000).get()]);
  return { hidden: new Set([...blockedUidsOf(callerDoc.data()), ...blockers.docs.map((d) => d.id)]), callerDoc, reads: 1 + Math.max(1, blockers.size) };
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
 * Reads grow with the page, not with the number of players: the circle is
 * covered by about one geohash cell per player asked for (at least 4, at most 30), each
 * read a few profiles at a time (in rounds, until the page is full, the
 * circle is exhausted or MAX_PROFILE_READS is reached); only the players
 * shown have their availability read; players read but not needed yet are
 * carried to the next page in the cursor, which also says where every cell
 * stands. Within a page, nearest first.
 */
export const findPlayersNearby = defineCallable(playerCallables.findPlayersNearby, async (query, { caller }) => {
  const now = Date.now();
  if (query.availableAt && !spanInWindow(query.availableAt, now)) throw new HttpsError("invalid-argument", `availableAt: ${PLAYER_SEARCH_MESSAGES.spanWhen}`);
  const cells = coveringCells(query.center, query.radiusMiles, Math.min(MAX_CELLS, Math.max(4, query.pageSize)));
  const start: Position = query.cursor ? decodeCursor(query.cursor, cells) : { cells: cells.map(() => "start"), pending: [] };

  const { hidden, callerDoc, reads: blockReads } = await hiddenFrom(caller.uid);
  // Documents read (a query that finds nothing counts one), for the benchmark; a filtered visibility's team and connection queries are not counted.
  let documentReads = blockReads;
  const context: SearchContext = { query, callerUid: caller.uid, hidden, viewer: new AvailabilityViewer(caller.uid, genderOf(callerDoc)), now };

  // The queue: players who may be shown, nearest first. Carried ones are read again (they may have changed since).
  let queue: Candidate[] = [];
  if (start.pending.length > 0) {
    const carried = await db().getAll(...start.pending.map((uid) => db().doc(`publicProfiles/${uid}`)));
    documentReads += carried.length;
    queue = carried.map((p) => candidateOf(p, context)).filter((c): c is Candidate => c !== null);
  }
  let positions = start.cells;
  const players: NearbyPlayer[] = [];
  let reads = 0;
  let rounds = 0;
  for (;;) {
    // Show from the queue, nearest first, reading the availability of only as many as the page still needs.
    while (queue.length > 0 && players.length < query.pageSize) {
      const batch = queue.splice(0, query.pageSize - players.length);
      const availability = await db().getAll(...batch.map((c) => db().doc(`availability/${c.profile.id}`)));
      documentReads += availability.length;
      const found = await Promise.all(batch.map((c, i) => resultFor(c, availability[i], context)));
      players.push(...found.filter((p): p is NearbyPlayer => p !== null));
    }
    const open = positions.filter((p) => p !== "done").length;
    if (players.length >= query.pageSize || open === 0 || rounds >= MAX_ROUNDS || reads >= MAX_PROFILE_READS) break;
    const wanted = Math.min(query.pageSize - players.length, MAX_PROFILE_READS - reads);
    // Some of what is read lies outside the circle or is filtered out: ask each cell for about twice its share.
    // At most MAX_PENDING a round, so that whatever is left over fits in the cursor (the queue is empty when a round starts).
    const perCell = Math.max(1, Math.min(25, Math.floor(MAX_PENDING / open), Math.ceil((wanted * 2) / open)));
    const result = await readCells(cells, positions, { perCell, sport: query.sport });
    positions = result.positions;
    reads += result.reads;
    documentReads += result.reads;
    rounds += 1;
    queue = [...queue, ...result.docs.map((p) => candidateOf(p, context)).filter((c): c is Candidate => c !== null)].sort((a, b) => a.miles - b.miles || a.profile.id.localeCompare(b.profile.id));
  }
  players.sort((a, b) => a.distanceMiles - b.distanceMiles || a.uid.localeCompare(b.uid));
  const more = positions.some((p) => p !== "done") || queue.length > 0;
  return { players, next: more ? encodeCursor(cells, { cells: positions, pending: queue.map((c) => c.profile.id) }) : null, reads: documentReads };
});
