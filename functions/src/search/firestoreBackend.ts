import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { searchPaths, type SearchKind } from "@rallyhub/domain/search/search";
import { matchesAll, placeSearchTokens, playerSearchTokens, postSearchTokens, queryToken, teamSearchTokens } from "@rallyhub/domain/searchTokens";
import { whenOf } from "../events/common";
import { millisOf } from "@rallyhub/domain/stored/fields";
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

const text = (v: unknown): string => (typeof v === "string" ? v : "");
const joined = (...parts: unknown[]) => parts.map(text).filter((p) => p !== "").join(" · ");
const byMillis = (field: string) => ({
  valueOf: (d: DocumentSnapshot) => millisOf(d.get(field)) ?? 0,
  toQuery: (v: string | number) => Timestamp.fromMillis(Number(v)),
});

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
    order: { field: "dateStart", dir: "asc", ...byMillis("dateStart") },
    hit: (d) => ({
      kind: "events",
      id: d.id,
      title: text(d.get("title")) || "A game",
      subtitle: joined(whenOf(d), d.get("location.name"), d.get("gameType")),
      path: searchPaths.events(d.id),
      photoURL: "",
      ownerUid: null,
    }),
    tokensOf: null,
  },
  // Team pages are public: every team, by name.
  teams: {
    collection: "teams",
    visible: (q) => q,
    order: { field: "nameLower", dir: "asc", valueOf: (d) => text(d.get("nameLower")), toQuery: (v) => String(v) },
    hit: (d) => ({
      kind: "teams",
      id: d.id,
      title: text(d.get("name")) || "A team",
      subtitle: joined(d.get("gameType"), d.get("city.name")),
      path: searchPaths.teams(d.id),
      photoURL: text(d.get("photoURL")),
      ownerUid: null,
    }),
    tokensOf: (d) => teamSearchTokens({ name: text(d.get("name")), gameType: text(d.get("gameType")), cityName: text(d.get("city.name")) }),
  },
  // Players who are searchable, from their public profile only.
  players: {
    collection: "publicProfiles",
    visible: (q) => q.where("searchable", "==", true),
    order: null,
    hit: (d) => {
      const sports = d.get("sports") as unknown;
      return {
        kind: "players",
        id: d.id,
        title: text(d.get("displayName")) || "Player",
        subtitle: joined(d.get("city.name"), Array.isArray(sports) ? sports.filter((s): s is string => typeof s === "string").slice(0, 3).join(", ") : ""),
        path: searchPaths.players(d.id),
        photoURL: text(d.get("photoURL")),
        ownerUid: d.id,
      };
    },
    tokensOf: (d) => playerSearchTokens(text(d.get("displayName"))),
  },
  places: {
    collection: "places",
    visible: (q) => q,
    order: { field: "name", dir: "asc", valueOf: (d) => text(d.get("name")), toQuery: (v) => String(v) },
    hit: (d) => ({
      kind: "places",
      id: d.id,
      title: text(d.get("name")) || "A place",
      subtitle: text(d.get("address")) || text(d.get("city")),
      path: searchPaths.places(d.id),
      photoURL: text(d.get("photoURL")),
      ownerUid: null,
    }),
    tokensOf: (d) => {
      const sports = d.get("sports") as unknown;
      return placeSearchTokens({ name: text(d.get("name")), address: text(d.get("address")), cityName: text(d.get("city")), sports: Array.isArray(sports) ? sports.map(text) : [] });
    },
  },
  // Newest first.
  posts: {
    collection: "posts",
    visible: (q) => q,
    order: { field: "createdAt", dir: "desc", ...byMillis("createdAt") },
    hit: (d) => ({
      kind: "posts",
      id: d.id,
      title: text(d.get("title")) || "A post",
      subtitle: joined(`${text(d.get("category"))} - ${text(d.get("subCategory"))}`, excerpt(text(d.get("text")))),
      path: searchPaths.posts(d.id, text(d.get("category")), text(d.get("subCategory"))),
      photoURL: "",
      ownerUid: text(d.get("authorId")) || null,
    }),
    tokensOf: (d) => postSearchTokens(text(d.get("title")), text(d.get("text"))),
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
        const stored = d.get("searchTokens") as unknown;
        const tokens = spec.tokensOf ? spec.tokensOf(d) : Array.isArray(stored) ? stored.filter((t): t is string => typeof t === "string") : [];
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
