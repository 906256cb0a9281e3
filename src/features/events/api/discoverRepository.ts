import {
  and,
  collection,
  documentId,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryFieldFilterConstraint,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
} from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { distanceMiles } from "@rallyhub/domain/geo";
import { coveringCells, geoCellField, MIN_TEXT_CELL_TOKEN, textCellField, textCoveringCells } from "@rallyhub/domain/geoCells";
import { matchesAll, queryToken } from "@rallyhub/domain/searchTokens";
import { eventSchema, eventSearchTokensSchema } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import type { DiscoverCursor, DiscoverPage, DiscoverQuery, DiscoverResult } from "../model/discover";
import { EVENTS_MESSAGES } from "../messages";

// Loaded by eventsRepository.discoverEvents on the first search.

/** Any of the filters (Firestore allows up to 30 in a query). */
function anyOf(filters: QueryFieldFilterConstraint[]): QueryFilterConstraint {
  const [first, ...rest] = filters;
  if (!first) throw new Error("anyOf needs a filter");
  return rest.length === 0 ? first : or(first, ...rest);
}

/** Where the games near a circle are: in one of the cells that cover it, with the token when there is one (see shared/geoCells.ts). */
function nearFilter(q: DiscoverQuery, token: string | null): QueryFilterConstraint {
  if (token === null) return anyOf(coveringCells(q.center, q.radiusMiles).map((cell) => where(geoCellField(cell), "==", cell)));
  if (token.length < MIN_TEXT_CELL_TOKEN) return where("searchTokens", "array-contains", token);
  return anyOf(textCoveringCells(q.center, q.radiusMiles, token).map((value) => where(textCellField(value), "array-contains", value)));
}

/**
 * Discover (issue 9): public games near a point within a radius, in a date
 * window, soonest first, a page at a time. Without text, one query for games
 * in any of the cells that cover the circle (geoCells; see
 * shared/geoCells.ts), so reads grow with the results; with text, the same
 * over the cells joined to the longest word's token (searchCells; a word
 * under 3 letters searches by its token alone). Games just outside the circle
 * but inside its cells are read and not shown.
 */
export async function discoverEvents(q: DiscoverQuery, cursor: DiscoverCursor | null): Promise<DiscoverPage> {
  const db = await getDb();
  const text = queryToken(q.text);
  const filter = and(
    nearFilter(q, text ? text.token : null),
    where("isPrivate", "==", false),
    where("cancelled", "==", false),
    ...(q.gameType ? [where("gameType", "==", q.gameType)] : []),
    where("dateStart", ">=", Timestamp.fromMillis(q.from)),
    where("dateStart", "<", Timestamp.fromMillis(q.to)),
  );
  const order: QueryNonFilterConstraint[] = [orderBy("dateStart"), orderBy(documentId()), ...(cursor ? [startAfter(Timestamp.fromMillis(cursor.dateStart), cursor.id)] : []), limit(q.pageSize)];
  try {
    const snap = await getDocs(query(collection(db, "events"), filter, ...order));
    const results: DiscoverResult[] = [];
    for (const d of snap.docs) {
      const event = readDoc(eventSchema, d);
      const miles = distanceMiles(q.center, event.location);
      if (miles > q.radiusMiles) continue;
      if (text && !matchesAll(readDoc(eventSearchTokensSchema, d).searchTokens, text.words)) continue;
      results.push({ event, distanceMiles: miles });
    }
    const last = snap.docs[snap.docs.length - 1];
    const next = last && snap.docs.length === q.pageSize ? { dateStart: readDoc(eventSchema, last).dateStart, id: last.id } : null;
    return { results, next, reads: snap.docs.length };
  } catch (error) {
    throw toAppError(error, EVENTS_MESSAGES.failure.discoverLoad);
  }
}
