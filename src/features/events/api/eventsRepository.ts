import { collection, collectionGroup, doc, getDoc, getDocs, limit, orderBy, query, Timestamp, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import { eventSchema, joinerSchema, upcomingRsvpSchema, type UpcomingRsvp } from "@rallyhub/domain/stored/events";
import { readData, readDoc } from "@rallyhub/domain/stored/fields";
import type { DiscoverCursor, DiscoverPage, DiscoverQuery } from "../model/discover";
import { EVENTS_MESSAGES } from "../messages";

// The discover shapes live apart (model/discover.ts): discoverRepository, loaded lazily from here, uses them too.
export type { DiscoverCursor, DiscoverPage, DiscoverQuery, DiscoverResult } from "../model/discover";

/**
 * Discover (issue 9): public games near a point, a page at a time (see
 * discoverRepository.ts). Its code and the geometry it needs load on the
 * first search, so pages that only list a user's own games stay light.
 */
export async function discoverEvents(q: DiscoverQuery, cursor: DiscoverCursor | null): Promise<DiscoverPage> {
  return (await import("./discoverRepository")).discoverEvents(q, cursor);
}

/** Events by id (at most 30 per query), in the order asked; missing or hidden ones are left out. */
async function eventsByIds(ids: string[]): Promise<EventRecord[]> {
  const db = await getDb();
  const out = new Map<string, EventRecord>();
  for (let i = 0; i < ids.length; i += 30) {
    const chunk = ids.slice(i, i + 30);
    // Read one by one: a private event a player may read is refused in an `in` query over others.
    const snaps = await Promise.all(chunk.map((id) => getDoc(doc(db, "events", id)).catch(() => null)));
    for (const snap of snaps) if (snap?.exists()) out.set(snap.id, readDoc(eventSchema, snap));
  }
  return ids.map((id) => out.get(id)).filter((e): e is EventRecord => e !== undefined);
}

export interface MyEvent {
  event: EventRecord;
  rsvpStatus: Joiner["rsvpStatus"];
}

/** The games a player answered (going, maybe, waitlist, pending), from a day on, soonest first (bounded). */
export async function listMyRsvps(uid: string, max = 60): Promise<MyEvent[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collectionGroup(db, "joiners"), where("uid", "==", uid), where("rsvpStatus", "in", ["going", "maybe", "waitlist", "pending"]), limit(max)));
    const statusById = new Map(snap.docs.map((d) => [d.ref.parent.parent?.id ?? "", readDoc(joinerSchema, d).rsvpStatus]));
    const events = await eventsByIds([...statusById.keys()].filter(Boolean));
    return events.map((event) => ({ event, rsvpStatus: statusById.get(event.id) ?? "going" })).sort((a, b) => a.event.dateStart - b.event.dateStart);
  } catch (error) {
    throw toAppError(error, EVENTS_MESSAGES.failure.myEventsLoad);
  }
}

export type { UpcomingRsvp } from "@rallyhub/domain/stored/events";

/**
 * A player's next games (going, maybe, waitlist, pending; not cancelled) from
 * `from` on, soonest first, at most `max`, and only one team's when `teamId`
 * is given: one ordered query of their RSVPs, each of which keeps its game's
 * start, title, place, hosting team and cancellation, so no game is read. The
 * home's Upcoming Events.
 */
export async function listUpcomingRsvps(uid: string, from: number, max: number, teamId: string | null = null): Promise<UpcomingRsvp[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(
      query(
        collectionGroup(db, "joiners"),
        where("uid", "==", uid),
        ...(teamId ? [where("hostingTeam", "==", teamId)] : []),
        where("cancelled", "==", false),
        where("rsvpStatus", "in", ["going", "maybe", "waitlist", "pending"]),
        where("dateStart", ">=", Timestamp.fromMillis(from)),
        orderBy("dateStart"),
        limit(max),
      ),
    );
    return snap.docs.map((d) => readData(upcomingRsvpSchema, d.ref.parent.parent?.id ?? "", d.data()));
  } catch (error) {
    throw toAppError(error, EVENTS_MESSAGES.failure.myEventsLoad);
  }
}

/** The games a user created, from `from` on, soonest first (bounded). */
export async function listHostedEvents(uid: string, from: number, max = 60): Promise<EventRecord[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "events"), where("creatorId", "==", uid), where("dateStart", ">=", Timestamp.fromMillis(from)), orderBy("dateStart"), limit(max)));
    return snap.docs.map((d) => readDoc(eventSchema, d));
  } catch (error) {
    throw toAppError(error, EVENTS_MESSAGES.failure.myEventsLoad);
  }
}
