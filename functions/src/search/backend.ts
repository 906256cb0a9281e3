import type { SearchHit, SearchKind } from "@rallyhub/domain/search/search";

/**
 * The one search interface (DESIGN.md, Scale). The Firestore backend
 * (firestoreBackend.ts) matches normalised word prefixes stored in each
 * document (`searchTokens`, packages/domain/src/searchTokens.ts) with
 * `array-contains`; a search extension (Typesense, Algolia) can take its
 * place in production by implementing the same method.
 *
 * A backend's contract:
 *  - it returns only what anyone may see: public, not cancelled, upcoming
 *    events; teams; players whose public profile is searchable; places;
 *    posts. Who is asking (their blocks) is the caller's business
 *    (search.ts), not the backend's;
 *  - every word of the query must match (as a word prefix) for a hit;
 *  - at most `limit` hits, and `next` (opaque, at most 400 characters) when
 *    there may be more: passing it back as `cursor` gives the following page;
 *  - each hit names the user it belongs to (`ownerUid`: the player, a post's
 *    author; null for the rest), so that blocks can be applied.
 */
export interface BackendHit extends SearchHit {
  ownerUid: string | null;
}

export interface BackendPage {
  hits: BackendHit[];
  next: string | null;
  /** Documents read (for the benchmark and tests). */
  reads: number;
}

export interface SearchRequest {
  query: string;
  cursor: string | null;
  limit: number;
  /** Epoch millis: events from now on. */
  now: number;
}

export interface SearchBackend {
  search(kind: SearchKind, request: SearchRequest): Promise<BackendPage>;
}

/** A cursor the backend cannot read (tampered with, or from another backend). */
export class BadCursorError extends Error {
  constructor() {
    super("bad cursor");
    this.name = "BadCursorError";
  }
}
