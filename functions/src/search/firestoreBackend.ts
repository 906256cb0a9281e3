import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { searchPaths, type SearchKind } from "@rallyhub/domain/search/search";
import { matchesAll, placeSearchTokens, playerSearchTokens, postSearchTokens, queryToken, teamSearchTokens } from "@rallyhub/domain/searchTokens";
import { storedEvent } from "../events/common";
import { profileOf } from "../players/nearbyProfiles";
import { eventSearchTokensSchema as searchTokensSchema } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { placeSchema } from "@rallyhub/domain/stored/places";
import { postSchema } from "@rallyhub/domain/stored/posts";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { BadCursorError, type BackendHit, type BackendPage, type SearchBackend, type SearchRequest } from "./backend";
import { decodeCursor, encodeCursor, type Position } from "./cursor";

/** How each kind is stored, filtered, ordered and shown. */
interface KindSpec {
  collection: string;
  /** Only what anyone may see (the backend's contract). */
  visible: (q: Query, now: number) => Query;
  /** The order field (null: by document id only), its direction, and how a position's value is read and written back. */
  order: { field: string; dir: "asc" | "desc"; valueOf: (d: DocumentSnapshot) => string | number; toQuery: (v: string | number) => unknown } | null;
  hit: (d: DocumentSnapshot) => BackendHit;
  /**
   * The tokens a document is found by, worked out again from its own fields
   * for kinds that clients write (the stored `searchTokens` only select what
   * is read, so a forged token can never make a false match); null: the
   * stored tokens, which only the Functions write.
   */
  tokensOf: ((d: DocumentSnapshot) => string[]) | null;
}

const joined = (...parts: string[]) => parts.filter((p) => p !== "").join(" · ");
const byMillis = (valueOf: (d: DocumentSnapshot) => number) => ({ valueOf, toQuery: (v: string | number) => Timestamp.fromMillis(Number(v)) });
const teamOf = (d: DocumentSnapshot) => readDoc(teamServerSchema, d);
const placeOf = (d: DocumentSnapshot) => readDoc(placeSchema, d);
const postOf = (d: DocumentSnapshot) => readDoc(postSchema, d);

/** A post's card shows the first 100 characters of its text (spec §9). */
export function excerpt(value: string, max = 100): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

export const KINDS: Readonly<Record<SearchKind, KindSpec>> = {
  // Upcoming public games that still happen, soonest first (the discover index: searchTokens, isPrivate, cancelled, dateStart).
  events: {
    collection: "events",
    visible: (q, now) => q.where("isPrivate", "==", false).where("cancelled", "==", false).where("dateStart", ">=", Timestamp.fromMillis(now)),
    order: { field: "dateStart", dir: "asc", ...byMillis((d) => storedEvent(d).dateStart) },
    hit: (d) => {
      const event = storedEvent(d);
      return {
        kind: "events",
        id: d.id,
        title: event.title || "A game",
        // The time goes apart: the app writes it for the viewer's zone (issue 31).
        subtitle: joined(event.location.name, event.gameType),
        path: searchPaths.events(d.id),
        photoURL: "",
        when: { dateStart: event.dateStart, dateEnd: event.end, timeZone: event.timeZone },
        game: { sport: event.gameType, venue: event.location.name, capacity: event.capacity, going: event.goingCount, waitlist: event.allowWaitlist, waitlistCount: event.waitlistCount },
        ownerUid: null,
      };
    },
    tokensOf: null,
  },
  // Team pages are public: every team, by name.
  teams: {
    collection: "teams",
    visible: (q) => q,
    order: { field: "nameLower", dir: "asc", valueOf: (d) => teamOf(d).nameLower, toQuery: (v) => String(v) },
    hit: (d) => {
      const team = teamOf(d);
      return { kind: "teams", id: d.id, title: team.name || "A team", subtitle: joined(team.gameType, team.city?.name ?? ""), path: searchPaths.teams(d.id), photoURL: team.photoURL, ownerUid: null };
    },
    tokensOf: (d) => {
      const team = teamOf(d);
      return teamSearchTokens({ name: team.name, gameType: team.gameType, cityName: team.city?.name ?? "" });
    },
  },
  // Players who are searchable, from their public profile only.
  players: {
    collection: "publicProfiles",
    visible: (q) => q.where("searchable", "==", true),
    order: null,
    hit: (d) => {
      const profile = profileOf(d);
      return {
        kind: "players",
        id: d.id,
        title: profile.displayName || "Player",
        subtitle: joined(profile.cityName, profile.sports.slice(0, 3).join(", ")),
        path: searchPaths.players(d.id),
        photoURL: profile.photoURL,
        ownerUid: d.id,
      };
    },
    tokensOf: (d) => playerSearchTokens(profileOf(d).displayName),
  },
  places: {
    collection: "places",
    visible: (q) => q,
    order: { field: "name", dir: "asc", valueOf: (d) => placeOf(d).name, toQuery: (v) => String(v) },
    hit: (d) => {
      const place = placeOf(d);
      return { kind: "places", id: d.id, title: place.name || "A place", subtitle: place.address || place.city, path: searchPaths.places(d.id), photoURL: place.photoURL, ownerUid: null };
    },
    tokensOf: (d) => {
      const place = placeOf(d);
      return placeSearchTokens({ name: place.name, address: place.address, cityName: place.city, sports: place.sports });
    },
  },
  // Newest first.
  posts: {
    collection: "posts",
    visible: (q) => q,
    order: { field: "createdAt", dir: "desc", ...byMillis((d) => postOf(d).createdAt) },
    hit: (d) => {
      const post = postOf(d);
      return {
        kind: "posts",
        id: d.id,
        title: post.title || "A post",
        subtitle: joined(`${post.category} - ${post.subCategory}`, excerpt(post.text)),
        path: searchPaths.posts(d.id, post.category, post.subCategory),
        photoURL: "",
        ownerUid: post.authorId || null,
      };
    },
    tokensOf: (d) => {
      const post = postOf(d);
      return postSearchTokens(post.title, post.text);
    },
  },
};

/** Rounds of reading per page at most: a query whose later words rarely match stops there and offers `next`. */
const MAX_ROUNDS = 3;

export class FirestoreSearchBackend implements SearchBackend {
  constructor(private readonly db: () => Firestore) {}

  async search(kind: SearchKind, request: SearchRequest): Promise<BackendPage> {
    const spec = KINDS[kind];
    const parsed = queryToken(request.query);
    if (!parsed) return { hits: [], next: null, reads: 0 };
    let after: Position | null = request.cursor ? decodeCursor(request.cursor) : null;
    if (after && (spec.order === null) !== (after.v === null)) throw new BadCursorError();

    let base = spec.visible(this.db().collection(spec.collection).where("searchTokens", "array-contains", parsed.token), request.now);
    base = spec.order ? base.orderBy(spec.order.field, spec.order.dir).orderBy(FieldPath.documentId(), spec.order.dir) : base.orderBy(FieldPath.documentId());
    const batch = Math.min(20, request.limit * 2);
    const positionOf = (d: DocumentSnapshot): Position => ({ v: spec.order ? spec.order.valueOf(d) : null, id: d.id });

    const hits: BackendHit[] = [];
    let lastHit: Position | null = null;
    let reads = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      let query = base;
      if (after) query = spec.order && after.v !== null ? query.startAfter(spec.order.toQuery(after.v), after.id) : query.startAfter(after.id);
      const snap = await query.limit(batch).get();
      reads += snap.size;
      for (const d of snap.docs) {
        const tokens = spec.tokensOf ? spec.tokensOf(d) : readDoc(searchTokensSchema, d).searchTokens;
        if (!matchesAll(tokens, parsed.words)) continue;
        // One more match than asked for: there is a next page, starting after the last hit shown.
        if (hits.length === request.limit) return { hits, next: lastHit ? encodeCursor(lastHit) : null, reads };
        hits.push(spec.hit(d));
        lastHit = positionOf(d);
      }
      const last = snap.docs[snap.docs.length - 1];
      if (snap.size < batch || !last) return { hits, next: null, reads };
      after = positionOf(last);
    }
    // Out of rounds: more may match further on.
    return { hits, next: after ? encodeCursor(after) : null, reads };
  }
}
