import { collection, documentId, getDocs, limit, orderBy, query, startAfter, Timestamp, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/model";
import { eventSchema } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";

export interface EventsAtPlaceQuery {
  placeId: string;
  /** Games starting from this instant (epoch millis) on: the page's opening time. */
  from: number;
  pageSize: number;
}

export interface EventsAtPlaceCursor {
  dateStart: number;
  id: string;
}

export interface EventsAtPlacePage {
  events: EventRecord[];
  next: EventsAtPlaceCursor | null;
}

/**
 * Spec §7 Places: events by place (places/view/{id}). The public games at a
 * place that are still to come and not cancelled, soonest first, a page at a
 * time. One indexed query per page (location.placeId, isPrivate, cancelled,
 * dateStart: firestore.indexes.json); private games are never listed here.
 */
export async function listEventsAtPlace(q: EventsAtPlaceQuery, cursor: EventsAtPlaceCursor | null): Promise<EventsAtPlacePage> {
  const db = await getDb();
  try {
    const snap = await getDocs(
      query(
        collection(db, "events"),
        where("location.placeId", "==", q.placeId),
        where("isPrivate", "==", false),
        where("cancelled", "==", false),
        where("dateStart", ">=", Timestamp.fromMillis(q.from)),
        orderBy("dateStart"),
        orderBy(documentId()),
        ...(cursor ? [startAfter(Timestamp.fromMillis(cursor.dateStart), cursor.id)] : []),
        limit(q.pageSize),
      ),
    );
    const events = snap.docs.map((d) => readDoc(eventSchema, d));
    const last = events[events.length - 1];
    return { events, next: last && events.length === q.pageSize ? { dateStart: last.dateStart, id: last.id } : null };
  } catch (error) {
    throw toAppError(error, PLACE_MESSAGES.eventsFailed);
  }
}
