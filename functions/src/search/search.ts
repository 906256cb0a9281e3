import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { blockedUidsOf, hasBlocked } from "../lib/blocks";
import { defineCallable } from "../lib/callable";
import * as searchCallables from "@rallyhub/domain/callables/search";
import { SEARCH_KINDS, SEARCH_LIMITS, SEARCH_MESSAGES, type SearchHit, type SearchKind, type SearchKindResult } from "@rallyhub/domain/search/search";
import { queryToken } from "@rallyhub/domain/searchTokens";
import { BadCursorError, type BackendHit, type SearchBackend } from "./backend";
import { FirestoreSearchBackend } from "./firestoreBackend";

/** The search backend in use: Firestore prefix tokens here; a search extension's client in its place in production. */
const backend: SearchBackend = new FirestoreSearchBackend(db);

/** Players are found through public profiles, which only signed-in users may read. */
const SIGNED_IN_KINDS: ReadonlySet<SearchKind> = new Set(["players"]);

/** Who is asking and whom blocks keep apart from them: the users they blocked, and (read per result) those who blocked them. */
interface Viewer {
  uid: string | null;
  blocked: ReadonlySet<string>;
}

/**
 * Leaves out hits that belong to a user blocked either way (spec §6: blocked
 * users do not see each other's profiles or posts). Reads the owners' users
 * documents (at most one per hit) for their block lists, which only the
 * server may read.
 */
async function withoutBlocked(viewer: Viewer, hits: BackendHit[]): Promise<BackendHit[]> {
  if (!viewer.uid) return hits;
  const owners = [...new Set(hits.map((h) => h.ownerUid).filter((o): o is string => o !== null && o !== viewer.uid))];
  const blockedMe = new Set<string>();
  if (owners.length > 0) {
    const snaps = await db().getAll(...owners.map((uid) => db().doc(`users/${uid}`)));
    for (const snap of snaps) if (hasBlocked(snap.data(), viewer.uid)) blockedMe.add(snap.id);
  }
  return hits.filter((h) => h.ownerUid === null || (!viewer.blocked.has(h.ownerUid) && !blockedMe.has(h.ownerUid)));
}

const publicHit = ({ kind, id, title, subtitle, path, photoURL, when, game }: BackendHit): SearchHit => ({
  kind,
  id,
  title,
  subtitle,
  path,
  photoURL,
  ...(when ? { when } : {}),
  ...(game ? { game } : {}),
});

/**
 * Full search (issue 13): `{q, kinds?, cursors?, limit?}` → results per kind,
 * each at most `limit` (default 5, at most 10) with a cursor for more. Anyone
 * may search; players need a signed-in caller. Privacy is the backend's
 * (public events, searchable profiles); blocks are applied here, both ways.
 */
export const search = defineCallable(searchCallables.search, async (input, { caller }) => {
  const words = queryToken(input.q);
  if (!words) throw new HttpsError("invalid-argument", SEARCH_MESSAGES.noWords);
  const kinds = input.kinds ?? [...SEARCH_KINDS];
  const limit = input.limit ?? SEARCH_LIMITS.perKind.firstPage;
  const uid = caller?.uid ?? null;
  const viewer: Viewer = { uid, blocked: new Set(uid ? blockedUidsOf((await db().doc(`users/${uid}`).get()).data()) : []) };
  const now = Date.now();

  const answers = await Promise.all(
    kinds.map(async (kind): Promise<[SearchKind, SearchKindResult]> => {
      if (SIGNED_IN_KINDS.has(kind) && !uid) return [kind, { hits: [], next: null, restricted: "signIn" }];
      try {
        const page = await backend.search(kind, { query: input.q, cursor: input.cursors?.[kind] ?? null, limit, now });
        const hits = await withoutBlocked(viewer, page.hits);
        return [kind, { hits: hits.map(publicHit), next: page.next }];
      } catch (error) {
        if (error instanceof BadCursorError) throw new HttpsError("invalid-argument", SEARCH_MESSAGES.cursor);
        throw error;
      }
    }),
  );
  return { results: Object.fromEntries(answers) };
});
