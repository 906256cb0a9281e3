import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from "firebase/firestore";
import { getDb, listenWhenReady } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import type { LatLng } from "@shared/geo";
import type { EventRecord, Joiner } from "@shared/events/types";
import { eventFromData, joinerFromData, upcomingRsvpFromData, type UpcomingRsvp } from "./eventConverter";
import { EVENT_FAILURE } from "./failures";

/** Spec §8: a failed event info load gives an empty result silently. */
export async function getEvent(id: string): Promise<EventRecord | null> {
  try {
    const db = await getDb();
    const snap = await getDoc(doc(db, "events", id));
    return snap.exists() ? eventFromData(snap.id, snap.data()) : null;
  } catch {
    // Missing, private to someone else, or unreachable: the page says "Game not found".
    return null;
  }
}

/** One event, live (the event page follows spots and status as others answer). Null when missing or hidden. */
export function watchEvent(id: string, onChange: (event: EventRecord | null) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "events", id),
      (snap) => onChange(snap.exists() ? eventFromData(snap.id, snap.data()) : null),
      (error) => {
        const e = toAppError(error, EVENT_FAILURE.gameNotFound);
        // A refused read is a game this user may not see: the same as none at all.
        if (e.code === "permission-denied") onChange(null);
        else onError(e);
      },
    ),
  );
}

/** The signed-in player's own RSVP to an event, live (null when they have not answered). */
export function watchMyRsvp(eventId: string, uid: string, onChange: (joiner: Joiner | null) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "events", eventId, "joiners", uid),
      (snap) => onChange(snap.exists() ? joinerFromData(snap.id, snap.data()) : null),
      (error) => onError(toAppError(error, EVENT_FAILURE.rsvpLoad)),
    ),
  );
}

/** Everyone who answered (the organizer's manage page; the rules let only the creator list them), in arrival order. */
export function watchJoiners(eventId: string, onChange: (list: Joiner[]) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, "events", eventId, "joiners"), orderBy("joinedAt"), limit(1000)),
      (snap) => onChange(snap.docs.map((d) => joinerFromData(d.id, d.data()))),
      (error) => onError(toAppError(error, EVENT_FAILURE.joinersLoad)),
    ),
  );
}

export interface DiscoverQuery {
  center: LatLng;
  radiusMiles: number;
  /** Start of the window (epoch millis) and its end (exclusive). */
  from: number;
  to: number;
  gameType: string | null;
  text: string;
  pageSize: number;
}

export interface DiscoverCursor {
  dateStart: number;
  id: string;
}

export interface DiscoverResult {
  event: EventRecord;
  distanceMiles: number;
}

export interface DiscoverPage {
  results: DiscoverResult[];
  /** Where the next page starts, or null at the end. */
  next: DiscoverCursor | null;
  /** Documents read for this page (the benchmark's figure). */
  reads: number;
}

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
    for (const snap of snaps) if (snap?.exists()) out.set(snap.id, eventFromData(snap.id, snap.data()));
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
    const statusById = new Map(snap.docs.map((d) => [d.ref.parent.parent?.id ?? "", joinerFromData(d.id, d.data()).rsvpStatus]));
    const events = await eventsByIds([...statusById.keys()].filter(Boolean));
    return events.map((event) => ({ event, rsvpStatus: statusById.get(event.id) ?? "going" })).sort((a, b) => a.event.dateStart - b.event.dateStart);
  } catch (error) {
    throw toAppError(error, EVENT_FAILURE.myEventsLoad);
  }
}

export type { UpcomingRsvp } from "./eventConverter";

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
    return snap.docs.map((d) => upcomingRsvpFromData(d.ref.parent.parent?.id ?? "", d.data()));
  } catch (error) {
    throw toAppError(error, EVENT_FAILURE.myEventsLoad);
  }
}

/** The games a user created, from `from` on, soonest first (bounded). */
export async function listHostedEvents(uid: string, from: number, max = 60): Promise<EventRecord[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "events"), where("creatorId", "==", uid), where("dateStart", ">=", Timestamp.fromMillis(from)), orderBy("dateStart"), limit(max)));
    return snap.docs.map((d) => eventFromData(d.id, d.data()));
  } catch (error) {
    throw toAppError(error, EVENT_FAILURE.myEventsLoad);
  }
}

/** The next games of a series (the event page shows them), from `from` on. */
export async function listSeries(seriesId: string, from: number, max = 5): Promise<EventRecord[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "events"), where("seriesId", "==", seriesId), where("isPrivate", "==", false), where("dateStart", ">=", Timestamp.fromMillis(from)), orderBy("dateStart"), limit(max)));
    return snap.docs.map((d) => eventFromData(d.id, d.data()));
  } catch {
    return [];
  }
}

export interface Favorite {
  eventId: string;
  title: string;
  dateStart: number;
}

/** Spec §7 favorites: the user's own list (users/{uid}/favorites). */
export async function listFavorites(uid: string, max = 100): Promise<Favorite[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "users", uid, "favorites"), orderBy("dateStart"), limit(max)));
    return snap.docs.map((d) => ({ eventId: d.id, title: String(d.get("title") ?? ""), dateStart: (d.get("dateStart") as Timestamp | undefined)?.toMillis() ?? 0 }));
  } catch (error) {
    throw toAppError(error, EVENT_FAILURE.favoritesLoad);
  }
}

/** Whether one event is among the user's favorites (one document read: the event page's star). */
export async function isFavorite(uid: string, eventId: string): Promise<boolean> {
  const db = await getDb();
  try {
    return (await getDoc(doc(db, "users", uid, "favorites", eventId))).exists();
  } catch (error) {
    throw toAppError(error, EVENT_FAILURE.favoritesLoad);
  }
}

export async function setFavorite(uid: string, event: Pick<EventRecord, "id" | "title" | "dateStart">, on: boolean): Promise<void> {
  const db = await getDb();
  const ref = doc(db, "users", uid, "favorites", event.id);
  try {
    if (on) await setDoc(ref, { eventId: event.id, title: event.title.slice(0, 120), dateStart: Timestamp.fromMillis(event.dateStart), createdAt: serverTimestamp() });
    else await deleteDoc(ref);
  } catch (error) {
    throw toAppError(error, EVENT_FAILURE.favoriteSave);
  }
}
